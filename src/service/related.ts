// aiSearch: the statements of a text (or a saved graph) related to a question, best first — by an embedding model where one is chosen, else by the text's graph.
import type { EmbeddingModel } from '../ai/embeddings.js';
import { conceptGraph } from '../core/analyze.js';
import { badRequest } from '../core/errors.js';
import { graphNeighbours, relatedStatements, termIndex } from '../core/related.js';
import { searchTerms } from '../core/text/search-terms.js';
import { toStatements } from '../core/text/statements.js';
import type { Statement } from '../core/types.js';
import { analyzeOptionsOf, DEFAULT_MAX_NODES } from './analysis-request.js';
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
  /** Chosen (TNA_EMBEDDING_MODEL): the statements and the question go to it; none: the graph method, on this machine. */
  embeddings?: EmbeddingModel;
  /** A saved graph's statements as `viewer` may see them; none when there is no such graph. */
  saved?: (name: string, viewer: string) => Promise<Statement[] | undefined>;
}

export async function aiSearch(rawQuery: unknown, rawBody: unknown, deps: RelatedDeps = {}): Promise<AiSearchResponse> {
  validate(aiSearchQuery, rawQuery, 'query');
  const body = validate(aiSearchBody, rawBody, 'body');
  const { statements, scored } = await relatedRanking(body, deps);
  const threshold = body.similarityThreshold ?? DEFAULT_THRESHOLD;
  return scored
    .filter((s) => s.similarity >= threshold)
    .slice(0, body.numberOfResults ?? DEFAULT_RESULTS)
    .map(({ index, similarity }) => ({ matchedContent: statements[index].content, similarity }));
}

/** Which parts of the offline ranking run: all (the default), or all but the graph's (the benchmark's comparison). */
export interface RankingParts {
  graph?: boolean;
}

/** A validated request's statements and each one's score, best first: what aiSearch answers from, and what the benchmark measures. */
export async function relatedRanking(body: AiSearchBody, deps: RelatedDeps = {}, parts: RankingParts = {}): Promise<{ statements: Statement[]; scored: Scored[] }> {
  const question = body.searchQuery.trim();
  if (question === '') throw badRequest('searchQuery is blank: give the question to find statements for', 'searchQuery');
  const statements = await statementsOf(body, deps);
  const scored = deps.embeddings ? await byEmbeddings(statements, question, deps.embeddings) : byGraph(statements, question, body, parts);
  return { statements, scored };
}

/** The statements to search: the list sent, one text a statement a line, or a saved graph's. */
async function statementsOf(body: AiSearchBody, deps: RelatedDeps): Promise<Statement[]> {
  let statements: Statement[];
  if (Array.isArray(body.text)) statements = toStatements({ statements: body.text });
  else if (body.text !== undefined) statements = toStatements({ text: body.text });
  else if (body.name !== undefined) {
    const viewer = ownerOf(body.userName);
    const saved = deps.saved && (await deps.saved(body.name, viewer));
    if (!saved) throw notFound(body.name, viewer);
    statements = saved;
  } else throw badRequest('text is required: the statements to search (a list, or one text a statement a line), or the name of a saved graph', 'text');
  if (statements.length === 0) throw badRequest('text is empty: give the statements to search', 'text');
  return statements;
}

export interface Scored {
  index: number;
  similarity: number;
}

/**
 * The offline method (core/related.ts): BM25 over every word of the statements, the question
 * widened by its concepts' neighbours in the text's graph (left out when `parts.graph` is false).
 */
function byGraph(statements: Statement[], question: string, body: AiSearchBody, parts: RankingParts): Scored[] {
  const options = analyzeOptionsOf(body, DEFAULT_MAX_NODES);
  const built = conceptGraph(statements, options);
  const termsOf = searchTerms(built.language);
  const index = termIndex(statements.map((s) => termsOf(s.content)));
  const asked = termsOf(question);
  if (parts.graph === false) return relatedStatements(index, asked);
  // A concept of one word is the term of its word; a name of several words is no one term.
  const termOf = (concept: string) => (/\s/.test(concept) ? null : (termsOf(concept)[0] ?? null));
  return relatedStatements(index, asked, graphNeighbours(built.graph, termOf, new Set(asked)));
}

/** Cosine similarity of the question's and each statement's embeddings (below 0 counts as 0), best first; ties in text order. */
async function byEmbeddings(statements: Statement[], question: string, model: EmbeddingModel): Promise<Scored[]> {
  const { cosine } = await import('../ai/embeddings.js');
  const [asked, ...vectors] = await model.embed([question, ...statements.map((s) => s.content)]);
  return vectors
    .map((v, index) => ({ index, similarity: Math.max(0, Math.min(1, cosine(asked, v))) }))
    .sort((a, b) => b.similarity - a.similarity || a.index - b.index);
}
