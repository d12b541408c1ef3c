// A language's most common words, and which of them a text uses no more than the language at
// large does: those name no subject of the text (time, way, thing), where the same word used far
// more often than usual is what the text is about (right, in a declaration of rights).
//
// The words come from a frequency list a package ships (scripts/build-common-words.mjs writes
// common-words.json beside this module), read the first time a text of the language needs it.
import { readFileSync } from 'node:fs';
import type { Language } from '../types.js';

/** How many of a language's most common words are common: beyond them a word is used rarely enough to say something. */
export const COMMON = 1000;
/**
 * How often a language uses its word of rank r, estimated by Zipf's law: 0.1 / r of its running
 * words (the 1st about one word in ten, the 100th one in a thousand).
 */
const ZIPF = 0.1;
/** How many times more often than the language a text must use a common word for it to be about it. */
export const KEYNESS = 4;
/**
 * How many times more often than the language a text must use a common word for that word alone
 * to be one of its key phrases: twice what keeps it a concept. Obama's 2016 address uses *years*
 * 6 times and *way* 5.5 times as often as English does: concepts of the speech, but not what it is
 * about, where *jobs* (14 times) and *economy* (no common word) are. A phrase that holds the word
 * (*climate change* of *change*) is judged as any other.
 */
export const KEY_PHRASE_KEYNESS = 2 * KEYNESS;

/**
 * How many of German's most common words tell a German word written in lower case (links, leer,
 * pro) from an English noun a manual names so (root, aptitude), which WordNet lists as well.
 */
export const GERMAN_KNOWN = 5000;

let lists: Record<string, string> | undefined;
const ranks = new Map<Language, ReadonlyMap<string, number>>();
let germanKnown: ReadonlySet<string> | undefined;

function readLists(): Record<string, string> {
  return (lists ??= JSON.parse(readFileSync(new URL('./common-words.json', import.meta.url), 'utf8')) as Record<string, string>);
}

/** Whether a word (in lower case) is one of German's GERMAN_KNOWN most common words. */
export function germanWord(word: string): boolean {
  germanKnown ??= new Set(readLists()['de-known']?.split(' ') ?? []);
  return commonRanks('de').has(word) || germanKnown.has(word);
}

/** The common words of a language, each with its rank (1: the most common); empty where none are known. */
export function commonRanks(language: Language): ReadonlyMap<string, number> {
  let of = ranks.get(language);
  if (!of) {
    const list = readLists()[language];
    of = new Map(list ? list.split(' ').map((word, k) => [word, k + 1]) : []);
    ranks.set(language, of);
  }
  return of;
}

/**
 * Of the concepts a text uses (`uses`: each concept's count, `total`: every word the text has),
 * those that are common in the language (`rankOf`: their rank, or undefined) and that the text
 * uses less than KEYNESS times as often as the language does. A short text keeps its words: used
 * once in a few sentences, a word is used more often than any language uses it.
 */
export function commonOnly(uses: ReadonlyMap<string, number>, total: number, rankOf: (concept: string) => number | undefined): Set<string> {
  const generic = new Set<string>();
  for (const [concept, count] of uses) {
    const rank = rankOf(concept);
    if (rank === undefined) continue;
    if (usedLessThan(KEYNESS, count, total, rank)) generic.add(concept);
  }
  return generic;
}

/** Whether a text of `total` words that uses a word of rank `rank` `count` times uses it less than `keyness` times as often as the language does. */
function usedLessThan(keyness: number, count: number, total: number, rank: number): boolean {
  return count / total < (keyness * ZIPF) / rank;
}

/**
 * Whether a concept of a text of `total` words (stopwords included) is, alone, too common a word
 * to be one of its key phrases (KEY_PHRASE_KEYNESS), given how often the text uses it.
 */
export function commonAlone(total: number, language: Language): (concept: string, count: number) => boolean {
  const ranks = commonRanks(language);
  return (concept, count) => {
    const rank = ranks.get(concept);
    return rank !== undefined && total > 0 && usedLessThan(KEY_PHRASE_KEYNESS, count, total, rank);
  };
}
