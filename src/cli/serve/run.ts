// `tna serve` running: flags checked, tokens loaded, workers started, the server listening until SIGTERM or SIGINT.
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ApiError, badRequest } from '../../core/errors.js';
import { buildServer } from '../../http/server.js';
import { parseTokenFile, parseTokenList, TokenTable } from '../../http/tokens.js';
import { inlineExecutor, WorkerPool, type Executor } from '../../http/worker-pool.js';
import { write, type IO } from '../io.js';
import { DEFAULT_WORKERS, type ServeOptions } from './options.js';
import { serveServices, serveWorkerFile, type ServiceSetup } from '../../http/serve-services.js';

function whole(value: string, flag: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const n = /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) throw badRequest(`${flag} must be a whole number from ${min} to ${max} (got ${JSON.stringify(value)})`);
  return n;
}

const UNITS: Record<string, number> = { '': 1, b: 1, k: 1024, kb: 1024, m: 1024 ** 2, mb: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3 };

/** `1mb`, `64kb`, `1048576`: binary units, since that is how people think of a megabyte of text. */
export function byteSize(value: string, flag: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(value);
  const unit = match && Object.hasOwn(UNITS, match[2].toLowerCase()) ? UNITS[match[2].toLowerCase()] : undefined;
  if (!match || unit === undefined || Number(match[1]) * unit < 1) throw badRequest(`${flag} must be a size like 1048576, 512kb or 1mb (got ${JSON.stringify(value)})`);
  return Math.floor(Number(match[1]) * unit);
}

async function loadTokens(opts: ServeOptions, io: IO): Promise<TokenTable> {
  if (opts.tokens) {
    const file = path.resolve(io.cwd, opts.tokens);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw badRequest(`--tokens: cannot read ${opts.tokens} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
    }
    return new TokenTable(parseTokenFile(text, `--tokens ${opts.tokens}`));
  }
  const list = io.env.TNA_SERVE_TOKENS?.trim();
  return new TokenTable(list ? parseTokenList(list, 'TNA_SERVE_TOKENS') : {});
}

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** Resolves once a signal asks the server to stop. */
function stopSignal(): Promise<string> {
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

export async function runServe(opts: ServeOptions, io: IO, stop?: Promise<string>): Promise<void> {
  if (opts.remote) throw badRequest('tna serve answers with this machine\'s analysis: drop --remote');
  const port = whole(opts.port, '--port', 0, 65535);
  const anonymousPerHour = whole(opts.anonymous, '--anonymous');
  const rateLimitPerMinute = whole(opts.rateLimit, '--rate-limit');
  const workers = whole(opts.workers ?? String(DEFAULT_WORKERS), '--workers', 0, 64);
  const maxBodyBytes = byteSize(opts.maxBody, '--max-body');
  const anonymousMaxBodyBytes = byteSize(opts.anonymousMaxBody, '--anonymous-max-body');
  const tokens = await loadTokens(opts, io);
  if (tokens.size === 0 && anonymousPerHour === 0) {
    throw badRequest('tna serve needs tokens: --tokens FILE (JSON { "<token>": "<user>" }) or TNA_SERVE_TOKENS=token1:alice,token2:bob; or --anonymous N to allow keyless requests');
  }
  if (anonymousPerHour > 0 && tokens.users.includes('anonymous')) {
    throw badRequest('the user name "anonymous" stands for keyless requests when --anonymous is on: give that token another user name');
  }

  const setup: ServiceSetup = { db: opts.db, cwd: io.cwd };
  const executor: Executor =
    workers > 0
      ? await WorkerPool.start({ file: serveWorkerFile(), size: workers, workerData: setup, env: io.env })
      : inlineExecutor(await serveServices(setup, io.env));
  const log = (line: string) => void write(io.stderr, line + '\n').catch(() => undefined);
  const app = buildServer({
    executor,
    tokens,
    anonymousPerHour,
    maxBodyBytes,
    anonymousMaxBodyBytes,
    rateLimitPerMinute,
    log: opts.quiet ? undefined : log,
  });
  try {
    await app.listen({ host: opts.host, port });
  } catch (error) {
    await executor.close();
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EADDRINUSE' ? 'the port is in use' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new ApiError(500, 'internal', `cannot listen on ${opts.host}:${port}: ${why}`);
  }
  const keyless = anonymousPerHour > 0 ? `${anonymousPerHour} keyless requests per client per hour` : 'no keyless requests';
  log(
    `tna serve: listening on ${urlOf(app.server.address() as AddressInfo)} ` +
      `(${tokens.size} token${tokens.size === 1 ? '' : 's'}, ${keyless}, ${workers} worker${workers === 1 ? '' : 's'})`,
  );

  const signal = await (stop ?? stopSignal());
  log(`tna serve: ${signal}: finishing the requests in flight`);
  // fastify answers new requests with 503 while it waits for the ones in flight, then stops listening.
  await app.close();
  await executor.close();
  log('tna serve: stopped');
}
