import { test } from 'node:test';
import assert from 'node:assert/strict';
import Graph from 'graphology';
import modularity from 'graphology-metrics/graph/modularity.js';
import { detectCommunities } from '../../../src/core/graph/communities.js';
import type { Edge } from '../../../src/core/graph/build.js';

/** Two triangles joined by one weak edge, plus an isolated node. */
const edges: Edge[] = [
  { source: 0, target: 1, weight: 3 },
  { source: 1, target: 2, weight: 3 },
  { source: 0, target: 2, weight: 3 },
  { source: 2, target: 3, weight: 1 },
  { source: 3, target: 4, weight: 3 },
  { source: 4, target: 5, weight: 3 },
  { source: 3, target: 5, weight: 3 },
];

test('Louvain finds the two triangles; ids follow first appearance', () => {
  const c = detectCommunities(7, edges);
  assert.deepEqual(Array.from(c.of), [0, 0, 0, 1, 1, 1, 2]);
  assert.equal(c.count, 3);
});

test('modularity is the standard weighted Newman modularity of the partition', () => {
  const c = detectCommunities(7, edges);
  const g = new Graph({ type: 'undirected' });
  for (let i = 0; i < 7; i++) g.addNode(String(i), { community: c.of[i] });
  for (const e of edges) g.addEdge(String(e.source), String(e.target), { weight: e.weight });
  const expected = modularity(g, { getEdgeWeight: 'weight' });
  assert.ok(Math.abs(c.modularity - expected) < 1e-12, `${c.modularity} vs ${expected}`);
});

test('the same input and seed give the same partition; a graph without edges has modularity 0', () => {
  const ring: Edge[] = Array.from({ length: 40 }, (_, i) => ({ source: i, target: (i + 1) % 40, weight: 1 + (i % 3) }));
  const a = detectCommunities(40, ring);
  const b = detectCommunities(40, ring);
  assert.deepEqual(Array.from(a.of), Array.from(b.of));
  assert.deepEqual(detectCommunities(3, []), { of: Int32Array.from([0, 1, 2]), count: 3, modularity: 0 });
});
