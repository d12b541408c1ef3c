// E1 against the store: saving a request's statements to a named graph, and analyzing a saved graph by name.
import { isLanguage } from '../core/text/stopwords.js';
import { conceptGraph, type BuiltGraph } from '../core/analyze.js';
import type { Statement } from '../core/types.js';
import type { ResponseContext } from '../report/graph-response.js';
import type { GraphContext, SavedSettings, StoredStatement, StoreProvider } from '../store/types.js';
import { badRequest } from '../core/errors.js';
import { graphNameOf, graphUrl, notFound, ownerOf } from './graph-names.js';
import { hasLoneSurrogate, LONE_SURROGATE } from './storable-text.js';
import { analyzeOptions, mergeSettings, requestedSettings } from './saved-settings.js';
import type { GraphBody, GraphQuery } from './schemas.js';
import { statementsOf, withConcepts } from './analysis-request.js';
import { RELATED_MAX_NODES, searchIndexOf } from './search-index.js';

/** A saved statement as the core sees it: its saved time stands in for a timestamp it was not given. */
export function coreStatement(s: StoredStatement, id = s.id): Statement {
  return { id, content: s.content, categories: s.categories, timestamp: s.timestamp ?? s.createdAt };
}

/** The number of distinct concepts, before the node cap: what `nodeCount` reports in E5. */
export function conceptCount(built: BuiltGraph): number {
  const concepts = new Set<string>();
  for (const s of built.statements) for (const c of s.concepts) concepts.add(c);
  return concepts.size;
}

/** The concept graph of saved statements (its metrics are computed after the store is left). */
export function savedGraph(statements: readonly Statement[], settings: SavedSettings, maxNodes: number, field: string): BuiltGraph {
  return withConcepts(conceptGraph(statements, analyzeOptions(settings, maxNodes)), field);
}

/** A saved graph as the E1 response names it; `saved` adds graphName and graphUrl. */
export type SavedContext = Required<Pick<ResponseContext, 'contextName' | 'userName' | 'isPublic' | 'saved'>> & Pick<ResponseContext, 'alreadySaved'>;

export interface SavedAnalysis {
  built: BuiltGraph;
  context: SavedContext;
}

function responseContext(context: GraphContext): SavedContext {
  return {
    contextName: context.name,
    userName: context.owner,
    isPublic: context.isPublic,
    saved: { graphName: context.name, graphUrl: graphUrl(context.owner, context.name) },
  };
}

/**
 * E1 when the store is involved: `doNotSave=false` saves the request's statements (appending,
 * or replacing with `replace=true`); a request with a name and no text analyzes the saved graph.
 */
export async function savedAnalysis(store: StoreProvider, query: GraphQuery, body: GraphBody, maxNodes: number): Promise<SavedAnalysis> {
  if (query.replace && query.doNotSave !== false) throw badRequest('replace needs doNotSave=false: it replaces a graph while saving', 'replace');
  const hasInput = body.text !== undefined || body.statements !== undefined;
  if (!hasInput) {
    if (query.replace) throw badRequest('replace needs text or statements to replace the graph with', 'text');
    return retrieve(store, body, maxNodes);
  }
  const name = graphNameOf(body.name, 'name', 'a name to save the graph under');
  const owner = ownerOf(body.userName);
  const statements = statementsOf(body);
  const field = body.statements ? 'statements' : 'text';
  if (statements.length === 0) throw badRequest(`${field} is empty: give some text to save`, field);
  unstorableField(body, field);
  const requested = requestedSettings(body);
  const saving = await store('write');
  const outcome = await saving!.saveGraph(
    { owner, name, statements, replace: query.replace ?? false, skipExisting: query.skipExisting ?? false, contextType: body.contextType, settings: (previous) => mergeSettings(previous, requested) },
    (all, context) => {
      // Inside the save's transaction: a graph with nothing to analyze is not saved at all.
      const statements = all.map((s) => coreStatement(s));
      const built = savedGraph(statements, context.settings, maxNodes, field);
      // Stored for `related`, which reads a graph with the reference service's node cap: a graph saved with another has none.
      const searchIndex = maxNodes === RELATED_MAX_NODES ? JSON.stringify(searchIndexOf(statements, built, analyzeOptions(context.settings, maxNodes))) : undefined;
      return { language: built.language, nodeCount: conceptCount(built), result: built, searchIndex };
    },
  );
  return { built: outcome.result, context: { ...responseContext(outcome.context), alreadySaved: outcome.alreadySaved } };
}

