// E1 graphAndStatements: a text (or a saved graph, or both when saving) → its graph, statements and metrics.
import type { LanguageModel } from '../ai/client.js';
import { oneThread, type BetweennessRunner } from '../core/graph/betweenness.js';
import { badRequest } from '../core/errors.js';
import { graphResponse, type GraphResponse } from '../report/graph-response.js';
import type { StoreProvider } from '../store/types.js';
import { DEFAULT_MAX_NODES, finishAnalysis, graphOfBody, readGraphOfBody, responseFlags, type GraphReader } from './analysis-request.js';
import { graphBody, graphQuery, validate } from './schemas.js';

export interface GraphDeps {
  /** Opened only when the request saves or names a saved graph. */
  store(): StoreProvider;
  languageModel?: LanguageModel;
  /** Where betweenness is computed (default: this thread). */
  betweenness?: BetweennessRunner;
  /** Where the text is read into its graph (default: this thread). */
  reading?: GraphReader;
  /** The answer's relations made only as they are read (see ResponseContext). */
  lazyRelations?: boolean;
}

export async function graphAndStatements(rawQuery: unknown, rawBody: unknown, deps: GraphDeps): Promise<GraphResponse> {
  const query = validate(graphQuery, rawQuery, 'query');
  const body = validate(graphBody, rawBody, 'body');
  if (query.skipExisting && query.doNotSave !== false) throw badRequest('skipExisting needs doNotSave=false: it leaves out what a save already holds', 'skipExisting');
  const noInput = body.text === undefined && body.statements === undefined;
  // Saving, or a name without text (retrieval), needs the store; everything else never opens it.
  const saved =
    query.doNotSave === false || query.replace || (noInput && body.name !== undefined)
      ? await (await import('./saved-graphs.js')).savedAnalysis(deps.store(), query, body, query.maxNodes ?? DEFAULT_MAX_NODES)
      : undefined;
  if (!saved && noInput) throw badRequest('text is required (or statements, or the name of a saved graph)', 'text');
  const maxNodes = query.maxNodes ?? DEFAULT_MAX_NODES;
  const built = saved?.built ?? (deps.reading ? await readGraphOfBody(body, maxNodes, deps.reading, query.threads) : graphOfBody(body, maxNodes));
  const analysis = await finishAnalysis(built, query, deps.betweenness ?? oneThread);
  const { aiNames, warning } = body.aiTopics ? await (await import('../ai/topics.js')).nameTopics(analysis, deps.languageModel) : {};
  return graphResponse(analysis, responseFlags(query), {
    contextName: body.name ?? 'untitled',
    userName: body.userName ?? 'anonymous',
    isPublic: false,
    aiNames,
    warning,
    lazyRelations: deps.lazyRelations,
    ...saved?.context,
  });
}
