// LocalService: every endpoint computed on this machine by the analysis core.
import { analyze, type Analysis, type AnalyzeOptions } from '../core/analyze.js';
import { DEFAULT_SETTINGS, type ContextSettings } from '../core/text/settings.js';
import { toStatements } from '../core/text/statements.js';
import type { Statement } from '../core/types.js';
import { graphResponse, type GraphResponse, type ResponseFlags } from '../report/graph-response.js';
import { badRequest, notImplemented } from './errors.js';
import { graphBody, graphQuery, validate, type GraphBody, type GraphQuery } from './schemas.js';
import { ENDPOINTS, type Service } from './service.js';
import { storePath } from '../store/path.js';
import { storeAt } from '../store/provider.js';
import type { StoreProvider } from '../store/types.js';
import { compareGraphs as compareLocal } from './compare-graphs.js';
import * as e3 from './dot-graph.js';
import type { LanguageModel } from '../ai/client.js';
import type { AdviceCall, AdviceDeps } from '../ai/advice.js';

/** The reference service's node cap. */
export const DEFAULT_MAX_NODES = 150;

export interface LocalOptions {
  /** The language model for topic names and advice (src/ai/client.ts); none: aiTopics warns, advice says how to configure one. */
  languageModel?: LanguageModel;
  /** The store of saved graphs (E1 saving and retrieval, E5, E6); default: the CLI's default place (TNA_DB, XDG). */
  store?: StoreProvider;
}

/** Timestamps arrive as ISO strings or as Unix times (seconds or milliseconds). */
function isoTimestamp(value: string | number | null | undefined, index: number): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = typeof value === 'number' ? new Date(value < 1e12 ? value * 1000 : value) : new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest(`timestamps.${index} is not a date: ${JSON.stringify(value)}`, `timestamps.${index}`);
  return date.toISOString();
}

function categoriesOf(value: string | string[] | null | undefined): string[] | undefined {
  if (value === null || value === undefined) return undefined;
  return (Array.isArray(value) ? value : value.split(/[;,]/)).map((c) => c.trim()).filter(Boolean);
}

export function statementsOf(body: Pick<GraphBody, 'text' | 'statements' | 'timestamps' | 'categories'>): Statement[] {
  return toStatements({
    text: body.text,
    statements: body.statements,
    timestamps: body.timestamps?.map(isoTimestamp),
    categories: body.categories?.map(categoriesOf),
  });
}

export function settingsOf(body: Pick<GraphBody, 'contextSettings'>): ContextSettings {
  const given = Object.fromEntries(Object.entries(body.contextSettings ?? {}).filter(([, v]) => v !== undefined));
  return { ...DEFAULT_SETTINGS, ...given };
}

/** The analysis options a request's text-processing fields describe, with their defaults. */
export function analyzeOptionsOf(
  body: Pick<GraphBody, 'language' | 'stopwords' | 'contextSettings' | 'modifyAnalyzedText' | 'replaceEntities'>,
  maxNodes: number,
): AnalyzeOptions {
  return {
    language: body.language ?? 'auto',
    stopwords: body.stopwords ?? [],
    settings: settingsOf(body),
    modifyAnalyzedText: body.modifyAnalyzedText ?? 'none',
    replaceEntities: body.replaceEntities ?? true,
    maxNodes,
  };
}

/** Runs the core on a request's text, or says clearly why there is nothing to analyze. */
export function analyzeBody(body: GraphBody, maxNodes: number): Analysis {
  const statements = statementsOf(body);
  const field = body.statements ? 'statements' : 'text';
  if (statements.length === 0) throw badRequest(`${field} is empty: give some text to analyze`, field);
  const analysis = analyze(statements, analyzeOptionsOf(body, maxNodes));
  if (analysis.graph.names.length === 0) {
    throw badRequest(`${field} has no concepts left after removing stopwords, numbers and links (language: ${analysis.language})`, field);
  }
  return analysis;
}

export function responseFlags(query: GraphQuery): ResponseFlags {
  return {
    addStats: query.addStats ?? true,
    includeStatements: query.includeStatements ?? true,
    includeGraphSummary: query.includeGraphSummary ?? false,
    extendedGraphSummary: query.extendedGraphSummary ?? true,
    includeGraph: query.includeGraph ?? true,
    gapDepth: query.gapDepth ?? 0,
    compactStatements: query.compactStatements ?? false,
    compactGraph: query.compactGraph ?? false,
  };
}

