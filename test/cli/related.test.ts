// `tna related` as a user runs it: offline by the text's graph, with file:line; and with an embedding model on a
// loopback server speaking OpenAI's format, where a second run about the same notes sends only the question.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LoopbackServer } from '../loopback-server.js';
import { sqlite } from '../../src/store/sqlite.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = path.join(root, 'bin', 'tna.js');
const dir = mkdtempSync(path.join(tmpdir(), 'tna-related-'));

const FARM = ['# Farm notes', '', 'Harvests fail when the drought lasts all summer.', '', 'The orchard needs pruning in winter.', '', 'Drought dries the soil and the wells.'].join('\n');
const CITY = ['Buses run late when the roads flood.', 'A harvest festival fills the square in autumn.', 'The library opens a new reading room.'].join('\n');
writeFileSync(path.join(dir, 'farm.md'), FARM);
writeFileSync(path.join(dir, 'city.txt'), CITY);

/** Runs the built CLI without blocking this process, whose loopback server must answer it meanwhile. */
function tna(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, [bin, ...args], { cwd: dir, env: { PATH: process.env.PATH ?? '', ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
    child.stdin?.end();
  });
}

test('offline: the related statements best first, each with its similarity and where it came from; exit 1 when none is', async () => {
  // Under the reference analysis the question has two concepts, harvest and fail (the default one keeps no verb), so a statement with one scores below 1.
  const r = await tna(['related', 'why do harvests fail?', 'farm.md', 'city.txt', '--analysis', 'reference']);
  assert.equal(r.code, 0, r.stderr);
  const lines = r.stdout.trimEnd().split('\n');
  assert.match(lines[0], /^0\.\d\d {2}farm\.md:3 {2}Harvests fail when the drought lasts all summer\.$/);
  assert.match(lines[1], /^0\.\d\d {2}city\.txt:2 {2}A harvest festival fills the square in autumn\.$/);
  assert.ok(Number(lines[0].slice(0, 4)) > Number(lines[1].slice(0, 4)), 'the one that holds both words reads higher');
  assert.ok(lines.every((l) => !/library|orchard/.test(l)), 'nothing in common: left out');

  const json = JSON.parse((await tna(['related', 'harvest', 'farm.md', 'city.txt', '-f', 'json', '-n', '1'])).stdout);
  assert.equal(json.length, 1);
  assert.deepEqual({ ...json[0], similarity: undefined }, { matchedContent: 'Harvests fail when the drought lasts all summer.', similarity: undefined, source: 'farm.md:3' });
  assert.ok(json[0].similarity > 0.3 && json[0].similarity < 1, `holds the whole question: ${json[0].similarity}`);
  // Both hold the word, in statements of the same length: both score the same, the most, in text order; one that holds only a neighbour scores below 0.3.
  assert.equal((await tna(['related', 'harvest', 'farm.md', 'city.txt', '-f', 'summary', '--threshold', String(json[0].similarity)])).stdout, 'Harvests fail when the drought lasts all summer.\nA harvest festival fills the square in autumn.\n');
  assert.equal((await tna(['related', 'harvest', 'farm.md', 'city.txt', '-f', 'summary', '--threshold', '0.3'])).stdout, 'Harvests fail when the drought lasts all summer.\nA harvest festival fills the square in autumn.\n');

  const none = await tna(['related', 'quantum chromodynamics', 'farm.md']);
  assert.equal(none.code, 1);
  assert.equal(none.stdout, '');
  const bad = await tna(['related', 'harvest', 'farm.md', '--threshold', '2']);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^tna: --threshold: must be a number from 0 to 1/);
});

