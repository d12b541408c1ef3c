// Brandes' algorithm for weighted betweenness (Dijkstra, edge length = 1 / weight), run over a range
// of sources: the runs themselves are WebAssembly compiled from brandes.as.ts; this module lays out
// their memory and calls them.

import type { CsrGraph } from '../types.js';
import { arcArrays, FIRST_ARRAY, growTo, instantiate, place, sharedMemory, view, type ArcArrays, type Arrays, type BrandesExports } from './brandes-module.js';
import { bucketRing, type BucketRing, type RouteLengths } from './bucket-ring.js';
import { keepArcs, writeArcs } from './dominated-arcs.js';

/** The graph as the Brandes runs read it: typed arrays (views of a BrandesMemory); an arc's length is 1 / its weight. */
export interface BrandesGraph extends ArcArrays {
  n: number;
}

/** The graph's arrays, with room for every arc of it, and the scratch that chooses the arcs (dominated-arcs.ts). */
const graphArrays = (n: number, arcs: number): Arrays => [
  ['offsets', Int32Array, n + 1], ['neighbors', Int32Array, arcs], ['lengths', Float64Array, arcs],
  ['seen', Float64Array, 2 * n], ['flags', Uint8Array, arcs],
];
/** One runner's own arrays: the state of a run (brandes.as.ts says what each holds), its sources and sums. */
const runnerArrays = (n: number, arcs: number, slots: number): Arrays => [
  ['dist', Float64Array, n], ['sigma', Float64Array, n], ['delta', Float64Array, n], ['order', Int32Array, n],
  ['preds', Int32Array, arcs], ['predCount', Int32Array, n],
  ['items', Int32Array, n], ['keys', Float64Array, n], ['pos', Int32Array, n],
  ['sources', Int32Array, n], ['counts', Float64Array, n], ['sum', Float64Array, n], ['squares', Float64Array, n],
  ['heads', Int32Array, slots], ['bitmap', Int32Array, slots / 32],
];

/** Where everything sits in a BrandesMemory: byte addresses of the graph's arrays, then of each runner's. */
export interface BrandesLayout {
  n: number;
  arcs: number;
  /** The bucket queue's ring, or null for the heap. */
  ring: BucketRing | null;
  graph: Record<string, number>;
  runners: Array<Record<string, number>>;
  bytes: number;
}

/**
 * How much looking for dominated arcs may cost, against the runs' own work (sources × arcs): each
 * node may look at this share of `sources` times its own arcs, since each of its arcs left out
 * saves a scan in every run. Measured on State of the Union graphs, where a larger share found few
 * more (its search runs on one thread, the runs on all): the full graph of 2000–2016 (exact)
 * keeps a third of its arcs, all 233 addresses (512 sampled sources) a fifth.
 */
const PRUNING_SHARE = 0.02;
/** Every node may look at least this many arcs of its neighbours an arc of its own: on a small graph it costs nothing. */
const LEAST_PRUNING = 16;

/**
 * The WebAssembly memory of one betweenness computation: the graph once (16 bytes an arc), then
 * each runner's state (4 bytes an arc and about 90 a node): this thread's, or one per worker
 * thread. It is shared memory, so worker threads run over the same graph without copies of it.
 */
export class BrandesMemory {
  readonly graph: BrandesGraph;

  constructor(
    readonly memory: WebAssembly.Memory,
    readonly layout: BrandesLayout,
  ) {
    this.graph = { n: layout.n, ...arcArrays(memory.buffer, layout.graph, layout.n, layout.arcs) };
  }

  /**
   * A graph's memory, for `runners` runners that will run `sources` sources between them: its
   * arcs and their lengths, 1 / weight, less the arcs no shortest route uses (dominated-arcs.ts);
   * a weight that is not positive and finite is refused (Dijkstra needs positive lengths).
   */
  static of(csr: CsrGraph, options: { runners?: number; sources?: number } = {}): BrandesMemory {
    return BrandesMemory.finish(BrandesMemory.start(csr, options));
  }

  /**
   * The first step of of(), on the thread that has the graph: the memory with the graph's arcs
   * written, their choice still to make (finish()).
   */
  static start(csr: CsrGraph, { runners = 1, sources = csr.n } = {}): UnfinishedMemory {
    const { n, offsets, weights } = csr;
    // Refused before any memory is taken.
    for (let j = 0; j < offsets[n]; j++) {
      const w = weights[j];
      if (!(w > 0 && w < Infinity)) throw new RangeError(`betweenness: edge weight must be a positive finite number, got ${w}`);
    }
    // The arcs are chosen where they will stay (then the memory grows for the runners): the
    // graph's arrays keep room for every arc, of which the first are the kept ones.
    const graph = place(graphArrays(n, offsets[n]), FIRST_ARRAY);
    const memory = sharedMemory(graph.end);
    return {
      memory,
      n,
      runners,
      at: graph.at,
      end: graph.end,
      budget: Math.max(LEAST_PRUNING, PRUNING_SHARE * sources),
      written: writeArcs(csr, memory, graph.at),
      state: new Int32Array(new SharedArrayBuffer(4)),
      chosen: new Float64Array(new SharedArrayBuffer(3 * 8)),
    };
  }

