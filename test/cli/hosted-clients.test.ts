// The hosted service's public clients against a real `tna serve`: each request exactly as the
// client's source builds it (test/http/hosted-clients.ts), and every response field it reads is
// there and not empty — with --compat hosted, with the Tna-Compat header, and not without either.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FakeProvider, startFakeProvider } from '../ai/fake-provider.js';
import { request, type Reply } from '../http/server-helpers.js';
import { CLIENTS, GRAPH_NAME, MCP_SERVER, N8N_NODE, SEARCH_WORDS, TEXT_PLACEHOLDER, type ClientRequest, type HostedClient } from '../http/hosted-clients.js';
import { ROOT, runTna, startServe, type ServeProcess } from './serve-process.js';

const TOKEN = 'client-token-0123';
const TEXT = readFileSync(path.join(ROOT, 'test', 'fixtures', 'topics.txt'), 'utf8');

let provider: FakeProvider;
/** `tna serve --compat hosted`, and one without the switch. */
let hosted: ServeProcess;
let plain: ServeProcess;

before(async () => {
  provider = await startFakeProvider();
  const env = { TNA_SERVE_TOKENS: `${TOKEN}:alice`, OPENAI_BASE_URL: provider.baseURL, OPENAI_API_KEY: 'sk-clients', TNA_AI_RETRIES: '0', TNA_MODEL: 'local-model' };
  const dir = mkdtempSync(path.join(tmpdir(), 'tna-clients-'));
  hosted = await startServe(['--compat', 'hosted', '--db', path.join(dir, 'hosted.db'), '--workers', '1'], env);
  plain = await startServe(['--db', path.join(dir, 'plain.db'), '--workers', '1'], env);
});

after(async () => {
  await hosted?.stop();
  await plain?.stop();
  await provider?.stop();
});

/** The body with the test text where the recording has its placeholder. */
function filled(body: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  return body && Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === TEXT_PLACEHOLDER ? TEXT : v]));
}

function send(server: ServeProcess, call: ClientRequest, headers: Record<string, string> = {}): Promise<Reply> {
  return request(`${server.url}/api/v1${call.path}`, { method: call.method, token: TOKEN, body: filled(call.body), headers });
}

/** What the client reads from: the MCP server takes entriesAndGraphOfContext apart when there is one (its src/api/client.ts). */
function readable(client: HostedClient, json: any): any {
  return client.unwraps && json?.entriesAndGraphOfContext ? json.entriesAndGraphOfContext : json;
}

function at(value: any, dotted: string): unknown {
  return dotted.split('.').reduce((v, key) => (v === null || v === undefined ? undefined : v[key]), value);
}

function nonEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string' || Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** The empty reads of one request (none: the client finds all it looks for). */
function missing(client: HostedClient, call: ClientRequest, reply: Reply): string[] {
  const data = readable(client, reply.json);
  return call.reads.filter((field) => !nonEmpty(at(data, field)));
}

/** MCP `fetch` takes the id its `search` made, `<userName>:<graphName>:<query>`, apart (src/tools/searchGraphsFetch.ts). */
function fetchCall(call: ClientRequest, searched: any): ClientRequest {
  const id = `${searched.userName}:${searched.graphNames[0]}:${SEARCH_WORDS}`;
  const [userName, graphName, query] = id.split(':');
  return { ...call, body: { query, contextNames: graphName, userName } };
}

/** The VS Code extension sends back the graph and statements of the document it analyzed last (src/extension.ts). */
function adviceCall(call: ClientRequest, analyzed: any): ClientRequest {
  const envelope = analyzed.entriesAndGraphOfContext;
  return { ...call, body: { ...call.body, graph: envelope.graph.graphologyGraph, statements: envelope.statements } };
}

