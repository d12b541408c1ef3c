// Several `tna serve` processes over one PostgreSQL database: concurrent appends, a database restart
// in the middle of a load, and the command line choosing the store by --store or TNA_STORE_URL.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { runTna, startServe, startServes } from '../cli/serve-process.js';
import { PG_SKIP, sql, startCluster, type Cluster } from './pg-cluster.js';
import { PG_MIGRATIONS } from '../../src/store/pg-schema.js';

const cluster: Cluster | undefined = PG_SKIP ? undefined : await startCluster();
after(() => cluster?.stop());
const it = (name: string, body: () => Promise<void>) => test(`postgres: ${name}`, { skip: PG_SKIP }, body);

const TOKENS = 'alice-token-0123:alice,bob-token-4567:bob';

async function post(base: string, endpoint: string, body: unknown, token = 'alice-token-0123') {
  const response = await fetch(`${base}/api/v1/${endpoint}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, retryAfter: response.headers.get('retry-after'), json: (await response.json()) as Record<string, unknown> };
}

const append = (base: string, text: string, analysis?: 'reference') =>
  post(base, 'graphAndStatements?doNotSave=false&includeStatements=false&includeGraph=false', { name: 'shared', text, ...(analysis ? { analysis } : {}) });

it('two servers, one database, 200 concurrent appends to one graph: all kept, ids gapless, one order for both', async () => {
  const url = await cluster!.createDatabase();
  const env = { TNA_SERVE_TOKENS: TOKENS, TNA_STORE_URL: url };
  // Both start at once: the second waits on the migration lock and finds nothing to do.
  const [a, b] = await startServes([{ args: ['--workers', '2'], env }, { args: ['--workers', '2'], env }]);
  try {
    const texts = Array.from({ length: 200 }, (_, i) => `Line ${i} about lakes and rivers`);
    const answers = await Promise.all(texts.map((text, i) => append(i % 2 ? b.url : a.url, text)));
    assert.deepEqual(answers.filter((r) => r.status !== 200), [], 'every append acknowledged');
    const stored = await sql<{ id: number; content: string }>(url, 'SELECT s.id, s.content FROM statements s ORDER BY s.seq');
    assert.deepEqual(stored.map((s) => s.id), Array.from({ length: 200 }, (_, i) => i), 'ids in commit order, unique and gapless');
    assert.deepEqual(stored.map((s) => s.content).sort(), [...texts].sort(), 'all 200 kept, none twice');
    // Each migration applied once, by one of the two.
    assert.deepEqual(await sql(url, 'SELECT version FROM tna_schema_version ORDER BY version'), PG_MIGRATIONS.map((m) => ({ version: m.version })));
    // Both servers read the same graph, in the same order.
    // Each names the graph by its own address: the rest is the same.
    const read = async (base: string) => JSON.parse(JSON.stringify((await post(base, 'graphAndStatements', { name: 'shared' })).json).replaceAll(base, '<server>'));
    const [fromA, fromB] = await Promise.all([read(a.url), read(b.url)]);
    assert.deepEqual(fromA, fromB);
    const list = await post(b.url, 'listGraphs', {});
    assert.equal((list.json as unknown as { statementCount?: number; contextName: string }[]).length, 1);
    assert.equal((await post(a.url, 'listGraphs', {}, 'bob-token-4567')).json.length, 0, 'bob sees none of alice\'s graphs');
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
});

it('the database restarting in the middle of a load: 503 with Retry-After, never a 500, no acknowledged write lost', async () => {
  const url = await cluster!.createDatabase();
  const server = await startServe(['--workers', '2'], { TNA_SERVE_TOKENS: TOKENS, TNA_STORE_URL: url });
  const acknowledged: string[] = [];
  const refusals: { status: number; retryAfter: string | null; message: string }[] = [];
  let databaseUp: Promise<void> = Promise.resolve();
  let sawRefusal: () => void = () => undefined;
  const refused = new Promise<void>((resolve) => (sawRefusal = resolve));
  let stopped: Promise<void> | undefined;
  let next = 0;
  const WANTED = 120;
  const client = async () => {
    while (acknowledged.length < WANTED) {
      const text = `Restart line ${next++} about lakes and rivers`;
      const r = await append(server.url, text);
      if (r.status === 200) {
        acknowledged.push(text);
        // A third of the way in, the database goes down (fast shutdown: connections in use are cut).
        if (acknowledged.length === 40 && !stopped) {
          let up: () => void = () => undefined;
          databaseUp = new Promise((resolve) => (up = resolve));
          stopped = cluster!.stopServer('fast').then(async () => {
            await refused; // at least one request met the database down
            await cluster!.startServer();
            up();
          });
        }
      } else {
        refusals.push({ status: r.status, retryAfter: r.retryAfter, message: String((r.json.error as { message?: string })?.message) });
        sawRefusal();
        await databaseUp; // wait for the restart rather than spinning
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: 6 }, client));
    await stopped;
    if (process.env.TNA_TEST_DEBUG) console.error(`restart: ${acknowledged.length} appends acknowledged, ${refusals.length} answered 503 while the database was away`);
    assert.ok(refusals.length > 0, 'the restart was noticed');
    for (const r of refusals) {
      assert.equal(r.status, 503, r.message);
      assert.ok(Number(r.retryAfter) > 0, 'with Retry-After');
      assert.match(r.message, /cannot reach the store's database|try again/);
    }
    const stored = new Set((await sql<{ content: string }>(url, 'SELECT content FROM statements')).map((s) => s.content));
    assert.deepEqual(acknowledged.filter((t) => !stored.has(t)), [], 'every acknowledged append is in the database');
    const ids = (await sql<{ id: number }>(url, 'SELECT id FROM statements ORDER BY seq')).map((s) => s.id);
    assert.deepEqual(ids, Array.from({ length: ids.length }, (_, i) => i), 'ids stay gapless across the restart');
  } finally {
    if (stopped) await stopped;
    await server.stop();
  }
});

it('the command line: --store and TNA_STORE_URL choose the database; a bad URL exits 2, a refused connection 1, one line each', async () => {
  const url = await cluster!.createDatabase();
  const saved = await runTna(['graph', '--save', '--name', 'notes', '-f', 'summary', '--store', url], { input: 'Trees need rain.\nRain feeds rivers.' });
  assert.equal(saved.code, 0, saved.stderr);
  const listed = await runTna(['list', '-f', 'json'], { env: { TNA_STORE_URL: url } });
  assert.equal(listed.code, 0, listed.stderr);
  assert.match(listed.stdout, /"notes"/);
  const renamed = await runTna(['rename', 'notes', 'trees'], { env: { TNA_STORE_URL: url } });
  assert.equal(renamed.code, 0, renamed.stderr);
  assert.deepEqual(await sql(url, 'SELECT name FROM contexts'), [{ name: 'trees' }]);

  const bad = await runTna(['list', '--store', 'postgres://'], {});
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^tna: the store URL names no host: check --store or TNA_STORE_URL .*\n$/);
  const down = await runTna(['list'], { env: { TNA_STORE_URL: `postgres://tna:secret@127.0.0.1:${cluster!.port + 1}/x` } });
  assert.equal(down.code, 1);
  assert.match(down.stderr, /^tna: cannot reach the store's database postgres:\/\/tna@127\.0\.0\.1:\d+\/x \(connection refused\): is it running, and are the host and port in --store or TNA_STORE_URL right\?[^\n]*\n$/);
  const serveBad = await runTna(['serve', '--port', '0', '--store', 'mysql://db/tna'], { env: { TNA_SERVE_TOKENS: TOKENS } });
  assert.equal(serveBad.code, 2);
  assert.match(serveBad.stderr, /^tna: the store URL must start with postgres:\/\/ or postgresql:\/\/: check --store or TNA_STORE_URL[^\n]*\n$/);
  const serveDown = await runTna(['serve', '--port', '0', '--store', `postgres://tna@127.0.0.1:${cluster!.port + 1}/x`], { env: { TNA_SERVE_TOKENS: TOKENS } });
  assert.equal(serveDown.code, 1, 'tna serve stops before listening');
  assert.match(serveDown.stderr, /^tna: cannot reach the store's database/);
});

/** Asks GET /readyz until it answers `status`; resolves with the milliseconds that took. */
async function readyzTurns(base: string, status: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const r = await fetch(`${base}/readyz`).catch(() => undefined);
    if (r?.status === status) return performance.now() - started;
    await r?.body?.cancel();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('the database stopped under a running server: /readyz turns 503 and back to 200 when it returns; /healthz stays 200 and nothing crashes', async () => {
  const url = await cluster!.createDatabase();
  const server = await startServe(['--workers', '1'], { TNA_SERVE_TOKENS: TOKENS, TNA_STORE_URL: url });
  try {
    assert.equal((await fetch(`${server.url}/readyz`)).status, 200);
    await cluster!.stopServer('fast');
    const down = await readyzTurns(server.url, 503);
    const why = (await (await fetch(`${server.url}/readyz`)).json()) as { status: string; reason: string };
    assert.deepEqual(why, { status: 'unavailable', reason: 'the store or the workers do not answer (status 503)' });
    assert.equal((await fetch(`${server.url}/healthz`)).status, 200, 'alive all the same');
    await cluster!.startServer();
    const up = await readyzTurns(server.url, 200);
    if (process.env.TNA_TEST_DEBUG) console.error(`readiness: 503 after ${Math.round(down)} ms, 200 again after ${Math.round(up)} ms`);
    // Under the reference analysis, where this line has a concept (restart; the default one keeps no verb, and back is a generic word).
    assert.equal((await append(server.url, 'Back again after the restart', 'reference')).status, 200);
    assert.equal(server.child.exitCode, null, 'the server is still running');
  } finally {
    await server.stop();
  }
});

it('two instances on one database share the rate limit: bursts to both allow what one allows', async () => {
  const url = await cluster!.createDatabase();
  const env = { TNA_SERVE_TOKENS: TOKENS, TNA_STORE_URL: url };
  const [a, b] = await startServes([{ args: ['--workers', '1', '--rate-limit', '30'], env }, { args: ['--workers', '1', '--rate-limit', '30'], env }]);
  try {
    const burst = await Promise.all(Array.from({ length: 60 }, (_, i) => post(i % 2 ? b.url : a.url, 'listGraphs', {})));
    const statuses = burst.map((r) => r.status);
    assert.equal(statuses.filter((s) => s === 200).length, 30, 'thirty in all, not thirty each');
    assert.equal(statuses.filter((s) => s === 429).length, 30);
    const refused = burst.find((r) => r.status === 429)!;
    assert.ok(Number(refused.retryAfter) >= 1 && Number(refused.retryAfter) <= 60, `Retry-After ${refused.retryAfter}`);
    assert.equal((await post(a.url, 'listGraphs', {}, 'bob-token-4567')).status, 200, 'another token has its own count');
    assert.deepEqual(await sql(url, "SELECT hits FROM tna_rate_limits WHERE key LIKE 'token:%' ORDER BY hits"), [{ hits: 1 }, { hits: 60 }], 'counted in the database, no token in it');
    const keys = (await sql<{ key: string }>(url, 'SELECT key FROM tna_rate_limits')).map((r) => r.key).join(' ');
    assert.ok(!keys.includes('alice-token') && !keys.includes('bob-token'), keys);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
});
