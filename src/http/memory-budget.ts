// The memory budget of `tna serve`: requests take their estimated memory from it, wait in a queue
// (small ones first, none forever) until it and a worker are free, and are turned away with 503
// and Retry-After when the queue is full or they have waited too long, rather than taking more.
import { ApiError } from '../core/errors.js';
import { errorResult, type Task, type TaskResult } from './task.js';
import type { Executor } from './worker-pool.js';
import { DEFAULT_MAX_QUEUE } from './server-defaults.js';

const MiB = 1024 * 1024;

/**
 * Memory of one analysis: a fixed part (the lexicon's working set, the response's envelope) and
 * a part per byte of the body (the statements, the graph and its betweenness, the JSON response).
 * Measured in one thread by the growth of the peak resident memory over one request, on prose and
 * on made-up words, 10 KB to 1 MB, with the default response and with maxNodes=all: 9 to 16 MiB
 * at 10 KB, 33 to 69 MiB at 200 KB, 68 to 189 MiB at 1 MB. 8 MiB + 256 bytes per byte covers all
 * but the full graph of a 1 MB text.
 */
export const RUN_BASE_BYTES = 8 * MiB;
export const RUN_BYTES_PER_BODY_BYTE = 256;
/**
 * A request waiting for its turn holds its body on the server's thread, and the pieces it arrived
 * in until they are collected: measured as the growth of the server's peak memory with 200
 * waiting 200 KB requests, about 0.9 MiB each.
 */
export const WAIT_BASE_BYTES = 128 * 1024;
export const WAIT_BYTES_PER_BODY_BYTE = 4;

export const DEFAULT_MAX_WAIT_MS = 30_000;

export interface BudgetOptions {
  /** What the requests in progress may take together, in bytes. */
  bytes: number;
  /** Analyses at once (the workers); tasks that mostly wait on a language model do not count. */
  concurrency: number;
  /** Requests waiting beyond this many are turned away at once. */
  maxQueue?: number;
  /** A request that has waited this long is turned away. */
  maxWaitMs?: number;
}

const bodyBytes = (task: Task): number => (typeof task.body === 'string' ? Buffer.byteLength(task.body) : task.body.byteLength);

/** Bodies up to 16 KB are class 0, up to 32 KB class 1, up to 64 KB class 2, and so on. */
function classOfBytes(bytes: number): number {
  return Math.ceil(Math.log2(Math.max(1, bytes / (16 * 1024))));
}
const sizeClassOf = (task: Task) => classOfBytes(bodyBytes(task));

/** The estimated memory of a task while it runs. */
export function runCost(task: Task): number {
  return RUN_BASE_BYTES + bodyBytes(task) * RUN_BYTES_PER_BODY_BYTE;
}

/** The estimated memory of a task while it waits. */
export function waitCost(task: Task): number {
  return WAIT_BASE_BYTES + bodyBytes(task) * WAIT_BYTES_PER_BODY_BYTE;
}

interface Waiting {
  task: Task;
  run: number;
  wait: number;
  /** Order of service (start-time fair queueing between size classes): small requests are not stuck behind large ones, nor large ones behind a stream of small ones. */
  key: number;
  /** Bodies up to 16 KB, 32 KB, 64 KB, …: 0, 1, 2, … */
  sizeClass: number;
  seq: number;
  computes: boolean;
  resolve: (result: TaskResult) => void;
  timer?: NodeJS.Timeout;
}

function busy(why: string, retryAfterSeconds: number): TaskResult {
  return { ...errorResult(new ApiError(503, 'rate_limited', `the server is busy: ${why}; try again in ${retryAfterSeconds} s`)), retryAfterSeconds };
}

/** An Executor in front of another that keeps the requests in progress within a memory budget. */
export class MemoryBudget implements Executor {
  private readonly queue: Waiting[] = [];
  /** Bytes taken by running tasks and by waiting ones. */
  private taken = 0;
  private running = 0;
  private computing = 0;
  private seq = 0;
  /** Virtual time: the key of the latest task started. */
  private clock = 0;
  /** Per size class, where its latest task's turn ends in virtual time. */
  private readonly classEnds = new Map<number, number>();
  /** Mean milliseconds of an analysis, for Retry-After. */
  private meanMs = 1000;

  constructor(
    private readonly inner: Executor,
    readonly options: BudgetOptions,
  ) {}

  /** Bytes the requests in progress hold now (for tests and the log). */
  get inUse(): number {
    return this.taken;
  }

  get waiting(): number {
    return this.queue.length;
  }

  run(task: Task): Promise<TaskResult> {
    const { bytes, maxQueue = DEFAULT_MAX_QUEUE } = this.options;
    const run = Math.min(runCost(task), bytes);
    const wait = Math.min(waitCost(task), run);
    // Waiting takes memory too: a request that cannot even wait within the budget is turned away,
    // unless turning away larger ones that wait makes room (so small requests get through).
    if (this.running + this.queue.length > 0 && this.taken + wait > bytes && !this.makeRoom(wait, sizeClassOf(task))) {
      return Promise.resolve(busy("the requests in progress use this server's memory budget", this.retryAfter()));
    }
    return new Promise((resolve) => {
      const sizeClass = sizeClassOf(task);
      const key = this.turnOf(sizeClass, run);
      const entry: Waiting = { task, run, wait, key, sizeClass, seq: this.seq++, computes: task.waitsOnModel !== true, resolve };
      this.taken += wait;
      this.insert(entry);
      this.drain();
      if (!this.queue.includes(entry)) return;
      if (this.queue.length > maxQueue) {
        this.queue.splice(this.queue.indexOf(entry), 1);
        this.taken -= wait;
        resolve(busy(`${this.queue.length} requests are waiting`, this.retryAfter()));
      } else {
        const maxWaitMs = this.options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
        entry.timer = setTimeout(() => this.expire(entry), maxWaitMs);
      }
    });
  }

