// The fuzz suite against a real `tna serve`: for every endpoint, valid requests (made from its schemas)
// succeed, requests with one mistake get a 4xx naming that field, nothing gets a 5xx, every name a save
// accepts reads back exactly and is listed unchanged, and the server stays up and logs no request text.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { logLines, startServe, type ServeProcess } from '../cli/serve-process.js';
import { startFakeProvider, type FakeProvider } from '../ai/fake-provider.js';
import { ENDPOINTS, type EndpointName } from '../../src/service/service.js';
import { fuzz } from './fuzz.js';
import { fieldExists, withOneMistake } from './schema-arbitraries.js';
import { HINTS, SAVED, SHARED, needsWebSearch, prose, schemasOf, validRequest, withFreshNames, type Request } from './requests.js';

const FILE = 'server.test.js';
const TOKEN = 'fuzz-token-0123456789';
const NAMES = Object.keys(ENDPOINTS) as EndpointName[];

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json: any;
}

let server: ServeProcess;
let provider: FakeProvider;
/** Every reply of the whole suite, so the last test can say none was a 5xx. */
const seen: Array<{ what: string; status: number }> = [];

before(async () => {
  provider = await startFakeProvider();
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tna-fuzz-')), 'tna.db');
  server = await startServe(['--db', db, '--rate-limit', '0', '--anonymous', '1000000', '--workers', '2'], {
    TNA_SERVE_TOKENS: `${TOKEN}:fuzz`,
    OPENAI_BASE_URL: provider.baseURL,
    OPENAI_API_KEY: 'sk-fuzz',
  });
  for (const name of SAVED) {
    const saved = await send({ endpoint: 'graphAndStatements', query: { doNotSave: 'false' }, body: { name, text: SHARED } });
    assert.equal(saved.status, 200, saved.text);
  }
});

after(async () => {
  await server?.stop();
  await provider?.stop();
});

/** One raw request on its own connection, as a client would send it. */
function raw(options: { path: string; body: string | Buffer; headers: Record<string, string>; method?: string }): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(options.path, server.url), { method: options.method ?? 'POST', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: any;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
      res.on('error', reject);
    });
    let answered = false;
    req.on('response', () => (answered = true));
    // The server may answer (413, 415) and close before reading a whole body.
    req.on('error', (error) => (answered ? undefined : reject(error)));
    req.end(options.body);
  });
}

function send(request: Request, token: string | null = TOKEN): Promise<Reply> {
  const search = new URLSearchParams(request.query).toString();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const reply = raw({ path: `/api/v1/${ENDPOINTS[request.endpoint].path}${search ? `?${search}` : ''}`, body: JSON.stringify(request.body), headers });
  return reply.then((r) => (seen.push({ what: `${request.endpoint} ${r.status}`, status: r.status }), r));
}

const describe = (request: Request, reply: Reply) => `${request.endpoint} ${JSON.stringify(request.query)} → ${reply.status} ${reply.text.slice(0, 300)}`;

const isErrorBody = (json: any) =>
  json !== null && typeof json === 'object' && typeof json.error?.code === 'string' && typeof json.error?.message === 'string' && json.error.message.length > 0;

/** Whether `field` names a property the schema declares (a required field left out is named though absent). */
function declared(field: string, schema: any): boolean {
  let at = schema;
  for (const key of field.split('.')) {
    if (/^\d+$/.test(key) && at?.items) at = at.items;
    else if (at?.properties?.[key]) at = at.properties[key];
    else return false;
  }
  return true;
}

test('valid requests made from each endpoint’s schemas succeed (web-search endpoints without a provider: 4xx or 501)', async (t) => {
  for (const name of NAMES) {
    await t.test(name, async (t) => {
      const statuses = new Map<number, number>();
      await fuzz(
        t,
        FILE,
        fc.asyncProperty(validRequest(name), async (generated) => {
          const request = withFreshNames(generated);
          const reply = await send(request);
          statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
          if (needsWebSearch(name)) {
            assert.ok(reply.status === 200 || reply.status === 501 || (reply.status >= 400 && reply.status < 500), describe(request, reply));
          } else if (name === 'aiAdvice' && reply.status === 400) {
            // Its schema cannot say "a prompt with a user turn, unless mode is topics (then clusters)": the answer names what is missing.
            assert.ok(['prompt', 'topicalClusters'].includes(reply.json?.error?.field?.split('.')[0]), describe(request, reply));
          } else {
            assert.equal(reply.status, 200, `${describe(request, reply)}\nbody: ${JSON.stringify(request.body).slice(0, 600)}`);
          }
          assert.ok(reply.json !== undefined, 'the reply is JSON');
        }),
        8,
      );
      t.diagnostic(`${name} answered ${[...statuses].map(([status, n]) => `${status} ×${n}`).join(', ')}`);
    });
  }
});

