// The advice endpoints E2 (graphAndAdvice), E4 (graphAiAdvice) and E8 (graphsAndAiAdvice): each
// request → an advice job (its graph, focus and prompt settings), which src/ai/advice-run.ts asks
// the model about; or, for --prompt-only, the prompts the job would send.
import { promptsOf, runJob, type AdviceCall, type AdviceJob, type AdviceResponse } from '../ai/advice-run.js';
import type { ChatMessage, LanguageModel } from '../ai/client.js';
import { defaultOptimize, type RequestMode } from '../ai/prompts.js';
import type { Analysis } from '../core/analyze.js';
import { badRequest, notImplemented } from '../core/errors.js';
import { clusterViews } from '../report/cluster-views.js';
import { DotWriter } from '../report/dot.js';
import { graphResponse, type SavedLink } from '../report/graph-response.js';
import type { TopicNames } from '../report/views.js';
import { analyzeBody, DEFAULT_MAX_NODES, finishAnalysis, responseFlags } from './analysis-request.js';
import type { StoreProvider } from '../store/types.js';
import { analysisFromNodeLink } from './node-link.js';
import { savedStatementsOf, type SavedStatements } from './saved.js';
import {
  adviceBody,
  adviceQuery,
  aiAdviceBody,
  aiAdviceQuery,
  compareAdviceBody,
  compareAdviceQuery,
  validate,
  type AdviceBody,
  type AdviceQuery,
} from './schemas.js';
import type { BetweennessRunner } from '../core/graph/betweenness.js';

export type { AdviceCall, AdviceResponse } from '../ai/advice-run.js';

export interface AdviceDeps {
  languageModel?: LanguageModel;
  /** Saved graphs by name (E2 without text, E8 contexts by name). */
  saved?: SavedStatements;
  /** Where betweenness is computed (worker threads); default: this thread. */
  betweenness?: BetweennessRunner;
  /** The store, for E2 with doNotSave=false (saving the text as graphAndStatements does). */
  store?: () => StoreProvider;
}

/** promptChatContext and userPrompt as chat messages; a bare string is a user turn. */
function historyOf(items: readonly (string | { role: string; content: string })[] | undefined, field: string): ChatMessage[] {
  return (items ?? []).map((item, i) => {
    if (typeof item === 'string') return { role: 'user', content: item };
    if (item.role !== 'user' && item.role !== 'assistant' && item.role !== 'system') {
      throw badRequest(`${field}.${i}.role must be one of user, assistant, system`, `${field}.${i}.role`);
    }
    return { role: item.role, content: item.content };
  });
}

/** The prompt settings and focus choices every advice body shares. */
function adviceSettings(
  body: Pick<AdviceBody, 'prompt' | 'systemPrompt' | 'promptChatContext' | 'pinnedNodes' | 'topicsToProcess' | 'modelToUse'> & { requestMode?: RequestMode },
  query: { optimize?: string; transcend?: boolean; gapDepth?: number; extendedAdvice?: boolean },
) {
  const requestMode: RequestMode = body.requestMode ?? 'question';
  return {
    settings: {
      requestMode,
      transcend: query.transcend ?? false,
      prompt: body.prompt,
      systemPrompt: body.systemPrompt,
      history: historyOf(body.promptChatContext, 'promptChatContext'),
    },
    optimize: query.optimize ?? defaultOptimize(requestMode),
    gapDepth: query.gapDepth ?? 0,
    extended: query.extendedAdvice ?? false,
    pinnedNodes: body.pinnedNodes,
    topicsToProcess: body.topicsToProcess,
    modelToUse: body.modelToUse,
  };
}

