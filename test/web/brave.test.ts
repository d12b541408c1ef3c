// The Brave Search API adapter against a loopback server answering in Brave's documented format, its ErrorResponse bodies included.
import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { webSearchProvider } from '../../src/web/providers.js';
import { failure, startFakeSearch, type Answer, type FakeSearch, type Recorded } from './fake-search.js';

const KEY = 'BSA-SECRET-0123456789abcdef';
let server: FakeSearch;

before(async () => {
  server = await startFakeSearch();
});
after(() => server.stop());
beforeEach(() => server.reset());

function provider(env: NodeJS.ProcessEnv = {}) {
  return webSearchProvider('brave', { BRAVE_SEARCH_API_KEY: KEY, BRAVE_SEARCH_BASE_URL: server.baseURL, ...env });
}

/** A WebSearchApiResponse as Brave documents it; offset 2 and beyond find nothing (no `web`). */
function webPage(request: Recorded): Answer {
  const offset = Number(request.params.get('offset'));
  const q = request.params.get('q')!;
  if (offset >= 2) return { body: { type: 'search', query: { original: q, more_results_available: false } } };
  return {
    body: {
      type: 'search',
      query: { original: q, altered: offset === 0 ? `${q}s` : undefined, more_results_available: true },
      web: {
        type: 'search',
        results: [1, 2].map((n) => ({
          type: 'search_result',
          title: `${q} result ${offset * 10 + n}`,
          url: `https://example.com/${offset * 10 + n}`,
          description: `All about <strong>${q}</strong>, part ${offset * 10 + n}.`,
          language: 'en',
          family_friendly: true,
        })),
        family_friendly: true,
      },
      faq: { type: 'faq', results: [{ question: `How is ${q} made?`, answer: '…', title: 't', url: 'https://example.com/faq' }] },
      discussions: { type: 'search', mutated_by_goggles: false, results: [{ type: 'discussion', title: 'A thread', url: 'https://forum.example/1', data: { forum_name: 'r/x', question: `Best ${q} at home?` } }] },
    },
  };
}

function errorResponse(status: number, code: string, detail: string): Answer {
  return { status, body: { type: 'ErrorResponse', error: { id: 'e1', status, code, detail, meta: { component: 'x' } }, time: 1663072993 } };
}

test('results: offset counts pages of count=10; ranks continue; country, search_lang and the key header sent; <strong> removed', async () => {
  server.answer = webPage;
  const results = await provider().results({ query: 'tea', country: 'de', language: 'de' }, 3);
  assert.deepEqual(
    results.map((r) => [r.rank, r.url, r.snippet]),
    [
      [1, 'https://example.com/1', 'All about tea, part 1.'],
      [2, 'https://example.com/2', 'All about tea, part 2.'],
      [3, 'https://example.com/11', 'All about tea, part 11.'],
      [4, 'https://example.com/12', 'All about tea, part 12.'],
    ],
  );
  assert.equal(server.requests.length, 3, 'the third page, without web results, ends the list');
  for (const [i, r] of server.requests.entries()) {
    assert.equal(r.path, '/res/v1/web/search');
    assert.deepEqual(
      ['q', 'country', 'search_lang', 'count', 'offset'].map((k) => r.params.get(k)),
      ['tea', 'DE', 'de', '10', String(i)],
    );
    assert.equal(r.headers['x-subscription-token'], KEY);
    assert.match(String(r.headers.accept), /application\/json/);
  }
});

test('results: Portuguese is pt-br for Brazil and pt-pt elsewhere; more than ten pages asks for ten at most', async () => {
  server.answer = () => ({ body: { type: 'search', web: { results: [{ title: 't', url: `https://e.com/${server.requests.length}`, description: 'd' }] } } });
  await provider().results({ query: 'chá', country: 'br', language: 'pt' }, 1);
  await provider().results({ query: 'chá', country: 'pt', language: 'pt' }, 12);
  assert.equal(server.requests[0]!.params.get('search_lang'), 'pt-br');
  assert.equal(server.requests[1]!.params.get('search_lang'), 'pt-pt');
  assert.equal(server.requests.length, 11);
  assert.equal(server.requests.at(-1)!.params.get('offset'), '9');
});

test('related: FAQ and forum questions, then the spelling Brave searched, from the same request as results', async () => {
  server.answer = webPage;
  const p = provider();
  const [, related] = await Promise.all([p.results({ query: 'tea' }, 1), p.related({ query: 'tea' })]);
  assert.deepEqual(related, [
    { query: 'How is tea made?', source: 'question' },
    { query: 'Best tea at home?', source: 'question' },
    { query: 'teas', source: 'related' },
  ]);
  assert.equal(server.requests.length, 1);
});

test('zero results: a reply without `web` is [] for results and related', async () => {
  server.answer = () => ({ body: { type: 'search', query: { original: 'zzqx' } } });
  assert.deepEqual(await provider().results({ query: 'zzqx' }, 2), []);
  assert.deepEqual(await provider().related({ query: 'zzqx' }), []);
});

