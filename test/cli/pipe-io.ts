// An in-process IO for running commands as a pipe would: no terminal, stdout and stderr collected.
import { PassThrough, Readable } from 'node:stream';
import type { IO } from '../../src/cli/io.js';

export function pipeIO(options: { cwd: string; stdin?: string; env?: NodeJS.ProcessEnv }): { io: IO; out: () => string; err: () => string } {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (d) => (out += d));
  stderr.on('data', (d) => (err += d));
  const io: IO = {
    stdin: Readable.from(options.stdin === undefined ? [] : [Buffer.from(options.stdin)]),
    stdout,
    stderr,
    // No input given stands for a terminal, so that reading stdin is refused rather than awaited.
    stdinIsTTY: options.stdin === undefined,
    stdoutIsTTY: false,
    stderrIsTTY: false,
    env: options.env ?? {},
    cwd: options.cwd,
  };
  return { io, out: () => out, err: () => err };
}
