// A passage a text says again and again word for word: a PDF's running header or footer (*&
// 2007 EMBO and Nature Publishing Group* at the foot of every page, *Downloaded from
// www.genome.org … Published by Cold Spring Harbor Laboratory Press*), a journal's copyright
// line. Such a passage is read once: counted each time, its phrase (the publisher's name) ranked
// among the key phrases, above what the text is about.
import type { Statement } from '../types.js';
import { statementsText } from './phrase-uses.js';

/** The words on each side of a use that make its passage: a repeated passage shares them on both sides, a phrase of the subject seldom does (on one side, a name's other words: the *United* of *States*). */
const CONTEXT_WORDS = 3;
/** A statement said this many times or more, whole, is a repeated passage. */
const LEAST_USES = 3;
/**
 * A passage that holds fewer of a phrase's uses than this is none: a news story says its headline
 * again in its text (*rejeté par le Parlement européen*, three times), a page's footer is on
 * every page.
 */
export const LEAST_PASSAGE_USES = 4;
/** How many uses are read at most: the share they give is taken for the phrase's. */
const USES_READ = 40;
/** A phrase is the passage's when at least this share of its uses lie in the same passage. */
const SAME_PASSAGE_SHARE = 2 / 3;

const WORD = /[\p{L}\p{N}]+/gu;
/** How many characters each side of a use its passage is read in: they hold more than three words, and a first word the slice cuts is never among the last three. */
const AROUND = 80;
/** What names a use in a statement said whole again: the statement itself, marked so. */
const WHOLE = '\u0000';

/**
 * A use's passage: the CONTEXT_WORDS words before it and after it, lowercased, a side that the
 * statement's start or end cuts short marked so (^ and $); undefined when it holds fewer than
 * CONTEXT_WORDS words in all, as a heading's or a short line's (a statement said whole again is
 * read apart).
 */
function passageOf(text: string, from: number, to: number): string | undefined {
  const head = text.slice(Math.max(0, from - AROUND), from);
  const before = head.toLowerCase().match(WORD) ?? [];
  const after = text.slice(to, to + AROUND).toLowerCase().match(WORD) ?? [];
  if (before.length + after.length < CONTEXT_WORDS) return undefined;
  const left = before.length >= CONTEXT_WORDS ? before.slice(-CONTEXT_WORDS).join(' ') : `^${before.join(' ')}`;
  const right = after.length >= CONTEXT_WORDS ? after.slice(0, CONTEXT_WORDS).join(' ') : `${after.join(' ')}$`;
  return `${left}|${right}`;
}

/**
 * Of a phrase's uses, each named by its passage: how many lie in a passage repeated `least` times
 * or more (a statement said whole again is always one), and in how many such passages.
 */
function inRepeatedPassages(passages: readonly (string | undefined)[], least: number): { uses: number; passages: number } {
  const counts = new Map<string, number>();
  for (const key of passages) if (key !== undefined) counts.set(key, (counts.get(key) ?? 0) + 1);
  let uses = 0;
  let repeated = 0;
  for (const [key, n] of counts) {
    if (n < least && !key.startsWith(WHOLE)) continue;
    uses += n;
    repeated++;
  }
  return { uses, passages: repeated };
}

/**
 * How many of a phrase's uses, as the text writes it, say again a passage the text repeats word
 * for word. A use's passage is the CONTEXT_WORDS words before it and after it (or as many as its
 * statement has there, CONTEXT_WORDS at least in all), or its statement where the text says that
 * statement whole LEAST_USES times or more; a passage is repeated where LEAST_PASSAGE_USES of the
 * phrase's uses share it. The count is all but the first use of each repeated passage, and 0
 * unless those passages hold LEAST_PASSAGE_USES of its uses or more, and SAME_PASSAGE_SHARE of
 * them. O(the statements' length) a phrase.
 */
