// Request schemas of every endpoint (query and body): the one source of truth for CLI, server and client.
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { LANGUAGE_CODES, languageCode, SUPPORTED_LANGUAGES } from '../core/text/stopwords.js';
import { DOUBLE_BRACKETS, MENTIONS, MODIFY_TEXT, PART_OF_SPEECH, SQUARE_BRACKETS } from '../core/text/settings.js';
import type { Language } from '../core/types.js';
import { ANALYSIS_MODES } from '../core/analysis-mode.js';
import { withJsonSchema } from './json-schema.js';
import { GRAPH_FORMS, graphInput, isoDate, timestamp } from './value-schemas.js';

// zod/mini (a fraction of zod's start-up cost) ships no messages; ours name the field, and the
// English ones fill in the rest (`must be a string`, `is required` are derived from them below).
z.config(en());

/** Booleans arrive as JSON booleans or, from query strings and loose clients, as "true"/"false". */
export const bool = withJsonSchema(
  z.union(
    [z.boolean(), z.pipe(z.enum(['true', 'false', '1', '0']), z.transform<'true' | 'false' | '1' | '0', boolean>((v) => v === 'true' || v === '1'))],
    { error: 'must be true or false' },
  ),
  { type: 'boolean' },
);

export const int = (min: number, max: number) => {
  const error = `must be an integer from ${min} to ${max}`;
  return withJsonSchema(z.pipe(
    z.union([z.number(), z.pipe(z.string().check(z.regex(/^-?\d+$/, error)), z.transform<string, number>(Number))], { error }),
    z.int({ error }).check(z.gte(min, error), z.lte(max, error)),
  ), { type: 'integer', minimum: min, maximum: max });
};

/** `maxNodes`: a count, or 0 / "all" for every node. */
const WHOLE_OR_ALL = 'must be a whole number, or "all"';
const maxNodes = withJsonSchema(z.pipe(
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^(\d+|all)$/i, WHOLE_OR_ALL))], { error: WHOLE_OR_ALL }),
    z.transform<number | string, number>((v) => (typeof v === 'string' ? (v.toLowerCase() === 'all' ? 0 : Number(v)) : v)),
  ),
  z.int({ error: WHOLE_OR_ALL }).check(z.gte(0, WHOLE_OR_ALL)),
), { anyOf: [{ type: 'integer', minimum: 0 }, { const: 'all' }] });

/** An enumerated value, in any case (`exclude` for `EXCLUDE`); the handlers see the canonical spelling. */
export const oneOf = <T extends readonly [string, ...string[]]>(values: T) => {
  const error = `must be one of ${values.join(', ')}`;
  const canonical = new Map<string, string>(values.map((v) => [v.toLowerCase(), v]));
  return withJsonSchema(
    z.pipe(z.pipe(z.string({ error }), z.transform<string, string>((v) => canonical.get(v.toLowerCase()) ?? v)), z.enum(values, { error })),
    { type: 'string', enum: [...values] },
  );
};

export const strings = z.array(z.string(), { error: 'must be an array of strings' });

/** Commas split a list sent as one string (`"a, b"` → `["a", "b"]`); blank items are dropped. */
export const splitCommas = (value: string): string[] => value.split(',').map((v) => v.trim()).filter(Boolean);

/** A list of words: an array of strings or, as form-based clients send lists, one comma-separated string. */
export const stringList = withJsonSchema(
  z.union([strings, z.pipe(z.string(), z.transform<string, string[]>(splitCommas))], { error: 'must be an array of strings, or a comma-separated string' }),
  { anyOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }] },
);
export const LANGUAGE_ERROR = `must be auto or a supported language code: ${SUPPORTED_LANGUAGES.join(', ')}`;
/** A text's language: `auto`, a supported code or one of its other names (nb, zh-TW), in any case. */
export const language = withJsonSchema(
  z.pipe(
    z.string({ error: LANGUAGE_ERROR }),
    z.transform<string, Language | 'auto'>((value, ctx) => {
      if (value.trim().toLowerCase() === 'auto') return 'auto';
      const code = languageCode(value);
      if (code !== undefined) return code;
      ctx.issues.push({ code: 'custom', message: LANGUAGE_ERROR, input: value });
      return z.NEVER;
    }),
  ),
  { type: 'string', enum: ['auto', ...LANGUAGE_CODES] },
);

