// What a build is made from, as one SHA-256: every file under src/, scripts/ and test/ (tsc
// compiles the tests into dist/test too), package.json, package-lock.json and tsconfig.json — each
// file's path and bytes, in a fixed order, so that a touched file with the same bytes is the same
// build and a moved, added or deleted one is not — and the version of Node.js, whose V8 alone can
// read the code cache a build writes (dist/tna.cache). `npm run build` records it in dist/ as its
// last step (scripts/record-build.mjs); the prepare script builds only when it differs
// (scripts/prepare.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const HASHED_DIRECTORIES = ['src', 'scripts', 'test'];
export const HASHED_FILES = ['package.json', 'package-lock.json', 'tsconfig.json'];
/** Where a build records the hash of what it was made from, under the build's own dist/. */
export const RECORD = path.join('dist', 'source-hash.txt');

/** Every file under `dir` (relative to `root`, with forward slashes), sorted. */
function filesUnder(root, dir) {
  const found = [];
  const walk = (relative) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  if (existsSync(path.join(root, dir))) walk(dir);
  return found;
}

/** The hash of the build inputs of the project at `root`, as 64 hex digits. */
export function sourceHash(root, nodeVersion = process.version) {
  const files = [...HASHED_DIRECTORIES.flatMap((dir) => filesUnder(root, dir)), ...HASHED_FILES.filter((f) => existsSync(path.join(root, f)))].sort();
  const hash = createHash('sha256').update(`node ${nodeVersion}\0`);
  for (const file of files) {
    const bytes = readFileSync(path.join(root, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/** The hash the build in `root`/dist recorded, or undefined when there is none. */
export function recordedHash(root) {
  try {
    return readFileSync(path.join(root, RECORD), 'utf8').trim();
  } catch {
    return undefined;
  }
}