test('a saved graph (tna graph --save): related --name answers as related over the files it was saved from, from what the save stored', async () => {
  const env = { TNA_DB: path.join(dir, 'saved.db') };
  const saved = await tna(['graph', '--save', '--name', 'farm', 'farm.md', 'city.txt', '-f', 'summary'], env);
  assert.equal(saved.code, 0, saved.stderr);
  for (const question of ['why do harvests fail?', 'drought and wells', 'harvest']) {
    const byName = JSON.parse((await tna(['related', question, '--name', 'farm', '-f', 'json', '--threshold', '0'], env)).stdout) as { matchedContent: string; similarity: number; source: string }[];
    const byFiles = JSON.parse((await tna(['related', question, 'farm.md', 'city.txt', '-f', 'json', '--threshold', '0'])).stdout) as { matchedContent: string; similarity: number }[];
    assert.deepEqual(byName.map(({ matchedContent, similarity }) => ({ matchedContent, similarity })), byFiles.map(({ matchedContent, similarity }) => ({ matchedContent, similarity })), question);
    assert.ok(byName.every((m) => m.source === 'farm'));
  }
  const rows = new (sqlite())(env.TNA_DB, { readonly: true }).prepare('SELECT count(*) AS n FROM search_indexes').get() as { n: number };
  assert.equal(rows.n, 1, 'the save stored the index related reads');
});

test('a statement a document says twice, word for word, is one answer, from its files as from a saved graph (Fastify\'s TypeScript reference)', async () => {
  const page = path.join(path.dirname(createRequire(import.meta.url).resolve('fastify/package.json')), 'docs', 'Reference', 'TypeScript.md');
  copyFileSync(page, path.join(dir, 'TypeScript.md'));
  const repeated = 'Initialize a new npm project and install required dependencies';
  assert.ok(readFileSync(page, 'utf8').split(repeated).length - 1 >= 2, 'the page says it twice');
  const question = 'How do I initialize a new npm project?';
  const byFiles = JSON.parse((await tna(['related', question, 'TypeScript.md', '-f', 'json'])).stdout) as { matchedContent: string; similarity: number; source: string }[];
  const contents = byFiles.map((m) => m.matchedContent);
  assert.equal(contents.filter((c) => c.startsWith(repeated)).length, 1, JSON.stringify(contents));
  assert.equal(new Set(contents).size, contents.length, 'no answer twice');
  assert.equal(byFiles.length, 10, 'the place goes to the next statement');
  const env = { TNA_DB: path.join(dir, 'repeats.db') };
  assert.equal((await tna(['graph', '--save', '--name', 'ts', 'TypeScript.md', '-f', 'summary'], env)).code, 0);
  // A saved graph keeps no outline (its headings are guessed), so its order may differ; its repeats are left out the same way, by the index its save stored.
  const byName = (JSON.parse((await tna(['related', question, '--name', 'ts', '-f', 'json'], env)).stdout) as { matchedContent: string }[]).map((m) => m.matchedContent);
  assert.equal(byName.filter((c) => c.startsWith(repeated)).length, 1, JSON.stringify(byName));
  assert.equal(new Set(byName).size, byName.length, 'no answer twice');
});

test('inline code: found by its words, answered as written, and never a concept of the graph', async () => {
  const lint = [
    '# Turning rules off',
    '',
    'Use a `// lint-disable-line` comment to turn a rule off for one line.',
    '',
    'Set `parserOptions` and `max-line-length` in the configuration file.',
    '',
    'Every rule has a page of its own.',
  ].join('\n');
  writeFileSync(path.join(dir, 'lint.md'), lint);
  const off = await tna(['related', 'how do I disable a rule on a line?', 'lint.md', '-f', 'summary', '-n', '1']);
  assert.equal(off.stdout, 'Use a `// lint-disable-line` comment to turn a rule off for one line.\n', 'the statement as the document writes it, its code included');
  const options = await tna(['related', 'where do parser options go?', 'lint.md', '-n', '1']);
  assert.match(options.stdout, /^\d\.\d\d {2}lint\.md:5 {2}Set `parserOptions` and `max-line-length` in the configuration file\.\n$/, 'an identifier is found by the words it is made of');
  const graph = JSON.parse((await tna(['graph', 'lint.md', '-f', 'json'])).stdout);
  const concepts = graph.entriesAndGraphOfContext.graph.networkGraph.nodes.map((n: { key: string }) => n.key);
  assert.ok(concepts.includes('rule') && concepts.includes('comment'), concepts.join(' '));
  for (const code of ['parseroptions', 'parser', 'disable', 'lint', 'length']) assert.ok(!concepts.includes(code), `${code} is code, not a concept`);
});

