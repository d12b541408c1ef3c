// What a terminal's progress line says, from what the work reports and when: stages, sources done,
// and for a job over many files how many are done of how many with the time left at their pace.
// The times are given, not measured: the line depends on the reports alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { countFiles, type ProgressSink } from '../../src/core/progress.js';
import { ProgressLine } from '../../src/cli/progress-line.js';

test('stages, and a computation\'s sources with the share done', () => {
  const line = new ProgressLine('Analyzing…');
  assert.equal(line.report(0, 'building the graph'), 'building the graph…');
  assert.equal(line.report(5, 'betweenness of 40 concepts', 10, 40), 'betweenness of 40 concepts: 25% (10 of 40 sources)');
  assert.equal(line.report(9, 'betweenness of 4,000 concepts', 1500, 4000), 'betweenness of 4,000 concepts: 37% (1,500 of 4,000 sources)');
});

test('files done of files total, with the time left at the pace of those done', () => {
  const line = new ProgressLine('Checking…');
  assert.equal(line.report(1_000, 'analyzing', 0, 400, 'files'), 'analyzing: 0 of 400 files (0%)', 'no time left before a file is done');
  // 100 files in 5 s: 300 more take 15 s.
  assert.equal(line.report(6_000, 'analyzing', 100, 400, 'files'), 'analyzing: 100 of 400 files (25%), about 15s left');
  // 200 in 60 s: 200 more take another minute.
  assert.equal(line.report(61_000, 'analyzing', 200, 400, 'files'), 'analyzing: 200 of 400 files (50%), about 1m left');
  assert.equal(line.report(62_000, 'analyzing', 399, 400, 'files'), 'analyzing: 399 of 400 files (99%), about 1s left', 'never less than a second');
  assert.equal(line.report(62_100, 'analyzing', 400, 400, 'files'), 'analyzing: 400 of 400 files (100%)');
  assert.equal(line.report(62_200, 'writing the JSON'), 'writing the JSON…', 'the next stage takes the line');
});

test('while files are counted, the stage of the file at hand stands beside the count', () => {
  const line = new ProgressLine('Checking…');
  assert.equal(line.report(0, 'analyzing', 0, 3185, 'files'), 'analyzing: 0 of 3,185 files (0%)', 'the first stage is not repeated');
  assert.equal(line.report(10, 'betweenness of 12 concepts', 6, 12), 'analyzing: 0 of 3,185 files (0%) · betweenness of 12 concepts: 50% (6 of 12 sources)');
  assert.equal(line.report(2_000, 'analyzing', 1000, 3185, 'files'), 'analyzing: 1,000 of 3,185 files (31%), about 4s left · betweenness of 12 concepts: 50% (6 of 12 sources)');
  // A new count (reading, then analyzing) times itself from its own start.
  const fresh = new ProgressLine('Checking…');
  fresh.report(0, 'reading', 0, 10, 'files');
  fresh.report(100_000, 'reading', 10, 10, 'files');
  fresh.report(100_000, 'analyzing', 0, 10, 'files');
  assert.equal(fresh.report(101_000, 'analyzing', 5, 10, 'files'), 'analyzing: 5 of 10 files (50%), about 1s left');
});

test('countFiles: 0 of n at once, then one more as each file is done, in any order of files', () => {
  const told: unknown[][] = [];
  const sink: ProgressSink = (...args) => told.push(args);
  const done = countFiles(sink, 'reading', 3);
  assert.deepEqual(told, [['reading', 0, 3, 'files']]);
  done();
  done();
  done();
  assert.deepEqual(told.slice(1), [1, 2, 3].map((n) => ['reading', n, 3, 'files']));
});

test('countFiles: one file or none is not counted, and no sink is no work', () => {
  const told: unknown[][] = [];
  for (const total of [0, 1]) countFiles((...args) => told.push(args), 'reading', total)();
  assert.deepEqual(told, []);
  assert.doesNotThrow(() => countFiles(undefined, 'reading', 5)());
});
