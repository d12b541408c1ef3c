// The HTTP front door of `tna serve`: every ENDPOINTS entry as POST /api/v1/<path> on fastify, with auth, limits and error bodies.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors.js';
import { BodyTooLarge, DRAIN_BYTES, readBody } from './body-stream.js';
import { RateLimiter } from './rate-limit.js';
import { DEFAULT_ANONYMOUS_MAX_BODY, DEFAULT_MAX_BODY, DEFAULT_RATE_LIMIT } from './server-defaults.js';
import { ENDPOINTS, type EndpointName } from '../service/service.js';
import type { TokenTable } from './tokens.js';
import type { Executor } from './worker-pool.js';
import type { RequestPart } from './link-routes.js';
import { canonicalQuery, compatOf, headerValue, ignoredQuery, type Compat } from './client-shapes.js';
import { graphLinkRoutes } from './link-routes.js';
import { operatorRoutes } from './operator-routes.js';
import { privateFailure } from './task.js';

export const API_PREFIX = '/api/v1/';
export { canonicalQuery };
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Endpoints that call a language model: keyless requests may not use them. */
export const LANGUAGE_MODEL_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'graphAndAdvice',
  'graphAiAdvice',
  'graphsAndAiAdvice',
  'engineSearchResultsAiAdvice',
  'engineSearchIntentAiAdvice',
  'engineSearchVsIntentAiAdvice',
  'aiAdvice',
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
  /** One line per request (method, path, status, duration, user); nothing when absent. */
  log?: (line: string) => void;
  /** Answer every request also under the hosted service's field names (a request's Tna-Compat header decides for itself). */
  compat?: Compat;
  /** This server's address as its clients reach it (behind a proxy), for links to saved graphs; default: the request's Host. */
  publicUrl?: string;
  /** Behind a proxy: links take the protocol and host from X-Forwarded-Proto and X-Forwarded-Host (never trusted otherwise). */
  trustProxy?: boolean;
}

/** Who sent a request, as the auth hook decided. */
interface Caller {
  user: string;
  keyless: boolean;
}

const TOKEN_HELP = 'send the header Authorization: Bearer <token>';

function bytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KB`;
  return `${n} bytes`;
}

function tooLarge(limit: number, keyless: boolean): ApiError {
  return new ApiError(
    413,
    'payload_too_large',
    `the request body is larger than this server's limit of ${bytes(limit)}${keyless ? ' for keyless requests (a token allows more)' : ''}: send less text`,
  );
}

function limited(message: string, retryAfterSeconds: number): ApiError {
  return Object.assign(new ApiError(429, 'rate_limited', message), { retryAfterSeconds });
}

/** Paths go into the log without their query string and without control characters, and never very long. */
function loggedPath(url: string): string {
  const path = url.split('?')[0];
  return (path.length > 200 ? path.slice(0, 200) + '…' : path).replace(/[^\x21-\x7e]/g, '?');
}

function queryNames(name: EndpointName): string[] {
  const schema = ENDPOINTS[name].query as unknown as { shape?: Record<string, unknown> };
  return Object.keys(schema.shape ?? {});
}

/** `?a=1&a=2` keeps the last value, as most frameworks do; names stay as sent until matched to a schema. */
function parseQueryString(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}

