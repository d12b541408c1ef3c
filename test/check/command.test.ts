// tna check as CI runs it: exit codes 0/1/2, --max-warnings, stdin, --combined, --init, --baseline (a file or a saved graph), and the built binary.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LENIENT, ROOT, scratch, tiny, tna, writeJson } from './helpers.js';

const FILES = ['guide.md', 'biased.md', 'families.md'];

test('exit 0 when every rule passes, 1 when an error fails, 0 when only warnings fail', async () => {
  const dir = scratch(...FILES);
  writeJson(path.join(dir, 'tna.config.json'), tiny(LENIENT));
  const ok = await tna(['check', ...FILES], dir);
  assert.equal(ok.code, 0, ok.out + ok.err);
  assert.match(ok.out, /tna check: 18 checks passed in 3 files\n$/);

  writeJson(path.join(dir, 'tna.config.json'), tiny({ ...LENIENT, 'top-concept-share': { max: '50%' } }));
  const failed = await tna(['check', ...FILES], dir);
  assert.equal(failed.code, 1);
  assert.match(failed.out, /biased\.md:\d+: error top-concept-share: top concept 'security'/);

  writeJson(path.join(dir, 'tna.config.json'), tiny({ ...LENIENT, 'top-concept-share': { max: '50%', severity: 'warning' } }));
  const warned = await tna(['check', ...FILES], dir);
  assert.equal(warned.code, 0, 'warnings are allowed');
  assert.match(warned.out, /biased\.md:\d+: warning top-concept-share/);
});

test('--max-warnings: more warnings than allowed is exit 1; as many is 0', async () => {
  const dir = scratch(...FILES);
  // Two warnings under the reference analysis: biased.md's top concept (92%), families.md's word family (4 of the top 10).
  writeJson(path.join(dir, 'tna.config.json'), tiny({ 'top-concept-share': { max: '60%', severity: 'warning' }, 'word-family': { max: 2 } }, { mode: 'reference' }));
  const json = JSON.parse((await tna(['check', '-f', 'json', ...FILES], dir)).out);
  assert.deepEqual(json.summary, { errors: 0, warnings: 2, files: 3 });
  assert.equal((await tna(['check', '--max-warnings', '2', ...FILES], dir)).code, 0);
  const over = await tna(['check', '--max-warnings', '1', '-f', 'json', ...FILES], dir);
  assert.equal(over.code, 1);
  assert.equal(over.err, 'tna: 2 warnings, more than --max-warnings 1 allows\n');
  assert.deepEqual(JSON.parse(over.out).summary.warnings, 2, 'stdout stays the report');
  const bad = await tna(['check', '--max-warnings', 'some', ...FILES], dir);
  assert.equal(bad.code, 2);
  assert.match(bad.err, /--max-warnings must be a whole number/);
});

test('exit 2 on bad input: a missing file, an unknown format, a baseline that is neither file nor saved graph', async () => {
  const dir = scratch('guide.md');
  writeJson(path.join(dir, 'tna.config.json'), tiny(LENIENT));
  const missing = await tna(['check', 'nope.md'], dir);
  assert.deepEqual([missing.code, missing.err], [2, 'tna: nope.md does not exist.\n']);
  const format = await tna(['check', '-f', 'xml', 'guide.md'], dir);
  assert.equal(format.code, 2);
  assert.match(format.err, /Allowed choices are text, json, github, junit, sarif/);
  const baseline = await tna(['check', '--baseline', 'no-such-thing', 'guide.md'], dir);
  assert.equal(baseline.code, 2);
  assert.equal(baseline.err, 'tna: --baseline: no-such-thing is neither a file, a directory nor a saved graph (tna list shows the saved graphs)\n');
});

