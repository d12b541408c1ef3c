// The bucket queue of the Brandes runs' Dijkstra (AssemblyScript, see brandes.as.ts).
import { i32At, setI32 } from './wasm-memory.as';

/**
 * Dial's buckets, the runs' queue of nodes by distance where the arc lengths allow (else the
 * heap in brandes.as.ts): a node's bucket is floor(distance * scale), the buckets a ring of a
 * power-of-two `slots` with a bitmap of the non-empty ones. A bucket is half the shortest arc wide, so no arc leads from a bucket into
 * itself or into the next: whenever a bucket comes up, its nodes' distances and path counts are
 * final, and they settle in any order (the dependencies only need predecessors settled first).
 * A node is found and moved in O(1) where the heap takes a sift through log n levels: the full
 * graph of 2000–2016 takes 0.65 of the time per source. Where the ring would need too many
 * buckets (arc lengths spread over many orders of magnitude), brandes.ts asks for the heap.
 */
let bucketScale: f64 = 0, slotMask: i32 = 0;
/** Whether the runs queue by buckets (else by the heap). */
// @ts-ignore: decorator
@inline export function bucketed(): bool {
  return bucketScale != 0;
}
/** The buckets' first nodes (-1: empty) and their bitmap (bit b of word b >> 6: bucket b has nodes). */
let headsOf: usize, bitmapOf: usize;

// @ts-ignore: decorator
@inline export function bucketOf(key: f64): i32 {
  return <i32>(key * bucketScale) & slotMask;
}
// @ts-ignore: decorator
@inline function flipBit(b: i32): void {
  const word = bitmapOf + ((<usize>(b >> 6)) << 3);
  store<u64>(word, load<u64>(word) ^ ((<u64>1) << <u64>(b & 63)));
}
/** Puts w first in bucket b (a doubly linked list through next and prev). */
// @ts-ignore: decorator
@inline export function link(next: usize, prev: usize, pos: usize, w: i32, b: i32): void {
  const head = i32At(headsOf, b);
  setI32(next, w, head);
  setI32(prev, w, -1);
  if (head != -1) setI32(prev, head, w);
  else flipBit(b);
  setI32(headsOf, b, w);
  setI32(pos, w, b);
}
/** Takes w out of its bucket. */
// @ts-ignore: decorator
@inline export function unlink(next: usize, prev: usize, pos: usize, w: i32): void {
  const b = i32At(pos, w);
  const after = i32At(next, w), before = i32At(prev, w);
  if (before != -1) setI32(next, before, after);
  else {
    setI32(headsOf, b, after);
    if (after == -1) flipBit(b);
  }
  if (after != -1) setI32(prev, after, before);
}
/** The first node of bucket b (-1: none). */
// @ts-ignore: decorator
@inline export function firstIn(b: i32): i32 {
  return i32At(headsOf, b);
}
/** The first non-empty bucket at or after b, round the ring (the queue is not empty). */
// @ts-ignore: decorator
@inline export function nextBucket(b: i32): i32 {
  let word = b >> 6;
  let bits = load<u64>(bitmapOf + ((<usize>word) << 3)) & (~(<u64>0) << <u64>(b & 63));
  while (bits == 0) {
    word = (word + 1) & (slotMask >> 6);
    bits = load<u64>(bitmapOf + ((<usize>word) << 3));
  }
  return (word << 6) | <i32>ctz(bits);
}

/**
 * Buckets for the runs that follow: `scale` buckets per unit of distance in a ring of `slots` (a
 * power of two, at least 64, more than the longest arc spans) at headsAt (-1 each) and bitmapAt
 * (zeros); scale 0 keeps the heap.
 */
export function useBuckets(scale: f64, slots: i32, headsAt: usize, bitmapAt: usize): void {
  bucketScale = scale;
  slotMask = slots - 1;
  headsOf = headsAt;
  bitmapOf = bitmapAt;
}
