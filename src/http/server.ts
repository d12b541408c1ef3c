// The HTTP front door of `tna serve`: every ENDPOINTS entry as POST /api/v1/<path> on fastify, with auth, limits and error bodies.
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors.js';
import { BodyTooLarge, ClientGone, readBody } from './body-stream.js';
import { DEFAULT_ANONYMOUS_MAX_BODY, DEFAULT_MAX_BODY, DEFAULT_RATE_LIMIT, DEFAULT_TIMEOUTS, type Timeouts } from './server-defaults.js';
import { ENDPOINTS, type EndpointName } from '../service/service.js';
import type { TokenTable } from './tokens.js';
import type { Executor } from './worker-pool.js';
import type { RequestPart } from './link-routes.js';
import { canonicalQuery, compatOf, headerValue, ignoredQuery, type Compat } from './client-shapes.js';
import { graphLinkRoutes } from './link-routes.js';
import { operatorRoutes } from './operator-routes.js';
import { privateFailure, type Failure } from './task.js';
import { admission, TOKEN_HELP, type Admission, type Caller } from './admission.js';
import type { SharedCounter } from './rate-limit.js';
import { loggedPath, logRequest, requestIdOf, REQUEST_ID_HEADER } from './request-log.js';
import type { ServerMetrics } from './metrics.js';
import type { Readiness } from './readiness.js';

export const API_PREFIX = '/api/v1/';
export { canonicalQuery };

/** Endpoints that call a language model (or an embedding model): keyless requests may not use them. */
export const LANGUAGE_MODEL_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'graphAndAdvice',
  'graphAiAdvice',
  'graphsAndAiAdvice',
  'engineSearchResultsAiAdvice',
  'engineSearchIntentAiAdvice',
  'engineSearchVsIntentAiAdvice',
  'aiAdvice',
  'aiSearch',
]);

export interface ServerOptions {
  executor: Executor;
  tokens: TokenTable;
  /** Keyless requests allowed per client address per hour; 0 turns keyless requests away. */
  anonymousPerHour?: number;
  maxBodyBytes?: number;
  anonymousMaxBodyBytes?: number;
  /** Requests per minute per token; 0 is no limit. */
  rateLimitPerMinute?: number;
  /** Rate limits counted with every other instance on the same store; else in this process. */
  sharedLimits?: SharedCounter;
  /** Fastify's logger (pino): a line per request, lifecycle and errors; none when absent. */
  logger?: FastifyBaseLogger;
  /** No line per request (errors are still logged). */
  quietRequests?: boolean;
  /** Request counts, latencies and the rest, at GET /metrics (behind a token) unless served on a port of their own. */
  metrics?: { registry: ServerMetrics; onApiPort: boolean };
  timeouts?: Partial<Timeouts>;
  /** tna's version, named by the OpenAPI document. */
  version?: string;
  /** Browser origins allowed to call the API (CORS); none by default. */
  corsOrigins?: string[];
  /** Answer every request also under the hosted service's field names (a request's Tna-Compat header decides for itself). */
  compat?: Compat;
  /** This server's address as its clients reach it (behind a proxy), for links to saved graphs; default: the request's Host. */
  publicUrl?: string;
  /** Behind a proxy: links take the protocol and host from X-Forwarded-Proto and X-Forwarded-Host (never trusted otherwise). */
  trustProxy?: boolean;
  /** Lets a stop answer readiness 503 before the listener closes (tna serve's --drain-delay). */
  readiness?: Readiness;
  /** More routes behind the same tokens, limits and drain (MCP at /mcp), from a layer this one does not import. */
  routes?: ExtraRoutes;
}

/** What extra routes get to admit requests as the API does and answer errors in its shape. */
export interface RouteKit {
  admit: Admission['admit'];
  callerOf: Admission['callerOf'];
  send(reply: FastifyReply, error: ApiError): FastifyReply;
}
export type ExtraRoutes = (app: FastifyInstance, kit: RouteKit) => void;

