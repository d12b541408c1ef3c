// Whether a short text is written in English words only: what a title's few words say when the
// common words of several languages tie ("GM sells Delphi stake for $3.8B": `for` is Norwegian too).
import { lemmatize } from '../lemma.js';
import { ADJECTIVES, contains, NOUNS, VERBS } from '../lexicon.js';
import { english } from './english.js';
import { words } from './language.js';

let englishWords: ReadonlySet<string> | undefined;
/** English's stopwords and common words: function words, which WordNet lists none of. */
const functionWords = () => (englishWords ??= new Set([...words(english.stopwords.add ?? ''), ...words(english.commonWords)]));

/** A word in WordNet: its base form (or the word itself) is a noun, verb or adjective, or it is an adverb in -ly of an adjective. */
function inWordNet(word: string): boolean {
  const base = lemmatize(word);
  for (const form of base === word ? [word] : [word, base]) {
    if (contains(NOUNS, form) || contains(VERBS, form) || contains(ADJECTIVES, form)) return true;
  }
  if (!word.endsWith('ly')) return false;
  const stem = word.slice(0, -2);
  return contains(ADJECTIVES, stem) || (stem.endsWith('i') && contains(ADJECTIVES, stem.slice(0, -1) + 'y'));
}

const WORD = /\p{L}[\p{L}\p{M}'’]*/gu;
/** Two capitals make an acronym (GM, SVMs), which belongs to no language's dictionary. */
const ACRONYM = /\p{Lu}.*\p{Lu}/u;
const LOWER = /\p{Ll}/u;

/**
 * Whether every word of the text that can tell (two letters or more, not an acronym) is an
 * English word — an English function word or a word WordNet knows — and none is a common word
 * of another language that English does not share (`sur`, `des`, `y`: `otherCommon` says
 * which). At least one word must tell. Titles made of words English shares with the language they are written in
 * (Configuration, Multimedia) read as English, as they would to an English reader.
 */
export function onlyEnglishWords(text: string, otherCommon: (word: string) => boolean): boolean {
  const own = functionWords();
  const all = (text.match(WORD) ?? []).map((w) => w.replace(/’/g, "'"));
  for (const word of all) {
    const lower = word.toLowerCase();
    if (own.has(lower)) continue;
    if (otherCommon(lower)) return false;
  }
  // In a text all in capitals (NEWS FEATURE) a word in capitals is no acronym.
  const capitals = !LOWER.test(text);
  const telling = all.filter((w) => w.length > 1 && (capitals || !ACRONYM.test(w))).map((w) => w.toLowerCase());
  return telling.length > 0 && telling.every((w) => own.has(w) || inWordNet(w.endsWith("'s") ? w.slice(0, -2) : w));
}
