// What an operator's tools ask of tna serve beside the API: liveness and readiness for an
// orchestrator or a load balancer, metrics for a scraper, the security headers every answer
// carries (@fastify/helmet), browser origins allowed to call (@fastify/cors, none by default),
// and the 503 that requests meet while the server drains.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import { ApiError } from '../core/errors.js';
import type { Executor } from './worker-pool.js';
import type { ServerMetrics } from './metrics.js';
import { REQUEST_ID_HEADER } from './request-log.js';
import { openApiDocument } from './openapi.js';
import type { Readiness } from './readiness.js';

/** The readiness probe lists this user's graphs: a read of the store that finds nothing and changes nothing. */
const READINESS_USER = 'tna-readiness-probe';
const JSON_TYPE = 'application/json; charset=utf-8';

export interface OperatorDeps {
  executor: Executor;
  send(reply: FastifyReply, error: ApiError): FastifyReply;
  /** The API's own admission: /metrics on the API's port takes a token as every endpoint does. */
  admit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  metrics?: { registry: ServerMetrics; onApiPort: boolean };
  corsOrigins: string[];
  /** tna's version, for the OpenAPI document. */
  version: string;
  /** A stop about to begin (readiness 503 while still serving), and whether anyone asks /readyz. */
  readiness?: Readiness;
}

export function operatorRoutes(app: FastifyInstance, deps: OperatorDeps): void {
  // Every answer: no guessing of content types, no address leaked to other sites, no framing. The
  // policy is the saved-graph page's (its inline script and style, images it draws itself, nothing
  // from elsewhere), and says nothing to a JSON client. HTTPS and its HSTS are the proxy's to set.
  void app.register(helmet, {
    hsts: false,
    referrerPolicy: { policy: 'no-referrer' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        scriptSrc: ["'unsafe-inline'"],
        styleSrc: ["'unsafe-inline'"],
        imgSrc: ['data:', 'blob:'],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  if (deps.corsOrigins.length > 0) {
    void app.register(cors, {
      origin: deps.corsOrigins,
      methods: ['GET', 'POST'],
      allowedHeaders: ['authorization', 'content-type', 'tna-compat', REQUEST_ID_HEADER],
      exposedHeaders: ['retry-after', 'tna-warning', REQUEST_ID_HEADER],
      maxAge: 600,
    });
  }
  const { closing, inFlight } = drainState(app, deps.send);
  metricsRoute(app, deps, inFlight);

  // GET /healthz: the process answers. GET /readyz: it can take requests — not draining, and a
  // worker reads the store. Neither needs a token nor counts against a limit.
  app.get('/openapi.json', async (_request, reply) => reply.type(JSON_TYPE).send(openApiDocument(deps.version)));
  app.get('/healthz', async (_request, reply) => reply.type(JSON_TYPE).send('{"status":"ok"}'));
  app.get('/readyz', async (_request, reply) => {
    const notReady = (reason: string) => reply.code(503).header('retry-after', '1').type(JSON_TYPE).send(JSON.stringify({ status: 'unavailable', reason }));
    deps.readiness?.asked();
    const stopping = () => closing() || deps.readiness?.stopping === true;
    if (stopping()) return notReady('the server is shutting down');
    const probe = await deps.executor.run({ endpoint: 'listGraphs', query: {}, body: '{"query":"readiness"}', user: READINESS_USER, keyless: false });
    // The worker hands over the store calls it timed with any answer, this one's included.
    deps.metrics?.registry.storeCalls(probe.storeTimings);
    // A probe that waited behind analyses may end after the stop began: it says so, not "ready".
    if (stopping()) return notReady('the server is shutting down');
    if (probe.status !== 200) return notReady(`the store or the workers do not answer (status ${probe.status})`);
    return reply.type(JSON_TYPE).send('{"status":"ready"}');
  });
}

/** GET /metrics on the API's port, for token holders (unless the metrics have a port of their own). */
function metricsRoute(app: FastifyInstance, deps: OperatorDeps, inFlight: () => number): void {
  const metrics = deps.metrics;
  if (!metrics) return;
  metrics.registry.observe(app, inFlight);
  if (!metrics.onApiPort) return;
  app.get('/metrics', { onRequest: deps.admit }, async (_request, reply) => {
    const { contentType, body } = await metrics.registry.text();
    return reply.type(contentType).send(body);
  });
}

/**
 * Once the server starts closing, requests that still arrive on open connections get a 503 that
 * says so, and every answer closes its connection. Idle keep-alive connections stay open while
 * requests are in flight (the server is built with forceCloseConnections off, and Node's own
 * close() is kept from closing them at once): one closed under a client that is sending on it is
 * a reset, where a 503 tells the client what happened. When the last request has been answered
 * they are closed, and the server's close completes.
 */
function drainState(app: FastifyInstance, send: OperatorDeps['send']): { closing(): boolean; inFlight(): number } {
  let closing = false;
  let inFlight = 0;
  const open = new WeakSet<FastifyRequest>();
  let closeIdleNow = () => app.server.closeIdleConnections();
  const closeIdle = () => {
    if (closing && inFlight === 0) closeIdleNow();
  };
  app.addHook('onRequest', async (request, reply) => {
    open.add(request);
    inFlight++;
    if (!closing) return;
    reply.header('retry-after', '1');
    return send(reply, new ApiError(503, 'unavailable', 'the server is shutting down; try again in a moment (another instance may answer)'));
  });
  const done = async (request: FastifyRequest) => {
    // A request that was aborted may be answered as well: it counts once.
    if (!open.delete(request)) return;
    inFlight--;
    // After this answer's own connection has closed (Connection: close), the rest that are idle.
    setImmediate(closeIdle);
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    closeIdleNow = server.closeIdleConnections.bind(server);
    server.closeIdleConnections = () => undefined;
    closeIdle();
  });
  return { closing: () => closing, inFlight: () => inFlight };
}

/** The metrics alone, on a port of their own (--metrics-port): for a scraper inside the network, no token. */
export async function metricsServer(registry: ServerMetrics, host: string, port: number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) => {
    const { contentType, body } = await registry.text();
    return reply.type(contentType).send(body);
  });
  await app.listen({ host, port });
  return app;
}