test('a request with one mistake (a wrong type or value, a required field left out) gets a 400 naming that field', async (t) => {
  for (const name of NAMES) {
    const schemas = schemasOf(name);
    await t.test(name, async (t) => {
      const mistaken = validRequest(name).chain((request) => withOneMistake(request, schemas.body, schemas.query, ['userName']) ?? fc.constant(undefined));
      await fuzz(
        t,
        FILE,
        fc.asyncProperty(mistaken, async (mistake) => {
          if (!mistake) return;
          const request = withFreshNames({ endpoint: name, query: mistake.query, body: mistake.body });
          const reply = await send(request);
          const context = `${describe(request, reply)}\nthe mistake: ${mistake.where} ${mistake.field}\nbody: ${JSON.stringify(mistake.body).slice(0, 600)}`;
          // Without a provider, a web-search endpoint may be refused for that first (but never with a 5xx).
          if (needsWebSearch(name) && (reply.status === 501 || (reply.status >= 400 && reply.status < 500 && reply.json?.error?.field === undefined))) return;
          assert.equal(reply.status, 400, context);
          assert.ok(isErrorBody(reply.json), context);
          assert.equal(reply.json.error.field, mistake.field, context);
        }),
        8,
      );
    });
  }
});

const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', 'application/vnd.api+json', ''];

/** Anything a careless or hostile client sends: wrong JSON, wrong shapes, odd bytes, names in any case, any token. */
const anyRequest = fc.record({
  endpoint: fc.constantFrom(...NAMES),
  path: fc.option(fc.constantFrom('graphAndEverything', '../../etc/passwd', 'import/', 'GRAPHANDSTATEMENTS/', "x' OR 1=1 --", '%2e%2e/%2e%2e'), { freq: 8 }),
  query: fc.dictionary(
    fc.oneof(fc.constantFrom('doNotSave', 'DONOTSAVE', 'maxNodes', 'gapDepth', 'replace', 'optimize', 'mode', 'threads', 'betweenness'), fc.string({ maxLength: 6 })),
    fc.oneof(fc.constantFrom('true', 'false', 'all', '0', '-1', '3', '1e9', 'NaN', '%00'), fc.string({ unit: 'binary', maxLength: 8 })),
    { maxKeys: 4 },
  ),
  body: fc.oneof(
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.dictionary(fc.constantFrom(...Object.keys(HINTS), 'text', 'name', 'contexts', 'graph', 'nodes', 'edges', '__proto__'), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 4 }).map((v) =>
      JSON.stringify(v),
    ),
    fc.record({ text: prose, name: fc.string({ unit: 'binary', maxLength: 12 }) }).map((v) => JSON.stringify(v)),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('', '{', '{"text": }', 'null', '[]', '{"text":"a"}{"b":1}', '\uFEFF{"text":"Rivers feed farms."}', '{"a":'.repeat(80) + '1' + '}'.repeat(80), '['.repeat(100_000)),
    // Large: up to 600 KB of text (analyzed), and past the 1 MB limit (refused).
    fc.integer({ min: 100, max: 600 }).map((kb) => JSON.stringify({ text: 'rivers feed farms and '.repeat(Math.ceil((kb * 1024) / 22)).slice(0, kb * 1024) })),
    fc.constant(JSON.stringify({ text: 'x'.repeat(1100 * 1024) })),
    fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes)),
  ),
  contentType: fc.constantFrom(...CONTENT_TYPES),
  token: fc.constantFrom<string | null>(TOKEN, TOKEN, null, 'wrong-token'),
});

