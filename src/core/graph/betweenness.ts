// Which betweenness a graph gets — exact, or estimated from sampled sources — and the bookkeeping
// that gives the same bits whether its ranges of sources run on one thread or on many.
import { Brandes, BrandesMemory, type UnfinishedMemory } from './brandes.js';
import { giveBack } from './brandes-module.js';
import { DEFAULT_SEED, seededRandom } from './random.js';
import type { BetweennessMode } from '../betweenness-modes.js';
import type { CsrGraph } from '../types.js';

export type { BetweennessMode };

export interface BetweennessInfo {
  method: 'exact' | 'approx';
  /** approx: how many sources were drawn (uniformly, with repetition). */
  samples?: number;
  /** approx: every concept's bc is within ± errorBound of its exact value, with probability at least `confidence`. */
  errorBound?: number;
  confidence?: number;
}

export interface Centrality {
  bc: Float64Array;
  info: BetweennessInfo;
}

export interface BetweennessOptions {
  mode?: BetweennessMode;
  /** Seeds the sampled sources of approx. */
  seed?: number;
  /** approx: how many sources to draw (default SAMPLES). */
  samples?: number;
  /** For runners that use threads: how many (the one-thread run here ignores it). */
  threads?: number;
  /** Hears, after each range of sources, how many of the job's sources are done, of how many, and on how many threads. */
  onProgress?: (done: number, total: number, threads: number) => void;
  /**
   * Work for the calling thread while worker threads compute: a runner with threads calls it once
   * they have their work; a runner on the calling thread does not call it.
   */
  meanwhile?: () => void;
}

/**
 * Computes a graph's betweenness somewhere — this thread, or worker threads — with the same
 * result; the analysis takes one injected, so the core itself never starts a thread.
 */
export type BetweennessRunner = (csr: CsrGraph, options: BetweennessOptions) => Promise<Centrality>;

/** The runner that computes on the calling thread. */
export const oneThread: BetweennessRunner = async (csr, options) => computeBetweenness(csr, options);

/**
 * `auto` is exact while n × edges stays at or below this (the full graph of 17 State of the Union
 * addresses, 4,900 concepts and 99,000 relations, is 4.8 × 10⁸: about 12 s on one core of a small
 * machine), and approx above it.
 */
export const EXACT_LIMIT = 1e9;
/** approx draws this many sources (uniformly, with repetition) unless told otherwise. */
export const SAMPLES = 512;
/** Below this much work (sources × arcs: about 0.1 s on one thread) starting threads costs more than it saves. */
export const PARALLEL_WORK = 1e7;

/** How many arcs the runs of `options` relax on a graph (sources × arcs): whether threads are worth starting. */
export function betweennessWork(csr: CsrGraph, options: BetweennessOptions = {}): number {
  const { n, offsets } = csr;
  if (n < 3) return 0;
  const samples = Math.max(2, Math.floor(options.samples ?? SAMPLES));
  const method = chooseMethod(options.mode ?? 'auto', n, offsets[n] / 2, samples);
  return (method === 'exact' ? n : samples) * offsets[n];
}

/** approx's error bound holds with this probability. */
export const CONFIDENCE = 0.9;

/**
 * Exact: a graph of up to 256 concepts is one range (a default graph of 150 keeps the bits it
 * always had); a larger one is cut into up to 256 ranges of at least 16 sources, small enough
 * that the threads finish together (a thread waits at most one range for the others).
 */
export const EXACT_RANGES = { whole: 256, least: 16, most: 256 };
/** A sample (512 sources) is cut into up to 64 ranges of at least 8. */
const SAMPLED_RANGES = { whole: 0, least: 8, most: 64 };

/** Range boundaries of `count` sources: one range up to `whole`, else at most `most` ranges of at least `least` sources. */
export function rangeBounds(count: number, { whole, least, most }: { whole: number; least: number; most: number }): number[] {
  if (count <= whole) return [0, count];
  const size = Math.max(least, Math.ceil(count / most));
  const bounds = [0];
  for (let end = size; end < count; end += size) bounds.push(end);
  bounds.push(count);
  return bounds;
}

/** The sources to run, cut into ranges whose sums are added to the total in range order. */
export interface Batch {
  sources: Int32Array;
  /** How often each source was drawn (approx), or null: each once. */
  counts: Float64Array | null;
  /** Whether the ranges also sum squared dependencies (approx's variance). */
  squares: boolean;
  /** Range r is sources[bounds[r] .. bounds[r+1]). */
  bounds: number[];
}

