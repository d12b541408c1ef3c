// The request limits of `tna serve`, counted by @fastify/rate-limit: N requests per minute for
// each token, N per hour for each keyless client address. The counts live in this process (the
// plugin's own store), or in a counter every instance shares (the PostgreSQL store's), so that
// instances behind one load balancer allow together what one allows.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export type Take = { ok: true } | { ok: false; retryAfterSeconds: number };

/** A count of hits per key in fixed windows, shared by every instance of the server. */
export interface SharedCounter {
  /** Counts one hit on `key` in its window (a new one when the last has ended): the hits in it so far, and the milliseconds left of it. */
  hit(key: string, windowMs: number): Promise<{ count: number; msLeft: number }>;
  close(): Promise<void>;
}

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The plugin's store interface over a shared counter. */
function sharedStore(counter: SharedCounter) {
  return class SharedStore {
    incr(key: string, done: Callback, timeWindow: number): void {
      counter.hit(key, timeWindow).then(
        ({ count, msLeft }) => done(null, { current: count, ttl: msLeft }),
        (error: Error) => done(error),
      );
    }
    child(): SharedStore {
      // Keys name their limit themselves (token:…, client:…), so one table serves both.
      return this;
    }
  };
}

export interface LimitOptions {
  /** Requests per minute per token; 0 for none. */
  perTokenPerMinute: number;
  /** Keyless requests per client address per hour; 0 for none. */
  keylessPerHour: number;
  shared?: SharedCounter;
}

export interface Limits {
  /** Counts a request of the token with this id. */
  token(request: FastifyRequest, tokenId: string): Promise<Take>;
  /** Counts a keyless request from the request's address. */
  keyless(request: FastifyRequest): Promise<Take>;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

export function registerLimits(app: FastifyInstance, options: LimitOptions): Limits {
  const keys = new WeakMap<FastifyRequest, string>();
  void app.register(rateLimit, {
    global: false,
    // A shared counter that cannot be reached (the database restarting) lets requests through:
    // they meet the store's own 503 if they need it, and the limit is back when the store is.
    skipOnError: true,
    keyGenerator: (request) => keys.get(request) ?? request.ip,
    ...(options.shared ? { store: sharedStore(options.shared) } : {}),
  });
  type Limiter = (request: FastifyRequest) => Promise<{ isExceeded?: boolean; ttlInSeconds?: number }>;
  // The plugin's limiter functions exist once it has loaded (the server is ready before any request).
  const limiters = new Map<string, Limiter>();
  const limiter = (max: number, timeWindow: number): Limiter => {
    const name = `${max}/${timeWindow}`;
    let made = limiters.get(name);
    if (!made) limiters.set(name, (made = app.createRateLimit({ max, timeWindow }) as Limiter));
    return made;
  };
  const take = async (request: FastifyRequest, key: string, max: number, windowMs: number): Promise<Take> => {
    if (max <= 0) return { ok: true };
    keys.set(request, key);
    const state = await limiter(max, windowMs)(request);
    return state.isExceeded ? { ok: false, retryAfterSeconds: Math.max(1, state.ttlInSeconds ?? 1) } : { ok: true };
  };
  return {
    token: (request, tokenId) => take(request, `token:${tokenId}`, options.perTokenPerMinute, MINUTE_MS),
    keyless: (request) => take(request, `client:${request.ip}`, options.keylessPerHour, HOUR_MS),
  };
}
