// A small pool of worker threads that run API tasks, so a long analysis never blocks the server's event loop.
import { Worker } from 'node:worker_threads';
import { ApiError } from '../core/errors.js';
import { errorResult, runTask, type Services, type Task, type TaskResult } from './task.js';

/** Where tasks run: worker threads, or (for `--workers 0` and tests) the calling thread. */
export interface Executor {
  run(task: Task): Promise<TaskResult>;
  close(): Promise<void>;
  /** The answer for a request of this many bytes that would be turned away now, before its body is read (the memory budget). */
  refusal?(bodyBytes: number): TaskResult | undefined;
}

export interface PoolOptions {
  /** The worker's entry module. */
  file: URL;
  size: number;
  /** Passed to every worker as workerData. */
  workerData: unknown;
  /** The workers' process.env (default: this process's). */
  env?: NodeJS.ProcessEnv;
  /**
   * Tasks that mostly wait (on a language model) a worker holds at once. A worker takes a
   * CPU-bound task only when it runs no other: one analysis would hold up any task queued
   * behind it in the same thread, while an idle worker could have taken it.
   */
  perWorker?: number;
  /** Tasks waiting for a worker beyond this are turned away with 503. */
  maxQueue?: number;
}

/** Runs tasks in the calling thread: `--workers 0`, and tests that need no threads. */
export function inlineExecutor(services: Services): Executor {
  return { run: (task) => runTask(services, task), close: async () => undefined };
}

/** Messages a worker sends: it is ready, or a task's result. */
export type WorkerMessage = { ready: true } | { id: number; result: TaskResult };

interface Pending {
  resolve: (result: TaskResult) => void;
  waits: boolean;
}

interface Slot {
  worker: Worker;
  inFlight: Map<number, Pending>;
}

export class WorkerPool implements Executor {
  private readonly slots: Slot[] = [];
  private readonly queue: Array<{ task: Task; pending: Pending }> = [];
  private nextId = 1;
  private closing = false;
  /** Workers spawned but not ready yet: tasks wait for them rather than being turned away. */
  private starting = 0;

  private constructor(private readonly options: PoolOptions) {}

  /** Starts `size` workers and waits until each has built its services (so a broken setup fails at start). */
  static async start(options: PoolOptions): Promise<WorkerPool> {
    const pool = new WorkerPool(options);
    try {
      await Promise.all(Array.from({ length: options.size }, () => pool.spawn()));
    } catch (error) {
      await pool.close();
      throw error;
    }
    return pool;
  }

  get size(): number {
    return this.slots.length;
  }

  run(task: Task): Promise<TaskResult> {
    return new Promise((resolve) => {
      const pending = { resolve, waits: task.waitsOnModel === true };
      const slot = this.slotFor(pending);
      if (slot) return this.dispatch(slot, task, pending);
      const none = this.slots.length === 0 && this.starting === 0;
      if (none || this.queue.length >= (this.options.maxQueue ?? 1000)) {
        const why = none ? 'no analysis worker is running' : 'too many requests are waiting';
        return resolve({ ...errorResult(new ApiError(503, 'rate_limited', `the server is busy: ${why}; try again shortly`)), retryAfterSeconds: 1 });
      }
      this.queue.push({ task, pending });
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
  }

  /** The least busy worker that can take the task now, if any. */
  private slotFor(pending: Pending): Slot | undefined {
    let best: Slot | undefined;
    for (const slot of this.slots) {
      const computing = [...slot.inFlight.values()].some((p) => !p.waits);
      // A CPU-bound task may join tasks that only wait, but prefers a worker with nothing at all.
      const fits = !computing && (!pending.waits || slot.inFlight.size < (this.options.perWorker ?? 4));
      if (fits && (!best || slot.inFlight.size < best.inFlight.size)) best = slot;
    }
    return best;
  }

  private dispatch(slot: Slot, task: Task, pending: Pending): void {
    const id = this.nextId++;
    slot.inFlight.set(id, pending);
    // A body's bytes move to the worker rather than being copied.
    slot.worker.postMessage({ id, task }, typeof task.body === 'string' ? [] : [task.body.buffer]);
  }

  /** Hands queued tasks, oldest first, to workers that can take them now. */
  private drain(): void {
    for (let i = 0; i < this.queue.length; ) {
      const slot = this.slotFor(this.queue[i].pending);
      if (!slot) {
        i++;
        continue;
      }
      const [next] = this.queue.splice(i, 1);
      this.dispatch(slot, next.task, next.pending);
    }
  }

  /** Tasks waiting for workers that will not come are answered rather than left hanging. */
  private failQueued(reason: string): void {
    if (this.slots.length > 0 || this.starting > 0) return;
    for (const { pending } of this.queue.splice(0)) {
      pending.resolve(errorResult(new ApiError(500, 'internal', `internal error: no analysis worker could start (${reason})`)));
    }
  }

  private spawn(): Promise<void> {
    this.starting++;
    return new Promise((resolve, reject) => {
      const worker = new Worker(this.options.file, { workerData: this.options.workerData, env: this.options.env ?? process.env });
      const slot: Slot = { worker, inFlight: new Map() };
      let ready = false;
      worker.on('message', (message: WorkerMessage) => {
        if ('ready' in message) {
          ready = true;
          this.starting--;
          this.slots.push(slot);
          this.drain();
          return resolve();
        }
        const pending = slot.inFlight.get(message.id);
        slot.inFlight.delete(message.id);
        pending?.resolve(message.result);
        this.drain();
      });
      // A worker that dies (an uncaught error, out of memory) fails only its own requests, and is replaced.
      let failure: Error | undefined;
      worker.on('error', (error) => (failure = error));
      worker.on('exit', (code) => {
        const index = this.slots.indexOf(slot);
        if (index >= 0) this.slots.splice(index, 1);
        const reason = failure?.message ?? `exit code ${code}`;
        // A task the server's own shutdown cut off is no failure of the server's: a 503 the client
        // may retry elsewhere, which nothing logs as an internal error after the server said it stopped.
        const cut = this.closing
          ? new ApiError(503, 'unavailable', 'the server stopped before it could answer; try again (another instance may answer)')
          : new ApiError(500, 'internal', `internal error: the analysis worker stopped (${reason})`);
        for (const pending of slot.inFlight.values()) pending.resolve(errorResult(cut));
        slot.inFlight.clear();
        if (!ready) {
          this.starting--;
          this.failQueued(reason);
          return reject(new Error(`the analysis worker did not start: ${reason}`));
        }
        if (!this.closing) this.spawn().catch(() => undefined);
      });
    });
  }
}
