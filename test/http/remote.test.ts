import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError } from '../../src/core/errors.js';
import { apiBase, backoffMs, RemoteService, searchParams } from '../../src/http/remote.js';
import { transportError } from '../../src/http/remote-errors.js';
import { ENDPOINTS } from '../../src/service/service.js';
import { startServer } from './server-helpers.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Script = (req: IncomingMessage, res: ServerResponse) => void;

const json = (status: number, value: unknown, headers: Record<string, string> = {}): Script => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(value));
};
const text = (status: number, body: string, type = 'text/html'): Script => (_req, res) => {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
};
const apiError = (status: number, code: string, message: string, field?: string, headers?: Record<string, string>) =>
  json(status, { error: { code, message, ...(field ? { field } : {}) } }, headers);

/** A real HTTP server on 127.0.0.1 that answers from a script, then with `fallback`, and records every request. */
async function scripted(...scripts: Script[]): Promise<{ url: string; seen: Seen[]; server: Server; close(): Promise<void> }> {
  const seen: Seen[] = [];
  const queue = [...scripts];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    (queue.shift() ?? json(200, { fallback: true }))(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    assert.ok(error instanceof ApiError, `an ApiError, not ${error}`);
    return error;
  }
  assert.fail('expected the call to fail');
}

const TOKEN = 's3cret-token-value';

test('POSTs JSON to {base}/api/v1/<path> with the query in the URL and the bearer token; returns the parsed reply', async () => {
  const server = await scripted(json(200, { answer: 42, nested: { list: [1, 'two'] } }));
  try {
    const remote = new RemoteService({ baseUrl: server.url + '/', token: TOKEN });
    const reply = await remote.graphAndStatements({ doNotSave: true, gapDepth: '2', maxNodes: undefined }, { text: 'trees grow', stopwords: ['a'] });
    assert.deepEqual(reply, { answer: 42, nested: { list: [1, 'two'] } });
    const [seen] = server.seen;
    assert.equal(seen.method, 'POST');
    assert.equal(seen.url, '/api/v1/graphAndStatements?doNotSave=true&gapDepth=2');
    assert.equal(seen.headers.authorization, `Bearer ${TOKEN}`);
    assert.match(seen.headers['content-type'] ?? '', /^application\/json/);
    assert.deepEqual(JSON.parse(seen.body), { text: 'trees grow', stopwords: ['a'] });
  } finally {
    await server.close();
  }
});

test('every endpoint goes to its INTERFACE.md path; a base URL may end in /api/v1 or carry a path prefix', async () => {
  const server = await scripted();
  try {
    const remote = new RemoteService({ baseUrl: `${server.url}/api/v1/` });
    for (const [name, { path }] of Object.entries(ENDPOINTS)) {
      await (remote as unknown as Record<string, (q: unknown, b: unknown) => Promise<unknown>>)[name]({}, {});
      assert.equal(server.seen.at(-1)?.url, `/api/v1/${path}`, name);
      assert.equal(server.seen.at(-1)?.headers.authorization, undefined, 'no token, no header');
    }
    await new RemoteService({ baseUrl: `${server.url}/tna` }).listGraphs({}, {});
    assert.equal(server.seen.at(-1)?.url, '/tna/api/v1/listGraphs');
  } finally {
    await server.close();
  }
  assert.equal(apiBase('https://user:pw@example.org/x/').href, 'https://user:pw@example.org/x/api/v1/');
  assert.throws(() => apiBase('example.org'), /--remote must be an http:\/\/ or https:\/\/ URL/);
  assert.throws(() => apiBase('ftp://example.org'), /--remote must be an http/);
  assert.equal(searchParams({ a: true, b: 0, c: null, d: ['x', 'y'] }).toString(), 'a=true&b=0&d=x&d=y');
});

