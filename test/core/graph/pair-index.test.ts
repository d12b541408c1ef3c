import { test } from 'node:test';
import assert from 'node:assert/strict';
import { seededRandom } from '../../../src/core/graph/communities.js';
import { PairWeights } from '../../../src/core/graph/pair-index.js';

test('PairWeights adds up each pair through many rehashes, in order of first appearance, node 0 included', () => {
  const rand = seededRandom(7);
  const pairs = new PairWeights();
  const expected = new Map<string, { source: number; target: number; weight: number }>();
  // 200,000 additions over up to 3,000 × 3,000 pairs: the table grows from 2,048 slots many times.
  for (let i = 0; i < 200_000; i++) {
    const a = Math.floor(rand() * 3000);
    const b = a + 1 + Math.floor(rand() * 40);
    const w = 1 + Math.floor(rand() * 3);
    pairs.add(a, b, w);
    const key = `${a}-${b}`;
    const seen = expected.get(key);
    if (seen) seen.weight += w;
    else expected.set(key, { source: a, target: b, weight: w });
  }
  assert.ok(expected.size > 50_000);
  assert.equal(pairs.size, expected.size);
  const edges = pairs.take();
  assert.deepEqual(edges, [...expected.values()]);
  assert.ok(edges.some((e) => e.source === 0));
  assert.equal(pairs.size, 0, 'taking empties the table');
  pairs.add(0, 1, 2);
  pairs.add(0, 1, 3);
  assert.deepEqual(pairs.take(), [{ source: 0, target: 1, weight: 5 }]);
});
