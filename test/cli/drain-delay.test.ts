// --drain-delay: a stop first answers /readyz 503 while requests are still served, when something
// has been asking /readyz (a balancer); with nobody asking it stops at once, and a second signal
// ends the wait.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { logLines, runTna, startServe, type ServeProcess } from './serve-process.js';

const TOKEN = 'alice-token-0123';
const env = { TNA_SERVE_TOKENS: `${TOKEN}:alice` };
const dir = mkdtempSync(path.join(tmpdir(), 'tna-drain-delay-'));

/** Resolves once the server's log says it. */
function logSays(server: ServeProcess, pattern: RegExp): Promise<void> {
  return new Promise((resolve) => {
    const look = () => {
      if (!pattern.test(server.stderr())) return;
      server.child.stderr!.off('data', look);
      resolve();
    };
    server.child.stderr!.on('data', look);
    look();
  });
}

const messages = (server: ServeProcess) => logLines(server.stderr()).map((line) => String(line.msg));
const list = (server: ServeProcess) =>
  fetch(`${server.url}/api/v1/listGraphs`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` }, body: '{}' }).then((r) => r.status);

test('watched by a balancer: after SIGTERM /readyz answers 503 while the API and /healthz still answer; then it stops and exits 0', { timeout: 60_000 }, async () => {
  const server = await startServe(['--db', path.join(dir, 'watched.db'), '--workers', '0', '--drain-delay', '600'], env);
  assert.equal((await fetch(`${server.url}/readyz`)).status, 200);
  const ended = server.stop('SIGTERM');
  await logSays(server, /\/readyz answers 503 for 600 s \(--drain-delay\)/);
  const ready = await fetch(`${server.url}/readyz`);
  assert.equal(ready.status, 503);
  assert.deepEqual(await ready.json(), { status: 'unavailable', reason: 'the server is shutting down' });
  assert.equal(ready.headers.get('retry-after'), '1');
  assert.equal(await list(server), 200, 'requests are still served');
  assert.equal((await fetch(`${server.url}/healthz`)).status, 200);
  // A second signal: no more waiting (the test would time out otherwise).
  server.child.kill('SIGTERM');
  assert.deepEqual(await ended, { code: 0, signal: null });
  const log = messages(server);
  assert.ok(log.includes('tna serve: a second signal: no more waiting for balancers'), log.join('\n'));
  assert.equal(log.at(-1), 'tna serve: stopped');
  // The first line of the stop says the longest it may take, for an orchestrator's stop timeout.
  const first = logLines(server.stderr()).find((line) => String(line.msg).includes('the drain takes at most'));
  assert.equal(first?.msg, 'tna serve: SIGTERM: the drain takes at most 630 s (--drain-delay 600 s, then --drain-timeout 30 s)');
  assert.equal(first?.maxStopSeconds, 630);
  assert.ok(log.indexOf(String(first?.msg)) < log.findIndex((msg) => msg.includes('--drain-delay) so that balancers')), 'before the wait begins');
});

test('nobody asked /readyz: SIGTERM stops at once, without the delay', { timeout: 60_000 }, async () => {
  const server = await startServe(['--db', path.join(dir, 'alone.db'), '--workers', '0', '--drain-delay', '600'], env);
  assert.equal(await list(server), 200);
  assert.deepEqual(await server.stop('SIGTERM'), { code: 0, signal: null });
  assert.ok(!messages(server).some((msg) => msg.includes('/readyz answers 503')));
  const first = logLines(server.stderr()).find((line) => String(line.msg).includes('the drain takes at most'));
  assert.equal(first?.msg, 'tna serve: SIGTERM: the drain takes at most 30 s (--drain-timeout 30 s; no --drain-delay, nobody asked /readyz in the last minute)');
  assert.equal(first?.maxStopSeconds, 30);
});

test('--drain-delay 0: the longest stop is the drain timeout alone, watched or not', { timeout: 60_000 }, async () => {
  const server = await startServe(['--db', path.join(dir, 'nodelay.db'), '--workers', '0', '--drain-delay', '0', '--drain-timeout', '12'], env);
  assert.equal((await fetch(`${server.url}/readyz`)).status, 200);
  assert.deepEqual(await server.stop('SIGTERM'), { code: 0, signal: null });
  const first = logLines(server.stderr()).find((line) => String(line.msg).includes('the drain takes at most'));
  assert.equal(first?.msg, 'tna serve: SIGTERM: the drain takes at most 12 s (--drain-timeout 12 s; no --drain-delay, it is 0)');
  assert.equal(first?.maxStopSeconds, 12);
});

test('--drain-delay and TNA_SERVE_DRAIN_DELAY take whole seconds', async () => {
  const flag = await runTna(['serve', '--port', '0', '--drain-delay', '2.5'], { env });
  assert.equal(flag.code, 2);
  assert.match(flag.stderr, /^tna: --drain-delay must be a whole number from 0 to 600 \(got "2\.5"\)/);
  const variable = await runTna(['serve', '--port', '0'], { env: { ...env, TNA_SERVE_DRAIN_DELAY: 'soon' } });
  assert.equal(variable.code, 2);
  assert.match(variable.stderr, /^tna: TNA_SERVE_DRAIN_DELAY must be a whole number from 0 to 600/);
});
