// The marks of a sentence's clauses as the English tagger's tokens show them: where a clause starts,
// the words that join or open one, and the verbs that make one. The commands' reading (commands.ts)
// and the present's -s verbs after their subjects (present-subjects.ts) read them.
import type { TaggerToken } from './languages/english-tagger.js';

/** Where a clause starts: the sentence's first token, or the one after these. */
export const CLAUSE_BREAK = new Set([',', ';', ':', '(', '-', '*', '•', '–', '—']);
/** The words that join a second command to a first. */
export const JOINS = new Set(['and', 'or']);
/** A word in lower case. */
export const LOWERCASE_START = /^\p{Ll}/u;
/** A name, as a command names a button or a key (press Add, click Save), whatever the tagger makes of it. */
export const UPPERCASE_START = /^\p{Lu}/u;
/** The words that open a clause of their own, whose verb is not the main one (that is used, which holds). */
export const SUBORDINATE = new Set(['that', 'which', 'who', 'whom', 'whose', 'where', 'when', 'while', 'because', 'if', 'unless', 'as', 'how', 'why', 'whether']);
/** The verbs that make a clause: a present or past tense, a modal. */
export const FINITE = new Set(['VBZ', 'VBP', 'VBD', 'MD']);

/** The token before a token, read past a then or an either ("and then press", "and either press the button"): -1 for none. */
export function tokenBefore(tokens: readonly TaggerToken[], i: number): number {
  return i > 0 && PASSED.has(tokens[i - 1].normal!) ? i - 2 : i - 1;
}

/** The words read past before a command: and then press, either press … or press. */
const PASSED = new Set(['then', 'either']);

/** Whether a token opens a clause: first in its sentence, after a mark that starts one, or after and/or (then), an adverb between (Quickly turn). */
export function opensClause(tokens: readonly TaggerToken[], i: number): boolean {
  let before = tokenBefore(tokens, i);
  if (before >= 0 && tokens[before].pos === 'RB' && tokens[i].pos === 'VB') before--;
  return before < 0 || JOINS.has(tokens[before].normal!) || CLAUSE_BREAK.has(tokens[before].value);
}