import { BETWEENNESS_MODES, COMPARE_MODES, OPTIMIZE, REQUEST_MODES } from './values.js';

export { COMPARE_MODES, OPTIMIZE, REQUEST_MODES };

export const contextSettings = z.object({
  partOfSpeechToProcess: z.optional(oneOf(PART_OF_SPEECH)),
  doubleSquarebracketsProcessing: z.optional(oneOf(DOUBLE_BRACKETS)),
  squareBracketsProcessing: z.optional(oneOf(SQUARE_BRACKETS)),
  mentionsProcessing: z.optional(oneOf(MENTIONS)),
});

// ---- query parameters -------------------------------------------------------------------

/** The query flags that shape a graph response (E1's, shared by every endpoint answering in its schema). */
const responseFlagFields = {
  addStats: z.optional(bool),
  includeStatements: z.optional(bool),
  includeGraphSummary: z.optional(bool),
  extendedGraphSummary: z.optional(bool),
  includeGraph: z.optional(bool),
  gapDepth: z.optional(int(0, 3)),
  compactStatements: z.optional(bool),
  compactGraph: z.optional(bool),
};
export const graphQueryFields = {
  doNotSave: z.optional(bool),
  ...responseFlagFields,
  maxNodes: z.optional(maxNodes),
};
export const adviceQueryFields = {
  ...graphQueryFields,
  optimize: z.optional(oneOf(OPTIMIZE)),
  transcend: z.optional(bool),
  extendedAdvice: z.optional(bool),
};

export const graphQuery = z.object({
  ...graphQueryFields,
  /** Ours on E1 with doNotSave=false: replace the saved graph's statements instead of appending to them. */
  replace: z.optional(bool),
  /** Ours on E1 with doNotSave=false: leave out the statements whose text the saved graph already holds. */
  skipExisting: z.optional(bool),
  /** Ours on E1: betweenness exact, sampled (approx), or chosen by the graph's size (auto). */
  betweenness: z.optional(oneOf(BETWEENNESS_MODES)),
  /** Ours on E1: threads for betweenness (tna serve gives a request at most the processors it has). */
  threads: z.optional(int(1, 1024)),
});
export const adviceQuery = z.object(adviceQueryFields);
export const dotQuery = z.object({
  optimize: z.optional(oneOf(OPTIMIZE)),
  /** Ours on E3: which gap optimize=gaps bridges (0 to 3). */
  gapDepth: z.optional(int(0, 3)),
  includeGraph: z.optional(bool),
  includeGraphSummary: z.optional(bool),
  extendedGraphSummary: z.optional(bool),
  maxNodes: z.optional(maxNodes),
});
export const aiAdviceQuery = z.object({ optimize: z.optional(oneOf(OPTIMIZE)), transcend: z.optional(bool) });
export const compareQuery = z.object({ ...graphQueryFields, mode: z.optional(oneOf(COMPARE_MODES)) });
export const compareAdviceQuery = z.object({ ...adviceQueryFields, compareMode: z.optional(oneOf(COMPARE_MODES)) });
export const listQuery = z.object({});
/** E6 answers in the E1 response schema, shaped by E1's response flags (ours). */
export const searchQuery = z.object(responseFlagFields);

// ---- bodies --------------------------------------------------------------------------------

/**
 * Ours, on every body whose text is analyzed: `default`, or `reference` (the reference service's
 * numbers, exactly). Absent: `default`, or `reference` for the hosted service's clients (client-shapes.ts).
 */
export const analysisField = { analysis: z.optional(oneOf(ANALYSIS_MODES)) };

/** Text-processing fields shared by every body that carries text (our additions: language, maxNodes' twin in query). */
export const textFields = {
  name: z.optional(z.string()),
  text: z.optional(z.string()),
  statements: z.optional(strings),
  timestamps: z.optional(z.array(timestamp)),
  /** Ours: categories of each statement, by index. */
  categories: z.optional(z.array(z.union([strings, z.string(), z.null()]))),
  aiTopics: z.optional(bool),
  modifyAnalyzedText: z.optional(oneOf(MODIFY_TEXT)),
  replaceEntities: z.optional(bool),
  contextType: z.optional(z.string()),
  userName: z.optional(z.string()),
  stopwords: z.optional(stringList),
  contextSettings: z.optional(contextSettings),
  /** Ours: stopword language, ISO 639-1 code or "auto" (the default). */
  language: z.optional(language),
  ...analysisField,
};

