// Token buckets per key (a token's id, a keyless client's address): N requests per window, with the wait when over.

export type Take = { ok: true } | { ok: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updated: number;
}

/** Above this many keys, full buckets (keys idle for a whole window) are forgotten. */
const PRUNE_ABOVE = 10_000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  /**
   * `limit` requests per `windowMs` for each key, refilled continuously: a burst of `limit` is
   * allowed, and after that one request every windowMs / limit.
   */
  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): Take {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.limit, updated: now };
    bucket.tokens = Math.min(this.limit, bucket.tokens + ((now - bucket.updated) * this.limit) / this.windowMs);
    bucket.updated = now;
    if (!this.buckets.has(key)) {
      if (this.buckets.size >= PRUNE_ABOVE) this.prune(now);
      this.buckets.set(key, bucket);
    }
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { ok: true };
    }
    const msUntilOne = ((1 - bucket.tokens) * this.windowMs) / this.limit;
    // Rounded to the millisecond first: 0.95 of a token is not 1.0000000000000009 seconds away.
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.round(msUntilOne) / 1000)) };
  }

  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.updated) * this.limit) / this.windowMs >= this.limit) this.buckets.delete(key);
    }
  }
}
