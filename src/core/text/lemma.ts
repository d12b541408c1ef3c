// English lemmatization without part-of-speech tags: WordNet base forms, so concepts stay readable words.
//
// The rules are wink-lemmatizer's (WordNet exception lists, then suffix rules checked against
// WordNet's base forms), over the same data (wink-lexicon) compiled at build time (lexicon.ts;
// scripts/build-lexicon.cjs says why the package itself is not loaded). Without a tagger we
// choose the part of speech from the word's ending (the order is documented in docs/analysis.md).
import { ADJECTIVES, ADJECTIVE_EXCEPTIONS, contains, exception, NOUNS, NOUN_EXCEPTIONS, VERBS, VERB_EXCEPTIONS } from './lexicon.js';

/**
 * Latin plurals that modern English uses as words of their own (WordNet maps them to datum,
 * medium), and `united`, which nearly always belongs to a name (United States, United Nations).
 */
const KEEP_AS_IS = new Set(['data', 'media', 'agenda', 'criteria', 'united']);
/** A hyphen: a letter before one, first in a word, joins it to the word (k-means). */
const HYPHEN = 0x2d;

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
  return contains(NOUNS, word);
}

/** Plural noun → singular; the shortest WordNet noun among the candidates, as NLTK's morphy does. */
export function lemmatizeNoun(word: string): string {
  const irregular = exception(NOUN_EXCEPTIONS, word);
  if (irregular) return irregular;
  let best = word;
  for (const [pattern, by] of NOUN_RULES) {
    const lemma = word.replace(pattern, by);
    if (lemma.length !== word.length && lemma.length < best.length && contains(NOUNS, lemma)) best = lemma;
  }
  return best;
}

/** Whether WordNet knows a word, as its verb lemma (typing: type, needs: need), as a verb. */
export function knownVerb(word: string): boolean {
  return contains(VERBS, lemmatizeVerb(word));
}

export function lemmatizeVerb(word: string): string {
  const irregular = exception(VERB_EXCEPTIONS, word);
  if (irregular) return irregular;
  const isVerb = (w: string) => contains(VERBS, w);
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
  const irregular = exception(ADJECTIVE_EXCEPTIONS, word);
  // Suppletive forms (better → good, worse → bad) would swap one concept for another.
  if (irregular && irregular.slice(0, 2) === word.slice(0, 2)) return irregular;
  const isAdjective = (w: string) => contains(ADJECTIVES, w);
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
  // A letter joined to a word (k-means, e-mails) is a noun of its own: a plural is its noun's
  // (e-mails → e-mail), a word WordNet knows as a noun stays as it is (k-means, p-values).
  if (word.charCodeAt(1) === HYPHEN) {
    const rest = word.slice(2);
    return rest.endsWith('s') && !rest.endsWith('ss') && !isNoun(rest) ? word.slice(0, 2) + lemmatizeNoun(rest) : word;
  }
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
  const plural = exception(NOUN_EXCEPTIONS, word);
  if (plural) return plural;
  if (isNoun(word)) return word;
  return exception(VERB_EXCEPTIONS, word) ?? word;
}
