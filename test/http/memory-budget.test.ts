// The memory budget of `tna serve`: requests wait for memory and a worker, small ones first, and are turned away
// with 503 and Retry-After rather than taking more. An executor the test finishes by hand, so nothing depends on time.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { MemoryBudget, RUN_BASE_BYTES, RUN_BYTES_PER_BODY_BYTE, runCost, waitCost } from '../../src/http/memory-budget.js';
import { jsonText, type Task, type TaskResult } from '../../src/http/task.js';
import type { Executor } from '../../src/http/worker-pool.js';
import { request, startServer } from './server-helpers.js';

const MiB = 1024 * 1024;

/** An executor whose tasks run until the test finishes them. */
function manual() {
  const running: Array<{ task: Task; finish: (json?: string) => void }> = [];
  const names: string[] = [];
  let closed = false;
  const executor: Executor = {
    run: (task) =>
      new Promise<TaskResult>((resolve) => {
        names.push(name(task));
        running.push({ task, finish: (json = '{}') => resolve({ status: 200, json }) });
      }),
    close: async () => {
      closed = true;
    },
  };
  /** Finishes the running task named `which` and waits until the budget has started what follows. */
  const finish = async (which: string, json?: string) => {
    const index = running.findIndex((r) => name(r.task) === which);
    assert.ok(index >= 0, `${which} is running (running: ${running.map((r) => name(r.task)).join(', ')})`);
    running.splice(index, 1)[0].finish(json);
    await settle();
  };
  return { executor, running: () => running.map((r) => name(r.task)), started: names, finish, closed: () => closed };
}

/** A task whose body is `bytes` long and starts with its name. */
function task(label: string, bytes = 100, extra: Partial<Task> = {}): Task {
  return { endpoint: 'graphAndStatements', query: {}, body: label.padEnd(bytes, ' '), user: 'alice', keyless: false, ...extra };
}
const name = (t: Task) => String(t.body).trim();
const opened: MemoryBudget[] = [];
/** A budget that is closed after the tests, so no request left waiting keeps its timer running. */
function budgetFor(executor: Executor, options: ConstructorParameters<typeof MemoryBudget>[1]): MemoryBudget {
  const budget = new MemoryBudget(executor, options);
  opened.push(budget);
  return budget;
}
after(() => Promise.all(opened.map((budget) => budget.close())));

/** Lets resolved promises run their callbacks (microtasks), so what follows a finish has started. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Lets the event loop turn until `condition` holds (a request reaching the executor, a socket closing). */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let turns = 0; !condition(); turns++) {
    if (turns > 100_000) throw new Error(`${what} never happened`);
    await settle();
  }
}

test('costs: a fixed part and a part per byte of the body; waiting costs far less than running', () => {
  assert.equal(runCost(task('a', 1000)), RUN_BASE_BYTES + 1000 * RUN_BYTES_PER_BODY_BYTE);
  assert.ok(waitCost(task('a', 200 * 1024)) < runCost(task('a', 200 * 1024)) / 50);
  assert.equal(runCost(task('ü', 2)), RUN_BASE_BYTES + 3 * RUN_BYTES_PER_BODY_BYTE, 'bytes of UTF-8, not characters');
});

test('no more analyses at once than workers; the others wait and start as workers free up', async () => {
  const inner = manual();
  const budget = budgetFor(inner.executor, { bytes: 1024 * MiB, concurrency: 2 });
  const replies = ['a', 'b', 'c', 'd'].map((n) => budget.run(task(n)));
  await settle();
  assert.deepEqual(inner.running(), ['a', 'b']);
  assert.equal(budget.waiting, 2);
  await inner.finish('a');
  assert.deepEqual(inner.running(), ['b', 'c']);
  await inner.finish('b');
  await inner.finish('c');
  await inner.finish('d');
  assert.deepEqual((await Promise.all(replies)).map((r) => r.status), [200, 200, 200, 200]);
  assert.equal(budget.waiting, 0);
});

test('tasks that wait on a language model do not hold a worker slot', async () => {
  const inner = manual();
  const budget = budgetFor(inner.executor, { bytes: 1024 * MiB, concurrency: 1 });
  void budget.run(task('compute'));
  void budget.run(task('compute2'));
  void budget.run(task('model', 100, { waitsOnModel: true }));
  await settle();
  assert.deepEqual(inner.running(), ['compute', 'model'], 'the model task passes the analysis that waits for the worker');
});

