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

/** The arc lengths a graph's runs scan, and how long a shortest route can be. */
export interface RouteLengths {
  shortest: number;
  longest: number;
  /** No shortest route is longer (route-bounds.ts). */
  farthest: number;
}

/**
 * The bucket ring for a graph (see brandes.as.ts): two buckets per shortest arc length (`scale`
 * buckets per unit of distance), and enough of them (a power of two, at least 64) that the longest
 * arc never wraps round; null, for the heap, where that takes more than MOST_SLOTS buckets or the
 * farthest distance may pass MOST_BUCKETS (weights spread over many orders of magnitude), or the
 * graph has no arcs.
 */
export function bucketRing({ shortest, longest, farthest }: RouteLengths): BucketRing | null {
  if (!(shortest > 0 && shortest < Infinity)) return null;
  const scale = 2 / shortest;
  let slots = 64;
  while (slots <= longest * scale + 2 && slots <= MOST_SLOTS) slots *= 2;
  if (slots > MOST_SLOTS) return null;
  // A queued node's distance may be one arc past the farthest route.
  return (farthest + longest) * scale <= MOST_BUCKETS ? { scale, slots } : null;
}
