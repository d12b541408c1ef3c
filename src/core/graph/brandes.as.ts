// Brandes' single-source runs in AssemblyScript, compiled to WebAssembly by `npm run build`
// (scripts/build-wasm.mjs) with its two helpers, wasm-memory.as.ts and bucket-queue.as.ts;
// brandes.ts lays out the memory and calls run(). Not TypeScript: tsc skips these files. With the
// heap, the steps and the order of every floating-point operation are those the JavaScript
// version had; with buckets, the nodes of a bucket settle in another order, which moves a sum's
// last bits only (the full graph of 2000–2016: a few of 4,898 values, by about 1e-16 relative).
//
// Why WebAssembly: the engine compiles it before the first call, so the 150 sources of a default
// graph do not run in an interpreter while the JavaScript compiler warms up, and its plain memory
// loads need none of the checks compiled JavaScript makes on typed arrays: the full graph of 17
// State of the Union addresses takes 0.6 of the time per source.
//
// Every argument below is a byte address in this module's memory (brandes.ts lays it out); arrays
// are indexed by node id (n entries) or by arc (offsets[n] entries).

import { f64At, i32At, setF64, setI32 } from './wasm-memory.as';
import { bucketed, bucketOf, firstIn, link, nextBucket, unlink } from './bucket-queue.as';
export { useBuckets } from './bucket-queue.as';
export { markDominated } from './dominated-arcs.as';

/**
 * Sums of 1/w are inexact in floating point (1/6 + 1/30 !== 1/5), so two routes that are equally
 * short on paper can differ in the last bits; comparing them exactly silently drops one of the
 * routes and changes the result. Rounding error of a k-hop sum is below about k * 1.1e-16
 * relative, so 1e-9 absorbs it for any realistic path while staying far below real differences
 * between routes (the price: routes that truly differ by less than 1e-9 relative count as equal).
 * A candidate is strictly shorter below cur * SHORTER and equal up to cur * EQUAL.
 */
const SHORTER: f64 = 1 - 1e-9;
const EQUAL: f64 = 1 + 1e-9;

/** Where memory that this module does not use itself begins. */
export function heapBase(): usize {
  return __heap_base;
}

/** Puts a node and its distance at place i of the heap, and notes the place. */
// @ts-ignore: decorator
@inline function place(items: usize, keys: usize, pos: usize, i: i32, node: i32, key: f64): void {
  setI32(items, i, node);
  setF64(keys, i, key);
  setI32(pos, node, i);
}

/**
 * The arrays of one computation (addresses), set once by init(): the graph (CSR offsets and
 * neighbours, each arc's length 1/w); per node its distance, path count (a float: path counts
 * overflow 32-bit integers on dense graphs), dependency, and predecessors (a subset of its arcs,
 * so its own CSR slice of preds always has room) with their count; the settle order (Brandes'
 * stack).
 */
let offsetsOf: usize, neighborsOf: usize, lengthsOf: usize;
let distOf: usize, sigmaOf: usize, deltaOf: usize, orderOf: usize, predsOf: usize, predCountOf: usize;
/**
 * The heap: an indexed min-heap of node ids by distance, with decrease-key, so each node is
 * queued at most once per source and the heap never outgrows n. The distances sit beside the ids,
 * so sifting does not chase ids into the distance array; pos is each node's place, -1 when it is
 * not queued. With buckets, items and keys are each node's next and previous in its bucket (as
 * 32-bit ids) and pos its bucket.
 */
let itemsOf: usize, keysOf: usize, posOf: usize;

export function init(
  offsetsAt: usize, neighborsAt: usize, lengthsAt: usize,
  distAt: usize, sigmaAt: usize, deltaAt: usize, orderAt: usize, predsAt: usize, predCountAt: usize,
  itemsAt: usize, keysAt: usize, posAt: usize,
): void {
  offsetsOf = offsetsAt; neighborsOf = neighborsAt; lengthsOf = lengthsAt;
  distOf = distAt; sigmaOf = sigmaAt; deltaOf = deltaAt; orderOf = orderAt; predsOf = predsAt; predCountOf = predCountAt;
  itemsOf = itemsAt; keysOf = keysAt; posOf = posAt;
}

