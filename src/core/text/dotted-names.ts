// Words joined by dots, as the default analysis reads them: domain names and file names
// (cdnjs.com, README.md, Node.js) are one name each, never `com` or `md`; versions (v2.1.0) are
// numbers; abbreviations (e.g., i.e.) and sentences run together without a space (end.Then) are
// the words they were before. A letter a hyphen joins to a word is part of it (k-means, e-mail).
// Words joined by underscores are a program's identifier (XDG_CONFIG_HOME, max_connections,
// GIT_DIR): one name, never `config` or `connections`, which a manual's prose does not say.

/**
 * A word and what may join it into a name: hyphens or underscores between its parts
 * (`options-common`, `max_connections`), then `.` and letters or digits, as often as written.
 * Plain words match it too, so that one pass of one pattern without lookarounds reads both; the
 * reader splits a run at hyphens where no dot or underscore makes it a name, and takes closing
 * quotes off its end (scan.ts).
 */
export const NAME_RUN = String.raw`\p{L}[\p{L}\p{M}\p{N}'’]*(?:[._-][\p{L}\p{N}][\p{L}\p{M}\p{N}'’]*)*`;
export const NAME_RUN_ASCII = String.raw`[A-Za-z][A-Za-z0-9']*(?:[._-][A-Za-z0-9][A-Za-z0-9']*)*`;

/** What one piece of a dotted run is read as: a plain word, a name (a concept as it is), or nothing (a number). */
export type DottedPart = 'word' | 'name';

const STARTS_LOWER_OR_DIGIT = /^[\p{Ll}\p{N}]/u;
const HAS_LOWER = /\p{Ll}/u;
const SINGLE_LETTER = /^\p{L}$/u;
const DIGITS = /^\p{N}+$/u;
const HAS_DIGIT = /\p{N}/u;
/**
 * The plain words of a piece: a hyphen separates words, as everywhere else, but for a letter it
 * joins to a word (k-means, e-mail, n-gram, X-ray), which alone is no word; a letter after a
 * hyphen (x-y-z) stays apart.
 */
const PLAIN_WORD = /(?<!-)\p{L}-\p{L}[\p{L}\p{M}\p{N}'’]+|\p{L}[\p{L}\p{M}\p{N}'’]*/gu;

/**
 * Whether a dot joins the pieces either side of it: a domain's or a file's next part is written in
 * lower case or digits (`cdnjs.com`, `README.md`, `v2.1`), or all in capitals after capitals
 * (`INDEX.HTML`); a capital after a dot in lower case begins a new sentence (`end.Then`, `U.S.`).
 */
function joins(before: string, after: string): boolean {
  if (STARTS_LOWER_OR_DIGIT.test(after)) return true;
  return !HAS_LOWER.test(before) && !HAS_LOWER.test(after);
}

/**
 * Calls `visit` with the parts of a run of letters, digits, hyphens and dots (`NAME_RUN`) in order, each
 * with where it lies in the run: a name of two or more pieces (`cdnjs.com`, `options-common.js`);
 * plain words where the dots join nothing (`end`, `Then` of `end.Then`; `e`, `g` of `e.g`, whose pieces are single
 * letters); for a word followed by numbers only, the word (`Fig` of `Fig.3`), or nothing when it
 * holds a digit itself (`v2.1.0`, a version, is a number). Pieces that begin with a digit and
 * stand alone are numbers, and nothing.
 */
export function forEachDottedPart(run: string, visit: (part: DottedPart, from: number, to: number) => void): void {
  const pieces: { text: string; from: number }[] = [];
  let from = 0;
  for (const text of run.split('.')) {
    pieces.push({ text, from });
    from += text.length + 1;
  }
  let first = 0;
  for (let i = 1; i <= pieces.length; i++) {
    if (i < pieces.length && joins(pieces[i - 1].text, pieces[i].text)) continue;
    group(pieces.slice(first, i), visit);
    first = i;
  }
}

/** One group of pieces the dots join, read as a name, a version, an abbreviation or a word. */
function group(pieces: readonly { text: string; from: number }[], visit: (part: DottedPart, from: number, to: number) => void): void {
  const head = pieces[0];
  const end = pieces[pieces.length - 1].from + pieces[pieces.length - 1].text.length;
  const word = (p: { text: string; from: number }) => {
    for (const m of p.text.matchAll(PLAIN_WORD)) visit('word', p.from + m.index, p.from + m.index + m[0].length);
  };
  // An identifier (an underscore joins its words) is a name, whatever the dots around it.
  if (pieces.some((p) => p.text.includes('_'))) return visit('name', head.from, end);
  if (pieces.length === 1) return word(head);
  if (pieces.every((p) => SINGLE_LETTER.test(p.text))) return pieces.forEach(word);
  if (pieces.slice(1).every((p) => DIGITS.test(p.text))) {
    if (!HAS_DIGIT.test(head.text)) word(head);
    return;
  }
  visit('name', head.from, end);
}

/** A name's concept: lowercased, a typographic apostrophe as `'`, without a possessive `'s` (Node.js's is node.js), as a word's. */
export const nameConcept = (name: string): string => name.toLowerCase().replace(/’/g, "'").replace(/'s$/, '');
