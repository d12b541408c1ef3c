// Whether Dijkstra in the Brandes runs may queue by buckets (brandes.as.ts, bucket-queue.as.ts), and
// how many: decided once per graph from its arc lengths.

export interface BucketRing {
  /** Buckets per unit of distance. */
  scale: number;
  /** Buckets in the ring: a power of two, at least 64. */
  slots: number;
}

/** The most buckets a ring may have (4 MiB of list heads a thread). */
const MOST_SLOTS = 1 << 20;
/**
 * The farthest a bucket ring may reach, in buckets from the source: two routes that count as
 * equally short (within 1e-9 of each other) then differ by less than half a bucket, so a node's
 * predecessors through an arc, two buckets long at least, always sit in earlier buckets.
 */
const MOST_BUCKETS = 5e8;

/**
 * The bucket ring for a graph (see brandes.as.ts): two buckets per shortest arc length (`scale`
 * buckets per unit of distance), and enough of them (a power of two, at least 64) that the longest
 * arc never wraps round; null, for the heap, where that takes more than MOST_SLOTS buckets or the
 * farthest distance may pass MOST_BUCKETS (weights spread over many orders of magnitude).
 */
export function bucketRing(graph: { n: number; offsets: Int32Array; neighbors: Int32Array; lengths: Float64Array }): BucketRing | null {
  const { n, offsets, neighbors, lengths } = graph;
  if (lengths.length === 0) return null;
  let shortest = Infinity;
  let longest = 0;
  for (let j = 0; j < lengths.length; j++) {
    const length = lengths[j];
    if (length < shortest) shortest = length;
    if (length > longest) longest = length;
  }
  const scale = 2 / shortest;
  let slots = 64;
  while (slots <= longest * scale + 2 && slots <= MOST_SLOTS) slots *= 2;
  if (slots > MOST_SLOTS) return null;
  // A queued node's distance may be one arc past the farthest route.
  return (farthest(n, offsets, neighbors) + 1) * longest * scale <= MOST_BUCKETS ? { scale, slots } : null;
}

/**
 * At least as many arcs as any shortest route has: twice the most hops from the first node of
 * each connected part (breadth first) bounds the hops between any two of its nodes, and a
 * weighted shortest route is no longer than the fewest-hops route at the longest arc length.
 */
function farthest(n: number, offsets: Int32Array, neighbors: Int32Array): number {
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
