// The disk cache of web-search answers: served from disk while fresh, refetched when stale, corrupt or off, and never keeping a failure.
import { test, before, after, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiError } from '../../src/core/errors.js';
import { cachedProvider, cacheOptionsFromEnv, DEFAULT_CACHE_TTL_MS } from '../../src/web/cache.js';
import { webSearchProvider } from '../../src/web/providers.js';
import type { SearchRequest, WebSearchProvider } from '../../src/web/types.js';
import { failure, startFakeSearch, type FakeSearch } from './fake-search.js';

let server: FakeSearch;
let dir: string;

before(async () => {
  server = await startFakeSearch();
});
after(() => server.stop());
beforeEach(() => {
  server.reset();
  dir = mkdtempSync(path.join(tmpdir(), 'tna-web-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const HOUR = 3_600_000;

/** A provider that counts its calls and answers from `answers`, or fails when told to. */
function counting(answers: { suggest?: string[]; fail?: boolean } = {}): WebSearchProvider & { calls: number } {
  const p = {
    name: 'fake',
    calls: 0,
    async results(request: SearchRequest, pages: number) {
      p.calls++;
      return [{ rank: 1, title: `${request.query} ${pages}`, url: 'https://e.com', snippet: '' }];
    },
    async related() {
      p.calls++;
      return [{ query: 'r', source: 'related' as const }];
    },
    async suggest(request: SearchRequest) {
      p.calls++;
      if (answers.fail) throw new ApiError(502, 'upstream_error', 'down');
      return answers.suggest ?? [`${request.query} x`];
    },
  };
  return p;
}

test('a second run is served from disk: the server is asked once', async () => {
  server.answer = () => ({ body: { query: 'q', results: [{ url: 'https://e.org', title: 'T', content: 'C' }], suggestions: ['s'] } });
  const run = () => cachedProvider(webSearchProvider('searxng', { SEARXNG_URL: server.baseURL }), { dir, ttlMs: HOUR });
  const first = await run().results({ query: 'bread', language: 'en' }, 1);
  const second = await run().results({ query: 'bread', language: 'en' }, 1);
  assert.deepEqual(second, first);
  assert.equal(server.requests.length, 1);
  // Another language, or another number of pages, is another question.
  await run().results({ query: 'bread', language: 'de' }, 1);
  await run().results({ query: 'bread', language: 'en' }, 2);
  assert.equal(server.requests.length, 4, 'one page in German, two pages in English');
});

test('the file is named by the sha256 of the key and holds the key and the time fetched; no temporary file is left', async () => {
  const provider = counting();
  await cachedProvider(provider, { dir, ttlMs: HOUR, now: () => 1_000 }).suggest({ query: 'tea', country: 'gb' });
  const files = readdirSync(dir);
  assert.equal(files.length, 1);
  assert.match(files[0]!, /^[0-9a-f]{64}\.json$/);
  const entry = JSON.parse(readFileSync(path.join(dir, files[0]!), 'utf8'));
  assert.equal(entry.fetchedAt, 1_000);
  assert.deepEqual(JSON.parse(entry.key), ['fake', null, 'suggest', 'tea', 'gb', null, null]);
  assert.deepEqual(entry.value, ['tea x']);
});

test('an answer older than the TTL is fetched again (injected clock)', async () => {
  const provider = counting();
  let now = 0;
  const cached = cachedProvider(provider, { dir, ttlMs: HOUR, now: () => now });
  await cached.related({ query: 'q' });
  now = HOUR - 1;
  await cached.related({ query: 'q' });
  assert.equal(provider.calls, 1);
  now = HOUR;
  await cached.related({ query: 'q' });
  assert.equal(provider.calls, 2);
  // Refetched and rewritten: fresh again from the new time.
  now = HOUR + 10;
  await cached.related({ query: 'q' });
  assert.equal(provider.calls, 2);
});

test('TTL 0 turns the cache off: nothing read, nothing written', async () => {
  const provider = counting();
  const cached = cachedProvider(provider, { dir, ttlMs: 0 });
  await cached.suggest({ query: 'q' });
  await cached.suggest({ query: 'q' });
  assert.equal(provider.calls, 2);
  assert.deepEqual(readdirSync(dir), []);
});

test('a corrupt file (half written, another shape, another key) is ignored and fetched again', async () => {
  const provider = counting();
  const cached = cachedProvider(provider, { dir, ttlMs: HOUR });
  await cached.results({ query: 'q' }, 1);
  const file = path.join(dir, readdirSync(dir)[0]!);
  const whole = readFileSync(file, 'utf8');
  for (const broken of [whole.slice(0, whole.length / 2), '{"format":1,"key":"other","fetchedAt":0,"value":[]}', whole.replace('"rank":1', '"rank":"one"')]) {
    writeFileSync(file, broken);
    const calls = provider.calls;
    assert.equal((await cached.results({ query: 'q' }, 1))[0]!.title, 'q 1');
    assert.equal(provider.calls, calls + 1);
    assert.equal(readFileSync(file, 'utf8').length > 0, true);
  }
});

test('failures are never cached', async () => {
  const provider = counting({ fail: true });
  const cached = cachedProvider(provider, { dir, ttlMs: HOUR });
  await failure(cached.suggest({ query: 'q' }));
  await failure(cached.suggest({ query: 'q' }));
  assert.equal(provider.calls, 2);
  assert.deepEqual(readdirSync(dir), []);
});

test('a cache directory that cannot be written costs a search, not the answer', async () => {
  const blocker = path.join(dir, 'file');
  writeFileSync(blocker, 'not a directory');
  const provider = counting();
  const cached = cachedProvider(provider, { dir: path.join(blocker, 'web'), ttlMs: HOUR });
  assert.deepEqual(await cached.suggest({ query: 'q' }), ['q x']);
});

test('options from the environment: TNA_CACHE_DIR, else XDG_CACHE_HOME/tna/web, else ~/.cache/tna/web; TNA_SEARCH_CACHE_TTL in seconds', () => {
  assert.deepEqual(cacheOptionsFromEnv({ TNA_CACHE_DIR: '/c', XDG_CACHE_HOME: '/x' }, '/home/u'), { dir: '/c', ttlMs: DEFAULT_CACHE_TTL_MS });
  assert.equal(cacheOptionsFromEnv({ XDG_CACHE_HOME: '/x' }, '/home/u').dir, path.join('/x', 'tna', 'web'));
  assert.equal(cacheOptionsFromEnv({}, '/home/u').dir, path.join('/home/u', '.cache', 'tna', 'web'));
  assert.equal(cacheOptionsFromEnv({ TNA_SEARCH_CACHE_TTL: '0' }, '/h').ttlMs, 0);
  assert.equal(cacheOptionsFromEnv({ TNA_SEARCH_CACHE_TTL: '90' }, '/h').ttlMs, 90_000);
  assert.throws(() => cacheOptionsFromEnv({ TNA_SEARCH_CACHE_TTL: 'a day' }, '/h'), /TNA_SEARCH_CACHE_TTL must be a number of seconds/);
  assert.equal(DEFAULT_CACHE_TTL_MS, 24 * HOUR);
});
