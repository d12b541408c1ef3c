// tna mcp --http with sessions, as clients that require one connect, and --stateless, each tested
// with the SDK's own client: initialize answers an mcp-session-id, requests carry it, GET opens the
// server's event stream, DELETE ends the session; sessions are the token's user's alone, bounded
// in number and closed when idle.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { TokenTable } from '../../src/http/tokens.js';
import { FileRoots } from '../../src/mcp/files.js';
import { startMcpHttp, type McpHttpOptions } from '../../src/mcp/http.js';
import { buildMcpServer } from '../../src/mcp/server.js';
import { LocalService } from '../../src/service/local.js';

const FIXTURES = fileURLToPath(new URL('../../../test/fixtures/', import.meta.url));
const TOKENS = { 'alice-token-0123456789': 'alice', 'bob-token-0123456789': 'bob' };

async function start(options: Partial<McpHttpOptions> = {}) {
  const context = { service: new LocalService({}), files: await FileRoots.of([FIXTURES], FIXTURES) };
  return startMcpHttp({
    host: '127.0.0.1',
    port: 0,
    tokens: new TokenTable(TOKENS),
    serverFor: (user) => buildMcpServer({ ...context, user }, 'test'),
    ...options,
  });
}

async function connect(url: string, token: string): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const client = new Client({ name: 'session-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { Authorization: `Bearer ${token}` } } });
  await client.connect(transport);
  return { client, transport };
}

const post = (url: string, token: string, session: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-session-id': session, 'mcp-protocol-version': '2025-06-18' },
    body: JSON.stringify(body),
  });

test('sessions: initialize answers a session id; calls, the event stream and DELETE use it; another user cannot', async () => {
  const server = await start();
  try {
    const { client, transport } = await connect(server.url, 'alice-token-0123456789');
    assert.match(transport.sessionId ?? '', /^[0-9a-f-]{36}$/);
    assert.equal(server.sessions(), 1);
    const graph = await client.callTool({ name: 'graph', arguments: { files: ['topics.txt'] } });
    assert.equal(graph.isError, undefined);
    const id = transport.sessionId!;

    const other = await connect(server.url, 'bob-token-0123456789');
    assert.notEqual(other.transport.sessionId, id);
    assert.equal(server.sessions(), 2);
    const stolen = await post(server.url, 'bob-token-0123456789', id, { jsonrpc: '2.0', id: 9, method: 'tools/list' });
    assert.equal(stolen.status, 404, 'a session is its user\'s alone');

    // The SDK's client opened the session's event stream itself (GET): a second one is refused, as the transport allows one.
    const second = await fetch(server.url, { headers: { authorization: 'Bearer alice-token-0123456789', accept: 'text/event-stream', 'mcp-session-id': id } });
    assert.equal(second.status, 409);
    // A session initialized by hand has no stream yet: GET opens it.
    const init = await fetch(server.url, {
      method: 'POST',
      headers: { authorization: 'Bearer alice-token-0123456789', 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } }),
    });
    assert.equal(init.status, 200);
    const raw = init.headers.get('mcp-session-id')!;
    assert.ok(raw);
    const controller = new AbortController();
    const stream = await fetch(server.url, { headers: { authorization: 'Bearer alice-token-0123456789', accept: 'text/event-stream', 'mcp-session-id': raw, 'mcp-protocol-version': '2025-06-18' }, signal: controller.signal });
    assert.equal(stream.status, 200);
    assert.match(stream.headers.get('content-type') ?? '', /^text\/event-stream/);
    controller.abort();
    const ended = await fetch(server.url, { method: 'DELETE', headers: { authorization: 'Bearer alice-token-0123456789', 'mcp-session-id': raw, 'mcp-protocol-version': '2025-06-18' } });
    assert.equal(ended.status, 200);

    await transport.terminateSession();
    assert.equal(server.sessions(), 1, 'bob\'s session is left');
    const after = await post(server.url, 'alice-token-0123456789', id, { jsonrpc: '2.0', id: 10, method: 'tools/list' });
    assert.equal(after.status, 404);
    const noSession = await fetch(server.url, { method: 'POST', headers: { authorization: 'Bearer alice-token-0123456789', 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }) });
    assert.equal(noSession.status, 400, 'the first request of a session is initialize');
    await client.close();
    await other.client.close();
  } finally {
    await server.close();
  }
});

test('sessions are bounded: a new one past the limit closes the longest idle; idle ones expire', async () => {
  const server = await start({ maxSessions: 2 });
  try {
    const first = await connect(server.url, 'alice-token-0123456789');
    const second = await connect(server.url, 'alice-token-0123456789');
    await second.client.listTools();
    const third = await connect(server.url, 'bob-token-0123456789');
    assert.equal(server.sessions(), 2);
    const evicted = await post(server.url, 'alice-token-0123456789', first.transport.sessionId!, { jsonrpc: '2.0', id: 3, method: 'tools/list' });
    assert.equal(evicted.status, 404, 'the longest idle session was closed');
    assert.equal((await second.client.listTools()).tools.length > 0, true);
    await Promise.all([first, second, third].map((c) => c.client.close()));
  } finally {
    await server.close();
  }

  // The sessions' clock is the test's: it stands still while the client connects, however long
  // that takes on a loaded machine, and moves past the idle time only when the test says.
  let clock = 0;
  const idle = await start({ sessionIdleMs: 20, now: () => clock });
  try {
    const { client, transport } = await connect(idle.url, 'alice-token-0123456789');
    assert.equal(idle.sessions(), 1, 'not idle while the clock stands');
    // The sweep runs on a timer: wait for it to close the session, not for a fixed time. The clock
    // moves past the idle time at each turn, as the client may still use the session (its stream).
    while (idle.sessions() > 0) {
      clock += 21;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const expired = await post(idle.url, 'alice-token-0123456789', transport.sessionId!, { jsonrpc: '2.0', id: 4, method: 'tools/list' });
    assert.equal(expired.status, 404);
    await client.close();
  } finally {
    await idle.close();
  }
});

test('--stateless: no session id, each POST stands alone, GET is not allowed', async () => {
  const server = await start({ stateless: true });
  try {
    const { client, transport } = await connect(server.url, 'alice-token-0123456789');
    assert.equal(transport.sessionId, undefined);
    const tools = await client.listTools();
    assert.ok(tools.tools.some((t) => t.name === 'graph'));
    const graph = await client.callTool({ name: 'dot', arguments: { files: ['topics.txt'] } });
    assert.equal(graph.isError, undefined);
    const get = await fetch(server.url, { headers: { authorization: 'Bearer alice-token-0123456789', accept: 'text/event-stream' } });
    assert.equal(get.status, 405);
    assert.equal(server.sessions(), 0);
    await client.close();
  } finally {
    await server.close();
  }
});
