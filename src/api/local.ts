// LocalService: every endpoint computed on this machine by the analysis core.
import { analyze, type Analysis } from '../core/analyze.js';
import { DEFAULT_SETTINGS, type ContextSettings } from '../core/text/settings.js';
import { toStatements } from '../core/text/statements.js';
import type { Statement } from '../core/types.js';
import { graphResponse, type GraphResponse, type ResponseFlags } from '../report/graph-response.js';
import { badRequest, notImplemented } from './errors.js';
import { graphBody, graphQuery, validate, type GraphBody, type GraphQuery } from './schemas.js';
import { ENDPOINTS, type Service } from './service.js';

/** The reference service's node cap. */
export const DEFAULT_MAX_NODES = 150;

export interface LocalOptions {
  /** Whether a language model is configured (topic names, advice). */
  languageModel?: boolean;
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

/** Runs the core on a request's text, or says clearly why there is nothing to analyze. */
export function analyzeBody(body: GraphBody, maxNodes: number): Analysis {
  const statements = statementsOf(body);
  const field = body.statements ? 'statements' : 'text';
  if (statements.length === 0) throw badRequest(`${field} is empty: give some text to analyze`, field);
  const analysis = analyze(statements, {
    language: body.language ?? 'auto',
    stopwords: body.stopwords ?? [],
    settings: settingsOf(body),
    modifyAnalyzedText: body.modifyAnalyzedText ?? 'none',
    replaceEntities: body.replaceEntities ?? true,
    maxNodes,
  });
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

  async graphAndStatements(rawQuery: unknown, rawBody: unknown): Promise<GraphResponse> {
    const query = validate(graphQuery, rawQuery, 'query');
    const body = validate(graphBody, rawBody, 'body');
    if (query.doNotSave === false) throw notImplemented('Saving graphs (doNotSave=false)');
    if (body.text === undefined && body.statements === undefined) {
      if (body.name) throw notImplemented(`Retrieving the saved graph "${body.name}"`);
      throw badRequest('text is required (or statements, or the name of a saved graph)', 'text');
    }
    const analysis = analyzeBody(body, query.maxNodes ?? DEFAULT_MAX_NODES);
    const warning =
      body.aiTopics && !this.options.languageModel
        ? 'aiTopics: no language model is configured (set OPENAI_API_KEY or OPENAI_BASE_URL), so clusters are named by their top concepts'
        : undefined;
    return graphResponse(analysis, responseFlags(query), {
      contextName: body.name ?? 'untitled',
      userName: body.userName ?? 'anonymous',
      isPublic: false,
      warning,
    });
  }

  graphAndAdvice = pending('graphAndAdvice');
  dotGraph = pending('dotGraph');
  dotGraphFromText = pending('dotGraphFromText');
  graphAiAdvice = pending('graphAiAdvice');
  listGraphs = pending('listGraphs') as Service['listGraphs'];
  search = pending('search');
  compareGraphs = pending('compareGraphs');
  graphsAndAiAdvice = pending('graphsAndAiAdvice');
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

