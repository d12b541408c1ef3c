// Two `tna serve` on one PostgreSQL behind a balancer running the shipped configuration
// (deploy/haproxy.cfg, deploy/nginx.conf): eight clients save and read without pause while each
// instance in turn gets SIGTERM and starts again. Behind HAProxy, which checks /readyz, not one
// request may fail (no 5xx, no reset, no 503). nginx checks nothing and learns of a stop from
// refused connections: a request caught in the instant the listener closes gets 502 or 503, and
// nothing worse. Every acknowledged save is stored exactly once, and nothing else is stored.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PG_SKIP, startCluster, type Cluster } from '../store/pg-cluster.js';
import { ROOT, startServe, type ServeProcess } from './serve-process.js';
import { freePort } from '../free-port.js';
import { BALANCER_SKIP, shippedHaproxy, shippedNginx, startBalancer, type BalancerKind } from './balancers.js';

const cluster: Cluster | undefined = PG_SKIP || (BALANCER_SKIP.haproxy && BALANCER_SKIP.nginx) ? undefined : await startCluster();
after(() => cluster?.stop());

const TOKEN = 'alice-token-0123';
const CLIENTS = 8;

/** The lines where `moved` differs from the shipped file, trimmed. */
function changedLines(file: string, moved: string): string[] {
  const shipped = readFileSync(path.join(ROOT, 'deploy', file), 'utf8').split('\n');
  const lines = moved.split('\n');
  assert.equal(lines.length, shipped.length, file);
  return lines.filter((line, i) => line !== shipped[i]).map((line) => line.trim());
}

test('the tests run the shipped deploy/haproxy.cfg and deploy/nginx.conf: only the addresses differ', () => {
  assert.deepEqual(changedLines('haproxy.cfg', shippedHaproxy(18080, 18404, [18081, 18082])), [
    'bind 127.0.0.1:18080',
    'server tna1 127.0.0.1:18081',
    'server tna2 127.0.0.1:18082',
    'bind 127.0.0.1:18404',
  ]);
  assert.deepEqual(changedLines('nginx.conf', shippedNginx(18080, [18081, 18082])), [
    'server 127.0.0.1:18081 max_fails=1 fail_timeout=5s;',
    'server 127.0.0.1:18082 max_fails=1 fail_timeout=5s;',
    'listen 127.0.0.1:18080;',
  ]);
});

interface Outcome {
  kind: 'save' | 'read';
  status: number | string;
  text?: string;
}

/** One request through the balancer: its status, or the network error's code. */
async function call(base: string, path: string, body: unknown): Promise<number | string> {
  try {
    const response = await fetch(`${base}/api/v1/${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? String(error);
  }
}

/** Resolves once the instance's log shows it answered an API request (one line per request). */
function answered(instance: ServeProcess): Promise<void> {
  return new Promise((resolve) => {
    const look = () => {
      if (!/"route":"\/api\/v1\//.test(instance.stderr())) return;
      instance.child.stderr!.off('data', look);
      resolve();
    };
    instance.child.stderr!.on('data', look);
    look();
  });
}

const rolling = (kind: BalancerKind) => async () => {
  const url = await cluster!.createDatabase();
  const env = { TNA_SERVE_TOKENS: `${TOKEN}:alice`, TNA_STORE_URL: url };
  const ports = [await freePort(), await freePort()];
  // The default --drain-delay: what an operator who copies deploy/haproxy.cfg gets.
  const start = (port: number) => startServe(['--port', String(port), '--workers', '1', '--rate-limit', '0'], env);
  const instances: ServeProcess[] = await Promise.all(ports.map(start));
  const balancer = await startBalancer(kind, ports);
  const outcomes: Outcome[] = [];
  let running = true;
  try {
    await Promise.all(['tna1', 'tna2'].map((name) => balancer.waitFor(name, 'UP')));
    const client = async (c: number) => {
      for (let n = 0; running; n++) {
        const text = `Client ${c} note ${n} about lakes and rivers`;
        const saved = await call(balancer.url, 'graphAndStatements?doNotSave=false&includeStatements=false&includeGraph=false', { name: `notes-${c}`, text });
        outcomes.push({ kind: 'save', status: saved, text });
        const read = await call(balancer.url, 'graphAndStatements?includeStatements=false&maxNodes=20', { name: `notes-${c}` });
        outcomes.push({ kind: 'read', status: read });
      }
    };
    const load = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
    /** Resolves once the clients have had `count` more answers: traffic reached the fleet as it is now. */
    const answers = async (count: number) => {
      const target = outcomes.length + count;
      while (outcomes.length < target) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    await answers(40);
    for (const round of [1, 2]) {
      for (const [i, name] of ['tna1', 'tna2'].entries()) {
        const ended = await instances[i].stop('SIGTERM');
        assert.deepEqual(ended, { code: 0, signal: null }, `${name} round ${round}: ${instances[i].stderr().slice(-2000)}`);
        instances[i] = await start(ports[i]);
        await balancer.waitFor(name, 'UP');
        // The balancer sends it requests again before the other one stops.
        await answered(instances[i]);
        await answers(40);
      }
    }
    running = false;
    await load;
    const failed = outcomes.filter((o) => o.status !== 200);
    const summary = failed.map((o) => `${o.kind} ${o.status}`).join(', ');
    const allowed = kind === 'haproxy' ? [] : [502, 503];
    const unexpected = failed.filter((o) => !allowed.includes(o.status as number));
    assert.equal(unexpected.length, 0, `${failed.length} of ${outcomes.length} requests failed (${summary})\n${kind} said:\n${balancer.output().slice(-3000)}`);
    const acknowledged = outcomes.filter((o) => o.kind === 'save' && o.status === 200).map((o) => o.text!);
    if (process.env.TNA_TEST_DEBUG) console.error(`rolling restarts behind ${kind}: ${outcomes.length} requests, ${acknowledged.length} saves acknowledged, failed: ${summary || 'none'}`);
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const stored = (await db.query<{ content: string; copies: number }>('SELECT content, count(*)::int AS copies FROM statements GROUP BY content')).rows;
      const copies = new Map(stored.map((row) => [row.content, row.copies]));
      assert.deepEqual(acknowledged.filter((text) => copies.get(text) !== 1), [], 'every acknowledged save is stored exactly once');
      // A 503 is refused before any work, and a 502 here is a connection the closing listener reset unread.
      assert.equal(stored.length, acknowledged.length, 'nothing stored that was not acknowledged');
    } finally {
      await db.end();
    }
  } finally {
    running = false;
    await balancer.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
  }
};

for (const kind of ['haproxy', 'nginx'] as const) {
  const outcome = kind === 'haproxy' ? 'no request fails' : 'only a request caught as a listener closes fails, with 502 or 503';
  test(`two instances behind ${kind}, each restarted in turn under ${CLIENTS} clients: ${outcome}; every acknowledged save stored once`, { skip: BALANCER_SKIP[kind] ?? PG_SKIP, timeout: 600_000 }, rolling(kind));
}
