// tna intent end to end: the command against a loopback server in SerpAPI's format, and offline from files.
import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '../../src/cli/main.js';
import { startFakeSearch, type FakeSearch } from '../web/fake-search.js';
import { serpApiHeatPumps } from '../web/serpapi-heat-pumps.js';
import { pipeIO } from './pipe-io.js';

const KEY = 'serp-KEY-never-shown-0123456789';
const dir = mkdtempSync(path.join(tmpdir(), 'tna-intent-'));
const file = (name: string, content: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, content);
  return p;
};
let search: FakeSearch;
let cacheRun = 0;

before(async () => {
  search = await startFakeSearch();
});
after(() => search.stop());
beforeEach(() => {
  search.reset();
  search.answer = serpApiHeatPumps;
});

/** A fresh cache for each test unless one is given, so that tests do not see each other's answers. */
function env(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { SERPAPI_API_KEY: KEY, SERPAPI_BASE_URL: search.baseURL, TNA_CACHE_DIR: path.join(dir, `cache-${cacheRun++}`), TNA_SEARCH_RETRIES: '0', TNA_DB: path.join(dir, 'tna.db'), ...extra };
}

async function tna(args: string[], environment: NodeJS.ProcessEnv = env()) {
  const { io, out, err } = pipeIO({ cwd: dir, env: environment });
  const code = await run(args, io);
  return { code, stdout: out(), stderr: err() };
}

const json = (r: { stdout: string }) => JSON.parse(r.stdout);
const nodeKeys = (response: { entriesAndGraphOfContext: { graph: { networkGraph: { nodes: { key: string }[] } } } }) =>
  response.entriesAndGraphOfContext.graph.networkGraph.nodes.map((n) => n.key);

test('intent results: the graph of the results, asked with the country and language given, seed terms removed', async () => {
  const r = await tna(['intent', 'results', 'heat', 'pumps', '--country', 'GB', '--language', 'en', '-f', 'json']);
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stderr, '');
  const response = json(r);
  const statements = response.entriesAndGraphOfContext.statements;
  assert.equal(statements.length, 4);
  assert.deepEqual(statements[1].categories, ['costs.example', 'https://costs.example/heat-pump', 'rank:2']);
  const keys = nodeKeys(response);
  assert.ok(keys.includes('electricity') && !keys.includes('heat') && !keys.includes('pump'), keys.join(', '));
  assert.equal(search.requests.length, 1);
  const asked = search.requests[0].params;
  assert.deepEqual([asked.get('engine'), asked.get('q'), asked.get('gl'), asked.get('hl'), asked.get('start')], ['google', 'heat pumps', 'gb', 'en', '0']);
});

test('answers are cached on disk: a second run asks nothing, --no-cache asks again', async () => {
  const environment = env();
  const first = await tna(['intent', 'results', 'heat pumps', '-f', 'summary'], environment);
  assert.equal(first.code, 0, first.stderr);
  const second = await tna(['intent', 'results', 'heat pumps', '-f', 'summary'], environment);
  assert.equal(second.stdout, first.stdout);
  assert.equal(search.requests.length, 1, 'the second run was answered from the cache');
  await tna(['intent', 'results', 'heat pumps', '-f', 'summary', '--no-cache'], environment);
  assert.equal(search.requests.length, 2);
});

test('intent queries: related searches, questions and suggestions; --expand asks the widened prompts', async () => {
  const r = await tna(['intent', 'queries', 'heat pumps', '-f', 'json']);
  assert.equal(r.code, 0, r.stderr);
  const statements = json(r).entriesAndGraphOfContext.statements.map((s: { content: string; categories: string[] }) => [s.content, s.categories[0]]);
  assert.deepEqual(statements, [
    ['Are heat pumps noisy at night?', 'question'],
    ['Do heat pumps work with old radiators?', 'question'],
    ['heat pump noise neighbours', 'related'],
    ['heat pump grants government', 'related'],
    ['heat pump vs gas boiler running cost', 'related'],
    ['heat pumps explained', 'suggest'],
    ['heat pumps for radiators', 'suggest'],
  ]);
  search.reset();
  search.answer = serpApiHeatPumps;
  const expanded = await tna(['intent', 'queries', 'heat pumps', '--expand', '--keywords-source', 'suggest', '--language', 'en', '-f', 'json']);
  assert.equal(expanded.code, 0, expanded.stderr);
  assert.equal(search.requests.length, 1 + 26 + 10 + 3, 'the query, a–z, ten question words before, three words after');
  assert.deepEqual(json(expanded).entriesAndGraphOfContext.statements.map((s: { content: string }) => s.content), [
    'heat pumps explained',
    'heat pumps for radiators',
    'heat pumps air to water',
    'how heat pumps work in winter',
    'heat pumps vs solar panels',
  ]);
});

