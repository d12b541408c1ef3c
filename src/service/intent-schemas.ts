// Request schemas of the web-search endpoints: search results, search intent, and what intent asks that results do not answer.
import * as z from 'zod/mini';
import { withJsonSchema } from './json-schema.js';
import { adviceFields, adviceQueryFields, analysisField, bool, graphQueryFields, int, oneOf, strings, textFields } from './schemas.js';
import { KEYWORDS_SOURCES, VS_COMPARE_MODES } from './values.js';

export { KEYWORDS_SOURCES, VS_COMPARE_MODES };

/** The most result pages one request may ask a provider for (about 10 results a page). */
export const MAX_RESULT_PAGES = 10;

const lowerCase = z.transform<string, string>((v) => v.toLowerCase());
const COUNTRY = 'must be a two-letter country code such as us, gb, de';
const country = withJsonSchema(
  z.pipe(z.string({ error: COUNTRY }).check(z.regex(/^[A-Za-z]{2}$/, COUNTRY)), lowerCase),
  { type: 'string', pattern: '^[A-Za-z]{2}$' },
);
const LANGUAGE = 'must be AUTO or a two-letter language code such as en, de, fr';
const importLanguage = withJsonSchema(
  z.pipe(z.string({ error: LANGUAGE }).check(z.regex(/^(auto|[A-Za-z]{2})$/i, LANGUAGE)), lowerCase),
  { type: 'string', pattern: '^(AUTO|auto|[A-Za-z]{2})$' },
);

/** Words: a string with a letter, digit or sign in it, not only spaces. */
const WORDS = { type: 'string', pattern: '\\S' };
/** A result's JSON Schema with words in `field`: each branch whole, as request generators need them. */
function resultWith(field: 'title' | 'snippet') {
  const properties = { title: { type: 'string' }, url: { type: 'string' }, snippet: { type: 'string' }, rank: { type: 'integer', minimum: 1, maximum: 1_000_000 } };
  return { type: 'object', required: [field], properties: { ...properties, [field]: WORDS } };
}
/** One search result given in the request instead of asking a provider (a results file); a title or a snippet it must have. */
const searchResult = withJsonSchema(
  z.object({
    title: z.optional(z.string()),
    url: z.optional(z.string()),
    snippet: z.optional(z.string()),
    rank: z.optional(int(1, 1_000_000)),
  }),
  { type: 'object', anyOf: [resultWith('title'), resultWith('snippet')] },
);
/** One search-intent query given in the request (a queries file): the text, or the text and where it came from. */
const intentQuery = z.union(
  [z.string(), z.object({ query: z.string(), source: z.optional(oneOf(['related', 'question', 'suggest'] as const)) })],
  { error: 'must be a string or { query, source }' },
);

/** What every web-search request carries: the query, where it is asked from, and how its text is processed. */
const webFields = {
  searchQuery: withJsonSchema(z.string({ error: 'must be a string' }).check(z.minLength(1, 'must not be empty')), { ...WORDS, minLength: 1 }),
  aiTopics: z.optional(bool),
  importCountry: z.optional(country),
  importLanguage: z.optional(importLanguage),
  /** Ours: the graph's name when it is saved (default: the kind of graph and the query). */
  name: textFields.name,
  userName: textFields.userName,
  stopwords: textFields.stopwords,
  contextSettings: textFields.contextSettings,
  /** Ours: keep the words of the query itself, which are otherwise removed from the graph. */
  keepSeedTerms: z.optional(bool),
  ...analysisField,
};
/** Ours: how results are gathered. */
const resultsFields = {
  resultPages: z.optional(int(1, MAX_RESULT_PAGES)),
  fetchPages: z.optional(bool),
  searchResults: z.optional(z.array(searchResult).check(z.minLength(1, 'must hold at least one result'))),
};
/** How search-intent queries are gathered (expandSuggestions and searchQueries are ours). */
const intentFields = {
  keywordsSource: z.optional(oneOf(KEYWORDS_SOURCES)),
  expandSuggestions: z.optional(bool),
  searchQueries: z.optional(z.array(intentQuery).check(z.minLength(1, 'must hold at least one query'))),
};
const doNotAddGraph = { doNotAddGraph: z.optional(bool) };
const compareMode = { compareMode: z.optional(oneOf(VS_COMPARE_MODES)) };

export const searchResultsGraphBody = z.object({ ...webFields, ...resultsFields, ...doNotAddGraph });
export const searchResultsAdviceBody = z.object({ ...webFields, ...resultsFields, ...adviceFields });
export const searchIntentGraphBody = z.object({ ...webFields, ...intentFields, ...doNotAddGraph });
export const searchIntentAdviceBody = z.object({ ...webFields, ...intentFields, ...adviceFields });
export const vsGraphBody = z.object({ ...webFields, ...resultsFields, ...intentFields });
export const vsAdviceBody = z.object({ ...webFields, ...resultsFields, ...intentFields, ...adviceFields });

export const vsGraphQuery = z.object({ ...graphQueryFields, ...compareMode });
export const vsAdviceQuery = z.object({ ...adviceQueryFields, ...compareMode });

export type WebFields = z.output<z.ZodMiniObject<typeof webFields>>;
export type ResultsFields = z.output<z.ZodMiniObject<typeof resultsFields>>;
export type IntentFields = z.output<z.ZodMiniObject<typeof intentFields>>;
export type SearchResultsGraphBody = z.output<typeof searchResultsGraphBody>;
export type SearchResultsAdviceBody = z.output<typeof searchResultsAdviceBody>;
export type SearchIntentGraphBody = z.output<typeof searchIntentGraphBody>;
export type SearchIntentAdviceBody = z.output<typeof searchIntentAdviceBody>;
export type VsGraphQuery = z.output<typeof vsGraphQuery>;
export type VsGraphBody = z.output<typeof vsGraphBody>;
export type VsAdviceQuery = z.output<typeof vsAdviceQuery>;
export type VsAdviceBody = z.output<typeof vsAdviceBody>;