/** JSON under any name a real client uses for it; the catch-all parser reads these as JSON, others get 415. */
function isJsonLike(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const essence = contentType.split(';')[0].trim().toLowerCase();
  return (
    essence === '' ||
    essence === 'application/json' ||
    essence.endsWith('+json') ||
    essence === 'text/json' ||
    essence === 'text/plain' ||
    // curl -d sends this unless told otherwise
    essence === 'application/x-www-form-urlencoded'
  );
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
  const anonymousMaxBody = Math.min(options.anonymousMaxBodyBytes ?? DEFAULT_ANONYMOUS_MAX_BODY, maxBody);
  const anonymousPerHour = options.anonymousPerHour ?? 0;
  const rateLimit = options.rateLimitPerMinute ?? DEFAULT_RATE_LIMIT;
  const perToken = rateLimit > 0 ? new RateLimiter(rateLimit, MINUTE_MS) : undefined;
  const perClient = anonymousPerHour > 0 ? new RateLimiter(anonymousPerHour, HOUR_MS) : undefined;
  const callers = new WeakMap<FastifyRequest, Caller>();
  const endpointPaths = new Map(Object.keys(ENDPOINTS).map((name) => [ENDPOINTS[name as EndpointName].path.toLowerCase(), name]));

  const app = Fastify({
    logger: false,
    bodyLimit: maxBody,
    trustProxy: options.trustProxy ?? false,
    // Requests that arrive while the server closes get our 503 (the onRequest hook below), not the framework's body.
    return503OnClosing: false,
    // Time to receive a whole request from a client; a trickling client cannot hold a connection forever.
    requestTimeout: 60_000,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, querystringParser: parseQueryString },
    frameworkErrors: (error, request, reply) => {
      // fastify answers these before its hooks run, so the log line is written here.
      const started = performance.now();
      reply.raw.once('finish', () => logRequest(request.method, request.url, 400, performance.now() - started, undefined));
      return send(reply, new ApiError(400, 'bad_request', `the request URL is not valid (${error.message})`));
    },
  });

  function logRequest(method: string, url: string, status: number, ms: number, caller: Caller | undefined): void {
    options.log?.(`${new Date().toISOString()} ${method} ${loggedPath(url)} ${status} ${Math.round(ms)}ms ${caller?.user ?? '-'}`);
  }

  function send(reply: FastifyReply, error: ApiError): FastifyReply {
    const retry = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retry !== undefined) reply.header('retry-after', String(retry));
    return reply.code(error.status).type('application/json; charset=utf-8').send(JSON.stringify(error.toJSON()));
  }

  const limitOf = (request: FastifyRequest) => (callers.get(request)?.keyless ? anonymousMaxBody : maxBody);

  app.removeAllContentTypeParsers();
  // Read here rather than by Fastify's buffer parser, which stops reading at the limit and closes
  // the connection under a client still sending (a chunked body has no length to refuse it by).
  app.addContentTypeParser('*', (request, payload, done) => {
    const limit = limitOf(request);
    readBody(payload, limit).then(
      // Decoding and parsing are the worker's job; the bytes move to it as they are.
      (body) => done(null, body),
      (error: unknown) => done(error instanceof BodyTooLarge ? tooLarge(limit, callers.get(request)?.keyless ?? false) : (error as Error), undefined),
    );
  });

  app.setErrorHandler((error: Error & { code?: string; statusCode?: number }, request, reply) => {
    if (error instanceof ApiError) return send(reply, error);
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return send(reply, tooLarge(limitOf(request), callers.get(request)?.keyless ?? false));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(reply, new ApiError(status, 'bad_request', error.message));
    return send(reply, privateFailure(error.message));
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

  /** Decides who is asking, or answers 401/429/413/415 before the body is read. */
  async function admit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const header = request.headers.authorization;
    let caller: Caller;
    if (header !== undefined) {
      const match = /^\s*bearer\s+(\S+)\s*$/i.exec(header);
      if (!match) return send(reply, new ApiError(401, 'unauthorized', `the Authorization header is not a bearer token: ${TOKEN_HELP}`));
      const owner = options.tokens.ownerOf(match[1]);
      if (!owner) return send(reply, new ApiError(401, 'unauthorized', 'the bearer token is not valid'));
      const take = perToken?.take(owner.id);
      if (take && !take.ok) {
        return send(reply, limited(`more than ${rateLimit} requests per minute with this token; try again in ${take.retryAfterSeconds} s`, take.retryAfterSeconds));
      }
      caller = { user: owner.user, keyless: false };
    } else {
      if (!perClient) return send(reply, new ApiError(401, 'unauthorized', `a bearer token is required: ${TOKEN_HELP}`));
      const take = perClient.take(request.ip);
      if (!take.ok) {
        return send(
          reply,
          limited(`keyless requests are limited to ${anonymousPerHour} per hour; try again in ${take.retryAfterSeconds} s, or use a token`, take.retryAfterSeconds),
        );
      }
      caller = { user: 'anonymous', keyless: true };
    }
    callers.set(request, caller);
    const length = Number(request.headers['content-length']);
    const limit = limitOf(request);
    // A body far over the limit is refused before it is read; one a little over is read and
    // dropped first (readBody), so that a client still sending it gets the answer.
    if (length > limit + DRAIN_BYTES) return send(reply, tooLarge(limit, caller.keyless));
    // Over the memory budget, a request is turned away before its body takes any memory.
    const refusal = Number.isFinite(length) && length <= limit ? options.executor.refusal?.(length) : undefined;
    if (refusal) {
      reply.header('retry-after', String(refusal.retryAfterSeconds ?? 1));
      return reply.code(refusal.status).type('application/json; charset=utf-8').send(refusal.json);
    }
    const type = request.headers['content-type'];
    if (!isJsonLike(type)) {
      return send(reply, new ApiError(415, 'unsupported_media_type', `Content-Type ${type} is not supported: send JSON (Content-Type: application/json)`));
    }
    return undefined;
  }

  // Keep-alive connections of requests that finish during shutdown would hold it open until their
  // keep-alive timeout (72 s): their replies close the connection instead.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('retry-after', '1');
    return send(reply, new ApiError(503, 'unavailable', 'the server is shutting down; try again in a moment (another instance may answer)'));
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  operatorRoutes(app, { executor: options.executor, closing: () => closing });

  app.addHook('onResponse', async (request, reply) => {
    logRequest(request.method, request.url, reply.statusCode, reply.elapsedTime, callers.get(request));
  });

  /** Runs one endpoint for an admitted request and sends its answer (or what the worker said went wrong). */
  async function answer(request: FastifyRequest, reply: FastifyReply, name: EndpointName, task: RequestPart) {
    const caller = callers.get(request) as Caller;
    const compat = compatOf(request.headers['tna-compat'], options.compat);
    const base = (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '') + API_PREFIX;
    const result = await options.executor.run({
      endpoint: name,
      ...task,
      user: caller.user,
      keyless: caller.keyless,
      waitsOnModel: LANGUAGE_MODEL_ENDPOINTS.has(name),
      ...(compat ? { compat } : {}),
      apiBase: base,
    });
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
      const caller = callers.get(request) as Caller;
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
    userOf: (request) => callers.get(request)?.user,
    queryNames: queryNames('graphAndStatements'),
  });
  return app;
}
