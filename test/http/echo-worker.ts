// A worker for the pool tests, speaking serve-worker's messages: echoes a task's body; `hold` holds
// its thread (as a long computation does) and `gated` waits without holding it (as on a language
// model), each until the test opens the gate it shares (workerData.gate, gate.ts); `exit` ends the
// thread. The tests decide when a task ends, so what they see does not depend on the machine's speed.
import { parentPort, threadId, workerData } from 'node:worker_threads';
import type { Task } from '../../src/http/task.js';
import { passGate } from './gate.js';

// node --test also runs this file on the main thread, where it must do nothing.
const port = parentPort;
if (port) {
  let running = 0;
  port.on('message', async ({ id, task }: { id: number; task: Task }) => {
    const body = typeof task.body === 'string' ? task.body : new TextDecoder().decode(task.body);
    if (body === 'exit') process.exit(3);
    running++;
    const concurrent = running;
    const gate: Int32Array | undefined = workerData?.gate;
    if (gate && (body === 'hold' || body === 'gated')) await passGate(gate, body === 'hold');
    running--;
    port.postMessage({ id, result: { status: 200, json: JSON.stringify({ body, thread: threadId, concurrent }) } });
  });
  port.postMessage({ ready: true });
}
