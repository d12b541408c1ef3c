// A statement's tokens in order: words (split by a dictionary in scripts without spaces), dotted
// names, hashtags, mentions and wiki links; links and e-mail addresses are read whole and dropped.
import { forEachDottedPart, NAME_RUN, NAME_RUN_ASCII } from './dotted-names.js';
import { forEachSegment, hasUnspacedScript } from './segment.js';

export type Kind = 'word' | 'name' | 'hashtag' | 'mention' | 'wiki' | 'entity';

// Order matters: links and e-mail addresses are consumed whole so that their parts never
// become concepts, and wiki links before single brackets. Groups: 1 wiki, 2 hashtag, 3 mention, 4 word.
const tokenPattern = (word: string) =>
  String.raw`\[\[([^[\]\r\n]+?)\]\]|(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"]+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)|@([\p{L}\p{N}_]+)|(${word})`;
const WORD_SOURCE = String.raw`\p{L}[\p{L}\p{M}\p{N}'’]*`;
// The same patterns for pure-ASCII text, where \p{L} is [A-Za-z] and \p{N} is [0-9]: Unicode
// property classes make V8's regex engine several times slower, and most text is ASCII.
const asciiTokenPattern = (word: string) =>
  String.raw`\[\[([^[\]\r\n]+?)\]\]|(?:https?:\/\/|ftp:\/\/|www\.)[^\s<>"]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+|#([A-Za-z0-9_]*[A-Za-z][A-Za-z0-9_]*)|@([A-Za-z0-9_]+)|(${word})`;
const WORD_ASCII_SOURCE = String.raw`[A-Za-z][A-Za-z0-9']*`;

/** A scan's patterns: words alone, and every token; in Unicode and in ASCII. */
interface Patterns {
  word: RegExp;
  token: RegExp;
  wordAscii: RegExp;
  tokenAscii: RegExp;
}

