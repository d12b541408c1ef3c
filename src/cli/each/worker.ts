// Entry of an analysis worker thread (pool.ts), for `tna graph --each` or `tna check` as its data
// says: builds this machine's Service once, then analyzes one file at a time as the command hands
// them out, until it is terminated.
import { parentPort, workerData } from 'node:worker_threads';
import type { CheckText } from '../../check/inputs.js';
import type { FileJobSettings } from '../../check/file-job.js';
import { localServiceFor } from '../../service/local-setup.js';
import type { EachWorkerData, PoolJob, READY } from './pool.js';

/** What a `tna check` worker is started with: plain data. */
export interface CheckWorkerData {
  kind: 'check';
  settings: FileJobSettings;
  env: NodeJS.ProcessEnv;
}

const port = parentPort;
if (!port) throw new Error('the analysis worker runs only as a worker thread of tna');

const data = workerData as EachWorkerData | CheckWorkerData;
// No store, no web search: the files are analyzed, never saved, and nothing is searched.
// Each text is read on this thread alone: the other threads read files of their own.
const service = localServiceFor({ cwd: data.settings.cwd, env: data.env, search: false, readOnThreads: false });
// Each command's code loads only in its own workers.
const analyze: (input: never) => Promise<unknown> =
  data.kind === 'check'
    ? await import('../../check/file-job.js').then(({ readAndAnalyze }) => (text: CheckText) => readAndAnalyze(service, text, data.settings))
    : await import('./analyze.js').then(({ analyzeEach }) => (input: Parameters<typeof analyzeEach>[1]) => analyzeEach(service, input, data.settings));
port.on('message', async ({ id, input }: PoolJob<never>) => {
  port.postMessage({ id, outcome: await analyze(input) });
});
// pool.ts's READY, written out: a value imported from pool.ts would load --each's printing here.
const ready: typeof READY = 'ready';
port.postMessage(ready);
