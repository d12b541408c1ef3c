// The two GET addresses of `tna serve` beside the POST endpoints: a saved graph's link (what E6's
// graphUrls point to) and the token check that clients make when their credentials are entered.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalQuery, ignoredQuery } from './client-shapes.js';
import type { EndpointName } from '../service/service.js';
import type { Task } from './task.js';

/** The part of a task that comes from the request itself. */
export type RequestPart = Pick<Task, 'query' | 'body' | 'ignoredQuery' | 'owner' | 'page'>;

/**
 * Whether an Accept header ranks HTML above JSON, as a browser's does (`text/html,…,*\/*;q=0.8`);
 * no header, `*\/*` alone or `application/json` first means JSON, as API clients expect.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  const quality = (type: string) => {
    let best = -1;
    for (const part of accept.split(',')) {
      const [media, ...params] = part.trim().toLowerCase().split(';');
      if (media.trim() !== type) continue;
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      best = Math.max(best, q ? Number(q[1]) : 1);
    }
    return best;
  };
  const html = quality('text/html');
  return html > 0 && html > quality('application/json');
}

export interface LinkRouteDeps {
  /** Authenticates and limits, as for every endpoint. */
  admit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined>;
  /** Runs an endpoint for an admitted request and sends its answer. */
  answer(request: FastifyRequest, reply: FastifyReply, name: EndpointName, part: RequestPart): Promise<FastifyReply>;
  /** The user of an admitted request. */
  userOf(request: FastifyRequest): string | undefined;
  /** E1's query parameter names. */
  queryNames: readonly string[];
}

export function graphLinkRoutes(app: FastifyInstance, deps: LinkRouteDeps): void {
  // GET <api>/graphs/<owner>/<name>: the saved graph as E1 answers for its name (read-only: no
  // doNotSave, no replace), with E1's response flags in the query; 404 unless the caller may see it.
  const names = deps.queryNames.filter((n) => n !== 'doNotSave' && n !== 'replace');
  app.get<{ Params: { owner: string; name: string } }>('/api/v1/graphs/:owner/:name', { onRequest: deps.admit }, async (request, reply) => {
    const raw = request.query as Record<string, unknown>;
    const { owner, name } = request.params;
    // A browser asks for a page: the picture needs the graph and the summary's names, whatever the query says.
    const page = prefersHtml(request.headers.accept);
    const query = page ? { ...canonicalQuery(raw, names), includeGraph: 'true', extendedGraphSummary: 'true', includeStatements: 'false' } : canonicalQuery(raw, names);
    reply.header('vary', 'Accept');
    return deps.answer(request, reply, 'graphAndStatements', {
      query,
      body: JSON.stringify({ name }),
      ignoredQuery: ignoredQuery(raw, names),
      owner,
      ...(page ? { page } : {}),
    });
  });
  // GET or POST <api>/token: who the token stands for.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/v1/token',
    onRequest: deps.admit,
    handler: async (request, reply) => reply.type('application/json; charset=utf-8').send(JSON.stringify({ userName: deps.userOf(request) })),
  });
}