  /** Whether a body of this size would be turned away now (as run would, short of turning others away for it). */
  refusal(bodyBytes: number): TaskResult | undefined {
    const wait = Math.min(WAIT_BASE_BYTES + bodyBytes * WAIT_BYTES_PER_BODY_BYTE, RUN_BASE_BYTES + bodyBytes * RUN_BYTES_PER_BODY_BYTE, this.options.bytes);
    const sizeClass = classOfBytes(bodyBytes);
    const empty = this.running + this.queue.length === 0;
    if (empty || this.taken + wait <= this.options.bytes || this.queue.some((e) => e.sizeClass > sizeClass)) return undefined;
    return busy("the requests in progress use this server's memory budget", this.retryAfter());
  }

  close(): Promise<void> {
    for (const entry of this.queue.splice(0)) {
      clearTimeout(entry.timer);
      entry.resolve(busy('it is shutting down', 1));
    }
    return this.inner.close();
  }

  /**
   * A task's place in virtual time. Each size class (bodies up to 16 KB, 32 KB, 64 KB, …) is served
   * in turn, by bytes of estimated memory: while 200 large requests wait, a small one starts after
   * at most one more large one, and a stream of small ones lets the large ones have their share.
   */
  private turnOf(sizeClass: number, cost: number): number {
    const start = Math.max(this.clock, this.classEnds.get(sizeClass) ?? 0);
    this.classEnds.set(sizeClass, start + cost);
    return start;
  }

  /** Turns away waiting requests of larger size classes, the largest and latest first, if that leaves room for `wait`. */
  private makeRoom(wait: number, sizeClass: number): boolean {
    const larger = this.queue.filter((e) => e.sizeClass > sizeClass).sort((a, b) => b.wait - a.wait || b.seq - a.seq);
    const leave: Waiting[] = [];
    let room = this.options.bytes - this.taken;
    for (const entry of larger) {
      if (room >= wait) break;
      leave.push(entry);
      room += entry.wait;
    }
    if (room < wait) return false;
    for (const entry of leave) this.turnAway(entry, 'smaller requests go first while memory is short');
    return true;
  }

  private turnAway(entry: Waiting, why: string): void {
    this.queue.splice(this.queue.indexOf(entry), 1);
    clearTimeout(entry.timer);
    this.taken -= entry.wait;
    entry.resolve(busy(why, this.retryAfter()));
  }

  private insert(entry: Waiting): void {
    let i = this.queue.length;
    while (i > 0 && this.queue[i - 1].key > entry.key) i--;
    this.queue.splice(i, 0, entry);
  }

  /**
   * Starts waiting tasks in order while they fit: the first that does not fit in memory stops
   * the rest (a big task at the head is not overtaken forever); a task that would wait only for
   * a worker lets the ones behind it that do not need one (language-model tasks) go first.
   */
  private drain(): void {
    for (let i = 0; i < this.queue.length; ) {
      const next = this.queue[i];
      if (next.computes && this.computing >= this.options.concurrency) {
        i++;
        continue;
      }
      if (this.running > 0 && this.taken - next.wait + next.run > this.options.bytes) return;
      this.queue.splice(i, 1);
      this.start(next);
    }
  }

  private start(entry: Waiting): void {
    clearTimeout(entry.timer);
    this.taken += entry.run - entry.wait;
    this.clock = Math.max(this.clock, entry.key);
    this.running++;
    if (entry.computes) this.computing++;
    const started = performance.now();
    const finish = (result: TaskResult) => {
      if (entry.computes) this.meanMs = 0.8 * this.meanMs + 0.2 * (performance.now() - started);
      // The response stays in memory until it is sent: its share is held until the server releases it.
      const held = Math.min(entry.run, typeof result.json === 'string' ? result.json.length * 2 : result.json.byteLength);
      this.taken -= entry.run - held;
      this.running--;
      if (entry.computes) this.computing--;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.taken -= held;
        this.drain();
      };
      this.drain();
      entry.resolve({ ...result, release });
    };
    this.inner.run(entry.task).then(finish, (error: unknown) => finish(errorResult(error)));
  }

  private expire(entry: Waiting): void {
    if (!this.queue.includes(entry)) return;
    this.turnAway(entry, `the request waited ${Math.round((this.options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS) / 1000)} s for its turn`);
  }

  /** Seconds until the waiting requests might have been served, from the mean analysis time; 1 to 60. */
  private retryAfter(): number {
    const rounds = Math.ceil((this.queue.length + 1) / Math.max(1, this.options.concurrency));
    return Math.min(60, Math.max(1, Math.ceil((rounds * this.meanMs) / 1000)));
  }
}
