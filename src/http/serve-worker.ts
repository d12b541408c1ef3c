// Entry of a `tna serve` worker thread: builds the local services once, then answers tasks until terminated.
import { parentPort, workerData } from 'node:worker_threads';
import { runTask, type Task } from './task.js';
import type { WorkerMessage } from './worker-pool.js';
import { serveServices, type ServiceSetup } from './serve-services.js';

const port = parentPort;
if (!port) throw new Error('serve-worker runs only as a worker thread of `tna serve`');

const services = await serveServices(workerData as ServiceSetup);
const encoder = new TextEncoder();
port.on('message', async ({ id, task }: { id: number; task: Task }) => {
  const result = await runTask(services, task);
  // The response goes to the server's thread as bytes (a response can be megabytes; a string would
  // be copied into its heap). They are copied, not transferred: once a thread has detached any
  // ArrayBuffer, V8 checks every typed-array access in its compiled code for detachment from then
  // on, and this thread's analyses (betweenness above all) were measured about 20% slower.
  const json = typeof result.json === 'string' ? encoder.encode(result.json) : result.json;
  const message: WorkerMessage = { id, result: { ...result, json } };
  port.postMessage(message);
});
port.postMessage({ ready: true } satisfies WorkerMessage);
