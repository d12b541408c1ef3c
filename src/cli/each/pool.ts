// Where a command over many files analyzes them (`tna graph --each`, `tna check`): worker threads,
// and for --each the command's own thread beside them, each taking the next file as it finishes
// one, so every core stays busy whatever the files' sizes. The command's thread can be one of
// them: it is there already (no start-up, no second copy of the code and of its heap), and it has
// little else to do than print. One worker entry serves both commands (worker.ts): what it runs
// is named by the data it is started with.
import { availableParallelism } from 'node:os';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { workerFile } from '../../parallel/worker-file.js';
import { failedOutcome, type EachInput, type EachOutcome, type EachSettings } from './analyze.js';

/** What a `tna graph --each` worker is started with: plain data. */
export interface EachWorkerData {
  kind?: 'each';
  settings: EachSettings;
  env: NodeJS.ProcessEnv;
}
export interface PoolJob<I> {
  id: number;
  input: I;
}
export interface PoolReply<O> {
  id: number;
  outcome: O;
}
export type EachJob = PoolJob<EachInput>;
export type EachReply = PoolReply<EachOutcome>;

/** Where files are analyzed. */
export interface Runner<I, O> {
  run(input: I): Promise<O>;
  close(): Promise<void>;
}
export type EachRunner = Runner<EachInput, EachOutcome>;

export interface PoolOptions<I, O> {
  /** Threads in all: this thread, when `local` analyzes here, and workers for the rest. */
  threads: number;
  /** What each worker is started with (plain data): worker.ts reads its `kind`. */
  data: { kind?: string; env: NodeJS.ProcessEnv };
  /** This thread as one of the threads (tests leave it out, to run every file on the workers). */
  local?: (input: I) => Promise<O>;
  /** The outcome of an input that no worker could analyze. */
  failed: (input: I, error: Error) => O;
  /** Each worker's heap (node's resourceLimits); default: node's. */
  resourceLimits?: ResourceLimits;
  /**
   * Where an input goes whose worker stopped (ran out of its capped heap, say) before it
   * answered: analyzed again there rather than failed, so that a capped worker heap never fails
   * a file that this thread's heap can take.
   */
  retry?: (input: I) => Promise<O>;
}

/**
 * Files a worker holds at once: the one it analyzes and the next, so that it never waits for
 * this thread, which may be in the middle of a long file of its own when the worker finishes.
 */
const HELD = 2;

/** What a worker sends once it can take files (worker.ts). */
export const READY = 'ready';

/**
 * How many files a command over many (tna check, graph --each) analyzes at once by default: all
 * processors but one. The command's thread already keeps more than one busy (V8's collector and
 * compiler threads), and a worker starts cold: on a quiet 2-core machine a worker beside it made
 * 500 READMEs slower to check (4.5 s against 4.0 s) and 400 short abstracts slower to graph
 * (--each, 1.07–1.11×).
 */
export function defaultThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/** Workers that ran out of memory before answering anything, replaced all the same (past this many, no more). */
const MAX_OOM_RESPAWNS = 4;

interface Waiting<I, O> {
  job: PoolJob<I>;
  done: (outcome: O) => void;
}

export class WorkerPool<I, O> implements Runner<I, O> {
  private readonly workers = new Map<Worker, Map<number, Waiting<I, O>>>();
  /**
   * Workers that said they are ready (their code loaded, their Service built). Until then a
   * worker is given no file: where this thread analyzes too, it takes them meanwhile, and a check
   * of a few files is over before a worker has started.
   */
  private readonly ready = new Set<Worker>();
  private readonly queue: Waiting<I, O>[] = [];
  private nextId = 0;
  private closing = false;
  private localBusy = false;
  private oomRespawns = 0;
  /** Why the last worker stopped, once none is left (this thread then takes every file, if it analyzes). */
  private gone?: Error;

  constructor(private readonly options: PoolOptions<I, O>) {
    for (let i = options.local ? 1 : 0; i < options.threads; i++) this.spawn();
  }

