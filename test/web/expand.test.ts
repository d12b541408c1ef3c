// Autocomplete expansion: the exact prompts asked, at most four at a time, merged in prompt order whatever order the answers arrive in.
import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/core/errors.js';
import { expandedSuggestions, expansionPrompts, EXPANSION_WORDS } from '../../src/web/expand.js';
import { webSearchProvider } from '../../src/web/providers.js';
import type { SearchRequest, WebSearchProvider } from '../../src/web/types.js';
import { failure, startFakeSearch, type FakeSearch } from './fake-search.js';

let server: FakeSearch;

before(async () => {
  server = await startFakeSearch();
});
after(() => server.stop());
beforeEach(() => server.reset());

const EN = [
  'coffee',
  ...'abcdefghijklmnopqrstuvwxyz'.split('').map((l) => `coffee ${l}`),
  'what coffee', 'how coffee', 'why coffee', 'can coffee', 'which coffee', 'who coffee', 'where coffee', 'when coffee', 'is coffee', 'are coffee',
  'coffee vs', 'coffee for', 'coffee near',
];

test('the prompts, in order: the query, the query and each letter, question words before, vs/for/near after', () => {
  assert.deepEqual(expansionPrompts('  coffee ', 'en'), EN);
  assert.deepEqual(expansionPrompts('coffee'), EN, 'English by default');
  assert.deepEqual(expansionPrompts('coffee', 'xx'), EN, 'and for a language without a list');
  const de = expansionPrompts('kaffee', 'DE');
  assert.deepEqual(de.slice(27), ['was kaffee', 'wie kaffee', 'warum kaffee', 'kann kaffee', 'welche kaffee', 'wer kaffee', 'wo kaffee', 'wann kaffee', 'ist kaffee', 'sind kaffee', 'kaffee vs', 'kaffee für', 'kaffee in der nähe']);
  const ru = expansionPrompts('кофе', 'ru');
  assert.equal(ru[1], 'кофе а');
  assert.ok(ru.includes('почему кофе') && ru.includes('кофе рядом'));
  assert.deepEqual(Object.keys(EXPANSION_WORDS).sort(), ['de', 'en', 'es', 'fr', 'it', 'pt', 'ru']);
});

test('over HTTP: exactly these prompts reach the autocompleter, each once, with the request\'s language', async () => {
  server.answer = (r) => ({ body: [`${r.params.get('q')} one`] });
  const provider = webSearchProvider('searxng', { SEARXNG_URL: server.baseURL });
  const merged = await expandedSuggestions(provider, { query: 'coffee', language: 'en' });
  const sent = server.requests.map((r) => r.params.get('q'));
  assert.deepEqual([...sent].sort(), [...EN].sort());
  assert.ok(server.requests.every((r) => r.path === '/autocompleter' && r.params.get('language') === 'en'));
  assert.deepEqual(merged, EN.map((p) => `${p} one`));
});

/** A provider whose answers are released by the test: always the newest first, once every slot is taken. */
function reversing(total: number, answer: (prompt: string) => string[]) {
  const pending: Array<{ prompt: string; resolve: (s: string[]) => void }> = [];
  let done = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const release = () => {
    if (pending.length < Math.min(4, total - done)) return;
    for (const p of pending.splice(0).reverse()) {
      done++;
      inFlight--;
      p.resolve(answer(p.prompt));
    }
  };
  const provider: WebSearchProvider = {
    name: 'fake',
    results: async () => [],
    related: async () => [],
    suggest: (request: SearchRequest) =>
      new Promise<string[]>((resolve) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        pending.push({ prompt: request.query, resolve });
        release();
      }),
  };
  return { provider, maxInFlight: () => maxInFlight };
}

test('answers arriving newest first still merge in prompt order; at most four in flight', async () => {
  const answers: Record<string, string[]> = {
    coffee: ['COFFEE', 'coffee  beans', 'Coffee shop'],
    'coffee a': ['coffee   Beans', 'coffee açaí'],
    'coffee b': ['Coffee Bar', 'coffee shop'],
    'what coffee': ['what coffee is best'],
    'coffee near': ['coffee near me', ' coffee bar '],
  };
  const run = async () => {
    const { provider, maxInFlight } = reversing(EN.length, (p) => answers[p.toLowerCase()] ?? []);
    const merged = await expandedSuggestions(provider, { query: 'Coffee' });
    assert.ok(maxInFlight() <= 4 && maxInFlight() > 1, `in flight: ${maxInFlight()}`);
    return merged;
  };
  const merged = await run();
  assert.deepEqual(merged, ['coffee beans', 'Coffee shop', 'coffee açaí', 'Coffee Bar', 'what coffee is best', 'coffee near me']);
  assert.deepEqual(await run(), merged, 'the same every time');
});

test('concurrency can be set; a failure stops the expansion and is thrown', async () => {
  let calls = 0;
  let inFlight = 0;
  let most = 0;
  const provider: WebSearchProvider = {
    name: 'fake',
    results: async () => [],
    related: async () => [],
    suggest: async (request) => {
      calls++;
      inFlight++;
      most = Math.max(most, inFlight);
      await Promise.resolve();
      inFlight--;
      if (request.query === 'coffee c') throw new ApiError(502, 'upstream_error', 'The fake is down');
      return [];
    },
  };
  const error = await failure(expandedSuggestions(provider, { query: 'coffee' }, { concurrency: 1 }));
  assert.equal(error.message, 'The fake is down');
  assert.equal(most, 1);
  assert.equal(calls, 4, 'nothing asked after the failure');
});
