// The world a command sees: streams, terminal facts and environment, injectable for tests.
import type { Readable, Writable } from 'node:stream';
import type { ProgressSink } from '../core/progress.js';

export interface IO {
  stdin: Readable;
  stdout: Writable;
  stderr: Writable;
  stdinIsTTY: boolean;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Where a command tells of its stages while it works (a spinner on a terminal); absent elsewhere. */
  progress?: ProgressSink;
}

export function processIO(): IO {
  // A reader that went away (`tna graph | head`) ends our output, not the process with a crash.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    stdinIsTTY: Boolean(process.stdin.isTTY),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
    env: process.env,
    cwd: process.cwd(),
  };
}

/** Colours only on a terminal and never when NO_COLOR is set (https://no-color.org). */
export function wantsColour(io: IO): boolean {
  return io.stdoutIsTTY && !io.env.NO_COLOR && io.env.TERM !== 'dumb';
}

/**
 * Writes and waits until the stream took it, so the exit code never races the output. A reader
 * that went away (`tna graph | head`) is not an error.
 */
export function write(stream: Writable, text: string | Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    stream.write(text, (error) => (error && (error as NodeJS.ErrnoException).code !== 'EPIPE' ? reject(error) : resolve())),
  );
}

/** Resolves once SIGTERM or SIGINT asks a long-running command (serve, mcp) to stop. */
export function stopSignal(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string) => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      resolve(signal);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}