export const graphBody = z.object(textFields);

export const chatMessage = z.object({ role: oneOf(['user', 'assistant', 'system']), content: z.string() });
export const adviceFields = {
  requestMode: z.optional(oneOf(REQUEST_MODES)),
  modelToUse: z.optional(z.string()),
  pinnedNodes: z.optional(stringList),
  topicsToProcess: z.optional(
    withJsonSchema(z.union([z.array(z.union([z.string(), z.number()])), z.pipe(z.string(), z.transform<string, string[]>(splitCommas))]), {
      anyOf: [{ type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'number' }] } }, { type: 'string' }],
    }),
  ),
  prompt: z.optional(z.string()),
  promptChatContext: z.optional(z.array(z.union([chatMessage, z.string()], { error: 'must be a string or a message { "role", "content" }' }))),
  systemPrompt: z.optional(z.string()),
};
/** E2 also retrieves: `retrieve` answers with the statements that hold the prompt's concepts, without a model. */
export const adviceBody = z.object({ ...textFields, ...adviceFields, requestMode: z.optional(oneOf([...REQUEST_MODES, 'retrieve'] as const)) });

export const dotFromTextBody = z.object({
  name: z.optional(z.string()),
  text: z.optional(z.string()),
  /** The viewer of a saved graph named by `name` (the server sets it to the token's user). */
  userName: z.optional(z.string()),
  stopwords: z.optional(stringList),
  aiTopics: z.optional(bool),
  language: z.optional(language),
  ...analysisField,
});
/** `{ graph: <node-link graph or E1 response> }`, or the node-link graph itself as the body (node-link.ts reads both). */
export const dotGraphBody = withJsonSchema(z.looseObject({ graph: z.optional(z.any()) }), {
  type: 'object',
  anyOf: [{ type: 'object', required: ['graph'], properties: { graph: { anyOf: GRAPH_FORMS } } }, ...GRAPH_FORMS],
});

export const aiAdviceBody = z.object({
  ...adviceFields,
  userPrompt: z.optional(z.array(chatMessage)),
  promptContext: z.optional(z.string()),
  language: z.optional(z.string()),
  /** Loose: E4 also takes a whole E1 response (entriesAndGraphOfContext…), or `links` for edges. */
  graph: graphInput,
  statements: z.optional(z.array(z.any())),
});

export const listBody = z.object({
  query: z.optional(z.string()),
  type: z.optional(z.string()),
  fromDate: z.optional(isoDate),
  toDate: z.optional(isoDate),
  language: z.optional(z.string()),
  favorite: z.optional(bool),
  /** The user whose graphs (and the public ones) to list; `anonymous` when absent. */
  userName: z.optional(z.string()),
});

export const searchBody = z.object({
  query: z.string({ error: 'must be a string' }),
  contextNames: z.optional(z.string()),
  userName: z.optional(z.string()),
  maxNodes: z.optional(maxNodes),
  showContexts: z.optional(bool),
  /** Ours: at most this many matching statements, most relevant first, make the graph (default 1000). */
  limit: z.optional(int(1, 100_000)),
  /** Ours: the analysis of the matches (absent: the one the graphs searched were saved with, when they agree). */
  ...analysisField,
});

const contextSource = z.object({
  text: z.optional(z.string()),
  name: z.optional(z.string()),
  statements: z.optional(strings),
});
export const compareBody = z.object({ ...textFields, contexts: z.array(contextSource).check(z.minLength(2, 'must hold two or more contexts: a comparison needs two or more texts')) });
export const compareAdviceBody = z.object({
  ...textFields,
  ...adviceFields,
  contexts: z.array(contextSource).check(z.minLength(2, 'must hold two or more contexts: a comparison needs two or more texts')),
  compareMode: z.optional(oneOf(COMPARE_MODES)),
});

// ---- validation: validate.ts (re-exported here, where every endpoint imports its schemas) ----

export { validate } from './validate.js';

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
