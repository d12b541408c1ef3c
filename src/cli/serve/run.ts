// `tna serve` running: flags checked, tokens loaded, workers started, the server listening until SIGTERM or SIGINT.
import type { AddressInfo } from 'node:net';
import { ApiError, badRequest } from '../../core/errors.js';
import { buildServer } from '../../http/server.js';
import { loadTokenTable } from '../../http/tokens.js';
import { inlineExecutor, WorkerPool, type Executor } from '../../http/worker-pool.js';
import { stopSignal, type IO } from '../io.js';
import { DEFAULT_WORKERS, type ServeOptions } from './options.js';
import { byteSize, mebibytes, whole } from '../flag-values.js';
import { MemoryBudget } from '../../http/memory-budget.js';
import { DEFAULT_DRAIN_DELAY_MS, defaultMemoryBudget } from '../../http/server-defaults.js';
import { Readiness } from '../../http/readiness.js';
import { leaveBalancers } from './leave.js';
import { mcpRoute } from '../../mcp/serve-route.js';
import { serveServices, serveWorkerFile, type ServiceSetup } from '../../http/serve-services.js';
import { storeLocation } from '../../store/location.js';
import { storeFor } from '../../store/provider.js';
import { isLoopback, originOf, publicUrlOf, timeoutsOf } from './flags.js';
import { openPgRateCounter } from '../../store/pg-rate-counter.js';
import type { SharedCounter } from '../../http/rate-limit.js';
import { serverLogger } from '../../http/request-log.js';
import { packageVersion } from '../version.js';
import { ServerMetrics } from '../../http/metrics.js';
import { metricsServer } from '../../http/operator-routes.js';

