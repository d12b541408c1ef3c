// Preloaded (node --import) by bench/graph.mjs: on exit, reports this process's peak RSS in kB to the parent.
import { writeSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

// The parent names the fd it opened as a pipe; without it (loaded by hand) there is
// nowhere safe to write, because a bare fd 3 may belong to Node's own internals.
const reportFd = Number(process.env.TNA_BENCH_RSS_FD);

// Node preloads this into every worker thread too, whose own exit must not report: the
// process's peak is the main thread's to tell, once.
if (isMainThread && Number.isInteger(reportFd) && reportFd > 2) {
  process.on('exit', () => {
    // 'exit' runs after the CLI's last allocation, so maxRSS is the run's true peak.
    writeSync(reportFd, JSON.stringify(process.resourceUsage().maxRSS));
  });
}
