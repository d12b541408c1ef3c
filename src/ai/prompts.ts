// Advice prompts: requestMode picks the task, the focus (optimize) picks the part of the graph the prompt shows.
// Only concepts, relations and cluster/gap structure go in, never statements (privacy rule 2).
import { languageName } from '../core/text/stopwords.js';
import type { Analysis } from '../core/analyze.js';
import type { Cluster } from '../core/graph/clusters.js';
import { badRequest } from '../core/errors.js';
import { DotWriter } from '../report/dot.js';
import { DEVELOP_COVER } from '../report/focus.js';
import { MAIN_TOPIC_CONCEPTS } from '../report/summary.js';
import { clusterName, conceptsOf, percent, type TopicNames } from '../report/views.js';
import type { AdviceFocus } from './advice-focus.js';
import type { ChatMessage } from './client.js';
import type { RequestMode } from './request-modes.js';

export type { RequestMode };


export interface PromptSettings {
  requestMode: RequestMode;
  /** The query flag: leave the graph's structure out and ask to go beyond it. */
  transcend: boolean;
  /** The user's own words; they may go to the provider. */
  prompt?: string;
  systemPrompt?: string;
  /** Earlier turns of the conversation (promptChatContext, userPrompt), sent before the request. */
  history: ChatMessage[];
  /** Context the user adds to the prompt (E4 promptContext). */
  promptContext?: string;
  /** ISO 639-1 code of the language to reply in; none: the model's default (English). */
  language?: string;
  aiNames?: TopicNames;
  /** What the graph is, when it is not one text (E8: a comparison of several). */
  graphNote?: string;
}

/** At most this many topics and relations in one prompt (ours): enough to see the shape, short enough to read. */
export const MAX_PROMPT_TOPICS = 10;
export const MAX_PROMPT_RELATIONS = 40;

/** Modes that answer the user's message need one. */
const NEEDS_PROMPT: ReadonlySet<RequestMode> = new Set(['chat', 'response', 'gptchat', 'reprompt', 'custom']);

/**
 * Without `optimize`, modes that bridge (question, idea, develop, fact, challenge, transcend)
 * look at the gaps; the others at every topic (ours).
 */
export function defaultOptimize(mode: RequestMode): 'gaps' | 'develop' {
  return ['question', 'idea', 'develop', 'fact', 'challenge', 'transcend'].includes(mode) ? 'gaps' : 'develop';
}

export const DEFAULT_SYSTEM_PROMPT =
  'You help a person think about a body of text through its knowledge graph. You do not see the text itself: ' +
  'you see its main concepts, the topical clusters they form, the relations between them and the structural gaps ' +
  'between clusters. Be specific to these concepts, concise, and write plain prose without preamble.';


const quote = (s: string) => `"${s}"`;

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The focus in words, for the task sentence. */
function focusPhrase(analysis: Analysis, focus: AdviceFocus, names?: TopicNames): string {
  const name = (c: Cluster) => quote(clusterName(analysis, c, names));
  const topics = shownClusters(analysis, focus).map(name);
  const pinned = focus.pinned.map((i) => analysis.graph.names[i]);
  switch (focus.mode) {
    case 'gaps':
      return focus.gap
        ? `the topics ${name(focus.gap[0])} and ${name(focus.gap[1])}, which the text barely connects`
        : `the peripheral topics ${list(topics)}`;
    case 'latent':
      return `the least represented topics ${list(topics)}`;
    case 'imagine':
      return `the least represented topics ${list(topics)}, entering through the concepts ${list(focus.entryPoints.map((i) => analysis.graph.names[i]))}`;
    case 'reinforce':
      return `the main topics ${list(topics)}`;
    case 'develop':
      if (pinned.length > 0) return `the concepts ${list(pinned)}${topics.length ? ` within the topics ${list(topics)}` : ''}`;
      return topics.length === 1 ? `the topic ${topics[0]}` : `the topics ${list(topics)}`;
  }
}

/** What each requestMode asks for (INTERFACE.md "requestMode values"); the wording is ours. */
function task(mode: RequestMode, focus: string): string {
  switch (mode) {
    case 'question':
      return `Ask one thought-provoking question that connects ${focus}. Reply with the question only.`;
    case 'idea':
      return `Propose one original idea that connects ${focus}, in two or three sentences.`;
    case 'develop':
      return `Develop one deep idea that links ${focus}: as concise as an idea (one short paragraph), with the depth of a considered response.`;
    case 'fact':
      return `State one verifiable fact that connects ${focus}, in one or two sentences. Do not invent sources.`;
    case 'challenge':
      return `Write one challenging statement that questions a common assumption about ${focus}, in one or two sentences.`;
    case 'summary':
      return `Summarize the discourse that these concepts describe, focusing on ${focus}, in one paragraph.`;
    case 'graph summary':
      return `Summarize each of ${focus} in one sentence, one line per topic, starting with the topic's name.`;
    case 'paraphrase':
      return `Paraphrase ${focus} in one paragraph of plain prose.`;
    case 'outline':
      return `Write a title and an article outline (sections with short bullet points) that covers ${focus}.`;
    case 'chat':
      return `Reply to the user's message below. Use the knowledge graph as context, above all ${focus}.`;
    case 'response':
      return `Reply directly to the user's message below, using the conversation so far and the knowledge graph (above all ${focus}) as context.`;
    case 'gptchat':
      return 'Reply to the user\'s message below. The knowledge graph is background you may draw on.';
    case 'reprompt':
      return `Rewrite the user's prompt below so that it takes ${focus} into account. Reply with the rewritten prompt only.`;
    case 'custom':
      return '';
    case 'transcend':
      return `Go beyond the graph: starting from ${focus}, propose three ideas that bring in perspectives, concepts or fields the graph does not contain, one line each.`;
  }
}

