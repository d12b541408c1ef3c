// Where a command over many files analyzes them (`tna graph --each`, `tna check`): worker threads,
// and for --each the command's own thread beside them, each taking the next file as it finishes
// one, so every core stays busy whatever the files' sizes. The command's thread can be one of
// them: it is there already (no start-up, no second copy of the code and of its heap), and it has
// little else to do than print. One worker entry serves both commands (worker.ts): what it runs
// is named by the data it is started with.
import { availableParallelism } from 'node:os';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { workerFile } from '../../parallel/worker-file.js';
import { Claims, HERE, SLOTS } from './claims.js';
import { failedOutcome, type EachInput, type EachOutcome, type EachSettings } from './analyze.js';

/** What a `tna graph --each` worker is started with: plain data. */
export interface EachWorkerData {
  kind?: 'each';
  settings: EachSettings;
  env: NodeJS.ProcessEnv;
}
export interface PoolJob<I> {
  id: number;
  /** Its slot in the claims (claims.ts). */
  slot: number;
  input: I;
}
export interface PoolReply<O> {
  id: number;
  slot: number;
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
 * How many files a command over many (tna check, graph --each) analyzes at once by default: two on
 * a machine of two processors, else all processors but one. Each thread is a V8 isolate that keeps
 * more than one processor busy (V8's collector and compiler threads beside it) and compiles the
 * code again for itself; with the compiler's pace the command line sets (v8-pace.ts), two
 * threads on a 2-core machine took 0.86× the time one thread took before to check 500 READMEs
 * and 0.85× to graph 755 abstracts, where without it they were slower than one (1.17×). Beyond
 * two processors, one is left to V8's threads.
 */
export function defaultThreads(processors = availableParallelism()): number {
  return Math.min(processors, Math.max(2, processors - 1));
}

/**
 * Files in flight per thread, the one it analyzes among them: enough that a worker finds files
 * offered while the command's thread is busy with a long file of its own, or holds the printing up
 * with one, few enough that the outcomes kept meanwhile stay small (a file's facts or its output,
 * never its page).
 */
export const AHEAD_PER_THREAD = 8;

/**
 * A worker's entry: tsc's output beside this module; from the command line's bundle
 * (dist/tna.cjs), the launcher that compiles the bundle with the code cache made for these
 * workers (about a tenth of a second a worker, and V8's compiling beside it); else, from the
 * library's bundle, its own ES module entry.
 */
const WORKER_FILES = ['./worker.js', ...(import.meta.url.endsWith('/tna.cjs') ? ['../bin/pool-worker.cjs'] : []), './tna-each.mjs'];

/** Workers that ran out of memory before answering anything, replaced all the same (past this many, no more). */
const MAX_OOM_RESPAWNS = 4;

/** A file in flight: its slot in the shared claims, and whom to tell its outcome. */
interface Flight<I, O> {
  job: PoolJob<I>;
  done: (outcome: O) => void;
}

/** What a worker of the pool is started with, beside the command's own data. */
export interface PoolWorkerData {
  /** The claims all threads share (claims.ts). */
  claims: SharedArrayBuffer;
  /** The value this worker writes in a slot it claims. */
  owner: number;
}

/**
 * The threads of a command over many files. Every file is offered to every thread (posted to
 * each worker, queued here), and the first thread free to claim it in the shared memory of
 * claims.ts analyzes it: a worker goes from file to file without waiting for this thread, which
 * may be busy with a long file of its own, and this thread takes, when it is free, the oldest file
 * that no worker has taken. A worker that has not started yet claims nothing: a check of a few
 * files is over on this thread before a worker has started.
 */
export class WorkerPool<I, O> implements Runner<I, O> {
  /** The claims all its threads share (public for tests: which thread took which file). */
  readonly claims = new Claims();
  /** Each worker and its owner value. */
  private readonly workers = new Map<Worker, number>();
  /** Files in flight, by slot. */
  private readonly flights = new Map<number, Flight<I, O>>();
  /** Files offered, oldest first, for this thread to claim (some taken by workers since). */
  private readonly queue: Flight<I, O>[] = [];
  /** Files waiting for a free slot (more in flight than SLOTS: not in practice). */
  private readonly backlog: Flight<I, O>[] = [];
  private readonly freeSlots: number[] = Array.from({ length: SLOTS }, (_, i) => SLOTS - 1 - i);
  private nextId = 0;
  private nextOwner = HERE + 1;
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
      const flight: Flight<I, O> = { job: { id: this.nextId++, slot: -1, input }, done };
      const slot = this.freeSlots.pop();
      if (slot === undefined) this.backlog.push(flight);
      else this.offer(flight, slot);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.workers.keys()].map((worker) => worker.terminate()));
  }

  private offer(flight: Flight<I, O>, slot: number): void {
    flight.job.slot = slot;
    this.flights.set(slot, flight);
    this.claims.offer(slot, flight.job.id);
    this.queue.push(flight);
    for (const worker of this.workers.keys()) worker.postMessage(flight.job);
  }

  /** The file's outcome told, and its slot given to the next file waiting. */
  private finish(flight: Flight<I, O>, outcome: O): void {
    const { slot } = flight.job;
    if (this.flights.get(slot) !== flight) return;
    this.flights.delete(slot);
    this.claims.release(slot);
    const next = this.backlog.shift();
    if (next) this.offer(next, slot);
    else this.freeSlots.push(slot);
    flight.done(outcome);
    this.dispatch();
  }

  /** This thread takes the oldest file no thread has taken, when it is free; with no worker left, every file is this thread's. */
  private dispatch(): void {
    if (this.options.local) {
      while (!this.localBusy && this.queue.length > 0) {
        const flight = this.queue.shift() as Flight<I, O>;
        if (this.claims.claim(flight.job.slot, flight.job.id, HERE)) this.runHere(flight);
      }
    } else if (this.gone && this.workers.size === 0) {
      for (const flight of this.queue.splice(0)) if (this.claims.claim(flight.job.slot, flight.job.id, HERE)) this.fail(flight, this.gone);
    } else {
      // Files taken by workers need no place in this queue.
      while (this.queue.length > 0 && !this.claims.offered(this.queue[0].job.slot, this.queue[0].job.id)) this.queue.shift();
    }
  }

  /**
   * Each file this thread takes starts from the event loop (setImmediate), never straight from the
   * promise that ended the one before: a small file is read and analyzed without any wait, so a
   * chain of them in promise callbacks alone would never let this thread hear a worker hand back a
   * file, nor let the command print it.
   */
  private runHere(flight: Flight<I, O>): void {
    this.localBusy = true;
    setImmediate(() => {
      void (this.options.local as (input: I) => Promise<O>)(flight.job.input).then((outcome) => {
        this.localBusy = false;
        this.finish(flight, outcome);
      });
    });
  }

  private fail(flight: Flight<I, O>, error: Error): void {
    const { retry } = this.options;
    const input = flight.job.input;
    if (retry) void retry(input).then((outcome) => this.finish(flight, outcome), (failure: Error) => this.finish(flight, this.options.failed(input, failure)));
    else this.finish(flight, this.options.failed(input, error));
  }

  private spawn(): void {
    const { data, resourceLimits } = this.options;
    const owner = this.nextOwner++;
    const workerData: typeof data & PoolWorkerData = { ...data, claims: this.claims.buffer, owner };
    const worker = new Worker(workerFile(import.meta.url, WORKER_FILES, 'analysis'), { workerData, env: data.env, ...(resourceLimits ? { resourceLimits } : {}) });
    this.workers.set(worker, owner);
    // The files offered before it started, that no thread has taken yet.
    for (const flight of this.queue) if (this.claims.offered(flight.job.slot, flight.job.id)) worker.postMessage(flight.job);
    let answered = false;
    worker.on('message', (reply: PoolReply<O>) => {
      answered = true;
      const flight = this.flights.get(reply.slot);
      if (flight && flight.job.id === reply.id) this.finish(flight, reply.outcome);
    });
    let failure: Error | undefined;
    worker.on('error', (error) => (failure = error));
    // A worker that dies (out of memory, say) fails only the file it took (or hands it to
    // `retry`), and another takes its place; one that dies before answering anything would die
    // again, and is not replaced.
    worker.on('exit', (code) => {
      if (this.closing) return;
      this.workers.delete(worker);
      const error = new Error(`the analysis worker stopped (${failure?.message ?? `exit code ${code}`})`);
      const held = [...this.flights.values()].filter((flight) => this.claims.owner(flight.job.slot) === owner);
      for (const flight of held) this.fail(flight, error);
      // Out of memory on a file is that file's doing (handed to `retry`), not the worker's: a few such are replaced even unanswered.
      const outOfMemory = (failure as NodeJS.ErrnoException | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY' && held.length > 0 && this.oomRespawns++ < MAX_OOM_RESPAWNS;
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
