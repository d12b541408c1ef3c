// A seeded random weighted graph in CSR form, for tests that need graphs of any size.
import { seededRandom } from '../../../src/core/graph/communities.js';
import type { CsrGraph } from '../../../src/core/types.js';

/** A random tree over n nodes plus up to m more edges, integer weights 1..5. */
export function randomGraph(n: number, m: number, seed: number): CsrGraph {
  const rand = seededRandom(seed);
  const adj: Map<number, number>[] = Array.from({ length: n }, () => new Map());
  const link = (u: number, v: number) => {
    const w = 1 + Math.floor(rand() * 5);
    adj[u].set(v, w);
    adj[v].set(u, w);
  };
  for (let v = 1; v < n; v++) link(Math.floor(rand() * v), v);
  for (let e = 0; e < m; e++) {
    const u = Math.floor(rand() * n);
    const v = Math.floor(rand() * n);
    if (u !== v && !adj[u].has(v)) link(u, v);
  }
  const offsets = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) offsets[v + 1] = offsets[v] + adj[v].size;
  const neighbors = new Int32Array(offsets[n]);
  const weights = new Float64Array(offsets[n]);
  for (let v = 0; v < n; v++) {
    let j = offsets[v];
    for (const [u, w] of adj[v]) {
      neighbors[j] = u;
      weights[j++] = w;
    }
  }
  return { n, offsets, neighbors, weights };
}
