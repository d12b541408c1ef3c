// A title run into the first sentence: text flattened from a page or a paper loses the line break
// after its title (`Angle-based outlier detection in high-dimensional data Detecting outliers in
// a large set…`). English writes a word inside a sentence in lower case unless it names something,
// so a common word written with a capital right after a lower-case word starts the sentence the
// title ran into.
import type { Language } from '../types.js';
import { exception, TAGGED_WORDS } from './lexicon.js';
import { englishFunctionWordSet } from './languages/language.js';

/** A title is at most this many words; a longer opening is a sentence that names things. */
const TITLE_WORDS = 16;

/** The first TITLE_WORDS + 2 words. */
const OPENING = new RegExp(`^\\s*(?:\\S+\\s+){0,${TITLE_WORDS + 1}}\\S*`, 'u');

/** A lower-case word, white space, a word with a capital, then the word after it, if any. */
const TURN = /(?<=^|\s)(\p{Ll}[\p{L}\d'’-]*)\s+(\p{Lu}[\p{Ll}'’-]*)(?:\s+(\S+))?/gu;

/**
 * Where the title run into the first sentence of `statement` ends (the length of the title, the
 * sentence after it starting at the next word), or 0 where none is found. English only: other
 * languages write nouns with a capital (German) or have no capitals at all.
 *
 * A capital starts the sentence where the word before it is a lower-case word that is no
 * function word and, where the lexicon knows it, may be a noun (a title ends in a noun: *data*,
 * not *of* or *new*), and the word with the capital is a function word (*The*, *We*, *In*; not
 * *I*) or a word the lexicon tags, and not as a name, followed by a lower-case word (*Detecting
 * outliers*, not *News Events*, which is a title's Title Case or a name).
 */
export function runInTitleEnd(statement: string, language: Language): number {
  if (language !== 'en') return 0;
  const stopwords = englishFunctionWordSet();
  // Only the opening words can hold a title's end (and the word after it).
  const opening = OPENING.exec(statement)![0];
  for (const match of opening.matchAll(TURN)) {
    const [, before, capital, next] = match;
    const at = match.index + before.length;
    // A title is the start of the first sentence: a sentence's end before the turn leaves none.
    if (/[.!?]\s/u.test(opening.slice(0, at + 1)) || opening.slice(0, at).split(/\s+/).length > TITLE_WORDS) return 0;
    if (stopwords.has(before) || capital === 'I' || !mayEndTitle(before)) continue;
    const word = capital.toLowerCase();
    if (stopwords.has(word) || (isCommonWord(word) && next !== undefined && /^\p{Ll}/u.test(next))) return at;
  }
  return 0;
}

/** Whether a title may end in the word: a noun (or -ing form) where the lexicon knows it, not *new* in *A new Form of Memory*. */
function mayEndTitle(word: string): boolean {
  const tags = exception(TAGGED_WORDS, word.toLowerCase());
  return tags === undefined || tags.split(',').some((tag) => tag.startsWith('NN') || tag === 'VBG');
}

/** Whether the lexicon tags the word, as something other than a name. */
function isCommonWord(word: string): boolean {
  const tags = exception(TAGGED_WORDS, word);
  return tags !== undefined && tags.split(',').some((tag) => !tag.startsWith('NNP'));
}
