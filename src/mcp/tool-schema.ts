// A tool's input schema: the request schemas' own JSON Schema (query and body merged into one flat
// object, as an agent fills it in), less what the tool sets itself, plus its own arguments.
import type * as z from 'zod/mini';
import { jsonSchemaOf } from '../service/json-schema.js';

type Json = Record<string, unknown>;

/** What the request fields mean, for the agent; the names and types come from the schemas. */
const FIELD_HELP: Record<string, string> = {
  text: 'The text to analyze; every line is a statement (see split).',
  name: 'Name of the graph; given alone (no text, files or statements), the saved graph of that name.',
  statements: 'Statements instead of text, one string each.',
  timestamps: 'With statements: a date per statement (ISO 8601, or Unix seconds or milliseconds).',
  categories: 'With statements: the categories of each statement.',
  stopwords: 'Extra words to leave out; "-word" keeps a word the default list drops.',
  language: 'Stopword language; auto detects it.',
  aiTopics: 'Name the clusters with the configured language model.',
  modifyAnalyzedText: 'detectEntities: multi-word names (New York) become one concept; extractEntitiesOnly: only those.',
  userName: 'Whose saved graphs to use (default anonymous).',
  maxNodes: 'Keep the n concepts of highest weighted degree; 0 or "all" keeps every one (default 150).',
  gapDepth: 'Which content gap to focus on: 0 is the most obvious, 3 the least.',
  optimize: 'The part of the graph to look at: gaps (bridge two topics), develop (every topic), reinforce, latent, imagine…',
  requestMode: 'What to ask the model for: a question, an idea, a fact, a summary, an outline…',
  prompt: 'Your own prompt or message, sent with the graph.',
  pinnedNodes: 'Concepts the advice must focus on.',
  mode: 'merge: one graph of all; overlap: what every text has; difference: what the others have that the first lacks.',
  query: 'Words to search for: "exact phrase", prefix*, AND/OR/NOT, NEAR(a b, 5).',
  contextNames: 'Search only these saved graphs, comma-separated.',
};

export const FILES = {
  type: 'array',
  items: { type: 'string' },
  description: 'Files or globs to read, relative to the first allowed directory; read in order, as one text.',
};
export const SPLIT = {
  type: 'string',
  enum: ['line', 'paragraph', 'sentence'],
  description: 'What one statement is: a line (default), a paragraph, or a sentence (for text without line breaks).',
};

/** The merged schema; `omit` drops fields the tool sets itself, `extra` adds the tool's own, `help` describes a field as this tool means it. */
export function toolSchema(
  parts: { body: z.ZodMiniType; query?: z.ZodMiniType },
  options: { omit?: readonly string[]; extra?: Record<string, Json>; required?: readonly string[]; help?: Record<string, string> } = {},
): Json {
  const properties: Record<string, Json> = {};
  for (const schema of [parts.body, parts.query]) {
    if (!schema) continue;
    const props = (jsonSchemaOf(schema).properties ?? {}) as Record<string, Json>;
    for (const [key, value] of Object.entries(props)) {
      if (options.omit?.includes(key)) continue;
      const help = options.help?.[key] ?? FIELD_HELP[key];
      properties[key] = help ? { ...value, description: help } : value;
    }
  }
  Object.assign(properties, options.extra);
  return { type: 'object', properties, ...(options.required?.length ? { required: [...options.required] } : {}), additionalProperties: false };
}

/** The arguments that are query fields, and the rest, as the Service takes them. */
export function splitArguments(args: Json, query: z.ZodMiniObject | undefined, toolOnly: readonly string[]): { query: Json; body: Json } {
  const queryKeys = new Set(query ? Object.keys(query.shape) : []);
  const out = { query: {} as Json, body: {} as Json };
  for (const [key, value] of Object.entries(args)) {
    if (toolOnly.includes(key)) continue;
    (queryKeys.has(key) ? out.query : out.body)[key] = value;
  }
  return out;
}