test('memory: tasks whose estimates do not fit wait although a worker is free; one bigger than the budget runs alone', async () => {
  const inner = manual();
  const big = 200 * 1024;
  // Room for two running 200 KB requests, not three.
  const bytes = 2 * runCost(task('x', big)) + 4 * waitCost(task('x', big));
  const budget = budgetFor(inner.executor, { bytes, concurrency: 8 });
  const replies = ['a', 'b', 'c'].map((n) => budget.run(task(n, big)));
  await settle();
  assert.deepEqual(inner.running(), ['a', 'b']);
  await inner.finish('a');
  assert.deepEqual(inner.running(), ['b', 'c']);
  await inner.finish('b');
  await inner.finish('c');
  for (const reply of await Promise.all(replies)) reply.release!();
  assert.equal(budget.inUse, 0, 'every byte given back once the responses are sent');

  const small = budgetFor(inner.executor, { bytes: MiB, concurrency: 8 });
  const huge = small.run(task('huge', big));
  await settle();
  assert.deepEqual(inner.running(), ['huge'], 'a task bigger than the whole budget still runs, alone');
  const after = await small.run(task('after', 10));
  assert.equal(after.status, 503, 'it takes the whole budget: nothing else may even wait meanwhile');
  await inner.finish('huge');
  assert.equal((await huge).status, 200);
  assert.deepEqual(inner.started.slice(-1), ['huge']);
});

test('a small request is not starved by large ones that came before it, and a large one is not starved by a stream of small ones', async () => {
  const inner = manual();
  const budget = budgetFor(inner.executor, { bytes: 1024 * MiB, concurrency: 1 });
  void budget.run(task('first', 10));
  for (let i = 0; i < 20; i++) void budget.run(task(`large${i}`, 200 * 1024));
  void budget.run(task('small', 10));
  await settle();
  await inner.finish('first');
  assert.deepEqual(inner.running(), ['large0']);
  await inner.finish('large0');
  assert.deepEqual(inner.running(), ['small'], 'the small request goes after one large one, not after the 20 that came before it');
  await inner.finish('small');
  assert.deepEqual(inner.running(), ['large1'], 'then the large ones, in the order they came');

  // While large1 runs, small requests keep coming: some start before large2, then large2 has its turn.
  let served = 0;
  for (let i = 0; ; i++) {
    void budget.run(task(`stream${i}`, 10));
    await inner.finish(inner.running()[0]);
    if (inner.running()[0] === 'large2') break;
    served++;
    assert.ok(i < 1000, 'large2 waited for ever');
  }
  const share = Math.floor(runCost(task('l', 200 * 1024)) / runCost(task('s', 10)));
  assert.ok(served >= 1 && served <= share + 1, `small requests went first ${served} times (their share of memory: ${share}), then large2 had its turn`);
});

test('the queue is bounded: beyond its length, or beyond the budget for waiting, 503 with Retry-After at once', async () => {
  const inner = manual();
  const budget = budgetFor(inner.executor, { bytes: 1024 * MiB, concurrency: 1, maxQueue: 2 });
  const replies = ['a', 'b', 'c', 'd'].map((n) => budget.run(task(n)));
  const refused = await replies[3];
  assert.equal(refused.status, 503);
  assert.ok(refused.retryAfterSeconds! >= 1);
  assert.match(JSON.parse(jsonText(refused)).error.message, /^the server is busy: 2 requests are waiting; try again in \d+ s$/);
  assert.deepEqual(inner.started, ['a'], 'a refused request never reaches a worker');

  const tight = manual();
  const one = runCost(task('x', 100 * 1024));
  const small = budgetFor(tight.executor, { bytes: one + waitCost(task('x', 100 * 1024)), concurrency: 1 });
  void small.run(task('runs', 100 * 1024));
  void small.run(task('waits', 100 * 1024));
  const over = await small.run(task('over', 100 * 1024));
  assert.equal(over.status, 503);
  assert.match(JSON.parse(jsonText(over)).error.message, /memory budget/);
});

