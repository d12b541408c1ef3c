// How long a shortest route can be, which keeps the Brandes runs' shortcuts exact (bucket-ring.ts,
// dominated-arcs.ts).

/**
 * At least as many arcs as any shortest route has: twice the most hops from the first node of
 * each connected part (breadth first) bounds the hops between any two of its nodes, and a
 * weighted shortest route is no longer than the fewest-hops route at the longest arc length.
 */
function mostHops(n: number, offsets: Int32Array, neighbors: Int32Array): number {
  const hops = new Int32Array(n).fill(-1);
  const queue = new Int32Array(n);
  let most = 0;
  for (let root = 0; root < n; root++) {
    if (hops[root] >= 0) continue;
    hops[root] = 0;
    queue[0] = root;
    let tail = 1;
    for (let head = 0; head < tail; head++) {
      const v = queue[head];
      for (let j = offsets[v]; j < offsets[v + 1]; j++) {
        const w = neighbors[j];
        if (hops[w] < 0) {
          hops[w] = hops[v] + 1;
          queue[tail++] = w;
        }
      }
    }
    most = Math.max(most, 2 * hops[queue[tail - 1]]);
  }
  return most;
}

/**
 * No shortest route of the graph is longer than this: its most hops at the longest arc length.
 * Removing arcs that no shortest route uses keeps it a bound.
 */
export function routeBound(n: number, offsets: Int32Array, neighbors: Int32Array, longest: number): number {
  return mostHops(n, offsets, neighbors) * longest;
}
