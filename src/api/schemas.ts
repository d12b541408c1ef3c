// Request schemas of every endpoint (query and body): the one source of truth for CLI, server and client.
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../core/text/stopwords.js';
import { DOUBLE_BRACKETS, MENTIONS, MODIFY_TEXT, PART_OF_SPEECH, SQUARE_BRACKETS } from '../core/text/settings.js';
import type { Language } from '../core/types.js';
import { badRequest } from './errors.js';

/** Booleans arrive as JSON booleans or, from query strings and loose clients, as "true"/"false". */
const bool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')], {
  error: 'must be true or false',
});

const int = (min: number, max: number) =>
  z.union([z.number(), z.string().regex(/^-?\d+$/, `must be an integer from ${min} to ${max}`).transform(Number)], {
    error: `must be an integer from ${min} to ${max}`,
  }).pipe(
    z.number().int().min(min, `must be an integer from ${min} to ${max}`).max(max, `must be an integer from ${min} to ${max}`),
  );

/** `maxNodes`: a count, or 0 / "all" for every node. */
const maxNodes = z
  .union([z.number(), z.string().regex(/^(\d+|all)$/i, 'must be a whole number, or "all"')], { error: 'must be a whole number, or "all"' })
  .transform((v) => (typeof v === 'string' ? (v.toLowerCase() === 'all' ? 0 : Number(v)) : v))
  .pipe(z.number().int('must be a whole number, or "all"').min(0, 'must be a whole number, or "all"'));

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(', ')}` });

const strings = z.array(z.string(), { error: 'must be an array of strings' });
const language = z
  .string()
  .transform((v) => v.toLowerCase())
  .pipe(oneOf(['auto', ...SUPPORTED_LANGUAGES] as unknown as readonly [string, ...string[]]))
  .transform((v) => v as Language | 'auto');

import { COMPARE_MODES, OPTIMIZE, REQUEST_MODES, VS_COMPARE_MODES } from './values.js';

export { COMPARE_MODES, OPTIMIZE, REQUEST_MODES, VS_COMPARE_MODES };

export const contextSettings = z.object({
  partOfSpeechToProcess: oneOf(PART_OF_SPEECH).optional(),
  doubleSquarebracketsProcessing: oneOf(DOUBLE_BRACKETS).optional(),
  squareBracketsProcessing: oneOf(SQUARE_BRACKETS).optional(),
  mentionsProcessing: oneOf(MENTIONS).optional(),
});

// ---- query parameters -------------------------------------------------------------------

/** The query flags that shape a graph response (E1's, shared by every endpoint answering in its schema). */
const responseFlagFields = {
  addStats: bool.optional(),
  includeStatements: bool.optional(),
  includeGraphSummary: bool.optional(),
  extendedGraphSummary: bool.optional(),
  includeGraph: bool.optional(),
  gapDepth: int(0, 3).optional(),
  compactStatements: bool.optional(),
  compactGraph: bool.optional(),
};
const graphQueryFields = {
  doNotSave: bool.optional(),
  ...responseFlagFields,
  maxNodes: maxNodes.optional(),
};
const adviceQueryFields = {
  ...graphQueryFields,
  optimize: oneOf(OPTIMIZE).optional(),
  transcend: bool.optional(),
  extendedAdvice: bool.optional(),
};

export const graphQuery = z.object({
  ...graphQueryFields,
  /** Ours on E1 with doNotSave=false: replace the saved graph's statements instead of appending to them. */
  replace: bool.optional(),
});
export const adviceQuery = z.object(adviceQueryFields);
export const dotQuery = z.object({
  optimize: oneOf(OPTIMIZE).optional(),
  /** Ours on E3: which gap optimize=gaps bridges (0 to 3). */
  gapDepth: int(0, 3).optional(),
  includeGraph: bool.optional(),
  includeGraphSummary: bool.optional(),
  extendedGraphSummary: bool.optional(),
  maxNodes: maxNodes.optional(),
});
export const aiAdviceQuery = z.object({ optimize: oneOf(OPTIMIZE).optional(), transcend: bool.optional() });
export const compareQuery = z.object({ ...graphQueryFields, mode: oneOf(COMPARE_MODES).optional() });
export const compareAdviceQuery = z.object({ ...adviceQueryFields, compareMode: oneOf(COMPARE_MODES).optional() });
export const vsGraphQuery = z.object({ ...graphQueryFields, compareMode: oneOf(VS_COMPARE_MODES).optional() });
export const vsAdviceQuery = z.object({ ...adviceQueryFields, compareMode: oneOf(VS_COMPARE_MODES).optional() });
export const listQuery = z.object({});
/** E6 answers in the E1 response schema, shaped by E1's response flags (ours). */
export const searchQuery = z.object(responseFlagFields);

// ---- bodies --------------------------------------------------------------------------------

/** Text-processing fields shared by every body that carries text (our additions: language, maxNodes' twin in query). */
const textFields = {
  name: z.string().optional(),
  text: z.string().optional(),
  statements: strings.optional(),
  timestamps: z.array(z.union([z.string(), z.number(), z.null()])).optional(),
  /** Ours: categories of each statement, by index. */
  categories: z.array(z.union([strings, z.string(), z.null()])).optional(),
  aiTopics: bool.optional(),
  modifyAnalyzedText: oneOf(MODIFY_TEXT).optional(),
  replaceEntities: bool.optional(),
  contextType: z.string().optional(),
  userName: z.string().optional(),
  stopwords: strings.optional(),
  contextSettings: contextSettings.optional(),
  /** Ours: stopword language, ISO 639-1 code or "auto" (the default). */
  language: language.optional(),
};

export const graphBody = z.object(textFields);

const chatMessage = z.object({ role: z.string(), content: z.string() });
const adviceFields = {
  requestMode: oneOf(REQUEST_MODES).optional(),
  modelToUse: z.string().optional(),
  pinnedNodes: strings.optional(),
  topicsToProcess: z.array(z.union([z.string(), z.number()])).optional(),
  prompt: z.string().optional(),
  promptChatContext: z.array(z.union([chatMessage, z.string()])).optional(),
  systemPrompt: z.string().optional(),
};
export const adviceBody = z.object({ ...textFields, ...adviceFields });

export const dotFromTextBody = z.object({
  name: z.string().optional(),
  text: z.string().optional(),
  /** The viewer of a saved graph named by `name` (the server sets it to the token's user). */
  userName: z.string().optional(),
  stopwords: strings.optional(),
  aiTopics: bool.optional(),
  language: language.optional(),
});
/** Loose: E4 also takes a whole E1 response (entriesAndGraphOfContext…), or `links` for edges. */
const nodeLinkGraph = z.looseObject({
  nodes: z.array(z.any()).optional(),
  edges: z.array(z.any()).optional(),
  attributes: z.record(z.string(), z.any()).optional(),
});
/** `{ graph: <node-link graph or E1 response> }`, or the node-link graph itself as the body. */
export const dotGraphBody = z.looseObject({ graph: z.any().optional() });

export const aiAdviceBody = z.object({
  ...adviceFields,
  userPrompt: z.array(chatMessage).optional(),
  promptContext: z.string().optional(),
  language: z.string().optional(),
  graph: nodeLinkGraph,
  statements: z.array(z.any()).optional(),
});

const isoDate = z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()], {
  error: 'must be an ISO date (2024-05-01) or date-time (2024-05-01T12:00:00Z)',
});
export const listBody = z.object({
  query: z.string().optional(),
  type: z.string().optional(),
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
  language: z.string().optional(),
  favorite: bool.optional(),
  /** The user whose graphs (and the public ones) to list; `anonymous` when absent. */
  userName: z.string().optional(),
});

export const searchBody = z.object({
  query: z.string({ error: 'must be a string' }),
  contextNames: z.string().optional(),
  userName: z.string().optional(),
  maxNodes: maxNodes.optional(),
  showContexts: bool.optional(),
  /** Ours: at most this many matching statements, most relevant first, make the graph (default 1000). */
  limit: int(1, 100_000).optional(),
});

const contextSource = z.object({
  text: z.string().optional(),
  name: z.string().optional(),
  statements: strings.optional(),
});
export const compareBody = z.object({ ...textFields, contexts: z.array(contextSource).min(1, 'must hold at least one context') });
export const compareAdviceBody = z.object({
  ...textFields,
  ...adviceFields,
  contexts: z.array(contextSource).min(1, 'must hold at least one context'),
  compareMode: oneOf(COMPARE_MODES).optional(),
});

const webFields = {
  searchQuery: z.string({ error: 'must be a string' }).min(1, 'must not be empty'),
  aiTopics: bool.optional(),
  importCountry: z.string().optional(),
  importLanguage: z.string().optional(),
};
export const searchResultsGraphBody = z.object({ ...webFields, doNotAddGraph: bool.optional() });
export const searchResultsAdviceBody = z.object({ ...webFields, requestMode: oneOf(REQUEST_MODES).optional() });
export const searchIntentGraphBody = z.object({ ...webFields, doNotAddGraph: bool.optional(), keywordsSource: z.string().optional() });
export const searchIntentAdviceBody = z.object({ ...webFields, requestMode: oneOf(REQUEST_MODES).optional(), keywordsSource: z.string().optional() });
export const vsGraphBody = z.object({ searchQuery: webFields.searchQuery, aiTopics: bool.optional() });
export const vsAdviceBody = z.object({
  searchQuery: webFields.searchQuery,
  aiTopics: bool.optional(),
  requestMode: oneOf(REQUEST_MODES).optional(),
  keywordsSource: z.string().optional(),
});

// ---- validation --------------------------------------------------------------------------

/**
 * Parses `value` with `schema`; a failure becomes one 400 error naming the first bad field
 * (`contextSettings.mentionsProcessing must be one of …`).
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown, where: 'query' | 'body'): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue.path.map(String).join('.');
  if (!field) throw badRequest(`The request ${where} must be a JSON object`);
  let message = issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) message = 'is required';
  else if (issue.code === 'invalid_type' && !/^must/.test(message)) message = `must be ${ARTICLE[issue.expected] ?? issue.expected}`;
  else if (issue.code === 'unrecognized_keys') message = 'is not allowed';
  return badField(field, message);
}

const ARTICLE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  array: 'an array',
  object: 'an object',
};

function badField(field: string, message: string): never {
  throw badRequest(`${field} ${message}`, field);
}

export type GraphQuery = z.output<typeof graphQuery>;
export type GraphBody = z.output<typeof graphBody>;
export type AdviceQuery = z.output<typeof adviceQuery>;
export type AdviceBody = z.output<typeof adviceBody>;
export type DotQuery = z.output<typeof dotQuery>;
export type DotFromTextBody = z.output<typeof dotFromTextBody>;
export type DotGraphBody = z.output<typeof dotGraphBody>;
export type AiAdviceQuery = z.output<typeof aiAdviceQuery>;
export type AiAdviceBody = z.output<typeof aiAdviceBody>;
export type ListBody = z.output<typeof listBody>;
export type SearchBody = z.output<typeof searchBody>;
export type CompareQuery = z.output<typeof compareQuery>;
export type CompareBody = z.output<typeof compareBody>;
export type CompareAdviceQuery = z.output<typeof compareAdviceQuery>;
export type CompareAdviceBody = z.output<typeof compareAdviceBody>;
export type SearchResultsGraphBody = z.output<typeof searchResultsGraphBody>;
export type SearchResultsAdviceBody = z.output<typeof searchResultsAdviceBody>;
export type SearchIntentGraphBody = z.output<typeof searchIntentGraphBody>;
export type SearchIntentAdviceBody = z.output<typeof searchIntentAdviceBody>;
export type VsGraphQuery = z.output<typeof vsGraphQuery>;
export type VsGraphBody = z.output<typeof vsGraphBody>;
export type VsAdviceQuery = z.output<typeof vsAdviceQuery>;
export type VsAdviceBody = z.output<typeof vsAdviceBody>;
