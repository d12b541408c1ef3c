// The messages between the betweenness threads and the thread that starts them.
import type { BrandesGraph } from '../core/graph/brandes.js';

/** A worker's workerData: the graph in shared memory, and whether to yield the processors to other work. */
export interface WorkerSetup {
  graph: BrandesGraph;
  background: boolean;
}

/** A new batch of sources (kept until the next), or one range of it to run. */
export type ToWorker =
  | { sources: Int32Array; counts: Float64Array | null; squares: boolean }
  | { range: number; from: number; to: number };

/** A range's sums (copied), or why it failed. */
export type FromWorker =
  | { range: number; sum: Float64Array; squares: Float64Array | null }
  | { range: number; error: string };
