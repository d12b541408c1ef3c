// The advice endpoints E2 (graphAndAdvice), E4 (graphAiAdvice) and E8 (graphsAndAiAdvice): a graph,
// a focus, prompts, the language model, and the AI advice response.
import type { Analysis } from '../core/analyze.js';
import { ApiError, badRequest, notImplemented } from '../api/errors.js';
import { analyzeBody, DEFAULT_MAX_NODES, responseFlags } from '../api/local.js';
import { analysisFromNodeLink } from '../api/node-link.js';
import { savedStatementsOf, type SavedStatements } from '../api/saved.js';
import {
  adviceBody,
  adviceQuery,
  aiAdviceBody,
  aiAdviceQuery,
  compareAdviceBody,
  compareAdviceQuery,
  validate,
  type AdviceBody,
} from '../api/schemas.js';
import { graphResponse, type GraphResponse } from '../report/graph-response.js';
import type { TopicNames } from '../report/views.js';
import { adviceFocus, pinnedNodesOf, topicsOf, type AdviceFocus } from './advice-focus.js';
import { NO_MODEL_HELP, type ChatMessage, type LanguageModel } from './client.js';
import { adviceMessages, defaultOptimize, type PromptSettings, type RequestMode } from './prompts.js';
import { nameTopics, type TopicNaming } from './topics.js';

export interface AdviceDeps {
  languageModel?: LanguageModel;
  /** Saved graphs by name (E2 without text, E8 contexts by name). */
  saved?: SavedStatements;
}

/** Per call, not per service: where streamed text goes (the CLI's --stream). */
export interface AdviceCall {
  onToken?: (text: string) => void;
}

export interface AiAdvice {
  text: string;
  finish_reason: string;
}

/** The AI advice response (INTERFACE.md); E2 and E8 add the graph parts their flags ask for. */
export type AdviceResponse = {
  aiAdvice: AiAdvice[];
  graph?: GraphResponse['entriesAndGraphOfContext']['graph'];
  statements?: GraphResponse['entriesAndGraphOfContext']['statements'];
  extendedGraphSummary?: GraphResponse['entriesAndGraphOfContext']['extendedGraphSummary'];
  graphSummary?: string;
  diversity_stats?: GraphResponse['diversity_stats'];
  /** Total tokens of every request this response took (topic names included). */
  usage: number;
  created_timestamp: number;
  /** Present when AI topic names could not be made (ours on the advice response). */
  warning?: string;
};

/** extendedAdvice asks about this many gaps, starting at gapDepth (INTERFACE.md). */
export const EXTENDED_GAPS = 3;

/** Everything an advice request needs before the model is asked. */
interface AdviceJob {
  analysis: Analysis;
  settings: Omit<PromptSettings, 'aiNames'>;
  optimize: string;
  gapDepth: number;
  extended: boolean;
  pinnedNodes?: string[];
  topicsToProcess?: (string | number)[];
  aiTopics: boolean;
  /** AI names the request brought with it (E4: top_clusters' aiName). */
  givenNames?: TopicNames;
  modelToUse?: string;
  /** Builds the endpoint's response around the advice. */
  respond(advice: Omit<AdviceResponse, 'warning'>, names: TopicNaming | undefined): AdviceResponse;
}

export const NO_MODEL_MESSAGE = `No language model is configured: ${NO_MODEL_HELP}. To see the prompt without a model, use tna advice --prompt-only`;

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
  body: Pick<AdviceBody, 'requestMode' | 'prompt' | 'systemPrompt' | 'promptChatContext' | 'pinnedNodes' | 'topicsToProcess' | 'modelToUse'>,
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
  const response = graphResponse(analysis, flags, { contextName, userName, isPublic: false, aiNames: names, pinnedNodes: pinned });
  const envelope = response.entriesAndGraphOfContext;
  return {
    ...(flags.includeGraph ? { graph: envelope.graph } : {}),
    ...(flags.includeStatements ? { statements: envelope.statements } : {}),
    ...(envelope.extendedGraphSummary ? { extendedGraphSummary: envelope.extendedGraphSummary } : {}),
    ...(envelope.graphSummary !== undefined ? { graphSummary: envelope.graphSummary } : {}),
    ...(response.diversity_stats ? { diversity_stats: response.diversity_stats } : {}),
  };
}