/**
 * Relaxes arc j out of v (at distance dv, with sv shortest paths): a shorter route to its end
 * queues it (or lowers its key), an equally short one adds to its paths. Returns the queue's size.
 */
// @ts-ignore: decorator
@inline function relax(j: i32, v: i32, dv: f64, sv: f64, size: i32): i32 {
  const offsets = offsetsOf, neighbors = neighborsOf, lengths = lengthsOf;
  const dist = distOf, sigma = sigmaOf, preds = predsOf, predCount = predCountOf;
  const items = itemsOf, keys = keysOf, pos = posOf;
  const w = i32At(neighbors, j);
  const cur = f64At(dist, w);
  const cand = dv + f64At(lengths, j);
  // Scaling cur (rather than subtracting a tolerance) keeps unreached nodes, cur = Infinity, free of NaN.
  if (cand < cur * SHORTER) {
    setF64(dist, w, cand);
    setF64(sigma, w, sv);
    setI32(preds, i32At(offsets, w), v);
    setI32(predCount, w, 1);
    if (bucketed()) {
      // Queue w, or move it to the bucket of its new distance (items and keys: next and prev).
      if (i32At(pos, w) != -1) unlink(items, keys, pos, w);
      else size++;
      link(items, keys, pos, w, bucketOf(cand));
    } else {
      // Push w, or lower its key: it sifts up from its place (or a new one at the end).
      let i = i32At(pos, w);
      if (i == -1) i = size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        const parentKey = f64At(keys, parent);
        if (parentKey <= cand) break;
        place(items, keys, pos, i, i32At(items, parent), parentKey);
        i = parent;
      }
      place(items, keys, pos, i, w, cand);
    }
  } else if (cand <= cur * EQUAL) {
    // Keep dist[w] as it is, so the queue's order and the settle order stay consistent.
    setF64(sigma, w, f64At(sigma, w) + sv);
    const k = i32At(predCount, w);
    setI32(preds, i32At(offsets, w) + k, v);
    setI32(predCount, w, k + 1);
  }
  return size;
}

/** Takes the nearest node off a heap of `size` nodes; the last item sifts down from the root. */
// @ts-ignore: decorator
@inline function popHeap(items: usize, keys: usize, pos: usize, size: i32): i32 {
  const v = i32At(items, 0);
  size--;
  if (size > 0) {
    const last = i32At(items, size);
    const lastKey = f64At(keys, size);
    let i: i32 = 0;
    while (true) {
      let child = 2 * i + 1;
      if (child >= size) break;
      let childKey = f64At(keys, child);
      if (child + 1 < size) {
        const rightKey = f64At(keys, child + 1);
        if (rightKey < childKey) {
          child++;
          childKey = rightKey;
        }
      }
      if (childKey >= lastKey) break;
      place(items, keys, pos, i, i32At(items, child), childKey);
      i = child;
    }
    place(items, keys, pos, i, last, lastKey);
  }
  return v;
}

/**
 * Dijkstra from s: distances, path counts and predecessors of every node it reaches; returns how
 * many it settled (s first), in settle order in `order`.
 */
