// The messages between the betweenness threads and the thread that starts them.
import type { UnfinishedMemory } from '../core/graph/brandes.js';

/**
 * A worker's workerData: the computation's shared WebAssembly memory with the graph's arcs
 * written (runner 0 chooses them, the others wait for it; then every runner has its own state
 * there), the runner it is, and whether to yield the processors to other work.
 */
export interface WorkerSetup {
  unfinished: UnfinishedMemory;
  runner: number;
  background: boolean;
}

/**
 * A batch of sources, cut into ranges (range r is sources[bounds[r] .. bounds[r+1])). Each worker
 * takes the next range from `next` (shared: an atomic counter) until none is left, without waiting
 * for the starting thread, which may be busy with other work meanwhile.
 */
export interface ToWorker {
  sources: Int32Array;
  counts: Float64Array | null;
  squares: boolean;
  bounds: number[];
  next: Int32Array;
}

/** A range's sums (copied), or why it failed (range -1: before any range, choosing the arcs). */
export type FromWorker =
  | { range: number; sum: Float64Array; squares: Float64Array | null }
  | { range: number; error: string };