/** The graph parts of an E2/E8 response, per the include flags (E2 leaves statements out by default). */
function graphParts(analysis: Analysis, query: Parameters<typeof responseFlags>[0], names: TopicNames | undefined, pinned?: string[], contextName = 'untitled', userName = 'anonymous') {
  const flags = { ...responseFlags(query), includeStatements: query.includeStatements ?? false };
  // The cluster views go at the top level whatever includeGraph says, as the hosted service has them.
  const views = clusterViews(analysis, new DotWriter(analysis), names, pinned);
  const response = graphResponse(analysis, flags, { contextName, userName, isPublic: false, aiNames: names, pinnedNodes: pinned, views });
  const envelope = response.entriesAndGraphOfContext;
  return {
    ...views,
    ...(flags.includeGraph ? { graph: envelope.graph } : {}),
    ...(flags.includeStatements ? { statements: envelope.statements } : {}),
    ...(envelope.extendedGraphSummary ? { extendedGraphSummary: envelope.extendedGraphSummary } : {}),
    ...(envelope.graphSummary !== undefined ? { graphSummary: envelope.graphSummary } : {}),
    ...(response.diversity_stats ? { diversity_stats: response.diversity_stats } : {}),
  };
}

/** The language the advice is written in: the text's, when it is not English (the model's default) nor undetermined. */
function replyLanguage(analysis: Analysis): string | undefined {
  return analysis.language !== 'en' && analysis.language !== 'und' ? analysis.language : undefined;
}

/** The E2 fields of a request that advice built on an analysis reads (E2, E8 and the web-search endpoints share them). */
export type AnalysisAdviceBody = Parameters<typeof adviceSettings>[0] & Pick<AdviceBody, 'aiTopics' | 'name' | 'userName'>;

/**
 * An advice job on an analysis: E2's prompt settings and response shape (the graph parts its
 * include flags ask for, under `contextName`). `graphNote` tells the model what the graph is.
 */
export function analysisAdviceJob(
  analysis: Analysis,
  query: AdviceQuery,
  body: AnalysisAdviceBody,
  view: { contextName?: string; graphNote?: string; warning?: string; saved?: SavedLink } = {},
): AdviceJob {
  const common = adviceSettings(body, query);
  return {
    analysis,
    ...common,
    settings: { ...common.settings, language: replyLanguage(analysis), ...(view.graphNote ? { graphNote: view.graphNote } : {}) },
    aiTopics: body.aiTopics ?? false,
    respond: (advice, naming) => {
      const warning = [view.warning, naming?.warning].filter(Boolean).join('; ');
      return {
        aiAdvice: advice.aiAdvice,
        ...graphParts(analysis, query, naming?.aiNames, body.pinnedNodes, view.contextName ?? body.name, body.userName),
        ...(view.saved ?? {}),
        usage: advice.usage,
        created_timestamp: advice.created_timestamp,
        ...(warning ? { warning } : {}),
      };
    },
  };
}

async function graphAndAdviceJob(rawQuery: unknown, rawBody: unknown, deps: AdviceDeps): Promise<AdviceJob | Retrieval> {
  const query = validate(adviceQuery, rawQuery, 'query');
  const body = validate(adviceBody, rawBody, 'body');
  const maxNodes = query.maxNodes ?? DEFAULT_MAX_NODES;
  let analysis: Analysis;
  if (query.doNotSave === false) {
    // Saved as graphAndStatements saves (appended to the graph of that name), then advised on as a whole.
    if (!deps.store) throw notImplemented('Saving graphs from an advice request (doNotSave=false) without a store');
    if (body.requestMode === 'retrieve') throw badRequest('requestMode retrieve reads a graph and saves nothing: leave doNotSave out', 'doNotSave');
    const { savedAnalysis } = await import('./saved-graphs.js');
    const saved = await savedAnalysis(deps.store(), { doNotSave: false }, body, maxNodes);
    analysis = await finishAnalysis(saved.built, {}, deps.betweenness);
    return analysisAdviceJob(analysis, query, { ...body, requestMode: body.requestMode }, { contextName: saved.context.contextName, saved: saved.context.saved });
  }
  if (body.text === undefined && body.statements === undefined) {
    if (!body.name) throw badRequest('text is required (or statements, or the name of a saved graph)', 'text');
    const saved = await savedStatementsOf(deps.saved, body.name, body.userName ?? 'anonymous', 'name');
    analysis = await analyzeBody({ ...body, statements: saved.map((s) => s.content), timestamps: undefined, categories: undefined }, maxNodes, deps.betweenness);
  } else analysis = await analyzeBody(body, maxNodes, deps.betweenness);
  if (body.requestMode === 'retrieve') return { retrieve: () => retrieval(analysis, query, body, maxNodes) };
  return analysisAdviceJob(analysis, query, { ...body, requestMode: body.requestMode });
}