test('intent gaps: what people ask that the results do not answer, in both compare modes', async () => {
  const difference = json(await tna(['intent', 'gaps', 'heat pumps', '-f', 'json']));
  assert.equal(difference.compareMode, 'difference');
  const gapKeys = nodeKeys(difference);
  assert.ok(gapKeys.includes('noise') && gapKeys.includes('grant'), gapKeys.join(', '));
  const nodesOnly = json(await tna(['intent', 'gaps', 'heat pumps', '--compare-mode', 'difference_nodes', '-f', 'json']));
  const results = json(await tna(['intent', 'results', 'heat pumps', '--max-nodes', 'all', '-f', 'json']));
  const inResults = new Set(nodeKeys(results));
  for (const key of nodeKeys(nodesOnly)) assert.ok(!inResults.has(key), `${key} is in the results`);
  const summary = await tna(['intent', 'gaps', 'heat pumps', '-f', 'summary']);
  assert.match(summary.stdout, /noise/);
});

test('offline: results and queries files in the formats the common tools export, no provider needed', async () => {
  const results = file('results.csv', 'Position,Title,URL,Description\n1,How heat pumps work,https://www.energy.example/heat-pumps,A heat pump moves warmth from outdoor air using electricity.\n2,Heat pump installation cost,https://costs.example/hp,Installation cost depends on the insulation and the electricity tariff.\n');
  const queries = file('queries.txt', 'heat pump noise neighbours\nheat pump grants government\nare heat pumps noisy at night?\n');
  const offline = { TNA_DB: path.join(dir, 'offline.db'), TNA_CACHE_DIR: path.join(dir, 'offline-cache') };
  const r = await tna(['intent', 'gaps', 'heat pumps', '--results-file', results, '--queries-file', queries, '-f', 'json'], offline);
  assert.equal(r.code, 0, r.stderr);
  assert.ok(nodeKeys(json(r)).includes('noise'));
  const q = await tna(['intent', 'queries', 'heat pumps', '--queries-file', queries, '-f', 'json'], offline);
  assert.deepEqual(json(q).entriesAndGraphOfContext.statements.map((s: { categories: string[] }) => s.categories[0]), ['related', 'related', 'question']);
  assert.equal(search.requests.length, 0, 'nothing was asked of any provider');
  // Advice without a model: the exact messages, built on the gap graph.
  const prompt = await tna(['intent', 'gaps', 'heat pumps', '--results-file', results, '--queries-file', queries, '--advice', '--prompt-only'], offline);
  assert.equal(prompt.code, 0, prompt.stderr);
  assert.match(prompt.stdout, /\[system\]/);
  assert.match(prompt.stdout, /noise|grant/);
});

test('--save keeps the results graph under its default name, replacing it on the next run', async () => {
  const environment = env({ TNA_DB: path.join(dir, 'saved.db') });
  assert.equal((await tna(['intent', 'results', 'heat pumps', '--save', '-f', 'json'], environment)).code, 0);
  await tna(['intent', 'results', 'heat pumps', '--save', '-f', 'json'], environment);
  const list = json(await tna(['list', '-f', 'json'], environment));
  assert.deepEqual(list.map((g: { contextName: string; statementCount: number }) => [g.contextName, g.statementCount]), [['search results: heat pumps', 4]]);
  const gaps = await tna(['intent', 'gaps', 'heat pumps', '--save'], environment);
  assert.equal(gaps.code, 2);
  assert.match(gaps.stderr, /--save goes with results or queries/);
});

