import { test } from 'node:test';
import assert from 'node:assert/strict';
import { RateLimiter } from '../../src/http/rate-limit.js';

test('a burst of N, then one request per window / N, with the wait in whole seconds', () => {
  let now = 0;
  const limiter = new RateLimiter(3, 60_000, () => now);
  assert.deepEqual([1, 2, 3].map(() => limiter.take('a').ok), [true, true, true]);
  assert.deepEqual(limiter.take('a'), { ok: false, retryAfterSeconds: 20 });
  assert.equal(limiter.take('b').ok, true, 'each key has its own bucket');
  now = 19_000;
  assert.deepEqual(limiter.take('a'), { ok: false, retryAfterSeconds: 1 });
  now = 20_000;
  assert.equal(limiter.take('a').ok, true);
  assert.equal(limiter.take('a').ok, false);
  now = 20_000 + 3_600_000;
  assert.deepEqual([1, 2, 3, 4].map(() => limiter.take('a').ok), [true, true, true, false], 'an idle key refills to N, no more');
});

test('an hourly allowance asks for a long wait', () => {
  const limiter = new RateLimiter(2, 3_600_000, () => 0);
  limiter.take('client');
  limiter.take('client');
  assert.deepEqual(limiter.take('client'), { ok: false, retryAfterSeconds: 1800 });
});
