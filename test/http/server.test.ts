import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LocalService } from '../../src/service/local.js';
import { canonicalQuery, LANGUAGE_MODEL_ENDPOINTS } from '../../src/http/server.js';
import { ENDPOINTS, type EndpointName } from '../../src/service/service.js';
import { serveServices } from '../../src/http/serve-services.js';
import { isErrorBody, recordingServices, request, startServer, type RecordedCall } from './server-helpers.js';

const ALICE = 'alice-secret-token';
const BOB = 'bob-secret-token';

test('every endpoint of ENDPOINTS answers POST /api/v1/<path>, with the token user as userName', async () => {
  const calls: RecordedCall[] = [];
  const server = await startServer({ services: recordingServices(calls) });
  try {
    for (const [name, { path: endpointPath }] of Object.entries(ENDPOINTS)) {
      const r = await request(`${server.url}/api/v1/${endpointPath}`, { token: ALICE, body: { text: 'x', userName: 'mallory' } });
      assert.equal(r.status, 200, `${endpointPath}: ${r.text}`);
      assert.equal(r.json.endpoint, name);
      assert.equal(r.json.body.userName, 'alice', 'a body cannot claim another user');
      assert.match(r.headers.get('content-type') ?? '', /^application\/json/);
    }
    assert.equal(calls.length, Object.keys(ENDPOINTS).length);
    assert.ok(calls.every((c) => c.service === 'full'));
  } finally {
    await server.close();
  }
});

test('query parameter names match case-insensitively; unknown ones are dropped; the last of a repeated one wins', async () => {
  const calls: RecordedCall[] = [];
  const server = await startServer({ services: recordingServices(calls) });
  try {
    const r = await request(`${server.url}/api/v1/graphAndStatements?donotsave=false&MAXNODES=5&GapDepth=1&gapdepth=2&utm_source=x`, {
      token: BOB,
      body: {},
    });
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(calls[0].query, { doNotSave: 'false', maxNodes: '5', gapDepth: '2' });
    assert.deepEqual(canonicalQuery({ COMPAREMODE: 'difference', x: '1' }, ['compareMode']), { compareMode: 'difference' });
  } finally {
    await server.close();
  }
});

test('real clients: string booleans in query and body, unknown body fields, other JSON content types, a BOM — the same answer as in-process', async () => {
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tna-serve-')), 'tna.db');
  const services = await serveServices({ db, cwd: process.cwd() }, { PATH: process.env.PATH });
  const server = await startServer({ services });
  try {
    const text = 'Gardeners plant young trees in warm spring soil.\nOld trees shade the garden soil.\nRain feeds the garden.';
    const expected = await new LocalService().graphAndStatements(
      { includeStatements: false, compactGraph: true, gapDepth: 1 },
      { text, replaceEntities: false, aiTopics: false, userName: 'alice' },
    );
    const r = await request(`${server.url}/api/v1/graphAndStatements?INCLUDESTATEMENTS=false&compactgraph=true&gapDepth=1`, {
      token: ALICE,
      contentType: 'application/vnd.api+json; charset=utf-8',
      body: '\uFEFF' + JSON.stringify({ text, replaceEntities: 'false', aiTopics: 'false', clientRequestId: 'abc-123', extra: { nested: [1, 2] } }),
    });
    assert.equal(r.status, 200, r.text);
    assert.deepEqual(r.json, JSON.parse(JSON.stringify(expected)));
    const plain = await request(`${server.url}/api/v1/graphAndStatements?INCLUDESTATEMENTS=false&compactgraph=true&gapDepth=1`, {
      token: ALICE,
      contentType: null,
      body: JSON.stringify({ text, replaceEntities: false }),
    });
    assert.equal(plain.status, 200, 'no Content-Type at all is read as JSON');
    assert.deepEqual(plain.json, r.json);
    const wrong = await request(`${server.url}/api/v1/graphAndStatements`, { token: ALICE, body: { text, aiTopics: 'maybe' } });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.json.error.field, 'aiTopics');
    assert.match(wrong.json.error.message, /^aiTopics must be true or false/);
  } finally {
    await server.close();
  }
});

