// A sentence cut into the tokens the English tagger takes, by a scan of its characters. The
// tokens are those of one regular expression (TAGGER_TOKEN, below), match for match: run as an
// expression, over sentences read for their verbs and noun phrases, it took half the tagger's
// time (each match an array and a string, each token tested again by three expressions), and
// the scan a fifth of that. test/core/text/tagger-tokens.test.ts holds the two to the same
// tokens on real text and on random strings.

/**
 * What the scan reads, as one expression, alternatives in order (the first that matches at a
 * place wins): a name with dots in it (cdnjs.com, README.md); a letter a hyphen joins to a word
 * (k-means, e-mail), where no word or hyphen comes before it; a fraction (1/2); a number (3.5,
 * 1,000, 2-3); a run of letters, marks and digits, with an apostrophe and letters after it (don't,
 * O'Brien); any other character that is no space.
 */
export const TAGGER_TOKEN =
  /\p{L}[\p{L}\p{N}]*(?:\.[\p{L}\p{N}]+)+|(?<![\p{L}\p{M}\p{N}-])\p{L}-[\p{L}\p{M}\p{N}]{2,}|\d+\/\d+|\d(?:[.,\-/]?\d)*(?:\.\d+)?|[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)?|[^\s\p{L}\p{M}\p{N}]/gu;

const NUMBER = /^\d+\/\d+$|^\d(?:[.,\-/]?\d)*(?:\.\d+)?$/;
const WORD = /[\p{L}\p{M}]/u;
/** A contraction's ending: n't, or 's, 're, 've, 'll, 'd, 'm. */
const CONTRACTION = /(?:n['’]t|['’](?:s|re|ve|ll|d|m))$/i;

/** A token as the tagger takes it: a word, a number or punctuation, as written. */
export interface TaggerToken {
  value: string;
  tag: 'word' | 'number' | 'punctuation';
  /** Its Penn Treebank tag (NN, VBZ, JJ, ...), once tagged. */
  pos?: string;
  normal?: string;
}

/** A token with where it starts in its sentence. */
export type PlacedToken = TaggerToken & { start: number };

/** Where a token ends in its sentence: a token that starts there is written right after it, with no space between. */
export const endOf = (token: PlacedToken): number => token.start + token.value.length;

const LETTER = 1;
const MARK = 2;
const DIGIT = 4;
const SPACE = 8;
const KNOWN = 16;
/** Each character of the Basic Multilingual Plane's classes (LETTER, MARK, DIGIT: \p{N}, SPACE: \s), worked out when first met. */
const classes = new Uint8Array(0x10000);
const IS_LETTER = /^\p{L}$/u;
const IS_MARK = /^\p{M}$/u;
const IS_NUMBER = /^\p{N}$/u;
const IS_SPACE = /^\s$/u;

function classify(codePoint: number): number {
  const char = String.fromCodePoint(codePoint);
  return KNOWN | (IS_LETTER.test(char) ? LETTER : 0) | (IS_MARK.test(char) ? MARK : 0) | (IS_NUMBER.test(char) ? DIGIT : 0) | (IS_SPACE.test(char) ? SPACE : 0);
}

function classOf(codePoint: number): number {
  if (codePoint > 0xffff) return classify(codePoint);
  let c = classes[codePoint];
  if (c === 0) classes[codePoint] = c = classify(codePoint);
  return c;
}

/** The code point at `i` (-1 past the end). */
function at(text: string, i: number): number {
  return i < text.length ? text.codePointAt(i)! : -1;
}

/** How many UTF-16 units a code point takes. */
const width = (codePoint: number) => (codePoint > 0xffff ? 2 : 1);

/** Whether a code point is in one of `mask`'s classes. */
const is = (codePoint: number, mask: number) => codePoint >= 0 && (classOf(codePoint) & mask) !== 0;

/** Where a run of code points in `mask`'s classes that starts at `i` ends. */
function runEnd(text: string, i: number, mask: number): number {
  let j = i;
  for (let c = at(text, j); is(c, mask); c = at(text, j)) j += width(c);
  return j;
}

// The scan reads one past a token's end at every token, always through at() (-1 there): charCodeAt
// past the end is NaN, and each such read outside a string made V8 throw away the optimized scan
// and compile it again (six times over 500 READMEs, a quarter of a second of its compiler).
const isAsciiDigit = (text: string, i: number) => {
  const c = at(text, i);
  return c >= 48 && c <= 57;
};