function queryNames(name: EndpointName): string[] {
  const schema = ENDPOINTS[name].query as unknown as { shape?: Record<string, unknown> };
  return Object.keys(schema.shape ?? {});
}

/** `?a=1&a=2` keeps the last value, as most frameworks do; names stay as sent until matched to a schema. */
function parseQueryString(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

/** Bytes that own their whole buffer, so they can move to a worker thread (a small Buffer shares Node's pool). */
function ownBytes(body: Buffer): Uint8Array<ArrayBuffer> {
  const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && body.buffer instanceof ArrayBuffer;
  return whole ? (body as Uint8Array<ArrayBuffer>) : new Uint8Array(body);
}

const FALSE_VALUES = new Set(['false', '0']);
const TRUE_VALUES = new Set(['true', '1']);

export function buildServer(options: ServerOptions): FastifyInstance {
  const maxBody = options.maxBodyBytes ?? DEFAULT_MAX_BODY;
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const endpointPaths = new Map(Object.keys(ENDPOINTS).map((name) => [ENDPOINTS[name as EndpointName].path.toLowerCase(), name]));

  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // One line per request is written when it ends (request-log.ts), not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    bodyLimit: maxBody,
    trustProxy: options.trustProxy ?? false,
    // Requests that arrive while the server closes get our 503 (operator-routes.ts), not the framework's body.
    return503OnClosing: false,
    // Idle keep-alive connections are closed when the requests in flight are done (operator-routes.ts).
    forceCloseConnections: false,
    // A trickling client cannot hold a connection forever: the whole request, its headers, and an idle keep-alive each have a limit.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node checks those limits every connectionsCheckingInterval (30 s by default): each second here, so a 5 s limit means 5 s.
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: 1000 },
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, querystringParser: parseQueryString },
    frameworkErrors: (error, request, reply) => {
      // fastify answers these before its hooks run, so the log line is written here.
      const started = performance.now();
      reply.raw.once('finish', () => options.quietRequests || logRequest(request, 400, performance.now() - started, undefined));
      return send(reply, new ApiError(400, 'bad_request', `the request URL is not valid (${error.message})`));
    },
  });

  function send(reply: FastifyReply, error: ApiError): FastifyReply {
    const retry = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retry !== undefined) reply.header('retry-after', String(retry));
    return reply.code(error.status).type('application/json; charset=utf-8').send(JSON.stringify(error.toJSON()));
  }

  /** A failure inside the server: its detail to the log, under the reference the client gets. */
  function logFailure(request: FastifyRequest, failure: Failure): void {
    request.log.error({ reference: failure.reference, detail: failure.detail }, 'internal error');
  }

  const gate = admission(app, {
    tokens: options.tokens,
    executor: options.executor,
    maxBody,
    anonymousMaxBody: options.anonymousMaxBodyBytes ?? DEFAULT_ANONYMOUS_MAX_BODY,
    rateLimitPerMinute: options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT,
    anonymousPerHour: options.anonymousPerHour ?? 0,
    sharedLimits: options.sharedLimits,
    send,
  });
  const { admit, callerOf } = gate;

  app.removeAllContentTypeParsers();
  // Read here rather than by Fastify's buffer parser, which stops reading at the limit and closes
  // the connection under a client still sending (a chunked body has no length to refuse it by).
  app.addContentTypeParser('*', (request, payload, done) => {
    readBody(payload, gate.bodyLimitOf(request)).then(
      // Decoding and parsing are the worker's job; the bytes move to it as they are.
      (body) => done(null, body),
      (error: unknown) => {
        // A client that hangs up mid-body gets no answer, and its leaving is no failure of the server's.
        if (error instanceof ClientGone) {
          request.log.info(error.message);
          return done(new ApiError(400, 'bad_request', error.message), undefined);
        }
        done(error instanceof BodyTooLarge ? gate.tooLarge(request) : (error as Error), undefined);
      },
    );
  });

  app.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
    if (error instanceof ApiError) return send(reply, error);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(reply, gate.tooLarge(request));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(reply, new ApiError(status, 'bad_request', error.message));
    const failed = privateFailure(error.message);
    logFailure(request, failed.failure);
    return send(reply, failed.error);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0].replace(/\/+$/, '');
    const lower = path.toLowerCase();
    if (lower.startsWith(API_PREFIX) && endpointPaths.has(lower.slice(API_PREFIX.length))) {
      reply.header('allow', 'POST');
      return send(reply, new ApiError(405, 'method_not_allowed', `${request.method} is not allowed on ${loggedPath(path)}: every endpoint takes POST with a JSON body`));
    }
    return send(reply, new ApiError(404, 'not_found', `no endpoint ${request.method} ${loggedPath(path)}: the endpoints are POST ${API_PREFIX}<endpoint>, as docs/api.md lists them`));
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  operatorRoutes(app, { executor: options.executor, send, admit, metrics: options.metrics, corsOrigins: options.corsOrigins ?? [], version: options.version ?? '0.0.0', readiness: options.readiness });
  if (!options.quietRequests) {
    app.addHook('onResponse', async (request, reply) => logRequest(request, reply.statusCode, reply.elapsedTime, callerOf(request)?.user));
  }

  /** Runs one endpoint for an admitted request and sends its answer (or what the worker said went wrong). */
  async function answer(request: FastifyRequest, reply: FastifyReply, name: EndpointName, task: RequestPart) {
    const caller = callerOf(request) as Caller;
    const compat = compatOf(request.headers['tna-compat'], options.compat);
    const base = (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '') + API_PREFIX;
    const bodyBytes = typeof task.body === 'string' ? task.body.length : task.body.byteLength;
    const result = await options.executor.run({
      endpoint: name,
      ...task,
      user: caller.user,
      keyless: caller.keyless,
      waitsOnModel: LANGUAGE_MODEL_ENDPOINTS.has(name),
      ...(compat ? { compat } : {}),
      apiBase: base,
    });
    options.metrics?.registry.analysis(name, bodyBytes);
    options.metrics?.registry.storeCalls(result.storeTimings);
    if (result.failure) logFailure(request, result.failure);
    if (result.retryAfterSeconds !== undefined) reply.header('retry-after', String(result.retryAfterSeconds));
    if (result.warning) reply.header('tna-warning', headerValue(result.warning));
    if (result.release) reply.raw.once('close', result.release);
    const json = typeof result.json === 'string' ? result.json : Buffer.from(result.json.buffer, result.json.byteOffset, result.json.byteLength);
    return reply.code(result.status).type(result.contentType ?? 'application/json; charset=utf-8').send(json);
  }

  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const { id, path } = ENDPOINTS[name];
    const names = queryNames(name);
    app.post(API_PREFIX + path, { onRequest: admit }, async (request, reply) => {
      const caller = callerOf(request) as Caller;
      const raw = request.query as Record<string, unknown>;
      const query = canonicalQuery(raw, names);
      if (caller.keyless) {
        if (LANGUAGE_MODEL_ENDPOINTS.has(name)) {
          return send(reply, new ApiError(401, 'unauthorized', `${path} (${id}) uses a language model, which needs a token: ${TOKEN_HELP}`));
        }
        const saving = (query.doNotSave !== undefined && FALSE_VALUES.has(query.doNotSave.toLowerCase())) || TRUE_VALUES.has((query.replace ?? '').toLowerCase());
        if (saving) return send(reply, new ApiError(401, 'unauthorized', `saving a graph (doNotSave=false) needs a token: ${TOKEN_HELP}`));
        // Where an endpoint saves by default (E9, E10), a keyless request does not.
        if (names.includes('doNotSave') && query.doNotSave === undefined) query.doNotSave = 'true';
      }
      const body = Buffer.isBuffer(request.body) ? ownBytes(request.body) : '';
      return answer(request, reply, name, { query, body, ignoredQuery: ignoredQuery(raw, names) });
    });
  }

  graphLinkRoutes(app, {
    admit,
    answer,
    userOf: (request) => callerOf(request)?.user,
    queryNames: queryNames('graphAndStatements'),
  });
  options.routes?.(app, { admit, callerOf, send });
  return app;
}