test('provider failures: one line naming the provider and what to do, exit 1, the key never shown', async () => {
  search.answer = () => ({ status: 401, body: { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' } });
  const bad = await tna(['intent', 'results', 'heat pumps']);
  assert.equal(bad.code, 1);
  assert.match(bad.stderr, /^tna: .*SerpAPI.*SERPAPI_API_KEY/);
  assert.equal(bad.stderr.split('\n').filter(Boolean).length, 1);
  assert.equal(bad.stdout, '');
  search.answer = () => ({ status: 429, body: { error: 'Your account has run out of searches.' } });
  const quota = await tna(['intent', 'queries', 'heat pumps']);
  assert.equal(quota.code, 1);
  assert.match(quota.stderr, /SerpAPI/);
  search.answer = serpApiHeatPumps;
  const none = await tna(['intent', 'results', 'no such thing anywhere']);
  assert.equal(none.code, 1);
  assert.match(none.stderr, /^tna: serpapi found no results for "no such thing anywhere"/i);
  for (const r of [bad, quota, none]) assert.ok(!r.stderr.includes(KEY));
});

test('bad input: exit 2 with one line naming the flag', async () => {
  const cases: Array<[string[], RegExp]> = [
    [['intent', 'results', 'heat pumps', '--country', 'usa'], /--country: must be a two-letter country code/],
    [['intent', 'results', 'heat pumps', '--language', 'english'], /--language: must be AUTO or a two-letter language code/],
    [['intent', 'results', 'heat pumps', '--results', '20'], /--results: must be an integer from 1 to 10/],
    [['intent', 'sideways', 'heat pumps'], /'sideways' is invalid for argument 'view'. Allowed choices are results, queries, gaps/],
    [['intent', 'queries', 'heat pumps', '--keywords-source', 'people'], /Allowed choices are related, suggest, both/],
    [['intent', 'queries', 'heat pumps', '--results-file', 'x.csv'], /--results-file goes with results or gaps/],
    [['intent', 'results', 'heat pumps', '--results-file', 'missing.csv'], /missing\.csv/],
    [['intent', 'results', 'heat pumps', '--provider', 'altavista'], /Unknown web-search provider "altavista".*serpapi, brave, searxng/],
    [['intent', 'results', 'heat pumps', '--advice', '-f', 'gexf'], /with --advice the format is text or json/],
  ];
  for (const [args, message] of cases) {
    const r = await tna(args);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, message);
    assert.equal(r.stderr.trim().split('\n').length <= 2, true, r.stderr);
  }
  const unconfigured = await tna(['intent', 'results', 'heat pumps'], { TNA_DB: path.join(dir, 'x.db') });
  assert.equal(unconfigured.code, 2);
  assert.match(unconfigured.stderr, /No web-search provider is configured.*--results-file/);
  assert.equal(search.requests.length, 0);
});

test('--fetch-pages reads the pages over HTTP: their paragraphs become the statements', async () => {
  search.answer = (request) =>
    request.path === '/how-they-work'
      ? { raw: '<html><body><nav>Home, Products, Contact us and everything else in the menu</nav><main><p>A compressor raises the refrigerant pressure so that the warmth can flow indoors.</p><p>Defrost cycles melt the ice on the outdoor unit during cold winter mornings.</p></main></body></html>' }
      : { status: 404, raw: 'not here' };
  const results = file('pages.jsonl', `{"title":"How they work","url":"${search.baseURL}/how-they-work","snippet":"Warmth from air."}\n{"title":"Gone","url":"${search.baseURL}/gone","snippet":"A page that has moved."}\n`);
  const r = await tna(['intent', 'results', 'heat pumps', '--results-file', results, '--fetch-pages', '-f', 'json'], { TNA_DB: path.join(dir, 'pages.db') });
  assert.equal(r.code, 0, r.stderr);
  const envelope = json(r).entriesAndGraphOfContext;
  assert.deepEqual(envelope.statements.map((s: { content: string }) => s.content), [
    'A compressor raises the refrigerant pressure so that the warmth can flow indoors.',
    'Defrost cycles melt the ice on the outdoor unit during cold winter mornings.',
    'Gone. A page that has moved.',
  ]);
  assert.match(envelope.warning, /1 of 2 pages could not be read/);
  assert.deepEqual(search.requests.map((q) => q.path).sort(), ['/gone', '/how-they-work']);
});
