// MCP at /mcp on `tna serve`: two instances on one PostgreSQL behind HAProxy running the shipped
// deploy/haproxy.cfg, which sends each request of a session to either instance. The SDK's client
// and a raw client that insists on its session id each initialize and make tool calls while the
// instances restart one after the other: no call fails. A session is its token's alone.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import pg from 'pg';
import { PG_SKIP, startCluster, type Cluster } from '../store/pg-cluster.js';
import { startServe, type ServeProcess } from '../cli/serve-process.js';
import { freePort } from '../free-port.js';
import { BALANCER_SKIP, startBalancer } from '../cli/balancers.js';

const SKIP = BALANCER_SKIP.haproxy ?? PG_SKIP;
const cluster: Cluster | undefined = SKIP ? undefined : await startCluster();
after(() => cluster?.stop());

const ALICE = 'alice-token-0123456789';
const BOB = 'bob-token-0123456789';
const CALLS = 20;

/** A client that speaks the protocol by hand and requires the session id: every request after initialize carries it. */
class RawClient {
  session?: string;
  private id = 0;

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  async post(body: unknown, session = this.session): Promise<Response> {
    return fetch(this.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${this.token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-protocol-version': '2025-06-18',
        ...(session ? { 'mcp-session-id': session } : {}),
      },
      body: JSON.stringify(body),
    });
  }

  async initialize(): Promise<void> {
    const answer = await this.post({ jsonrpc: '2.0', id: ++this.id, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } });
    assert.equal(answer.status, 200);
    const session = answer.headers.get('mcp-session-id');
    assert.ok(session, 'initialize answers a session id');
    this.session = session;
    await answer.arrayBuffer();
    const initialized = await this.post({ jsonrpc: '2.0', method: 'notifications/initialized' });
    assert.equal(initialized.status, 202);
    await initialized.arrayBuffer();
  }

  /** A tool call; resolves with its result, or throws saying what went wrong. */
  async call(name: string, args: Record<string, unknown>): Promise<{ isError?: boolean; structuredContent?: Record<string, unknown> }> {
    const answer = await this.post({ jsonrpc: '2.0', id: ++this.id, method: 'tools/call', params: { name, arguments: args } });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`${name}: ${answer.status} ${text}`);
    assert.equal(answer.headers.get('mcp-session-id'), this.session, 'the same session throughout');
    const reply = JSON.parse(text) as { result?: { isError?: boolean; structuredContent?: Record<string, unknown> }; error?: unknown };
    if (!reply.result) throw new Error(`${name}: ${text}`);
    return reply.result;
  }
}

/** Resolves once the instance's log holds `text`. */
function logShows(instance: ServeProcess, text: string): Promise<void> {
  return new Promise((resolve) => {
    const look = () => {
      if (!instance.stderr().includes(text)) return;
      instance.child.stderr!.off('data', look);
      resolve();
    };
    instance.child.stderr!.on('data', look);
    look();
  });
}

/** How many MCP requests an instance's log shows. */
const mcpRequests = (log: string) => log.split('\n').filter((line) => line.includes('"route":"/mcp"')).length;