export function repeatedPassageUses(statements: readonly Statement[]): (phrase: string) => number {
  let repeated: Set<string> | undefined;
  return (phrase) => {
    // A line said whole again and again (© 2005 Nature Publishing Group) has no three words around its phrase: it is its own passage.
    const said = (repeated ??= repeatedStatements(statements));
    const uses: number[] = [];
    statementsText(statements).forEachUse(phrase, (k, at) => uses.push(k, at) < 2 * USES_READ, true);
    // Most phrases lie in no repeated passage, and their uses' nearest words tell so, read faster than their passages.
    if (!mayRepeat(statements, uses, phrase.length, said)) return 0;
    const passages: (string | undefined)[] = [];
    for (let u = 0; u < uses.length; u += 2) {
      const { content } = statements[uses[u]];
      passages.push(said.has(content) ? WHOLE + content : passageOf(content, uses[u + 1], uses[u + 1] + phrase.length));
    }
    const inRepeated = inRepeatedPassages(passages, LEAST_PASSAGE_USES);
    return inRepeated.uses >= LEAST_PASSAGE_USES && inRepeated.uses >= SAME_PASSAGE_SHARE * passages.length ? inRepeated.uses - inRepeated.passages : 0;
  };
}

/** How many words on each side nearWords reads. */
const NEAR_WORDS = 2;

/**
 * Whether any LEAST_PASSAGE_USES of a phrase's uses (`uses`: statement and offset pairs) may lie in
 * one passage, or one in a statement said whole again: false only where they cannot. Two uses in
 * one passage have the same NEAR_WORDS words each side (the passage's nearest), so where no
 * LEAST_PASSAGE_USES uses share those, no passage is repeated. A use whose nearest words hold other
 * characters than ASCII answers true (its passage is read as passageOf reads it).
 */
function mayRepeat(statements: readonly Statement[], uses: readonly number[], length: number, said: ReadonlySet<string>): boolean {
  if (uses.length < 2 * LEAST_PASSAGE_USES) return false;
  const near = new Map<string, number>();
  for (let u = 0; u < uses.length; u += 2) {
    const { content } = statements[uses[u]];
    const key = said.has(content) ? undefined : nearWords(content, uses[u + 1], uses[u + 1] + length);
    if (key === undefined) return true;
    const n = (near.get(key) ?? 0) + 1;
    if (n >= LEAST_PASSAGE_USES) return true;
    near.set(key, n);
  }
  return false;
}

/**
 * The NEAR_WORDS words before text[from, to) and after it, lowercased, within the characters
 * passageOf reads; undefined where a character read on the way is no ASCII one (a letter there
 * may be a word's, and lowercasing it may move a boundary: passageOf alone reads it right).
 */
function nearWords(text: string, from: number, to: number): string | undefined {
  const before: string[] = [];
  for (let end = from, start = Math.max(0, from - AROUND); before.length < NEAR_WORDS; ) {
    while (end > start && !asciiWordCode(text.charCodeAt(end - 1))) if (text.charCodeAt(--end) > 127) return undefined;
    let first = end;
    while (first > start && asciiWordCode(text.charCodeAt(first - 1))) first--;
    if (first > start && text.charCodeAt(first - 1) > 127) return undefined;
    if (first === end) break;
    before.push(text.slice(first, end).toLowerCase());
    end = first;
  }
  const after: string[] = [];
  for (let start = to, stop = Math.min(text.length, to + AROUND); after.length < NEAR_WORDS; ) {
    while (start < stop && !asciiWordCode(text.charCodeAt(start))) if (text.charCodeAt(start++) > 127) return undefined;
    let last = start;
    while (last < stop && asciiWordCode(text.charCodeAt(last))) last++;
    if (last < stop && text.charCodeAt(last) > 127) return undefined;
    if (last === start) break;
    after.push(text.slice(start, last).toLowerCase());
    start = last;
  }
  return `${before.join(' ')}|${after.join(' ')}`;
}

/** A letter or a digit of ASCII: what [\p{L}\p{N}] matches there. */
function asciiWordCode(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** The statements the text says LEAST_USES times or more, word for word. */
function repeatedStatements(statements: readonly Statement[]): Set<string> {
  const counts = new Map<string, number>();
  const repeated = new Set<string>();
  for (const { content } of statements) {
    const n = (counts.get(content) ?? 0) + 1;
    counts.set(content, n);
    if (n === LEAST_USES) repeated.add(content);
  }
  return repeated;
}
