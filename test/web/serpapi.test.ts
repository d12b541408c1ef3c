// The SerpAPI adapter against a loopback server answering in SerpAPI's documented format, its error bodies included.
import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { webSearchProvider } from '../../src/web/providers.js';
import { closedAddress, failure, startFakeSearch, type Answer, type FakeSearch, type Recorded } from './fake-search.js';

const KEY = 'serp-SECRET-0123456789abcdef';
let server: FakeSearch;

before(async () => {
  server = await startFakeSearch();
});
after(() => server.stop());
beforeEach(() => server.reset());

function provider(env: NodeJS.ProcessEnv = {}) {
  return webSearchProvider('serpapi', { SERPAPI_API_KEY: KEY, SERPAPI_BASE_URL: server.baseURL, ...env });
}

/** A page as SerpAPI documents it (serpapi.com/organic-results, /related-searches, /related-questions). */
function googlePage(request: Recorded): Answer {
  const start = Number(request.params.get('start') ?? 0);
  const q = request.params.get('q');
  if (start >= 20) {
    return {
      body: {
        search_metadata: { id: 'x', status: 'Success' },
        search_information: { organic_results_state: 'Fully empty' },
        error: "Google hasn't returned any results for this query.",
      },
    };
  }
  return {
    body: {
      search_metadata: { id: 'x', status: 'Success', json_endpoint: 'https://serpapi.com/searches/x.json' },
      search_parameters: { engine: 'google', q },
      search_information: { organic_results_state: 'Results for exact spelling', total_results: 42 },
      organic_results: [1, 2].map((n) => ({
        position: n,
        title: `${q} result ${start + n}`,
        link: `https://example.com/${start + n}`,
        displayed_link: 'example.com',
        snippet: `About ${q}, part ${start + n}.`,
      })),
      related_questions: start === 0 ? [{ question: `Is ${q} healthy?`, snippet: '…', title: 't', link: 'https://example.com/q' }] : undefined,
      related_searches: start === 0 ? [{ query: `${q} beans`, link: 'https://www.google.com/search?q=beans' }, { query: `${q} shop` }] : undefined,
    },
  };
}

test('results: pages asked with start=0,10,…; ranks continue across pages; gl, hl, engine and key sent', async () => {
  server.answer = googlePage;
  const results = await provider().results({ query: 'coffee', country: 'DE', language: 'de' }, 2);
  assert.deepEqual(
    results.map((r) => [r.rank, r.title, r.url, r.snippet]),
    [
      [1, 'coffee result 1', 'https://example.com/1', 'About coffee, part 1.'],
      [2, 'coffee result 2', 'https://example.com/2', 'About coffee, part 2.'],
      [3, 'coffee result 11', 'https://example.com/11', 'About coffee, part 11.'],
      [4, 'coffee result 12', 'https://example.com/12', 'About coffee, part 12.'],
    ],
  );
  assert.equal(server.requests.length, 2);
  for (const [i, r] of server.requests.entries()) {
    assert.equal(r.path, '/search.json');
    assert.equal(r.params.get('engine'), 'google');
    assert.equal(r.params.get('q'), 'coffee');
    assert.equal(r.params.get('gl'), 'de');
    assert.equal(r.params.get('hl'), 'de');
    assert.equal(r.params.get('start'), String(i * 10));
    assert.equal(r.params.get('api_key'), KEY);
  }
});

test('results: a page Google found nothing on ("Fully empty") ends the list; a query with no results at all is []', async () => {
  server.answer = googlePage;
  const results = await provider().results({ query: 'coffee' }, 5);
  assert.equal(results.length, 4);
  assert.equal(server.requests.length, 3, 'stops at the first empty page');
  assert.equal(server.requests[0]!.params.get('gl'), null, 'no country: the provider default');

  server.reset();
  server.answer = () => ({ body: { search_metadata: { status: 'Success' }, search_information: { organic_results_state: 'Fully empty' }, error: "Google hasn't returned any results for this query." } });
  assert.deepEqual(await provider().results({ query: 'zzqx' }, 1), []);
  assert.deepEqual(await provider().related({ query: 'zzqx' }), []);
});

test('related: people-also-ask questions and related searches, sharing the first page with results (one request)', async () => {
  server.answer = googlePage;
  const p = provider();
  const [results, related] = await Promise.all([p.results({ query: 'coffee' }, 1), p.related({ query: 'coffee' })]);
  assert.equal(results.length, 2);
  assert.deepEqual(related, [
    { query: 'Is coffee healthy?', source: 'question' },
    { query: 'coffee beans', source: 'related' },
    { query: 'coffee shop', source: 'related' },
  ]);
  assert.equal(server.requests.length, 1);
});

test('suggest: engine=google_autocomplete, suggestions[].value in order', async () => {
  server.answer = (r) => ({
    body: {
      search_metadata: { status: 'Success' },
      search_parameters: { engine: r.params.get('engine'), q: r.params.get('q') },
      suggestions: [
        { value: 'coffee near me', relevance: 950, type: 'QUERY', serpapi_link: 'https://serpapi.com/search.json?q=coffee+near+me' },
        { value: 'coffee maker', relevance: 601, type: 'QUERY' },
      ],
    },
  });
  assert.deepEqual(await provider().suggest({ query: 'coffee', country: 'us', language: 'en' }), ['coffee near me', 'coffee maker']);
  const sent = server.requests[0]!;
  assert.equal(sent.params.get('engine'), 'google_autocomplete');
  assert.deepEqual([sent.params.get('q'), sent.params.get('gl'), sent.params.get('hl'), sent.params.get('start')], ['coffee', 'us', 'en', null]);
});