test('auth: no token, a wrong one, or a header that is not Bearer → 401 with the error body; the scheme is case-insensitive', async () => {
  const server = await startServer();
  try {
    const url = `${server.url}/api/v1/graphAndStatements`;
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{}, /bearer token is required/],
      [{ authorization: 'Bearer not-a-token' }, /not valid/],
      [{ authorization: `Basic ${Buffer.from('alice:x').toString('base64')}` }, /not a bearer token/],
      [{ authorization: 'Bearer' }, /not a bearer token/],
      [{ authorization: `Bearer ${ALICE}x` }, /not valid/],
      [{ authorization: `Bearer ${ALICE.slice(0, -1)}` }, /not valid/],
    ];
    for (const [headers, message] of cases) {
      const r = await request(url, { headers, body: { text: 'x' } });
      assert.equal(r.status, 401, JSON.stringify(headers));
      assert.ok(isErrorBody(r.json), r.text);
      assert.equal(r.json.error.code, 'unauthorized');
      assert.match(r.json.error.message, message);
      assert.ok(!r.text.includes(ALICE), 'the reply never echoes a token');
    }
    const lower = await request(url, { headers: { authorization: `bearer ${ALICE}` }, body: { text: 'x' } });
    assert.equal(lower.status, 200);
  } finally {
    await server.close();
  }
});

test('unknown path 404, other methods 405 with Allow: POST, non-JSON content 415 — all with the error body', async () => {
  const server = await startServer();
  try {
    const notFound = await request(`${server.url}/api/v1/noSuchEndpoint`, { token: ALICE });
    assert.equal(notFound.status, 404);
    assert.ok(isErrorBody(notFound.json));
    assert.equal(notFound.json.error.code, 'not_found');
    const root = await request(`${server.url}/`, { method: 'GET' });
    assert.equal(root.status, 404);
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const r = await request(`${server.url}/api/v1/import/engineSearchResultsGraph`, { method, token: ALICE });
      assert.equal(r.status, 405, method);
      assert.equal(r.headers.get('allow'), 'POST');
      assert.ok(isErrorBody(r.json), method);
      assert.equal(r.json.error.code, 'method_not_allowed');
    }
    const form = await request(`${server.url}/api/v1/graphAndStatements`, { token: ALICE, contentType: 'multipart/form-data; boundary=x', body: '--x--' });
    assert.equal(form.status, 415);
    assert.ok(isErrorBody(form.json));
    const liberalPath = await request(`${server.url}/api/v1/GRAPHANDSTATEMENTS/`, { token: ALICE, body: {} });
    assert.equal(liberalPath.status, 200, 'paths match case-insensitively and with a trailing slash');
  } finally {
    await server.close();
  }
});

test('limits: a body over --max-body is 413 naming the limit; malformed or too deeply nested JSON is 400', async () => {
  const server = await startServer({ maxBodyBytes: 10_000 });
  try {
    const url = `${server.url}/api/v1/graphAndStatements`;
    const big = await request(url, { token: ALICE, body: { text: 'word '.repeat(5000) } });
    assert.equal(big.status, 413);
    assert.ok(isErrorBody(big.json));
    assert.equal(big.json.error.code, 'payload_too_large');
    assert.match(big.json.error.message, /limit of 10000 bytes/);
    const malformed = await request(url, { token: ALICE, body: '{"text": "trees",' });
    assert.equal(malformed.status, 400);
    assert.match(malformed.json.error.message, /not valid JSON/);
    const deep = await request(url, { token: ALICE, body: `{"text":"trees","x":${'['.repeat(100)}${']'.repeat(100)}}` });
    assert.equal(deep.status, 400);
    assert.match(deep.json.error.message, /nested deeper than 64 levels/);
    const shallow = await request(url, { token: ALICE, body: `{"text":"trees","x":${'['.repeat(60)}${']'.repeat(60)}}` });
    assert.equal(shallow.status, 200, 'nesting within the bound is fine');
  } finally {
    await server.close();
  }
});

