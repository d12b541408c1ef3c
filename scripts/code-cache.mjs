// Build step: runs the bundled CLI once in this process — `tna graph` on this project's README,
// as JSON and as a summary, written nowhere — and saves V8's code cache of the bundle as it stands
// then (dist/tna.cache), under V8's flags as a start has them: it holds the compiled code of
// everything those runs needed, which a later start reads instead of parsing and compiling it
// (bin/load-cli.cjs). Then the same for the worker threads of a command over many files
// (dist/tna-pool.cache), under the flags they start with.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Readable, Writable } from 'node:stream';

const { loadCli } = createRequire(import.meta.url)('../bin/load-cli.cjs');
const { run, v8CompilerDefaults, manyFilesPace, script } = loadCli({ useCache: false });

const sink = () => new Writable({ write: (_chunk, _encoding, done) => done() });
const io = { stdin: Readable.from([]), stdout: sink(), stderr: sink(), stdinIsTTY: true, stdoutIsTTY: false, stderrIsTTY: false, env: {}, cwd: process.cwd() };
for (const format of ['json', 'summary']) {
  const code = await run(['graph', 'README.md', '--format', format], io);
  if (code !== 0) throw new Error(`code-cache: tna graph README.md --format ${format} exited with ${code}`);
}
// A command sets V8's compiler flags for its run (src/cli/v8-pace.ts); V8 refuses a cache made
// under other flags than a start's, so they are set back to V8's own first.
v8CompilerDefaults();
writeFileSync('dist/tna.cache', script.createCachedData());

// The workers of a command over many files (bin/pool-worker.cjs) compile the same bundle, under the
// flags such a command sets: their cache is made under those, once the code a worker runs (a file
// of `tna graph --each`, here on this thread alone) is compiled too.
const each = await run(['graph', '--each', 'README.md', '--threads', '1', '--format', 'json'], io);
if (each !== 0) throw new Error(`code-cache: tna graph --each exited with ${each}`);
manyFilesPace();
writeFileSync('dist/tna-pool.cache', script.createCachedData());
