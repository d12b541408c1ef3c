import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jsonText, type Task, type TaskResult } from '../../src/http/task.js';
import { WorkerPool } from '../../src/http/worker-pool.js';
import { request, slowText, startServer } from './server-helpers.js';

const ECHO = new URL('./echo-worker.js', import.meta.url);
const SERVE_WORKER = new URL('../../src/http/serve-worker.js', import.meta.url);

const task = (body: string, extra: Partial<Task> = {}): Task => ({ endpoint: 'graphAndStatements', query: {}, body, user: 'alice', keyless: false, ...extra });

test('tasks go to the least busy worker: a long one does not hold up the others', async () => {
  const pool = await WorkerPool.start({ file: ECHO, size: 2, workerData: {} });
  try {
    const order: string[] = [];
    const track = (name: string, p: Promise<TaskResult>) => p.then((r) => (order.push(name), JSON.parse(jsonText(r))));
    const long = track('long', pool.run(task('busy:1500')));
    const shorts = await Promise.all([1, 2, 3].map((i) => track(`short${i}`, pool.run(task(`short${i}`)))));
    const longResult = await long;
    assert.deepEqual(order, ['short1', 'short2', 'short3', 'long']);
    assert.ok(shorts.every((s) => s.thread !== longResult.thread), 'the short tasks ran on the other worker');
  } finally {
    await pool.close();
  }
});

test('tasks that wait on a language model share a worker', async () => {
  const pool = await WorkerPool.start({ file: ECHO, size: 1, workerData: {} });
  try {
    const waiting = await Promise.all([pool.run(task('wait:300', { waitsOnModel: true })), pool.run(task('wait:300', { waitsOnModel: true }))]);
    assert.deepEqual(waiting.map((r) => JSON.parse(jsonText(r)).concurrent), [1, 2], 'both ran in the one worker at once');
  } finally {
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

test('a worker that cannot start makes the pool fail at start, not at the first request', async () => {
  await assert.rejects(WorkerPool.start({ file: new URL('../api/no-such-worker.js', import.meta.url), size: 1, workerData: {} }), /did not start/);
});

test('serve-worker: while a long analysis runs in one worker, the server answers other requests at once', async () => {
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tna-pool-')), 'tna.db');
  const pool = await WorkerPool.start({ file: SERVE_WORKER, size: 2, workerData: { db, cwd: process.cwd() }, env: { PATH: process.env.PATH } });
  const server = await startServer({ executor: pool });
  try {
    const url = `${server.url}/api/v1/graphAndStatements`;
    const order: string[] = [];
    const long = request(`${url}?maxNodes=all&includeStatements=false`, { token: 'alice-secret-token', body: { text: slowText() } }).then((r) => {
      order.push('long');
      return r;
    });
    // Let the long request reach its worker first.
    await new Promise((resolve) => setTimeout(resolve, 150));
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
