// A check's reports handed on in the order of its files, whichever is judged first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { InOrder } from '../../src/check/in-order.js';

test('values are taken in the order of their numbers, one at a time, whichever order they are put in', async () => {
  const taken: string[] = [];
  let running = 0;
  const inOrder = new InOrder<string>(async (value) => {
    running++;
    assert.equal(running, 1, 'one take at a time');
    await new Promise((resolve) => setImmediate(resolve));
    taken.push(value);
    running--;
  });
  assert.ok(inOrder.isNext(0));
  inOrder.put(2, 'c');
  inOrder.put(1, 'b');
  assert.deepEqual(taken, [], 'nothing before the first');
  assert.ok(!inOrder.isNext(1) && inOrder.isNext(0), 'the first still waited for');
  inOrder.put(0, 'a');
  assert.ok(inOrder.isNext(3), 'the first three handed on, the fourth next');
  inOrder.put(3, 'd');
  await inOrder.finished();
  assert.deepEqual(taken, ['a', 'b', 'c', 'd']);
});

test('a take that fails comes out of finished(), and the values after it are not taken', async () => {
  const taken: number[] = [];
  const inOrder = new InOrder<number>(async (value) => {
    if (value === 1) throw new Error('the write failed');
    taken.push(value);
  });
  for (const i of [0, 1, 2]) inOrder.put(i, i);
  // Let the failure happen before anyone waits for it: no unhandled rejection stops the process.
  await new Promise((resolve) => setImmediate(resolve));
  await assert.rejects(inOrder.finished(), /the write failed/);
  assert.deepEqual(taken, [0]);
});