/** The code point that ends just before `i`, or -1 at the start. */
function before(text: string, i: number): number {
  if (i === 0) return -1;
  const low = text.charCodeAt(i - 1);
  if (low >= 0xdc00 && low <= 0xdfff && i >= 2) {
    const high = text.charCodeAt(i - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.codePointAt(i - 2)!;
  }
  return low;
}

/**
 * Where the token that starts at `i` ends (TAGGER_TOKEN's alternatives, in their order). It is a
 * number where it starts with a digit 0-9: that alternative matches wherever one does.
 */
function tokenEnd(text: string, i: number, first: number): number {
  if (is(first, LETTER)) {
    // A name with dots in it: a dot and letters or digits, once at least.
    let end = runEnd(text, i + width(first), LETTER | DIGIT);
    let dotted = false;
    while (at(text, end) === 46 && is(at(text, end + 1), LETTER | DIGIT)) {
      end = runEnd(text, end + 1, LETTER | DIGIT);
      dotted = true;
    }
    if (dotted) return end;
    // A letter a hyphen joins to a word of two characters or more, no word or hyphen before it.
    const previous = before(text, i);
    const next = i + width(first);
    if (at(text, next) === 45 && !(previous === 45 || is(previous, LETTER | MARK | DIGIT))) {
      let count = 0;
      let j = next + 1;
      for (let c = at(text, j); is(c, LETTER | MARK | DIGIT); c = at(text, j)) {
        j += width(c);
        count++;
      }
      if (count >= 2) return j;
    }
  } else if (isAsciiDigit(text, i)) {
    // A fraction, else a number: digits, each maybe after one of . , - /.
    let end = i + 1;
    while (isAsciiDigit(text, end)) end++;
    if (at(text, end) === 47 && isAsciiDigit(text, end + 1)) {
      end += 2;
      while (isAsciiDigit(text, end)) end++;
      return end;
    }
    end = i + 1;
    for (;;) {
      if (isAsciiDigit(text, end)) end++;
      else if (SEPARATORS.has(at(text, end)) && isAsciiDigit(text, end + 1)) end += 2;
      else break;
    }
    return end;
  }
  if (is(first, LETTER | MARK | DIGIT)) {
    // A run of letters, marks and digits, and an apostrophe with letters or marks after it.
    let end = runEnd(text, i, LETTER | MARK | DIGIT);
    const quote = at(text, end);
    if ((quote === 39 || quote === 0x2019) && is(at(text, end + 1), LETTER | MARK)) end = runEnd(text, end + 1, LETTER | MARK);
    return end;
  }
  return i + width(first);
}

/** The characters that may stand between a number's digits: . , - / */
const SEPARATORS = new Set([46, 44, 45, 47]);

/**
 * A sentence's tokens as the tagger takes them, each with where it starts in `text`: a
 * contraction's ending apart (they 're, do n't), as wink-tokenizer makes them; curly apostrophes
 * made straight.
 */
export function taggerTokens(text: string): PlacedToken[] {
  const tokens: PlacedToken[] = [];
  const push = (value: string, start: number) => {
    const plain = value.includes('’') ? value.replace(/’/g, "'") : value;
    tokens.push({ value: plain, tag: NUMBER.test(plain) ? 'number' : WORD.test(plain) ? 'word' : 'punctuation', start });
  };
  let i = 0;
  while (i < text.length) {
    const first = text.codePointAt(i)!;
    if (is(first, SPACE)) {
      i += width(first);
      continue;
    }
    const end = tokenEnd(text, i, first);
    const value = text.slice(i, end);
    const quoted = value.includes("'") || value.includes('’');
    if (isAsciiDigit(text, i)) tokens.push({ value, tag: 'number', start: i });
    else if (is(first, LETTER) && !quoted) tokens.push({ value, tag: 'word', start: i });
    else {
      // An apostrophe inside a word that ends no contraction (O'Brien) leaves it one word.
      const ending = quoted ? CONTRACTION.exec(value) : null;
      if (ending && ending.index > 0) {
        push(value.slice(0, ending.index), i);
        push(ending[0], i + ending.index);
      } else push(value, i);
    }
    i = end;
  }
  return tokens;
}
