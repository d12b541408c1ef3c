// Build step: bundles the compiled CLI into one file, dist/tna.mjs. Node 20's ES module loader
// spends ~70 ms resolving and reading dozens of files at every start; one file skips that.
import { build } from 'esbuild';

const BUNDLES = [
  ['dist/src/cli/main.js', 'dist/tna.mjs'],
  // `tna serve`'s worker threads load their own entry, found beside dist/tna.mjs.
  ['dist/src/cli/serve-worker.js', 'dist/tna-worker.mjs'],
];

for (const [entry, outfile] of BUNDLES) await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  // CommonJS dependencies inside an ES module bundle still call require() for Node built-ins.
  banner: { js: "import { createRequire as __tnaRequire } from 'node:module'; const require = __tnaRequire(import.meta.url);" },
});