const patterns = (word: string, wordAscii: string): Patterns => ({
  word: new RegExp(word, 'gu'),
  token: new RegExp(tokenPattern(word), 'gu'),
  wordAscii: new RegExp(wordAscii, 'g'),
  tokenAscii: new RegExp(asciiTokenPattern(wordAscii), 'g'),
});
/** Words split at every dot (the reference analysis). */
const PLAIN = patterns(WORD_SOURCE, WORD_ASCII_SOURCE);
/** The default analysis's words: a word with what joins it into a name (dotted-names.ts: dots, and hyphens inside a name). */
const DOTTED_FIRST = patterns(NAME_RUN, NAME_RUN_ASCII);
const NON_ASCII = /[^\x00-\x7f]/;
/** Only text with one of these can hold anything but plain words. */
const SPECIAL = /[#@[]|:\/\/|www\./;

export type Emit = (kind: Kind, text: string, start: number, end: number) => void;

/** A run of letters as words: itself, or in a script without spaces, the dictionary's words in it. */
const emitWords = (word: string, start: number, emit: Emit) => forEachSegment(word, (text, from, to) => emit('word', text, start + from, start + to));

const isApostrophe = (code: number) => code === 0x27 || code === 0x2019;

/**
 * A run of letters as its words, or its name: where names are read, the run may hold dots,
 * hyphens and underscores (dotted-names.ts), and a closing quote at its end (‘Miral’) is no part of it.
 */
function emitRun(run: string, start: number, segmented: boolean, names: boolean, emit: Emit): void {
  if (!names) {
    if (segmented) emitWords(run, start, emit);
    else emit('word', run, start, start + run.length);
    return;
  }
  let end = run.length;
  while (end > 1 && isApostrophe(run.charCodeAt(end - 1))) end--;
  const text = end === run.length ? run : run.slice(0, end);
  if (text.includes('.') || text.includes('-') || text.includes('_')) {
    forEachDottedPart(text, (part, from, to) => {
      if (part === 'name') emit('name', text.slice(from, to), start + from, start + to);
      else if (segmented) emitWords(text.slice(from, to), start + from, emit);
      else emit('word', text.slice(from, to), start + from, start + to);
    });
  } else if (segmented) emitWords(text, start, emit);
  else emit('word', text, start, start + text.length);
}

/**
 * Whether a run of words joined by underscores is an emoji's shortcode between colons, as GitHub's
 * Markdown writes one (`:white_check_mark:` in a table of features): a picture, no word.
 */
function shortcode(text: string, start: number, run: string): boolean {
  return text.charCodeAt(start - 1) === COLON && text.charCodeAt(start + run.length) === COLON && run.includes('_');
}
const COLON = 0x3a;

/**
 * Calls `emit` with each token of the text in order; links and e-mail addresses are skipped.
 * With `names`, words joined by dots (cdnjs.com, README.md) are read as one name.
 */
function scan(text: string, emit: Emit, names: boolean): void {
  const ascii = !NON_ASCII.test(text);
  // Only a statement with letters of a script without spaces has words to split: one test for it,
  // not one for each of its words.
  const segmented = !ascii && hasUnspacedScript(text);
  const { word, token, wordAscii, tokenAscii } = names ? DOTTED_FIRST : PLAIN;
  if (!SPECIAL.test(text)) {
    const words = ascii ? wordAscii : word;
    words.lastIndex = 0;
    if (!segmented && !names) {
      for (let m = words.exec(text); m !== null; m = words.exec(text)) emit('word', m[0], m.index, m.index + m[0].length);
      return;
    }
    for (let m = words.exec(text); m !== null; m = words.exec(text)) if (!names || !shortcode(text, m.index, m[0])) emitRun(m[0], m.index, segmented, names, emit);
    return;
  }
  const tokens = ascii ? tokenAscii : token;
  tokens.lastIndex = 0;
  for (let m = tokens.exec(text); m !== null; m = tokens.exec(text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[1] !== undefined) emit('wiki', m[1], start, end);
    else if (m[2] !== undefined) emit('hashtag', m[2], start, end);
    else if (m[3] !== undefined) emit('mention', m[3], start, end);
    else if (m[4] !== undefined) {
      if (!names || !shortcode(text, start, m[4])) emitRun(m[4], start, segmented, names, emit);
    }
    // anything else matched is a link or an e-mail address: never a concept
  }
}

/** Calls `visit` with each plain word of a statement (not names, hashtags, mentions, links or wiki links), in order, and where it stands. */
export function forEachWord(content: string, visit: (word: string, start: number, end: number) => void, names = false): void {
  scan(
    content,
    (kind, text, start, end) => {
      if (kind === 'word') visit(text, start, end);
    },
    names,
  );
}

/** What may stand between two words that are one: spaces (Vietnamese syllables), or nothing (two of a dictionary's words, in Thai). */
const ONLY_SPACES = /^[ \t]*$/;

/**
 * scan(), with the pairs of words that are one word (`join`) joined: as `a_b` where spaces part
 * them (Vietnamese syllables), as written where nothing does (a Thai word its dictionary splits).
 */
export function scanJoined(text: string, join: ((a: string, b: string) => boolean) | undefined, emit: Emit, names = false): void {
  if (!join) return scan(text, emit, names);
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
      emit('word', pending[2] === start ? pending[0] + word : `${pending[0]}_${word}`, pending[1], end);
      pending = undefined;
    } else {
      flush();
      pending = [word, start, end];
    }
  }, names);
  flush();
}

/**
 * scan(), with the words that follow each other with nothing between merged where `merge` says:
 * given such a run of words, it gives how many of them, from the first, make each word of the run
 * (Chinese nouns ICU's dictionary cuts into pieces: 适 配 器 is 适配器, adapter, not 适 and 配器).
 */
export function scanMerged(text: string, merge: (run: readonly string[]) => number[], emit: Emit, names = false): void {
  const run: [string, number, number][] = [];
  const flush = () => {
    if (run.length === 1) emit('word', ...run[0]);
    else if (run.length > 1) {
      let k = 0;
      for (const size of merge(run.map(([word]) => word))) {
        emit('word', text.slice(run[k][1], run[k + size - 1][2]), run[k][1], run[k + size - 1][2]);
        k += size;
      }
    }
    run.length = 0;
  };
  scan(text, (kind, word, start, end) => {
    if (kind !== 'word') {
      flush();
      emit(kind, word, start, end);
      return;
    }
    if (run.length > 0 && run[run.length - 1][2] !== start) flush();
    run.push([word, start, end]);
  }, names);
  flush();
}
