// The statements of a text related to a question, offline: BM25 over the statements' search terms, the question widened by its concepts' neighbours in the text's graph.
import type { ConceptGraph } from './graph/build.js';

export interface RelatedStatement {
  /** The statement's place in the statements. */
  index: number;
  /** 0 (nothing in common) to 1, rising with the ranking score (relatedSimilarity): at least HOLDS_A_TERM when it holds a term of the question, below it when it holds only their neighbours. */
  similarity: number;
}

/** A statement that holds one of the question's terms scores at least this. */
export const HOLDS_A_TERM = 0.3;

/**
 * BM25's constants as Robertson and Zaragoza give them: k1, how soon a term's repeats stop
 * counting, and b, how much a long statement is discounted against the average.
 */
const K1 = 1.2;
const B = 0.75;

/** A neighbour of the question's concept weighs this much of a term of the question, times the strength of their relation. */
export const EXPANSION_WEIGHT = 0.2;
/** The question's concepts are widened by at most this many neighbours each, their strongest relations: a hub's hundred neighbours would drown the question. */
export const NEIGHBOURS = 8;

/** The statements' terms, counted once for every question (a saved graph's, or one run's). */
export interface TermIndex {
  /** Per statement: each term and how often it holds it. */
  counts: Map<string, number>[];
  /** Per statement: how many terms it holds, repeats included. */
  lengths: Int32Array;
  averageLength: number;
  /** In how many statements each term is. */
  documentFrequency: Map<string, number>;
}

/**
 * The index of statements given as their terms (core/text/search-terms.ts). O(Σ |statement|).
 * With `only`, the counts and frequencies of those terms alone (the lengths of whole statements):
 * for one question, whose terms and neighbours are all relatedStatements reads, the same ranking
 * without a map of every statement's every term.
 */
export function termIndex(statementTerms: readonly (readonly string[])[], only?: ReadonlySet<string>): TermIndex {
  const documentFrequency = new Map<string, number>();
  const lengths = new Int32Array(statementTerms.length);
  const none = new Map<string, number>();
  const counts = statementTerms.map((terms, i) => {
    lengths[i] = terms.length;
    let count: Map<string, number> | undefined;
    for (const t of terms) {
      if (only && !only.has(t)) continue;
      count ??= new Map();
      count.set(t, (count.get(t) ?? 0) + 1);
    }
    if (!count) return none;
    for (const t of count.keys()) documentFrequency.set(t, (documentFrequency.get(t) ?? 0) + 1);
    return count;
  });
  const averageLength = lengths.reduce((s, n) => s + n, 0) / Math.max(1, lengths.length) || 1;
  return { counts, lengths, averageLength, documentFrequency };
}

