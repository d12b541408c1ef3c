// The statements of a text related to a question, offline: the question's concepts, their neighbourhood in the text's graph, and each concept's influence.
import type { Analysis } from './analyze.js';

export interface RelatedStatement {
  /** The statement's place in the analysis' statements. */
  index: number;
  /** 0 (nothing in common) to 1 (every concept of the question). */
  similarity: number;
}

/** A statement that holds one of the question's concepts scores at least this; one that holds them all, 1. */
export const HOLDS_A_CONCEPT = 0.3;

/**
 * How related each statement is to a question, best first (ties: the richer neighbourhood, then
 * text order); statements with nothing in common are left out.
 *
 * - The question's concepts are weighted by their influence in the text: 1 + bc / the largest bc
 *   (a concept the node cap left out weighs 1).
 * - A statement that holds some of them scores 0.3 + 0.7 × the share of that weight it holds:
 *   one concept of the question is at least 0.3, all of them 1.
 * - A statement that holds none but holds their neighbours in the graph scores below 0.3:
 *   0.3 × (1 − e^−s), where s adds up, for each neighbour it holds, the strength of its strongest
 *   relation to a concept of the question (the relation's weight over that concept's strongest).
 * - The same neighbourhood orders the statements of equal score.
 *
 * `question` holds the question's concepts as the text's analysis names them. O(E + Σ |statement|).
 */
export function relatedStatements(analysis: Analysis, question: readonly string[]): RelatedStatement[] {
  const { graph, bc } = analysis;
  const nodeOf = new Map(graph.names.map((name, i) => [name, i]));
  const maxBc = bc.reduce((m, v) => Math.max(m, v), 0);
  const weightOf = (concept: string) => {
    const node = nodeOf.get(concept);
    return node === undefined || maxBc === 0 ? 1 : 1 + bc[node] / maxBc;
  };
  const asked = new Map([...new Set(question)].map((c) => [c, weightOf(c)]));
  const total = [...asked.values()].reduce((s, w) => s + w, 0);
  if (total === 0) return [];

  // Each neighbour's strongest relation to a concept of the question, relative to that concept's strongest relation.
  const strongest = new Float64Array(graph.names.length);
  for (const e of graph.edges) {
    strongest[e.source] = Math.max(strongest[e.source], e.weight);
    strongest[e.target] = Math.max(strongest[e.target], e.weight);
  }
  const near = new Map<string, number>();
  for (const e of graph.edges) {
    for (const [from, to] of [[e.source, e.target], [e.target, e.source]]) {
      const concept = graph.names[from];
      const neighbour = graph.names[to];
      if (!asked.has(concept) || asked.has(neighbour)) continue;
      near.set(neighbour, Math.max(near.get(neighbour) ?? 0, e.weight / strongest[from]));
    }
  }

  const out: (RelatedStatement & { neighbourhood: number })[] = [];
  analysis.statements.forEach((s, index) => {
    let held = 0;
    let heldConcepts = 0;
    let neighbourhood = 0;
    for (const concept of s.concepts) {
      const weight = asked.get(concept);
      if (weight !== undefined) [held, heldConcepts] = [held + weight, heldConcepts + 1];
      neighbourhood += near.get(concept) ?? 0;
    }
    // All of them is 1 exactly, whatever the rounding of the sums.
    const share = heldConcepts === asked.size ? 1 : held / total;
    const similarity = held > 0 ? HOLDS_A_CONCEPT + (1 - HOLDS_A_CONCEPT) * share : HOLDS_A_CONCEPT * (1 - Math.exp(-neighbourhood));
    if (similarity > 0) out.push({ index, similarity, neighbourhood });
  });
  out.sort((a, b) => b.similarity - a.similarity || b.neighbourhood - a.neighbourhood || a.index - b.index);
  return out.map(({ index, similarity }) => ({ index, similarity }));
}