/**
 * The method `mode` gives a graph of n nodes and `edges` edges. A sample of at least n sources
 * costs as much as exact, so such a graph is computed exactly (and labelled so) even when approx
 * is asked for.
 */
export function chooseMethod(mode: BetweennessMode, n: number, edges: number, samples = SAMPLES): 'exact' | 'approx' {
  if (mode === 'exact' || n <= samples) return 'exact';
  return mode === 'approx' || n * edges > EXACT_LIMIT ? 'approx' : 'exact';
}

/**
 * A betweenness computation: its batches of sources (one today: every node, or the sample) and
 * their running total. The caller runs each range of a batch (anywhere: Brandes.run on this
 * thread or in a worker) into zeroed arrays and hands the results to add() in range order; the
 * total is then the same bits however, and on however many threads, the ranges were run.
 */
export class BetweennessJob {
  /**
   * The graph and each runner's state, in memory worker threads share: the arcs written, their
   * choice made by the first thread that needs them (the memory getter, or a worker thread).
   */
  readonly unfinished: UnfinishedMemory;
  private finished?: BrandesMemory;
  readonly method: 'exact' | 'approx';
  /** How many runners (threads) run its ranges: at most as many as asked, and no more than the ranges. */
  readonly runners: number;
  private readonly sum: Float64Array;
  private readonly squares: Float64Array;
  private readonly samples: number;
  private readonly seed: number;
  private batch?: Batch;
  private added = 0;
  private done = false;
  private sourcesDone = 0;
  private readonly onProgress?: BetweennessOptions['onProgress'];

  /** `runners`: the threads that will run its ranges (each gets its own state in the memory). */
  constructor(csr: CsrGraph, options: BetweennessOptions = {}, { runners = 1 } = {}) {
    const { n, offsets } = csr;
    this.samples = Math.max(2, Math.floor(options.samples ?? SAMPLES));
    this.method = chooseMethod(options.mode ?? 'auto', n, offsets[n] / 2, this.samples);
    this.sum = new Float64Array(n);
    // ranges needs the method, the samples and n (the sum's length).
    this.runners = Math.max(1, Math.min(runners, this.ranges));
    this.unfinished = BrandesMemory.start(csr, { runners: this.runners, sources: this.method === 'exact' ? n : this.samples });
    this.squares = new Float64Array(this.method === 'approx' ? n : 0);
    this.seed = options.seed ?? DEFAULT_SEED;
    this.onProgress = options.onProgress;
    // Fewer than 3 nodes: every bc is 0, nothing to run.
    if (n < 3) this.done = true;
  }

  /** The finished memory, its arcs chosen on this thread. */
  get memory(): BrandesMemory {
    this.finished ??= BrandesMemory.finish(this.unfinished);
    return this.finished;
  }

  private get n(): number {
    return this.sum.length;
  }

  /** How many ranges the largest batch has: more threads than this would wait. */
  get ranges(): number {
    const n = this.n;
    return this.method === 'exact' ? rangeBounds(n, EXACT_RANGES).length - 1 : rangeBounds(this.samples, SAMPLED_RANGES).length - 1;
  }

  /** The next batch to run, or undefined when the result is ready. */
  next(): Batch | undefined {
    if (this.done) return undefined;
    if (this.batch && this.added < this.batch.bounds.length - 1) throw new Error('betweenness: the previous batch is not finished');
    this.batch = this.method === 'exact' ? this.exactBatch() : this.sampleBatch();
    this.added = 0;
    this.done = true;
    return this.batch;
  }

  /** Adds the next range's sums (in range order); the arrays may be reused afterwards. */
  add(sum: Float64Array, squares: Float64Array | null): void {
    const batch = this.batch;
    if (!batch || this.added >= batch.bounds.length - 1) throw new Error('betweenness: no range is expected');
    const total = this.sum;
    for (let v = 0; v < total.length; v++) total[v] += sum[v];
    if (batch.squares && squares) {
      const sq = this.squares;
      for (let v = 0; v < sq.length; v++) sq[v] += squares[v];
    }
    this.added++;
    this.sourcesDone += batch.bounds[this.added] - batch.bounds[this.added - 1];
    this.onProgress?.(this.sourcesDone, batch.sources.length, this.runners);
  }

