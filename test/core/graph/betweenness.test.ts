// Tests for weighted betweenness: hand-computed cases, graphology agreement, and float-tie robustness.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import Graph from 'graphology';
import betweennessCentrality from 'graphology-metrics/centrality/betweenness.js';
import { betweenness } from '../../../src/core/graph/betweenness.js';
import { BrandesMemory } from '../../../src/core/graph/brandes.js';
import { FIRST_ARRAY, giveBack, sharedMemory } from '../../../src/core/graph/brandes-module.js';
import { seededRandom } from '../../../src/core/graph/communities.js';
import type { CsrGraph } from '../../../src/core/types.js';

type Edge = [number, number, number];

function csr(n: number, edges: Edge[]): CsrGraph {
  const degree = new Int32Array(n);
  for (const [u, v] of edges) {
    degree[u]++;
    degree[v]++;
  }
  const offsets = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) offsets[i + 1] = offsets[i] + degree[i];
  const fill = offsets.slice(0, n);
  const neighbors = new Int32Array(offsets[n]);
  const weights = new Float64Array(offsets[n]);
  for (const [u, v, w] of edges) {
    neighbors[fill[u]] = v;
    weights[fill[u]++] = w;
    neighbors[fill[v]] = u;
    weights[fill[v]++] = w;
  }
  return { n, offsets, neighbors, weights };
}

/** graphology-metrics treats the weight attribute as a distance, so it is given 1 / weight. */
function graphologyBetweenness(n: number, edges: Edge[]): number[] {
  const g = new Graph({ type: 'undirected' });
  for (let i = 0; i < n; i++) g.addNode(String(i));
  for (const [u, v, w] of edges) g.addEdge(String(u), String(v), { distance: 1 / w });
  const result = betweennessCentrality(g, { getEdgeWeight: 'distance', normalized: true });
  return Array.from({ length: n }, (_, i) => result[String(i)]);
}

/**
 * Textbook Brandes with === on distances and an O(n^2) Dijkstra, given each edge's length directly.
 * With integer lengths it is exact; with 1 / weight lengths it shows what naive float equality gives.
 */
function naiveBetweenness(n: number, edges: Edge[], lengthOf: (weight: number) => number): number[] {
  const adj: { to: number; len: number }[][] = Array.from({ length: n }, () => []);
  for (const [u, v, w] of edges) {
    adj[u].push({ to: v, len: lengthOf(w) });
    adj[v].push({ to: u, len: lengthOf(w) });
  }
  const bc = new Array<number>(n).fill(0);
  for (let s = 0; s < n; s++) {
    const dist = new Array<number>(n).fill(Infinity);
    const sigma = new Array<number>(n).fill(0);
    const preds: number[][] = Array.from({ length: n }, () => []);
    const done = new Array<boolean>(n).fill(false);
    const stack: number[] = [];
    dist[s] = 0;
    sigma[s] = 1;
    for (;;) {
      let v = -1;
      for (let i = 0; i < n; i++) if (!done[i] && dist[i] < Infinity && (v === -1 || dist[i] < dist[v])) v = i;
      if (v === -1) break;
      done[v] = true;
      stack.push(v);
      for (const { to, len } of adj[v]) {
        if (done[to]) continue;
        const d = dist[v] + len;
        if (d < dist[to]) {
          dist[to] = d;
          sigma[to] = sigma[v];
          preds[to] = [v];
        } else if (d === dist[to]) {
          sigma[to] += sigma[v];
          preds[to].push(v);
        }
      }
    }
    const delta = new Array<number>(n).fill(0);
    while (stack.length > 0) {
      const w = stack.pop()!;
      for (const v of preds[w]) delta[v] += (sigma[v] / sigma[w]) * (1 + delta[w]);
      if (w !== s) bc[w] += delta[w];
    }
  }
  const scale = n < 3 ? 0 : 1 / ((n - 1) * (n - 2));
  return bc.map((x) => x * scale);
}

