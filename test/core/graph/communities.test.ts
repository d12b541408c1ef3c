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

test('Louvain over our edge list gives exactly the communities of a graphology Graph built from it', async () => {
  const { default: louvain } = await import('graphology-communities-louvain');
  const { seededRandom } = await import('../../../src/core/graph/communities.js');
  const { randomGraph } = await import('./random-graph.js');
  for (const [n, m, seed] of [[50, 120, 1], [400, 2000, 2], [1500, 9000, 3]] as const) {
    const csr = randomGraph(n, m, seed);
    const list: Edge[] = [];
    for (let v = 0; v < n; v++) {
      for (let j = csr.offsets[v]; j < csr.offsets[v + 1]; j++) if (csr.neighbors[j] > v) list.push({ source: v, target: csr.neighbors[j], weight: csr.weights[j] });
    }
    const g = new Graph({ type: 'undirected', allowSelfLoops: false, multi: false });
    for (let i = 0; i < n; i++) g.addNode(String(i));
    for (const e of list) g.addEdge(String(e.source), String(e.target), { weight: e.weight });
    for (const rngSeed of [42, 7]) {
      const reference = louvain.detailed(g, { getEdgeWeight: 'weight', resolution: 1, rng: seededRandom(rngSeed) });
      const ours = detectCommunities(n, list, rngSeed);
      const renumbered = new Map<number, number>();
      const expected = Array.from({ length: n }, (_, i) => {
        const raw = reference.communities[String(i)];
        if (!renumbered.has(raw)) renumbered.set(raw, renumbered.size);
        return renumbered.get(raw)!;
      });
      assert.deepEqual(Array.from(ours.of), expected, `n=${n}, seed ${rngSeed}`);
      assert.equal(ours.modularity, Math.min(1, Math.max(0, reference.modularity)));
    }
  }
});