test("the server's own errors pass through with status, code, message and field", async () => {
  const server = await scripted(
    apiError(400, 'bad_request', 'gapDepth must be an integer from 0 to 3', 'gapDepth'),
    apiError(404, 'not_found', 'no saved graph named "plan"', 'name'),
    apiError(501, 'not_implemented', 'E9 (import/engineSearchResultsGraph) is not implemented yet'),
    apiError(500, 'internal', 'internal error: boom'),
  );
  try {
    const remote = new RemoteService({ baseUrl: server.url, token: TOKEN, retryBaseMs: 1 });
    const bad = await failure(remote.graphAndStatements({}, {}));
    assert.deepEqual([bad.status, bad.code, bad.message, bad.field], [400, 'bad_request', 'gapDepth must be an integer from 0 to 3', 'gapDepth']);
    const missing = await failure(remote.graphAndStatements({}, {}));
    assert.deepEqual([missing.status, missing.message, missing.field], [404, 'no saved graph named "plan"', 'name']);
    const pending = await failure(remote.engineSearchResultsGraph({}, { searchQuery: 'q' }));
    assert.deepEqual([pending.status, pending.code], [501, 'not_implemented']);
    const internal = await failure(remote.graphAndStatements({}, {}));
    assert.deepEqual([internal.status, internal.message], [500, 'internal error: boom']);
    assert.equal(server.seen.length, 4, 'none of these is retried');
  } finally {
    await server.close();
  }
});