function urlOf(address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The line a stop begins with: the longest it may take (the wait for balancers when something
 * watches /readyz, then the drain), and why, so that an orchestrator's stop timeout can be set longer.
 */
function stopLine(signal: string, watched: boolean, drainDelayMs: number, drainMs: number): { maxStopSeconds: number; text: string } {
  const waits = watched && drainDelayMs > 0;
  const maxStopSeconds = ((waits ? drainDelayMs : 0) + drainMs) / 1000;
  const parts = waits
    ? `--drain-delay ${drainDelayMs / 1000} s, then --drain-timeout ${drainMs / 1000} s`
    : `--drain-timeout ${drainMs / 1000} s; no --drain-delay, ${drainDelayMs === 0 ? 'it is 0' : 'nobody asked /readyz in the last minute'}`;
  return { maxStopSeconds, text: `tna serve: ${signal}: the drain takes at most ${maxStopSeconds} s (${parts})` };
}

export async function runServe(opts: ServeOptions, io: IO, stop?: Promise<string>): Promise<void> {
  if (opts.remote) throw badRequest('tna serve answers with this machine\'s analysis: drop --remote');
  const port = whole(opts.port, '--port', 0, 65535);
  const anonymousPerHour = whole(opts.anonymous, '--anonymous');
  const rateLimitPerMinute = whole(opts.rateLimit, '--rate-limit');
  const workers = whole(opts.workers ?? String(DEFAULT_WORKERS), '--workers', 0, 64);
  const maxBodyBytes = byteSize(opts.maxBody, '--max-body');
  const anonymousMaxBodyBytes = byteSize(opts.anonymousMaxBody, '--anonymous-max-body');
  const maxQueue = whole(opts.queueLength, '--queue-length', 0, 1_000_000);
  const maxConnections = whole(opts.maxConnections, '--max-connections');
  const drainMs = whole(opts.drainTimeout, '--drain-timeout', 0, 3600) * 1000;
  const delayValue = opts.drainDelay ?? io.env.TNA_SERVE_DRAIN_DELAY;
  const drainDelayMs =
    delayValue !== undefined && delayValue !== '' ? whole(delayValue, opts.drainDelay !== undefined ? '--drain-delay' : 'TNA_SERVE_DRAIN_DELAY', 0, 600) * 1000 : DEFAULT_DRAIN_DELAY_MS;
  const timeouts = timeoutsOf(opts);
  const metricsPort = opts.metricsPort === undefined ? undefined : whole(opts.metricsPort, '--metrics-port', 0, 65535);
  const budgetFlag = opts.memoryBudget !== undefined ? '--memory-budget' : 'TNA_SERVE_MEMORY';
  const budgetValue = opts.memoryBudget ?? io.env.TNA_SERVE_MEMORY;
  const memoryBytes = budgetValue !== undefined && budgetValue !== '' ? mebibytes(budgetValue, budgetFlag) : defaultMemoryBudget();
  const publicUrl = opts.publicUrl === undefined ? undefined : publicUrlOf(opts.publicUrl);
  const corsOrigins = (opts.corsOrigin ?? []).map(originOf);
  const tokens = await loadTokenTable(opts.tokens, io);
  if (tokens.size === 0 && anonymousPerHour === 0) {
    throw badRequest('tna serve needs tokens: --tokens FILE (JSON { "<token>": "<user>" }) or TNA_SERVE_TOKENS=token1:alice,token2:bob; or --anonymous N to allow keyless requests');
  }
  if (tokens.size === 0 && !isLoopback(opts.host) && !opts.allowAnonymous) {
    throw badRequest(`tna serve without tokens listens on loopback only, and ${opts.host} is not: give tokens, or say --allow-anonymous to open keyless access to that address`);
  }
  if (anonymousPerHour > 0 && tokens.users.includes('anonymous')) {
    throw badRequest('the user name "anonymous" stands for keyless requests when --anonymous is on: give that token another user name');
  }

  const logger = serverLogger({ level: opts.logLevel, destination: io.stderr, pretty: io.stderrIsTTY, colors: io.stderrIsTTY && !io.env.NO_COLOR });
  const location = storeLocation({ store: opts.store, db: opts.db }, io.env, io.cwd);
  let sharedLimits: SharedCounter | undefined;
  if (location.kind === 'postgres') {
    // A shared store is reached, and migrated, before the server listens: a database that is down or a wrong URL stops it here.
    const provider = storeFor(location);
    try {
      await provider('write');
    } finally {
      await provider.close();
    }
    // Instances on one database count their rate limits together.
    sharedLimits = await openPgRateCounter(location.url);
  }
  const setup: ServiceSetup = { db: opts.db, store: opts.store, cwd: io.cwd };
  const inner: Executor =
    workers > 0
      ? await WorkerPool.start({ file: serveWorkerFile(), size: workers, workerData: setup, env: io.env, maxQueue })
      : inlineExecutor(await serveServices(setup, io.env));
  // Analyses at once: one per worker, or one on the server's own thread.
  const executor = new MemoryBudget(inner, { bytes: memoryBytes, concurrency: Math.max(1, workers), maxQueue });
  const metrics = new ServerMetrics(executor);
  const readiness = new Readiness();
  const app = buildServer({
    executor,
    tokens,
    anonymousPerHour,
    maxBodyBytes,
    anonymousMaxBodyBytes,
    rateLimitPerMinute,
    sharedLimits,
    logger,
    quietRequests: opts.quiet ?? false,
    metrics: { registry: metrics, onApiPort: metricsPort === undefined },
    timeouts,
    corsOrigins,
    version: packageVersion(),
    readiness,
    // MCP at /mcp, behind the same tokens (there is none to serve without one).
    ...(tokens.size > 0 ? { routes: mcpRoute({ tokens, executor, version: packageVersion(), ...(publicUrl !== undefined ? { publicUrl } : {}) }) } : {}),
    ...(opts.compat === 'hosted' ? { compat: 'hosted' as const } : {}),
    ...(publicUrl !== undefined ? { publicUrl } : {}),
    ...(opts.trustProxy ? { trustProxy: true } : {}),
  });
  const closeAll = async () => {
    await executor.close();
    await sharedLimits?.close();
  };
  const keyless = anonymousPerHour > 0 ? `${anonymousPerHour} keyless requests per client per hour` : 'no keyless requests';
  const settings =
    `${tokens.size} token${tokens.size === 1 ? '' : 's'}, ${keyless}, ${workers} worker${workers === 1 ? '' : 's'}, ` +
    `memory budget ${Math.round(memoryBytes / 2 ** 20)} MiB${opts.compat === 'hosted' ? ', the hosted service\'s field names too' : ''}`;
  let metricsApp: Awaited<ReturnType<typeof metricsServer>> | undefined;
  let listening = port;
  try {
    // The start line, in place of Fastify's own (one per address it listens on).
    await app.listen({ host: opts.host, port, listenTextResolver: (address) => `tna serve: listening on ${address} (${settings})` });
    if (maxConnections > 0) app.server.maxConnections = maxConnections;
    if (metricsPort !== undefined) metricsApp = await metricsServer(metrics, opts.host, (listening = metricsPort));
  } catch (error) {
    await app.close();
    await closeAll();
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EADDRINUSE' ? 'the port is in use' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new ApiError(500, 'internal', `cannot listen on ${opts.host}:${listening}: ${why}`);
  }
  if (metricsApp) logger.info(`tna serve: metrics on ${urlOf(metricsApp.server.address() as AddressInfo)}/metrics`);

  const signal = await (stop ?? stopSignal());
  const { maxStopSeconds, text } = stopLine(signal, readiness.watched(), drainDelayMs, drainMs);
  logger.info({ maxStopSeconds }, text);
  await leaveBalancers(readiness, drainDelayMs, signal, logger);
  logger.info(`tna serve: ${signal}: finishing the requests in flight (at most ${drainMs / 1000} s)`);
  // Readiness already answers 503; now the listener closes, and requests in flight finish, up to the drain timeout.
  const drained = app.close();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), drainMs)));
  if (await Promise.race([drained.then(() => false), late])) {
    const cut = metrics.requestsInFlight();
    logger.warn({ cutOff: cut }, `tna serve: ${cut} request${cut === 1 ? '' : 's'} still in flight after ${drainMs / 1000} s (--drain-timeout): cutting ${cut === 1 ? 'it' : 'them'} off`);
    app.server.closeAllConnections();
    await drained;
  }
  clearTimeout(timer);
  await metricsApp?.close();
  await closeAll();
  logger.info('tna serve: stopped');
  logger.flush?.();
}
