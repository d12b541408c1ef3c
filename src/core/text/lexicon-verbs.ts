// Where a form a lexicon knows only as a verb's is read as one: in lowercase, or first in its
// clause or its phrase. A name in the middle of one has a capital (Marie, Pulse in *servidor
// Pulse*), and is no verb, whatever a lexicon says of the word. Read so by every language that has
// a lexicon of its verbs' forms (French's, Italian's, Spanish's, Russian's).
import type { WordUse } from './languages/language.js';

const LOWERCASE = /^\p{Ll}/u;

/** A use of a word that is a verb by `verbForm` (a lowercase form → whether only a verb has it). */
export function lexiconVerbUse(verbForm: (lowercase: string) => boolean): (use: WordUse) => boolean {
  return ({ raw, opensClause }) => (opensClause || LOWERCASE.test(raw)) && verbForm(raw.toLowerCase());
}

/** Whether a phrase's words, as written, hold one that is a verb by `verbForm`. */
export function holdsVerbForm(words: readonly string[], verbForm: (lowercase: string) => boolean): boolean {
  return words.some((word, i) => (i === 0 || LOWERCASE.test(word)) && verbForm(word.toLowerCase()));
}