function section(tag: string, lines: readonly string[]): string {
  return `<${tag}>\n${lines.join('\n')}\n</${tag}>`;
}

/** Clusters the prompt lists: the focus's, without single concepts when there are real topics, at most 10. */
function shownClusters(analysis: Analysis, focus: AdviceFocus): Cluster[] {
  const topics = focus.clusters.filter((c) => c.nodes.length >= 2);
  return (topics.length >= 2 || focus.mode !== 'develop' ? focus.clusters : topics.length ? topics : focus.clusters).slice(0, MAX_PROMPT_TOPICS);
}

/** The graph part of the user message: topics, gap, entry points, pins, relations, structure. */
export function graphContext(analysis: Analysis, focus: AdviceFocus, settings: Pick<PromptSettings, 'transcend' | 'aiNames' | 'graphNote'>): string {
  const names = analysis.graph.names;
  const rank = new Map(analysis.clusters.map((c, i) => [c.id, i + 1]));
  const perCluster = focus.mode === 'develop' && focus.pinned.length === 0 && focus.clusters.length > 2 ? DEVELOP_COVER : MAIN_TOPIC_CONCEPTS;
  const clusters = shownClusters(analysis, focus);
  const parts: string[] = [];
  if (settings.graphNote) parts.push(section('Graph', [settings.graphNote]));
  parts.push(
    section(
      'Topics',
      clusters.map((c) => `${rank.get(c.id)}. ${clusterName(analysis, c, settings.aiNames)}: ${conceptsOf(analysis, c, perCluster).join(', ')}`),
    ),
  );
  if (focus.gap) {
    const [a, b] = focus.gap.map((c) => clusterName(analysis, c, settings.aiNames));
    parts.push(section('Gap', [`${a} <-> ${b}: few relations connect these topics`]));
  }
  if (focus.entryPoints.length) parts.push(section('EntryPoints', [focus.entryPoints.map((i) => names[i]).join(', ')]));
  if (focus.pinned.length) parts.push(section('PinnedConcepts', [focus.pinned.map((i) => names[i]).join(', ')]));
  if (settings.transcend) return parts.join('\n');
  const dot = new DotWriter(analysis);
  const relations = focus.relations.slice(0, MAX_PROMPT_RELATIONS).map((e) => dot.relation(e));
  if (relations.length) parts.push(section('Relations', relations));
  const d = analysis.diversity;
  parts.push(
    section('Structure', [
      `${analysis.clusters.length} topics, modularity ${analysis.modularity.toFixed(2)}, diversity ${d.diversity_score}; ` +
        `the top topic holds ${percent(d.ratio_of_top_cluster_influence_by_betweenness)} of the influence`,
    ]),
  );
  return parts.join('\n');
}

/**
 * The messages of one advice request: the system message, earlier turns, then one user message
 * with the task, the graph part the focus names, and the user's own prompt.
 */
export function adviceMessages(analysis: Analysis, focus: AdviceFocus, settings: PromptSettings): ChatMessage[] {
  const mode = settings.requestMode;
  const prompt = settings.prompt?.trim();
  if (NEEDS_PROMPT.has(mode) && !prompt) {
    throw badRequest(`prompt is required when requestMode is ${mode}: give the message to ${mode === 'custom' ? 'send' : mode === 'reprompt' ? 'rewrite' : 'reply to'}`, 'prompt');
  }
  const lines: string[] = [];
  const instruction = mode === 'custom' ? prompt! : task(mode, focusPhrase(analysis, focus, settings.aiNames));
  lines.push(instruction);
  if (settings.transcend && mode !== 'transcend') lines.push('Go beyond the concepts listed: the most useful answer brings in what the graph does not contain yet.');
  if (settings.language && settings.language !== 'auto') {
    const name = languageName(settings.language.toLowerCase());
    lines.push(`Reply in ${name !== settings.language.toLowerCase() ? name : `the language with code "${settings.language}"`}.`);
  }
  lines.push('', 'The knowledge graph:', graphContext(analysis, focus, settings));
  if (settings.promptContext?.trim()) lines.push('', section('Context', [settings.promptContext.trim()]));
  if (prompt && mode !== 'custom') {
    const label = mode === 'reprompt' ? 'The prompt to rewrite' : NEEDS_PROMPT.has(mode) ? "The user's message" : "The user's request";
    lines.push('', `${label}:`, prompt);
  }
  return [
    { role: 'system', content: settings.systemPrompt?.trim() || DEFAULT_SYSTEM_PROMPT },
    ...settings.history,
    { role: 'user', content: lines.join('\n') },
  ];
}
