// The body of aiSearch, the hosted service's "related statements" endpoint: a question and the statements to search.
import * as z from 'zod/mini';
import { withJsonSchema } from './json-schema.js';
import { analysisField, bool, int, language, stringList } from './schemas.js';

const THRESHOLD = 'must be a number from 0 to 1 (or such a number as a string)';
/** A similarity from 0 to 1, as a number or, as the hosted service's clients send it, a string. */
const similarity = withJsonSchema(
  z.pipe(
    z.union([z.number(), z.pipe(z.string().check(z.regex(/^\s*(?:0(?:\.\d*)?|1(?:\.0*)?|\.\d+)\s*$/, THRESHOLD)), z.transform<string, number>(Number))], { error: THRESHOLD }),
    z.number({ error: THRESHOLD }).check(z.gte(0, THRESHOLD), z.lte(1, THRESHOLD)),
  ),
  { anyOf: [{ type: 'number', minimum: 0, maximum: 1 }, { type: 'string', pattern: '^\\s*(?:0(?:\\.\\d*)?|1(?:\\.0*)?|\\.\\d+)\\s*$' }] },
);

/** A place in an outline: an integer from -DEPTH to DEPTH (a number or, as every integer field takes it, such a number as a string), or null. */
const DEPTH = 100;
const place = z.nullable(int(-DEPTH, DEPTH));
/** Per statement of `text`, its place in its document's outline (input/markup.ts: outlineOf), or null where its headings are guessed. */
const outline = withJsonSchema(z.array(place, { error: 'must be a list: per statement an integer (a heading\'s depth, or minus the depth of the heading it lies under) or null' }), {
  type: 'array',
  items: { anyOf: [{ type: 'integer', minimum: -DEPTH, maximum: DEPTH }, { type: 'null' }] },
});

/**
 * What a "chat with your graph" client sends: `{ mode: "aiSearch", embeddingType: "query", text:
 * [statement, …], searchQuery, numberOfResults, similarityThreshold }`. `text` may also be one
 * text, split into statements a line each; `outline` (ours) places the statements of a list in their documents' outlines, so that each lies under its own heading; `name` (ours) searches a saved graph's statements;
 * `language`, `stopwords` and `analysis` (ours) read the text as the other endpoints do; `widen`
 * (ours) widens the question by its concepts' neighbours in the text's graph (off by default).
 */
export const aiSearchBody = z.object({
  mode: z.optional(z.string({ error: 'must be a string, such as "aiSearch"' })),
  embeddingType: z.optional(z.string({ error: 'must be a string, such as "query"' })),
  text: z.optional(z.union([z.string(), z.array(z.string())], { error: 'must be a list of statements, or one text (a statement a line)' })),
  outline: z.optional(outline),
  name: z.optional(z.string({ error: 'must be a string: the name of a saved graph' })),
  searchQuery: z.string({ error: 'must be a string: the question' }),
  numberOfResults: z.optional(int(1, 1000)),
  similarityThreshold: z.optional(similarity),
  language: z.optional(language),
  stopwords: z.optional(stringList),
  userName: z.optional(z.string()),
  widen: z.optional(bool),
  ...analysisField,
});
export const aiSearchQuery = z.object({});

export type AiSearchBody = z.output<typeof aiSearchBody>;
