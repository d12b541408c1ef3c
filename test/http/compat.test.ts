import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveServices } from '../../src/http/serve-services.js';
import { withHostedNames } from '../../src/http/hosted-names.js';
import { adoptBody, compatOf } from '../../src/http/client-shapes.js';
import { unknownFields } from '../../src/service/unknown-fields.js';
import { adviceBody, aiAdviceBody, compareBody, graphBody } from '../../src/service/schemas.js';
import { request, startServer } from './server-helpers.js';
import { runTna } from '../cli/serve-process.js';

test('unknownFields: top-level and nested fields the schema does not name, not inside objects that take anything', () => {
  assert.deepEqual(unknownFields(graphBody, { text: 'x', extra: 1, contextSettings: { mentionsProcessing: 'EXCLUDE', lemmatize: true } }), ['extra', 'contextSettings.lemmatize']);
  assert.deepEqual(unknownFields(compareBody, { contexts: [{ text: 'a' }, { text: 'b', colour: 'red' }], why: 1 }), ['contexts.1.colour', 'why']);
  assert.deepEqual(unknownFields(aiAdviceBody, { graph: { nodes: [], anything: 1 }, promptChatContext: [{ role: 'user', content: 'x', at: 1 }] }), ['promptChatContext.0.at']);
  assert.deepEqual(unknownFields(adviceBody, { text: 'x', contextSettings: 'fast', stopwords: 'a,b' }), [], 'a wrong type is validation\'s to report');
});

test('adoptBody: a blank text beside a name is the saved graph; modelToUse only goes with compat', () => {
  const body: Record<string, unknown> = { name: 'notes', text: ' ', modelToUse: 'gpt-4o' };
  assert.equal(adoptBody('graphAndAdvice', body, ['optimise'], undefined), 'ignored query parameter optimise');
  assert.deepEqual(body, { name: 'notes', modelToUse: 'gpt-4o' });
  assert.equal(adoptBody('graphAndAdvice', body, [], 'hosted'), 'ignored modelToUse (this server answers with its own language model)');
  assert.deepEqual(body, { name: 'notes', analysis: 'reference' }, 'with compat the hosted service\'s analysis, unless the request names one');
  const editor: Record<string, unknown> = { text: 'x', stopwords: 'a', contextSettings: { stopwords: ['const', 'let'], lemmatizeHashtags: true } };
  assert.equal(adoptBody('graphAndStatements', editor, ['dotGraph'], 'hosted'), 'ignored query parameter dotGraph; body field contextSettings.lemmatizeHashtags');
  assert.deepEqual(editor, { text: 'x', stopwords: 'a,const,let', contextSettings: { lemmatizeHashtags: true }, analysis: 'reference' }, 'with compat the hosted clients\' stopwords count');
  const plainEditor = { text: 'x', contextSettings: { stopwords: ['const'] } };
  assert.equal(adoptBody('graphAndStatements', plainEditor, [], undefined), 'ignored body field contextSettings.stopwords');
  const unnamed = { text: '' };
  adoptBody('graphAndStatements', unnamed, [], 'hosted');
  assert.deepEqual(unnamed, { text: '', analysis: 'reference' }, 'without a name an empty text stays, and is the usual 400');
  assert.equal(compatOf(undefined, 'hosted'), 'hosted');
  assert.equal(compatOf(' None ', 'hosted'), undefined);
  assert.equal(compatOf('HOSTED', undefined), 'hosted');
  assert.throws(() => compatOf('v2', undefined), /must be hosted or none/);
});

test('withHostedNames: graphologyGraph beside every networkGraph (advice and E13 views too), warnings joined; lists untouched', () => {
  const graph = { networkGraph: { nodes: [] }, statementHashtags: {} };
  assert.deepEqual(withHostedNames('graphAndAdvice', { aiAdvice: [], graph, warning: 'no names' }, 'ignored x'), {
    aiAdvice: [],
    graph: { networkGraph: { nodes: [] }, graphologyGraph: { nodes: [] }, statementHashtags: {} },
    warning: 'no names; ignored x',
  });
  const vs = withHostedNames('engineSearchVsIntentGraph', { entriesAndGraphOfContext: { results: { graph }, intent: { graph } } }, undefined) as any;
  assert.ok(vs.entriesAndGraphOfContext.results.graph.graphologyGraph && vs.entriesAndGraphOfContext.intent.graph.graphologyGraph);
  const list = [{ contextName: 'a' }];
  assert.equal(withHostedNames('listGraphs', list, 'ignored x'), list);
});

test('--public-url: E6 links a proxy\'s address; a bad one stops tna serve', async () => {
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tna-compat-')), 'tna.db');
  const services = await serveServices({ db, cwd: process.cwd() }, { PATH: process.env.PATH });
  const server = await startServer({ services, publicUrl: 'https://tna.example.org/text' });
  try {
    const saved = await request(`${server.url}/api/v1/graphAndStatements?doNotSave=false`, { token: 'alice-secret-token', body: { name: 'Flüsse & Seen', text: 'Rivers feed lakes.' } });
    assert.equal(saved.status, 200, saved.text);
    const found = await request(`${server.url}/api/v1/search`, { token: 'alice-secret-token', body: { query: 'lakes' } });
    assert.deepEqual(found.json.entriesAndGraphOfContext.graphUrls, ['https://tna.example.org/text/api/v1/graphs/alice/Fl%C3%BCsse%20%26%20Seen']);
    const linked = await request(`${server.url}/api/v1/graphs/alice/Fl%C3%BCsse%20%26%20Seen`, { method: 'GET', token: 'alice-secret-token' });
    assert.equal(linked.json.graphName, 'Flüsse & Seen');
    const token = await request(`${server.url}/api/v1/token`, { method: 'GET', token: 'bob-secret-token' });
    assert.deepEqual([token.status, token.json], [200, { userName: 'bob' }]);
    assert.equal((await request(`${server.url}/api/v1/token`, { method: 'GET' })).status, 401);
  } finally {
    await server.close();
  }
  const bad = await runTna(['serve', '--public-url', 'tna.example.org'], { env: { TNA_SERVE_TOKENS: 'a:alice' } });
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^tna: --public-url must be an http:\/\/ or https:\/\/ address/);
});
