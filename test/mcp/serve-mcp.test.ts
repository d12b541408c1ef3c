// MCP at /mcp on one `tna serve` (SQLite): the SDK's client calls tools through the server's
// workers with the token's user; no tool reads the server's files; GET and DELETE are 405; a
// request needs its session id, and only its token may use it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { startServe } from '../cli/serve-process.js';

const ALICE = 'alice-token-0123456789';
const BOB = 'bob-token-0123456789';
const dir = mkdtempSync(path.join(tmpdir(), 'tna-serve-mcp-'));

const post = (url: string, token: string | undefined, body: unknown, session?: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...(session ? { 'mcp-session-id': session } : {}),
    },
    body: JSON.stringify(body),
  });

test('tna serve answers MCP at /mcp with the same tokens and store', { timeout: 120_000 }, async () => {
  const server = await startServe(['--db', path.join(dir, 'mcp.db'), '--workers', '1'], { TNA_SERVE_TOKENS: `${ALICE}:alice,${BOB}:bob` });
  const endpoint = `${server.url}/mcp`;
  const client = new Client({ name: 'serve-mcp-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(endpoint), { requestInit: { headers: { Authorization: `Bearer ${ALICE}` } } });
  try {
    await client.connect(transport);
    const session = transport.sessionId!;
    assert.match(session, /^s1\./);
    const saved = await client.callTool({ name: 'save_graph', arguments: { name: 'notes', text: 'Rivers feed lakes. Lakes feed clouds.' } });
    assert.equal(saved.isError, undefined, JSON.stringify(saved.content));
    assert.deepEqual(saved.structuredContent, { graphName: 'notes', graphUrl: `${server.url}/api/v1/graphs/alice/notes` });
    // The API sees what MCP saved, for the same user only.
    const list = async (token: string) =>
      (await (await fetch(`${server.url}/api/v1/listGraphs`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: '{}' })).json()) as Array<{ contextName: string }>;
    assert.deepEqual((await list(ALICE)).map((g) => g.contextName), ['notes']);
    assert.deepEqual(await list(BOB), []);
    const files = await client.callTool({ name: 'graph', arguments: { files: ['README.md'] } });
    assert.equal(files.isError, true);
    assert.match(JSON.stringify(files.content), /this server reads no files of its own: send the text itself/);

    const stolen = await post(endpoint, BOB, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, session);
    assert.equal(stolen.status, 404, "another token's request with this session id");
    await stolen.arrayBuffer();
    const none = await post(endpoint, ALICE, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
    assert.equal(none.status, 400);
    assert.match(await none.text(), /no mcp-session-id: the first request of a session is initialize/);
    const keyless = await post(endpoint, undefined, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, session);
    assert.equal(keyless.status, 401);
    await keyless.arrayBuffer();
    for (const method of ['GET', 'DELETE']) {
      const answer = await fetch(endpoint, { method, headers: { authorization: `Bearer ${ALICE}`, accept: 'text/event-stream', 'mcp-session-id': session } });
      assert.equal(answer.status, 405, method);
      assert.equal(answer.headers.get('allow'), 'POST');
      await answer.arrayBuffer();
    }
    const again = await client.callTool({ name: 'list_graphs', arguments: {} });
    assert.equal(again.isError, undefined, 'the session goes on');
  } finally {
    await client.close().catch(() => undefined);
    await server.stop();
  }
});
