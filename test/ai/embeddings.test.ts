// The embeddings client against a real server on 127.0.0.1 speaking OpenAI's /v1/embeddings format: order, batching, duplicates, failures, and the disk cache across runs and processes.
import { test, before, after, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ApiError } from '../../src/core/errors.js';
import { EmbeddingCache, embeddingCacheFile, embeddingCacheOptionsFromEnv } from '../../src/ai/embedding-cache.js';
import { cosine, embeddingModelFromEnv, OpenAiCompatibleEmbeddings, type EmbeddingModel } from '../../src/ai/embeddings.js';
import { LoopbackServer } from '../loopback-server.js';

const KEY = 'sk-test-SECRET0123456789';
const MODEL = 'test-embed';

type Reply = { kind: 'ok' } | { kind: 'status'; status: number; headers?: Record<string, string>; message?: string } | { kind: 'garbage' } | { kind: 'body'; body: unknown } | { kind: 'hang' };

/** Four small whole numbers from the text's hash: exact in Float32, different for different texts. */
function vectorOf(text: string): number[] {
  return [...createHash('sha256').update(text).digest().subarray(0, 4)];
}

/** OpenAI's embeddings endpoint: `{ model, input }` in, a list of `{ object, index, embedding }` out, errors as `{ error }`. */
class FakeEmbeddings extends LoopbackServer {
  readonly requests: Array<{ path: string; authorization?: string; body: { model?: string; input?: string[]; encoding_format?: string } }> = [];
  readonly queue: Reply[] = [];

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  get inputs(): string[][] {
    return this.requests.map((r) => r.body.input ?? []);
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    this.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || req.url !== '/v1/embeddings') return this.error(res, 404, 'Not found');
    if (!Array.isArray(body.input)) return this.error(res, 400, "'input' is a required property");
    const reply = this.queue.shift() ?? { kind: 'ok' };
    if (reply.kind === 'hang') return; // never answers; stop() ends it
    if (reply.kind === 'status') return this.error(res, reply.status, reply.message ?? `status ${reply.status}`, reply.headers);
    res.writeHead(200, { 'content-type': 'application/json' });
    if (reply.kind === 'garbage') return void res.end('this is {not json');
    if (reply.kind === 'body') return void res.end(JSON.stringify(reply.body));
    const input: string[] = body.input;
    // Newest first: the format places each vector by its index, not by its place in the list.
    const data = input.map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text) })).reverse();
    const tokens = input.reduce((sum, t) => sum + Math.ceil(t.length / 4), 0);
    res.end(JSON.stringify({ object: 'list', data, model: body.model, usage: { prompt_tokens: tokens, total_tokens: tokens } }));
  }

  private error(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify({ error: { message, type: 'invalid_request_error', param: null, code: null } }));
  }
}

let server: FakeEmbeddings;
let dir: string;

