// `tna mcp --http`: the MCP server over the streamable HTTP transport at /mcp, stateless (one
// server per request), behind the same bearer tokens as `tna serve`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { TokenTable } from '../http/tokens.js';

export const MCP_PATH = '/mcp';

export interface McpHttpOptions {
  host: string;
  port: number;
  tokens: TokenTable;
  /** A server for one request, acting for the token's user. */
  serverFor(user: string): Server;
  log?: (line: string) => void;
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

export async function startMcpHttp(options: McpHttpOptions): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path !== MCP_PATH) return refuse(res, 404, `not found: the MCP endpoint is ${MCP_PATH}`);
    const token = bearer(req);
    const owner = token ? options.tokens.ownerOf(token) : undefined;
    if (!owner) return refuse(res, 401, 'a valid bearer token is required (Authorization: Bearer <token>)', { 'www-authenticate': 'Bearer' });
    // Stateless: no session to resume or to end, so only POST carries requests.
    if (req.method !== 'POST') return refuse(res, 405, 'only POST: this server keeps no sessions', { allow: 'POST' });
    const mcp = options.serverFor(owner.user);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on('close', () => {
      void transport.close();
      void mcp.close();
    });
    const started = Date.now();
    res.on('finish', () => options.log?.(`tna mcp: POST ${MCP_PATH} ${res.statusCode} ${Date.now() - started} ms ${owner.user}`));
    mcp
      .connect(transport)
      .then(() => transport.handleRequest(req, res))
      .catch((error: unknown) => {
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
