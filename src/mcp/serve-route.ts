// MCP at /mcp on `tna serve`: the same tokens, limits, drain and store as the API, every tool call
// a task for the same workers, and sessions any instance can serve (fleet-sessions.ts).
import type { ExtraRoutes } from '../http/server.js';
import { ApiError } from '../core/errors.js';
import { executorService } from '../http/executor-service.js';
import type { TokenTable } from '../http/tokens.js';
import type { Executor } from '../http/worker-pool.js';
import { answerMcp } from './fleet-sessions.js';
import { FileRoots } from './files.js';
import { MCP_PATH } from './http.js';
import { buildMcpServer } from './server.js';
import { SessionIds } from './session-ids.js';

export interface McpRouteOptions {
  tokens: TokenTable;
  executor: Executor;
  version: string;
  /** This server's address as clients reach it (--public-url), for links to saved graphs. */
  publicUrl?: string;
}

export function mcpRoute(options: McpRouteOptions): ExtraRoutes {
  const ids = new SessionIds(options.tokens.derivedKey('mcp sessions'));
  // Many users share this server: no tool reads its machine's files.
  const files = FileRoots.none();
  return (app, kit) => {
    app.route({
      method: ['GET', 'POST', 'DELETE'],
      url: MCP_PATH,
      onRequest: kit.admit,
      handler: async (request, reply) => {
        const caller = kit.callerOf(request);
        if (!caller?.tokenId) {
          reply.header('www-authenticate', 'Bearer');
          return kit.send(reply, new ApiError(401, 'unauthorized', 'MCP needs a token: send the header Authorization: Bearer <token>'));
        }
        const apiBase = `${(options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '')}/api/v1/`;
        const serverFor = (user: string) => buildMcpServer({ service: executorService(options.executor, { user, apiBase }), files, user, version: options.version }, options.version);
        const body = Buffer.isBuffer(request.body) ? request.body : undefined;
        const answer = await answerMcp({ method: request.method, headers: request.headers, body }, { user: caller.user, tokenId: caller.tokenId }, ids, serverFor);
        return reply.code(answer.status).headers(answer.headers).send(answer.body);
      },
    });
  };
}