test('stdin is read when no file is named; --combined adds the files as one corpus, judged by the base rules', async () => {
  const dir = scratch(...FILES);
  // The fixtures' clusters are the reference analysis's: the three files together have more than biased.md alone.
  writeJson(path.join(dir, 'tna.config.json'), tiny({ clusters: { min: 2 } }, { mode: 'reference' }));
  const stdin = await tna(['check', '-f', 'json'], dir, 'Rivers carry water to the sea.\nSalmon swim up rivers.\nBanks raise interest rates.\n');
  assert.equal(stdin.code, 0, stdin.err);
  assert.equal(JSON.parse(stdin.out).files[0].file, 'stdin');
  const combined = await tna(['check', '-f', 'json', '--combined', ...FILES], dir);
  const files = JSON.parse(combined.out).files;
  assert.deepEqual(files.map((f: { file: string }) => f.file), [...FILES, '(combined)']);
  assert.ok(files[3].results[0].measured > files[1].results[0].measured, 'more topics together than in the one-topic file');
  const github = await tna(['check', '-f', 'github', '--combined', ...FILES], dir, undefined);
  assert.equal(github.code, 0);
});

test('--init writes a commented tna.config.json, skips the texts too short for the graph\'s shape, and never overwrites one', async () => {
  const dir = scratch(...FILES);
  const init = await tna(['check', '--init', '--combined', ...FILES], dir);
  assert.equal(init.code, 0, init.err);
  assert.match(init.out, /^Wrote tna\.config\.json from 3 texts: \d+ rules on/);
  const written = readFileSync(path.join(dir, 'tna.config.json'), 'utf8');
  const config = JSON.parse(written);
  assert.equal(typeof config.$comment, 'string');
  for (const [id, rule] of Object.entries(config.check.rules as Record<string, { $comment: string; severity: string }>)) {
    assert.equal(typeof rule.$comment, 'string', `${id} says what it measures`);
    assert.ok(['error', 'warning', 'off'].includes(rule.severity));
  }
  assert.match(init.out, /^skipped: 2 texts have fewer than 10 statements/m, 'biased.md and families.md are two statements each');
  assert.match(init.out, /^ {2}top-concept-share +max 0\.\d\d +fails none today$/m);
  assert.equal(config.check.analysis.minStatements, 10);
  assert.equal(config.check.rules.drift.severity, 'off');
  const check = await tna(['check', '-f', 'json', '--combined', ...FILES], dir);
  assert.equal(check.code, 0, check.out);
  const report = JSON.parse(check.out);
  assert.deepEqual(report.summary, { errors: 0, warnings: 0, files: 4 });
  assert.match(report.files[1].skipped, /^2 statements, too short to have a shape: diversity, modularity, /);
  assert.ok(report.files[1].results.some((r: { rule: string }) => r.rule === 'repetition'), 'the rules that need no shape still run');

  const again = await tna(['check', '--init', ...FILES], dir);
  assert.equal(again.code, 2);
  assert.match(again.err, /^tna: tna\.config\.json exists already; tna check --init never overwrites a file/);
  assert.equal(readFileSync(path.join(dir, 'tna.config.json'), 'utf8'), written);
  const other = await tna(['check', '--init', '--config', '.tnarc', 'guide.md'], dir);
  assert.equal(other.code, 0, other.err);
  assert.equal((await tna(['check', 'guide.md'], dir)).code, 0, 'tna.config.json still comes first');
});

test('--init writes only what the check then loads: a concept named by a verb form its nouns share (validate, of validation), a phrase with such a word', async () => {
  // Two READMEs of installed packages, written by others: before, --init suggested must-mention
  // "validate" for the first and the phrase "compiled schemas" for the second, and check refused both.
  for (const readme of ['@apideck/better-ajv-errors/README.md', '@fastify/ajv-compiler/README.md']) {
    const dir = scratch();
    cpSync(path.join(ROOT, 'node_modules', readme), path.join(dir, 'README.md'));
    const init = await tna(['check', '--init', 'README.md'], dir);
    assert.equal(init.code, 0, init.err);
    const rules = JSON.parse(readFileSync(path.join(dir, 'tna.config.json'), 'utf8')).check.rules;
    assert.ok(rules['must-mention'].concepts.length > 0 || rules['must-mention-phrase'].phrases.length > 0, readme);
    const check = await tna(['check', 'README.md'], dir);
    assert.equal(check.code, 0, `${readme}: ${check.out}${check.err}`);
  }
});

