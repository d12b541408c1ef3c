// Conformance: every invocation in the table runs twice — on this machine, and through --remote
// against a `tna serve` child process — and must give the same stdout, stderr and exit code.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeProvider, type FakeProvider } from '../ai/fake-provider.js';
import { ROOT, runTna, startServe, type ServeProcess } from './serve-process.js';
import { startFakeSearch, type FakeSearch } from '../web/fake-search.js';
import { serpApiHeatPumps } from '../web/serpapi-heat-pumps.js';

interface Row {
  args: string[];
  input?: string;
  /** The exit code both runs must have, so that a table row cannot pass by failing the same way twice. */
  exit: 0 | 1 | 2;
  /** The user: `--user` locally is written in args; remotely the token of this user is sent. Default `anonymous`. */
  user?: string;
  env?: Record<string, string>;
  /** Send --remote/--token as flags rather than TNA_REMOTE/TNA_TOKEN. */
  flags?: boolean;
  /**
   * Saved graphs carry the creation time of the store that saved them, and the local store and
   * the server's are two stores: these dates (and only these) are compared as `<time>`.
   */
  savedTimes?: boolean;
  /** E6 gives each matching graph's address on the server that answered, and none on this machine: compared as null. */
  graphUrls?: boolean;
}

const dir = mkdtempSync(path.join(tmpdir(), 'tna-conformance-'));
const fixture = path.join(ROOT, 'test', 'fixtures', 'topics.txt');
const sotu2016 = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data', '2016_barack_obama_d.txt');
const file = (name: string, content: string | Buffer) => {
  const p = path.join(dir, name);
  mkdirSync(path.dirname(p), { recursive: true });
  writeFileSync(p, content);
  return p;
};
file('glob/a.txt', 'alpha rivers flow\n');
file('glob/b.txt', 'bravo mountains rise\n');
const csv = file('notes.csv', 'text,timestamp,category\n"Rain feeds the garden, daily",2024-05-01,nature\nBanks raise rates,2024-05-02,money\n');
const binary = file('image.bin', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 1]));
const latin1 = file('latin1.txt', Buffer.from('caf\xe9 au lait', 'latin1'));
const economy = file('economy.txt', 'Banks raise interest rates to slow inflation.\nFarmers sell vegetables at the local market.\nInflation raises the price of bread.\n');
const garden = file('garden.txt', 'Gardeners plant trees in spring soil.\nFarmers and gardeners share the local market.\nRain feeds the garden soil.\n');
const nodeLink = file(
  'graph.json',
  JSON.stringify({
    nodes: [{ key: 'rain' }, { key: 'river' }, { key: 'farm' }, { key: 'market' }],
    edges: [
      { source: 'rain', target: 'river', attributes: { weight: 3 } },
      { source: 'river', target: 'farm', attributes: { weight: 2 } },
      { source: 'farm', target: 'market', attributes: { weight: 3 } },
    ],
  }),
);

const searchResultsFile = file('results.jsonl', '{"title":"How heat pumps work","url":"https://energy.example/hp","snippet":"Warmth from outdoor air, moved with electricity."}\n{"title":"Heat pump cost","url":"https://costs.example/hp","snippet":"Installation cost depends on insulation."}\n');
const searchQueriesFile = file('queries.csv', 'Keyword,Volume\nheat pump noise neighbours,900\nheat pump grants,400\n');

const TOKENS: Record<string, string> = { anonymous: 'tok-anonymous-0001', alice: 'tok-alice-0002', bob: 'tok-bob-0003' };

