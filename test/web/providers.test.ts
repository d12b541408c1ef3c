// Choosing the web-search provider: by name, by TNA_SEARCH_PROVIDER, or the first configured; and the 400s when that cannot be done.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/core/errors.js';
import { DEFAULT_HTTP, httpSettingsFromEnv } from '../../src/web/http.js';
import { WEB_SEARCH_PROVIDER_NAMES, WEB_SEARCH_PROVIDERS, WEB_SEARCH_SETTINGS, webSearchProvider } from '../../src/web/providers.js';

function rejects(fn: () => unknown, pattern: RegExp): void {
  assert.throws(fn, (e: unknown) => e instanceof ApiError && e.status === 400 && e.code === 'bad_request' && pattern.test(e.message));
}

test('the name given wins over TNA_SEARCH_PROVIDER, which wins over what is configured', () => {
  const env = { SERPAPI_API_KEY: 'k1', BRAVE_SEARCH_API_KEY: 'k2', SEARXNG_URL: 'http://localhost:8888', TNA_SEARCH_PROVIDER: 'brave' };
  assert.equal(webSearchProvider('searxng', env).name, 'searxng');
  assert.equal(webSearchProvider(undefined, env).name, 'brave');
  assert.equal(webSearchProvider(' SerpAPI ', env).name, 'serpapi', 'names in any case');
});

test('without a name, the first configured in the listed order: SerpAPI, Brave, SearXNG', () => {
  assert.equal(webSearchProvider(undefined, { SERPAPI_API_KEY: 'k', SEARXNG_URL: 'http://h' }).name, 'serpapi');
  assert.equal(webSearchProvider(undefined, { BRAVE_API_KEY: 'k', SEARXNG_URL: 'http://h' }).name, 'brave');
  assert.equal(webSearchProvider(undefined, { SERPAPI_API_KEY: '  ', SEARXNG_URL: 'http://h' }).name, 'searxng', 'a blank variable is not configuration');
});

test('none configured: a 400 naming every provider, its variables, and the offline files', () => {
  rejects(
    () => webSearchProvider(undefined, {}),
    /^No web-search provider is configured: set the variable of one of serpapi \(SERPAPI_API_KEY\), brave \(BRAVE_SEARCH_API_KEY or BRAVE_API_KEY\), searxng \(SEARXNG_URL\), or name one with TNA_SEARCH_PROVIDER; --results-file and --queries-file work offline without any$/,
  );
});

test('an unknown name is a 400 listing the allowed ones, saying when it came from the environment', () => {
  rejects(() => webSearchProvider('google', {}), /^Unknown web-search provider "google": choose one of serpapi, brave, searxng$/);
  rejects(() => webSearchProvider(undefined, { TNA_SEARCH_PROVIDER: 'bing' }), /^Unknown web-search provider "bing" \(from TNA_SEARCH_PROVIDER\): choose one/);
});

test('a chosen provider without its variable is a 400 naming it', () => {
  rejects(() => webSearchProvider('serpapi', { SEARXNG_URL: 'http://h' }), /^The serpapi web-search provider needs SERPAPI_API_KEY: set it in the environment$/);
  rejects(() => webSearchProvider('brave', {}), /needs BRAVE_SEARCH_API_KEY or BRAVE_API_KEY/);
  rejects(() => webSearchProvider(undefined, { TNA_SEARCH_PROVIDER: 'searxng' }), /needs SEARXNG_URL/);
});

test('timeouts and retries from the environment, checked', () => {
  assert.deepEqual(httpSettingsFromEnv({}), DEFAULT_HTTP);
  assert.equal(DEFAULT_HTTP.timeoutMs, 20_000);
  assert.equal(DEFAULT_HTTP.retries, 2);
  assert.deepEqual(httpSettingsFromEnv({ TNA_SEARCH_TIMEOUT: '2.5', TNA_SEARCH_RETRIES: '0' }), { ...DEFAULT_HTTP, timeoutMs: 2500, retries: 0 });
  rejects(() => httpSettingsFromEnv({ TNA_SEARCH_TIMEOUT: '0' }), /^TNA_SEARCH_TIMEOUT must be a number of seconds above 0/);
  rejects(() => httpSettingsFromEnv({ TNA_SEARCH_RETRIES: '1.5' }), /^TNA_SEARCH_RETRIES must be a whole number/);
  rejects(() => webSearchProvider('serpapi', { SERPAPI_API_KEY: 'k', TNA_SEARCH_RETRIES: '-1' }), /TNA_SEARCH_RETRIES/);
});

test('the list for --help and the README names every provider and variable', () => {
  assert.deepEqual(WEB_SEARCH_PROVIDER_NAMES, ['serpapi', 'brave', 'searxng']);
  const variables = WEB_SEARCH_PROVIDERS.flatMap((p) => [...p.required, ...p.optional]);
  assert.deepEqual(variables, ['SERPAPI_API_KEY', 'SERPAPI_BASE_URL', 'BRAVE_SEARCH_API_KEY', 'BRAVE_API_KEY', 'BRAVE_SEARCH_BASE_URL', 'SEARXNG_URL']);
  assert.ok(WEB_SEARCH_SETTINGS.includes('TNA_SEARCH_CACHE_TTL'));
});
