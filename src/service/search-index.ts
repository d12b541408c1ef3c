// What `related` reads a text by, apart from any question: each statement's search terms, their headings and, for a question widened by the graph, the graph's neighbour lists. A saved graph stores it at its save, so that a question over it reads no text again.
import { conceptGraph, type AnalyzeOptions, type BuiltGraph } from '../core/analyze.js';
import { neighbourLists, type NeighbourLists } from '../core/related.js';
import { textLanguage } from '../core/text/concepts.js';
import { isHeading } from '../core/text/leading.js';
import { mixedSearchTerms } from '../core/text/search-terms.js';
import type { Language, Statement } from '../core/types.js';
import { DEFAULT_MAX_NODES } from './analysis-request.js';

/** The node cap of the graph `related` widens a question by: the reference service's (a larger one helped no corpus of the benchmark). */
export const RELATED_MAX_NODES = DEFAULT_MAX_NODES;

/** Bumped whenever search terms or neighbour lists are made differently: an index of another version is made again, never read. */
export const SEARCH_INDEX_VERSION = 7;

export interface SearchIndex {
  version: number;
  /** The analysis options it was made with (canonical JSON): a question read with others makes its own. */
  options: string;
  /** How many statements it covers, in their order. */
  count: number;
  language: Language;
  /** Per statement, its search terms in text order, read in its own reading language (core/text/search-terms.ts: mixedSearchTerms). */
  terms: string[][];
  /**
   * The graph's neighbour lists, what a question widened by the graph reads (related.ts: `widen`):
   * always in a saved graph's stored index (its save builds the graph anyway), in one made for a
   * question only when that question is widened (the graph is the most of its cost).
   */
  neighbours?: NeighbourLists;
  /** Per statement: the statement whose heading it lies under (-1: none). */
  headings: number[];
  /** Each statement that says again what an earlier one says, word for word, and that earlier one: [repeat, first]. */
  repeats: [number, number][];
}

/** Options as canonical JSON: keys sorted at every depth, so that equal options give equal strings. */
export function optionsKey(options: AnalyzeOptions): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value) ? value.map(sorted) : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, sorted(v)])) : value;
  return JSON.stringify(sorted(options));
}

/** A concept of one word is the term of its word; a name of several words is no one term. */
function termOfConcept(termsOf: (text: string) => string[]): (concept: string) => string | null {
  return (concept) => (/\s/.test(concept) ? null : (termsOf(concept)[0] ?? null));
}

/** The index of statements whose graph is `built` (made with `options`), its neighbour lists included. O(Σ |statement|). */
export function searchIndexOf(statements: readonly Statement[], built: BuiltGraph, options: AnalyzeOptions): SearchIndex {
  // One reader of terms for the statements and the concepts: it keeps the terms of each run of letters it has read.
  const termsOf = mixedSearchTerms(built.language);
  return { ...termsIndexOf(statements, built.language, options, termsOf), neighbours: neighbourLists(built.graph, termOfConcept(termsOf)) };
}

/** The index of statements read in `language` without the graph's neighbour lists: no graph made. O(Σ |statement|). */
function termsIndexOf(statements: readonly Statement[], language: Language, options: AnalyzeOptions, termsOf = mixedSearchTerms(language)): SearchIndex {
  return {
    version: SEARCH_INDEX_VERSION,
    options: optionsKey(options),
    count: statements.length,
    language,
    terms: statements.map((s) => termsOf(s.content)),
    headings: headingsOf(statements),
    repeats: repeatsOf(statements),
  };
}

/**
 * Each statement whose text an earlier one has word for word (case and spacing aside), and that
 * earlier one. A manual says some sentences on many pages (an option's note on each command that
 * takes it): as answers they are one, else six copies of a sentence fill a list of ten.
 */
export function repeatsOf(statements: readonly Statement[]): [number, number][] {
  const first = new Map<string, number>();
  const repeats: [number, number][] = [];
  statements.forEach((s, i) => {
    const key = s.content.replace(/\s+/gu, ' ').trim().toLowerCase();
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, i);
    else repeats.push([i, earlier]);
  });
  return repeats;
}

/** A ranking with each statement said again left out: the best-ranked of its copies answers for all of them. */
export function withoutRepeats<S extends { index: number }>(ranking: readonly S[], repeats: readonly [number, number][]): S[] {
  if (repeats.length === 0) return [...ranking];
  const firstOf = new Map(repeats);
  const seen = new Set<number>();
  return ranking.filter((s) => {
    const group = firstOf.get(s.index) ?? s.index;
    if (seen.has(group)) return false;
    seen.add(group);
    return true;
  });
}

/**
 * Per statement, the heading it lies under (-1: none). Where its document marks its headings
 * (Statement.outline), a heading lies under its parent, the nearest heading before it of a lesser
 * depth, and any other statement under the heading of its section, never under a sibling
 * heading (the option before it in a list of options). Elsewhere (plain text) it is guessed: the
 * last line before it that reads as a heading (core/text/leading.ts: isHeading).
 */
export function headingsOf(statements: readonly Statement[]): number[] {
  let last = -1;
  // The last heading of each depth of the outline being read: open[d - 1] of depth d.
  const open: number[] = [];
  return statements.map((s, i) => {
    const outline = s.outline;
    if (outline === undefined) {
      const under = last;
      if (isHeading(s.content, i < statements.length - 1)) last = i;
      return under;
    }
    if (outline > 0) {
      open.length = Math.min(open.length, outline - 1);
      while (open.length < outline - 1) open.push(-1);
      const parent = outline > 1 ? open[outline - 2] : -1;
      open.push(i);
      last = i;
      return parent;
    }
    return open[-outline - 1] ?? -1;
  });
}

/**
 * The index of statements made here: with the graph's neighbour lists (`neighbours`: their graph
 * made here too) for a question widened by the graph, else without, the graph not made (the
 * statements' language read as their graph reads it).
 */
export function buildSearchIndex(statements: readonly Statement[], options: AnalyzeOptions, { neighbours = false }: { neighbours?: boolean } = {}): SearchIndex {
  if (neighbours) return searchIndexOf(statements, conceptGraph(statements, options), options);
  return termsIndexOf(statements, textLanguage(statements, options), options);
}

/** A stored index, when it is one of this version, made with these options over this many statements; else undefined (it is made again). */
export function storedSearchIndex(stored: string | undefined, options: AnalyzeOptions, count: number): SearchIndex | undefined {
  if (stored === undefined) return undefined;
  try {
    const index = JSON.parse(stored) as SearchIndex;
    return index.version === SEARCH_INDEX_VERSION && index.options === optionsKey(options) && index.count === count && index.terms.length === count && index.headings?.length === count && Array.isArray(index.repeats) ? index : undefined;
  } catch {
    return undefined;
  }
}
