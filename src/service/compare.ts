// E7: several contexts (texts, statements, saved graphs) → one merged, overlapping or difference graph, with figures per context.
import { compareContexts, type CompareContext, type CompareMode, type Comparison, type ContextFigures } from '../core/compare.js';
import { toStatements } from '../core/text/statements.js';
import { graphResponse, type GraphResponse, type SavedLink } from '../report/graph-response.js';
import { ApiError, badRequest, notImplemented } from '../core/errors.js';
import type { StoreProvider } from '../store/types.js';
import { analyzeOptionsOf, DEFAULT_MAX_NODES, responseFlags } from './analysis-request.js';
import { savedStatementsOf, type SavedStatements } from './saved.js';
import { compareBody, compareQuery, validate, type CompareBody } from './schemas.js';

export interface CompareDeps {
  saved?: SavedStatements;
  /** The store, for doNotSave=false: each named text is saved as graphAndStatements saves it. */
  store?: () => StoreProvider;
}

/** The graph answer's envelope of the resulting graph, plus the mode and each context's figures; `saved` with doNotSave=false. */
export type CompareResponse = GraphResponse & { mode: CompareMode; contexts: ContextFigures[]; unclustered: string[]; saved?: SavedLink[] };

/**
 * doNotSave=false: each context that brings text or statements is saved under its name, as
 * graphAndStatements saves (appended to the graph of that name), and then compared as the whole
 * saved graph, as a context named alone would be. A context without a name cannot be saved.
 */
async function saveContexts(body: CompareBody, store: () => StoreProvider): Promise<{ body: CompareBody; saved: SavedLink[] }> {
  const { savedAnalysis } = await import('./saved-graphs.js');
  const saved: SavedLink[] = [];
  // Every context is checked before any is saved, so a nameless one further down leaves the store as it was.
  body.contexts.forEach((c, k) => {
    if ((c.text !== undefined || c.statements !== undefined) && !c.name?.trim()) {
      throw badRequest(`contexts.${k}.name is required to save the context (doNotSave=false)`, `contexts.${k}.name`);
    }
  });
  const contexts = [];
  for (const [k, context] of body.contexts.entries()) {
    if (context.text === undefined && context.statements === undefined) {
      contexts.push(context);
      continue;
    }
    const graphBody = { ...body, name: context.name, text: context.text, statements: context.statements, contexts: undefined };
    let outcome;
    try {
      outcome = await savedAnalysis(store(), { doNotSave: false }, graphBody, DEFAULT_MAX_NODES);
    } catch (error) {
      // The save's errors name the body's fields; here they are the context's.
      if (error instanceof ApiError && error.field && ['name', 'text', 'statements'].some((f) => error.field === f || error.field!.startsWith(`${f}.`))) {
        throw new ApiError(error.status, error.code, error.message.replace(new RegExp(`^${error.field}\\b`), `contexts.${k}.${error.field}`), `contexts.${k}.${error.field}`);
      }
      throw error;
    }
    saved.push(outcome.context.saved);
    contexts.push({ name: outcome.context.contextName });
  }
  return { body: { ...body, contexts }, saved };
}

/** The text-processing fields of a compare request: they apply to every context alike, so the graphs line up. */
export type CompareSettings = Pick<
  CompareBody,
  'contexts' | 'userName' | 'stopwords' | 'language' | 'contextSettings' | 'modifyAnalyzedText' | 'replaceEntities' | 'analysis'
>;

/**
 * Each context's statements, ids prefixed with the context's position (`1_4` is line 4 of the
 * second context) so they stay unique in the result. A context's label is its `name`, else
 * `context <k>` counted from 1; `name` alone (no text, no statements) is a saved graph.
 */
export async function contextsOf(body: CompareSettings, deps: CompareDeps): Promise<CompareContext[]> {
  const viewer = body.userName ?? 'anonymous';
  return Promise.all(
    body.contexts.map(async (context, k) => {
      const field = `contexts.${k}`;
      let statements;
      if (context.statements !== undefined || context.text !== undefined) {
        statements = toStatements({ text: context.text, statements: context.statements });
        if (statements.length === 0) {
          const source = context.statements !== undefined ? 'statements' : 'text';
          throw badRequest(`${field}.${source} is empty: give each context some text`, `${field}.${source}`);
        }
      } else if (context.name) {
        statements = await savedStatementsOf(deps.saved, context.name, viewer, `${field}.name`);
      } else {
        throw badRequest(`${field} needs a source: text, statements, or the name of a saved graph`, field);
      }
      return {
        name: context.name ?? `context ${k + 1}`,
        statements: statements.map((s) => ({ ...s, id: `${k}_${s.id}` })),
      };
    }),
  );
}

/** The comparison itself, for E7 and for anything built on it (E8's advice): contexts → the resulting graph's Analysis and figures. */
export async function comparedGraph(body: CompareSettings, mode: CompareMode, maxNodes: number, deps: CompareDeps = {}): Promise<Comparison> {
  const contexts = await contextsOf(body, deps);
  return compareContexts(contexts, mode, analyzeOptionsOf(body, maxNodes), true);
}

export async function compareGraphs(rawQuery: unknown, rawBody: unknown, deps: CompareDeps = {}): Promise<CompareResponse> {
  const query = validate(compareQuery, rawQuery, 'query');
  const validated = validate(compareBody, rawBody, 'body');
  if (query.doNotSave === false && !deps.store) throw notImplemented('Saving compared texts (doNotSave=false) without a store');
  const { body, saved } = query.doNotSave === false ? await saveContexts(validated, deps.store!) : { body: validated, saved: undefined };
  const mode = query.mode ?? 'merge';
  const comparison = await comparedGraph(body, mode, query.maxNodes ?? DEFAULT_MAX_NODES, deps);
  const flags = { ...responseFlags(query), includeStatements: query.includeStatements ?? false };
  const response = graphResponse(comparison.analysis, flags, {
    contextName: body.name ?? `${mode} of ${comparison.contexts.map((c) => c.name).join(', ')}`,
    userName: body.userName ?? 'anonymous',
    isPublic: false,
  });
  return { ...response, mode, contexts: comparison.contexts, unclustered: comparison.unclustered, ...(saved ? { saved } : {}) };
}
