// `tna mcp --http`: the MCP server over the streamable HTTP transport at /mcp, behind the same
// bearer tokens as `tna serve`. By default it keeps sessions, as most clients expect: initialize
// answers an `mcp-session-id`, later requests carry it, GET opens the server's event stream and
// DELETE ends the session; idle sessions expire and their number is bounded. `--stateless` serves
// each POST with a server of its own and keeps nothing.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import type { TokenTable } from '../http/tokens.js';

export const MCP_PATH = '/mcp';
/** A session nobody used for this long is closed (ours). */
export const DEFAULT_SESSION_IDLE_MS = 30 * 60_000;
/** At most this many sessions at once; a new one then closes the longest idle (ours). */
export const DEFAULT_MAX_SESSIONS = 100;

export interface McpHttpOptions {
  host: string;
  port: number;
  tokens: TokenTable;
  /** A server acting for the token's user: one per session, or one per request when stateless. */
  serverFor(user: string): Server;
  log?: (line: string) => void;
  /** Keep no sessions: every POST is answered by a server of its own. */
  stateless?: boolean;
  sessionIdleMs?: number;
  maxSessions?: number;
  /** The clock sessions are idle by (milliseconds); Date.now unless a test keeps its own. */
  now?: () => number;
}

interface Session {
  transport: StreamableHTTPServerTransport;
  server: Server;
  user: string;
  lastUsed: number;
}

/** A JSON-RPC error without an id: what a client gets before its request is read. */
function refuse(res: http.ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

function bearer(req: http.IncomingMessage): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1];
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text.trim() === '' ? undefined : JSON.parse(text);
}

/** The sessions of a stateful server: made on initialize, found by id, closed when ended, idle or crowded out. */
class Sessions {
  private readonly byId = new Map<string, Session>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly idleMs: number,
    private readonly max: number,
    private readonly log?: (line: string) => void,
    private readonly now: () => number = Date.now,
  ) {
    this.sweeper = setInterval(() => this.sweep(), Math.min(idleMs, 60_000));
    this.sweeper.unref();
  }

  get(id: string): Session | undefined {
    const session = this.byId.get(id);
    if (session) session.lastUsed = this.now();
    return session;
  }

  /** A transport whose session is kept once initialize has given it an id. */
  async open(user: string, serverFor: (user: string) => Server): Promise<StreamableHTTPServerTransport> {
    if (this.byId.size >= this.max) this.closeLongestIdle();
    const server = serverFor(user);
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      enableJsonResponse: true,
      onsessioninitialized: (id) => {
        this.byId.set(id, { transport, server, user, lastUsed: this.now() });
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) this.byId.delete(transport.sessionId);
      void server.close();
    };
    await server.connect(transport);
    return transport;
  }

  private closeLongestIdle(): void {
    const oldest = [...this.byId.values()].sort((a, b) => a.lastUsed - b.lastUsed)[0];
    if (oldest) {
      this.log?.(`tna mcp: session limit reached; closed the longest idle session of ${oldest.user}`);
      void oldest.transport.close();
    }
  }

  private sweep(): void {
    const now = this.now();
    for (const session of [...this.byId.values()]) if (now - session.lastUsed > this.idleMs) void session.transport.close();
  }

  async closeAll(): Promise<void> {
    clearInterval(this.sweeper);
    await Promise.all([...this.byId.values()].map((s) => s.transport.close()));
  }

  get size(): number {
    return this.byId.size;
  }
}

export async function startMcpHttp(options: McpHttpOptions): Promise<{ url: string; sessions(): number; close(): Promise<void> }> {
  const sessions = options.stateless ? undefined : new Sessions(options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS, options.maxSessions ?? DEFAULT_MAX_SESSIONS, options.log, options.now);

  async function stateful(req: http.IncomingMessage, res: http.ServerResponse, user: string): Promise<void> {
    const id = req.headers['mcp-session-id'];
    const sessionId = Array.isArray(id) ? id[id.length - 1] : id;
    if (sessionId !== undefined) {
      const session = sessions!.get(sessionId);
      // Another user's session is as unknown as an expired one: its id says nothing.
      if (!session || session.user !== user) return refuse(res, 404, 'no such session (it ended or expired): initialize a new one');
      return session.transport.handleRequest(req, res);
    }
    if (req.method !== 'POST') return refuse(res, 400, 'no mcp-session-id: initialize a session with a POST first');
    let body: unknown;
    try {
      body = await readJson(req);
    } catch {
      return refuse(res, 400, 'the body is not JSON');
    }
    if (!isInitializeRequest(body)) return refuse(res, 400, 'no mcp-session-id: the first request of a session is initialize');
    const transport = await sessions!.open(user, options.serverFor);
    return transport.handleRequest(req, res, body);
  }

  async function stateless(req: http.IncomingMessage, res: http.ServerResponse, user: string): Promise<void> {
    if (req.method !== 'POST') return refuse(res, 405, 'only POST: this server keeps no sessions (--stateless)', { allow: 'POST' });
    const mcp = options.serverFor(user);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    await mcp.connect(transport);
    return transport.handleRequest(req, res);
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== MCP_PATH) return refuse(res, 404, `not found: the MCP endpoint is ${MCP_PATH}`);
    const token = bearer(req);
    const owner = token ? options.tokens.ownerOf(token) : undefined;
    if (!owner) return refuse(res, 401, 'a valid bearer token is required (Authorization: Bearer <token>)', { 'www-authenticate': 'Bearer' });
    const started = Date.now();
    res.on('finish', () => options.log?.(`tna mcp: ${req.method} ${MCP_PATH} ${res.statusCode} ${Date.now() - started} ms ${owner.user}`));
    (sessions ? stateful : stateless)(req, res, owner.user).catch((error: unknown) => {
      if (!res.headersSent) refuse(res, 500, `internal error: ${error instanceof Error ? error.message : String(error)}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}${MCP_PATH}`,
    sessions: () => sessions?.size ?? 0,
    close: async () => {
      await sessions?.closeAll();
      // Event streams (GET) stay open until closed; the server would wait on them.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
