// MCP over streamable HTTP as `tna serve` answers it at /mcp: sessions without state. initialize
// answers a signed session id (session-ids.ts); every later POST must carry it, and is answered by
// an MCP server built for that one request, for the token's user. No instance keeps anything, so
// a balancer may send each request of a session to any instance, and a restart ends no session.
// The server streams nothing of its own accord (GET is 405), and a session ends when its client
// stops using it, or after its lifetime (DELETE is 405: there is nothing to delete).
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { isInitializeRequest } from '@modelcontextprotocol/sdk/types.js';
import { SESSION_LIFETIME_MS, type SessionIds } from './session-ids.js';

export const SESSION_HEADER = 'mcp-session-id';

export interface McpHttpRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The body's bytes, not yet parsed. */
  body: Buffer | undefined;
}

export interface McpHttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface Holder {
  user: string;
  /** The bearer token's stable id: a session belongs to the token it was issued to. */
  tokenId: string;
}

/** A JSON-RPC error without an id: what a client gets when its request is not handed to the server. */
function refusal(status: number, message: string, headers: Record<string, string> = {}): McpHttpAnswer {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }) };
}

function header(request: McpHttpRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[value.length - 1] : value;
}

export async function answerMcp(request: McpHttpRequest, holder: Holder, ids: SessionIds, serverFor: (user: string) => Server): Promise<McpHttpAnswer> {
  if (request.method !== 'POST') {
    const hours = SESSION_LIFETIME_MS / 3600_000;
    return refusal(405, `only POST: this server sends no event stream, and a session ends when its client stops using it (or after ${hours} h)`, { allow: 'POST' });
  }
  let body: unknown;
  try {
    body = JSON.parse(request.body?.toString('utf8') ?? '');
  } catch {
    return { ...refusal(400, 'the body is not JSON'), body: JSON.stringify({ jsonrpc: '2.0', error: { code: -32700, message: 'Parse error: the body is not JSON' }, id: null }) };
  }
  const given = header(request, SESSION_HEADER);
  let sessionId: string;
  if (isInitializeRequest(body)) {
    sessionId = ids.issue(holder.tokenId);
  } else if (given === undefined) {
    return refusal(400, `no ${SESSION_HEADER}: the first request of a session is initialize`);
  } else {
    const check = ids.check(given, holder.tokenId);
    // Another token's session is as unknown as an ended one: its id says nothing to this caller.
    if (check !== 'valid') return refusal(404, check === 'expired' ? 'the session expired: initialize a new one' : 'no such session (it ended or expired): initialize a new one');
    sessionId = given;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const server = serverFor(holder.user);
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(new Request('http://localhost/mcp', { method: 'POST', headers }), { parsedBody: body });
    const answer: McpHttpAnswer = { status: response.status, headers: {}, body: await response.text() };
    response.headers.forEach((value, name) => (answer.headers[name] = value));
    answer.headers[SESSION_HEADER] = sessionId;
    return answer;
  } finally {
    await transport.close();
    await server.close();
  }
}
