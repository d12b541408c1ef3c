// WordNet's word lists for the lemmatizer, in the file scripts/build-lexicon.cjs writes beside this
// module (lexicon.bin): each list's hash table of where its entries start, then the lists, one a
// line, as ASCII text (space-separated entries, each a word or `form:base`). The file is read the
// first time an English word is lemmatized and searched as it is: a few milliseconds for its 2.3 MB,
// with no strings or tables to build, where the same lists as a JavaScript module are compiled. Other word lists
// built so (French's, french-words.ts) are read by the same code (wordLists).
import { readFileSync } from 'node:fs';

/**
 * The lists, by their line in the file: WordNet's base forms that can be nouns, verbs and
 * adjectives, then each part of speech's irregular forms (`form:base`).
 */
export const NOUNS = 0;
export const VERBS = 1;
export const ADJECTIVES = 2;
export const NOUN_EXCEPTIONS = 3;
export const VERB_EXCEPTIONS = 4;
export const ADJECTIVE_EXCEPTIONS = 5;
/** wink-lexicon's parts of speech of common words (`word:NN,VB`), for the English tagger. */
export const TAGGED_WORDS = 6;
/**
 * The words WordNet knows that the noun, verb and adjective lists do not hold (adverbs): with those
 * lists, every word the tagger's guesses look up for a word it has no tags for (inWordNet).
 */
export const OTHER_WORDNET_WORDS = 7;
/** WordNet's words whose first sense is a person: a capitalised one the tagger has no tags for is a name. */
export const PERSON_WORDS = 8;
const LISTS = 9;

interface Lexicon {
  /** Each list's slots: 1 + where an entry starts in `text`, or 0 for an empty slot. */
  tables: Int32Array[];
  /** The lists' characters, a byte each. */
  text: Buffer;
}

/** A file of word lists as scripts/word-lists.cjs writes them: `count` lists, each its hash table, then the lists' text. */
function load(file: string, count: number): Lexicon {
  const bytes = readFileSync(new URL(`./${file}`, import.meta.url));
  // A view needs 4-byte alignment; a file this large gets a buffer of its own, which is aligned.
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : Buffer.from(Uint8Array.prototype.slice.call(bytes));
  const ints = new Int32Array(aligned.buffer, aligned.byteOffset, aligned.byteLength >> 2);
  const tables: Int32Array[] = [];
  let at = 0;
  while (tables.length < count) {
    const size = ints[at];
    tables.push(ints.subarray(at + 1, at + 1 + size));
    at += 1 + size;
  }
  return { tables, text: aligned.subarray(at * 4) };
}

const SPACE = 32;
const COLON = 58;
const NEWLINE = 10;

/** FNV-1a over the key's UTF-16 code units; scripts/word-lists.cjs writes the tables with it. */
export function keyHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The word lists of a file beside this module, read the first time one is searched. */
export interface WordLists {
  /** Whether `word` is in a list. */
  contains(list: number, word: string): boolean;
  /** The base form an exception table gives `word`, if any. */
  exception(list: number, word: string): string | undefined;
}

/** The `count` word lists of `file` (written a byte a character: ASCII, or Latin-1 for French's accents). */
export function wordLists(file: string, count: number): WordLists {
  let loaded: Lexicon | undefined;
  /** Where the entry for `key` (a word, or the form of `form:base`) starts in the text, or -1. */
  const find = (list: number, key: string): number => {
    const { tables, text } = (loaded ??= load(file, count));
    const slots = tables[list];
    const mask = slots.length - 1;
    for (let slot = keyHash(key) & mask; slots[slot] !== 0; slot = (slot + 1) & mask) {
      const start = slots[slot] - 1;
      let i = 0;
      while (i < key.length && text[start + i] === key.charCodeAt(i)) i++;
      if (i < key.length) continue;
      // The whole key matched; so does the entry if it ends here (the text's end, a space, a newline or `:`).
      const next = start + i < text.length ? text[start + i] : SPACE;
      if (next === SPACE || next === NEWLINE || next === COLON) return start;
    }
    return -1;
  };
  return {
    contains: (list, word) => find(list, word) >= 0,
    exception(list, word) {
      const at = find(list, word);
      if (at < 0) return undefined;
      const { text } = loaded!;
      const base = at + word.length + 1;
      let end = base;
      while (end < text.length && text[end] !== SPACE && text[end] !== NEWLINE) end++;
      return text.toString('latin1', base, end);
    },
  };
}

const english = wordLists('lexicon.bin', LISTS);

/** Whether `word` is in one of WordNet's lists. */
export const contains = english.contains;

/** The base form one of WordNet's exception tables gives `word`, if any. */
export const exception = english.exception;

/** Whether WordNet knows `word` (lowercase), as any part of speech. */
export function inWordNet(word: string): boolean {
  return contains(NOUNS, word) || contains(VERBS, word) || contains(ADJECTIVES, word) || contains(OTHER_WORDNET_WORDS, word);
}
