// The SearXNG adapter against a loopback server answering as searx/webapp.py does: /search?format=json and /autocompleter in both its forms.
import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { webSearchProvider } from '../../src/web/providers.js';
import { closedAddress, failure, startFakeSearch, type Answer, type FakeSearch, type Recorded } from './fake-search.js';

let server: FakeSearch;

before(async () => {
  server = await startFakeSearch();
});
after(() => server.stop());
beforeEach(() => server.reset());

function provider(env: NodeJS.ProcessEnv = {}, base = server.baseURL) {
  return webSearchProvider('searxng', { SEARXNG_URL: base, ...env });
}

/** get_json_response's shape; page 3 and beyond are empty. */
function searchPage(request: Recorded): Answer {
  const pageno = Number(request.params.get('pageno'));
  const q = request.params.get('q');
  const results =
    pageno >= 3
      ? []
      : [1, 2, 3].map((n) => ({
          url: `https://example.org/${pageno === 2 && n === 1 ? 2 : (pageno - 1) * 10 + n}`,
          title: `${q} ${pageno}.${n}`,
          content: `Text ${pageno}.${n}`,
          engine: 'duckduckgo',
          engines: ['duckduckgo'],
          positions: [n],
          score: 1,
          category: 'general',
        }));
  return {
    body: {
      query: q,
      number_of_results: 0,
      results,
      answers: [],
      corrections: [],
      infoboxes: [],
      suggestions: pageno === 1 ? [`${q} recipes`, `${q} history`] : [],
      unresponsive_engines: [],
    },
  };
}

test('results: /search?format=json, pageno from 1, language-COUNTRY; ranks continue and a URL repeated on a later page is dropped', async () => {
  server.answer = searchPage;
  const results = await provider().results({ query: 'bread', country: 'at', language: 'de' }, 5);
  assert.deepEqual(
    results.map((r) => [r.rank, r.title, r.url, r.snippet]),
    [
      [1, 'bread 1.1', 'https://example.org/1', 'Text 1.1'],
      [2, 'bread 1.2', 'https://example.org/2', 'Text 1.2'],
      [3, 'bread 1.3', 'https://example.org/3', 'Text 1.3'],
      [4, 'bread 2.2', 'https://example.org/12', 'Text 2.2'],
      [5, 'bread 2.3', 'https://example.org/13', 'Text 2.3'],
    ],
  );
  assert.equal(server.requests.length, 3, 'the empty third page ends the list');
  for (const [i, r] of server.requests.entries()) {
    assert.equal(r.path, '/search');
    assert.deepEqual(['q', 'format', 'language', 'pageno'].map((k) => r.params.get(k)), ['bread', 'json', 'de-AT', String(i + 1)]);
  }
});

test('related: the instance\'s suggestions, from the first page already fetched', async () => {
  server.answer = searchPage;
  const p = provider();
  const [, related] = await Promise.all([p.results({ query: 'bread', language: 'fr' }, 1), p.related({ query: 'bread', language: 'fr' })]);
  assert.deepEqual(related, [
    { query: 'bread recipes', source: 'related' },
    { query: 'bread history', source: 'related' },
  ]);
  assert.equal(server.requests.length, 1);
  assert.equal(server.requests[0]!.params.get('language'), 'fr');
});

test('suggest: /autocompleter answering a plain JSON list, or the OpenSearch form', async () => {
  server.script({ body: ['bread machine', 'bread pudding'] }, { body: ['bread', ['bread flour', ' bread  recipe '], [], [], { 'google:suggestrelevance': [600, 599] }] });
  assert.deepEqual(await provider().suggest({ query: 'bread', language: 'en' }), ['bread machine', 'bread pudding']);
  assert.deepEqual(await provider().suggest({ query: 'bread' }), ['bread flour', 'bread  recipe']);
  assert.equal(server.requests[0]!.path, '/autocompleter');
  assert.equal(server.requests[0]!.params.get('q'), 'bread');
  assert.equal(server.requests[0]!.params.get('language'), 'en');
  assert.equal(server.requests[1]!.params.get('language'), null);
});

