// English lemmatization without part-of-speech tags: WordNet base forms, so concepts stay readable words.
//
// The rules are wink-lemmatizer's (WordNet exception lists, then suffix rules checked against
// WordNet's base forms), over the same data (wink-lexicon) compiled at build time; see
// scripts/build-lexicon.cjs for why the package itself is not loaded. Without a tagger we
// choose the part of speech from the word's ending (the order is documented in docs/analysis.md).
import * as lexicon from './lexicon-data.js';

/**
 * Where `key` is in `list` — space-separated entries sorted in code-unit order, each a word or
 * `word:base` — by binary search over character positions: the index of the entry's first
 * character, or -1. Nothing is split or copied, so the lexicon costs no start-up time.
 */
function find(list: string, key: string): number {
  let lo = 0; // the first character of an entry
  let hi = list.length; // a space before an entry, or the end
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    // The entry holding mid (or starting right after it, when mid is a space).
    const start = list.charCodeAt(mid) === SPACE ? mid + 1 : list.lastIndexOf(' ', mid) + 1;
    let end = list.indexOf(' ', start);
    if (end < 0) end = list.length;
    const order = compareKey(list, start, end, key);
    if (order === 0) return start;
    if (order < 0) lo = end + 1;
    else hi = start - 1;
  }
  return -1;
}

const SPACE = 32;
const COLON = 58;

/** The entry list[start..end) up to its `:` (if any) against key, in code-unit order: <0, 0 or >0. */
function compareKey(list: string, start: number, end: number, key: string): number {
  for (let i = 0; start + i < end; i++) {
    const c = list.charCodeAt(start + i);
    if (c === COLON) return i - key.length;
    if (i === key.length) return 1;
    const d = c - key.charCodeAt(i);
    if (d !== 0) return d;
  }
  return end - start - key.length;
}

function contains(list: string, word: string): boolean {
  return find(list, word) >= 0;
}

/** The base form an exception table gives `word`, if any. */
function exception(table: string, word: string): string | undefined {
  const at = find(table, word);
  if (at < 0) return undefined;
  const end = table.indexOf(' ', at);
  return table.slice(at + word.length + 1, end < 0 ? table.length : end);
}

/**
 * Latin plurals that modern English uses as words of their own (WordNet maps them to datum,
 * medium), and `united`, which nearly always belongs to a name (United States, United Nations).
 */
const KEEP_AS_IS = new Set(['data', 'media', 'agenda', 'criteria', 'united']);

const NOUN_RULES: Array<[RegExp, string]> = [
  [/s$/, ''],
  [/ses$/, 's'],
  [/xes$/, 'x'],
  [/zes$/, 's'],
  [/ves$/, 'f'],
  [/ches$/, 'ch'],
  [/shes$/, 'sh'],
  [/men$/, 'man'],
  [/ies$/, 'y'],
];

export function isNoun(word: string): boolean {
  return contains(lexicon.nouns, word);
}

/** Plural noun → singular; the shortest WordNet noun among the candidates, as NLTK's morphy does. */
export function lemmatizeNoun(word: string): string {
  const irregular = exception(lexicon.nounExceptions, word);
  if (irregular) return irregular;
  let best = word;
  for (const [pattern, by] of NOUN_RULES) {
    const lemma = word.replace(pattern, by);
    if (lemma.length !== word.length && lemma.length < best.length && contains(lexicon.nouns, lemma)) best = lemma;
  }
  return best;
}

export function lemmatizeVerb(word: string): string {
  const irregular = exception(lexicon.verbExceptions, word);
  if (irregular) return irregular;
  const isVerb = (w: string) => contains(lexicon.verbs, w);
  let lemma = word.replace(/s$/, '');
  if (lemma !== word && isVerb(lemma)) return lemma;
  lemma = word.replace(/ies$/, 'y');
  if (lemma !== word && isVerb(lemma)) return lemma;
  lemma = word.replace(/es$|ed$|ing$/, '');
  if (lemma !== word) {
    if (isVerb(lemma)) return lemma;
    // Doubled final consonant: stopped → stop, running → run.
    if (/([^aeiou])\1$/.test(lemma) && isVerb(lemma.slice(0, -1))) return lemma.slice(0, -1);
    if (isVerb(lemma + 'e')) return lemma + 'e';
  }
  return word;
}

export function lemmatizeAdjective(word: string): string {
  const irregular = exception(lexicon.adjectiveExceptions, word);
  // Suppletive forms (better → good, worse → bad) would swap one concept for another.
  if (irregular && irregular.slice(0, 2) === word.slice(0, 2)) return irregular;
  const isAdjective = (w: string) => contains(lexicon.adjectives, w);
  const lemma = word.replace(/est$|er$/, '');
  if (lemma === word) return word;
  if (isAdjective(lemma)) return lemma;
  if (/([^aeiou])\1$/.test(lemma) && isAdjective(lemma.slice(0, -1))) return lemma.slice(0, -1);
  if (isAdjective(lemma + 'e')) return lemma + 'e';
  return word;
}

/**
 * The base form of a lowercase English word. Part of speech is guessed from the ending:
 * -s → noun (else verb), -ed → verb, -ing → verb unless the word is itself a noun
 * (building, meeting), -er/-est → adjective unless the word is itself a noun (water, interest).
 */
export function lemmatize(word: string): string {
  if (word.length < 3) return word;
  if (word.endsWith('s') && !word.endsWith('ss')) {
    const noun = lemmatizeNoun(word);
    return noun !== word ? noun : lemmatizeVerb(word);
  }
  if (word.endsWith('men')) return lemmatizeNoun(word);
  if (KEEP_AS_IS.has(word)) return word;
  if (word.endsWith('ed')) return lemmatizeVerb(word);
  if (word.endsWith('ing')) return isNoun(word) ? word : lemmatizeVerb(word);
  if (word.endsWith('er') || word.endsWith('est')) {
    if (isNoun(word)) return word;
    return lemmatizeAdjective(word);
  }
  // Irregular plurals first (men → man), then irregular verbs (went → go) unless the form is a
  // noun of its own (left, thought, felt).
  const plural = exception(lexicon.nounExceptions, word);
  if (plural) return plural;
  if (isNoun(word)) return word;
  return exception(lexicon.verbExceptions, word) ?? word;
}
