// aiTopics: one language-model request names every cluster; any failure leaves the top-concept names and a warning.
import type { Analysis } from '../core/analyze.js';
import type { TopicNames } from '../report/views.js';
import { conceptsOf } from '../report/views.js';
import { NO_MODEL_HELP, type ChatMessage, type LanguageModel } from './client.js';
import { parseTopicNames } from './topic-names-reply.js';

// The reply's reader lives in its own module; callers keep importing it from here.
export { MAX_NAME_LENGTH, parseTopicNames } from './topic-names-reply.js';

/** Concepts shown per cluster when asking for its name (ours). */
export const NAMING_CONCEPTS = 8;
/** Topic names are a garnish: the response must not wait for them as long as for advice (ours). */
export const TOPICS_TIMEOUT_MS = 20_000;

export interface TopicNaming {
  /** AI names by cluster id; absent when none could be made. */
  aiNames?: TopicNames;
  /** Why some or all clusters keep their top-concept names. */
  warning?: string;
  /** Total tokens the request used. */
  usage: number;
  /** The provider's `created` time, when it answered. */
  created?: number;
}

export const NO_MODEL_WARNING = `aiTopics: no language model is configured (${NO_MODEL_HELP}), so clusters are named by their top concepts`;

/** The one request that names the clusters: concepts only, never statements (privacy rule 2). */
export function topicNamingMessages(analysis: Analysis): ChatMessage[] {
  return namingMessages(analysis.clusters.map((c) => ({ id: c.id, concepts: conceptsOf(analysis, c, NAMING_CONCEPTS) })));
}

/** The naming request for clusters given as lists of concepts (a graph's, or a client's own). */
export function namingMessages(clusters: readonly { id: number; concepts: readonly string[] }[]): ChatMessage[] {
  const lines = clusters.map((c) => `${c.id}: ${c.concepts.join(', ')}`);
  const example = JSON.stringify(Object.fromEntries(clusters.slice(0, 2).map((c) => [String(c.id), '…'])));
  return [
    {
      role: 'system',
      content: 'You name the topical clusters of a knowledge graph. Each cluster is a list of its most central concepts. Reply with JSON only.',
    },
    {
      role: 'user',
      content:
        'Give each cluster below a short, specific topic name of 2 to 4 words that says what its concepts have in common.\n' +
        `Reply with one JSON object that maps each cluster id to its name, like ${example}.\n\n` +
        lines.join('\n'),
    },
  ];
}

/**
 * Names the clusters with one request, in JSON mode where the provider has it (the client drops
 * it for a provider that refuses it); the reply may still be a list or a table, which
 * parseTopicNames reads. Never throws: without a model, on a timeout, a provider error or an
 * unreadable reply the clusters keep their top-concept names and `warning` says why.
 */
export async function nameTopics(analysis: Analysis, model: LanguageModel | undefined, modelToUse?: string): Promise<TopicNaming> {
  if (!model) return { warning: NO_MODEL_WARNING, usage: 0 };
  if (analysis.clusters.length === 0) return { usage: 0 };
  let reply;
  try {
    reply = await model.complete({
      messages: topicNamingMessages(analysis),
      model: modelToUse,
      timeoutMs: Math.min(model.timeoutMs, TOPICS_TIMEOUT_MS),
      responseFormat: 'json_object',
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { warning: `aiTopics: ${lowerFirst(reason)}; clusters are named by their top concepts`, usage: 0 };
  }
  const parsed = parseTopicNames(reply.text, analysis.clusters.map((c) => c.id));
  const named = analysis.clusters.filter((c) => parsed.has(c.id)).length;
  const base = { usage: reply.totalTokens, created: reply.created };
  if (named === 0) return { ...base, warning: "aiTopics: the language model's reply held no topic names; clusters are named by their top concepts" };
  const warning =
    named < analysis.clusters.length
      ? `aiTopics: the language model named ${named} of ${analysis.clusters.length} clusters; the others are named by their top concepts`
      : undefined;
  return { ...base, aiNames: parsed, ...(warning ? { warning } : {}) };
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
