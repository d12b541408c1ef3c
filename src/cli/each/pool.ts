// The worker threads of `tna graph --each`: each analyzes one file at a time, taking the next as it
// finishes one, so both cores stay busy whatever the files' sizes.
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

/** Where files are analyzed: on worker threads, or on this one. */
export interface EachRunner {
  run(input: EachInput): Promise<EachOutcome>;
  close(): Promise<void>;
}

interface Waiting {
  job: EachJob;
  done: (outcome: EachOutcome) => void;
}

export class EachPool implements EachRunner {
  private readonly idle: Worker[] = [];
  private readonly queue: Waiting[] = [];
  private readonly busy = new Map<Worker, Waiting>();
  private nextId = 0;
  private closing = false;
  /** Why the last worker stopped, once none is left to take the files still waiting. */
  private gone?: Error;

  constructor(
    private readonly size: number,
    private readonly data: EachWorkerData,
  ) {
    for (let i = 0; i < size; i++) this.spawn();
  }

  run(input: EachInput): Promise<EachOutcome> {
    return new Promise((done) => {
      this.queue.push({ job: { id: this.nextId++, input }, done });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await Promise.all([...this.idle, ...this.busy.keys()].map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const worker = this.idle.pop() as Worker;
      const waiting = this.queue.shift() as Waiting;
      this.busy.set(worker, waiting);
      worker.postMessage(waiting.job);
    }
    if (this.gone && this.idle.length === 0 && this.busy.size === 0) this.queue.splice(0).forEach((waiting) => this.fail(waiting, this.gone as Error));
  }

  private fail(waiting: Waiting, error: Error): void {
    waiting.done(failedOutcome(waiting.job.input.label, error, this.data.settings.format));
  }

  private spawn(): void {
    const worker = new Worker(workerFile(import.meta.url, ['./worker.js', './tna-each.mjs'], '--each'), { workerData: this.data, env: this.data.env });
    let answered = false;
    worker.on('message', (reply: EachReply) => {
      answered = true;
      const waiting = this.busy.get(worker);
      this.busy.delete(worker);
      waiting?.done(reply.outcome);
      this.idle.push(worker);
      this.dispatch();
    });
    let failure: Error | undefined;
    worker.on('error', (error) => (failure = error));
    // A worker that dies (out of memory, say) fails only the file it held, and another takes its
    // place; one that dies before answering anything would die again, and is not replaced.
    worker.on('exit', (code) => {
      if (this.closing) return;
      const held = this.busy.get(worker);
      this.busy.delete(worker);
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
      const error = new Error(`the analysis worker stopped (${failure?.message ?? `exit code ${code}`})`);
      if (held) this.fail(held, error);
      if (answered) return this.spawn();
      this.gone = error;
      this.dispatch();
    });
    this.idle.push(worker);
    this.dispatch();
  }
}
