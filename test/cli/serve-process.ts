// Shared by the tests that need the real thing: `tna serve` (or `tna mcp --http`) as a child process on 127.0.0.1 with a port of its choosing.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePrometheus, sampleValue } from '../http/prometheus-text.js';
import { request } from '../http/server-helpers.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const BIN = path.join(ROOT, 'bin', 'tna.js');

export interface ServeProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** Everything the server wrote to stderr so far. */
  stderr(): string;
  /** Sends the signal (SIGTERM by default) and resolves with how the process ended. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** How long a start may take before the test calls it hung. */
const START_GUARD_MS = 90_000;

/** Which tna runs, and where: the clone's by default, or an installed one (its bin/tna.js, or the link npm made to it). */
export interface TnaAt {
  bin?: string;
  cwd?: string;
}

/** Starts `tna serve --port 0 <args>` and resolves once it says where it listens. */
export function startServe(args: string[], env: Record<string, string | undefined> = {}, at: TnaAt = {}): Promise<ServeProcess> {
  return startListening(['serve', '--host', '127.0.0.1', '--port', '0', ...args], env, at);
}

/**
 * Starts several `tna serve` at once; if one fails to start, the others are stopped before the
 * failure is thrown, so that no server is left running to hold the test's process open.
 */
export async function startServes(runs: readonly { args: string[]; env?: Record<string, string | undefined> }[]): Promise<ServeProcess[]> {
  const started = await Promise.allSettled(runs.map(({ args, env }) => startServe(args, env)));
  const running = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((s) => s.stop()));
    throw failed.reason;
  }
  return running;
}

/** Starts a tna command that serves (serve, mcp --http) and resolves once it says where it listens. */
export function startListening(args: string[], env: Record<string, string | undefined> = {}, at: TnaAt = {}): Promise<ServeProcess> {
  const child = spawn(process.execPath, [at.bin ?? BIN, ...args], {
    cwd: at.cwd ?? ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdout!.resume();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return new Promise((resolve, reject) => {
    // Only a guard against a start that never ends: the test waits for the line that says where it
    // listens. In one run of the whole suite, a fleet's rolling restart under eight clients
    // (balancer.test.ts) waited more than 20 s for an instance to come back, where the test alone
    // passes (its four restarts and their traffic in 44 to 49 s, twice): a guard that tight fails a
    // busy machine, not the server.
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`tna ${args[0]} did not start within ${START_GUARD_MS / 1000} s: ${stderr}`));
    }, START_GUARD_MS);
    const look = () => {
      const match = /listening on (http:\/\/\S+)/.exec(stderr);
      if (!match) return;
      clearTimeout(timer);
      child.stderr!.off('data', look);
      resolve({ url: match[1], child, stderr: () => stderr, stop });
    };
    child.stderr!.on('data', look);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`tna ${args[0]} exited (${code}) before listening: ${stderr}`));
    });
  });
}

/** The server's log, one JSON object per line (what a log shipper reads). */
export function logLines(stderr: string): Array<Record<string, unknown>> {
  return stderr
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Runs the CLI to the end, asynchronously (a server in this process must keep answering meanwhile). */
export function runTna(
  args: string[],
  options: { input?: string; env?: Record<string, string | undefined> } & TnaAt = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [options.bin ?? BIN, ...args], {
      cwd: options.cwd ?? ROOT,
      env: { PATH: process.env.PATH ?? '', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');
  });
}

/**
 * What the server's own gauge says is in flight, less the scrape that asks: the tests wait on this,
 * rather than on a guess of how long a request takes to arrive, so that they hold at any speed.
 */
export async function requestsInFlight(server: ServeProcess, token: string): Promise<number> {
  const scraped = await request(`${server.url}/metrics`, { method: 'GET', token });
  return sampleValue(parsePrometheus(scraped.text), 'tna_http_requests_in_flight')! - 1;
}
