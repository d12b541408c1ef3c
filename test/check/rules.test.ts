// Each rule on fixture texts that pass it and fail it, failing for the reason its message states.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { families, sameFamily } from '../../src/check/word-stem.js';
import type { AnalysisMode } from '../../src/core/analysis-mode.js';
import { scratch, tiny, tna, writeJson } from './helpers.js';

const dir = scratch('guide.md', 'biased.md', 'single-topic.txt', 'families.md', 'release-v1.md', 'release-v2.md', 'cooking.md');

interface Result {
  rule: string;
  severity: string;
  passed: boolean;
  measured: number | string;
  limit: string;
  message: string;
  concepts: string[];
}

/** The one result of `rule` (configured as `setting`) on `file`, in the analysis `mode` (the default one unless named). */
async function check(file: string, rule: string, setting: unknown, extra: string[] = [], mode?: AnalysisMode): Promise<Result> {
  writeJson(path.join(dir, 'tna.config.json'), tiny({ [rule]: setting }, mode ? { mode } : {}));
  const r = await tna(['check', '-f', 'json', file, ...extra], dir);
  assert.ok(r.code === 0 || r.code === 1, r.err);
  const report = JSON.parse(r.out);
  const result = report.files[0].results.find((x: Result) => x.rule === rule);
  assert.ok(result, `${rule} ran on ${file}`);
  assert.equal(r.code, result.passed || result.severity === 'warning' ? 0 : 1, 'exit code follows the result');
  return result;
}

/**
 * The result under the reference analysis: the shares, clusters, gaps and families these fixtures
 * were written to show are its (biased.md's 'security' above 80%, guide.md's six clusters, the
 * verb connect in families.md's family).
 */
const reference = (file: string, rule: string, setting: unknown, extra: string[] = []) => check(file, rule, setting, extra, 'reference');

test('top-concept-share: a text around one concept fails and names it with its share; a text of several topics passes', async () => {
  const fail = await reference('biased.md', 'top-concept-share', { max: '25%' });
  assert.equal(fail.passed, false);
  assert.match(fail.message, /^top concept 'security' holds (\d+)% of influence, limit 25%$/);
  assert.ok((fail.measured as number) > 0.8);
  assert.deepEqual(fail.concepts, ['security']);
  const pass = await reference('guide.md', 'top-concept-share', { max: 0.25 });
  assert.equal(pass.passed, true, pass.message);
  assert.equal(pass.limit, '≤ 25%');
});

test('top-cluster-share: one dominant cluster fails with its concepts; a spread text passes', async () => {
  const fail = await reference('biased.md', 'top-cluster-share', {});
  assert.equal(fail.passed, false);
  assert.match(fail.message, /^top cluster \('security', .*\) holds \d+% of influence, limit 60%$/);
  assert.equal(fail.concepts[0], 'security');
  assert.equal((await reference('guide.md', 'top-cluster-share', { max: '50%' })).passed, true);
});

