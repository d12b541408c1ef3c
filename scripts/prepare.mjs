// npm's prepare script (npm install, npm ci, npx in a clone): builds only when dist/ is missing
// or was built from other sources than the clone has now (scripts/source-hash.mjs), so that a
// clone with a current dist/ starts at once. `npm run build` always builds; TNA_BUILD=always
// makes this build too.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordedHash, sourceHash } from './source-hash.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const current = sourceHash(ROOT);
const recorded = recordedHash(ROOT);
const why =
  process.env.TNA_BUILD === 'always'
    ? 'TNA_BUILD=always'
    : recorded === undefined
      ? 'dist/ has no build'
      : recorded !== current
        ? 'the sources changed since dist/ was built'
        : !existsSync(path.join(ROOT, 'dist', 'tna.cjs'))
          ? 'dist/tna.cjs is missing'
          : undefined;
if (why === undefined) {
  process.stderr.write(`tna: dist/ is current (sources ${current.slice(0, 12)}): no build\n`);
} else {
  process.stderr.write(`tna: building (${why})\n`);
  // The npm that runs this script, when npm runs it; else the one on PATH.
  const npm = process.env.npm_execpath;
  const built = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: ROOT, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
  if (built.error) throw built.error;
  process.exitCode = built.status ?? 1;
}