/** requestMode `retrieve`: the statements that hold the prompt's concepts, as advice text and (with includeStatements) ranked. */
async function retrieval(analysis: Analysis, query: AdviceQuery, body: AdviceBody, maxNodes: number): Promise<AdviceResponse> {
  const { promptConcepts, retrieveStatements } = await import('./retrieve.js');
  const found = retrieveStatements(analysis, promptConcepts(analysis, body.prompt, body, maxNodes));
  const parts = graphParts(analysis, query, undefined, body.pinnedNodes, body.name, body.userName);
  const byId = new Map((parts.statements ?? []).map((s) => [s.id, s]));
  const statementOf = (index: number) => analysis.statements[index].statement;
  return {
    aiAdvice: found.length ? [{ text: found.map((f) => statementOf(f.index).content).join('\n'), finish_reason: 'stop' }] : [],
    ...parts,
    ...(parts.statements ? { statements: found.map((f) => ({ ...byId.get(statementOf(f.index).id)!, relevance: f.relevance })) } : {}),
    usage: 0,
    created_timestamp: Math.floor(Date.now() / 1000),
  };
}

/** An E2 request that asks no model. */
interface Retrieval {
  retrieve(): Promise<AdviceResponse>;
}

/** AI names a supplied graph's top_clusters carry, matched to the recomputed clusters by their concepts. */
function suppliedNames(analysis: Analysis, graph: unknown): TopicNames | undefined {
  const g = graph as { attributes?: { top_clusters?: unknown }; entriesAndGraphOfContext?: { graph?: { networkGraph?: { attributes?: { top_clusters?: unknown } } } } };
  const clusters = g?.attributes?.top_clusters ?? g?.entriesAndGraphOfContext?.graph?.networkGraph?.attributes?.top_clusters;
  if (!Array.isArray(clusters)) return undefined;
  const index = new Map(analysis.graph.names.map((n, i) => [n, i]));
  const names = new Map<number, string>();
  for (const c of clusters as Array<{ aiName?: unknown; nodes?: Array<{ nodeName?: unknown }> }>) {
    if (typeof c?.aiName !== 'string' || !c.aiName.trim() || !Array.isArray(c.nodes)) continue;
    const votes = new Map<number, number>();
    for (const n of c.nodes) {
      const node = typeof n?.nodeName === 'string' ? index.get(n.nodeName) : undefined;
      if (node !== undefined) votes.set(analysis.community[node], (votes.get(analysis.community[node]) ?? 0) + 1);
    }
    const best = [...votes].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    if (best && !names.has(best[0])) names.set(best[0], c.aiName.trim());
  }
  return names.size ? names : undefined;
}

async function graphAiAdviceJob(rawQuery: unknown, rawBody: unknown): Promise<AdviceJob> {
  const query = validate(aiAdviceQuery, rawQuery, 'query');
  const body = validate(aiAdviceBody, rawBody, 'body');
  // `statements` is accepted and never used: statements must not reach the provider (privacy rule 2).
  const analysis = analysisFromNodeLink(body.graph, DEFAULT_MAX_NODES, 'graph');
  const common = adviceSettings(body, query);
  const userTurns = historyOf(body.userPrompt, 'userPrompt');
  // The user's last turn is the message to answer when no prompt is given.
  const last = userTurns[userTurns.length - 1];
  const promptFromTurns = !body.prompt && last?.role === 'user' ? last.content : undefined;
  return {
    analysis,
    ...common,
    settings: {
      ...common.settings,
      prompt: body.prompt ?? promptFromTurns,
      history: [...common.settings.history, ...(promptFromTurns ? userTurns.slice(0, -1) : userTurns)],
      promptContext: body.promptContext,
      language: body.language,
    },
    aiTopics: false,
    givenNames: suppliedNames(analysis, body.graph),
    respond: (advice) => ({ aiAdvice: advice.aiAdvice, usage: advice.usage, created_timestamp: advice.created_timestamp }),
  };
}

