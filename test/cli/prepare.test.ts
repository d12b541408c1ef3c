// The prepare script (npm install, npm ci, npx in a clone) builds only when dist/ was built from
// other sources than the clone has: run for real, through npm, in a copy of the project whose
// build is a stand-in that counts its runs and removes dist/ first, as the real one does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './serve-process.js';

interface SourceHash {
  sourceHash(root: string, nodeVersion?: string): string;
  recordedHash(root: string): string | undefined;
}
const hashing = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'source-hash.mjs')).href)) as SourceHash;

const FAKE_BUILD = `import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
rmSync('dist', { recursive: true, force: true });
appendFileSync('builds.txt', 'built\\n');
if (process.env.FAKE_BUILD_FAILS) process.exit(1);
mkdirSync('dist');
writeFileSync('dist/tna.cjs', '');
`;

/** A project with the real prepare, hash and record scripts and a stand-in build. */
function project(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tna-prepare-'));
  mkdirSync(path.join(dir, 'scripts'));
  for (const file of ['prepare.mjs', 'source-hash.mjs', 'record-build.mjs']) copyFileSync(path.join(ROOT, 'scripts', file), path.join(dir, 'scripts', file));
  writeFileSync(path.join(dir, 'scripts', 'fake-build.mjs'), FAKE_BUILD);
  const pkg = { name: 'prepare-probe', version: '1.0.0', private: true, type: 'module', scripts: { build: 'node scripts/fake-build.mjs && node scripts/record-build.mjs', prepare: 'node scripts/prepare.mjs' } };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg, null, 2));
  writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion": 3}\n');
  writeFileSync(path.join(dir, 'tsconfig.json'), '{}\n');
  writeFileSync(path.join(dir, 'README.md'), '# probe\n');
  for (const [file, text] of [['src/a.ts', 'export const a = 1;\n'], ['src/deep/b.ts', 'export const b = 2;\n'], ['test/a.test.ts', 'test\n']]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const builds = (dir: string) => (existsSync(path.join(dir, 'builds.txt')) ? readFileSync(path.join(dir, 'builds.txt'), 'utf8').split('\n').length - 1 : 0);

/**
 * The prepare script in `dir`, as `npm run prepare` runs it (`throughNpm`), or by itself, which
 * then builds with the npm on PATH: its exit code, what it said, and how many builds there have been.
 */
function prepare(dir: string, env: Record<string, string> = {}, throughNpm = false): { code: number | null; said: string; builds: number } {
  const options = { cwd: dir, encoding: 'utf8' as const, env: { ...process.env, ...env } };
  const run = throughNpm ? spawnSync('npm', ['run', '--silent', 'prepare'], options) : spawnSync(process.execPath, ['scripts/prepare.mjs'], options);
  return { code: run.status, said: run.stderr, builds: builds(dir) };
}

test('prepare builds a clone without dist/, then not again until a hashed file changes', { timeout: 120_000 }, () => {
  const dir = project();
  try {
    let run = prepare(dir, {}, true);
    assert.equal(run.code, 0, run.said);
    assert.match(run.said, /^tna: building \(dist\/ has no build\)/);
    assert.equal(run.builds, 1);
    assert.equal(hashing.recordedHash(dir), hashing.sourceHash(dir));

    run = prepare(dir, {}, true);
    assert.equal(run.code, 0, run.said);
    assert.match(run.said, /^tna: dist\/ is current \(sources [0-9a-f]{12}\): no build\n$/);
    assert.equal(run.builds, 1);

    // Same bytes, a new time: the same build. A file no build reads: the same build.
    utimesSync(path.join(dir, 'src', 'a.ts'), new Date(), new Date(Date.now() + 60_000));
    writeFileSync(path.join(dir, 'README.md'), '# probe, reworded\n');
    assert.equal(prepare(dir).builds, 1);

    const changes: Array<[string, () => void]> = [
      ['a source edited', () => writeFileSync(path.join(dir, 'src', 'deep', 'b.ts'), 'export const b = 3;\n')],
      ['a script added', () => writeFileSync(path.join(dir, 'scripts', 'new.mjs'), '\n')],
      ['a test removed', () => rmSync(path.join(dir, 'test', 'a.test.ts'))],
      ['a file moved', () => {
        writeFileSync(path.join(dir, 'src', 'c.ts'), readFileSync(path.join(dir, 'src', 'a.ts')));
        rmSync(path.join(dir, 'src', 'a.ts'));
      }],
      ['the lockfile', () => writeFileSync(path.join(dir, 'package-lock.json'), '{"lockfileVersion": 3, "packages": {}}\n')],
      ['tsconfig.json', () => writeFileSync(path.join(dir, 'tsconfig.json'), '{"compilerOptions": {}}\n')],
    ];
    let expected = 1;
    for (const [what, change] of changes) {
      change();
      run = prepare(dir);
      assert.equal(run.code, 0, run.said);
      assert.match(run.said, /^tna: building \(the sources changed since dist\/ was built\)/, what);
      assert.equal(run.builds, ++expected, what);
      assert.equal(prepare(dir).builds, expected, `${what}: built once`);
    }

    rmSync(path.join(dir, 'dist', 'tna.cjs'));
    run = prepare(dir);
    assert.match(run.said, /^tna: building \(dist\/tna\.cjs is missing\)/);
    assert.equal(run.builds, ++expected);

    assert.equal(prepare(dir, { TNA_BUILD: 'always' }).builds, ++expected);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a build that fails leaves no record, so the next prepare builds again, and prepare fails with it', { timeout: 60_000 }, () => {
  const dir = project();
  try {
    assert.equal(prepare(dir).builds, 1);
    writeFileSync(path.join(dir, 'src', 'a.ts'), 'export const a = 2;\n');
    const failed = prepare(dir, { FAKE_BUILD_FAILS: '1' });
    assert.notEqual(failed.code, 0);
    assert.equal(failed.builds, 2);
    assert.equal(hashing.recordedHash(dir), undefined);
    const again = prepare(dir);
    assert.equal(again.code, 0, again.said);
    assert.match(again.said, /^tna: building \(dist\/ has no build\)/);
    assert.equal(again.builds, 3);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the hash covers the version of Node.js, whose V8 alone reads the build\'s code cache', () => {
  const dir = project();
  try {
    assert.notEqual(hashing.sourceHash(dir, 'v20.0.0'), hashing.sourceHash(dir, 'v22.0.0'));
    assert.equal(hashing.sourceHash(dir), hashing.sourceHash(dir, process.version));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('this clone\'s build recorded the hash of the sources it was built from; npm run build and npm test always build', () => {
  assert.equal(hashing.recordedHash(ROOT), hashing.sourceHash(ROOT), 'dist/ is stale: run npm run build');
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  assert.equal(scripts.prepare, 'node scripts/prepare.mjs');
  assert.match(scripts.build, /^node scripts\/clean\.mjs && .* && node scripts\/record-build\.mjs$/);
  assert.match(scripts.test, /^npm run build && /);
});
