import { test } from 'node:test';
import assert from 'node:assert/strict';
import { graphFromEdges } from '../../../src/core/graph/from-edges.js';

test('parallel edges and both directions add up into one relation; self-loops are dropped', () => {
  const g = graphFromEdges(
    {
      names: ['a', 'b', 'c'],
      edges: [
        { source: 0, target: 1, weight: 2 },
        { source: 1, target: 0, weight: 3 },
        { source: 2, target: 2, weight: 9 },
        { source: 2, target: 1, weight: 1.5 },
      ],
    },
    0,
  );
  assert.deepEqual(g.edges, [
    { source: 0, target: 1, weight: 5 },
    { source: 1, target: 2, weight: 1.5 },
  ]);
  assert.deepEqual([...g.degree], [1, 2, 1]);
  assert.deepEqual([...g.weightedDegree], [5, 6.5, 1.5]);
  assert.deepEqual([...g.csr.offsets], [0, 1, 3, 4]);
});

test('the node cap keeps the highest weighted degrees (ties: earlier node) and renumbers in the original order', () => {
  const g = graphFromEdges(
    {
      names: ['a', 'b', 'c', 'd'],
      edges: [
        { source: 0, target: 3, weight: 1 },
        { source: 1, target: 2, weight: 4 },
        { source: 2, target: 3, weight: 1 },
      ],
      statements: [[0], [1], [1, 2], [2]],
    },
    3,
  );
  // Weighted degrees: a 1, b 4, c 5, d 2 → a goes.
  assert.deepEqual(g.names, ['b', 'c', 'd']);
  assert.deepEqual(g.edges, [
    { source: 0, target: 1, weight: 4 },
    { source: 1, target: 2, weight: 1 },
  ]);
  assert.deepEqual(g.statements, [[1], [1, 2], [2]]);
  assert.equal(g.conceptCount, 4);
});