test('MCP sessions through HAProxy: the SDK client and a raw one make tool calls while both instances restart, and none fails', { skip: SKIP, timeout: 300_000 }, async () => {
  const url = await cluster!.createDatabase();
  const env = { TNA_SERVE_TOKENS: `${ALICE}:alice,${BOB}:bob`, TNA_STORE_URL: url };
  const ports = [await freePort(), await freePort()];
  const start = (port: number) => startServe(['--port', String(port), '--workers', '1', '--rate-limit', '0'], env);
  const instances: ServeProcess[] = await Promise.all(ports.map(start));
  /** The logs of the instances that have stopped, for counting where requests went. */
  const pastLogs: string[] = [];
  const balancer = await startBalancer('haproxy', ports);
  const endpoint = `${balancer.url}/mcp`;
  let sdk: Client | undefined;
  try {
    await Promise.all(['tna1', 'tna2'].map((name) => balancer.waitFor(name, 'UP')));
    sdk = new Client({ name: 'fleet-test', version: '1.0.0' });
    const transport = new StreamableHTTPClientTransport(new URL(endpoint), { requestInit: { headers: { Authorization: `Bearer ${ALICE}` } } });
    await sdk.connect(transport);
    assert.match(transport.sessionId ?? '', /^s1\./, 'the SDK client holds a session');
    const raw = new RawClient(endpoint, BOB);
    await raw.initialize();

    let restarting = true;
    const restarts = (async () => {
      for (const [i, name] of ['tna1', 'tna2'].entries()) {
        const ended = await instances[i].stop('SIGTERM');
        assert.deepEqual(ended, { code: 0, signal: null });
        pastLogs.push(instances[i].stderr());
        instances[i] = await start(ports[i]);
        await balancer.waitFor(name, 'UP');
        // The balancer sends it the sessions' requests before the next one stops.
        await logShows(instances[i], '"route":"/mcp"');
      }
      restarting = false;
    })();
    const failures: string[] = [];
    const calls = { sdk: 0, raw: 0 };
    // Each client calls without pause until both instances have restarted, and at least CALLS times.
    const sdkCalls = (async () => {
      for (let n = 0; restarting || n < CALLS; n++) {
        const result = await (n % 2
          ? sdk!.callTool({ name: 'list_graphs', arguments: {} })
          : sdk!.callTool({ name: 'save_graph', arguments: { name: 'sdk-notes', text: `SDK note ${n} about lakes and rivers` } })
        ).catch((error: Error) => ({ isError: true, content: [{ type: 'text', text: error.message }] }));
        if (result.isError) failures.push(`sdk ${n}: ${JSON.stringify(result.content)}`);
        calls.sdk++;
      }
    })();
    const rawCalls = (async () => {
      for (let n = 0; restarting || n < CALLS; n++) {
        const call = n % 2 ? raw.call('list_graphs', {}) : raw.call('save_graph', { name: 'raw-notes', text: `Raw note ${n} about lakes and rivers` });
        const result = await call.catch((error: Error) => ({ isError: true, structuredContent: { error: error.message } }));
        if (result.isError) failures.push(`raw ${n}: ${JSON.stringify(result.structuredContent)}`);
        calls.raw++;
      }
    })();
    await Promise.all([restarts, sdkCalls, rawCalls]);
    assert.deepEqual(failures, []);
    assert.ok(calls.sdk >= CALLS && calls.raw >= CALLS, JSON.stringify(calls));
    // No stickiness: both instances, the first and the restarted ones, answered the sessions.
    const served = [...pastLogs, ...instances.map((instance) => instance.stderr())].map(mcpRequests);
    if (process.env.TNA_TEST_DEBUG) console.error(`mcp: ${calls.sdk} SDK calls, ${calls.raw} raw calls; MCP requests per instance process: ${served.join(', ')}`);
    assert.ok(served.every((n) => n > 0), `every instance process answered some: ${served.join(', ')}`);

    // Each save was stored once, under its token's user.
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const rows = (await db.query<{ name: string; owner: string; n: number }>('SELECT c.name, c.owner, count(*)::int AS n FROM contexts c JOIN statements s ON s.context_id = c.id GROUP BY c.name, c.owner ORDER BY c.name')).rows;
      assert.deepEqual(rows, [
        { name: 'raw-notes', owner: 'bob', n: Math.ceil(calls.raw / 2) },
        { name: 'sdk-notes', owner: 'alice', n: Math.ceil(calls.sdk / 2) },
      ]);
    } finally {
      await db.end();
    }

    // A session is its token's: alice's session id with bob's token is refused, and so is a made-up one.
    const stolen = await new RawClient(endpoint, BOB).post({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, transport.sessionId);
    assert.equal(stolen.status, 404);
    assert.match(await stolen.text(), /no such session/);
    const madeUp = await new RawClient(endpoint, ALICE).post({ jsonrpc: '2.0', id: 1, method: 'tools/list' }, `${transport.sessionId!.slice(0, -4)}AAAA`);
    assert.equal(madeUp.status, 404);
    await madeUp.arrayBuffer();
    const none = await new RawClient(endpoint, ALICE).post({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    assert.equal(none.status, 400, 'a request without a session id, other than initialize');
    await none.arrayBuffer();
    const keyless = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    assert.equal(keyless.status, 401);
    await keyless.arrayBuffer();
  } finally {
    await sdk?.close().catch(() => undefined);
    await balancer.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
  }
});
