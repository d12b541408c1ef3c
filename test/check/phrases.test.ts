// must-mention-phrase: a phrase written as such (its words side by side, in order, in any
// inflection) passes; its words all there but apart fail it, where must-mention passes; a phrase
// that could never be written as such is a configuration error; under both analyses.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tiny, tna, writeJson } from './helpers.js';

const WRITTEN = [
  '# Customer Relationship Managements',
  'Our customer relationship management tools help the sales team close deals.',
  'A phase-field model describes the boundary between the two phases.',
  'Good customer relationship management keeps every customer coming back.',
].join('\n\n');

const APART = [
  '# The shop',
  'Every customer deserves a good relationship with the management of the shop.',
  'The field of each phase follows one model, and the team makes sales.',
  'The management keeps the relationship with each customer warm.',
  'Shop owners write their ledgers by hand.',
].join('\n\n');

const PHRASES = ['customer relationship management', 'Phase field models', 'sales team'];

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tna-phrases-'));
  writeFileSync(path.join(dir, 'written.md'), WRITTEN + '\n');
  writeFileSync(path.join(dir, 'apart.md'), APART + '\n');
  return dir;
}

interface Result {
  rule: string;
  passed: boolean;
  measured: string;
  limit: string;
  message: string;
  concepts: string[];
}

/** Each file's results by rule, under `config`. */
async function results(dir: string, config: unknown, args: string[] = []): Promise<Record<string, Record<string, Result>>> {
  writeJson(path.join(dir, 'tna.config.json'), config);
  const r = await tna(['check', '-f', 'json', ...args, 'written.md', 'apart.md'], dir);
  assert.ok(r.code === 0 || r.code === 1, r.err);
  const report = JSON.parse(r.out) as { files: { file: string; results: Result[] }[] };
  return Object.fromEntries(report.files.map((f) => [f.file, Object.fromEntries(f.results.map((x) => [x.rule, x]))]));
}

for (const mode of ['default', 'reference'] as const) {
  test(`${mode} analysis: written side by side in any inflection passes; the same words apart fail must-mention-phrase and pass must-mention`, async () => {
    const dir = folder();
    const config = tiny({ 'must-mention-phrase': { phrases: PHRASES }, 'must-mention': { concepts: PHRASES } }, { mode });
    const byFile = await results(dir, config);
    const written = byFile['written.md']['must-mention-phrase'];
    assert.equal(written.passed, true, written.message);
    assert.deepEqual([written.measured, written.limit, written.message], ['3/3', '3/3', 'all 3 required phrases written as such']);
    assert.equal(byFile['written.md']['must-mention'].passed, true);

    const apart = byFile['apart.md']['must-mention-phrase'];
    assert.equal(apart.passed, false);
    assert.deepEqual([apart.measured, apart.limit], ['0/3', '3/3']);
    assert.deepEqual(apart.concepts, PHRASES);
    assert.equal(
      apart.message,
      "3 of 3 required phrases not written as such: 'customer relationship management' (its words apart), 'Phase field models' (its words apart), 'sales team' (its words apart)",
    );
    const mention = byFile['apart.md']['must-mention'];
    assert.equal(mention.passed, true, `must-mention needs the words anywhere: ${mention.message}`);
  });
}

test('a phrase none of whose words are all there is named without "apart"; the flag --analysis decides the mode too', async () => {
  const dir = folder();
  const byFile = await results(dir, tiny({ 'must-mention-phrase': { phrases: ['customer relationship management', 'interest rates'] } }), ['--analysis', 'reference']);
  const r = byFile['written.md']['must-mention-phrase'];
  assert.equal(r.message, "1 of 2 required phrases not written as such: 'interest rates'");
  assert.deepEqual(r.concepts, ['interest rates']);
});