/** The language the advice is written in: the text's, when it is not English (the model's default). */
function replyLanguage(analysis: Analysis): string | undefined {
  return analysis.language !== 'en' ? analysis.language : undefined;
}

async function graphAndAdviceJob(rawQuery: unknown, rawBody: unknown, deps: AdviceDeps): Promise<AdviceJob> {
  const query = validate(adviceQuery, rawQuery, 'query');
  const body = validate(adviceBody, rawBody, 'body');
  if (query.doNotSave === false) throw notImplemented('Saving graphs from an advice request (doNotSave=false)');
  const maxNodes = query.maxNodes ?? DEFAULT_MAX_NODES;
  let analysis: Analysis;
  if (body.text === undefined && body.statements === undefined) {
    if (!body.name) throw badRequest('text is required (or statements, or the name of a saved graph)', 'text');
    const saved = await savedStatementsOf(deps.saved, body.name, body.userName ?? 'anonymous', 'name');
    analysis = analyzeBody({ ...body, statements: saved.map((s) => s.content), timestamps: undefined, categories: undefined }, maxNodes);
  } else analysis = analyzeBody(body, maxNodes);
  const common = adviceSettings(body, query);
  return {
    analysis,
    ...common,
    settings: { ...common.settings, language: replyLanguage(analysis) },
    aiTopics: body.aiTopics ?? false,
    respond: (advice, naming) => ({
      aiAdvice: advice.aiAdvice,
      ...graphParts(analysis, query, naming?.aiNames, body.pinnedNodes, body.name, body.userName),
      usage: advice.usage,
      created_timestamp: advice.created_timestamp,
      ...(naming?.warning ? { warning: naming.warning } : {}),
    }),
  };
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
  const { comparedGraph } = await import('../api/compare-graphs.js');
  const comparison = await comparedGraph(body, mode, query.maxNodes ?? DEFAULT_MAX_NODES, { saved: deps.saved });
  const analysis = comparison.analysis;
  if (analysis.graph.names.length === 0) {
    throw badRequest(`contexts: the ${mode} of these contexts has no concepts, so there is nothing to advise on`, 'contexts');
  }
  const common = adviceSettings(body, query);
  // Context names (often file names) stay here: only the graph's structure goes to the provider.
  const count = comparison.contexts.length;
  return {
    analysis,
    ...common,
    settings: { ...common.settings, language: replyLanguage(analysis), graphNote: `${mode}: ${COMPARISON_NOTES[mode]} (${count} texts)` },
    aiTopics: body.aiTopics ?? false,
    respond: (advice, naming) => ({
      aiAdvice: advice.aiAdvice,
      ...graphParts(analysis, query, naming?.aiNames, body.pinnedNodes, body.name ?? `${mode} of ${comparison.contexts.map((c) => c.name).join(', ')}`, body.userName),
      usage: advice.usage,
      created_timestamp: advice.created_timestamp,
      ...(naming?.warning ? { warning: naming.warning } : {}),
    }),
  };
}

/** The focus of each request: one, or with extendedAdvice one per gap (three, starting at gapDepth). */
function focusesOf(job: AdviceJob, names: TopicNames | undefined): AdviceFocus[] {
  const pinned = pinnedNodesOf(job.analysis, job.pinnedNodes);
  // Topics may be given by their AI names, so they resolve once the names are known.
  const topics = topicsOf(job.analysis, job.topicsToProcess, names);
  if (!job.extended) return [adviceFocus(job.analysis, { optimize: job.optimize, gapDepth: job.gapDepth, pinned, topics })];
  const first = adviceFocus(job.analysis, { optimize: 'gaps', gapDepth: job.gapDepth, pinned, topics });
  if (!first.gap) return [first];
  const focuses = [first];
  for (let depth = job.gapDepth + 1; depth < Math.min(job.gapDepth + EXTENDED_GAPS, job.analysis.gaps.length); depth++) {
    focuses.push(adviceFocus(job.analysis, { optimize: 'gaps', gapDepth: depth, pinned, topics }));
  }
  return focuses;
}

