// What the hosted service's clients read that tna serve did not give them: the cluster views at
// the top level of dotGraphFromText and graphAndAdvice (DOT lines as arrays; names as a list beside clusterIds, and by cluster id),
// and the raw prompt endpoint POST /api/v1/aiAdvice, whose answer they read as choices[0].text.
// Each request is written as such a client sends it; the language model is a loopback server
// that speaks OpenAI's format.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalService } from '../../src/service/local.js';
import { FakeProvider, modelFor, startFakeProvider } from '../ai/fake-provider.js';
import { request, startServer, type TestServer } from './server-helpers.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TEXT = readFileSync(path.join(ROOT, 'test', 'fixtures', 'topics.txt'), 'utf8');
const TOKEN = 'alice-secret-token';

let provider: FakeProvider;
let server: TestServer;
let modelless: TestServer;

before(async () => {
  provider = await startFakeProvider();
  const full = new LocalService({ languageModel: modelFor(provider, { retries: 0 }) });
  server = await startServer({ services: { full, keyless: new LocalService({}) }, compat: 'hosted', anonymousPerHour: 5 });
  modelless = await startServer({ services: { full: new LocalService({}), keyless: new LocalService({}) }, compat: 'hosted' });
});

after(async () => {
  await server?.close();
  await modelless?.close();
  await provider?.stop();
});

const api = (base: TestServer, endpoint: string) => `${base.url}/api/v1/${endpoint}`;

/** A gap-finding client: it joins a cluster's DOT lines and names the cluster clusterIds[i] by clusterAiNames[i]. */
function assertClusterViews(json: any): void {
  assert.ok(Array.isArray(json.clusterIds) && Array.isArray(json.clusterAiNames), 'clusterIds and clusterAiNames are lists');
  assert.equal(json.clusterAiNames.length, json.clusterIds.length, 'one name per cluster id');
  const ids: string[] = Object.keys(json.clusterNamesById);
  assert.ok(ids.length >= 2, 'several clusters');
  for (let i = 0; i < json.clusterIds.length; i++) {
    const id = json.clusterIds[i];
    const name = json.clusterAiNames[i];
    assert.ok(typeof name === 'string' && name.length > 0, `clusterAiNames[${i}]`);
    assert.equal(name, json.clusterNamesById[id], `clusterAiNames[${i}] names clusterIds[${i}] (${id})`);
  }
  for (const id of ids) assert.ok(typeof json.clusterNamesById[id] === 'string' && json.clusterNamesById[id].length > 0, `clusterNamesById.${id}`);
  for (const key of [...ids, 'pinned', 'top_nodes', 'conceptual_gateways']) {
    const lines = json.dotGraphByCluster[key];
    assert.ok(Array.isArray(lines), `dotGraphByCluster.${key} is an array`);
    assert.ok(lines.every((l: unknown) => typeof l === 'string' && / <-> /.test(l)), `dotGraphByCluster.${key}: one relation a line`);
  }
  // One topic's relations, not the whole graph's: every line of a cluster joins two of its concepts.
  const graphLines = (json.graphKeywords as string).split('\n').length;
  for (const id of ids) {
    const joined: string = json.dotGraphByCluster[id].join('\n');
    assert.ok(json.dotGraphByCluster[id].length < graphLines || graphLines <= 2, `cluster ${id} holds fewer relations than the graph`);
    assert.equal(joined.split('\n').length, json.dotGraphByCluster[id].length);
  }
}

