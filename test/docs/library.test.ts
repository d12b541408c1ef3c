// The library's API reference (docs/library/api/) is committed, so that it reads where the code
// is kept; it is what `npm run docs:library` (TypeDoc) makes from the types now, page for page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const committed = path.join(root, 'docs', 'library', 'api');

/** Every file under `dir`, relative to it, sorted. */
function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

test('docs/library/api/ is what TypeDoc makes from the library\'s types now', { timeout: 5 * 60_000 }, (t) => {
  const out = mkdtempSync(path.join(tmpdir(), 'tna-api-docs-'));
  t.after(() => rmSync(out, { recursive: true, force: true }));
  const typedoc = spawnSync(process.execPath, [path.join(root, 'node_modules', 'typedoc', 'bin', 'typedoc'), '--out', out], { cwd: root, encoding: 'utf8' });
  assert.equal(typedoc.status, 0, typedoc.stdout + typedoc.stderr);
  assert.deepEqual(files(committed), files(out), 'pages added or removed: run npm run docs:library');
  for (const file of files(out)) assert.equal(readFileSync(path.join(committed, file), 'utf8'), readFileSync(path.join(out, file), 'utf8'), `docs/library/api/${file} is stale: run npm run docs:library`);
  // The functions' pages are there, and say what each answers.
  assert.match(readFileSync(path.join(committed, 'functions', 'graph.md'), 'utf8'), /tna graph -f json/);
});