export class LocalService implements Service {
  constructor(private readonly options: LocalOptions = {}) {}

  private storeProvider?: StoreProvider;
  /** The store of saved graphs; nothing is opened (or created) until a request needs it. */
  private store(): StoreProvider {
    return (this.storeProvider ??= this.options.store ?? storeAt(storePath(undefined, process.env, process.cwd())));
  }

  /** A saved graph's statements as `viewer` may see them (for E3 and E7 by name); undefined when there is none. */
  savedStatements = async (name: string, viewer: string): Promise<Statement[] | undefined> =>
    (await import('./saved-graphs.js')).savedStatements(this.store(), name, viewer);

  async graphAndStatements(rawQuery: unknown, rawBody: unknown): Promise<GraphResponse> {
    const query = validate(graphQuery, rawQuery, 'query');
    const body = validate(graphBody, rawBody, 'body');
    const noInput = body.text === undefined && body.statements === undefined;
    // Saving, or a name without text (retrieval), needs the store; everything else never opens it.
    const saved =
      query.doNotSave === false || query.replace || (noInput && body.name !== undefined)
        ? await (await import('./saved-graphs.js')).savedAnalysis(this.store(), query, body, query.maxNodes ?? DEFAULT_MAX_NODES)
        : undefined;
    if (!saved && noInput) throw badRequest('text is required (or statements, or the name of a saved graph)', 'text');
    const analysis = saved?.analysis ?? analyzeBody(body, query.maxNodes ?? DEFAULT_MAX_NODES);
    const { aiNames, warning } = body.aiTopics ? await (await import('../ai/topics.js')).nameTopics(analysis, this.options.languageModel) : {};
    return graphResponse(analysis, responseFlags(query), {
      contextName: body.name ?? 'untitled',
      userName: body.userName ?? 'anonymous',
      isPublic: false,
      aiNames,
      warning,
      ...saved?.context,
    });
  }

  graphAndAdvice = async (query: unknown, body: unknown, call?: AdviceCall) =>
    (await import('../ai/advice.js')).graphAndAdvice(query, body, this.adviceDeps(), call);
  dotGraph = (query: unknown, body: unknown) => e3.dotGraph(query, body);
  dotGraphFromText = (query: unknown, body: unknown) =>
    e3.dotGraphFromText(query, body, { languageModel: this.options.languageModel, saved: this.savedStatements });
  graphAiAdvice = async (query: unknown, body: unknown, call?: AdviceCall) =>
    (await import('../ai/advice.js')).graphAiAdvice(query, body, this.adviceDeps(), call);
  listGraphs: Service['listGraphs'] = async (_query, body) => (await import('./list-graphs.js')).listSavedGraphs(this.store(), body);
  search: Service['search'] = async (query, body) => (await import('./search.js')).searchSaved(this.store(), query, body, DEFAULT_MAX_NODES);
  compareGraphs = (query: unknown, body: unknown) => compareLocal(query, body, { saved: this.savedStatements });
  graphsAndAiAdvice = async (query: unknown, body: unknown, call?: AdviceCall) =>
    (await import('../ai/advice.js')).graphsAndAiAdvice(query, body, this.adviceDeps(), call);
  private adviceDeps = (): AdviceDeps => ({ languageModel: this.options.languageModel, saved: this.savedStatements });
  engineSearchResultsGraph = pending('engineSearchResultsGraph');
  engineSearchResultsAiAdvice = pending('engineSearchResultsAiAdvice');
  engineSearchIntentGraph = pending('engineSearchIntentGraph');
  engineSearchIntentAiAdvice = pending('engineSearchIntentAiAdvice');
  engineSearchVsIntentGraph = pending('engineSearchVsIntentGraph');
  engineSearchVsIntentAiAdvice = pending('engineSearchVsIntentAiAdvice');
}

/** An endpoint whose issue has not landed: a 501 that names it. */
function pending(name: keyof Service) {
  return async (): Promise<never> => {
    const { id, path } = ENDPOINTS[name];
    throw notImplemented(`${id} (${path})`);
  };
}

