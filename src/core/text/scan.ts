// A statement's tokens in order: words (split by a dictionary in scripts without spaces), hashtags,
// mentions and wiki links; links and e-mail addresses are read whole and dropped.
import { forEachSegment, hasUnspacedScript } from './segment.js';

export type Kind = 'word' | 'hashtag' | 'mention' | 'wiki' | 'entity';

// Order matters: links and e-mail addresses are consumed whole so that their parts never
// become concepts, and wiki links before single brackets. Groups: 1 wiki, 2 hashtag, 3 mention, 4 word.
const TOKEN =
  /\[\[([^[\]\r\n]+?)\]\]|(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"]+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)|@([\p{L}\p{N}_]+)|(\p{L}[\p{L}\p{M}\p{N}'’]*)/gu;
const WORD = /\p{L}[\p{L}\p{M}\p{N}'’]*/gu;
// The same patterns for pure-ASCII text, where \p{L} is [A-Za-z] and \p{N} is [0-9]: Unicode
// property classes make V8's regex engine several times slower, and most text is ASCII.
const TOKEN_ASCII =
  /\[\[([^[\]\r\n]+?)\]\]|(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+|#([A-Za-z0-9_]*[A-Za-z][A-Za-z0-9_]*)|@([A-Za-z0-9_]+)|([A-Za-z][A-Za-z0-9']*)/g;
const WORD_ASCII = /[A-Za-z][A-Za-z0-9']*/g;
const NON_ASCII = /[^\x00-\x7f]/;
/** Only text with one of these can hold anything but plain words. */
const SPECIAL = /[#@[]|:\/\/|www\./;

export type Emit = (kind: Kind, text: string, start: number, end: number) => void;

/** A run of letters as words: itself, or in a script without spaces, the dictionary's words in it. */
const emitWords = (word: string, start: number, emit: Emit) => forEachSegment(word, (text, from, to) => emit('word', text, start + from, start + to));

/** Calls `emit` with each token of the text in order; links and e-mail addresses are skipped. */
function scan(text: string, emit: Emit): void {
  const ascii = !NON_ASCII.test(text);
  // Only a statement with letters of a script without spaces has words to split: one test for it,
  // not one for each of its words.
  const segmented = !ascii && hasUnspacedScript(text);
  if (!SPECIAL.test(text)) {
    if (!segmented) {
      const word = ascii ? WORD_ASCII : WORD;
      word.lastIndex = 0;
      for (let m = word.exec(text); m !== null; m = word.exec(text)) emit('word', m[0], m.index, m.index + m[0].length);
      return;
    }
    WORD.lastIndex = 0;
    for (let m = WORD.exec(text); m !== null; m = WORD.exec(text)) emitWords(m[0], m.index, emit);
    return;
  }
  const token = ascii ? TOKEN_ASCII : TOKEN;
  token.lastIndex = 0;
  for (let m = token.exec(text); m !== null; m = token.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[1] !== undefined) emit('wiki', m[1], start, end);
    else if (m[2] !== undefined) emit('hashtag', m[2], start, end);
    else if (m[3] !== undefined) emit('mention', m[3], start, end);
    else if (m[4] !== undefined) {
      if (segmented) emitWords(m[4], start, emit);
      else emit('word', m[4], start, end);
    }
    // anything else matched is a link or an e-mail address: never a concept
  }
}

/** Calls `visit` with each plain word of a statement (not hashtags, mentions, links or wiki links), in order. */
export function forEachWord(content: string, visit: (word: string) => void): void {
  scan(content, (kind, text) => {
    if (kind === 'word') visit(text);
  });
}

const ONLY_SPACES = /^[ \t]+$/;

/** scan(), with the pairs of words that are one word (`join`: Vietnamese syllables) joined as `a_b`. */
export function scanJoined(text: string, join: ((a: string, b: string) => boolean) | undefined, emit: Emit): void {
  if (!join) return scan(text, emit);
  let pending: [string, number, number] | undefined;
  const flush = () => {
    if (pending) emit('word', ...pending);
    pending = undefined;
  };
  scan(text, (kind, word, start, end) => {
    if (kind !== 'word') {
      flush();
      emit(kind, word, start, end);
    } else if (pending && ONLY_SPACES.test(text.slice(pending[2], start)) && join(pending[0], word)) {
      emit('word', `${pending[0]}_${word}`, pending[1], end);
      pending = undefined;
    } else {
      flush();
      pending = [word, start, end];
    }
  });
  flush();
}