  run(input: I): Promise<O> {
    return new Promise((done) => {
      this.queue.push({ job: { id: this.nextId++, input }, done });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.workers.keys()].map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      if (this.options.local && !this.localBusy) {
        this.runHere(this.queue.shift() as Waiting<I, O>);
        continue;
      }
      const worker = this.leastHeld();
      if (!worker) break;
      const waiting = this.queue.shift() as Waiting<I, O>;
      this.workers.get(worker)?.set(waiting.job.id, waiting);
      worker.postMessage(waiting.job);
    }
    if (this.gone && this.workers.size === 0 && !this.options.local) this.queue.splice(0).forEach((waiting) => this.fail(waiting, this.gone as Error));
  }

  /**
   * Each file this thread takes starts from the event loop (setImmediate), never straight from the
   * promise that ended the one before: a small file is read and analyzed without any wait, so a
   * chain of them in promise callbacks alone would never let this thread hear a worker say it is
   * ready or hand back a file, and the workers would stay idle while this thread took every file.
   */
  private runHere(waiting: Waiting<I, O>): void {
    this.localBusy = true;
    setImmediate(() => {
      void (this.options.local as (input: I) => Promise<O>)(waiting.job.input).then((outcome) => {
        this.localBusy = false;
        waiting.done(outcome);
        this.dispatch();
      });
    });
  }

  /** The worker holding the fewest files, if one is ready and can take another. */
  private leastHeld(): Worker | undefined {
    let best: Worker | undefined;
    for (const [worker, held] of this.workers) if (this.ready.has(worker) && held.size < HELD && (!best || held.size < (this.workers.get(best)?.size ?? 0))) best = worker;
    return best;
  }

  private fail(waiting: Waiting<I, O>, error: Error): void {
    const { retry } = this.options;
    if (retry) void retry(waiting.job.input).then(waiting.done, (failure: Error) => waiting.done(this.options.failed(waiting.job.input, failure)));
    else waiting.done(this.options.failed(waiting.job.input, error));
  }

  private spawn(): void {
    const { data, resourceLimits } = this.options;
    const worker = new Worker(workerFile(import.meta.url, ['./worker.js', './tna-each.mjs'], 'analysis'), { workerData: data, env: data.env, ...(resourceLimits ? { resourceLimits } : {}) });
    const held = new Map<number, Waiting<I, O>>();
    this.workers.set(worker, held);
    let answered = false;
    worker.on('message', (reply: PoolReply<O> | typeof READY) => {
      if (reply === READY) {
        this.ready.add(worker);
        return this.dispatch();
      }
      answered = true;
      const waiting = held.get(reply.id);
      held.delete(reply.id);
      waiting?.done(reply.outcome);
      this.dispatch();
    });
    let failure: Error | undefined;
    worker.on('error', (error) => (failure = error));
    // A worker that dies (out of memory, say) fails only the files it held (or hands them to
    // `retry`), and another takes its place; one that dies before answering anything would die
    // again, and is not replaced.
    worker.on('exit', (code) => {
      if (this.closing) return;
      this.workers.delete(worker);
      this.ready.delete(worker);
      const error = new Error(`the analysis worker stopped (${failure?.message ?? `exit code ${code}`})`);
      for (const waiting of held.values()) this.fail(waiting, error);
      // Out of memory on a file is that file's doing (handed to `retry`), not the worker's: a few such are replaced even unanswered.
      const outOfMemory = (failure as NodeJS.ErrnoException | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY' && held.size > 0 && this.oomRespawns++ < MAX_OOM_RESPAWNS;
      if (answered || outOfMemory) return this.spawn();
      this.gone = error;
      this.dispatch();
    });
  }
}

/** `tna graph --each`'s pool: `threads` in all, this thread one of them when `local` analyzes here. */
export class EachPool extends WorkerPool<EachInput, EachOutcome> {
  constructor(threads: number, data: EachWorkerData, local?: (input: EachInput) => Promise<EachOutcome>) {
    super({ threads, data: { ...data, kind: 'each' }, local, failed: (input, error) => failedOutcome(input.label, error, data.settings.format) });
  }
}