before(async () => {
  server = await new FakeEmbeddings().start();
});
after(() => server.stop());
beforeEach(() => {
  server.requests.length = 0;
  server.queue.length = 0;
  dir = mkdtempSync(path.join(tmpdir(), 'tna-embeddings-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function env(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { OPENAI_API_KEY: KEY, OPENAI_BASE_URL: server.baseURL, TNA_EMBEDDING_MODEL: MODEL, TNA_AI_RETRIES: '0', ...extra };
}

function model(extra: NodeJS.ProcessEnv = {}, cacheDir = path.join(dir, 'cache')): EmbeddingModel {
  const m = embeddingModelFromEnv(env(extra), { cacheDir });
  assert.ok(m);
  return m;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => assert.fail('expected a failure'),
    (e: unknown) => e,
  );
  assert.ok(error instanceof ApiError, `expected an ApiError, got ${String(error)}`);
  assert.ok(!error.message.includes('SECRET'), 'the key is never shown');
  return error;
}

const texts = (n: number, prefix = 'statement') => Array.from({ length: n }, (_, i) => `${prefix} ${i}`);

test('one vector per text, in input order, from one request in the documented format', async () => {
  const input = ['gardens feed the city', 'markets move food', 'rain fills the tanks'];
  const vectors = await model().embed(input);
  assert.deepEqual(vectors, input.map((t) => Float32Array.from(vectorOf(t))));
  assert.equal(server.requests.length, 1);
  const [sent] = server.requests;
  assert.equal(sent.path, '/v1/embeddings');
  assert.equal(sent.authorization, `Bearer ${KEY}`);
  assert.deepEqual(sent.body, { model: MODEL, input, encoding_format: 'float' });
  assert.deepEqual(await model().embed([]), []);
});

test('batching: at most 256 inputs and about 200,000 characters a request, in order', async () => {
  const many = texts(600);
  const vectors = await model().embed(many);
  assert.deepEqual(server.inputs.map((i) => i.length), [256, 256, 88]);
  assert.deepEqual(server.inputs.flat(), many);
  assert.deepEqual(vectors[599], Float32Array.from(vectorOf('statement 599')));
  server.requests.length = 0;
  // Two of these fit in a request, a third would not.
  const long = ['a', 'b', 'c', 'd', 'e'].map((c) => c.repeat(70_000));
  const longVectors = await model({}, path.join(dir, 'other-cache')).embed(long);
  assert.deepEqual(server.inputs.map((i) => i.map((t) => t[0]).join('')), ['ab', 'cd', 'e']);
  assert.deepEqual(longVectors, long.map((t) => Float32Array.from(vectorOf(t))));
});

test('identical texts in one call are sent once and answered at each place', async () => {
  const vectors = await model().embed(['a', 'b', 'a', 'c', 'b']);
  assert.deepEqual(server.inputs, [['a', 'b', 'c']]);
  assert.deepEqual(vectors.map((v) => [...v]), ['a', 'b', 'a', 'c', 'b'].map(vectorOf));
});

test('401: a clear 502 naming the key and the model, the key itself never shown', async () => {
  server.queue.push({ kind: 'status', status: 401, message: `Incorrect API key provided: ${KEY}` });
  const error = await failure(model({ TNA_AI_RETRIES: '2' }).embed(['x']));
  assert.equal(error.status, 502);
  assert.equal(error.code, 'upstream_error');
  assert.match(error.message, /rejected the API key for the model "test-embed" \(HTTP 401 Unauthorized\): check OPENAI_API_KEY/);
  assert.equal(server.requests.length, 1, 'a wrong key is not retried');
});

test('429 with Retry-After: retried when the server says, then succeeds; rate-limited to the end, a clear 502', async () => {
  server.queue.push({ kind: 'status', status: 429, headers: { 'retry-after': '0' } });
  // A backoff of an hour: only the server's Retry-After lets this finish.
  const config = { apiKey: KEY, baseURL: server.baseURL, model: MODEL, timeoutMs: 5000, retries: 2, retryBaseMs: 3_600_000, maxRetryWaitMs: 3_600_000 };
  const vectors = await new OpenAiCompatibleEmbeddings(config).embed(['x', 'y']);
  assert.deepEqual(vectors.map((v) => [...v]), [vectorOf('x'), vectorOf('y')]);
  assert.equal(server.requests.length, 2);
  server.requests.length = 0;
  server.queue.push(...[1, 2, 3].map(() => ({ kind: 'status' as const, status: 429, headers: { 'retry-after': '0' } })));
  const error = await failure(new OpenAiCompatibleEmbeddings(config).embed(['x']));
  assert.equal(error.status, 502);
  assert.match(error.message, /rate-limiting requests for the model "test-embed" \(HTTP 429 Too Many Requests\) after 3 attempts/);
  assert.equal(server.requests.length, 3);
});

test('a server that never answers: a 504 naming the model and TNA_AI_TIMEOUT', async () => {
  server.queue.push({ kind: 'hang' });
  const error = await failure(model({ TNA_AI_TIMEOUT: '0.2' }).embed(['x']));
  assert.equal(error.status, 504);
  assert.equal(error.code, 'upstream_error');
  assert.match(error.message, /did not answer within 0\.2 s for the model "test-embed": try again, or allow more time with TNA_AI_TIMEOUT/);
});

test('a malformed reply: a clear 502 saying what is wrong, nothing cached', async () => {
  const cases: Array<[Reply, RegExp]> = [
    [{ kind: 'garbage' }, /its body is not valid JSON/],
    [{ kind: 'body', body: { object: 'list', data: 'none' } }, /it has no "data" list/],
    [{ kind: 'body', body: { object: 'list', data: [] } }, /it holds 0 embeddings for 2 inputs/],
    [{ kind: 'body', body: { object: 'list', data: [0, 0].map(() => ({ object: 'embedding', index: 0, embedding: [1] })) } }, /"index" is missing, repeated or out of range \(0\)/],
    [{ kind: 'body', body: { object: 'list', data: [0, 1].map((index) => ({ object: 'embedding', index, embedding: 'AAAA' })) } }, /"embedding" of input \d is not a list of numbers/],
  ];
  for (const [reply, detail] of cases) {
    server.queue.push(reply);
    const error = await failure(model().embed(['x', 'y']));
    assert.equal(error.status, 502);
    assert.match(error.message, /The embeddings provider at http:\/\/127\.0\.0\.1:\d+\/v1 sent a reply for the model "test-embed" that is not a list of embeddings/);
    assert.match(error.message, detail);
  }
  const count = server.requests.length;
  await model().embed(['x', 'y']);
  assert.equal(server.requests.length, count + 1, 'a bad reply was never kept');
});

test('the cache: a second call sends nothing, a partly new one sends only the new texts', async () => {
  const first = await model().embed(['a', 'b']);
  assert.equal(server.requests.length, 1);
  assert.deepEqual(await model().embed(['b', 'a']), [first[1], first[0]]);
  assert.equal(server.requests.length, 1, 'served from disk');
  await model().embed(['a', 'c', 'b', 'd']);
  assert.deepEqual(server.inputs, [['a', 'b'], ['c', 'd']]);
  // Another model's vectors are another question.
  await model({ TNA_EMBEDDING_MODEL: 'other-embed' }).embed(['a']);
  assert.equal(server.requests.length, 3);
});

test('the cache is shared with a second process, which sends nothing', async () => {
  const cacheDir = path.join(dir, 'cache');
  const input = ['first statement', 'second statement', 'first statement'];
  const here = await model({}, cacheDir).embed(input);
  assert.equal(server.requests.length, 1);
  const script = `
    const { embeddingModelFromEnv } = await import(process.env.EMBEDDINGS_MODULE);
    const model = embeddingModelFromEnv(process.env, { cacheDir: process.env.CACHE });
    const vectors = await model.embed(JSON.parse(process.env.TEXTS));
    process.stdout.write(JSON.stringify(vectors.map((v) => [...v])));`;
  const child = { ...process.env, ...env(), EMBEDDINGS_MODULE: new URL('../../src/ai/embeddings.js', import.meta.url).href, CACHE: cacheDir, TEXTS: JSON.stringify(input) };
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { env: child });
  assert.deepEqual(JSON.parse(stdout), here.map((v) => [...v]));
  assert.equal(server.requests.length, 1, 'the second process asked the server nothing');
});

test('the cache on disk: Float32 bytes in files named by a hash, never the text', async () => {
  const cacheDir = path.join(dir, 'cache');
  await model({}, cacheDir).embed(['a private statement']);
  const file = embeddingCacheFile(cacheDir, MODEL, 'a private statement');
  assert.equal(path.basename(file), `${createHash('sha256').update(`${MODEL}\0a private statement`).digest('hex')}.f32`);
  assert.deepEqual(readdirSync(cacheDir), [path.basename(file)]);
  const bytes = readFileSync(file);
  assert.equal(bytes.length, 8 + 4 * 4);
  assert.ok(!bytes.toString('latin1').includes('private'));
});

test('a cache that cannot be written does not fail the request', async () => {
  writeFileSync(path.join(dir, 'a-file'), '');
  const m = model({}, path.join(dir, 'a-file', 'cache'));
  assert.deepEqual((await m.embed(['x'])).map((v) => [...v]), [vectorOf('x')]);
  await m.embed(['x']);
  assert.equal(server.requests.length, 2, 'nothing kept, so asked again');
});

test('the bound: over it, the least recently used vectors go first', async () => {
  const cacheDir = path.join(dir, 'cache');
  // Each file is 24 bytes (a header and four floats): two fit, a third passes the bound.
  const cache = new EmbeddingCache({ dir: cacheDir, maxBytes: 60 });
  const v = Float32Array.from([1, 2, 3, 4]);
  await cache.put(MODEL, [['old', v], ['older', v]]);
  utimesSync(embeddingCacheFile(cacheDir, MODEL, 'old'), 1000, 1000);
  utimesSync(embeddingCacheFile(cacheDir, MODEL, 'older'), 2000, 2000);
  // Reading 'old' makes it the most recently used.
  assert.deepEqual(await cache.get(MODEL, ['old']), [v]);
  await cache.put(MODEL, [['new', v]]);
  assert.deepEqual(await cache.get(MODEL, ['old', 'older', 'new']), [v, undefined, v]);
});

test('configuration: no TNA_EMBEDDING_MODEL, no model; the cache folder and bound; bad settings fail only the requests', async () => {
  assert.equal(embeddingModelFromEnv({ OPENAI_API_KEY: KEY }), undefined);
  assert.equal(embeddingModelFromEnv({ ...env(), TNA_EMBEDDING_MODEL: '  ' }), undefined);
  assert.equal(model().model, MODEL);
  assert.deepEqual(embeddingCacheOptionsFromEnv({ TNA_CACHE_DIR: '/c', XDG_CACHE_HOME: '/x' }, '/home/u'), { dir: path.join('/c', 'embeddings'), maxBytes: 100 * 1024 * 1024 });
  assert.equal(embeddingCacheOptionsFromEnv({ XDG_CACHE_HOME: '/x' }, '/home/u').dir, path.join('/x', 'tna', 'embeddings'));
  assert.equal(embeddingCacheOptionsFromEnv({ TNA_EMBEDDING_CACHE_MB: '0' }, '/home/u').dir, path.join('/home/u', '.cache', 'tna', 'embeddings'));
  assert.equal(embeddingCacheOptionsFromEnv({ TNA_EMBEDDING_CACHE_MB: '0.5' }).maxBytes, 512 * 1024);
  await assert.rejects(model({ TNA_EMBEDDING_CACHE_MB: 'lots' }).embed(['x']), /TNA_EMBEDDING_CACHE_MB must be a number/);
  await assert.rejects(model({ TNA_AI_TIMEOUT: 'soon' }).embed(['x']), /TNA_AI_TIMEOUT must be a number of seconds/);
  await assert.rejects(embeddingModelFromEnv({ TNA_EMBEDDING_MODEL: MODEL })!.embed(['x']), /TNA_EMBEDDING_MODEL is set to "test-embed" but no provider is: set OPENAI_API_KEY/);
  // Off: every call asks the server.
  await model({ TNA_EMBEDDING_CACHE_MB: '0' }).embed(['x']);
  await model({ TNA_EMBEDDING_CACHE_MB: '0' }).embed(['x']);
  assert.equal(server.requests.length, 2);
  assert.equal(cosine(Float32Array.from([1, 0]), Float32Array.from([2, 0])), 1);
  assert.equal(cosine(Float32Array.from([1, 0]), Float32Array.from([0, 3])), 0);
  assert.equal(cosine(Float32Array.from([0, 0]), Float32Array.from([1, 1])), 0);
  assert.throws(() => cosine(Float32Array.from([1]), Float32Array.from([1, 2])), /different lengths/);
});