/** Add rows here as commands arrive: each runs locally and remotely; these rows run a few at a time. */
const ROWS: Row[] = [
  // tna graph: formats and flags (as in cli.test.ts)
  { args: ['graph'], input: 'Gardeners plant young trees in warm spring soil.\nOld trees shade the garden soil.', exit: 0 },
  { args: ['graph', '--format', 'json', path.join(dir, 'glob', '*.txt'), '-'], input: 'charlie forests grow', exit: 0, flags: true },
  { args: ['graph', '--format', 'summary', fixture], exit: 0 },
  { args: ['graph', '-f', 'dot', fixture], exit: 0 },
  { args: ['graph', '--format', 'text', fixture], env: { NO_COLOR: '1' }, exit: 0 },
  { args: ['graph', '--graph-summary', fixture], exit: 0 },
  { args: ['graph', '--no-statements', '--compact', '--max-nodes', '5', '--stopwords', 'economy,-the', '--gap-depth', '1', fixture], exit: 0 },
  { args: ['graph', '--entities'], input: 'Barack Obama visited New York in the spring.', exit: 0 },
  { args: ['graph', '--entities-only', '--no-replace-entities'], input: 'Barack Obama visited New York in the spring.', exit: 0 },
  { args: ['graph', '--statements', csv], exit: 0 },
  { args: ['graph', '--hashtags-only'], input: '#rain feeds #rivers and @farmers\nthe [[river delta]] floods', exit: 0 },
  { args: ['graph', '--words-if-no-hashtags', '--wiki-links', 'PROCESS_AS_HASHTAGS', '--brackets', 'EXCLUDE', '--mentions', 'CONNECT_TO_CONCEPTS_ONLY'], input: '#rain feeds rivers [aside] @ann\nthe [[river delta]] floods fields', exit: 0 },
  { args: ['graph', '--no-stats', '--no-graph', '--no-extended-summary', '--compact-statements', '--language', 'de'], input: 'Die Bäume brauchen Regen.\nRegen füllt die Flüsse.', exit: 0 },
  { args: ['graph', '--compact-graph', '--max-nodes', 'all', '-n', 'named', '--context-type', 'STANDARD', fixture], exit: 0 },
  { args: ['graph', '--ai-topics', '-f', 'json', fixture], exit: 0 },
  { args: ['graph', '--help'], exit: 0 },
  // betweenness: approx labelled; worker threads (the 2016 address in full is large enough to start them)
  { args: ['graph', '--max-nodes', 'all', '--betweenness', 'approx', '-f', 'json', sotu2016], exit: 0 },
  { args: ['graph', '--max-nodes', 'all', '--threads', '2', '--betweenness', 'EXACT', '-f', 'json', sotu2016], exit: 0 },
  // tna graph: bad input, one line and exit code 2 (or 1)
  { args: ['graph'], input: '', exit: 2 },
  { args: ['graph'], input: '   \n\t\n', exit: 2 },
  { args: ['graph'], input: 'the and of it was', exit: 2 },
  { args: ['graph', path.join(dir, 'missing.txt')], exit: 2 },
  { args: ['graph', binary], exit: 2 },
  { args: ['graph', latin1], exit: 2 },
  { args: ['graph', '--gap-depth', '9'], input: 'trees', exit: 2 },
  { args: ['graph', '--max-nodes', 'lots'], input: 'trees', exit: 2 },
  { args: ['graph', '--threads', '0'], input: 'trees', exit: 2 },
  { args: ['graph', '--betweenness', 'fast'], input: 'trees', exit: 2 },
  { args: ['graph', '--language', 'xx'], input: 'trees', exit: 2 },
  { args: ['graph', '--format', 'xml'], input: 'trees', exit: 2 },
  { args: ['graph', '--mentions', 'NEVER'], input: 'trees', exit: 2 },
  { args: ['graph', '--no-such-flag'], input: 'trees', exit: 2 },
  { args: ['graph', '--save'], input: 'trees grow', exit: 2 },
  { args: ['graph', '--save', '-n', ' '], input: 'trees grow', exit: 2 },
  // tna dot (E3)
  { args: ['dot', fixture], exit: 0 },
  { args: ['dot', '-f', 'json', '--optimize', 'gaps', '--gap-depth', '1', fixture], exit: 0 },
  { args: ['dot', '--graph', nodeLink, '-f', 'json'], exit: 0 },
  { args: ['dot', '--optimize', 'sideways', fixture], exit: 2 },
  // tna compare (E7)
  { args: ['compare', economy, garden], exit: 0 },
  { args: ['compare', '-m', 'overlap', '-f', 'summary', economy, garden], exit: 0 },
  { args: ['compare', '-m', 'difference', '-f', 'json', '--include-statements', economy, garden], exit: 0 },
  // tna advice (E2, E4, E8) against a fake language model that both sides share
  { args: ['advice', fixture], exit: 0 },
  { args: ['advice', '-m', 'idea', '-f', 'json', '--optimize', 'reinforce', '--pin', 'economy', fixture], exit: 0 },
  { args: ['advice', '--graph', nodeLink, '-m', 'fact'], exit: 0 },
  { args: ['advice', '--compare', 'difference', economy, garden], exit: 0 },
  { args: ['advice', '--prompt-only', fixture], exit: 0 },
  { args: ['advice', '-m', 'nonsense', fixture], exit: 2 },
  // tna intent (web search) against a SerpAPI-format provider that both sides share, and offline from files
  { args: ['intent', 'results', 'heat pumps', '-f', 'json'], exit: 0 },
  { args: ['intent', 'results', 'heat', 'pumps', '--country', 'gb', '-f', 'summary'], exit: 0 },
  { args: ['intent', 'queries', 'heat pumps', '--expand', '-f', 'json'], exit: 0 },
  { args: ['intent', 'gaps', 'heat pumps', '-f', 'json'], exit: 0 },
  { args: ['intent', 'gaps', 'heat pumps', '--compare-mode', 'difference_nodes', '--results-file', searchResultsFile, '--queries-file', searchQueriesFile, '-f', 'summary'], exit: 0 },
  { args: ['intent', 'queries', 'heat pumps', '--advice', '-m', 'idea'], exit: 0 },
  { args: ['intent', 'results', 'nothing like it'], exit: 1 },
  { args: ['intent', 'results', 'heat pumps', '--country', 'usa'], exit: 2 },
];

