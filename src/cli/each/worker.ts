// Entry of an analysis worker thread (pool.ts) where the code runs as ES modules (tsc's output,
// the library's bundle): pool-worker.ts says what it does.
import { runPoolWorker } from './pool-worker.js';

await runPoolWorker();
