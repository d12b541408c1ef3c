// A worker for the pool tests, speaking serve-worker's messages: echoes a task's body; `busy:<ms>` computes,
// `wait:<ms>` waits (as on a language model), `exit` ends the thread.
import { parentPort, threadId } from 'node:worker_threads';
import type { Task } from '../../src/http/task.js';

// node --test also runs this file on the main thread, where it must do nothing.
const port = parentPort;
if (port) {
  let running = 0;
  port.on('message', async ({ id, task }: { id: number; task: Task }) => {
    const body = typeof task.body === 'string' ? task.body : new TextDecoder().decode(task.body);
    if (body === 'exit') process.exit(3);
    running++;
    const concurrent = running;
    const [kind, ms] = body.split(':');
    if (kind === 'busy') for (const until = Date.now() + Number(ms); Date.now() < until; );
    if (kind === 'wait') await new Promise((resolve) => setTimeout(resolve, Number(ms)));
    running--;
    port.postMessage({ id, result: { status: 200, json: JSON.stringify({ body, thread: threadId, concurrent }) } });
  });
  port.postMessage({ ready: true });
}