test('an instance under a path, with credentials in SEARXNG_URL: Basic authorization sent, credentials never shown', async () => {
  server.answer = (r) => (r.headers.authorization === `Basic ${Buffer.from('me:s3cret-pass').toString('base64')}` ? searchPage(r) : { status: 401, raw: 'Unauthorized' });
  const base = server.baseURL.replace('http://', 'http://me:s3cret-pass@') + '/searx';
  assert.equal((await provider({}, base).results({ query: 'bread' }, 1)).length, 3);
  assert.equal(server.requests[0]!.path, '/searx/search');
  server.answer = () => ({ status: 401, raw: 'Unauthorized' });
  const error = await failure(provider({}, base).related({ query: 'bread' }), 's3cret-pass');
  assert.match(error.message, /^The SearXNG instance at http:\/\/127\.0\.0\.1:\d+\/searx asks for credentials \(HTTP 401\): write them into SEARXNG_URL/);
});

test('403 (JSON not enabled): the message says to enable json under search.formats in settings.yml', async () => {
  server.answer = () => ({ status: 403, raw: '<!doctype html><title>403 Forbidden</title>' });
  const error = await failure(provider().results({ query: 'bread' }, 1));
  assert.equal(error.status, 502);
  assert.match(error.message, /enable `json` under `search\.formats` in its settings\.yml/);
  assert.equal(server.requests.length, 1);
});

test('429 from the bot limiter then success: retried; exhausted: names the limiter', async () => {
  server.script({ status: 429, headers: { 'retry-after': '0' }, raw: 'Too Many Requests' });
  server.answer = searchPage;
  assert.equal((await provider().results({ query: 'bread' }, 1)).length, 3);
  assert.equal(server.requests.length, 2);
  server.reset();
  server.answer = () => ({ status: 429, headers: { 'retry-after': '0' }, raw: 'Too Many Requests' });
  const error = await failure(provider({ TNA_SEARCH_RETRIES: '2' }).suggest({ query: 'bread' }));
  assert.equal(server.requests.length, 3);
  assert.match(error.message, /bot limiter.*server\.limiter: false/);
});

test('zero results are []; zero results because every engine failed is a failure naming them', async () => {
  server.answer = (r) => ({ body: { ...(searchPage({ ...r, params: new URLSearchParams({ pageno: '9' }) }).body as object), query: 'zzqx' } });
  assert.deepEqual(await provider().results({ query: 'zzqx' }, 2), []);
  server.answer = () => ({ body: { query: 'q', results: [], suggestions: [], unresponsive_engines: [['google', 'CAPTCHA'], ['duckduckgo', 'timeout']] } });
  const error = await failure(provider().results({ query: 'q' }, 1));
  assert.equal(error.message, 'The SearXNG instance found nothing because its engines failed (google: CAPTCHA, duckduckgo: timeout): try again later, or enable other engines in its settings.yml');
});

test('connection refused: names the address and SEARXNG_URL', async () => {
  const address = await closedAddress();
  const error = await failure(provider({}, address).suggest({ query: 'bread' }));
  assert.equal(error.message, `Cannot reach the SearXNG instance at ${address} (ECONNREFUSED): check SEARXNG_URL and the network connection`);
});

test('timeout, malformed and the instance\'s own JSON error', async () => {
  server.script({ hang: true });
  assert.equal((await failure(provider({ TNA_SEARCH_TIMEOUT: '0.05' }).results({ query: 'bread' }, 1))).status, 504);
  server.script({ raw: '<html>a web page</html>' }, { body: { query: 'bread' } }, { body: { not: 'a list' } });
  assert.match((await failure(provider().results({ query: 'bread' }, 1))).message, /\(its body is not JSON\): check SEARXNG_URL$/);
  assert.match((await failure(provider().related({ query: 'bread' }))).message, /\(no suggestions array\)/);
  assert.match((await failure(provider().suggest({ query: 'bread' }))).message, /neither a list of suggestions nor the OpenSearch form/);
  server.script({ status: 500, headers: { 'retry-after': '0' }, body: { error: 'search error' } });
  server.answer = () => ({ status: 500, headers: { 'retry-after': '0' }, body: { error: 'search error' } });
  assert.match((await failure(provider().results({ query: 'bread' }, 1))).message, /^The SearXNG instance failed \(HTTP 500: search error\) after 3 attempts/);
});

test('SEARXNG_URL that is not a URL is a 400', () => {
  assert.throws(() => provider({}, 'localhost 8888'), (e: Error & { status?: number }) => e.status === 400 && /SEARXNG_URL is not a URL/.test(e.message));
});