test('when memory is short, a small request is let in by turning away the largest, latest waiting one, not by being refused', async () => {
  const inner = manual();
  const big = 200 * 1024;
  // Room for one running 200 KB request and two waiting ones.
  const bytes = runCost(task('x', big)) + 2 * waitCost(task('x', big));
  const budget = budgetFor(inner.executor, { bytes, concurrency: 1 });
  const replies = ['a', 'b', 'c'].map((n) => budget.run(task(n, big)));
  const refused = await budget.run(task('d', big));
  assert.equal(refused.status, 503, 'a fourth large one cannot even wait');
  const small = budget.run(task('small', 100));
  const turnedAway = await replies[2];
  assert.equal(turnedAway.status, 503, 'the latest large one makes room');
  assert.ok(turnedAway.retryAfterSeconds! >= 1);
  assert.match(JSON.parse(jsonText(turnedAway)).error.message, /smaller requests go first while memory is short/);
  await inner.finish('a');
  assert.deepEqual(inner.running(), ['small'], 'and the small one goes next');
  await inner.finish('small');
  assert.equal((await small).status, 200);
  assert.deepEqual(inner.running(), ['b']);
  // With room again, a large one waits as usual.
  const again = budget.run(task('again', big));
  await settle();
  assert.equal(budget.waiting, 1);
  await inner.finish('b');
  assert.equal((await replies[1]).status, 200);
  assert.deepEqual(inner.running(), ['again']);
  await inner.finish('again');
  assert.equal((await again).status, 200);

  // Requests of the same size class do not turn each other away.
  const full = budgetFor(inner.executor, { bytes, concurrency: 1 });
  const first = ['e', 'f', 'g'].map((n) => full.run(task(n, big)));
  assert.equal((await full.run(task('h', big + 1000))).status, 503, 'refused itself');
  assert.equal(full.waiting, 2, 'and no one waiting was turned away for it');
  for (const n of ['e', 'f', 'g']) await inner.finish(n);
  assert.deepEqual((await Promise.all(first)).map((r) => r.status), [200, 200, 200]);
});

test('the server asks before reading a body: a request that could not even wait is refused by its Content-Length', async () => {
  const inner = manual();
  const big = 200 * 1024;
  const budget = budgetFor(inner.executor, { bytes: runCost(task('x', big)) + waitCost(task('x', 100)), concurrency: 1 });
  assert.equal(budget.refusal(big), undefined, 'nothing runs: anything may come');
  void budget.run(task('runs', big));
  await settle();
  assert.equal(budget.refusal(100), undefined, 'a small one may still wait');
  const refused = budget.refusal(big);
  assert.equal(refused?.status, 503);
  assert.ok(refused!.retryAfterSeconds! >= 1);

  const server = await startServer({ executor: budget });
  try {
    const reply = await request(`${server.url}/api/v1/graphAndStatements`, { token: 'alice-secret-token', body: { text: 'x'.repeat(big) } });
    assert.equal(reply.status, 503);
    assert.match(reply.headers.get('retry-after') ?? '', /^\d+$/);
    assert.match(reply.json.error.message, /memory budget/);
    assert.deepEqual(inner.started, ['runs'], 'the refused request never reached the executor');
  } finally {
    await server.close();
  }
});

test('a request that waits longer than the bound is answered 503 with Retry-After, and gives its memory back', async () => {
  const inner = manual();
  const budget = budgetFor(inner.executor, { bytes: 1024 * MiB, concurrency: 1, maxWaitMs: 1 });
  void budget.run(task('long'));
  const waited = await budget.run(task('waits'));
  assert.equal(waited.status, 503);
  assert.ok(waited.retryAfterSeconds! >= 1);
  assert.match(JSON.parse(jsonText(waited)).error.message, /waited 0 s for its turn|waited \d+ s for its turn/);
  assert.equal(budget.waiting, 0);
  await inner.finish('long');
  assert.deepEqual(inner.started, ['long']);
});

test('a response holds its memory until the server has sent it', async () => {
  const inner = manual();
  const budget = budgetFor(inner.executor, { bytes: 1024 * MiB, concurrency: 1 });
  const reply = budget.run(task('a'));
  await settle();
  await inner.finish('a', JSON.stringify({ text: 'x'.repeat(1000) }));
  const result = await reply;
  assert.ok(budget.inUse > 1000, 'the response is counted');
  result.release!();
  result.release!();
  assert.equal(budget.inUse, 0, 'and given back once, when sent');
});

test('over HTTP: a request beyond the budget gets 503 with Retry-After and the error body; the server goes on', async () => {
  const inner = manual();
  const budget = budgetFor(inner.executor, { bytes: 1024 * MiB, concurrency: 1, maxQueue: 0 });
  const server = await startServer({ executor: budget });
  try {
    const url = `${server.url}/api/v1/graphAndStatements`;
    const first = request(url, { token: 'alice-secret-token', body: { text: 'first' } });
    await until(() => inner.running().length > 0, 'the first request reaching the executor');
    const refused = await request(url, { token: 'alice-secret-token', body: { text: 'second' } });
    assert.equal(refused.status, 503);
    assert.match(refused.headers.get('retry-after') ?? '', /^\d+$/);
    assert.equal(refused.json.error.code, 'rate_limited');
    await inner.finish(inner.running()[0], '{"ok":true}');
    assert.deepEqual((await first).json, { ok: true });
    await until(() => budget.inUse === 0, 'the sent response giving its memory back');
  } finally {
    await server.close();
  }
  assert.ok(inner.closed(), 'closing the budget closes the executor behind it');
});
