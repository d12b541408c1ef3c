// Drift that follows real edits: --baseline DIR pairs files by path, --baseline-ref REV reads each
// file's version at a git revision; an unchanged file has drift 0, a new or renamed one has no
// baseline and says so; and the measure grows with the share of the text an edit changed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FIXTURES, scratch, tiny, tna, writeJson } from './helpers.js';

interface Result {
  rule: string;
  passed: boolean;
  measured: number | string;
  message: string;
}
const driftOf = (out: string) =>
  Object.fromEntries(
    (JSON.parse(out) as { files: { file: string; results: Result[] }[] }).files.map((f) => [f.file, f.results.find((r) => r.rule === 'drift')!]),
  );

const V1 = readFileSync(path.join(FIXTURES, 'release-v1.md'), 'utf8');
const V2 = readFileSync(path.join(FIXTURES, 'release-v2.md'), 'utf8');
const COOKING = readFileSync(path.join(FIXTURES, 'cooking.md'), 'utf8');

/** docs/ now, and old/docs/ as it was: one page unchanged, one edited, one rewritten, one new. */
function folders(): string {
  const dir = scratch();
  for (const root of ['docs', 'old/docs']) mkdirSync(path.join(dir, root), { recursive: true });
  writeFileSync(path.join(dir, 'old/docs/same.md'), V1);
  writeFileSync(path.join(dir, 'docs/same.md'), V1);
  writeFileSync(path.join(dir, 'old/docs/edited.md'), V1);
  writeFileSync(path.join(dir, 'docs/edited.md'), V2);
  writeFileSync(path.join(dir, 'old/docs/rewritten.md'), V1);
  writeFileSync(path.join(dir, 'docs/rewritten.md'), COOKING);
  writeFileSync(path.join(dir, 'docs/new.md'), V2);
  writeJson(path.join(dir, 'tna.config.json'), tiny({ drift: { maxChange: '50%' } }));
  return dir;
}

test('--baseline DIR pairs each file with the file of the same path there; unchanged is 0, a new file has no baseline', async () => {
  const dir = folders();
  const r = await tna(['check', '-f', 'json', '--baseline', 'old', 'docs/*.md'], dir);
  assert.equal(r.code, 1, r.err);
  const drift = driftOf(r.out);
  assert.equal(drift['docs/same.md'].measured, 0);
  assert.ok(drift['docs/same.md'].passed);
  const edited = drift['docs/edited.md'].measured as number;
  assert.ok(edited > 0 && edited < 0.5 && drift['docs/edited.md'].passed, `a light edit moves a little: ${edited}`);
  assert.match(drift['docs/edited.md'].message, /from the baseline old\/docs\/edited\.md/);
  assert.equal(drift['docs/rewritten.md'].measured, 1);
  assert.equal(drift['docs/rewritten.md'].passed, false);
  assert.deepEqual([drift['docs/new.md'].passed, drift['docs/new.md'].measured], [true, 'no baseline']);
  assert.equal(drift['docs/new.md'].message, 'no baseline: old has no docs/new.md (a new or renamed file)');
});

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=tna tests', '-c', 'user.email=tests@tna.invalid', '-c', 'commit.gpgsign=false', ...args], { cwd: dir, encoding: 'utf8' });
}

test('--baseline-ref REV reads each file as it was at a git revision, from any working directory in the repository', async () => {
  const dir = folders();
  git(dir, 'init', '--quiet', '--initial-branch=main');
  git(dir, 'add', 'docs', 'tna.config.json');
  git(dir, 'commit', '--quiet', '-m', 'docs as they were');
  writeFileSync(path.join(dir, 'docs/edited.md'), V1 + '\nOne more sentence on ranking concepts by betweenness.\n');
  renameSync(path.join(dir, 'docs/new.md'), path.join(dir, 'docs/renamed.md'));

  const r = await tna(['check', '-f', 'json', '--baseline-ref', 'HEAD', 'docs/*.md'], dir);
  const drift = driftOf(r.out);
  assert.equal(drift['docs/same.md'].measured, 0, 'unchanged since HEAD');
  assert.equal(drift['docs/rewritten.md'].measured, 0, 'committed as it is now');
  const edited = drift['docs/edited.md'].measured as number;
  assert.ok(edited > 0 && edited < 0.3, `one sentence added: ${edited}`);
  assert.match(drift['docs/edited.md'].message, /from the baseline docs\/edited\.md at HEAD/);
  assert.equal(drift['docs/renamed.md'].message, 'no baseline: HEAD has no docs/renamed.md (a new or renamed file)');

  // From a subdirectory, paths are still paired relative to where tna runs.
  const inside = await tna(['check', '-f', 'json', '--config', '../tna.config.json', '--baseline-ref', 'HEAD', 'same.md'], path.join(dir, 'docs'));
  assert.equal(driftOf(inside.out)['same.md'].measured, 0, inside.err);

  const bad = await tna(['check', '--baseline-ref', 'no-such-branch', 'docs/same.md'], dir);
  assert.equal(bad.code, 2);
  assert.match(bad.err, /^tna: --baseline-ref: no-such-branch is not a revision of the git repository at /);
  const both = await tna(['check', '--baseline', 'old', '--baseline-ref', 'HEAD', 'docs/same.md'], dir);
  assert.equal(both.code, 2);
  assert.match(both.err, /--baseline and --baseline-ref name two references for drift: give one/);
});

test('baselineRef in the configuration turns on the same comparison', async () => {
  const dir = folders();
  git(dir, 'init', '--quiet', '--initial-branch=main');
  git(dir, 'add', 'docs');
  git(dir, 'commit', '--quiet', '-m', 'docs');
  writeFileSync(path.join(dir, 'docs/same.md'), COOKING);
  writeJson(path.join(dir, 'tna.config.json'), tiny({ drift: { baselineRef: 'main', maxChange: '30%' } }));
  const r = await tna(['check', '-f', 'json', 'docs/same.md', 'docs/edited.md'], dir);
  assert.equal(r.code, 1);
  const drift = driftOf(r.out);
  assert.deepEqual([drift['docs/same.md'].measured, drift['docs/same.md'].passed], [1, false]);
  assert.equal(drift['docs/edited.md'].measured, 0);
});