test('nothing a client sends gets a 5xx; every error is the error body, and a field it names is in the request or the schema', async (t) => {
  await fuzz(
    t,
    FILE,
    fc.asyncProperty(anyRequest, async (r) => {
      const search = new URLSearchParams(r.query).toString();
      const headers: Record<string, string> = {};
      if (r.contentType) headers['content-type'] = r.contentType;
      if (r.token) headers.authorization = `Bearer ${r.token}`;
      const where = r.path ?? ENDPOINTS[r.endpoint].path;
      const reply = await raw({ path: `/api/v1/${where}${search ? `?${search}` : ''}`, body: r.body, headers });
      seen.push({ what: `any ${where} ${reply.status}`, status: reply.status });
      const context = `${where}?${search} ${r.contentType} → ${reply.status} ${reply.text.slice(0, 300)}\nbody: ${String(r.body).slice(0, 300)}`;
      const web = r.path === null && needsWebSearch(r.endpoint);
      assert.ok(reply.status < 500 || (web && reply.status === 501), context);
      if (reply.status >= 400) {
        assert.ok(isErrorBody(reply.json), context);
        const field = reply.json.error.field;
        if (field !== undefined && r.path === null) {
          let body: unknown;
          try {
            body = JSON.parse(String(r.body).replace(/^\uFEFF/, ''));
          } catch {
            body = undefined;
          }
          const schemas = schemasOf(r.endpoint);
          const known = fieldExists(field, body, r.query) || declared(field, schemas.body) || declared(field, schemas.query);
          assert.ok(known, `the error names ${field}, which is neither in the request nor in the schema: ${context}`);
        }
      }
    }),
    60,
  );
});

test('every name a save accepts reads back exactly and is listed unchanged; one it refuses is refused naming `name`', async (t) => {
  await fuzz(
    t,
    FILE,
    fc.asyncProperty(fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), fc.string({ unit: 'binary', minLength: 1, maxLength: 30 })), async (name) => {
      const text = 'Rivers feed the farms.\nFarms feed the cities.';
      const saved = await send({ endpoint: 'graphAndStatements', query: { doNotSave: 'false', includeGraph: 'false' }, body: { name, text } });
      if (saved.status !== 200) {
        assert.equal(saved.status, 400, describe({ endpoint: 'graphAndStatements', query: {}, body: { name } }, saved));
        assert.equal(saved.json.error.field, 'name', saved.text);
        return;
      }
      const stored = saved.json.graphName;
      assert.equal(stored, name.trim(), 'the saved name is the name sent, trimmed');
      const again = await send({ endpoint: 'graphAndStatements', query: { includeGraph: 'false' }, body: { name: stored } });
      assert.equal(again.status, 200, again.text);
      assert.equal(again.json.graphName, stored, 'read back by its name');
      const byOriginal = await send({ endpoint: 'graphAndStatements', query: { includeGraph: 'false' }, body: { name } });
      assert.equal(byOriginal.json.graphName, stored, 'and by the name as first sent');
      const list = await send({ endpoint: 'listGraphs', query: {}, body: {} });
      assert.equal(list.status, 200, list.text);
      assert.equal(list.json.filter((g: { contextName: string }) => g.contextName === stored).length, 1, `"${stored}" is listed once, unchanged`);
    }),
    20,
  );
});

test('the server stayed up, answered no 5xx (but 501 from the web-search endpoints), and logged no request text', async () => {
  assert.equal(server.child.exitCode, null, 'the server process is running');
  const alive = await send({ endpoint: 'graphAndStatements', query: {}, body: { text: 'Rivers feed farms.' } });
  assert.equal(alive.status, 200);
  const failures = seen.filter((s) => s.status >= 500 && !(s.status === 501 && /^(any )?(import\/|engineSearch)/.test(s.what)));
  assert.deepEqual(failures, []);
  assert.ok(seen.length > 50, `${seen.length} requests`);
  const lines = logLines(server.stderr());
  const requestKeys = 'level,time,pid,hostname,reqId,method,route,status,ms,user,msg';
  const unexpected = lines.filter((line) => !String(line.msg).startsWith('tna serve: ') && !(line.msg === 'request' && Object.keys(line).join() === requestKeys));
  assert.deepEqual(unexpected, [], 'the log holds the start line and one line per request, nothing else');
});
