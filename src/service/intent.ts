// The web-search endpoints: the graph of search results (E9), of search intent (E11), and of what
// intent asks that the results do not answer (E13); each with AI advice (E10, E12, E14).
import type { AdviceCall, AdviceJob, AdviceResponse } from '../ai/advice-run.js';
import type { LanguageModel } from '../ai/client.js';
import type { Analysis } from '../core/analyze.js';
import { compareContexts, type ComparisonMode, type ContextFigures } from '../core/compare.js';
import { badRequest, notImplemented } from '../core/errors.js';
import { toStatements } from '../core/text/statements.js';
import { graphResponse, type GraphResponse } from '../report/graph-response.js';
import type { StoreProvider } from '../store/types.js';
import { analysisAdviceJob } from './advice.js';
import { analyzeBody, analyzeOptionsOf, DEFAULT_MAX_NODES, finishAnalysis, responseFlags } from './analysis-request.js';
import { graphAndStatements } from './graph.js';
import { MAX_NAME_LENGTH } from './graph-names.js';
import * as w from './intent-schemas.js';
import { analysisLanguage, intentStatements, resultStatements, seedStopwords, type SourceStatements, type WebSources } from './intent-sources.js';
import { adviceQuery, graphQuery, validate, type AdviceQuery, type GraphBody, type GraphQuery } from './schemas.js';
import type { BetweennessRunner } from '../core/graph/betweenness.js';

export interface IntentDeps extends WebSources {
  /** Opened only when a graph is saved. */
  store(): StoreProvider;
  languageModel?: LanguageModel;
  /** Where betweenness is computed (worker threads); default: this thread. */
  betweenness?: BetweennessRunner;
}

/** The graph E13 answers with: E1's envelope, plus (ours, as E7) the comparison mode and each side's figures. */
export type VsIntentResponse = GraphResponse & { compareMode: ComparisonMode; contexts: ContextFigures[] };

type Kind = 'results' | 'intent';
type VsMode = (typeof w.VS_COMPARE_MODES)[number];
const KIND_NAMES: Record<Kind | 'vs', string> = { results: 'search results', intent: 'search intent', vs: 'search intent versus results' };

/** A graph's default name: `search results: <query>`, within the name limit. */
function graphName(kind: Kind | 'vs', body: w.WebFields): string {
  return body.name ?? `${KIND_NAMES[kind]}: ${body.searchQuery.trim()}`.slice(0, MAX_NAME_LENGTH);
}

/** The E1 body of a graph of web statements: its categories, the query's words as stopwords, type ENGINE. */
function graphBodyOf(kind: Kind, body: w.WebFields, source: SourceStatements): GraphBody {
  return {
    name: graphName(kind, body),
    statements: source.statements,
    categories: source.categories,
    stopwords: seedStopwords(body),
    contextSettings: body.contextSettings,
    language: analysisLanguage(body),
    analysis: body.analysis,
    contextType: 'ENGINE',
    userName: body.userName,
    aiTopics: body.aiTopics,
  };
}

/**
 * Web-search graphs are saved unless the request says otherwise (doNotSave defaults to false, as
 * for the hosted service; doNotAddGraph=true also keeps them out); saving replaces the graph of
 * that name, since a new search is a new picture of the web, not more of the same.
 */
function saves(query: { doNotSave?: boolean }, body: { doNotAddGraph?: boolean }): boolean {
  return query.doNotSave !== true && body.doNotAddGraph !== true;
}

function withWarning<T extends { entriesAndGraphOfContext: { warning?: string } }>(response: T, warning: string | undefined): T {
  if (!warning) return response;
  const envelope = response.entriesAndGraphOfContext;
  envelope.warning = envelope.warning ? `${warning}; ${envelope.warning}` : warning;
  return response;
}

async function sourceGraph(kind: Kind, query: GraphQuery, body: w.WebFields & { doNotAddGraph?: boolean }, source: SourceStatements, deps: IntentDeps): Promise<GraphResponse> {
  const save = saves(query, body);
  const response = await graphAndStatements({ ...query, doNotSave: !save, replace: save || undefined }, graphBodyOf(kind, body, source), deps);
  return withWarning(response, source.warning);
}

export async function searchResultsGraph(rawQuery: unknown, rawBody: unknown, deps: IntentDeps): Promise<GraphResponse> {
  // The whole request is checked before a provider is asked: a mistake costs no search.
  const query = validate(graphQuery, rawQuery, 'query');
  const body = validate(w.searchResultsGraphBody, rawBody, 'body');
  return sourceGraph('results', query, body, await resultStatements(body, deps), deps);
}

export async function searchIntentGraph(rawQuery: unknown, rawBody: unknown, deps: IntentDeps): Promise<GraphResponse> {
  const query = validate(graphQuery, rawQuery, 'query');
  const body = validate(w.searchIntentGraphBody, rawBody, 'body');
  return sourceGraph('intent', query, body, await intentStatements(body, deps), deps);
}

/**
 * Both graphs side by side, compared (difference by default): intent is what people ask, results
 * what the web answers. The comparison is never saved.
 */
async function vsComparison(query: { doNotSave?: boolean; compareMode?: VsMode; maxNodes?: number }, body: w.VsGraphBody, deps: IntentDeps) {
  if (query.doNotSave === false) throw notImplemented('Saving the graph of search intent versus results (doNotSave=false)');
  const mode = query.compareMode ?? 'difference';
  const [results, intent] = await Promise.all([resultStatements(body, deps), intentStatements(body, deps)]);
  const options = analyzeOptionsOf({ stopwords: seedStopwords(body), contextSettings: body.contextSettings, language: analysisLanguage(body), analysis: body.analysis }, query.maxNodes ?? DEFAULT_MAX_NODES);
  const side = (kind: Kind, k: number, source: SourceStatements) => ({
    name: KIND_NAMES[kind],
    statements: toStatements({ statements: source.statements, categories: source.categories }).map((s) => ({ ...s, id: `${k}_${s.id}` })),
  });
  const comparison = compareContexts([side('results', 0, results), side('intent', 1, intent)], mode, options);
  const warning = [results.warning, intent.warning].filter(Boolean).join('; ') || undefined;
  return { mode, comparison, warning };
}

