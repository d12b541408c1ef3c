// A manual page's NAME line (dirh - print directory history): a command's name, a dash, and what
// the command does, which opens with its verb; the commands' reading (commands.ts) reads that verb.
import { endOf, type PlacedToken } from './languages/tagger-tokens.js';

/** A part of a command's name: a word, or the `_` or `-` that joins two (fish_clipboard_copy, string-sub), where a field's (x.score) or a call's (PQ.front()) has a dot or brackets. */
const NAME_PART = /^(?:[\p{L}\p{N}]+|[_-])$/u;
/** The dashes a manual page's NAME line puts between a command's name and what it does. */
const NAME_DASHES = new Set(['-', '–', '—']);

/**
 * Whether token `dash` is the dash of a manual page's NAME line: a dash with a space on each side,
 * after the sentence's first run of characters, the command's name, words that only `_` or `-`
 * join (fish_clipboard_copy, string-sub; a list of fields is no NAME line: *x.f - term frequency
 * vector*), in a line that no full stop ends, as a title's (a list of options describes each in a
 * sentence: *ignoreTTY - default false.*).
 */
export function afterCommandName(tokens: readonly PlacedToken[], dash: number): boolean {
  if (dash < 1 || dash + 1 >= tokens.length || !NAME_DASHES.has(tokens[dash].value) || tokens[tokens.length - 1].value === '.') return false;
  for (let k = 0; k < dash; k++) if ((k > 0 && tokens[k].start !== endOf(tokens[k - 1])) || !NAME_PART.test(tokens[k].value)) return false;
  return tokens[dash].start > endOf(tokens[dash - 1]) && tokens[dash + 1].start > endOf(tokens[dash]);
}