function assertClose(actual: ArrayLike<number>, expected: ArrayLike<number>, eps = 1e-12): void {
  assert.equal(actual.length, expected.length);
  for (let i = 0; i < expected.length; i++) {
    assert.ok(
      Math.abs(actual[i] - expected[i]) <= eps,
      `node ${i}: got ${actual[i]}, expected ${expected[i]} (all: ${Array.from(actual).join(', ')})`,
    );
  }
}

function randomEdges(rand: () => number, n: number, m: number, weights: number[]): Edge[] {
  const seen = new Set<number>();
  const edges: Edge[] = [];
  for (let tries = 0; edges.length < m && tries < m * 20; tries++) {
    const u = Math.floor(rand() * n);
    const v = Math.floor(rand() * n);
    if (u === v) continue;
    const key = Math.min(u, v) * n + Math.max(u, v);
    if (seen.has(key)) continue;
    seen.add(key);
    edges.push([u, v, weights[Math.floor(rand() * weights.length)]]);
  }
  return edges;
}

test('path a-b-c: the middle node lies on the only shortest path', () => {
  assertClose(betweenness(csr(3, [[0, 1, 1], [1, 2, 1]])), [0, 1, 0]);
});

test('star: the centre is on every leaf pair, leaves on none', () => {
  const edges: Edge[] = [[0, 1, 1], [0, 2, 3], [0, 3, 1], [0, 4, 7]];
  assertClose(betweenness(csr(5, edges)), [1, 0, 0, 0, 0]);
});

test('cycle of 4: each node carries half of the opposite pair it sits between', () => {
  // Raw 1/2 per node, normalized by 3*2/2 = 3.
  const edges: Edge[] = [[0, 1, 1], [1, 2, 1], [2, 3, 1], [3, 0, 1]];
  assertClose(betweenness(csr(4, edges)), [1 / 6, 1 / 6, 1 / 6, 1 / 6]);
});

test('cycle of 5: each node is the midpoint of its two neighbours only', () => {
  const edges: Edge[] = [[0, 1, 2], [1, 2, 2], [2, 3, 2], [3, 4, 2], [4, 0, 2]];
  assertClose(betweenness(csr(5, edges)), [1 / 6, 1 / 6, 1 / 6, 1 / 6, 1 / 6]);
});

test('two components: weights choose the route, pairs across components count for nothing', () => {
  // Path 0-1-2, and triangle 3-4-5 where 3-4-5 (0.25 + 0.25) beats the direct 3-5 edge (1).
  const edges: Edge[] = [[0, 1, 1], [1, 2, 1], [3, 5, 1], [3, 4, 4], [4, 5, 4]];
  // Raw 1 each, normalized by 5*4/2 = 10.
  assertClose(betweenness(csr(6, edges)), [0, 0.1, 0, 0, 0.1, 0]);
});

test('agrees with graphology-metrics on random graphs with power-of-two weights', () => {
  const rand = seededRandom(12345);
  const weights = [0.5, 1, 2, 4, 8, 16];
  for (let round = 0; round < 40; round++) {
    const n = 3 + Math.floor(rand() * 40);
    const m = Math.floor(rand() * n * 3);
    const edges = randomEdges(rand, n, m, weights);
    assertClose(betweenness(csr(n, edges)), graphologyBetweenness(n, edges));
  }
});

test('agrees with exact integer arithmetic on random graphs with weights 1..6', () => {
  // 60 / w is an integer for w in 1..6, so the reference compares path lengths exactly.
  const rand = seededRandom(777);
  const weights = [1, 2, 3, 4, 5, 6];
  for (let round = 0; round < 40; round++) {
    const n = 3 + Math.floor(rand() * 30);
    const m = Math.floor(rand() * n * 4);
    const edges = randomEdges(rand, n, m, weights);
    assertClose(betweenness(csr(n, edges)), naiveBetweenness(n, edges, (w) => 60 / w));
  }
});

