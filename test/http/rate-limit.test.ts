// The request limits through @fastify/rate-limit: a window's allowance per key, the wait until it
// ends, and counts kept by a shared counter (as instances on one PostgreSQL share them).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { registerLimits, type SharedCounter, type Take } from '../../src/http/rate-limit.js';

async function limitsApp(options: Parameters<typeof registerLimits>[1]) {
  const app = Fastify();
  const limits = registerLimits(app, options);
  const takes: Take[] = [];
  app.get('/token/:id', async (request) => {
    takes.push(await limits.token(request, (request.params as { id: string }).id));
    return takes.at(-1);
  });
  app.get('/keyless', async (request) => limits.keyless(request));
  await app.ready();
  const take = async (url: string) => (await app.inject({ url })).json() as Take;
  return { app, take };
}

test('per token: N a minute, then the wait until the window ends; each token its own count', async () => {
  const { app, take } = await limitsApp({ perTokenPerMinute: 3, keylessPerHour: 0 });
  assert.deepEqual(await Promise.all([1, 2, 3].map(() => take('/token/a'))), [{ ok: true }, { ok: true }, { ok: true }]);
  const over = await take('/token/a');
  assert.equal(over.ok, false);
  assert.ok(!over.ok && over.retryAfterSeconds >= 1 && over.retryAfterSeconds <= 60, JSON.stringify(over));
  assert.deepEqual(await take('/token/b'), { ok: true });
  assert.deepEqual(await take('/keyless'), { ok: true }, 'no keyless limit set: nothing counted');
  await app.close();
});

test('keyless: per client address per hour, with an hour-long wait', async () => {
  const { app, take } = await limitsApp({ perTokenPerMinute: 0, keylessPerHour: 2 });
  await take('/keyless');
  await take('/keyless');
  const over = await take('/keyless');
  assert.ok(!over.ok && over.retryAfterSeconds > 3500 && over.retryAfterSeconds <= 3600, JSON.stringify(over));
  await app.close();
});

test('a shared counter decides, keyed by limit and token; a counter that fails lets the request through', async () => {
  const hits = new Map<string, number>();
  const seen: Array<[string, number]> = [];
  let broken = false;
  const shared: SharedCounter = {
    async hit(key, windowMs) {
      if (broken) throw new Error('connection refused');
      seen.push([key, windowMs]);
      hits.set(key, (hits.get(key) ?? 0) + 1);
      return { count: hits.get(key)!, msLeft: 12_345 };
    },
    close: async () => undefined,
  };
  const { app, take } = await limitsApp({ perTokenPerMinute: 2, keylessPerHour: 0, shared });
  // Another instance has counted one already.
  hits.set('token:t1', 1);
  assert.deepEqual(await take('/token/t1'), { ok: true });
  assert.deepEqual(await take('/token/t1'), { ok: false, retryAfterSeconds: 13 });
  assert.deepEqual(seen, [['token:t1', 60_000], ['token:t1', 60_000]]);
  broken = true;
  assert.deepEqual(await take('/token/t1'), { ok: true });
  await app.close();
});
