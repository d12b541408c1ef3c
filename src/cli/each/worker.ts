// Entry of a `tna graph --each` worker thread: builds this machine's Service once, then analyzes
// one file at a time as the command hands them out, until it is terminated.
import { parentPort, workerData } from 'node:worker_threads';
import { localServiceFor } from '../../service/local-setup.js';
import { analyzeEach } from './analyze.js';
import type { EachJob, EachReply, EachWorkerData } from './pool.js';

const port = parentPort;
if (!port) throw new Error('the --each worker runs only as a worker thread of tna graph');

const { settings, env } = workerData as EachWorkerData;
// No store, no web search: --each saves nothing and searches nothing.
// Its texts are read on this thread alone: the other threads read files of their own.
const service = localServiceFor({ cwd: settings.cwd, env, search: false, readOnThreads: false });
port.on('message', async ({ id, input }: EachJob) => {
  const reply: EachReply = { id, outcome: await analyzeEach(service, input, settings) };
  port.postMessage(reply);
});