test('routes equal on paper but not in floating point are both counted', () => {
  // s=0, a=1, t=2. 1/6 + 1/30 = 1/5 exactly, but in floats it is 0.19999999999999998 < 0.2.
  const below: Edge[] = [[0, 2, 5], [0, 1, 6], [1, 2, 30]];
  assert.ok(1 / 6 + 1 / 30 !== 1 / 5);
  // Pair (s,t) has two shortest routes, one through a: a gets 1/2 (normalization is 1 for n = 3).
  assertClose(betweenness(csr(3, below)), [0, 0.5, 0]);
  // Naive equality sees only the route through a as shortest.
  assertClose(graphologyBetweenness(3, below), [0, 1, 0]);
  assertClose(naiveBetweenness(3, below, (w) => 1 / w), [0, 1, 0]);

  // 1/10 + 1/15 = 1/6 exactly, but in floats it is 0.16666666666666669 > 1/6.
  const above: Edge[] = [[0, 2, 6], [0, 1, 10], [1, 2, 15]];
  assert.ok(1 / 10 + 1 / 15 !== 1 / 6);
  assertClose(betweenness(csr(3, above)), [0, 0.5, 0]);
  assertClose(graphologyBetweenness(3, above), [0, 0, 0]);
  assertClose(naiveBetweenness(3, above, (w) => 1 / w), [0, 0, 0]);
});

test('agrees with exact integer arithmetic on larger graphs with weights 1..12', () => {
  // 27720 = lcm(1..12): every length is an integer, and many distinct float sums tie on paper.
  const rand = seededRandom(4242);
  const weights = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  for (let round = 0; round < 10; round++) {
    const n = 40 + Math.floor(rand() * 60);
    const m = Math.floor(n * (1 + rand() * 4));
    const edges = randomEdges(rand, n, m, weights);
    assertClose(betweenness(csr(n, edges)), naiveBetweenness(n, edges, (w) => 27720 / w));
  }
});