test('per-token rate limit: over it is 429 with Retry-After; other tokens are not affected', async () => {
  const server = await startServer({ rateLimitPerMinute: 3 });
  try {
    const url = `${server.url}/api/v1/listGraphs`;
    for (let i = 0; i < 3; i++) assert.equal((await request(url, { token: ALICE })).status, 200);
    const over = await request(url, { token: ALICE });
    assert.equal(over.status, 429);
    assert.ok(isErrorBody(over.json));
    assert.equal(over.json.error.code, 'rate_limited');
    const wait = Number(over.headers.get('retry-after'));
    assert.ok(wait >= 1 && wait <= 60, `Retry-After ${wait}`);
    assert.equal((await request(url, { token: BOB })).status, 200);
  } finally {
    await server.close();
  }
});

test('keyless requests: off by default; with --anonymous N, N per client per hour, no saving, no language model, a smaller body', async () => {
  const off = await startServer();
  try {
    assert.equal((await request(`${off.url}/api/v1/graphAndStatements`, { body: { text: 'x' } })).status, 401);
  } finally {
    await off.close();
  }

  const calls: RecordedCall[] = [];
  const server = await startServer({ services: recordingServices(calls), anonymousPerHour: 11, anonymousMaxBodyBytes: 1000 });
  try {
    const api = (p: string) => `${server.url}/api/v1/${p}`;
    const ok = await request(api('graphAndStatements'), { body: { text: 'trees', userName: 'alice' } });
    assert.equal(ok.status, 200);
    assert.deepEqual(calls.at(-1), { service: 'keyless', endpoint: 'graphAndStatements', query: { doNotSave: 'true' }, body: { text: 'trees', userName: 'anonymous' } });

    const saving = await request(api('graphAndStatements?doNotSave=false'), { body: { text: 'trees', name: 'n' } });
    assert.equal(saving.status, 401);
    assert.match(saving.json.error.message, /saving .* needs a token/);

    assert.equal(LANGUAGE_MODEL_ENDPOINTS.size, 8);
    for (const endpoint of LANGUAGE_MODEL_ENDPOINTS) {
      const r = await request(api(ENDPOINTS[endpoint as EndpointName].path), { body: {} });
      assert.equal(r.status, 401, endpoint);
      assert.match(r.json.error.message, /uses a language model, which needs a token/);
    }
    assert.ok(!calls.some((c) => LANGUAGE_MODEL_ENDPOINTS.has(c.endpoint)), 'no keyless request reached an advice endpoint');

    assert.equal((await request(api('listGraphs'), {})).status, 200, 'the eleventh keyless request of the hour');
    const over = await request(api('listGraphs'), {});
    assert.equal(over.status, 429);
    assert.match(over.json.error.message, /keyless requests are limited to 11 per hour/);
    assert.ok(Number(over.headers.get('retry-after')) > 60, 'an hourly allowance refills slowly');

    const keyed = await request(api('graphAndStatements?doNotSave=false'), { token: ALICE, body: { text: 'x'.repeat(2000) } });
    assert.equal(keyed.status, 200, 'a token is not bound by the keyless allowance or body limit');
    assert.equal(calls.at(-1)?.service, 'full');
  } finally {
    await server.close();
  }

  const small = await startServer({ anonymousPerHour: 10, anonymousMaxBodyBytes: 1000 });
  try {
    const r = await request(`${small.url}/api/v1/graphAndStatements`, { body: { text: 'x'.repeat(2000) } });
    assert.equal(r.status, 413);
    assert.match(r.json.error.message, /limit of 1000 bytes for keyless requests/);
  } finally {
    await small.close();
  }
});