const COMPARISON_NOTES = {
  merge: 'the merged graph of several texts',
  overlap: 'the concepts and relations that every one of several texts has',
  difference: 'the concepts and relations that the other texts have and the first one lacks',
} as const;

async function graphsAndAiAdviceJob(rawQuery: unknown, rawBody: unknown, deps: AdviceDeps): Promise<AdviceJob> {
  const query = validate(compareAdviceQuery, rawQuery, 'query');
  const body = validate(compareAdviceBody, rawBody, 'body');
  if (query.doNotSave === false) throw notImplemented('Saving compared graphs (doNotSave=false)');
  const mode = body.compareMode ?? query.compareMode ?? 'merge';
  const { comparedGraph } = await import('./compare.js');
  const comparison = await comparedGraph(body, mode, query.maxNodes ?? DEFAULT_MAX_NODES, { saved: deps.saved });
  const analysis = comparison.analysis;
  if (analysis.graph.names.length === 0) {
    throw badRequest(`contexts: the ${mode} of these contexts has no concepts, so there is nothing to advise on`, 'contexts');
  }
  // Context names (often file names) stay here: only the graph's structure goes to the provider.
  const count = comparison.contexts.length;
  return analysisAdviceJob(analysis, query, body, {
    contextName: body.name ?? `${mode} of ${comparison.contexts.map((c) => c.name).join(', ')}`,
    graphNote: `${mode}: ${COMPARISON_NOTES[mode]} (${count} texts)`,
  });
}

export type AdviceEndpoint = 'graphAndAdvice' | 'graphAiAdvice' | 'graphsAndAiAdvice';

async function jobOf(endpoint: AdviceEndpoint, query: unknown, body: unknown, deps: AdviceDeps): Promise<AdviceJob> {
  switch (endpoint) {
    case 'graphAndAdvice': {
      const job = await graphAndAdviceJob(query, body, deps);
      if ('retrieve' in job) throw badRequest('requestMode retrieve asks no language model, so there is no prompt to show', 'requestMode');
      return job;
    }
    case 'graphAiAdvice':
      return graphAiAdviceJob(query, body);
    case 'graphsAndAiAdvice':
      return graphsAndAiAdviceJob(query, body, deps);
  }
}

export async function graphAndAdvice(query: unknown, body: unknown, deps: AdviceDeps, call?: AdviceCall): Promise<AdviceResponse> {
  const job = await graphAndAdviceJob(query, body, deps);
  return 'retrieve' in job ? job.retrieve() : runJob(job, deps.languageModel, call);
}

export async function graphAiAdvice(query: unknown, body: unknown, deps: AdviceDeps, call?: AdviceCall): Promise<AdviceResponse> {
  return runJob(await graphAiAdviceJob(query, body), deps.languageModel, call);
}

export async function graphsAndAiAdvice(query: unknown, body: unknown, deps: AdviceDeps, call?: AdviceCall): Promise<AdviceResponse> {
  return runJob(await graphsAndAiAdviceJob(query, body, deps), deps.languageModel, call);
}

/**
 * The exact messages an advice request would send, without a model or the network (the CLI's
 * --prompt-only). Topic names are the top concepts: naming them would need the model.
 */
export async function advicePrompts(endpoint: AdviceEndpoint, query: unknown, body: unknown, deps: Omit<AdviceDeps, 'languageModel'> = {}): Promise<ChatMessage[][]> {
  const job = await jobOf(endpoint, query, body, deps);
  return promptsOf(job, job.givenNames);
}
