// `tna serve` as the serve benchmarks start it: a child process on 127.0.0.1 with a port of its choosing, one bench token, no rate limit.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TOKEN = 'bench-token-not-secret';
const CLI = path.join(fileURLToPath(new URL('..', import.meta.url)), 'bin', 'tna.js');

/**
 * Starts `<cli> serve … <extraArgs>` and resolves once it says where it listens: the child, its URL,
 * the facts it prints in brackets (workers, memory budget) and its number of workers.
 */
export function startServe(extraArgs = [], cli = CLI) {
  const args = [cli, 'serve', '--host', '127.0.0.1', '--port', '0', '--rate-limit', '0', '--quiet', ...extraArgs];
  const child = spawn(process.execPath, args, { env: { ...process.env, TNA_SERVE_TOKENS: `${TOKEN}:bench` }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  return new Promise((resolve, reject) => {
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr += chunk;
      const match = /listening on (http:\/\/\S+) \((.*)\)/.exec(stderr);
      if (match) resolve({ child, url: match[1], facts: match[2], workers: Number(/(\d+) workers?\b/.exec(match[2])?.[1]) });
    });
    child.on('exit', (code) => reject(new Error(`tna serve exited (${code}): ${stderr}`)));
  });
}

/** The kernel's high-water mark of a process's resident memory, in MiB (Linux). */
export function peakMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmHWM:\s+(\d+) kB/.exec(status);
  if (!match) throw new Error('no VmHWM in /proc: this benchmark needs Linux');
  return Number(match[1]) / 1024;
}