test('a phrase that could never be written as such is a configuration error naming phrases[i] and why', async () => {
  const dir = folder();
  const key = 'check\\.rules\\.must-mention-phrase';
  const cases: [unknown, RegExp][] = [
    ['error', new RegExp(`${key}\\.phrases is required: the phrases that must be written as such`)],
    [{ phrases: 'customer relationship' }, new RegExp(`${key}\\.phrases must be a list of phrases, such as \\["customer relationship management"\\]`)],
    [
      { phrases: ['sales team', 'customer of the month'] },
      new RegExp(`^tna: tna\\.config\\.json: ${key}\\.phrases\\[1\\]: "customer of the month" holds words that are never a concept \\('of', 'the': a stopword, a word too common to name a subject, a verb or an adverb, a number, or shorter than three letters\\)\\. A phrase is matched on its concepts side by side, and a stopword ends a run of them`),
    ],
    [{ phrases: ['customer'] }, new RegExp(`${key}\\.phrases\\[0\\]: "customer" is one word, and a phrase has two to four: list a single concept under must-mention`)],
    [{ phrases: ['customer relationship management tool vendor'] }, new RegExp(`${key}\\.phrases\\[0\\]: "customer relationship management tool vendor" has 5 words, and a phrase has at most 4`)],
    [{ phrases: ['sales, team'] }, new RegExp(`${key}\\.phrases\\[0\\]: "sales, team" is not one run of words: only spaces or a hyphen may lie between its words`)],
    [{ phrases: ['model models'] }, new RegExp(`${key}\\.phrases\\[0\\]: "model models" names the concept 'model' twice`)],
  ];
  for (const [setting, pattern] of cases) {
    writeJson(path.join(dir, 'tna.config.json'), tiny({ 'must-mention-phrase': setting }));
    const r = await tna(['check', 'written.md'], dir);
    assert.equal(r.code, 2, JSON.stringify(setting));
    assert.match(r.err, pattern);
    assert.equal(r.out, '');
  }
  // The reference analysis keeps common words, verbs and adverbs: a phrase of them is one there.
  writeJson(path.join(dir, 'tna.config.json'), tiny({ 'must-mention-phrase': { phrases: ['young trees', 'customer of the month'] } }, { mode: 'reference' }));
  const reference = await tna(['check', 'written.md'], dir);
  assert.equal(reference.code, 2);
  assert.match(reference.err, new RegExp(`${key}\\.phrases\\[1\\]: "customer of the month" holds words that are never a concept \\('of', 'the': a stopword, a number, or shorter than three letters\\)`));
});

test('an override asks its own phrases of its files; --cache keeps the answer per phrase list', async () => {
  const dir = folder();
  const config = (phrases: string[]) => ({
    check: {
      rules: { 'must-mention-phrase': { phrases: ['customer relationship management'] } },
      overrides: [{ files: ['apart.md'], rules: { 'must-mention-phrase': { phrases } } }],
      analysis: { minStatements: 1 },
    },
  });
  const first = await results(dir, config(['shop owner']), ['--cache']);
  assert.equal(first['written.md']['must-mention-phrase'].passed, true);
  assert.equal(first['apart.md']['must-mention-phrase'].passed, true, 'apart.md writes "Shop owners"');
  // Another list: the kept facts tell nothing of the new phrase, so the files are analyzed again.
  const second = await results(dir, config(['owner shop']), ['--cache']);
  assert.equal(second['apart.md']['must-mention-phrase'].message, "1 of 1 required phrases not written as such: 'owner shop' (its words apart)", 'in order');
  const cache = JSON.parse(readFileSync(path.join(dir, '.tnacache'), 'utf8'));
  const asked = ['customer relationship management', 'owner shop'];
  assert.deepEqual(cache.files['apart.md'].facts.phrases, { written: [], apart: asked }, 'the facts keep only the phrases asked, of base and overrides');
  assert.deepEqual(cache.files['written.md'].facts.phrases, { written: ['customer relationship management'], apart: [] });
});

test('--init suggests the key phrases every text writes, and the check passes on the same texts; under the reference analysis it leaves the rule off', async () => {
  const dir = folder();
  writeFileSync(path.join(dir, 'apart.md'), `${APART}\n\nCustomer relationship management is what the shop lacks; customer relationship management software costs little.\n`);
  const init = await tna(['check', '--init', 'written.md', 'apart.md'], dir);
  assert.equal(init.code, 0, init.err);
  const written = JSON.parse(readFileSync(path.join(dir, 'tna.config.json'), 'utf8'));
  const rule = written.check.rules['must-mention-phrase'];
  assert.equal(rule.severity, 'error');
  assert.ok(rule.phrases.some((p: string) => p.toLowerCase() === 'customer relationship management'), JSON.stringify(rule.phrases));
  const check = await tna(['check', '-f', 'json', 'written.md', 'apart.md'], dir);
  const report = JSON.parse(check.out) as { files: { results: Result[] }[] };
  for (const file of report.files) assert.equal(file.results.find((r) => r.rule === 'must-mention-phrase')!.passed, true);

  const reference = folder();
  assert.equal((await tna(['check', '--init', '--analysis', 'reference', 'written.md', 'apart.md'], reference)).code, 0);
  const off = JSON.parse(readFileSync(path.join(reference, 'tna.config.json'), 'utf8')).check.rules['must-mention-phrase'];
  assert.deepEqual([off.phrases, off.severity], [[], 'off']);
});
