// E2 `requestMode: "retrieve"`: the statements of a graph that hold the prompt's concepts, found
// through the graph itself (no language model, no embeddings): the more of the prompt's concepts a
// statement holds the higher it ranks, then the more central those concepts are.
import { analyze, type Analysis } from '../core/analyze.js';
import { badRequest } from '../core/errors.js';
import { round4 } from '../report/summary.js';
import { analyzeOptionsOf } from './analysis-request.js';
import type { AdviceBody } from './schemas.js';

/** How many statements a retrieval answers with at most. */
export const RETRIEVED_STATEMENTS = 10;

export interface Retrieved {
  /** Index into analysis.statements. */
  index: number;
  /** The prompt's concepts the statement holds. */
  shared: string[];
  /** The share of the prompt's concepts the statement holds, 0 to 1. */
  relevance: number;
}

/** The prompt's concepts, read with the same language, stopwords and settings as the graph. */
export function promptConcepts(analysis: Analysis, prompt: string | undefined, body: AdviceBody, maxNodes: number): string[] {
  if (prompt === undefined || prompt.trim() === '') {
    throw badRequest('prompt is required with requestMode retrieve: give the words to retrieve statements for', 'prompt');
  }
  const options = { ...analyzeOptionsOf(body, maxNodes), language: analysis.language };
  const concepts = analyze([{ id: 'prompt', content: prompt, categories: [] }], options).statements[0]?.concepts ?? [];
  if (concepts.length === 0) throw badRequest('prompt has no concepts left after removing stopwords, numbers and links', 'prompt');
  return concepts;
}

/** The statements holding any of `concepts`, best first (ties: in text order), at most `limit`. */
export function retrieveStatements(analysis: Analysis, concepts: readonly string[], limit = RETRIEVED_STATEMENTS): Retrieved[] {
  const wanted = new Set(concepts);
  const node = new Map(analysis.graph.names.map((name, i) => [name, i]));
  const centrality = (c: string) => (node.has(c) ? analysis.bc[node.get(c)!] : 0);
  const found: Array<Retrieved & { weight: number }> = [];
  analysis.statements.forEach((s, index) => {
    const shared = s.concepts.filter((c) => wanted.has(c));
    if (shared.length === 0) return;
    const weight = shared.reduce((sum, c) => sum + centrality(c), 0);
    found.push({ index, shared, relevance: round4(shared.length / wanted.size), weight });
  });
  found.sort((a, b) => b.shared.length - a.shared.length || b.weight - a.weight || a.index - b.index);
  return found.slice(0, limit).map(({ index, shared, relevance }) => ({ index, shared, relevance }));
}
