// Entry of a betweenness worker thread: takes ranges of a batch's sources, one after another, over a
// graph shared with the other threads, and sends back each range's sums.
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { Brandes, BrandesMemory } from '../core/graph/brandes.js';
import type { FromWorker, ToWorker, WorkerSetup } from './protocol.js';

const port = parentPort;
if (!port) throw new Error('betweenness-worker runs only as a worker thread');

const setup = workerData as WorkerSetup;
// On Linux the nice value belongs to the thread, so this lowers only this worker: a server's
// threads that answer other requests keep their share of the processors.
if (setup.background) {
  try {
    setPriority(0, 10);
  } catch {
    // Not allowed or not supported: run at the usual priority.
  }
}

/**
 * The runs, made at the first batch: runner 0 chooses the graph's arcs first (while the thread
 * that started it does other work), the others wait for it.
 */
let brandes: Brandes | undefined;

port.on('message', (batch: ToWorker) => {
  const { unfinished, runner } = setup;
  const ranges = batch.bounds.length - 1;
  let range = -1;
  try {
    brandes ??= new Brandes(runner === 0 ? BrandesMemory.finish(unfinished) : BrandesMemory.ready(unfinished), runner);
    for (range = Atomics.add(batch.next, 0, 1); range < ranges; range = Atomics.add(batch.next, 0, 1)) {
      const sum = new Float64Array(unfinished.n);
      const squares = batch.squares ? new Float64Array(unfinished.n) : null;
      brandes.run(batch.sources, batch.counts, batch.bounds[range], batch.bounds[range + 1], sum, squares);
      const reply: FromWorker = { range, sum, squares };
      // Copied, not transferred: a thread that has detached an ArrayBuffer runs every typed-array
      // access of its compiled JavaScript with a check for detachment from then on (measured: 20%
      // slower, when Brandes was JavaScript); n numbers cost nothing next to a range's runs.
      port.postMessage(reply);
    }
  } catch (error) {
    const reply: FromWorker = { range, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    port.postMessage(reply);
  }
});
