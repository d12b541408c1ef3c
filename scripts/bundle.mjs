// Build step: bundles the compiled CLI into dist/tna.mjs (and the entries of worker threads:
// dist/tna-worker.mjs for `tna serve`, dist/tna-betweenness.mjs for betweenness). Node 20's ES
// module loader spends ~70 ms resolving and reading dozens of files at every start; a bundle
// skips that. Code splitting keeps what a command loads lazily (the analysis, the store, the
// server, the language-model client) in chunks of their own, so `tna graph` never parses the
// server and `--help` parses almost nothing.
import { build } from 'esbuild';

await build({
  entryPoints: {
    tna: 'dist/src/cli/main.js',
    'tna-worker': 'dist/src/http/serve-worker.js',
    'tna-betweenness': 'dist/src/parallel/betweenness-worker.js',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  // Chunks stay beside the entries: the server finds its worker entry next to its own module.
  chunkNames: '[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  // CommonJS dependencies inside an ES module bundle still call require() for Node built-ins.
  banner: { js: "import { createRequire as __tnaRequire } from 'node:module'; const require = __tnaRequire(import.meta.url);" },
});