/** Each text's vector: how often it uses each word of a small vocabulary (so cosine says which share words). */
const VOCABULARY = ['harvest', 'fail', 'drought', 'summer', 'orchard', 'soil', 'bus', 'road', 'festival', 'library'];
const vectorOf = (text: string) => VOCABULARY.map((w) => (text.toLowerCase().match(new RegExp(w, 'g')) ?? []).length + 0.01);

class FakeEmbeddings extends LoopbackServer {
  readonly inputs: string[][] = [];
  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    this.inputs.push(body.input);
    res.writeHead(200, { 'content-type': 'application/json' });
    const data = (body.input as string[]).map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text) }));
    res.end(JSON.stringify({ object: 'list', data, model: body.model, usage: { prompt_tokens: 1, total_tokens: 1 } }));
  }
}

let provider: FakeEmbeddings;
before(async () => {
  provider = await new FakeEmbeddings().start();
});
after(() => provider.stop());

test('with an embedding model: the statements go to it once, and a later question about the same notes sends only the question', async () => {
  const env = { TNA_EMBEDDING_MODEL: 'test-embed', OPENAI_API_KEY: 'sk-test-0123456789', OPENAI_BASE_URL: `http://127.0.0.1:${provider.port}/v1`, TNA_CACHE_DIR: path.join(dir, 'cache'), TNA_AI_RETRIES: '0' };
  const first = await tna(['related', 'harvest failing in drought', 'farm.md', 'city.txt', '-f', 'json'], env);
  assert.equal(first.code, 0, first.stderr);
  const matches = JSON.parse(first.stdout) as { matchedContent: string; similarity: number; source: string }[];
  assert.equal(matches[0].matchedContent, 'Harvests fail when the drought lasts all summer.');
  assert.equal(matches[0].source, 'farm.md:3');
  assert.deepEqual(provider.inputs.flat().sort(), ['harvest failing in drought', ...FARM.split('\n').filter((l) => l && !l.startsWith('#')), '# Farm notes', ...CITY.split('\n')].map((l) => l.replace(/^# /, '')).sort());
  assert.equal(provider.inputs.length, 1, 'one request: the question and every statement in one batch');

  provider.inputs.length = 0;
  const second = await tna(['related', 'which festival is in autumn?', 'farm.md', 'city.txt', '-f', 'json'], env);
  assert.equal(second.code, 0, second.stderr);
  assert.deepEqual(provider.inputs, [['which festival is in autumn?']], 'the statements come from the cache');
  assert.equal(JSON.parse(second.stdout)[0].matchedContent, 'A harvest festival fills the square in autumn.');
});

test('with an embedding model, its ranking and the offline one are fused by their ranks: first in both is 1, found by one alone is less', async () => {
  const env = { TNA_EMBEDDING_MODEL: 'test-embed', OPENAI_API_KEY: 'sk-test-0123456789', OPENAI_BASE_URL: `http://127.0.0.1:${provider.port}/v1`, TNA_CACHE_DIR: path.join(dir, 'cache-fused'), TNA_AI_RETRIES: '0' };
  const r = await tna(['related', 'drought and soil', 'farm.md', 'city.txt', '-f', 'json', '--threshold', '0'], env);
  assert.equal(r.code, 0, r.stderr);
  const matches = JSON.parse(r.stdout) as { matchedContent: string; similarity: number }[];
  // Both rankings put it first.
  assert.deepEqual(matches[0], { matchedContent: 'Drought dries the soil and the wells.', similarity: 1, source: 'farm.md:7' });
  const library = matches.find((m) => m.matchedContent.startsWith('The library'));
  // Its cosine is near 0 (it shares no word); fused, it counts by its rank among the embeddings' alone: about half of first in both.
  assert.ok(library && library.similarity > 0.3 && library.similarity < 0.5, `a statement only the embeddings rank: ${library?.similarity}`);
  const similarities = matches.map((m) => m.similarity);
  assert.deepEqual(similarities, [...similarities].sort((a, b) => b - a), 'best first');
});
