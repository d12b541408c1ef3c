// aiSearch: the statements of a text (or a saved graph) related to a question, best first — by an embedding model where one is chosen, else by the text's graph.
import type { EmbeddingModel } from '../ai/embeddings.js';
import { analyze } from '../core/analyze.js';
import { badRequest } from '../core/errors.js';
import { relatedStatements } from '../core/related.js';
import { analysisModule, extractConcepts } from '../core/text/concepts.js';
import { toStatements } from '../core/text/statements.js';
import { conceptLookup } from '../core/text/word-forms.js';
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

/** The graph method (core/related.ts): the question's concepts, read in the text's language, and their neighbourhood. */
function byGraph(statements: Statement[], question: string, body: AiSearchBody, _parts: RankingParts): Scored[] {
  const options = analyzeOptionsOf(body, DEFAULT_MAX_NODES);
  const analysis = analyze(statements, options);
  const asked = extractConcepts([{ id: 'question', content: question, categories: [] }], { ...options, language: analysis.language });
  // The question's words as the text writes them: `droit` asks for the text's `droits`.
  const inText = conceptLookup(analysisModule(analysis.language, options.analysis), analysis.statements.flatMap((s) => s.concepts));
  const concepts = asked.concepts[0].tokens.map((t) => inText(t.concept)).filter((c): c is string => c !== undefined);
  return relatedStatements(analysis, concepts);
}

/** Cosine similarity of the question's and each statement's embeddings (below 0 counts as 0), best first; ties in text order. */
async function byEmbeddings(statements: Statement[], question: string, model: EmbeddingModel): Promise<Scored[]> {
  const { cosine } = await import('../ai/embeddings.js');
  const [asked, ...vectors] = await model.embed([question, ...statements.map((s) => s.content)]);
  return vectors
    .map((v, index) => ({ index, similarity: Math.max(0, Math.min(1, cosine(asked, v))) }))
    .sort((a, b) => b.similarity - a.similarity || a.index - b.index);
}
