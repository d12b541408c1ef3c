import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lazyList } from '../../src/report/lazy-list.js';

test('a lazy list reads as an array: length, indexes, iteration, map, slice, JSON, deepEqual', () => {
  let made = 0;
  const list = lazyList(5, (i) => {
    made++;
    return { n: i, square: i * i };
  });
  const plain = [0, 1, 2, 3, 4].map((n) => ({ n, square: n * n }));
  assert.equal(made, 0, 'nothing is made before it is read');
  assert.ok(Array.isArray(list));
  assert.equal(list.length, 5);
  assert.deepEqual(list[3], { n: 3, square: 9 });
  assert.equal(list[5], undefined);
  assert.ok(2 in list && !(5 in list));
  assert.deepEqual([...list], plain);
  assert.deepEqual(list.map((e) => e.square), [0, 1, 4, 9, 16]);
  for (const [start, end] of [[1, 3], [], [2], [-2], [-9, 2], [3, 1], [0, -1], [4, 99], [1.7, 3.2]] as [number?, number?][]) {
    assert.deepEqual(list.slice(start, end), plain.slice(start, end), `slice(${start}, ${end})`);
  }
  assert.equal(JSON.stringify({ list }, null, 2), JSON.stringify({ list: plain }, null, 2));
  assert.deepEqual(list, plain);
  assert.deepEqual(Object.keys(list), ['0', '1', '2', '3', '4']);
  assert.throws(() => {
    (list as unknown as { n: number }[])[0] = { n: 9 };
  }, /read-only/);
});