async function retrieve(store: StoreProvider, body: GraphBody, maxNodes: number): Promise<SavedAnalysis> {
  // Only a name was sent: errors about it name it (a request with neither is told about text).
  if (body.name === undefined) throw badRequest('text is required (or statements, or the name of a saved graph)', 'text');
  const name = graphNameOf(body.name, 'name', 'the name of a saved graph');
  const viewer = ownerOf(body.userName);
  const reading = await store('read');
  const context = await reading?.findGraph(viewer, name);
  if (!reading || !context) throw notFound(name, viewer);
  const statements = (await reading.statementsOf(context)).map((s) => coreStatement(s));
  const settings = mergeSettings(context.settings, requestedSettings(body));
  // A graph keeps the language it was analysed in when it was saved, unless the request names one.
  if (settings.language === undefined && isLanguage(context.language)) settings.language = context.language;
  return { built: savedGraph(statements, settings, maxNodes, 'name'), context: responseContext(context) };
}

/** Refuses what would not read back as sent: statements, their categories, the context type. */
function unstorableField(body: GraphBody, field: 'text' | 'statements'): void {
  const bad = (where: string): never => {
    throw badRequest(`${where} ${LONE_SURROGATE}`, where);
  };
  if (body.text !== undefined && field === 'text' && hasLoneSurrogate(body.text)) bad('text');
  body.statements?.forEach((s, i) => hasLoneSurrogate(s) && bad(`statements.${i}`));
  body.categories?.forEach((c, i) => (Array.isArray(c) ? c : [c ?? '']).some(hasLoneSurrogate) && bad(`categories.${i}`));
  if (body.contextType !== undefined && hasLoneSurrogate(body.contextType)) bad('contextType');
}

/** The statements of the graph `name` that `viewer` may see, for endpoints that take a saved graph by name. */
export async function savedStatements(store: StoreProvider, name: string, viewer: string): Promise<Statement[] | undefined> {
  const reading = await store('read');
  const context = await reading?.findGraph(viewer, name.trim());
  return context && (await reading!.statementsOf(context)).map((s) => coreStatement(s));
}

/**
 * A saved graph as `related` reads it: how many statements it holds, its settings, what its last
 * save stored for questions (if anything), and its statements, read only when asked for: all of
 * them (to make its index again, or for an embedding model), or those an answer names.
 */
export interface SavedSearch {
  count: number;
  settings: SavedSettings;
  index?: string;
  statements(): Promise<Statement[]>;
  /** The statements at these places (in id order), in the order given; a place the graph no longer holds is left out. */
  statementsAt(places: readonly number[]): Promise<Statement[]>;
}

/** The graph `name` that `viewer` may see, as `related` reads it; undefined when there is none. */
export async function savedSearch(store: StoreProvider, name: string, viewer: string): Promise<SavedSearch | undefined> {
  const reading = await store('read');
  const context = await reading?.findGraph(viewer, name.trim());
  if (!reading || !context) return undefined;
  const ref = { owner: context.owner, name: context.name };
  return {
    count: context.statementCount,
    settings: context.settings,
    index: await reading.searchIndexOf?.(ref),
    statements: async () => (await reading.statementsOf(ref)).map((s) => coreStatement(s)),
    statementsAt: async (places) => (await reading.statementsAt(ref, places)).map((s) => coreStatement(s)),
  };
}
