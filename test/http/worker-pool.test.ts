import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jsonText, type Task, type TaskResult } from '../../src/http/task.js';
import { WorkerPool, type Executor } from '../../src/http/worker-pool.js';
import { gate } from './gate.js';
import { request, slowText, startServer } from './server-helpers.js';

const ECHO = new URL('./echo-worker.js', import.meta.url);
const SERVE_WORKER = new URL('../../src/http/serve-worker.js', import.meta.url);

const task = (body: string, extra: Partial<Task> = {}): Task => ({ endpoint: 'graphAndStatements', query: {}, body, user: 'alice', keyless: false, ...extra });

test('tasks go to the least busy worker: a long one does not hold up the others', { timeout: 60_000 }, async () => {
  const held = gate();
  const pool = await WorkerPool.start({ file: ECHO, size: 2, workerData: { gate: held.shared } });
  try {
    const order: string[] = [];
    const track = (name: string, p: Promise<TaskResult>) => p.then((r) => (order.push(name), JSON.parse(jsonText(r))));
    // The long task holds its worker's thread until the gate opens, which is after the short ones are answered.
    const long = track('long', pool.run(task('hold')));
    await held.arrived(1);
    const shorts = await Promise.all([1, 2, 3].map((i) => track(`short${i}`, pool.run(task(`short${i}`)))));
    assert.deepEqual(order, ['short1', 'short2', 'short3'], 'answered while the long task still runs');
    held.open();
    const longResult = await long;
    assert.deepEqual(order, ['short1', 'short2', 'short3', 'long']);
    assert.ok(shorts.every((s) => s.thread !== longResult.thread), 'the short tasks ran on the other worker');
  } finally {
    held.open();
    await pool.close();
  }
});

test('tasks that wait on a language model share a worker', { timeout: 60_000 }, async () => {
  const waiting = gate();
  const pool = await WorkerPool.start({ file: ECHO, size: 1, workerData: { gate: waiting.shared } });
  try {
    const both = Promise.all([pool.run(task('gated', { waitsOnModel: true })), pool.run(task('gated', { waitsOnModel: true }))]);
    // Both start in the one worker before either ends (were the second queued, this would wait until the test's timeout).
    await waiting.arrived(2);
    waiting.open();
    assert.deepEqual((await both).map((r) => JSON.parse(jsonText(r)).concurrent), [1, 2], 'both ran in the one worker at once');
  } finally {
    waiting.open();
    await pool.close();
  }
});

test('a worker that dies fails only its own task, with a 500, and is replaced', async () => {
  const pool = await WorkerPool.start({ file: ECHO, size: 1, workerData: {} });
  try {
    const before = JSON.parse(jsonText(await pool.run(task('hello')))).thread;
    const crashed = await pool.run(task('exit'));
    assert.equal(crashed.status, 500);
    // The reason goes to the server's log; the client gets a reference to it, no internals.
    assert.match(JSON.parse(jsonText(crashed)).error.message, /^internal error \(reference [0-9a-f]{8}\): the server could not answer; its log has the details$/);
    const after = await pool.run(task('again'));
    assert.equal(after.status, 200, 'the next task waits for the replacement');
    assert.notEqual(JSON.parse(jsonText(after)).thread, before);
  } finally {
    await pool.close();
  }
});

test('a task in flight when the pool closes gets a 503 the client may retry, not an internal error', { timeout: 60_000 }, async () => {
  const held = gate();
  const pool = await WorkerPool.start({ file: ECHO, size: 1, workerData: { gate: held.shared } });
  try {
    const cut = pool.run(task('hold'));
    await held.arrived(1);
    await pool.close();
    const result = await cut;
    assert.equal(result.status, 503);
    assert.equal(JSON.parse(jsonText(result)).error.code, 'unavailable');
  } finally {
    held.open();
  }
});

test('a worker that cannot start makes the pool fail at start, not at the first request', async () => {
  await assert.rejects(WorkerPool.start({ file: new URL('../api/no-such-worker.js', import.meta.url), size: 1, workerData: {} }), /did not start/);
});

test('serve-worker: while a long analysis runs in one worker, the server answers other requests at once', async () => {
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tna-pool-')), 'tna.db');
  const pool = await WorkerPool.start({ file: SERVE_WORKER, size: 2, workerData: { db, cwd: process.cwd() }, env: { PATH: process.env.PATH } });
  // The pool as the server sees it, saying when the first task, the long one, is handed to a worker.
  let handedOver!: () => void;
  const longHandedOver = new Promise<void>((resolve) => (handedOver = resolve));
  const executor: Executor = {
    run: (task) => {
      const result = pool.run(task);
      handedOver();
      return result;
    },
    close: () => pool.close(),
  };
  const server = await startServer({ executor });
  try {
    const url = `${server.url}/api/v1/graphAndStatements`;
    const order: string[] = [];
    const long = request(`${url}?maxNodes=all&includeStatements=false`, { token: 'alice-secret-token', body: { text: slowText() } }).then((r) => {
      order.push('long');
      return r;
    });
    // The short request goes once the long one is in a worker, whatever the speed of the machine.
    await longHandedOver;
    const short = await request(url, { token: 'bob-secret-token', body: { text: 'Trees need rain.\nRain feeds rivers.' } });
    order.push('short');
    const refused = await request(url, { body: { text: 'no token' } });
    order.push('refused');
    assert.equal(short.status, 200, short.text);
    assert.equal(short.json.userName, 'bob');
    assert.equal(refused.status, 401);
    const longReply = await long;
    assert.equal(longReply.status, 200, longReply.text);
    assert.ok(longReply.json.entriesAndGraphOfContext.graph.networkGraph.nodes.length >= 290);
    assert.deepEqual(order, ['short', 'refused', 'long']);
  } finally {
    await server.close();
  }
});