test('diversity: one topic is biased and fails the default focused–dispersed; a focused text passes; min diversified fails it', async () => {
  const fail = await check('single-topic.txt', 'diversity', 'error');
  assert.equal(fail.passed, false);
  assert.equal(fail.measured, 'biased');
  assert.equal(fail.limit, 'focused–dispersed');
  assert.match(fail.message, /^diversity is biased, allowed focused–dispersed \(modularity 0\.00, 1 cluster, most influential: 'coffee'/);
  const pass = await check('guide.md', 'diversity', {});
  assert.equal(pass.passed, true, pass.message);
  const strict = await check('guide.md', 'diversity', { min: 'diversified', max: 'dispersed' });
  assert.equal(strict.passed, false);
  assert.equal(strict.limit, 'diversified–dispersed');
});

test('modularity: no separate topics fail the default 0.2; clear topics pass, and fail a max below them', async () => {
  const fail = await reference('single-topic.txt', 'modularity', 'error');
  assert.equal(fail.passed, false);
  assert.match(fail.message, /^modularity is 0\.00, allowed ≥ 0\.20/);
  assert.equal((await reference('guide.md', 'modularity', { min: 0.5 })).passed, true);
  const high = await reference('guide.md', 'modularity', { max: 0.5 });
  assert.equal(high.passed, false);
  assert.equal(high.limit, '≤ 0.50');
  assert.ok(high.concepts.includes('tree'), high.message);
});

test('clusters: one cluster fails the default min 2; seven pass it and fail max 3', async () => {
  const fail = await reference('single-topic.txt', 'clusters', {});
  assert.deepEqual([fail.passed, fail.measured, fail.limit], [false, 1, '≥ 2']);
  assert.match(fail.message, /^1 cluster, allowed ≥ 2; led by 'coffee'$/);
  assert.equal((await reference('guide.md', 'clusters', { min: 2 })).passed, true);
  const many = await reference('guide.md', 'clusters', { min: 1, max: 3 });
  assert.deepEqual([many.passed, many.limit], [false, '1–3']);
});

test('word-family: connect, connection, connectivity, connector are one family among the top concepts', async () => {
  const fail = await reference('families.md', 'word-family', { max: 2 });
  assert.equal(fail.passed, false);
  assert.equal(fail.measured, 4);
  assert.deepEqual([...fail.concepts].sort(), ['connect', 'connection', 'connectivity', 'connector']);
  assert.match(fail.message, /^4 of the top 10 concepts share a word family \('.*'\), limit 2$/);
  assert.equal(fail.severity, 'warning', 'a warning by default');
  assert.equal((await reference('families.md', 'word-family', { max: 4 })).passed, true);
  const guide = await reference('guide.md', 'word-family', {});
  assert.deepEqual([guide.passed, guide.message], [true, 'no two of the top 10 concepts share a word family']);
});

test('word families: derivations of one stem join, look-alikes with another stem do not', () => {
  for (const [a, b] of [['cluster', 'clustering'], ['community', 'communication'], ['connect', 'connectivity'], ['connect', 'connector'], ['graph', 'graphic'], ['general', 'generate'], ['parse', 'parser'], ['sqlite', 'sqlite3']]) {
    assert.ok(sameFamily(a, b), `${a} ~ ${b}`);
  }
  // Pairs from the READMEs under node_modules: compounds are not derivations.
  for (const [a, b] of [['statistic', 'statement'], ['context', 'concept'], ['process', 'product'], ['net', 'network'], ['event', 'eventsource'], ['copy', 'copyright']]) {
    assert.ok(!sameFamily(a, b), `${a} ≁ ${b}`);
  }
  assert.deepEqual(families(['cluster', 'graph', 'clustering', 'text', 'graphic', 'clustered']), [['cluster', 'clustering', 'clustered'], ['graph', 'graphic'], ['text']]);
});

test('gaps: one topic has none (min 1 fails); many topics pass a count and fail a depth limit, naming both sides', async () => {
  const none = await reference('single-topic.txt', 'gaps', { severity: 'error' });
  assert.deepEqual([none.passed, none.measured], [false, 0]);
  assert.match(none.message, /^0 content gaps between the top topics, at least 1 wanted/);
  const enough = await reference('guide.md', 'gaps', { min: 3, severity: 'error' });
  assert.equal(enough.passed, true);
  assert.equal(enough.measured, 15, 'six top clusters make fifteen pairs');
  const deep = await reference('guide.md', 'gaps', { maxDepth: 0.9, severity: 'error' });
  assert.equal(deep.passed, false);
  assert.equal(deep.measured, 1);
  assert.match(deep.message, /^the deepest gap, between '.+' and '.+', is 1\.00 deep \(concept pairs never linked\), limit 0\.90$/);
  assert.equal(deep.concepts.length, 6);
  const both = await reference('guide.md', 'gaps', { min: 20, maxDepth: 1 });
  assert.deepEqual([both.passed, both.measured, both.limit], [false, '15 gaps, deepest 1.00', '≥ 20, depth ≤ 1.00']);
});

test('must-mention: words match after the analysis (Gardens → garden); missing ones are named', async () => {
  const r = await check('guide.md', 'must-mention', { concepts: ['Gardens', 'salmon', 'bitcoin', 'interest rates'] });
  assert.equal(r.passed, false);
  assert.deepEqual(r.concepts, ['bitcoin']);
  assert.deepEqual([r.measured, r.limit], ['3/4', '4/4']);
  assert.equal(r.message, "1 of 4 required concepts not mentioned: 'bitcoin'");
  assert.equal((await check('guide.md', 'must-mention', { concepts: ['tree', 'RIVERS'] })).passed, true);
});

test('must-not-mention: a forbidden concept is named with how many statements hold it', async () => {
  const r = await check('guide.md', 'must-not-mention', { concepts: ['Trees', 'crypto'] });
  assert.equal(r.passed, false);
  assert.deepEqual(r.concepts, ['Trees']);
  // The heading "Gardens and trees" and two paragraphs.
  assert.match(r.message, /^forbidden concepts mentioned: 'Trees' \(3 statements\)$/);
  assert.equal((await check('guide.md', 'must-not-mention', { concepts: ['crypto'] })).passed, true);
});

test('drift: a light edit of the baseline passes; a text on another subject fails with what left and what came', async () => {
  const pass = await check('release-v2.md', 'drift', { maxChange: 0.5 }, ['--baseline', 'release-v1.md']);
  assert.equal(pass.passed, true, pass.message);
  assert.ok((pass.measured as number) < 0.5);
  // Under the reference analysis, whose ranking of cooking.md the message's order is (dough first).
  const fail = await reference('cooking.md', 'drift', { maxChange: '50%', top: 10 }, ['--baseline', 'release-v1.md']);
  assert.equal(fail.passed, false);
  assert.equal(fail.measured, 1);
  assert.match(fail.message, /^moved 100% from the baseline release-v1\.md, limit 50%; left the top 10: 'cluster', .*; arrived: 'dough', /);
  // The baseline may also come from the configuration, relative to its file.
  writeFileSync(path.join(dir, 'tna.config.json'), JSON.stringify({ check: { rules: { drift: { baseline: 'release-v1.md', maxChange: 0.5 } } } }));
  const r = await tna(['check', '-f', 'json', 'release-v2.md'], path.join(dir));
  assert.equal(r.code, 0, r.err + r.out);
});
