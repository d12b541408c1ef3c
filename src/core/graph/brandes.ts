// Brandes' algorithm for weighted betweenness (Dijkstra, edge length = 1 / weight), run over a range
// of sources: the runs themselves are WebAssembly compiled from brandes.as.ts; this module lays out
// their memory and calls them.

import type { CsrGraph } from '../types.js';
import { BRANDES_WASM } from './brandes-wasm.js';

/**
 * Each arc's length, 1 / weight; a weight that is not positive and finite is refused (Dijkstra
 * needs positive lengths). `shared`: in shared memory, which worker threads read without a copy.
 */
export function edgeLengths(graph: CsrGraph, shared = false): Float64Array {
  const { n, offsets, weights } = graph;
  const arcs = offsets[n];
  // Dividing once here keeps the Dijkstra runs free of divisions.
  const length = shared ? new Float64Array(new SharedArrayBuffer(arcs * 8)) : new Float64Array(arcs);
  for (let j = 0; j < arcs; j++) {
    const w = weights[j];
    if (!(w > 0 && w < Infinity)) {
      throw new RangeError(`betweenness: edge weight must be a positive finite number, got ${w}`);
    }
    length[j] = 1 / w;
  }
  return length;
}

/** A copy of an array in shared memory. */
export function sharedCopy(array: Int32Array): Int32Array {
  const copy = new Int32Array(new SharedArrayBuffer(array.byteLength));
  copy.set(array);
  return copy;
}

/** The graph as the Brandes runs read it: plain typed arrays, which a worker thread gets a copy of. */
export interface BrandesGraph {
  n: number;
  offsets: Int32Array;
  neighbors: Int32Array;
  /** edgeLengths() of the graph. */
  lengths: Float64Array;
}

interface BrandesExports {
  heapBase(): number;
  init(...addresses: number[]): void;
  useBuckets(scale: number, slots: number, headsAt: number, bitmapAt: number): void;
  run(sources: number, counts: number, from: number, to: number, sum: number, squares: number): void;
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
export function bucketRing(graph: BrandesGraph): { scale: number; slots: number } | null {
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

/** Compiled once per thread (about a millisecond); each Brandes instantiates it over memory of its own. */
let compiled: WebAssembly.Module | undefined;
const PAGE = 65536;

/** A run's arrays in the module's memory: name, element type, length. */
type Layout = Array<[name: string, type: Int32ArrayConstructor | Float64ArrayConstructor, length: number]>;

/**
 * Brandes' single-source runs (Dijkstra, then dependencies flowing back) over a range of sources,
 * with the per-source state allocated once (in the module's memory) and reset only where a run
 * reached. The memory holds a copy of the graph: 16 bytes an arc and 80 a node, with the state.
 */
export class Brandes {
  private readonly wasm: BrandesExports;
  private readonly arrays = new Map<string, Int32Array | Float64Array>();
  private readonly address = new Map<string, number>();
  /** The sources and counts last copied in, so a batch is copied once for all its ranges. */
  private sourcesIn?: Int32Array;
  private countsIn?: Float64Array | null;

  constructor(graph: BrandesGraph) {
    const { n, offsets } = graph;
    const arcs = offsets[n];
    compiled ??= new WebAssembly.Module(Buffer.from(BRANDES_WASM, 'base64'));
    const ring = bucketRing(graph);
    const slots = ring?.slots ?? 0;
    const layout: Layout = [
      ['offsets', Int32Array, n + 1], ['neighbors', Int32Array, arcs], ['lengths', Float64Array, arcs],
      ['dist', Float64Array, n], ['sigma', Float64Array, n], ['delta', Float64Array, n], ['order', Int32Array, n],
      ['preds', Int32Array, arcs], ['predCount', Int32Array, n],
      ['items', Int32Array, n], ['keys', Float64Array, n], ['pos', Int32Array, n],
      ['sources', Int32Array, n], ['counts', Float64Array, n], ['sum', Float64Array, n], ['squares', Float64Array, n],
      ['heads', Int32Array, slots], ['bitmap', Int32Array, slots / 32],
    ];
    // The module's own data ends below 1 KiB; the arrays start after it, each 8-byte aligned.
    let end = 1024;
    for (const [name, type, length] of layout) {
      this.address.set(name, end);
      end += Math.ceil((type.BYTES_PER_ELEMENT * length) / 8) * 8;
    }
    const memory = new WebAssembly.Memory({ initial: Math.ceil(end / PAGE) });
    this.wasm = new WebAssembly.Instance(compiled, { env: { memory } }).exports as unknown as BrandesExports;
    if (this.wasm.heapBase() > 1024) throw new Error('betweenness: the WebAssembly module holds more data than expected');
    for (const [name, type, length] of layout) this.arrays.set(name, new type(memory.buffer, this.at(name), length));
    this.array('offsets').set(offsets);
    this.array('neighbors').set(graph.neighbors);
    this.array('lengths').set(graph.lengths);
    this.array('dist').fill(Infinity);
    this.array('pos').fill(-1);
    this.wasm.init(...['offsets', 'neighbors', 'lengths', 'dist', 'sigma', 'delta', 'order', 'preds', 'predCount', 'items', 'keys', 'pos'].map((name) => this.at(name)));
    if (ring) {
      this.array('heads').fill(-1);
      this.wasm.useBuckets(ring.scale, ring.slots, this.at('heads'), this.at('bitmap'));
    }
  }

  /**
   * Adds the dependency of every node on sources[from..to) to `sum` (a source's own entry
   * excluded). Sampled (counts given): each source counts counts[i] times, and `squares` gets the
   * squared dependencies (times the count). Sources run in order, so the same range gives the
   * same bits wherever it runs.
   */
  run(sources: Int32Array, counts: Float64Array | null, from: number, to: number, sum: Float64Array, squares: Float64Array | null): void {
    if (sources !== this.sourcesIn || counts !== this.countsIn) {
      this.array('sources').set(sources);
      if (counts) this.array('counts').set(counts);
      this.sourcesIn = sources;
      this.countsIn = counts;
    }
    // The sums go in and come back whole, so every addition happens in the module, in order.
    this.array('sum').set(sum);
    if (squares) this.array('squares').set(squares);
    this.wasm.run(this.at('sources'), counts ? this.at('counts') : 0, from, to, this.at('sum'), squares ? this.at('squares') : 0);
    sum.set(this.array('sum'));
    if (squares) squares.set(this.array('squares'));
  }

  private array(name: string): Int32Array | Float64Array {
    return this.arrays.get(name)!;
  }

  /** Where an array starts in the module's memory. */
  private at(name: string): number {
    return this.address.get(name)!;
  }
}
