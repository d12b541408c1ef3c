// What an operator's tools ask of tna serve beside the API: liveness and readiness for an
// orchestrator or a load balancer, and the security headers every answer carries.
import type { FastifyInstance } from 'fastify';
import type { Executor } from './worker-pool.js';

/** The saved-graph page's policy: its inline script and style, images it draws itself, nothing from elsewhere. */
const PAGE_POLICY = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data: blob:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** The readiness probe lists this user's graphs: a read of the store that finds nothing and changes nothing. */
const READINESS_USER = 'tna-readiness-probe';
const JSON_TYPE = 'application/json; charset=utf-8';

export function operatorRoutes(app: FastifyInstance, deps: { executor: Executor; closing(): boolean }): void {
  app.addHook('onSend', async (_request, reply) => {
    // Every answer: no guessing of content types, no address leaked to other sites.
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    // The page of a graph is self-contained: its own inline script and style, and nothing fetched.
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.header('content-security-policy', PAGE_POLICY);
  });

  // GET /healthz: the process answers. GET /readyz: it can take requests — not draining, and a
  // worker reads the store. Neither needs a token nor counts against a limit.
  app.get('/healthz', async (_request, reply) => reply.type(JSON_TYPE).send('{"status":"ok"}'));
  app.get('/readyz', async (_request, reply) => {
    const notReady = (reason: string) => reply.code(503).header('retry-after', '1').type(JSON_TYPE).send(JSON.stringify({ status: 'unavailable', reason }));
    if (deps.closing()) return notReady('the server is shutting down');
    const probe = await deps.executor.run({ endpoint: 'listGraphs', query: {}, body: '{"query":"readiness"}', user: READINESS_USER, keyless: false });
    if (probe.status !== 200) return notReady(`the store or the workers do not answer (status ${probe.status})`);
    return reply.type(JSON_TYPE).send('{"status":"ready"}');
  });
}
