// `tna serve` running: flags checked, tokens loaded, workers started, the server listening until SIGTERM or SIGINT.
import type { AddressInfo } from 'node:net';
import { ApiError, badRequest } from '../../core/errors.js';
import { buildServer } from '../../http/server.js';
import { loadTokenTable } from '../../http/tokens.js';
import { inlineExecutor, WorkerPool, type Executor } from '../../http/worker-pool.js';
import { stopSignal, write, type IO } from '../io.js';
import { DEFAULT_WORKERS, type ServeOptions } from './options.js';
import { byteSize, mebibytes, whole } from '../flag-values.js';
import { MemoryBudget } from '../../http/memory-budget.js';
import { defaultMemoryBudget } from '../../http/server-defaults.js';
import { serveServices, serveWorkerFile, type ServiceSetup } from '../../http/serve-services.js';
import { storeLocation } from '../../store/location.js';
import { storeFor } from '../../store/provider.js';

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** --public-url: an http(s) address, kept without its trailing slash. */
function publicUrlOf(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash) {
    throw badRequest(`--public-url must be an http:// or https:// address, like https://tna.example.org (got ${value})`);
  }
  return url.href.replace(/\/+$/, '');
}

export async function runServe(opts: ServeOptions, io: IO, stop?: Promise<string>): Promise<void> {
  if (opts.remote) throw badRequest('tna serve answers with this machine\'s analysis: drop --remote');
  const port = whole(opts.port, '--port', 0, 65535);
  const anonymousPerHour = whole(opts.anonymous, '--anonymous');
  const rateLimitPerMinute = whole(opts.rateLimit, '--rate-limit');
  const workers = whole(opts.workers ?? String(DEFAULT_WORKERS), '--workers', 0, 64);
  const maxBodyBytes = byteSize(opts.maxBody, '--max-body');
  const anonymousMaxBodyBytes = byteSize(opts.anonymousMaxBody, '--anonymous-max-body');
  const budgetFlag = opts.memoryBudget !== undefined ? '--memory-budget' : 'TNA_SERVE_MEMORY';
  const budgetValue = opts.memoryBudget ?? io.env.TNA_SERVE_MEMORY;
  const memoryBytes = budgetValue !== undefined && budgetValue !== '' ? mebibytes(budgetValue, budgetFlag) : defaultMemoryBudget();
  const publicUrl = opts.publicUrl === undefined ? undefined : publicUrlOf(opts.publicUrl);
  const tokens = await loadTokenTable(opts.tokens, io);
  if (tokens.size === 0 && anonymousPerHour === 0) {
    throw badRequest('tna serve needs tokens: --tokens FILE (JSON { "<token>": "<user>" }) or TNA_SERVE_TOKENS=token1:alice,token2:bob; or --anonymous N to allow keyless requests');
  }
  if (anonymousPerHour > 0 && tokens.users.includes('anonymous')) {
    throw badRequest('the user name "anonymous" stands for keyless requests when --anonymous is on: give that token another user name');
  }

  const location = storeLocation({ store: opts.store, db: opts.db }, io.env, io.cwd);
  if (location.kind === 'postgres') {
    // A shared store is reached, and migrated, before the server listens: a database that is down or a wrong URL stops it here.
    const provider = storeFor(location);
    try {
      await provider('write');
    } finally {
      await provider.close();
    }
  }
  const setup: ServiceSetup = { db: opts.db, store: opts.store, cwd: io.cwd };
  const inner: Executor =
    workers > 0
      ? await WorkerPool.start({ file: serveWorkerFile(), size: workers, workerData: setup, env: io.env })
      : inlineExecutor(await serveServices(setup, io.env));
  // Analyses at once: one per worker, or one on the server's own thread.
  const executor = new MemoryBudget(inner, { bytes: memoryBytes, concurrency: Math.max(1, workers) });
  const log = (line: string) => void write(io.stderr, line + '\n').catch(() => undefined);
  const app = buildServer({
    executor,
    tokens,
    anonymousPerHour,
    maxBodyBytes,
    anonymousMaxBodyBytes,
    rateLimitPerMinute,
    log: opts.quiet ? undefined : log,
    ...(opts.compat === 'hosted' ? { compat: 'hosted' as const } : {}),
    ...(publicUrl !== undefined ? { publicUrl } : {}),
    ...(opts.trustProxy ? { trustProxy: true } : {}),
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
      `(${tokens.size} token${tokens.size === 1 ? '' : 's'}, ${keyless}, ${workers} worker${workers === 1 ? '' : 's'}, ` +
      `memory budget ${Math.round(memoryBytes / 2 ** 20)} MiB${opts.compat === 'hosted' ? ', the hosted service\'s field names too' : ''})`,
  );

  const signal = await (stop ?? stopSignal());
  log(`tna serve: ${signal}: finishing the requests in flight`);
  // fastify answers new requests with 503 while it waits for the ones in flight, then stops listening.
  await app.close();
  await executor.close();
  log('tna serve: stopped');
}
