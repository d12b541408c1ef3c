// aiSearch: the statements of a text (or a saved graph) related to a question, best first — offline by their words and headings (and, asked for, the text's graph), fused with an embedding model's ranking where one is chosen.
import type { EmbeddingModel } from '../ai/embeddings.js';
import type { AnalyzeOptions } from '../core/analyze.js';
import { ApiError, badRequest } from '../core/errors.js';
import { relatedStatements, termIndex, wideningOf } from '../core/related.js';
import { mixedSearchTerms } from '../core/text/search-terms.js';
import { toStatements } from '../core/text/statements.js';
import type { Statement } from '../core/types.js';
import { analyzeOptionsOf } from './analysis-request.js';
import type { SavedSearch } from './saved-graphs.js';
import { analyzeOptions, mergeSettings, requestedSettings } from './saved-settings.js';
import { buildSearchIndex, RELATED_MAX_NODES, repeatsOf, storedSearchIndex, withoutRepeats, type SearchIndex } from './search-index.js';
import { notFound, ownerOf } from './graph-names.js';
import { aiSearchBody, aiSearchQuery, type AiSearchBody } from './related-schemas.js';
import { validate } from './schemas.js';

/** One statement related to the question, as the hosted service answers: the statement verbatim and its similarity (0–1). */
export interface RelatedMatch {
  matchedContent: string;
  similarity: number;
}
/** The related statements, best first: at most numberOfResults, none below similarityThreshold. */
export type AiSearchResponse = RelatedMatch[];

/** Ours: how many statements are answered unless numberOfResults says otherwise. */
export const DEFAULT_RESULTS = 10;
/** Ours: the least similarity answered unless similarityThreshold says otherwise (offline: a statement that holds a concept of the question). */
export const DEFAULT_THRESHOLD = 0.3;

export interface RelatedDeps {
  /** Chosen (TNA_EMBEDDING_MODEL): the statements and the question go to it, and its ranking is fused with the offline one; none: the offline method alone, on this machine. */
  embeddings?: EmbeddingModel;
  /** A saved graph as `viewer` may see it, with its settings and what its last save stored for questions; none when there is no such graph. */
  savedSearch?: (name: string, viewer: string) => Promise<SavedSearch | undefined>;
}

export async function aiSearch(rawQuery: unknown, rawBody: unknown, deps: RelatedDeps = {}): Promise<AiSearchResponse> {
  validate(aiSearchQuery, rawQuery, 'query');
  const body = validate(aiSearchBody, rawBody, 'body');
  const { scored, statementsAt } = await relatedRanking(body, deps);
  const threshold = body.similarityThreshold ?? DEFAULT_THRESHOLD;
  const answered = scored.filter((s) => s.similarity >= threshold).slice(0, body.numberOfResults ?? DEFAULT_RESULTS);
  // Only the answered statements are read (of a saved graph, from the store).
  const statements = await statementsAt(answered.map((s) => s.index));
  if (statements.length !== answered.length) throw new ApiError(503, 'unavailable', 'the saved graph changed while it was read: ask again');
  return answered.map(({ similarity }, i) => ({ matchedContent: statements[i].content, similarity }));
}

/** Which parts of the ranking run: the default's, or one more or one less, which the benchmark compares them with. */
export interface RankingParts {
  /**
   * The graph's part of the offline ranking: its question widened by the neighbours of its
   * concepts. Off unless true here or the request's `widen` is: over the benchmark's folders,
   * once the statements lay under their own headings, it lifted the mean MRR but not the mean
   * P@5, and cost one folder's MRR 0.022 (docs/benchmarks.md).
   */
  graph?: boolean;
  /** The heading a statement lies under, a field of its own (core/related.ts). */
  headings?: boolean;
  /** With an embedding model, the offline ranking fused with it; false: the embedding model's alone. */
  lexical?: boolean;
}

/**
 * Reciprocal rank fusion's constant, as Cormack, Clarke and Büttcher set it: a statement's fused
 * score adds 1 / (60 + its rank) from each ranking, so agreeing rankings lift a statement and no
 * one ranking's scale (BM25's sums, cosines) outweighs the other's.
 */
const FUSION_K = 60;

/**
 * A validated request's statements, each one's score, best first, and the statements at given
 * places (read only when asked for, of a saved graph): what aiSearch answers from, and what the
 * benchmark measures.
 */
