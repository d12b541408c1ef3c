// Word families for the `word-family` rule: a small suffix-stripping stemmer and a comparison of stems.
//
// Why not natural's PorterStemmer: `natural` is not installed, and importing it prints to stdout,
// which would corrupt the JSON, JUnit and GitHub outputs. Why not the `stemmer` package (Porter's
// algorithm, no side effects): weighed on the top 10 concepts of each of the 668 READMEs under
// node_modules, it joined 32 pairs, all of them right, but missed about 25 families a reader joins
// at once, which this one joins: parse/parser, config/configuration, route/router, write/writer,
// work/worker, select/selector, string/stringify, sqlite/sqlite3 (Porter keeps -er and -or, and
// numbers). This one joined 52, of which 6 a reader would not: compounds whose second word starts
// with a vowel (combine/combinedstream, html/htmlelement, time/timeout), float16/floating and
// wrapping/wrappy. For a rule that warns about one family crowding the top concepts, missing half
// the families is the worse error. Concepts are already lemmas (graphs → graph, clustered →
// cluster), so what is left to join is derivation (cluster/clustering,
// community/communication): stripping the common derivational suffixes and comparing the stems'
// shared prefix does that, and is easy to predict.

/** Longest first, so `ational` goes before `al`. */
const SUFFIXES = [
  'ational', 'ization', 'isation', 'fulness', 'ousness', 'iveness', 'ability', 'ibility',
  'ation', 'ition', 'ments', 'ness', 'ment', 'able', 'ible', 'ance', 'ence', 'ical', 'ally', 'ator', 'ings',
  'ing', 'ion', 'ity', 'ive', 'ize', 'ise', 'ism', 'ist', 'ous', 'ful', 'ate', 'ial', 'ics',
  'al', 'er', 'or', 'ed', 'ly', 'ic', 'es', 'is', 'y', 'e', 's',
];
const MIN_STEM = 4;

/** The word without its longest derivational ending, as long as a stem of four letters or more remains (one pass, as Porter's steps do). */
export function stem(word: string): string {
  const w = word.toLowerCase();
  const suffix = SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= MIN_STEM);
  return suffix ? w.slice(0, -suffix.length) : w;
}

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * What may follow a stem within its own family: nothing, a version number (sqlite3), or an ending
 * that starts with a vowel, as derivational endings do (-ic, -iv, -ation, -er). A word that
 * follows (source in eventsource, right in copyright) makes a compound, not a derivation.
 */
const DERIVED_REST = /^(?:\d*|[aeiouy][a-z]*\d*)$/;

/**
 * Two concepts are of one family when the shorter stem, four letters or more, begins the longer
 * one (clust/cluster, commun/communic, gener/gener) and what follows it is a derivation's ending.
 * A heuristic: it joins state and station too, and keeps analysis (analys) apart from analyze
 * (analyz), as Porter's stemmer does.
 */
export function sameFamily(a: string, b: string): boolean {
  if (a === b) return true;
  const [x, y] = [stem(a), stem(b)].sort((p, q) => p.length - q.length);
  return x.length >= MIN_STEM && sharedPrefix(x, y) === x.length && DERIVED_REST.test(y.slice(x.length));
}

/** The concepts grouped into families (connected by sameFamily), largest first; ties: the family met first. */
export function families(concepts: readonly string[]): string[][] {
  const parent = concepts.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i])));
  for (let i = 0; i < concepts.length; i++) {
    for (let j = i + 1; j < concepts.length; j++) if (sameFamily(concepts[i], concepts[j])) parent[find(j)] = find(i);
  }
  const groups = new Map<number, string[]>();
  concepts.forEach((c, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), c]);
  });
  return [...groups.values()].sort((a, b) => b.length - a.length);
}
