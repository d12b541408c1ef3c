import { test } from 'node:test';
import assert from 'node:assert/strict';
import { edgesByWeight } from '../../../src/core/graph/rank.js';
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