function promptsOf(job: AdviceJob, names: TopicNames | undefined): ChatMessage[][] {
  return focusesOf(job, names).map((focus) => adviceMessages(job.analysis, focus, { ...job.settings, aiNames: names }));
}

/** Asks the model: topic names first when asked for, then one request per prompt (streamed when the call wants it). */
async function runJob(job: AdviceJob, deps: AdviceDeps, call: AdviceCall = {}): Promise<AdviceResponse> {
  const model = deps.languageModel;
  if (!model) throw new ApiError(400, 'bad_request', NO_MODEL_MESSAGE);
  // A bad pin fails before any request is paid for.
  pinnedNodesOf(job.analysis, job.pinnedNodes);
  const naming = job.aiTopics ? await nameTopics(job.analysis, model, job.modelToUse) : undefined;
  const names = naming?.aiNames ?? job.givenNames;
  const prompts = promptsOf(job, names);
  const aiAdvice: AiAdvice[] = [];
  let usage = naming?.usage ?? 0;
  let created: number | undefined;
  for (const [k, messages] of prompts.entries()) {
    // Several pieces of advice stream as paragraphs.
    if (k > 0) call.onToken?.('\n\n');
    const reply = await model.complete({ messages, model: job.modelToUse, onToken: call.onToken });
    aiAdvice.push({ text: reply.text, finish_reason: reply.finishReason });
    usage += reply.totalTokens;
    created ??= reply.created;
  }
  const createdTimestamp = created ?? naming?.created ?? Math.floor(Date.now() / 1000);
  return job.respond({ aiAdvice, usage, created_timestamp: createdTimestamp }, naming ? { ...naming, aiNames: names } : undefined);
}

export type AdviceEndpoint = 'graphAndAdvice' | 'graphAiAdvice' | 'graphsAndAiAdvice';

function jobOf(endpoint: AdviceEndpoint, query: unknown, body: unknown, deps: AdviceDeps): Promise<AdviceJob> {
  switch (endpoint) {
    case 'graphAndAdvice':
      return graphAndAdviceJob(query, body, deps);
    case 'graphAiAdvice':
      return graphAiAdviceJob(query, body);
    case 'graphsAndAiAdvice':
      return graphsAndAiAdviceJob(query, body, deps);
  }
}

export async function graphAndAdvice(query: unknown, body: unknown, deps: AdviceDeps, call?: AdviceCall): Promise<AdviceResponse> {
  return runJob(await graphAndAdviceJob(query, body, deps), deps, call);
}

export async function graphAiAdvice(query: unknown, body: unknown, deps: AdviceDeps, call?: AdviceCall): Promise<AdviceResponse> {
  return runJob(await graphAiAdviceJob(query, body), deps, call);
}

export async function graphsAndAiAdvice(query: unknown, body: unknown, deps: AdviceDeps, call?: AdviceCall): Promise<AdviceResponse> {
  return runJob(await graphsAndAiAdviceJob(query, body, deps), deps, call);
}

/**
 * The exact messages an advice request would send, without a model or the network (the CLI's
 * --prompt-only). Topic names are the top concepts: naming them would need the model.
 */
export async function advicePrompts(endpoint: AdviceEndpoint, query: unknown, body: unknown, deps: Omit<AdviceDeps, 'languageModel'> = {}): Promise<ChatMessage[][]> {
  const job = await jobOf(endpoint, query, body, deps);
  return promptsOf(job, job.givenNames);
}