test('401: the key is rejected, naming SERPAPI_API_KEY and never the key', async () => {
  server.answer = () => ({ status: 401, body: { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' } });
  const error = await failure(provider().results({ query: 'coffee' }, 1), KEY);
  assert.equal(error.status, 502);
  assert.equal(error.code, 'upstream_error');
  assert.equal(error.message, 'The SerpAPI rejected the API key (HTTP 401): check SERPAPI_API_KEY');
  assert.equal(server.requests.length, 1, 'not retried');
});

test('429 then success: retried, honouring Retry-After', async () => {
  server.script({ status: 429, headers: { 'retry-after': '0' }, body: { error: 'Too many requests this hour.' } });
  server.answer = googlePage;
  const results = await provider().results({ query: 'coffee' }, 1);
  assert.equal(results.length, 2);
  assert.equal(server.requests.length, 2);
});

test('429 exhausted: TNA_SEARCH_RETRIES retries, then a rate-limit message saying what to do', async () => {
  server.answer = () => ({ status: 429, headers: { 'retry-after': '0' }, body: { error: 'Too many requests this hour.' } });
  const error = await failure(provider({ TNA_SEARCH_RETRIES: '1' }).results({ query: 'coffee' }, 1), KEY);
  assert.equal(server.requests.length, 2);
  assert.equal(error.status, 502);
  assert.match(error.message, /^The SerpAPI is rate-limiting requests \(HTTP 429: Too many requests this hour\.\) after 2 attempts: wait a moment/);
  assert.match(error.message, /TNA_SEARCH_RETRIES/);
});

test('429 out of searches: not retried, and says the quota is spent', async () => {
  server.answer = () => ({ status: 429, headers: { 'retry-after': '0' }, body: { error: 'Your account has run out of searches.' } });
  const error = await failure(provider().suggest({ query: 'coffee' }), KEY);
  assert.equal(server.requests.length, 1);
  assert.match(error.message, /^The SerpAPI account is out of searches \(HTTP 429: Your account has run out of searches\.\): wait for the quota to renew/);
});

test('a Retry-After longer than the cap is not waited for', async () => {
  server.answer = () => ({ status: 429, headers: { 'retry-after': '3600' }, body: { error: 'Slow down.' } });
  const error = await failure(provider().results({ query: 'coffee' }, 1), KEY);
  assert.equal(server.requests.length, 1);
  assert.match(error.message, /asks to wait 3600 s/);
});

test('timeout: a server that never answers fails with 504 after TNA_SEARCH_TIMEOUT', async () => {
  server.answer = () => ({ hang: true });
  const error = await failure(provider({ TNA_SEARCH_TIMEOUT: '0.05' }).results({ query: 'coffee' }, 1), KEY);
  assert.equal(error.status, 504);
  assert.match(error.message, /^The SerpAPI did not answer within 0\.05 s: try again, or allow more time with TNA_SEARCH_TIMEOUT/);
});

test('connection refused: 502 naming the address (without the key) and SERPAPI_BASE_URL', async () => {
  const address = await closedAddress();
  const error = await failure(webSearchProvider('serpapi', { SERPAPI_API_KEY: KEY, SERPAPI_BASE_URL: address }).results({ query: 'coffee' }, 1), KEY);
  assert.equal(error.status, 502);
  assert.equal(error.message, `Cannot reach the SerpAPI at ${address} (ECONNREFUSED): check SERPAPI_BASE_URL and the network connection`);
});

test('malformed: a body that is not JSON, and JSON without organic_results, are named', async () => {
  server.script({ raw: '<html>maintenance</html>' });
  const notJson = await failure(provider().results({ query: 'coffee' }, 1), KEY);
  assert.equal(notJson.status, 502);
  assert.match(notJson.message, /^The SerpAPI at http:\/\/127\.0\.0\.1:\d+ sent a reply that is not a search answer \(its body is not JSON\): check SERPAPI_BASE_URL$/);
  server.script({ body: { search_metadata: { status: 'Success' } } });
  const noArray = await failure(provider().results({ query: 'coffee' }, 1), KEY);
  assert.match(noArray.message, /\(no organic_results array\)/);
});

test('a 200 whose error is not "no results" is the provider reporting a failure', async () => {
  server.answer = () => ({ body: { search_metadata: { status: 'Error' }, error: "We couldn't get valid results for this search. Please try again later." } });
  const error = await failure(provider().results({ query: 'coffee' }, 1), KEY);
  assert.equal(error.message, "The SerpAPI reported an error: We couldn't get valid results for this search. Please try again later.");
});

test('400: a refused parameter is the user\'s to fix (status 400), and a key echoed back is redacted', async () => {
  server.answer = () => ({ status: 400, body: { error: `Unsupported \`xx\` country for api_key=${KEY}.` } });
  const error = await failure(provider().results({ query: 'coffee', country: 'xx' }, 1), KEY);
  assert.equal(error.status, 400);
  assert.equal(error.code, 'bad_request');
  assert.ok(!error.message.includes(KEY), error.message);
  assert.match(error.message, /\[redacted\]/);
});

test('5xx with Retry-After 0 is retried, then named with the attempts', async () => {
  server.answer = () => ({ status: 503, headers: { 'retry-after': '0' }, body: { error: "We couldn't get valid results for this search." } });
  const error = await failure(provider().results({ query: 'coffee' }, 1), KEY);
  assert.equal(server.requests.length, 3);
  assert.match(error.message, /^The SerpAPI failed \(HTTP 503: We couldn't get valid results for this search\.\) after 3 attempts: try again later$/);
});