  result(): Centrality {
    const n = this.n;
    const bc = new Float64Array(n);
    if (n < 3) return { bc, info: { method: this.method } };
    if (this.batch && this.added < this.batch.bounds.length - 1) throw new Error('betweenness: ranges are missing');
    if (this.method === 'exact') {
      // Each unordered pair was counted from both ends (/2), then normalized by (n-1)(n-2)/2.
      const scale = 1 / ((n - 1) * (n - 2));
      for (let i = 0; i < n; i++) bc[i] = this.sum[i] * scale;
      return { bc, info: { method: 'exact' } };
    }
    // The mean dependency over the drawn sources stands for the mean over all n sources.
    const scale = n / (this.samples * (n - 1) * (n - 2));
    for (let i = 0; i < n; i++) bc[i] = this.sum[i] * scale;
    const errorBound = approxBound(this.sum, this.squares, this.samples, n);
    return { bc, info: { method: 'approx', samples: this.samples, errorBound, confidence: CONFIDENCE } };
  }

  private exactBatch(): Batch {
    const n = this.n;
    return { sources: Int32Array.from({ length: n }, (_, i) => i), counts: null, squares: false, bounds: rangeBounds(n, EXACT_RANGES) };
  }

  /** The sampled sources, in node order; a source drawn twice is run once and counted twice. */
  private sampleBatch(): Batch {
    const n = this.n;
    const rand = seededRandom(this.seed);
    const drawn = new Int32Array(this.samples);
    for (let i = 0; i < drawn.length; i++) drawn[i] = Math.floor(rand() * n);
    drawn.sort();
    const sources: number[] = [];
    const counts: number[] = [];
    for (let i = 0; i < drawn.length; i++) {
      if (i > 0 && drawn[i] === drawn[i - 1]) counts[counts.length - 1]++;
      else {
        sources.push(drawn[i]);
        counts.push(1);
      }
    }
    return { sources: Int32Array.from(sources), counts: Float64Array.from(counts), squares: true, bounds: rangeBounds(sources.length, SAMPLED_RANGES) };
  }
}

/**
 * approx's error bound: the largest half-width, over all nodes, of the empirical Bernstein
 * interval (Maurer and Pontil, 2009, theorem 4, taken on both sides) for the mean of
 * Y = dependency / (n − 2), which lies in [0, 1], over k sources, the failure probability
 * 1 − CONFIDENCE shared by the n nodes (a union bound); scaled to bc, which is n / (n − 1) times
 * the mean of Y over all sources.
 */
export function approxBound(sum: Float64Array, squares: Float64Array, k: number, n: number): number {
  const log = Math.log((4 * n) / (1 - CONFIDENCE));
  const unit = n - 2;
  let widest = 0;
  for (let v = 0; v < n; v++) {
    const mean = sum[v] / unit / k;
    const variance = Math.max(0, (squares[v] / (unit * unit) - k * mean * mean) / (k - 1));
    const half = Math.sqrt((2 * variance * log) / k) + (7 * log) / (3 * (k - 1));
    if (half > widest) widest = half;
  }
  return (widest * n) / (n - 1);
}

/** Betweenness of a graph on this thread: the same ranges, in the same order, as worker threads run them. */
export function computeBetweenness(csr: CsrGraph, options: BetweennessOptions = {}): Centrality {
  return runJob(new BetweennessJob(csr, options));
}

/** Runs every range of a job, in order, on this thread. */
export function runJob(job: BetweennessJob): Centrality {
  const brandes = new Brandes(job.memory);
  const n = job.memory.layout.n;
  const sum = new Float64Array(n);
  let squares: Float64Array | null = null;
  for (let batch = job.next(); batch; batch = job.next()) {
    if (batch.squares) squares ??= new Float64Array(n);
    for (let r = 0; r + 1 < batch.bounds.length; r++) {
      sum.fill(0);
      squares?.fill(0);
      brandes.run(batch.sources, batch.counts, batch.bounds[r], batch.bounds[r + 1], sum, batch.squares ? squares : null);
      job.add(sum, squares);
    }
  }
  const result = job.result();
  // Every range ran here, so no other thread holds the memory: the next job may have it.
  giveBack(job.memory.memory, job.memory.layout.bytes);
  return result;
}

/** Exact betweenness centrality of every node: undirected, weighted, distance of an edge = 1 / weight, normalized by (n-1)(n-2)/2 (0 for every node when n < 3). */
export function betweenness(csr: CsrGraph): Float64Array {
  return computeBetweenness(csr, { mode: 'exact' }).bc;
}