export async function searchVsIntentGraph(rawQuery: unknown, rawBody: unknown, deps: IntentDeps): Promise<VsIntentResponse> {
  const query = validate(w.vsGraphQuery, rawQuery, 'query');
  const body = validate(w.vsGraphBody, rawBody, 'body');
  const { mode, comparison, warning } = await vsComparison(query, body, deps);
  const { aiNames, warning: namingWarning } = body.aiTopics && comparison.analysis.graph.names.length > 0
    ? await (await import('../ai/topics.js')).nameTopics(comparison.analysis, deps.languageModel)
    : {};
  const response = graphResponse(comparison.analysis, responseFlags(query), {
    contextName: graphName('vs', body),
    userName: body.userName ?? 'anonymous',
    isPublic: false,
    aiNames,
    warning: [warning, namingWarning].filter(Boolean).join('; ') || undefined,
  });
  return { ...response, compareMode: mode, contexts: comparison.contexts };
}

/** The analysis advice is built on, saved first when the request saves (as its graph endpoint would). */
async function adviceAnalysis(kind: Kind, query: AdviceQuery, body: w.WebFields, source: SourceStatements, deps: IntentDeps): Promise<Analysis> {
  const graphBody = graphBodyOf(kind, body, source);
  const maxNodes = query.maxNodes ?? DEFAULT_MAX_NODES;
  if (!saves(query, {})) return analyzeBody(graphBody, maxNodes, deps.betweenness);
  const { savedAnalysis } = await import('./saved-graphs.js');
  const saveQuery: GraphQuery = { doNotSave: false, replace: true };
  return finishAnalysis((await savedAnalysis(deps.store(), saveQuery, graphBody, maxNodes)).built, {}, deps.betweenness);
}

const GRAPH_NOTES: Record<Kind | VsMode, string> = {
  results: 'the graph of the web search results for a query (titles and snippets)',
  intent: 'the graph of what people search for around a query (related searches, questions, suggestions)',
  difference: 'what people search for around a query that the web search results do not yet connect: relations of search intent absent from the results',
  difference_nodes: 'what people search for around a query that the web search results do not mention at all: concepts of search intent absent from the results',
};

async function sourceAdviceJob(kind: Kind, query: AdviceQuery, body: w.SearchResultsAdviceBody | w.SearchIntentAdviceBody, source: SourceStatements, deps: IntentDeps): Promise<AdviceJob> {
  const analysis = await adviceAnalysis(kind, query, body, source, deps);
  return analysisAdviceJob(analysis, query, body, { contextName: graphName(kind, body), graphNote: GRAPH_NOTES[kind], warning: source.warning });
}

export type IntentAdviceEndpoint = 'engineSearchResultsAiAdvice' | 'engineSearchIntentAiAdvice' | 'engineSearchVsIntentAiAdvice';

/** The advice job of a web-search advice request (run by the model, or shown by --prompt-only). */
export async function intentAdviceJob(endpoint: IntentAdviceEndpoint, rawQuery: unknown, rawBody: unknown, deps: IntentDeps): Promise<AdviceJob> {
  switch (endpoint) {
    case 'engineSearchResultsAiAdvice': {
      const query = validate(adviceQuery, rawQuery, 'query');
      const body = validate(w.searchResultsAdviceBody, rawBody, 'body');
      return sourceAdviceJob('results', query, body, await resultStatements(body, deps), deps);
    }
    case 'engineSearchIntentAiAdvice': {
      const query = validate(adviceQuery, rawQuery, 'query');
      const body = validate(w.searchIntentAdviceBody, rawBody, 'body');
      return sourceAdviceJob('intent', query, body, await intentStatements(body, deps), deps);
    }
    case 'engineSearchVsIntentAiAdvice': {
      const query = validate(w.vsAdviceQuery, rawQuery, 'query');
      const body = validate(w.vsAdviceBody, rawBody, 'body');
      const { mode, comparison, warning } = await vsComparison(query, body, deps);
      if (comparison.analysis.graph.names.length === 0) {
        throw badRequest(`searchQuery: the search results already cover everything the search intent holds (${mode}), so there is nothing to advise on`, 'searchQuery');
      }
      return analysisAdviceJob(comparison.analysis, query, body, {
        contextName: graphName('vs', body),
        graphNote: GRAPH_NOTES[mode],
        warning,
      });
    }
  }
}

export async function intentAdvice(endpoint: IntentAdviceEndpoint, query: unknown, body: unknown, deps: IntentDeps, call?: AdviceCall): Promise<AdviceResponse> {
  const { runJob } = await import('../ai/advice-run.js');
  return runJob(await intentAdviceJob(endpoint, query, body, deps), deps.languageModel, call);
}

/** The exact messages a web-search advice request would send (--prompt-only): the provider is asked, the model is not. */
export async function intentAdvicePrompts(endpoint: IntentAdviceEndpoint, query: unknown, body: unknown, deps: IntentDeps) {
  const { promptsOf } = await import('../ai/advice-run.js');
  const job = await intentAdviceJob(endpoint, query, body, deps);
  return promptsOf(job, job.givenNames);
}
