// An analysis worker thread of the pool (pool.ts), for `tna graph --each` or `tna check` as its
// data says: builds this machine's Service once, then goes through the files the command offers,
// in order, one at a time, analyzing each it claims first (claims.ts) and passing over those
// another thread took, until it is terminated. Started from worker.ts (tsc's output and the
// library's bundle) or from bin/pool-worker.cjs (the command line's bundle, with its code cache).
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { CheckText } from '../../check/inputs.js';
import type { FileJobSettings } from '../../check/file-job.js';
import { localServiceFor } from '../../service/local-setup.js';
import { Claims } from './claims.js';
import type { EachWorkerData, PoolJob, PoolWorkerData } from './pool.js';

/** What a `tna check` worker is started with: plain data. */
export interface CheckWorkerData {
  kind: 'check';
  settings: FileJobSettings;
  env: NodeJS.ProcessEnv;
}

/** Runs this worker thread until it is terminated. */
export async function runPoolWorker(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('the analysis worker runs only as a worker thread of tna');
  const data = workerData as (EachWorkerData | CheckWorkerData) & PoolWorkerData;
  const claims = new Claims(data.claims);
  // No store, no web search: the files are analyzed, never saved, and nothing is searched.
  // Each text is read on this thread alone: the other threads read files of their own.
  const service = localServiceFor({ cwd: data.settings.cwd, env: data.env, search: false, readOnThreads: false });
  // Each command's code loads only in its own workers.
  const analyze: (input: never) => Promise<unknown> =
    data.kind === 'check'
      ? await import('../../check/file-job.js').then(({ readAndAnalyze }) => (text: CheckText) => readAndAnalyze(service, text, data.settings))
      : await import('./analyze.js').then(({ analyzeEach }) => (input: Parameters<typeof analyzeEach>[1]) => analyzeEach(service, input, data.settings));
  // Offered files wait here while one is analyzed: a file is claimed when its turn comes, never on arrival.
  const offered: PoolJob<never>[] = [];
  let busy = false;
  async function work(): Promise<void> {
    busy = true;
    for (let job = offered.shift(); job; job = offered.shift()) {
      if (!claims.claim(job.slot, job.id, data.owner)) continue;
      (port as MessagePort).postMessage({ id: job.id, slot: job.slot, outcome: await analyze(job.input) });
    }
    busy = false;
  }
  port.on('message', (job: PoolJob<never>) => {
    offered.push(job);
    if (!busy) void work();
  });
}