test('one clear line for 401 (with and without a token), 403, 404, 413, 5xx and a reply that is not JSON; the token is never in it', async () => {
  const server = await scripted(
    apiError(401, 'unauthorized', 'a bearer token is required'),
    apiError(401, 'unauthorized', 'the bearer token is not valid'),
    text(403, 'Forbidden'),
    text(404, '<html>Not Found</html>'),
    text(413, '<html>Request Entity Too Large</html>'),
    apiError(413, 'payload_too_large', "the request body is larger than this server's limit of 1 MB: send less text"),
    text(500, 'oops', 'text/plain'),
    text(200, '<html>a login page</html>'),
  );
  try {
    const anonymous = new RemoteService({ baseUrl: server.url });
    const keyed = new RemoteService({ baseUrl: server.url, token: TOKEN });
    const lines: ApiError[] = [];
    lines.push(await failure(anonymous.listGraphs({}, {})));
    lines.push(await failure(keyed.listGraphs({}, {})));
    lines.push(await failure(keyed.listGraphs({}, {})));
    lines.push(await failure(keyed.listGraphs({}, {})));
    lines.push(await failure(keyed.listGraphs({}, {})));
    lines.push(await failure(keyed.listGraphs({}, {})));
    lines.push(await failure(keyed.listGraphs({}, {})));
    lines.push(await failure(keyed.listGraphs({}, {})));
    const expected: Array<[number, RegExp]> = [
      [401, /needs a token \(401: a bearer token is required\); set it with --token or the TNA_TOKEN environment variable$/],
      [401, /rejected the token \(401: the bearer token is not valid\); check --token or TNA_TOKEN$/],
      [403, /does not allow this for the token's user \(403\)/],
      [404, /\/api\/v1\/listGraphs was not found \(404\): is --remote the base URL of a tna server\?$/],
      [413, /too large for the server at http:\/\/127\.0\.0\.1:\d+ \(413\)/],
      [413, /limit of 1 MB/],
      [500, /the server at http:\/\/127\.0\.0\.1:\d+ failed \(500 Internal Server Error\)$/],
      [502, /replied with something that is not JSON \(200, text\/html\): is --remote the base URL of a tna server\?$/],
    ];
    lines.forEach((error, i) => {
      assert.equal(error.status, expected[i][0], error.message);
      assert.match(error.message, expected[i][1]);
      assert.doesNotMatch(error.message, /\n/);
      assert.ok(!error.message.includes(TOKEN));
    });
  } finally {
    await server.close();
  }
});

test('429, 502, 503 and 504 are retried with backoff; Retry-After is honoured; the last failure is reported', async () => {
  const server = await scripted(
    apiError(429, 'rate_limited', 'slow down', undefined, { 'retry-after': '0' }),
    text(502, 'bad gateway'),
    text(503, 'unavailable'),
    json(200, { ok: true }),
  );
  try {
    const remote = new RemoteService({ baseUrl: server.url, retries: 3, retryBaseMs: 1 });
    assert.deepEqual(await remote.listGraphs({}, {}), { ok: true });
    assert.equal(server.seen.length, 4);
    assert.ok(server.seen.every((s) => s.body === '{}'), 'the same request each time');
  } finally {
    await server.close();
  }

  const failing = await scripted(text(504, 'a'), text(504, 'b'), text(504, 'c'));
  try {
    const error = await failure(new RemoteService({ baseUrl: failing.url, retries: 2, retryBaseMs: 1 }).listGraphs({}, {}));
    assert.equal(failing.seen.length, 3, 'the first attempt and two retries');
    assert.equal(error.status, 504);
    assert.match(error.message, /failed \(504 Gateway Timeout\)/);
  } finally {
    await failing.close();
  }

  const patient = await scripted(apiError(429, 'rate_limited', 'wait a second', undefined, { 'retry-after': '1' }), json(200, { ok: 1 }));
  try {
    const started = Date.now();
    await new RemoteService({ baseUrl: patient.url, retryBaseMs: 1 }).listGraphs({}, {});
    assert.ok(Date.now() - started >= 950, 'waited as long as Retry-After said, not the 1 ms backoff');
  } finally {
    await patient.close();
  }
});

test('a Retry-After longer than we wait fails at once with when to try again', async () => {
  const server = await scripted(apiError(429, 'rate_limited', 'keyless requests are limited to 5 per hour', undefined, { 'retry-after': '3000' }));
  try {
    const error = await failure(new RemoteService({ baseUrl: server.url, retryBaseMs: 1 }).listGraphs({}, {}));
    assert.equal(server.seen.length, 1);
    assert.equal(error.status, 429);
    assert.match(error.message, /is limiting requests \(429: keyless requests are limited to 5 per hour\); try again in 50 min$/);
  } finally {
    await server.close();
  }
});

test('connection refused and a server that never answers each get their line', async () => {
  const gone = await scripted();
  await gone.close();
  const refused = await failure(new RemoteService({ baseUrl: gone.url }).listGraphs({}, {}));
  assert.match(refused.message, /^cannot connect to http:\/\/127\.0\.0\.1:\d+ \(connection refused\): is the server running, and is --remote right\?$/);
  assert.equal(refused.status, 503);

  const silent = await scripted(() => undefined);
  try {
    const timeout = await failure(new RemoteService({ baseUrl: silent.url, timeoutMs: 300 }).listGraphs({}, {}));
    assert.match(timeout.message, /^no reply from http:\/\/127\.0\.0\.1:\d+ within 0\.3 s: the server may be busy; raise --timeout or try again$/);
    assert.equal(timeout.status, 504);
  } finally {
    await silent.close();
  }
});

test('DNS failures and other socket errors are named without a stack', () => {
  const where = 'http://tna.invalid';
  const dns = (code: string) => transportError(Object.assign(new Error(`getaddrinfo ${code} tna.invalid`), { code }), where, 180);
  assert.equal(dns('ENOTFOUND').message, 'cannot find the host of http://tna.invalid (DNS lookup failed): check --remote');
  assert.equal(dns('EAI_AGAIN').message, 'cannot find the host of http://tna.invalid (DNS lookup failed): check --remote');
  assert.match(transportError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }), where, 1).message, /closed before a reply came/);
  assert.match(transportError(new Error('odd'), where, 1).message, /^the request to http:\/\/tna\.invalid failed: odd$/);
});

test('backoff doubles with each attempt and is spread by jitter', () => {
  assert.equal(backoffMs(0, 100, () => 0), 50);
  assert.equal(backoffMs(0, 100, () => 0.5), 100);
  assert.equal(backoffMs(3, 100, () => 0.5), 800);
  assert.ok(backoffMs(2, 100, () => 0.999) <= 600 && backoffMs(2, 100, () => 0.999) > 590);
});

test('a body over the server\'s limit gets the 413 line with the limit, even though the server stops reading', async () => {
  const server = await startServer({ maxBodyBytes: 10_000 });
  try {
    const remote = new RemoteService({ baseUrl: server.url, token: 'alice-secret-token' });
    for (let i = 0; i < 5; i++) {
      const error = await failure(remote.graphAndStatements({}, { text: 'word '.repeat(400_000) }));
      assert.equal(error.status, 413);
      assert.equal(error.message, "the request body is larger than this server's limit of 10000 bytes: send less text");
    }
  } finally {
    await server.close();
  }
});