test('Dijkstra queues by buckets of half the shortest arc, where weights allow', () => {
  const rand = seededRandom(99);
  const graph = csr(30, randomEdges(rand, 30, 90, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
  // Shortest arc 1/12: 24 buckets per unit; the longest arc, 1, spans 24 of a ring of 64.
  assert.deepEqual(BrandesMemory.of(graph).layout.ring, { scale: 24, slots: 64 });
  // Weights from 1 to 2^21: the ring would need more than 2^20 buckets, so the heap runs.
  const spread = csr(3, [[0, 1, 1], [1, 2, 2 ** 21]]);
  assert.equal(BrandesMemory.of(spread).layout.ring, null);
  // A long chain whose distances reach past 5e8 buckets: the 1e-9 tolerance of equal routes
  // would span buckets, so the heap runs.
  const chain = csr(3000, Array.from({ length: 2999 }, (_, i): Edge => [i, i + 1, i % 2 === 0 ? 1 : 1e5]));
  assert.equal(BrandesMemory.of(chain).layout.ring, null);
});

test('arcs that no shortest route uses are left out; an equally short route keeps its arcs', () => {
  /** The arcs each node keeps (the runs' graph), as [neighbour, weight] pairs, strongest first. */
  const keptArcs = (graph: CsrGraph) => {
    const { offsets, neighbors, lengths } = BrandesMemory.of(graph).graph;
    return Array.from({ length: graph.n }, (_, v) => Array.from({ length: offsets[v + 1] - offsets[v] }, (_, i) => [neighbors[offsets[v] + i], 1 / lengths[offsets[v] + i]]));
  };
  // u=0, x=1, v=2: 0–1 and 1–2 of weight 3 make 0→2 two thirds long, shorter than the arc 0–2 (1).
  assert.deepEqual(keptArcs(csr(3, [[0, 2, 1], [0, 1, 3], [1, 2, 3]])), [[[1, 3]], [[0, 3], [2, 3]], [[1, 3]]]);
  // Weights 2 and 2 make a route exactly as long as the arc of weight 1: both are shortest, so it stays.
  assert.deepEqual(keptArcs(csr(3, [[0, 2, 1], [0, 1, 2], [1, 2, 2]])), [[[1, 2], [2, 1]], [[0, 2], [2, 2]], [[1, 2], [0, 1]]]);
  // On random graphs with weights 1..12 many arcs go, and the values stay exact (the tests above).
  const random = csr(60, randomEdges(seededRandom(5), 60, 600, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]));
  assert.ok(BrandesMemory.of(random).layout.arcs < 0.8 * random.offsets[60]);
});

test('agrees with exact integer arithmetic where the heap runs (weights too spread for buckets)', () => {
  // One edge of weight 2^21 beside weights 1..6 makes the bucket ring too large; every length
  // is then an integer multiple of 60 · 2^21 / w.
  const rand = seededRandom(31337);
  const weights = [1, 2, 3, 4, 5, 6];
  for (let round = 0; round < 20; round++) {
    const n = 3 + Math.floor(rand() * 30);
    const edges = randomEdges(rand, n, Math.floor(rand() * n * 4), weights);
    // A new node, so the heavy edge never repeats a drawn one; it hangs off node 0 and one more.
    edges.push([0, n, 2 ** 21], [n, 1 + Math.floor(rand() * (n - 1)), 3]);
    const graph = csr(n + 1, edges);
    assert.equal(BrandesMemory.of(graph).layout.ring, null);
    assertClose(betweenness(graph), naiveBetweenness(n + 1, edges, (w) => (60 * 2 ** 21) / w));
  }
});

test('graphs one after another on one thread reuse one memory and stay exact: buckets, then the heap, larger, then smaller', () => {
  const rand = seededRandom(2718);
  const weights = [1, 2, 3, 4, 5, 6];
  for (let round = 0; round < 30; round++) {
    const n = 3 + Math.floor(rand() * (round % 3 === 0 ? 200 : 25));
    const edges = randomEdges(rand, n, Math.floor(rand() * n * 4), weights);
    // Every other graph gets an edge too heavy for buckets, so the heap follows buckets in the same instance.
    const heap = round % 2 === 1;
    if (heap) edges.push([0, n, 2 ** 21], [n, 1 + Math.floor(rand() * (n - 1)), 3]);
    const size = heap ? n + 1 : n;
    assertClose(betweenness(csr(size, edges)), naiveBetweenness(size, edges, (w) => (60 * 2 ** 21) / w));
  }
});

test("a small memory given back is the next one handed out, zeroed above the module's data; a large one is let go", () => {
  const first = sharedMemory(5000);
  new Uint8Array(first.buffer).fill(7, 0, 5000);
  giveBack(first, 5000);
  const again = sharedMemory(3000);
  assert.equal(again, first);
  const bytes = new Uint8Array(again.buffer);
  assert.equal(bytes[FIRST_ARRAY - 1], 7);
  assert.ok(bytes.subarray(FIRST_ARRAY, 5000).every((b) => b === 0));
  const large = sharedMemory(64 * 65536);
  giveBack(large, 1000);
  assert.notEqual(sharedMemory(1000), large);
});

test('an edge far below the tolerance still yields finite values in [0, 1]', () => {
  // u-v is 1e-12 long: within tolerance it is a zero-length edge, which must not create a
  // predecessor cycle between two nodes at the same distance.
  const edges: Edge[] = [[0, 1, 1], [0, 2, 1], [1, 2, 1e12], [2, 3, 1], [1, 4, 1]];
  for (const x of betweenness(csr(5, edges))) assert.ok(Number.isFinite(x) && x >= 0 && x <= 1, String(x));
});

test('isolated nodes get 0 and do not disturb the others', () => {
  // Path 1-2-3 among isolated nodes 0 and 4: raw 1 for node 2, normalized by 4*3/2 = 6.
  const edges: Edge[] = [[1, 2, 1], [2, 3, 1]];
  assertClose(betweenness(csr(5, edges)), [0, 0, 1 / 6, 0, 0]);
  assertClose(betweenness(csr(4, [])), [0, 0, 0, 0]);
});

test('fewer than three nodes gives all zeros', () => {
  assert.equal(betweenness(csr(0, [])).length, 0);
  assertClose(betweenness(csr(1, [])), [0]);
  assertClose(betweenness(csr(2, [[0, 1, 1]])), [0, 0]);
});

test('rejects non-positive weights', () => {
  assert.throws(() => betweenness(csr(3, [[0, 1, 0], [1, 2, 1]])), RangeError);
});
