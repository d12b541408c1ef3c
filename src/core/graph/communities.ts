// Topical clusters: seeded Louvain on edge weights, ids renumbered by first appearance.
import louvain from 'graphology-communities-louvain';
import type { Edge } from './build.js';
import { louvainInput, louvainWeight } from './louvain-input.js';
import { DEFAULT_SEED, seededRandom } from './random.js';

export interface Communities {
  /** Community of each node, numbered 0, 1, … by the first node (in insertion order) of each. */
  of: Int32Array;
  count: number;
  /** Weighted Newman modularity of the partition, clamped to [0, 1]. */
  modularity: number;
}

export { DEFAULT_SEED, seededRandom } from './random.js';

export function detectCommunities(n: number, edges: readonly Edge[], seed = DEFAULT_SEED): Communities {
  const raw = new Int32Array(n);
  let modularity = 0;
  if (edges.length === 0) {
    for (let i = 0; i < n; i++) raw[i] = i;
  } else {
    const result = louvain.detailed(louvainInput(n, edges), { getEdgeWeight: louvainWeight(edges), resolution: 1, rng: seededRandom(seed) });
    for (let i = 0; i < n; i++) raw[i] = result.communities[String(i)];
    modularity = result.modularity;
  }
  const renumbered = new Map<number, number>();
  const of = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    let id = renumbered.get(raw[i]);
    if (id === undefined) {
      id = renumbered.size;
      renumbered.set(raw[i], id);
    }
    of[i] = id;
  }
  return { of, count: renumbered.size, modularity: Math.min(1, Math.max(0, modularity)) };
}
