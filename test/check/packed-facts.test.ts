// --init keeps each text's figures packed outside V8's heap until every text is measured, and
// gives them back as they were: the same fields in the same order, maps, numbers JSON cannot
// write, and a gap's clusters the text's own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inspect } from 'node:util';
import { analyzeText } from '../../src/check/analysis.js';
import { DEFAULT_ANALYSIS } from '../../src/check/config-schema.js';
import type { GraphFacts } from '../../src/check/facts.js';
import { Measurements } from '../../src/check/init.js';
import { packFacts, unpackFacts } from '../../src/check/packed-facts.js';
import { LocalService } from '../../src/service/local.js';
import { FIXTURES } from './helpers.js';

const service = new LocalService({});
const factsOf = async (file: string) => (await analyzeText(service, readFileSync(path.join(FIXTURES, file), 'utf8'), DEFAULT_ANALYSIS)) as GraphFacts;

test('facts packed come back as they were: fields in order, maps, NaN, infinities and -0, keys whose value is undefined, gaps naming the clusters themselves', async () => {
  const facts = await factsOf('guide.md');
  assert.ok(facts.gaps.length > 0 && facts.mentions.size > 0, 'a text with gaps and mentions, or the test says little');
  const odd: GraphFacts = { ...facts, totalBc: Number.NaN, modularity: -0, statements: Number.POSITIVE_INFINITY, phrases: undefined, firstLine: new Map([['x', Number.NEGATIVE_INFINITY]]) };
  for (const original of [facts, odd]) {
    const packed = packFacts(original);
    assert.ok(Buffer.isBuffer(packed));
    const back = unpackFacts(packed);
    assert.deepEqual(back, original);
    assert.equal(inspect(back, { depth: Infinity }), inspect(original, { depth: Infinity }), 'the same fields, in the same order');
    assert.deepEqual(Object.keys(back), Object.keys(original), 'a key whose value is undefined is kept');
    for (const gap of back.gaps) assert.ok(back.clusters.includes(gap.from) && back.clusters.includes(gap.to), 'a gap names two of the clusters, not copies');
  }
  assert.ok(Object.is(unpackFacts(packFacts(odd)).modularity, -0));
  assert.ok(packFacts(facts).length < JSON.stringify({ ...facts, mentions: [...facts.mentions], firstLine: [...facts.firstLine] }).length / 2, 'packed, a text is less than half its JSON');
});

test('--init keeps each text packed, and lists them unpacked as it measured them', async () => {
  const measurements = new Measurements();
  for (const file of ['release-v1.md', 'release-v2.md']) measurements.add(file, await factsOf(file));
  assert.deepEqual(measurements.packed.map((m) => m.file), ['release-v1.md', 'release-v2.md']);
  for (const m of measurements.packed) assert.ok(Buffer.isBuffer(m.facts), 'no text is kept as objects');
  const list = measurements.list;
  assert.deepEqual(list.map((m) => m.file), ['release-v1.md', 'release-v2.md']);
  list.forEach((m, i) => assert.deepEqual(m.facts, unpackFacts(measurements.packed[i].facts)));
});
