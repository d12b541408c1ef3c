// Where a use of a phrase sits in its text: whether it is whole words, whether a hyphen joins it
// to a word beside it, and the sentence around it that the English tagger reads.
import type { Statement } from '../types.js';
import { englishFunctionWordSet } from './languages/language.js';

/** A sentence up to this long is read whole around a use; a longer one CONTEXT characters each way. */
const WHOLE_SENTENCE = 1000;
/** How far around a use a longer sentence is read for context, each way. */
const CONTEXT = 160;

const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;

/**
 * Whether text[from, to) is joined by a hyphen to a word before or after it. A function word
 * there is a dash typed as a hyphen (better politics-and I'm addressing), not a compound.
 */
export function hyphenJoined(text: string, from: number, to: number): boolean {
  if (from >= 2 && text[from - 1] === '-' && WORD_CHARACTER.test(text[from - 2])) {
    let start = from - 2;
    while (start > 0 && WORD_CHARACTER.test(text[start - 1])) start--;
    if (!englishFunctionWord(text.slice(start, from - 1))) return true;
  }
  if (to + 1 < text.length && text[to] === '-' && WORD_CHARACTER.test(text[to + 1])) {
    let end = to + 2;
    while (end < text.length && WORD_CHARACTER.test(text[end])) end++;
    if (!englishFunctionWord(text.slice(to + 1, end))) return true;
  }
  return false;
}

const englishFunctionWord = (word: string) => englishFunctionWordSet().has(word.toLowerCase());