/** Rows that use the store, run one after another since each depends on the ones before. */
const STORE_ROWS: Row[] = [
  // the store (E1 saving and retrieval, E3/E7 by name, E5, E6) as anonymous, as alice, then bob
  { args: ['graph', '--save', '-n', 'commons', '-f', 'summary', garden], exit: 0 },
  { args: ['dot', '-n', 'commons'], exit: 0 },
  { args: ['graph', '--save', '-n', 'notes', '--user', 'alice', '--no-statements', fixture], user: 'alice', exit: 0 },
  { args: ['graph', '--save', '-n', 'notes', '--user', 'alice', '-f', 'summary', economy], user: 'alice', exit: 0 },
  { args: ['graph', '-n', 'notes', '--user', 'alice', '-f', 'dot'], user: 'alice', exit: 0 },
  { args: ['graph', '-n', 'notes', '--user', 'alice'], user: 'alice', exit: 0, savedTimes: true },
  { args: ['list', '--user', 'alice', '-f', 'json'], user: 'alice', exit: 0, savedTimes: true },
  { args: ['list', '--user', 'alice', '--query', 'nothing-like-this', '-f', 'json'], user: 'alice', exit: 0 },
  { args: ['search', '--user', 'alice', '-f', 'json', 'inflation'], user: 'alice', exit: 0, savedTimes: true, graphUrls: true },
  { args: ['search', '--user', 'alice', '-f', 'summary', '--show-contexts', 'bank'], user: 'alice', exit: 0 },
  { args: ['compare', '-n', 'notes', garden, '--user', 'alice'], user: 'alice', exit: 0 },
  { args: ['graph', '-n', 'notes', '--user', 'bob'], user: 'bob', exit: 2 },
  { args: ['list', '--user', 'bob', '-f', 'json'], user: 'bob', exit: 0 },
  { args: ['graph', '-n', 'notes'], exit: 2 },
];

let provider: FakeProvider;
let search: FakeSearch;
let server: ServeProcess;
const serverDb = path.join(dir, 'server', 'tna.db');
const localDb = path.join(dir, 'local', 'tna.db');
/** The remote runs point TNA_DB here: nothing may ever be written to it. */
const untouchedDb = path.join(dir, 'untouched', 'tna.db');

before(async () => {
  provider = await startFakeProvider();
  search = await startFakeSearch();
  search.answer = serpApiHeatPumps;
  // The answer depends on every message sent, so a prompt built differently on the server would show.
  provider.answer = (r) => `Advice ${createHash('sha256').update(JSON.stringify(r.body.messages)).digest('hex').slice(0, 16)}.`;
  const tokens = file('tokens.json', JSON.stringify(Object.fromEntries(Object.entries(TOKENS).map(([user, token]) => [token, user]))));
  server = await startServe(['--tokens', tokens, '--db', serverDb, '--quiet'], model());
});
after(async () => {
  await server?.stop();
  await provider?.stop();
  await search?.stop();
});

/** The language model and the web-search provider, configured alike for the local runs and the server. */
const model = () => ({
  OPENAI_BASE_URL: provider.baseURL,
  OPENAI_API_KEY: 'sk-conformance',
  TNA_AI_RETRIES: '0',
  SERPAPI_API_KEY: 'serp-conformance',
  SERPAPI_BASE_URL: search.baseURL,
  TNA_SEARCH_CACHE_TTL: '0',
});
const times = (text: string) => text.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>');

function label(row: Row): string {
  const args = row.args.map((a) => (a.startsWith(dir) ? path.relative(dir, a) : a.startsWith(ROOT) ? path.relative(ROOT, a) : a));
  return `tna ${args.join(' ')}${row.input !== undefined ? ` < ${JSON.stringify(row.input.slice(0, 20))}` : ''}${row.user ? ` (as ${row.user})` : ''}`;
}

