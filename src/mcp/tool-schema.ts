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
  analysis:
    'default: concepts that carry a subject (nouns, names, adjectives), titles and headings weighted, key phrases; reference: the reference service\'s analysis, exactly (numbers that match the hosted service). Absent: default, or a saved graph\'s own.',
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
  replaceEntities: 'With detectEntities: write a multi-word name as one concept (new_york) in the statements too.',
  contextType: 'What kind of text this is (a label kept with a saved graph, such as "notes" or "interview").',
  contextSettings: 'How words become concepts: the co-occurrence window, bracket and hashtag handling, lemmas.',
  addStats: 'Add the diversity statistics (how evenly influence spreads over concepts and clusters).',
  includeStatements: 'Add the statements, each with its concepts and cluster.',
  extendedGraphSummary: 'Add the structured summary: main concepts, topics, gaps, gateways, relations.',
  includeGraph: 'Add the graph itself: nodes, edges, clusters, gaps and DOT views.',
  compactStatements: 'Statements without their concepts and clusters (smaller).',
  compactGraph: 'Nodes with betweenness only, no degrees or clusters (smaller).',
  skipExisting: 'When saving: leave out statements the graph already holds (the same text sent again).',
  replace: 'When saving: replace the graph\'s statements instead of adding to them.',
  betweenness: 'exact, approx (sampled, for large graphs) or auto (approx above a size).',
  threads: 'Worker threads for betweenness; 0 or absent uses every processor.',
  modelToUse: 'The language model to ask instead of the configured default.',
  topicsToProcess: 'Clusters the advice must work with, by number or by name.',
  systemPrompt: 'A system prompt to send before the graph-augmented one.',
  transcend: 'Ask for ideas that go beyond the graph (its periphery and outside it).',
  extendedAdvice: 'Ask about the next gaps too (up to three pieces of advice).',
  contexts: 'The texts to compare: each { name, text } or { name, statements }, or { name } alone for a saved graph.',
  compareMode: 'difference: what people search for that the results lack; overlap: what both have.',
  searchQuery: 'The web search query, such as "heat pumps".',
  importCountry: 'The country to search from, as a two-letter code (us, de, fr…).',
  importLanguage: 'The language of the results, as a code (en, de…); auto guesses it from the query.',
  keepSeedTerms: 'Keep the query\'s own words in the graph (they are left out by default).',
  resultPages: 'How many pages of results to take (10 results a page).',
  fetchPages: 'Read each result\'s page, not just its title and snippet.',
  searchResults: 'Results you already have, [{ title, url, snippet }], instead of searching.',
  keywordsSource: 'Which queries count as intent: related searches, suggestions, or both.',
  expandSuggestions: 'Also ask for suggestions of each suggestion (more, slower).',
  searchQueries: 'Queries you already have, as strings or { query, source }, instead of asking the engine.',
  showContexts: 'Also list how many matches each saved graph holds.',
  limit: 'At most this many matching statements.',
  type: 'Only graphs of this context type.',
  fromDate: 'Only graphs made on or after this date (2024-05-01, or a date-time).',
  toDate: 'Only graphs made on or before this date.',
  favorite: 'Only graphs marked as favorite (or, with false, only the others).',
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

/** Whether a JSON Schema (of the kinds tool schemas hold) lets a value of JSON type `type` through. */
function accepts(schema: Json, type: string): boolean {
  const alternatives = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (alternatives) return alternatives.some((s) => accepts(s, type));
  const t = schema.type;
  return t === undefined || t === type || (Array.isArray(t) && t.includes(type));
}

/**
 * A string given for an argument that takes a list, and no string, becomes a list of one: agents
 * and the MCP Inspector's command line send `files: "notes.md"` for `files: ["notes.md"]`.
 */
export function stringsAsLists(inputSchema: Json, args: Json): void {
  const properties = (inputSchema.properties ?? {}) as Record<string, Json>;
  for (const [key, value] of Object.entries(args)) {
    const schema = properties[key];
    if (typeof value === 'string' && schema && accepts(schema, 'array') && !accepts(schema, 'string')) args[key] = [value];
  }
}