/** The word right before `at`, with only spaces between (none across punctuation), as written. */
export function wordBefore(text: string, at: number): string | undefined {
  const before = /([\p{L}\p{M}\p{N}'’-]+)\s+$/u.exec(text.slice(Math.max(0, at - 40), at));
  return before?.[1];
}

/** The word right after `at`, with only spaces between, as written. */
export function wordAfter(text: string, at: number): string | undefined {
  const after = /^\s+([\p{L}\p{M}\p{N}'’-]+)/u.exec(text.slice(at, at + 40));
  return after?.[1];
}

export function wholeWords(text: string, from: number, to: number): boolean {
  return (from === 0 || !WORD_CHARACTER.test(text[from - 1])) && (to === text.length || !WORD_CHARACTER.test(text[to]));
}

/** What joins a text's statements into the one string searched (StatementsText): no word's character, in no phrase. */
const JOIN = '\u0000';

/**
 * A text's statements joined into one string, in which a phrase's uses are found by one search of
 * the whole text: searched statement by statement, a phrase met in few of a long text's hundreds
 * of statements cost a call for each, and the key phrases' checks search dozens of phrases a text.
 */
export class StatementsText {
  private readonly text: string;
  /** Where each statement starts in `text`. */
  private readonly starts: number[];

  constructor(contents: readonly string[]) {
    this.starts = new Array<number>(contents.length);
    let at = 0;
    contents.forEach((content, k) => {
      this.starts[k] = at;
      at += content.length + JOIN.length;
    });
    this.text = contents.join(JOIN);
  }

  /**
   * Calls `visit` with each use of `phrase` as whole words, in the text's order: its statement's
   * number and where it starts there, until `visit` returns false. `apart`: a use is looked for
   * after the end of the one before (else from the character after its start, as overlapping uses
   * are met: a a in a a a).
   */
  forEachUse(phrase: string, visit: (k: number, at: number) => boolean | void, apart = false): void {
    if (phrase.length === 0) return;
    const { text, starts } = this;
    let k = 0;
    for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, apart ? at + phrase.length : at + 1)) {
      if (!wholeWords(text, at, at + phrase.length)) continue;
      k = statementAt(starts, at, k);
      if (visit(k, at - starts[k]) === false) return;
    }
  }

  /** How many times the text writes `phrase` as whole words, counted to `most`. */
  usesUpTo(phrase: string, most: number): number {
    let uses = 0;
    this.forEachUse(phrase, () => ++uses < most);
    return uses;
  }

  /**
   * How many of the first `most` uses of `phrase` the text holds, and of how many `holds` is true
   * (given each use's statement and place): what the key phrases' checks judge a phrase by.
   */
  usesWhere(phrase: string, most: number, holds: (k: number, at: number) => boolean): [read: number, held: number] {
    let read = 0;
    let held = 0;
    this.forEachUse(phrase, (k, at) => {
      read++;
      if (holds(k, at)) held++;
      return read < most;
    });
    return [read, held];
  }

  /** The statements' characters, and one between each two. */
  get length(): number {
    return this.text.length;
  }

  /** Where statement k ends in the statements joined (where the next one's joint is). */
  endOf(k: number): number {
    return k + 1 < this.starts.length ? this.starts[k + 1] - JOIN.length : this.text.length;
  }

  /**
   * Calls `visit` with each match of a global `pattern` (one that matches no JOIN and no empty
   * string) that starts from `from` on and before `to`, in order: the match, its statement's
   * number and where it starts there. Returns where a match starts at `to` or past it, else the
   * text's end: where a search that goes on starts, no match cut in two.
   */
  forEachMatch(pattern: RegExp, visit: (match: string, k: number, at: number) => void, from = 0, to = Infinity): number {
    const { text, starts } = this;
    pattern.lastIndex = from;
    let k = statementAt(starts, from, 0);
    for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
      if (m.index >= to) return m.index;
      k = statementAt(starts, m.index, k);
      visit(m[0], k, m.index - starts[k]);
    }
    return text.length;
  }

  /**
   * Calls `visit` with each use of any of `phrases` as whole words that starts from `from` on, in
   * the text's order (phrases that start at the same place, in their order): its statement's
   * number, the phrase's place in `phrases`, and where it starts in its statement, until `visit`
   * returns false. The text is read a stretch at a time, each twice as long as the one before, all
   * the phrases searched for in it: one that is rare among them searched for alone would run to the
   * end of a long text, where another's next uses lie near.
   */
  forEachUseOfAny(phrases: readonly string[], from: number, visit: (k: number, phrase: number, at: number) => boolean | void): void {
    const { text, starts } = this;
    const longest = phrases.reduce((n, p) => Math.max(n, p.length), 0);
    if (longest === 0) return;
    let k = statementAt(starts, Math.min(from, text.length), 0);
    for (let start = from, size = FIRST_STRETCH; start < text.length; start += size, size *= 2) {
      const end = Math.min(text.length, start + size);
      // A use that starts in the stretch may end past it. A slice of a long string is a view of it, not a copy.
      const stretch = text.slice(start, Math.min(text.length, end + longest - 1));
      const met: [at: number, phrase: number][] = [];
      phrases.forEach((phrase, p) => {
        if (phrase.length === 0) return;
        for (let i = stretch.indexOf(phrase); i >= 0 && start + i < end; i = stretch.indexOf(phrase, i + 1)) {
          if (wholeWords(text, start + i, start + i + phrase.length)) met.push([start + i, p]);
        }
      });
      met.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
      for (const [at, p] of met) {
        k = statementAt(starts, at, k);
        if (visit(k, p, at - starts[k]) === false) return;
      }
    }
  }
}

/** The first stretch of a text that forEachUseOfAny reads, in characters. */
const FIRST_STRETCH = 4096;

/** The statement that holds `at`: the last that starts at or before it, from `from` on. */
function statementAt(starts: readonly number[], at: number, from: number): number {
  let low = from;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

const joined = new WeakMap<readonly Statement[], StatementsText>();
const joinedLowercased = new WeakMap<readonly Statement[], StatementsText>();

/** A text's statements as written, joined once for every check that searches them. */
export function statementsText(statements: readonly Statement[]): StatementsText {
  let text = joined.get(statements);
  if (!text) joined.set(statements, (text = new StatementsText(statements.map((s) => s.content))));
  return text;
}

/** A text's statements lowercased, joined once, to find a word's uses in any case (by its lowercase forms). */
export function lowercasedStatementsText(statements: readonly Statement[]): StatementsText {
  let text = joinedLowercased.get(statements);
  if (!text) joinedLowercased.set(statements, (text = new StatementsText(statements.map((s) => s.content.toLowerCase()))));
  return text;
}

/**
 * Where the sentence holding text[from, to) starts and ends. A sentence of up to WHOLE_SENTENCE
 * characters is read whole, so that every use in it reads the same string, tagged once
 * (sentenceOf); a longer one is read CONTEXT characters each way of the use, cut at words.
 * `ends`: where the text's sentences end (sentenceEnds), if found already.
 */
export function sentenceAround(text: string, from: number, to: number, ends: readonly number[] = sentenceEnds(text)): [number, number] {
  const before = lastEndBefore(ends, from);
  const previous = before < 0 ? -1 : ends[before];
  const next = firstEndFrom(ends, to, before + 1);
  const start = boundaryBefore(previous, from, WHOLE_SENTENCE);
  const end = start < 0 ? -1 : boundaryAfter(text, next, to, WHOLE_SENTENCE);
  if (start >= 0 && end >= 0 && end - start <= WHOLE_SENTENCE) return [start, end];
  const near = boundaryBefore(previous, from, CONTEXT);
  const far = boundaryAfter(text, next, to, CONTEXT);
  return [near >= 0 ? near : wordStartAfter(text, from - CONTEXT, from), far >= 0 ? far : Math.min(text.length, to + CONTEXT)];
}

/**
 * Where a text's sentences end: the places of the marks that end one (isSentenceEnd), in order.
 * Found once for a statement, then each of its uses finds its sentence by a search of them, where
 * reading characters each way of every use read each long statement over and over.
 */
export function sentenceEnds(text: string): number[] {
  const ends: number[] = [];
  for (let i = 0; i < text.length; i++) if (isSentenceEnd(text, i)) ends.push(i);
  return ends;
}

/** The index in `ends` of the last end before `at`, or -1. */
function lastEndBefore(ends: readonly number[], at: number): number {
  let low = -1;
  let high = ends.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (ends[middle] < at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The first end at or after `at`, looked for from index `from` in `ends`, or -1. */
function firstEndFrom(ends: readonly number[], at: number, from: number): number {
  let k = from;
  while (k < ends.length && ends[k] < at) k++;
  return k < ends.length ? ends[k] : -1;
}

/** Where the sentence holding `at` starts, given the last sentence end before it (`end`, or -1), within `reach` characters before it (the text's start counts), or -1. */
function boundaryBefore(end: number, at: number, reach: number): number {
  const from = Math.max(0, at - reach);
  if (end >= from) return end + 1;
  return from === 0 ? 0 : -1;
}

/** Where the sentence holding `at` ends, given the first sentence end at or after it (`end`, or -1), within `reach` characters after it (the text's end counts), or -1. */
function boundaryAfter(text: string, end: number, at: number, reach: number): number {
  const to = Math.min(text.length, at + reach);
  if (end >= 0 && end < to) return end + 1;
  return to === text.length ? to : -1;
}

/** Cut mid-sentence: the first word's start from `from` on, or `at` itself. */
function wordStartAfter(text: string, from: number, at: number): number {
  const space = text.indexOf(' ', from);
  return space >= 0 && space < at ? space + 1 : at;
}

function isSentenceEnd(text: string, i: number): boolean {
  const c = text[i];
  return (c === '.' || c === '?' || c === '!' || c === ';') && (i + 1 === text.length || /\s/.test(text[i + 1]));
}