/** Runs a row both ways and compares. */
async function conforms(row: Row): Promise<void> {
  const token = TOKENS[row.user ?? 'anonymous'];
  const local = await runTna(row.args, { input: row.input, env: { ...row.env, ...model(), TNA_DB: localDb } });
  const remoteArgs = row.flags ? [...row.args, '--remote', server.url, '--token', token] : row.args;
  const remoteEnv = row.flags ? {} : { TNA_REMOTE: server.url, TNA_TOKEN: token };
  // No model and no store on this side: whatever the remote run prints came from the server.
  const remote = await runTna(remoteArgs, { input: row.input, env: { ...row.env, ...remoteEnv, TNA_DB: untouchedDb } });
  assert.equal(local.code, row.exit, `local run: ${local.stderr}`);
  assert.equal(remote.code, local.code, `exit code; remote stderr: ${remote.stderr}`);
  // A server names a saved graph by its http address there; locally it is tna://graphs/…
  const links = (text: string) => text.replace(/http:\/\/127\.0\.0\.1:\d+\/api\/v1\/graphs\//g, 'tna://graphs/');
  const urls = (text: string) => (row.graphUrls ? text.replace(/"http:\/\/127\.0\.0\.1:\d+\/api\/v1\/graphs\/[^"]+"/g, 'null') : links(text));
  const same = (text: string) => urls(row.savedTimes ? times(text) : text);
  assert.equal(same(remote.stderr), same(local.stderr));
  assert.equal(same(remote.stdout), same(local.stdout));
  if (row.graphUrls) assert.match(remote.stdout, /"http:\/\/127\.0\.0\.1:\d+\/api\/v1\/graphs\/alice\/notes"/, 'the server gives its graphs\' addresses');
  if (row.exit === 0 && !row.args.includes('--help')) assert.notEqual(local.stdout, '', 'the row prints something');
}

test('each invocation prints the same stdout and stderr, with the same exit code, locally and through --remote', { concurrency: 4 }, async (t) => {
  await Promise.all(ROWS.map((row) => t.test(label(row), () => conforms(row))));
  assert.ok(provider.requests.length > 0, 'the advice rows reached the model');
});

test('… and so does the store, row after row: saving, retrieval by name, list and search, other users', async (t) => {
  for (const row of STORE_ROWS) await t.test(label(row), () => conforms(row));
  assert.equal(existsSync(untouchedDb), false, 'remote runs never open a local store');
});

test('--remote failures print one line and never the token', async () => {
  const token = 'tok-never-printed-42';
  const cases: Array<[string[], Record<string, string>, number, RegExp]> = [
    [['graph', '--remote', server.url], {}, 1, /^tna: the server at http:\/\/127\.0\.0\.1:\d+ needs a token \(401: a bearer token is required: send the header Authorization: Bearer <token>\); set it with --token or the TNA_TOKEN environment variable\n$/],
    [['graph', '--remote', server.url, '--token', token], {}, 1, /^tna: the server at http:\/\/127\.0\.0\.1:\d+ rejected the token \(401: the bearer token is not valid\); check --token or TNA_TOKEN\n$/],
    [['graph'], { TNA_REMOTE: server.url, TNA_TOKEN: token }, 1, /rejected the token/],
    [['graph', '--remote', 'http://127.0.0.1:1'], { TNA_TOKEN: token }, 1, /^tna: cannot connect to http:\/\/127\.0\.0\.1:1 \(connection refused\): is the server running, and is --remote right\?\n$/],
    [['graph', '--remote', 'localhost:8080'], {}, 2, /^tna: --remote must be an http:\/\/ or https:\/\/ URL, like http:\/\/127\.0\.0\.1:8080 \(got localhost:\)\n$/],
    [['graph', '--remote', server.url, '--timeout', 'soon'], {}, 2, /^tna: --timeout must be a number of seconds above 0 \(got "soon"\)\n$/],
    [['graph', '--remote', `${server.url}/wrong/prefix`], { TNA_TOKEN: TOKENS.alice }, 2, /^tna: no endpoint POST \/wrong\/prefix\/api\/v1\/graphAndStatements/],
  ];
  for (const [args, env, code, message] of cases) {
    const r = await runTna(args, { input: 'Trees need rain.', env });
    assert.equal(r.code, code, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, message);
    assert.equal(r.stdout, '');
    assert.ok(!r.stderr.includes(token));
  }
});
