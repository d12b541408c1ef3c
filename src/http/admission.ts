// Who may ask `tna serve`, and how much: the bearer token (or a keyless client within its
// allowance), the rate limits, the body's size and type, and the memory budget — decided before
// a request's body is read.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors.js';
import { DRAIN_BYTES } from './body-stream.js';
import { registerLimits, type SharedCounter } from './rate-limit.js';
import type { TokenTable } from './tokens.js';
import type { Executor } from './worker-pool.js';

/** Who sent a request, as admission decided. */
export interface Caller {
  user: string;
  keyless: boolean;
  /** The token's stable id (a digest's prefix, never the token), when a token was sent. */
  tokenId?: string;
}

export const TOKEN_HELP = 'send the header Authorization: Bearer <token>';

export interface AdmissionOptions {
  tokens: TokenTable;
  executor: Executor;
  maxBody: number;
  anonymousMaxBody: number;
  /** Requests per minute per token; 0 is no limit. */
  rateLimitPerMinute: number;
  /** Keyless requests per client address per hour; 0 turns them away. */
  anonymousPerHour: number;
  /** Counts shared by every instance (a PostgreSQL store); else each process counts its own. */
  sharedLimits?: SharedCounter;
  /** Sends an error in the API's shape. */
  send(reply: FastifyReply, error: ApiError): FastifyReply;
}

export interface Admission {
  /** Decides who is asking, or answers 401/429/413/415/503 before the body is read. */
  admit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  callerOf(request: FastifyRequest): Caller | undefined;
  /** The largest body this request may send. */
  bodyLimitOf(request: FastifyRequest): number;
  tooLarge(request: FastifyRequest): ApiError;
}

function bytes(n: number): string {
  if (n >= 1024 * 1024 && n % (1024 * 1024) === 0) return `${n / (1024 * 1024)} MB`;
  if (n >= 1024 && n % 1024 === 0) return `${n / 1024} KB`;
  return `${n} bytes`;
}

function limited(message: string, retryAfterSeconds: number): ApiError {
  return Object.assign(new ApiError(429, 'rate_limited', message), { retryAfterSeconds });
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

export function admission(app: FastifyInstance, options: AdmissionOptions): Admission {
  const { send, tokens, maxBody, rateLimitPerMinute, anonymousPerHour } = options;
  const anonymousMaxBody = Math.min(options.anonymousMaxBody, maxBody);
  const callers = new WeakMap<FastifyRequest, Caller>();
  const limits = registerLimits(app, { perTokenPerMinute: rateLimitPerMinute, keylessPerHour: anonymousPerHour, shared: options.sharedLimits });
  const bodyLimitOf = (request: FastifyRequest) => (callers.get(request)?.keyless ? anonymousMaxBody : maxBody);
  const tooLarge = (request: FastifyRequest) => {
    const keyless = callers.get(request)?.keyless ?? false;
    return new ApiError(
      413,
      'payload_too_large',
      `the request body is larger than this server's limit of ${bytes(bodyLimitOf(request))}${keyless ? ' for keyless requests (a token allows more)' : ''}: send less text`,
    );
  };

  async function identify(request: FastifyRequest): Promise<Caller | ApiError> {
    const header = request.headers.authorization;
    if (header !== undefined) {
      const match = /^\s*bearer\s+(\S+)\s*$/i.exec(header);
      if (!match) return new ApiError(401, 'unauthorized', `the Authorization header is not a bearer token: ${TOKEN_HELP}`);
      const owner = tokens.ownerOf(match[1]);
      if (!owner) return new ApiError(401, 'unauthorized', 'the bearer token is not valid');
      const take = await limits.token(request, owner.id);
      if (!take.ok) return limited(`more than ${rateLimitPerMinute} requests per minute with this token; try again in ${take.retryAfterSeconds} s`, take.retryAfterSeconds);
      return { user: owner.user, keyless: false, tokenId: owner.id };
    }
    if (anonymousPerHour <= 0) return new ApiError(401, 'unauthorized', `a bearer token is required: ${TOKEN_HELP}`);
    const take = await limits.keyless(request);
    if (!take.ok) {
      return limited(`keyless requests are limited to ${anonymousPerHour} per hour; try again in ${take.retryAfterSeconds} s, or use a token`, take.retryAfterSeconds);
    }
    return { user: 'anonymous', keyless: true };
  }

  async function admit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const caller = await identify(request);
    if (caller instanceof ApiError) return send(reply, caller);
    callers.set(request, caller);
    const length = Number(request.headers['content-length']);
    const limit = bodyLimitOf(request);
    // A body far over the limit is refused before it is read; one a little over is read and
    // dropped first (readBody), so that a client still sending it gets the answer.
    if (length > limit + DRAIN_BYTES) return send(reply, tooLarge(request));
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

  return { admit, callerOf: (request) => callers.get(request), bodyLimitOf, tooLarge };
}
