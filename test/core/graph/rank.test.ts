import { test } from 'node:test';
import assert from 'node:assert/strict';
import { edgesByWeight, topNodes } from '../../../src/core/graph/rank.js';
import { seededRandom } from '../../../src/core/graph/random.js';

const sorted = (weights: number[]) => weights.map((_, i) => i).sort((a, b) => weights[b] - weights[a] || a - b);
const edgesOf = (weights: number[]) => weights.map((weight, i) => ({ source: i, target: i + 1, weight }));

test('edges by weight: heaviest first, ties in creation order, for whole and for other weights', () => {
  const random = seededRandom(7);
  const cases: number[][] = [
    [],
    [5],
    [1, 1, 1, 1],
    [0, 3, 0, 3, 2],
    Array.from({ length: 5000 }, () => 1 + Math.floor(random() * 40)),
    Array.from({ length: 3000 }, () => Math.floor(random() * 1e6)),
    Array.from({ length: 1000 }, () => 1 + Math.floor(random() * 9) / 4),
    [2 ** 30, 1, 2 ** 30, 7],
  ];
  for (const weights of cases) assert.deepEqual(edgesByWeight(edgesOf(weights)), sorted(weights), `${weights.length} weights`);
});

test('top nodes: ties of bc go to degree, then insertion order; with uses, to the concept used more, then to the one used first', () => {
  const bc = Float64Array.from([0, 0.5, 0, 0, 0]);
  const degree = Int32Array.from([1, 4, 2, 3, 3]);
  assert.deepEqual(topNodes(bc, degree), [1, 3, 4, 2, 0], 'the reference: degree, then insertion order');
  // Node 0 is used as often as 3 and 4 and before them: its lower degree no longer puts it last.
  const uses = Int32Array.from([2, 5, 1, 2, 2]);
  assert.deepEqual(topNodes(bc, degree, 16, uses), [1, 0, 3, 4, 2]);
  assert.deepEqual(topNodes(bc, degree, 16, uses, Uint8Array.from([1, 1, 0, 1, 0])), [1, 0, 3], 'only those influence was computed among');
});