/** Replays a client's requests in order (the first ones save the graph the later ones read by name). */
async function replay(client: HostedClient, server: ServeProcess, headers: Record<string, string> = {}): Promise<Map<string, { reply: Reply; missing: string[] }>> {
  const replies = new Map<string, { reply: Reply; missing: string[] }>();
  let searched: any;
  let analyzed: any;
  for (const original of client.requests) {
    const call =
      original.operation === 'fetch' ? fetchCall(original, searched) : original.operation === 'requestGraphAiAdvice' ? adviceCall(original, analyzed) : original;
    const reply = await send(server, call, headers);
    assert.equal(reply.status, 200, `${client.name} ${call.operation}: ${reply.text.slice(0, 300)}`);
    assert.equal(reply.json.error, undefined, `${client.name} ${call.operation} reads \`error\` as a failure`);
    if (call.operation === 'search') searched = readable(client, reply.json);
    if (call.operation === 'processDocument') analyzed = reply.json;
    replies.set(call.operation, { reply, missing: missing(client, call, reply) });
  }
  return replies;
}

for (const client of CLIENTS) {
  test(`${client.name} (${client.repository}): every field it reads is there, against tna serve --compat hosted`, async () => {
    const replies = await replay(client, hosted);
    for (const [operation, { missing }] of replies) assert.deepEqual(missing, [], `${client.name} ${operation}`);
    if (client.requests.some((c) => c.model)) assert.ok(provider.requests.length > 0, 'the advice requests reached the model');
    assert.deepEqual(new Set(provider.requests.map((r) => r.body.model)), new Set(provider.requests.length ? ['local-model'] : []), 'the server\'s own model answers, not the one the client named');
  });
}

test('the Tna-Compat: hosted header does the same for one request on a server without the switch; none turns it off', async () => {
  const call = MCP_SERVER.requests.find((c) => c.operation.startsWith('generate_knowledge_graph (includeStatements'))!;
  const withHeader = await send(plain, call, { 'tna-compat': 'hosted' });
  assert.deepEqual(missing(MCP_SERVER, call, withHeader), []);
  const without = await send(plain, call);
  assert.ok(missing(MCP_SERVER, call, without).includes('graph.graphologyGraph.nodes'), 'without compat a client reading graphologyGraph sees no graph');
  const off = await send(hosted, call, { 'tna-compat': 'none' });
  assert.equal(off.text, without.text, 'Tna-Compat: none answers exactly as a server without the switch');
  const bad = await send(plain, call, { 'tna-compat': 'yes' });
  assert.equal(bad.status, 400);
  assert.match(bad.json.error.message, /Tna-Compat header must be hosted or none/);
});

test('compat adds the hosted names and takes nothing away: without them, the answer is the one without compat in the same analysis', async () => {
  const call = N8N_NODE.requests.find((c) => c.operation.startsWith('knowledgeGraphs: generateGraphSummary'))!;
  const graphCall = { ...call, path: call.path.replace('includeGraph=false', 'includeGraph=true') };
  const compat = await send(plain, graphCall, { 'tna-compat': 'hosted' });
  // Compat analyses a request that names no analysis with the reference one: the plain request names it.
  const plainReply = await send(plain, { ...graphCall, body: { ...graphCall.body, analysis: 'reference' } });
  const envelope = compat.json.entriesAndGraphOfContext;
  assert.equal(JSON.stringify(envelope.graph.graphologyGraph), JSON.stringify(envelope.graph.networkGraph));
  assert.deepEqual(Object.keys(envelope.graph), ['networkGraph', 'graphologyGraph', 'statementHashtags']);
  delete envelope.graph.graphologyGraph;
  assert.deepEqual(compat.json, plainReply.json);
});

test('E6 names the matching graphs with links on this server that answer with the graph; the MCP fetch reads the matches', async () => {
  const save = MCP_SERVER.requests[0];
  assert.equal((await send(plain, save)).status, 200);
  const searched = await request(`${plain.url}/api/v1/search?includeGraph=false`, { token: TOKEN, body: { query: SEARCH_WORDS } });
  const envelope = searched.json.entriesAndGraphOfContext;
  assert.deepEqual(envelope.graphNames, [GRAPH_NAME]);
  assert.deepEqual(envelope.graphUrls, [`${plain.url}/api/v1/graphs/alice/${GRAPH_NAME}`]);
  assert.equal(envelope.entriesAdded, undefined, 'entriesAdded is a hosted name: only with compat');
  const linked = await request(`${envelope.graphUrls[0]}?includeGraph=false`, { method: 'GET', token: TOKEN });
  assert.equal(linked.status, 200, linked.text);
  assert.equal(linked.json.graphName, GRAPH_NAME);
  assert.equal(linked.json.userName, 'alice');
  const elsewhere = await request(`${plain.url}/api/v1/graphs/bob/${GRAPH_NAME}`, { method: 'GET', token: TOKEN });
  assert.equal(elsewhere.status, 404, 'a link names its owner');
  const printed = await runTna(['search', '-f', 'text', SEARCH_WORDS, '--remote', plain.url, '--token', TOKEN]);
  assert.equal(printed.code, 0, printed.stderr);
  assert.ok(printed.stdout.includes(`\n\nGraph\n  ${GRAPH_NAME}  ${envelope.graphUrls[0]}\n\n`), 'tna search prints the graph and its address');
  const none = await request(`${plain.url}/api/v1/search`, { token: TOKEN, body: { query: 'xylophone' } });
  assert.deepEqual([none.json.entriesAndGraphOfContext.graphNames, none.json.entriesAndGraphOfContext.graphUrls], [[], []]);
});

