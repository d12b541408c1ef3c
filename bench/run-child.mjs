// One child Node process of a bench, timed from spawn to exit, with its peak memory: the preload
// bench/peak-rss.mjs reports the child's maxRSS on a pipe of its own when the child exits.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PEAK_RSS_PRELOAD = pathToFileURL(path.join(ROOT, 'bench', 'peak-rss.mjs')).href;
const RSS_FD = 3;
const STDERR_KEEP = 64 * 1024; // enough to show a stack trace without hoarding a chatty child's output

/**
 * Runs one child node process; resolves with its wall time, peak RSS (unless rss is false: the
 * preload that reports it adds to a short run's time) and (when asked) stdout. Keep stdout only
 * where it is read, and no longer than needed: Linux carries a process's peak RSS over into the
 * program it executes, so a child started while this process holds hundreds of megabytes of
 * earlier output reports this process's size as its own peak. `cwd`: where it runs (default: the
 * repository); `ok`: the exit codes that are a result, not a failure (a checker's 1, say).
 */
export function runChild(args, { keepStdout = false, rss: withRss = true, cwd = ROOT, ok = [0] } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, withRss ? ['--import', PEAK_RSS_PRELOAD, ...args] : args, {
      cwd,
      // stdout 'ignore' is /dev/null, the cheapest sink, unless the output is wanted.
      stdio: ['ignore', keepStdout ? 'pipe' : 'ignore', 'pipe', withRss ? 'pipe' : 'ignore'],
      env: withRss ? { ...process.env, TNA_BENCH_RSS_FD: String(RSS_FD) } : process.env,
    });
    let stderr = '';
    let rss = '';
    const stdout = [];
    let wallMs = 0;
    child.stdout?.on('data', (chunk) => stdout.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr = (stderr + chunk).slice(-STDERR_KEEP)));
    child.stdio[RSS_FD]?.setEncoding('utf8').on('data', (chunk) => (rss += chunk));
    child.on('error', reject);
    child.on('exit', () => (wallMs = performance.now() - started));
    child.on('close', (code, signal) => {
      const command = `node ${args.map((a) => path.relative(ROOT, a) || a).join(' ')}`;
      if (!ok.includes(code)) return reject(new Error(`${command} failed (${signal ?? `exit code ${code}`})\n${stderr.trimEnd()}`));
      if (!withRss) return resolve({ seconds: wallMs / 1000, peakBytes: NaN, stdout: keepStdout ? Buffer.concat(stdout).toString('utf8') : undefined });
      const maxRssKb = Number(rss);
      if (!rss || !Number.isFinite(maxRssKb)) return reject(new Error(`${command} reported no peak RSS on fd ${RSS_FD}\n${stderr.trimEnd()}`));
      resolve({ seconds: wallMs / 1000, peakBytes: maxRssKb * 1024, stdout: keepStdout ? Buffer.concat(stdout).toString('utf8') : undefined });
    });
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