test('--baseline: a file or, when no such file exists, a saved graph; drift passes for a light edit and fails for another subject', async () => {
  const dir = scratch('release-v1.md', 'release-v2.md', 'cooking.md');
  writeJson(path.join(dir, 'tna.config.json'), tiny({ drift: { maxChange: '50%', top: 20 } }));
  const light = await tna(['check', '--baseline', 'release-v1.md', 'release-v2.md'], dir);
  assert.equal(light.code, 0, light.out + light.err);
  const other = await tna(['check', '--baseline', 'release-v1.md', '-f', 'json', 'cooking.md'], dir);
  assert.equal(other.code, 1);
  const [result] = JSON.parse(other.out).files[0].results;
  assert.deepEqual([result.rule, result.passed, result.measured], ['drift', false, 1]);

  // Saved with `tna graph --save` (the text as the check reads it: no markup), then named.
  const plain = readFileSync(path.join(dir, 'release-v1.md'), 'utf8').replace(/^# .*\n/m, '');
  writeFileSync(path.join(dir, 'v1.txt'), plain);
  const saved = await tna(['graph', '--save', '-n', 'release notes', '-f', 'json', 'v1.txt'], dir);
  assert.equal(saved.code, 0, saved.err);
  const byName = await tna(['check', '--baseline', 'release notes', '-f', 'json', 'release-v2.md'], dir);
  assert.equal(byName.code, 0, byName.out + byName.err);
  assert.match(JSON.parse(byName.out).files[0].results[0].message, /from the baseline saved graph "release notes"/);

  // A configuration that has drift off (as --init writes it) still compares when --baseline names a reference.
  writeJson(path.join(dir, 'tna.config.json'), tiny({ drift: { severity: 'off', top: 10 } }));
  const off = await tna(['check', '--baseline', 'release-v1.md', '-f', 'json', 'cooking.md'], dir);
  assert.equal(off.code, 1, off.err);
  assert.deepEqual([JSON.parse(off.out).files[0].results[0].severity, JSON.parse(off.out).files[0].results[0].message.slice(0, 16)], ['error', 'moved 100% from ']);

  // --baseline alone turns drift on, with its defaults, even without a configuration.
  const bare = scratch('release-v1.md', 'cooking.md');
  const defaults = await tna(['check', '--baseline', 'release-v1.md', '-f', 'json', 'cooking.md'], bare);
  assert.equal(defaults.code, 1, defaults.err);
  assert.equal(JSON.parse(defaults.out).files[0].results[0].limit, '≤ 50%');
});

test('the built binary runs tna check, Markdown parser included (needs npm run build)', () => {
  const dir = scratch('guide.md');
  writeJson(path.join(dir, 'tna.config.json'), tiny({ 'must-not-mention': { concepts: ['platypus'] }, clusters: {} }));
  const r = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'tna.js'), 'check', '-f', 'github', 'guide.md'], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  assert.equal(r.status, 0, r.stderr);
  assert.equal(r.stdout, 'tna check: 2 checks passed in 1 file\n');
  // guide.md's six clusters are the reference analysis's.
  writeFileSync(path.join(dir, 'tna.config.json'), '{"check":{"rules":{"clusters":{"min":50}},"analysis":{"mode":"reference"}}}');
  const fail = spawnSync(process.execPath, [path.join(ROOT, 'bin', 'tna.js'), 'check', '-f', 'github', 'guide.md'], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  assert.equal(fail.status, 1);
  assert.match(fail.stdout, /^::error file=guide\.md,line=1,title=tna clusters::6 clusters, allowed ≥ 50; led by /);
});
