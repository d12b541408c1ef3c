// A text's words as the default analysis's choice of generic words reads them (subject-words.ts):
// each written form's lowercase, its lemma and its concept's key, and the ranks the language's
// common words give the two. Worked out once a run for each written form, in a cache a language
// module: a folder's files meet the same words again and again, and reading each anew (its
// lowercase, its normal form, two look-ups of cached functions and two of the ranks) was a tenth
// of choosing them. English words are judged as the concepts they join (using with use, rights
// with right): by their lemmas' stem; other languages' words one by one, as written, but English
// words in a text of another script (a passage a translation left in English: click and clicking).
// The Snowball English (Porter2) stemmer's own output, digits left as they are (mp3 and mpi stay two).
import { stem as porter2 } from 'porter2';
import type { LanguageModule } from './languages/language.js';
import { commonRanks } from './common-words.js';
import { lemmatize } from './lemma.js';
import { ADJECTIVES, contains, exception, NOUN_EXCEPTIONS, NOUNS } from './lexicon.js';
import { stopwordSet } from './stopwords.js';
import { LATIN_LETTER } from './verb-uses.js';
import { ownString, sharedCache } from './word-cache.js';

const CONTRACTION = /'(t|s|ve|re|ll|d|m)$/;
const PARTICIPLE = /(?:ed|en)$/;

/**
 * An English word's lemma, but for a participle WordNet also lists as an adjective (distributed,
 * supervised, hidden), which stays as written: it names a kind (distributed systems, supervised
 * learning), and as its verb's lemma it was no concept. Its verb's forms join it by their stem.
 * And a plural in -ses of a noun in -se is that noun (senses: sense), where the shortest of
 * WordNet's candidates was another (sens). A stopword is its own lemma, so that it stays one:
 * WordNet reads does as the plural of doe, which was a concept of every text that says *does not*.
 */
function englishLemma(word: string): string {
  let w = word.replace(/’/g, "'");
  if (w.endsWith("'s")) w = w.slice(0, -2);
  else if (CONTRACTION.test(w)) return '';
  if (w.length < 3) return '';
  if (stopwordSet('en').has(w)) return w;
  if (PARTICIPLE.test(w) && contains(ADJECTIVES, w)) return w;
  if (w.endsWith('ses') && !exception(NOUN_EXCEPTIONS, w) && contains(NOUNS, w.slice(0, -1))) return w.slice(0, -1);
  return lemmatize(w);
}

/** Each English word's lemma and each lemma's stem, worked out once a run (a folder's files share their words). */
export const englishLemmaOf = sharedCache(englishLemma);
export const englishKeyOf = sharedCache(porter2);

/** A written form as read: lowercase (NFC), its lemma ('' for none: a contraction, a word too short) and, with a lemma, its key. */
export interface WordReading {
  word: string;
  lemma: string;
  key: string;
  /** The common words' rank of the lemma, of the form, where they rank it. */
  lemmaRank: number | undefined;
  formRank: number | undefined;
}

/** By language module: the analysis makes one a language (subjectModule), so this is a cache a language. */
const byModule = new WeakMap<LanguageModule, (raw: string) => WordReading>();

/** The reading of each written form for `module`, made once a module. */
export function wordReadings(module: LanguageModule): (raw: string) => WordReading {
  let reading = byModule.get(module);
  if (!reading) {
    const lower = module.lowercase ?? ((w: string) => w.toLowerCase());
    const english = (word: string) => module.code === 'en' || (module.script !== 'Latin' && LATIN_LETTER.test(word));
    const ranks = commonRanks(module.code);
    reading = sharedCache((raw: string): WordReading => {
      // A string of its own: a form already lowercase is the piece of the page it was read from, which the cache would keep whole.
      const word = ownString(lower(raw).normalize('NFC'));
      const lemma = english(word) ? englishLemmaOf(word) : word;
      const key = !lemma ? '' : english(lemma) ? englishKeyOf(lemma) : lemma;
      return { word, lemma, key, lemmaRank: lemma ? ranks.get(lemma) : undefined, formRank: ranks.get(word) };
    });
    byModule.set(module, reading);
  }
  return reading;
}