test('what a client sends that the endpoint does not use is ignored and named: in Tna-Warning, and with compat in `warning`', async () => {
  const call = MCP_SERVER.requests.find((c) => c.operation === 'generate_content_gaps')!;
  const extra = { ...call, body: { ...call.body, clientVersion: '1.0', contextSettings: { lemmatizeHashtags: true } } };
  const plainReply = await send(plain, extra);
  const expected = 'ignored query parameter aiTopics; body fields clientVersion, contextSettings.lemmatizeHashtags';
  assert.equal(plainReply.headers.get('tna-warning'), expected);
  assert.equal(plainReply.json.entriesAndGraphOfContext.warning, undefined, 'the default body is unchanged');
  const compat = await send(hosted, extra);
  assert.equal(compat.json.entriesAndGraphOfContext.warning, expected);
  const advice = MCP_SERVER.requests.find((c) => c.operation === 'generate_research_questions_from_graph')!;
  const answered = await send(hosted, advice);
  assert.match(answered.json.warning, /modelToUse \(this server answers with its own language model\)/);
  const lists = await request(`${hosted.url}/api/v1/search`, { token: TOKEN, body: { query: SEARCH_WORDS, limit: '5', showContexts: 'true', contextNames: ` ${GRAPH_NAME} ,` } });
  assert.equal(lists.status, 200, lists.text);
  assert.equal(lists.headers.get('tna-warning'), null, 'nothing ignored, nothing said');
});

test('comma-separated strings where the API takes lists: stopwords, pinnedNodes, topicsToProcess', async () => {
  const asList = await request(`${plain.url}/api/v1/graphAndStatements?includeStatements=false`, { token: TOKEN, body: { text: TEXT, stopwords: ['bank', 'symphony'] } });
  const asString = await request(`${plain.url}/api/v1/graphAndStatements?includeStatements=false`, { token: TOKEN, body: { text: TEXT, stopwords: 'bank, symphony' } });
  assert.equal(asString.status, 200, asString.text);
  assert.equal(asString.text, asList.text);
  const pinned = await request(`${plain.url}/api/v1/graphAndAdvice`, { token: TOKEN, body: { text: TEXT, pinnedNodes: 'bank,inflation', topicsToProcess: '0,1' } });
  assert.equal(pinned.status, 200, pinned.text);
});

test('n8n leaves text empty to mean the saved graph; its retrieve mode ranks the statements holding the prompt’s concepts, without a model', async () => {
  const before = provider.requests.length;
  const retrieve = N8N_NODE.requests.find((c) => c.operation.startsWith('aiAdviceForGraph: retrieve'))!;
  const reply = await send(hosted, retrieve);
  assert.equal(reply.status, 200, reply.text);
  assert.equal(provider.requests.length, before, 'no model was asked');
  assert.match(reply.json.aiAdvice[0].text, /^The central bank raised interest rates to slow inflation in the economy\./);
  assert.ok(reply.json.statements.every((s: { relevance: number }) => s.relevance > 0 && s.relevance <= 1));
  assert.equal(reply.json.statements[0].relevance, 1);
  const noPrompt = await send(hosted, { ...retrieve, body: { ...retrieve.body, prompt: '' } });
  assert.equal(noPrompt.status, 400);
  assert.equal(noPrompt.json.error.field, 'prompt');
});
