// Where `tna graph --each` analyzes its files: the command's own thread and worker threads beside
// it, each taking the next file as it finishes one, so every core stays busy whatever the files'
// sizes. The command's thread is one of them: it is there already (no start-up, no second copy
// of the code and of its heap), and it has little else to do than print.
import { Worker } from 'node:worker_threads';
import { workerFile } from '../../parallel/worker-file.js';
import { failedOutcome, type EachInput, type EachOutcome, type EachSettings } from './analyze.js';

/** What a worker is started with: plain data. */
export interface EachWorkerData {
  settings: EachSettings;
  env: NodeJS.ProcessEnv;
}
export interface EachJob {
  id: number;
  input: EachInput;
}
export interface EachReply {
  id: number;
  outcome: EachOutcome;
}

/** Where files are analyzed. */
export interface EachRunner {
  run(input: EachInput): Promise<EachOutcome>;
  close(): Promise<void>;
}

/**
 * Files a worker holds at once: the one it analyzes and the next, so that it never waits for
 * this thread, which may be in the middle of a long file of its own when the worker finishes.
 */
const HELD = 2;

interface Waiting {
  job: EachJob;
  done: (outcome: EachOutcome) => void;
}

export class EachPool implements EachRunner {
  private readonly workers = new Map<Worker, Map<number, Waiting>>();
  private readonly queue: Waiting[] = [];
  private nextId = 0;
  private closing = false;
  private localBusy = false;
  /** Why the last worker stopped, once none is left (this thread then takes every file). */
  private gone?: Error;

  /**
   * `threads` in all: this thread, when `local` analyzes here, and workers for the rest (tests
   * leave `local` out, to run every file on the workers).
   */
  constructor(
    threads: number,
    private readonly data: EachWorkerData,
    private readonly local?: (input: EachInput) => Promise<EachOutcome>,
  ) {
    for (let i = local ? 1 : 0; i < threads; i++) this.spawn();
  }

  run(input: EachInput): Promise<EachOutcome> {
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
      if (this.local && !this.localBusy) {
        this.runHere(this.queue.shift() as Waiting);
        continue;
      }
      const worker = this.leastHeld();
      if (!worker) break;
      const waiting = this.queue.shift() as Waiting;
      this.workers.get(worker)?.set(waiting.job.id, waiting);
      worker.postMessage(waiting.job);
    }
    if (this.gone && this.workers.size === 0 && !this.local) this.queue.splice(0).forEach((waiting) => this.fail(waiting, this.gone as Error));
  }

  private runHere(waiting: Waiting): void {
    this.localBusy = true;
    void (this.local as (input: EachInput) => Promise<EachOutcome>)(waiting.job.input).then((outcome) => {
      this.localBusy = false;
      waiting.done(outcome);
      this.dispatch();
    });
  }

  /** The worker holding the fewest files, if one can take another. */
  private leastHeld(): Worker | undefined {
    let best: Worker | undefined;
    for (const [worker, held] of this.workers) if (held.size < HELD && (!best || held.size < (this.workers.get(best)?.size ?? 0))) best = worker;
    return best;
  }

  private fail(waiting: Waiting, error: Error): void {
    waiting.done(failedOutcome(waiting.job.input.label, error, this.data.settings.format));
  }

  private spawn(): void {
    const worker = new Worker(workerFile(import.meta.url, ['./worker.js', './tna-each.mjs'], '--each'), { workerData: this.data, env: this.data.env });
    const held = new Map<number, Waiting>();
    this.workers.set(worker, held);
    let answered = false;
    worker.on('message', (reply: EachReply) => {
      answered = true;
      const waiting = held.get(reply.id);
      held.delete(reply.id);
      waiting?.done(reply.outcome);
      this.dispatch();
    });
    let failure: Error | undefined;
    worker.on('error', (error) => (failure = error));
    // A worker that dies (out of memory, say) fails only the files it held, and another takes its
    // place; one that dies before answering anything would die again, and is not replaced.
    worker.on('exit', (code) => {
      if (this.closing) return;
      this.workers.delete(worker);
      const error = new Error(`the analysis worker stopped (${failure?.message ?? `exit code ${code}`})`);
      for (const waiting of held.values()) this.fail(waiting, error);
      if (answered) return this.spawn();
      this.gone = error;
      this.dispatch();
    });
  }
}
