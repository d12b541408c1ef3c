// The hosted service's raw prompt endpoint, POST /api/v1/aiAdvice: a client's own prompt (text or
// chat messages) about a graph it sends as DOT lines, answered on the same language-model client
// as advice, as `choices[0].text`. With `mode: "topics"` it names the clusters the client lists,
// one line per cluster (`1. Name`), in their order.
import type { ChatMessage, Completion, LanguageModel } from '../ai/client.js';
import { noModel } from '../ai/advice-run.js';
import { namingMessages, parseTopicNames, TOPICS_TIMEOUT_MS } from '../ai/topics.js';
import { badRequest } from '../core/errors.js';
import { rawAdviceBody, rawAdviceQuery } from './raw-advice-schemas.js';
import { validate } from './schemas.js';

export interface RawAdviceResponse {
  choices: { index: number; text: string; finish_reason: string }[];
  usage: number;
  created_timestamp: number;
  /** Set when some clusters kept their own words as names. */
  warning?: string;
}

/** The response around one completion: its text (the reply's own, or made from it) as the clients read it, choices[0].text. */
function answerOf(reply: Completion, text: string): RawAdviceResponse {
  return {
    choices: [{ index: 0, text, finish_reason: reply.finishReason }],
    usage: reply.totalTokens,
    created_timestamp: reply.created ?? Math.floor(Date.now() / 1000),
  };
}

/** The words of a cluster as the clients send them: `"w1, w2, w3"`, quotes included. */
function wordsOf(text: string): string[] {
  return text
    .replace(/^\s*"|"\s*$/g, '')
    .split(/[,\n]/)
    .map((w) => w.trim())
    .filter((w) => w !== '');
}

/** The graph and context a prompt is about, as the system message that comes before it. */
function contextMessage(body: { promptGraph?: string; promptContext?: string; language?: string }): ChatMessage | undefined {
  const parts: string[] = [];
  if (body.promptGraph?.trim()) {
    parts.push(`Here is a knowledge graph of a text: its concepts and how they relate, one relation a line.\n${body.promptGraph.trim()}`);
  }
  if (body.promptContext?.trim()) parts.push(`Context:\n${body.promptContext.trim()}`);
  if (body.language?.trim() && body.language.trim().toLowerCase() !== 'en') parts.push(`Reply in the language with the code ${body.language.trim()}.`);
  return parts.length ? { role: 'system', content: parts.join('\n\n') } : undefined;
}

function messagesOf(prompt: string | { role: string; content: string }[] | undefined): ChatMessage[] {
  if (prompt === undefined) return [];
  if (typeof prompt === 'string') return prompt.trim() ? [{ role: 'user', content: prompt }] : [];
  return prompt.map((m) => ({ role: m.role as ChatMessage['role'], content: m.content }));
}

async function topics(clusters: { text: string }[], model: LanguageModel | undefined, modelToUse: string | undefined): Promise<RawAdviceResponse> {
  const lists = clusters.map((c, i) => ({ id: i + 1, concepts: wordsOf(c.text) }));
  if (lists.length === 0) throw badRequest('topicalClusters must list the clusters to name, such as [{ "text": "\\"coffee, bean, roast\\"" }]', 'topicalClusters');
  const empty = lists.findIndex((l) => l.concepts.length === 0);
  if (empty !== -1) throw badRequest(`topicalClusters.${empty}.text has no words`, `topicalClusters.${empty}.text`);
  if (!model) throw noModel();
  const reply = await model.complete({
    messages: namingMessages(lists),
    model: modelToUse,
    timeoutMs: Math.min(model.timeoutMs, TOPICS_TIMEOUT_MS),
    responseFormat: 'json_object',
  });
  const names = parseTopicNames(reply.text, lists.map((l) => l.id));
  // A cluster the reply left unnamed keeps its first words, so every line is there, in order.
  const unnamed = lists.filter((l) => !names.has(l.id)).length;
  const text = lists.map((l) => `${l.id}. ${names.get(l.id) ?? l.concepts.slice(0, 3).join(' ')}`).join('\n');
  return {
    ...answerOf(reply, text),
    ...(unnamed > 0 ? { warning: `the language model named ${lists.length - unnamed} of ${lists.length} clusters; the others are named by their first words` } : {}),
  };
}

export async function rawAdvice(rawQuery: unknown, rawBody: unknown, model: LanguageModel | undefined): Promise<RawAdviceResponse> {
  validate(rawAdviceQuery, rawQuery, 'query');
  const body = validate(rawAdviceBody, rawBody, 'body');
  if (body.mode === 'topics') return topics(body.topicalClusters ?? [], model, body.modelToUse);
  const turns = messagesOf(body.prompt);
  if (!turns.some((m) => m.role === 'user')) throw badRequest('prompt is required: a string, or a list of { role, content } messages with a user turn', 'prompt');
  if (!model) throw noModel();
  const context = contextMessage(body);
  const reply = await model.complete({ messages: context ? [context, ...turns] : turns, model: body.modelToUse });
  return answerOf(reply, reply.text);
}