/** A term's rarity, BM25's inverse document frequency (never below 0, so a term in most statements still counts a little). */
function idf(index: TermIndex, term: string): number {
  const n = index.counts.length;
  const df = index.documentFrequency.get(term) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** Per concept of the graph that is one term: its term and its NEIGHBOURS strongest neighbours' terms, each with its weight (see neighbourLists). */
export type NeighbourLists = [term: string, neighbours: [term: string, weight: number][]][];

/**
 * The neighbour lists of the graph's concepts, what wideningOf widens a question with, kept
 * apart from any question so that a saved graph stores them once: per concept that is one term,
 * its NEIGHBOURS strongest relations as terms, each weighing EXPANSION_WEIGHT × the relation's
 * weight over that concept's strongest. `termOf` gives a concept's search term (null for one of several words).
 */
export function neighbourLists(graph: ConceptGraph, termOf: (concept: string) => string | null): NeighbourLists {
  const out: NeighbourLists = [];
  const { offsets, neighbors, weights } = graph.csr;
  graph.names.forEach((name, node) => {
    const own = termOf(name);
    if (own === null) return;
    const arcs: [number, number][] = [];
    let strongest = 0;
    for (let a = offsets[node]; a < offsets[node + 1]; a++) {
      arcs.push([neighbors[a], weights[a]]);
      strongest = Math.max(strongest, weights[a]);
    }
    arcs.sort((x, y) => y[1] - x[1] || x[0] - y[0]);
    const near: [string, number][] = [];
    for (const [neighbour, weight] of arcs.slice(0, NEIGHBOURS)) {
      const term = termOf(graph.names[neighbour]);
      if (term !== null) near.push([term, (EXPANSION_WEIGHT * weight) / strongest]);
    }
    out.push([own, near]);
  });
  return out;
}

/** The question widened by the graph: each neighbour's weight, and the concepts of the question it is a neighbour of. */
export interface Widening {
  /** Each neighbour's strongest weight (neighbourLists). */
  weights: Map<string, number>;
  /** Each neighbour: the question's concepts it stands in for. */
  of: Map<string, string[]>;
}

/** The question's neighbours from neighbour lists, the question's own terms left out: each one's strongest weight, and the concepts of the question it neighbours. */
export function wideningOf(lists: NeighbourLists, question: ReadonlySet<string>): Widening {
  const weights = new Map<string, number>();
  const of = new Map<string, string[]>();
  for (const [own, near] of lists) {
    if (!question.has(own)) continue;
    for (const [term, weight] of near) {
      if (question.has(term)) continue;
      weights.set(term, Math.max(weights.get(term) ?? 0, weight));
      of.set(term, [...(of.get(term) ?? []), own]);
    }
  }
  return { weights, of };
}

/**
 * The words of a statement's heading count this many times as much as its own (BM25F's field
 * weight): chosen on the benchmark's questions among 0.5, 0.6, 0.75, 0.9, 1, 1.25 and 2
 * (docs/benchmarks.md), the one that lost least anywhere.
 */
export const HEADING_WEIGHT = 0.75;

/**
 * A statement whose heading's words score more than this many times its own ranks no higher than
 * its heading: found by its heading, it stands for its section, which the heading heads. Chosen on
 * the benchmark's questions among 1, 1.25, 1.5, 1.75 and 2 (docs/benchmarks.md).
 */
export const HEADING_SHARE = 1.5;

/**
 * How related each statement is to a question, best first (ties: text order); statements with
 * nothing in common are left out.
 *
 * - Each statement scores BM25 over the question's terms: a term counts its rarity (IDF), its
 *   repeats with diminishing returns (k1), less in a statement longer than the average (b).
 * - The heading a statement lies under (`headings`: per statement, the index of its heading's
 *   statement, -1 for none) is a second field, as in BM25F: a term of the question counts
 *   HEADING_WEIGHT for each time the heading holds it, added to the statement's own count before
 *   the saturation. A step of a section whose heading names the question's subject outranks the
 *   same words elsewhere; only the statement's own words make it hold a term.
 * - A heading's words count once for its section: a statement that scores more than
 *   HEADING_SHARE times as much by them as by its own words ranks right below its heading, never
 *   above it. A short one (an example's callout, a list item such as *Hidden files*) takes its
 *   heading's words almost whole, and one word of the question of its own put it above the
 *   heading, and above the paragraph that answers by its own words; the steps under a heading
 *   that names the task still follow it.
 * - The neighbours of the question's concepts (`expansion`, from wideningOf) count the same
 *   way, times their weight: a statement in the question's neighbourhood that never repeats its
 *   words still ranks. A neighbour stands in for the concepts it neighbours (`standsFor`, from
 *   wideningOf): it counts only in a statement that lacks one of them, so that a statement that
 *   names the concept is not lifted again by the concept's companions (`screen` and `lock`, the
 *   lock screen, above the screen that dims), and a neighbour of no concept (none given) counts
 *   everywhere.
 * - Similarity (relatedSimilarity): a function of the score alone, rising with it, so that the
 *   statements come in the order of their similarity and a threshold keeps a head of the list.
 *   A statement that holds a term of the question scores 0.3 to 1, one that holds only
 *   neighbours or its heading's words below 0.3. Statements that hold a term come first.
 *
 * O(Σ |statement|) for the scores, then a sort.
 */
export function relatedStatements(
  index: TermIndex,
  question: readonly string[],
  expansion: ReadonlyMap<string, number> = new Map(),
  headings?: ArrayLike<number>,
  standsFor?: ReadonlyMap<string, readonly string[]>,
): RelatedStatement[] {
  const asked = [...new Set(question)].map((t) => [t, idf(index, t)] as const);
  const widened = [...expansion].map(([t, w]) => [t, w * idf(index, t), standsFor?.get(t) ?? []] as const);
  const full = asked.reduce((s, [, w]) => s + w, 0);
  if (full === 0) return [];

  const scored: (RelatedStatement & { holds: boolean; score: number })[] = [];
  // Each statement's score, for the statements under it (a heading comes before its section's statements).
  const scores = new Float64Array(index.counts.length);
  index.counts.forEach((counts, i) => {
    const norm = K1 * (1 - B + (B * index.lengths[i]) / index.averageLength);
    const under = headings && headings[i] >= 0 ? headings[i] : -1;
    const heading = under >= 0 ? index.counts[under] : undefined;
    let score = 0;
    // What its own words score, its heading left out.
    let own = 0;
    const add = (term: string, weight: number) => {
      const tf = counts.get(term) ?? 0;
      const byHeading = HEADING_WEIGHT * (heading?.get(term) ?? 0);
      if (tf > 0) own += (weight * tf * (K1 + 1)) / (tf + norm);
      if (tf + byHeading > 0) score += (weight * (tf + byHeading) * (K1 + 1)) / (tf + byHeading + norm);
    };
    let holds = false;
    for (const [t, w] of asked) {
      add(t, w);
      holds ||= counts.has(t);
    }
    for (const [t, w, concepts] of widened) if (concepts.length === 0 || !concepts.every((c) => counts.has(c))) add(t, w);
    // Found by its heading's words more than by its own: right below its heading (scores[under] > 0, as the heading holds what scored).
    if (score - own > HEADING_SHARE * own && score > scores[under]) score = scores[under] * BELOW;
    scores[i] = score;
    if (score <= 0) return;
    scored.push({ index: i, similarity: relatedSimilarity(score, full, holds), holds, score });
  });
  // The similarity rises with the score within each group, and every one that holds a term is above every one that does not:
  // sorted by it (the score breaking a tie rounding made), the order is the ranking's.
  scored.sort((a, b) => Number(b.holds) - Number(a.holds) || b.similarity - a.similarity || b.score - a.score || a.index - b.index);
  return scored.map(({ index: i, similarity }) => ({ index: i, similarity }));
}

/**
 * The similarity shown beside a statement, 0 to 1, from its ranking score alone, so that it rises
 * and falls with the ranking: `full` is what a statement of average length scores holding each
 * term of the question once (the sum of their IDFs), the unit the score is read in.
 *
 * - One that holds a term of the question: 0.3 + 0.7 × tanh(score / full), above 0.3 and below
 *   1. A statement of average length that holds the whole question once reads 0.83; half of
 *   it (by the terms' weights), 0.62; a shorter statement, one that repeats the terms, or one
 *   whose heading holds them too, more.
 * - One that holds only neighbours, or only its heading's words: 0.3 × score / (score + full),
 *   below 0.3 however high its score.
 */
export function relatedSimilarity(score: number, full: number, holds: boolean): number {
  if (!holds) return Math.min(HOLDS_A_TERM * (score / (score + full)), BELOW_A_TERM);
  return Math.min(1, HOLDS_A_TERM + (1 - HOLDS_A_TERM) * Math.tanh(score / full));
}

/** A statement ranked right below another scores this share of its score. */
const BELOW = 1 - 1e-9;

/** The largest number below HOLDS_A_TERM: what one that holds no term scores at most. */
const BELOW_A_TERM = HOLDS_A_TERM - HOLDS_A_TERM * Number.EPSILON;