  /**
   * The second step, on any thread that shares the memory: chooses the arcs, grows the memory
   * for the runners, and tells the threads waiting in ready().
   */
  static finish(unfinished: UnfinishedMemory): BrandesMemory {
    const { memory, n, at, budget, written, state, chosen } = unfinished;
    try {
      const { arcs, routes } = keepArcs(memory, at, n, budget, written);
      const finished = new BrandesMemory(memory, layoutOf(unfinished, arcs, routes));
      growTo(memory, finished.layout.bytes);
      chosen.set([arcs, routes.shortest, routes.longest]);
      Atomics.store(state, 0, FINISHED);
      return finished;
    } catch (error) {
      Atomics.store(state, 0, FAILED);
      throw error;
    } finally {
      Atomics.notify(state, 0);
    }
  }

  /** The finished memory, on a thread that waits (blocked) until another has finished it. */
  static ready(unfinished: UnfinishedMemory): BrandesMemory {
    const { state, chosen, written } = unfinished;
    Atomics.wait(state, 0, UNFINISHED);
    if (Atomics.load(state, 0) !== FINISHED) throw new Error('betweenness: the thread that chose the arcs failed');
    // Another thread grew the memory (finish): V8 tells this thread so asynchronously, and its
    // buffer may still have the old length here (seen: a runner's arrays did not fit, one request
    // in a few hundred under tna serve). Growing by nothing brings this thread's buffer up to date.
    unfinished.memory.grow(0);
    const routes = { shortest: chosen[1], longest: chosen[2], farthest: written.farthest };
    return new BrandesMemory(unfinished.memory, layoutOf(unfinished, chosen[0], routes));
  }
}

/** A BrandesMemory between start() and finish(): all of it can go to a worker thread. */
export interface UnfinishedMemory {
  memory: WebAssembly.Memory;
  n: number;
  runners: number;
  /** The graph's arrays and their scratch (graphArrays), and where they end. */
  at: Record<string, number>;
  end: number;
  /** How many arcs of its neighbours a node may look at, for each of its own (dominated-arcs.ts). */
  budget: number;
  written: { farthest: number; longest: number };
  /** Shared: UNFINISHED, FINISHED or FAILED; once finished, `chosen` holds the kept arcs' count, shortest and longest length. */
  state: Int32Array;
  chosen: Float64Array;
}

const UNFINISHED = 0;
const FINISHED = 1;
const FAILED = 2;

/** Where everything sits once the arcs are chosen: the runners' arrays after the graph's, sized by the kept arcs. */
function layoutOf({ n, runners, at, end }: UnfinishedMemory, arcs: number, routes: RouteLengths): BrandesLayout {
  const ring = bucketRing(routes);
  const layout: BrandesLayout = { n, arcs, ring, graph: at, runners: [], bytes: 0 };
  for (let r = 0; r < runners; r++) {
    const own = place(runnerArrays(n, arcs, ring?.slots ?? 0), end);
    layout.runners.push(own.at);
    end = own.end;
  }
  layout.bytes = end;
  return layout;
}

/**
 * Brandes' single-source runs (Dijkstra, then dependencies flowing back) over a range of sources,
 * with the per-source state allocated once (a runner's arrays in a BrandesMemory) and reset only
 * where a run reached.
 */
export class Brandes {
  private readonly wasm: BrandesExports;
  private readonly arrays = new Map<string, Int32Array | Float64Array>();
  private readonly address: Record<string, number>;
  /** The sources and counts last copied in, so a batch is copied once for all its ranges. */
  private sourcesIn?: Int32Array;
  private countsIn?: Float64Array | null;

  /** The runs of runner `runner` of `memory` (each thread has its own). */
  constructor({ memory, layout }: BrandesMemory, runner = 0) {
    const { n, arcs, ring } = layout;
    this.wasm = instantiate(memory);
    this.address = { ...layout.graph, ...layout.runners[runner] };
    for (const [name, type, length] of runnerArrays(n, arcs, ring?.slots ?? 0)) this.arrays.set(name, view(type, memory.buffer, this.at(name), length) as Int32Array | Float64Array);
    this.array('dist').fill(Infinity);
    this.array('pos').fill(-1);
    this.wasm.init(...['offsets', 'neighbors', 'lengths', 'dist', 'sigma', 'delta', 'order', 'preds', 'predCount', 'items', 'keys', 'pos'].map((name) => this.at(name)));
    if (ring) {
      this.array('heads').fill(-1);
      this.wasm.useBuckets(ring.scale, ring.slots, this.at('heads'), this.at('bitmap'));
    } else {
      // The instance may have run another graph's buckets (instantiate keeps one per memory).
      this.wasm.useBuckets(0, 0, 0, 0);
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
    return this.address[name];
  }
}
