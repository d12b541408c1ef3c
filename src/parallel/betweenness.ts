// Betweenness on every core: worker threads share one WebAssembly memory holding the graph, each
// takes the next range of sources (from a shared counter) as it becomes free, and this thread adds
// the ranges' sums in range order, so the result is the same bits as core/'s one-thread run
// whatever the number of threads.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { BetweennessJob, betweennessWork, PARALLEL_WORK, runJob, type Batch, type BetweennessOptions, type Centrality } from '../core/graph/betweenness.js';
import type { UnfinishedMemory } from '../core/graph/brandes.js';
import type { CsrGraph } from '../core/types.js';
import type { FromWorker, ToWorker, WorkerSetup } from './protocol.js';
import { workerFile } from './worker-file.js';

export interface ThreadOptions extends BetweennessOptions {
  /** Threads that run Brandes (default: the processors available); 1 runs on the calling thread. */
  threads?: number;
  /** Lower the worker threads' priority, so a server's other requests keep their share of the processors. */
  background?: boolean;
  /** Start threads only for at least this much work (default PARALLEL_WORK; tests use 0). */
  minWork?: number;
}

/**
 * The threads to run: as many as asked (default: the processors available); a server's
 * (background) requests get at most the processors it has.
 */
export function threadCount(requested: number | undefined, background = false): number {
  const cores = availableParallelism();
  const wanted = Math.max(1, Math.floor(requested ?? cores));
  return background ? Math.min(wanted, cores) : wanted;
}

/** Betweenness of a graph on up to `threads` worker threads (on this thread when the graph is small). */
export async function parallelBetweenness(csr: CsrGraph, options: ThreadOptions = {}): Promise<Centrality> {
  const threads = threadCount(options.threads, options.background);
  if (threads < 2 || betweennessWork(csr, options) < (options.minWork ?? PARALLEL_WORK)) return runJob(new BetweennessJob(csr, options));
  // One WebAssembly memory for all: the graph once, which every worker reads, and each worker's
  // own state; no more workers than ranges (a worker runs one range at a time).
  const job = new BetweennessJob(csr, options, { runners: threads });
  const team = new Team(job.unfinished, options.background ?? false);
  try {
    let meanwhile = options.meanwhile;
    for (let batch = job.next(); batch; batch = job.next()) {
      const running = team.run(batch, job);
      try {
        meanwhile?.();
      } catch (error) {
        // Its own failure is the one to report; the threads' outcome no longer matters.
        running.catch(() => undefined);
        throw error;
      }
      meanwhile = undefined;
      await running;
    }
    return job.result();
  } finally {
    await team.close();
  }
}

/** Worker threads for one computation. */
class Team {
  private readonly workers: Worker[];
  private failure?: (error: Error) => void;
  private closing = false;

  /** A worker for each runner of `unfinished`; the first chooses the arcs. */
  constructor(unfinished: UnfinishedMemory, background: boolean) {
    const file = workerFile(import.meta.url, ['./betweenness-worker.js', './tna-betweenness.mjs'], 'betweenness');
    this.workers = Array.from({ length: unfinished.runners }, (_, runner) => {
      const workerData: WorkerSetup = { unfinished, runner, background };
      const worker = new Worker(file, { workerData });
      worker.on('error', (error) => this.failure?.(error));
      worker.on('exit', (code) => {
        if (!this.closing) this.failure?.(new Error(`a betweenness worker stopped (exit code ${code})`));
      });
      return worker;
    });
  }

  /**
   * Runs every range of a batch: the workers take the ranges themselves (a shared counter), so
   * they keep going while this thread does other work; the sums are added here in range order.
   */
  run(batch: Batch, job: BetweennessJob): Promise<void> {
    const ranges = batch.bounds.length - 1;
    const results = new Map<number, { sum: Float64Array; squares: Float64Array | null }>();
    let added = 0;
    return new Promise<void>((resolve, reject) => {
      this.failure = reject;
      const next = new Int32Array(new SharedArrayBuffer(4));
      for (const worker of this.workers) {
        worker.removeAllListeners('message');
        worker.on('message', (reply: FromWorker) => {
          if ('error' in reply) return reject(new Error(`betweenness worker: ${reply.error}`));
          results.set(reply.range, reply);
          // Ranges finish in any order; they are added in range order, which fixes the result's bits.
          try {
            for (let result = results.get(added); result; result = results.get(added)) {
              job.add(result.sum, result.squares);
              results.delete(added++);
            }
          } catch (error) {
            // A progress callback that throws (a caller's abort) ends the computation, not the process.
            return reject(error as Error);
          }
          if (added === ranges) resolve();
        });
        worker.postMessage({ sources: batch.sources, counts: batch.counts, squares: batch.squares, bounds: batch.bounds, next } satisfies ToWorker);
      }
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