test('dotGraphFromText: clusterAiNames and dotGraphByCluster at the top level, with or without includeGraph', async () => {
  for (const query of ['', '?includeGraph=false', '?includeGraph=true&optimize=gap']) {
    const r = await request(api(server, `dotGraphFromText${query}`), { token: TOKEN, body: { name: 'notes', text: TEXT, aiTopics: false } });
    assert.equal(r.status, 200, r.text);
    assertClusterViews(r.json);
  }
  const cluster = (await request(api(server, 'dotGraphFromText'), { token: TOKEN, body: { text: TEXT } })).json;
  // The cluster's lines name only that cluster's concepts.
  const graph = (await request(api(server, 'graphAndStatements?includeGraph=true'), { token: TOKEN, body: { text: TEXT } })).json;
  const communityOf = new Map<string, string>(graph.entriesAndGraphOfContext.graph.networkGraph.nodes.map((n: any) => [n.key, n.attributes.community]));
  for (const [id, lines] of Object.entries(cluster.dotGraphByCluster as Record<string, string[]>)) {
    if (!(id in cluster.clusterNamesById)) continue;
    for (const line of lines) {
      const [a, b] = line.replace(/ \[label=.*$/, '').split(' <-> ');
      assert.deepEqual([communityOf.get(a), communityOf.get(b)], [id, id], line);
    }
  }
});

test('dotGraphFromText: a client names clusterIds[i] by clusterAiNames[i], with and without optimize=gap', async () => {
  const all = (await request(api(server, 'dotGraphFromText'), { token: TOKEN, body: { text: TEXT, aiTopics: false } })).json;
  const gap = (await request(api(server, 'dotGraphFromText?optimize=gap'), { token: TOKEN, body: { text: TEXT, aiTopics: false } })).json;
  assert.equal(gap.optimize, 'gaps');
  // Without optimize every cluster is listed; with optimize=gap only the gap's two.
  assert.deepEqual([...all.clusterIds].sort(), Object.keys(all.clusterNamesById).sort());
  assert.equal(gap.clusterIds.length, 2);
  for (const json of [all, gap]) {
    // As the client reads them: by index, the i-th name for the i-th id.
    const named = json.clusterIds.map((id: string, i: number) => `${id}: ${json.clusterAiNames[i]}`);
    assert.deepEqual(named, json.clusterIds.map((id: string) => `${id}: ${all.clusterNamesById[id]}`));
  }
  // The gap's clusters are the two the cluster keywords describe, in the same order.
  assert.equal(gap.clusterKeywords.split(' and ').length, 2);
});

test('graphAndAdvice: the same cluster views beside the advice', async () => {
  provider.reset();
  const r = await request(api(server, 'graphAndAdvice?doNotSave=true&includeGraph=false'), {
    token: TOKEN,
    body: { name: 'notes', text: TEXT, requestMode: 'question', aiTopics: false },
  });
  assert.equal(r.status, 200, r.text);
  assert.ok(r.json.aiAdvice[0].text.length > 0);
  assertClusterViews({ ...r.json, graphKeywords: Object.values(r.json.dotGraphByCluster as Record<string, string[]>).flat().join('\n') });
});

test('aiAdvice: a prompt about a graph, answered as choices[0].text on the same model client', async () => {
  provider.reset();
  provider.answer = () => 'Connect the coffee harvest to the shipping routes.';
  const promptGraph = 'coffee <-> harvest\nship <-> route';
  const r = await request(api(server, 'aiAdvice'), {
    token: TOKEN,
    body: { mode: 'question', type: 'dot', prompt: 'What question bridges these topics?', promptGraph, promptContext: 'a trade report', language: 'de', modelToUse: 'gpt-4o', extendedMode: false, app: 'client', source: 'extension', modal: false },
  });
  assert.equal(r.status, 200, r.text);
  assert.equal(r.json.choices[0].text, 'Connect the coffee harvest to the shipping routes.');
  assert.equal(typeof r.json.usage, 'number');
  const sent = provider.requests[0].body;
  assert.equal(sent.messages![0].role, 'system');
  assert.match(sent.messages![0].content, /coffee <-> harvest\nship <-> route/);
  assert.match(sent.messages![0].content, /a trade report/);
  assert.match(sent.messages![0].content, /\bde\b/);
  assert.deepEqual(sent.messages![1], { role: 'user', content: 'What question bridges these topics?' });
  // The hosted model names are the hosted service's: this server answers with its own.
  assert.equal(sent.model, modelFor(provider).defaultModel);
  assert.match(r.headers.get('tna-warning') ?? '', /modelToUse/);

  provider.reset();
  const chat = await request(api(server, 'aiAdvice'), {
    token: TOKEN,
    body: { prompt: [{ role: 'user', content: 'Name a gap.' }, { role: 'assistant', content: 'Shipping.' }, { role: 'user', content: 'Why?' }], promptGraph },
  });
  assert.equal(chat.status, 200, chat.text);
  assert.deepEqual(provider.requests[0].body.messages!.slice(1).map((m) => m.content), ['Name a gap.', 'Shipping.', 'Why?']);
});

test('aiAdvice mode topics: one line per cluster, "N. Name", in the clusters\' order', async () => {
  provider.reset();
  provider.answer = () => JSON.stringify({ 1: 'Coffee Growing', 3: 'Sea Freight' });
  const r = await request(api(server, 'aiAdvice'), {
    token: TOKEN,
    body: { mode: 'topics', prompt: '', topicalClusters: [{ text: '"coffee, bean, roast"' }, { text: '"tea, leaf"' }, { text: '"ship, port, container"' }] },
  });
  assert.equal(r.status, 200, r.text);
  assert.equal(r.json.choices[0].text, '1. Coffee Growing\n2. tea leaf\n3. Sea Freight');
  assert.match(r.json.warning, /named 2 of 3 clusters/);
  const asked = provider.requests[0].body.messages!.map((m) => m.content).join('\n');
  assert.match(asked, /1: coffee, bean, roast\n2: tea, leaf\n3: ship, port, container/);
});

test('aiAdvice: bad input names the field; no model, or no token, is refused as for advice', async () => {
  const noPrompt = await request(api(server, 'aiAdvice'), { token: TOKEN, body: { promptGraph: 'a <-> b' } });
  assert.equal(noPrompt.status, 400);
  assert.equal(noPrompt.json.error.field, 'prompt');
  const badPrompt = await request(api(server, 'aiAdvice'), { token: TOKEN, body: { prompt: [{ role: 'robot', content: 'x' }] } });
  assert.equal(badPrompt.status, 400);
  assert.match(badPrompt.json.error.field, /^prompt/);
  const noClusters = await request(api(server, 'aiAdvice'), { token: TOKEN, body: { mode: 'topics', topicalClusters: [] } });
  assert.equal(noClusters.json.error.field, 'topicalClusters');
  const noModel = await request(api(modelless, 'aiAdvice'), { token: TOKEN, body: { prompt: 'Hello?' } });
  assert.equal(noModel.status, 400);
  assert.match(noModel.json.error.message, /No language model is configured/);
  const keyless = await request(api(server, 'aiAdvice'), { body: { prompt: 'Hello?' } });
  assert.equal(keyless.status, 401);
  assert.match(keyless.json.error.message, /uses a language model, which needs a token/);
});
