// Terms: concepts a text writes as one (tensor factorization, Markov random fields, Gilles
// Jacquier). Under the default analysis a term's concepts are one node where influence is
// computed (influence.ts), and each gets the term's influence: otherwise a word that always stands
// beside the same other word shares its links and lies on no shortest path of its own, and the
// first word of a text's subject ranked far below the second (docs/analysis.md gives the figures).
import type { PhraseCandidates } from '../text/key-phrases.js';

/** The terms of a graph: each node's term (an index into `names`), -1 for a node in none. */
export interface Terms {
  of: Int32Array;
  /** Each term's concepts, space-separated, as a key phrase's `lemma` names them. */
  names: string[];
}

/**
 * A phrase is a term where the text writes it at least twice, and at least this share of each of
 * its concepts' uses are in it (chosen on half of each keyphrase dataset: docs/analysis.md).
 */
const TERM_SHARE = 0.5;
/** Terms are two or three concepts long. */
const LONGEST_TERM = 3;

/**
 * The text's terms among the graph's nodes (`names`, with how often the text `uses` each), from
 * its candidate phrases; undefined where it has none. A concept is in one term at most: the
 * phrases the text writes most come first, then the longer, then the first found.
 */
export function findTerms(phrases: PhraseCandidates, names: readonly string[], uses: ArrayLike<number>): Terms | undefined {
  const index = new Map(names.map((name, i) => [name, i]));
  const candidates: number[][] = [];
  const counts: number[] = [];
  phrases.runs(2, LONGEST_TERM, (concepts, count) => {
    const nodes = concepts.map((concept) => index.get(concept) ?? -1);
    if (nodes.some((i) => i < 0 || count < TERM_SHARE * uses[i])) return;
    candidates.push(nodes);
    counts.push(count);
  });
  if (candidates.length === 0) return undefined;
  const order = candidates.map((_, k) => k).sort((a, b) => counts[b] - counts[a] || candidates[b].length - candidates[a].length || a - b);
  const of = new Int32Array(names.length).fill(-1);
  const termNames: string[] = [];
  for (const k of order) {
    const nodes = candidates[k];
    if (nodes.some((i) => of[i] >= 0)) continue;
    for (const i of nodes) of[i] = termNames.length;
    termNames.push(nodes.map((i) => names[i]).join(' '));
  }
  return { of, names: termNames };
}

/** Terms given back by name (a graph's `term` attributes, node by node): nodes that name one term are one. */
export function termsByName(termOf: readonly (string | undefined)[]): Terms | undefined {
  const numbers = new Map<string, number>();
  const of = Int32Array.from(termOf, (name) => {
    if (name === undefined) return -1;
    let k = numbers.get(name);
    if (k === undefined) numbers.set(name, (k = numbers.size));
    return k;
  });
  return numbers.size > 0 ? { of, names: [...numbers.keys()] } : undefined;
}