test('suggest: /res/v1/suggest/search with country, lang and count; results[].query', async () => {
  server.answer = (r) => ({ body: { type: 'suggest', query: { original: r.params.get('q') }, results: [{ query: 'tea party' }, { query: 'tea tree oil', is_entity: false }] } });
  assert.deepEqual(await provider().suggest({ query: 'tea', country: 'gb', language: 'en' }), ['tea party', 'tea tree oil']);
  const sent = server.requests[0]!;
  assert.equal(sent.path, '/res/v1/suggest/search');
  assert.deepEqual(['q', 'country', 'lang', 'count'].map((k) => sent.params.get(k)), ['tea', 'GB', 'en', '20']);
  assert.equal(sent.headers['x-subscription-token'], KEY);
});

test('an invalid key: 422 SUBSCRIPTION_TOKEN_INVALID (Brave\'s answer) and 401 both name the variable the key came from', async () => {
  server.script(errorResponse(422, 'SUBSCRIPTION_TOKEN_INVALID', 'The provided subscription token is invalid.'));
  const invalid = await failure(provider().results({ query: 'tea' }, 1), KEY);
  assert.equal(invalid.status, 502);
  assert.equal(invalid.message, 'The Brave Search API rejected the API key (HTTP 422): check BRAVE_SEARCH_API_KEY');
  server.script({ status: 401, body: { type: 'ErrorResponse', errors: [{ code: 'UNAUTHORIZED', detail: 'x', status: 401 }] } });
  const legacy = webSearchProvider('brave', { BRAVE_API_KEY: KEY, BRAVE_SEARCH_BASE_URL: server.baseURL });
  const unauthorized = await failure(legacy.suggest({ query: 'tea' }), KEY);
  assert.equal(unauthorized.message, 'The Brave Search API rejected the API key (HTTP 401): check BRAVE_API_KEY');
  assert.equal(server.requests.length, 2, 'neither retried');
});

test('429 RATE_LIMITED then success: retried, honouring Retry-After', async () => {
  server.script({ ...errorResponse(429, 'RATE_LIMITED', 'Request rate limit exceeded for plan.'), headers: { 'retry-after': '0' } });
  server.answer = webPage;
  assert.equal((await provider().results({ query: 'tea' }, 1)).length, 2);
  assert.equal(server.requests.length, 2);
});

test('429 RATE_LIMITED exhausted: the rate-limit message after 3 attempts', async () => {
  server.answer = () => ({ ...errorResponse(429, 'RATE_LIMITED', 'Request rate limit exceeded for plan.'), headers: { 'retry-after': '0' } });
  const error = await failure(provider().suggest({ query: 'tea' }), KEY);
  assert.equal(server.requests.length, 3);
  assert.match(error.message, /^The Brave Search API is rate-limiting requests \(HTTP 429: RATE_LIMITED: Request rate limit exceeded for plan\.\) after 3 attempts: /);
});

test('429 QUOTA_LIMITED: the month\'s quota is spent, not retried', async () => {
  server.answer = () => ({ ...errorResponse(429, 'QUOTA_LIMITED', 'Request quota limit exceeded for plan.'), headers: { 'retry-after': '0' } });
  const error = await failure(provider().results({ query: 'tea' }, 1), KEY);
  assert.equal(server.requests.length, 1);
  assert.match(error.message, /^The Brave Search API account is out of searches \(HTTP 429: QUOTA_LIMITED/);
});

test('a plan without the endpoint, and a 422 about a parameter, are told apart from a bad key', async () => {
  server.script(errorResponse(403, 'OPTION_NOT_IN_PLAN', 'Suggest is not enabled for this subscription.'));
  const plan = await failure(provider().suggest({ query: 'tea' }), KEY);
  assert.match(plan.message, /^The Brave Search API refused \(HTTP 403: OPTION_NOT_IN_PLAN: Suggest is not enabled for this subscription\.\): the subscription behind BRAVE_SEARCH_API_KEY does not include this endpoint/);
  server.script(errorResponse(422, 'VALIDATION', 'Unable to validate request parameter(s).'));
  const validation = await failure(provider().results({ query: 'tea', country: 'xx' }, 1), KEY);
  assert.equal(validation.status, 400);
  assert.match(validation.message, /^The Brave Search API rejected the request \(HTTP 422: VALIDATION: Unable to validate request parameter\(s\)\.\): check the query, country and language$/);
});

test('timeout: 504 naming TNA_SEARCH_TIMEOUT', async () => {
  server.answer = () => ({ hang: true });
  const error = await failure(provider({ TNA_SEARCH_TIMEOUT: '0.05' }).suggest({ query: 'tea' }), KEY);
  assert.equal(error.status, 504);
  assert.match(error.message, /^The Brave Search API did not answer within 0\.05 s/);
});

test('malformed: not JSON, or JSON that is no search answer', async () => {
  server.script({ raw: 'gateway timeout' }, { body: { hello: 'world' } }, { body: { type: 'other' } });
  assert.match((await failure(provider().results({ query: 'tea' }, 1), KEY)).message, /\(its body is not JSON\): check BRAVE_SEARCH_BASE_URL$/);
  assert.match((await failure(provider().results({ query: 'tea' }, 1), KEY)).message, /\(no web results and no type "search"\)/);
  assert.match((await failure(provider().suggest({ query: 'tea' }), KEY)).message, /\(no results array\)/);
});