function settle(s: i32): i32 {
  // Locals, not the module's globals, in the loops: the compiler keeps locals in registers.
  const offsets = offsetsOf, neighbors = neighborsOf, lengths = lengthsOf;
  const dist = distOf, sigma = sigmaOf, order = orderOf;
  const items = itemsOf, keys = keysOf, pos = posOf;
  setF64(dist, s, 0);
  setF64(sigma, s, 1);
  if (bucketed()) link(items, keys, pos, s, 0);
  else place(items, keys, pos, 0, s, 0);
  let size: i32 = 1;
  let settled: i32 = 0;
  let bucket: i32 = 0;
  while (size > 0) {
    let v: i32;
    if (bucketed()) {
      // The nodes of the nearest non-empty bucket are final, and settle in any order.
      bucket = nextBucket(bucket);
      v = firstIn(bucket);
      unlink(items, keys, pos, v);
    } else {
      v = popHeap(items, keys, pos, size);
    }
    setI32(pos, v, -1);
    size--;
    // sigma[v] is final here: every equal route into v comes from a node settled earlier.
    setI32(order, settled++, v);
    const dv = f64At(dist, v);
    // A settled node is marked by a negative distance: a candidate, always positive, is neither
    // shorter than nor equal to it, so a settled node never gets a new predecessor (which could make
    // a cycle in the predecessor DAG through an edge shorter than the tolerance).
    setF64(dist, v, -1);
    const sv = f64At(sigma, v);
    const end = i32At(offsets, v + 1);
    let j = i32At(offsets, v);
    // Four arcs at a time: most arcs change nothing (their end is settled, or already nearer), and
    // one branch says so for all four, where an arc at a time took two branches an arc, whose way
    // no processor predicts well (the full graph of 2000–2016: 0.9 of the time). Those that may
    // change something are relaxed in order, and relax() tests them again. A test made before
    // the arcs ahead of it were relaxed is still right: relaxing only lowers distances, so an arc
    // found too long stays too long.
    for (; j + 3 < end; j += 4) {
      const near0 = dv + f64At(lengths, j) <= f64At(dist, i32At(neighbors, j)) * EQUAL;
      const near1 = dv + f64At(lengths, j + 1) <= f64At(dist, i32At(neighbors, j + 1)) * EQUAL;
      const near2 = dv + f64At(lengths, j + 2) <= f64At(dist, i32At(neighbors, j + 2)) * EQUAL;
      const near3 = dv + f64At(lengths, j + 3) <= f64At(dist, i32At(neighbors, j + 3)) * EQUAL;
      if (!(near0 | near1 | near2 | near3)) continue;
      if (near0) size = relax(j, v, dv, sv, size);
      if (near1) size = relax(j + 1, v, dv, sv, size);
      if (near2) size = relax(j + 2, v, dv, sv, size);
      if (near3) size = relax(j + 3, v, dv, sv, size);
    }
    for (; j < end; j++) size = relax(j, v, dv, sv, size);
  }
  return settled;
}

/**
 * Adds the dependency of every node on sources[from..to) to sum (a source's own entry excluded);
 * counts (0: every source once) weighs each source, and squares (0: none) gets the squared
 * dependencies times the count. The dependencies flow back from the farthest node (settle order
 * is non-decreasing in distance); a node's is final once reached, so it is added and the node's
 * state reset in the same pass, ready for the next source.
 */
export function run(sources: usize, counts: usize, from: i32, to: i32, sum: usize, squares: usize): void {
  const offsets = offsetsOf, dist = distOf, sigma = sigmaOf, delta = deltaOf, order = orderOf;
  const preds = predsOf, predCount = predCountOf;
  for (let s = from; s < to; s++) {
    const settled = settle(i32At(sources, s));
    const count: f64 = counts == 0 ? 1 : f64At(counts, s);
    for (let i = settled - 1; i >= 0; i--) {
      const w = i32At(order, i);
      const dw = f64At(delta, w);
      const coeff = (1 + dw) / f64At(sigma, w);
      const first = i32At(offsets, w);
      const end = first + i32At(predCount, w);
      for (let p = first; p < end; p++) {
        const v = i32At(preds, p);
        setF64(delta, v, f64At(delta, v) + f64At(sigma, v) * coeff);
      }
      // The source itself (settled first) gets nothing.
      if (i > 0) {
        if (squares == 0) setF64(sum, w, f64At(sum, w) + (count == 1 ? dw : count * dw));
        else {
          setF64(sum, w, f64At(sum, w) + count * dw);
          setF64(squares, w, f64At(squares, w) + count * dw * dw);
        }
      }
      setF64(dist, w, Infinity);
      setF64(sigma, w, 0);
      setF64(delta, w, 0);
      setI32(predCount, w, 0);
    }
  }
}
