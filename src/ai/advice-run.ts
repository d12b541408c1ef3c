// Asking the model for advice: an advice job (a graph, a focus, prompt settings) → the prompts,
// topic names first when asked for, one completion per prompt, and the AI advice response.
import type { Analysis } from '../core/analyze.js';
import { ApiError } from '../core/errors.js';
import type { GraphResponse } from '../report/graph-response.js';
import type { TopicNames } from '../report/views.js';
import { adviceFocus, pinnedNodesOf, topicsOf, type AdviceFocus } from './advice-focus.js';
import { NO_MODEL_HELP, type ChatMessage, type LanguageModel } from './client.js';
import { adviceMessages, type PromptSettings } from './prompts.js';
import { nameTopics, type TopicNaming } from './topics.js';

/** Per call, not per service: where streamed text goes (the CLI's --stream). */
export interface AdviceCall {
  onToken?: (text: string) => void;
}

export interface AiAdvice {
  text: string;
  finish_reason: string;
}

/** The advice answer; advice on a text or on texts compared adds the graph parts its flags ask for. */
export type AdviceResponse = {
  aiAdvice: AiAdvice[];
  graph?: GraphResponse['entriesAndGraphOfContext']['graph'];
  statements?: GraphResponse['entriesAndGraphOfContext']['statements'];
  extendedGraphSummary?: GraphResponse['entriesAndGraphOfContext']['extendedGraphSummary'];
  graphSummary?: string;
  diversity_stats?: GraphResponse['diversity_stats'];
  /** With doNotSave=false: the graph the text was saved to. */
  graphName?: string;
  graphUrl?: string;
  /** Cluster id → DOT lines; every cluster's id and, at the same index, its name; id → name (graphAndAdvice and graphsAndAiAdvice). */
  dotGraphByCluster?: Record<string, string[]>;
  clusterIds?: string[];
  clusterAiNames?: string[];
  clusterNamesById?: Record<string, string>;
  /** Total tokens of every request this response took (topic names included). */
  usage: number;
  created_timestamp: number;
  /** Present when AI topic names could not be made. */
  warning?: string;
};

/** extendedAdvice asks about this many gaps, starting at gapDepth (INTERFACE.md). */
export const EXTENDED_GAPS = 3;

/** Everything an advice request needs before the model is asked. */
export interface AdviceJob {
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

/** What a request that needs a language model gets from a Service that has none. */
export const noModel = () => new ApiError(400, 'bad_request', NO_MODEL_MESSAGE);

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

export function promptsOf(job: AdviceJob, names: TopicNames | undefined): ChatMessage[][] {
  return focusesOf(job, names).map((focus) => adviceMessages(job.analysis, focus, { ...job.settings, aiNames: names }));
}

/** Asks the model: topic names first when asked for, then one request per prompt (streamed when the call wants it). */
export async function runJob(job: AdviceJob, model: LanguageModel | undefined, call: AdviceCall = {}): Promise<AdviceResponse> {
  if (!model) throw noModel();
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

