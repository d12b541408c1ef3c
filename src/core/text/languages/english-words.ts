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

/** A word, and words a hyphen joins as one (*e-learning*, *Kullback-Leibler*). */
const WORD = /\p{L}[\p{L}\p{M}'’]*(?:-\p{L}[\p{L}\p{M}'’]*)*/gu;
/** Two capitals make an acronym (GM, SVMs), which belongs to no language's dictionary. */
const ACRONYM = /\p{Lu}.*\p{Lu}/u;
const LOWER = /\p{Ll}/u;

/**
 * Whether every word of the text that can tell (two letters or more, not an acronym), but one in
 * ten of seven or more (LONG_ENOUGH), is an English word — an English function word or a word
 * WordNet knows — and none is a common word
 * of another language that English does not share (`sur`, `des`, `y`: `otherCommon` says
 * which). At least one word must tell. Titles made of words English shares with the language they are written in
 * (Configuration, Multimedia) read as English, as they would to an English reader.
 */
export function onlyEnglishWords(text: string, otherCommon: (word: string) => boolean): boolean {
  const own = functionWords();
  const all = (text.match(WORD) ?? []).map((w) => w.replace(/’/g, "'"));
  // In a text all in capitals (NEWS FEATURE) a word in capitals is no acronym.
  const capitals = !LOWER.test(text);
  const acronym = (word: string) => !capitals && ACRONYM.test(word);
  // A letter a hyphen joins to a word (e-learning), which another language's common words may hold (Portuguese's *e*).
  let joinedLetter = false;
  for (const word of all) {
    const lower = word.toLowerCase();
    // An acronym (EM, RDF) is no other language's word (Portuguese's *em*).
    if (own.has(lower) || acronym(word)) continue;
    for (const part of lower.split('-')) {
      if (own.has(part) || !otherCommon(part)) continue;
      if (part.length > 1 || part === lower) return false;
      joinedLetter = true;
    }
  }
  const telling = all.filter((w) => w.length > 1 && !acronym(w)).map((w) => w.toLowerCase());
  // Such a letter tells nothing in a text of LONG_ENOUGH words that do; in a shorter one it may be the language's own (*Rede, web & e-mail*).
  if (joinedLetter && telling.length < LONG_ENOUGH) return false;
  // Words a hyphen joins are English where each of their parts of two letters or more is (e-learning, data-driven).
  const known = (w: string) => w.split('-').every((part) => part.length < 2 || own.has(part) || inWordNet(part.endsWith("'s") ? part.slice(0, -2) : part));
  const unknown = telling.filter((w) => !known(w)).length;
  return telling.length > 0 && unknown <= (telling.length >= LONG_ENOUGH ? Math.max(1, Math.floor(UNKNOWN_SHARE * telling.length)) : 0);
}

/**
 * From this many words that tell, one in ten of them (one at least) may be a word WordNet lacks: a
 * field's own term (*itemsets*, *coclustering*, *diffsets*), in a paper's title run into the line
 * a dataset adds (*Dense itemsets No contact information provided yet.*), where *No* is Spanish's
 * and Portuguese's common word as well and the text was read as either. Fewer words tell too
 * little: a translated line that names a program (*gnome-user-share installeren*, *A barra
 * superior do GNOME shell*) has one word of its own among English ones.
 */
const LONG_ENOUGH = 7;
const UNKNOWN_SHARE = 0.1;