test('keyless E9 saves nothing by default (doNotSave=true is set); a token request keeps the endpoint default', async () => {
  const calls: RecordedCall[] = [];
  const server = await startServer({ services: recordingServices(calls), anonymousPerHour: 5 });
  try {
    await request(`${server.url}/api/v1/import/engineSearchResultsGraph`, { body: { searchQuery: 'q' } });
    assert.equal(calls[0].query.doNotSave, 'true');
    await request(`${server.url}/api/v1/import/engineSearchResultsGraph`, { token: ALICE, body: { searchQuery: 'q' } });
    assert.equal(calls[1].query.doNotSave, undefined);
  } finally {
    await server.close();
  }
});

test('errors of the service keep their status, code and field; an endpoint not implemented here is 501', async () => {
  const services = await serveServices({ db: path.join(mkdtempSync(path.join(tmpdir(), 'tna-serve-')), 'tna.db'), cwd: process.cwd() }, {});
  const server = await startServer({ services });
  try {
    const bad = await request(`${server.url}/api/v1/graphAndStatements?gapDepth=7`, { token: ALICE, body: { text: 'trees grow' } });
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.json, { error: { code: 'bad_request', message: 'gapDepth must be an integer from 0 to 3', field: 'gapDepth' } });
    const pending = await request(`${server.url}/api/v1/import/engineSearchVsIntentGraph?doNotSave=false`, { token: ALICE, body: { searchQuery: 'q', searchResults: [{ title: 't' }], searchQueries: ['q r'] } });
    assert.equal(pending.status, 501);
    assert.equal(pending.json.error.code, 'not_implemented');
    const array = await request(`${server.url}/api/v1/graphAndStatements`, { token: ALICE, body: '[1, 2]' });
    assert.equal(array.status, 400);
    assert.match(array.json.error.message, /must be a JSON object/);
  } finally {
    await server.close();
  }
});

test('the log: one JSON line per request with its id, method, route, status, duration and user — never its text, query or token', async () => {
  const server = await startServer({ anonymousPerHour: 5 });
  try {
    const secret = 'Zanzibar-confidential-merger-plans';
    const first = await request(`${server.url}/api/v1/graphAndStatements?doNotSave=true&name=${secret}`, { token: ALICE, body: { text: secret }, headers: { 'x-request-id': 'trace-0001' } });
    await request(`${server.url}/api/v1/graphAndStatements`, { token: 'wrong-token-value', body: { text: secret } });
    const keyless = await request(`${server.url}/api/v1/listGraphs`, { headers: { 'x-request-id': 'has spaces; and more' } });
    await request(`${server.url}/api/v1/list%zzGraphs`, {});
    assert.equal(first.headers.get('x-request-id'), 'trace-0001', 'a caller\'s request id is kept and echoed');
    const generated = keyless.headers.get('x-request-id') ?? '';
    assert.match(generated, /^[0-9a-f-]{36}$/, 'an id that is not plain is replaced by a new one');
    const lines = server.logs.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request');
    assert.equal(lines.length, 4, server.logs.join('\n'));
    assert.deepEqual(
      lines.map(({ reqId, method, route, status, user, level, msg }) => ({ reqId, method, route, status, user, level, msg })),
      [
        { reqId: 'trace-0001', method: 'POST', route: '/api/v1/graphAndStatements', status: 200, user: 'alice', level: 30, msg: 'request' },
        { reqId: lines[1].reqId, method: 'POST', route: '/api/v1/graphAndStatements', status: 401, user: '-', level: 30, msg: 'request' },
        { reqId: generated, method: 'POST', route: '/api/v1/listGraphs', status: 200, user: 'anonymous', level: 30, msg: 'request' },
        { reqId: lines[3].reqId, method: 'POST', route: '/api/v1/list%zzGraphs', status: 400, user: '-', level: 30, msg: 'request' },
      ],
      'even a URL fastify refuses is logged',
    );
    for (const line of lines) assert.ok(Number.isInteger(line.ms) && line.ms >= 0, JSON.stringify(line));
    for (const line of server.logs) {
      assert.ok(!line.includes(secret), line);
      assert.ok(!line.includes(ALICE) && !line.includes('wrong-token-value'), line);
    }
  } finally {
    await server.close();
  }
});