export async function relatedRanking(
  body: AiSearchBody,
  deps: RelatedDeps = {},
  parts: RankingParts = {},
): Promise<{ scored: Scored[]; statementsAt(places: readonly number[]): Promise<Statement[]> }> {
  const question = body.searchQuery.trim();
  if (question === '') throw badRequest('searchQuery is blank: give the question to find statements for', 'searchQuery');
  const source = await statementsOf(body, deps);
  const { options, statementsAt } = source;
  const widen = parts.graph ?? body.widen ?? false;
  // A stored index is read as it is unless the question is widened and it lacks the graph's neighbour lists; one made here makes the graph only for a widened question.
  const indexOf = async (): Promise<SearchIndex> => {
    const stored = storedSearchIndex(source.stored, options, source.count);
    return stored && (!widen || stored.neighbours) ? stored : buildSearchIndex(await source.statements(), options, { neighbours: widen });
  };
  const offline = (index: SearchIndex) => withoutRepeats(byGraph(index, question, { ...parts, graph: widen }), index.repeats);
  if (!deps.embeddings) return { scored: offline(await indexOf()), statementsAt };
  const statements = await source.statements();
  const semantic = await byEmbeddings(statements, question, deps.embeddings);
  if (parts.lexical === false) return { scored: withoutRepeats(semantic, repeatsOf(statements)), statementsAt };
  // Each ranking may keep another copy of a statement said twice: the fused list keeps one, by the same repeats.
  const index = await indexOf();
  return { scored: withoutRepeats(fused([offline(index), semantic]), index.repeats), statementsAt };
}

/** The statements to search, read when asked for; how many; the options to read them with; the index a saved graph's last save stored. */
interface Source {
  count: number;
  statements(): Promise<Statement[]>;
  statementsAt(places: readonly number[]): Promise<Statement[]>;
  options: AnalyzeOptions;
  stored?: string;
}

/**
 * The statements to search: the list sent, one text a statement a line, or a saved graph's; the
 * options to read them with (a saved graph's settings, the request's on top); and the index its
 * last save stored, if any.
 */
async function statementsOf(body: AiSearchBody, deps: RelatedDeps): Promise<Source> {
  let source: Source;
  if (body.text !== undefined) {
    // An outline is read only beside a list of statements as long as it; else the headings are guessed, as in plain text.
    const outline = Array.isArray(body.text) && body.outline?.length === body.text.length ? body.outline : undefined;
    const statements = Array.isArray(body.text) ? toStatements({ statements: body.text, outline }) : toStatements({ text: body.text });
    source = {
      count: statements.length,
      statements: async () => statements,
      statementsAt: async (places) => places.map((i) => statements[i]),
      options: analyzeOptionsOf(body, RELATED_MAX_NODES),
    };
  } else if (body.name !== undefined) {
    const viewer = ownerOf(body.userName);
    const saved = deps.savedSearch && (await deps.savedSearch(body.name, viewer));
    if (!saved) throw notFound(body.name, viewer);
    source = {
      count: saved.count,
      statements: saved.statements,
      statementsAt: saved.statementsAt,
      options: analyzeOptions(mergeSettings(saved.settings, requestedSettings(body)), RELATED_MAX_NODES),
      stored: saved.index,
    };
  } else throw badRequest('text is required: the statements to search (a list, or one text a statement a line), or the name of a saved graph', 'text');
  if (source.count === 0) throw badRequest('text is empty: give the statements to search', 'text');
  return source;
}

export interface Scored {
  index: number;
  similarity: number;
}

/**
 * The offline method (core/related.ts): BM25 over every word of the statements, the question
 * widened by its concepts' neighbours in the text's graph only when `parts.graph` is true,
 * each statement's heading a field of its own (left out when `parts.headings` is false),
 * from the statements' index (search-index.ts: made here, or stored with a saved graph).
 */
export function byGraph(index: SearchIndex, question: string, parts: RankingParts = {}): Scored[] {
  const asked = mixedSearchTerms(index.language)(question);
  const headings = parts.headings === false ? undefined : index.headings;
  const widening = parts.graph === true ? wideningOf(index.neighbours ?? [], new Set(asked)) : undefined;
  // Only the question's terms and their neighbours are scored: the index counts those alone.
  const terms = termIndex(index.terms, new Set([...asked, ...(widening?.weights.keys() ?? [])]));
  return relatedStatements(terms, asked, widening?.weights, headings, widening?.of);
}

/**
 * Rankings fused by their ranks (reciprocal rank fusion), best first (ties: text order); the
 * similarity is the fused score over the best possible, first in every ranking: 1.
 */
function fused(rankings: readonly Scored[][]): Scored[] {
  const score = new Map<number, number>();
  for (const ranking of rankings) ranking.forEach((s, rank) => score.set(s.index, (score.get(s.index) ?? 0) + 1 / (FUSION_K + rank + 1)));
  const best = rankings.length / (FUSION_K + 1);
  return [...score]
    .map(([index, s]) => ({ index, similarity: Math.min(1, s / best) }))
    .sort((a, b) => b.similarity - a.similarity || a.index - b.index);
}

/** Cosine similarity of the question's and each statement's embeddings (below 0 counts as 0), best first; ties in text order. */
async function byEmbeddings(statements: Statement[], question: string, model: EmbeddingModel): Promise<Scored[]> {
  const { cosine } = await import('../ai/embeddings.js');
  const [asked, ...vectors] = await model.embed([question, ...statements.map((s) => s.content)]);
  return vectors
    .map((v, index) => ({ index, similarity: Math.max(0, Math.min(1, cosine(asked, v))) }))
    .sort((a, b) => b.similarity - a.similarity || a.index - b.index);
}
