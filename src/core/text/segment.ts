// Words of scripts written without spaces, from ICU's dictionaries (Intl.Segmenter, which Node ships).

/** Scripts written without spaces between words: their runs of letters are split by a dictionary. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const STARTS_WITH_LETTER = /^\p{L}/u;
const STARTS_WITH_MARK = /^\p{M}/u;
// ICU's word dictionaries (Chinese and Japanese, Thai, Lao, Khmer, Burmese) serve every locale
// alike: one fixed locale keeps the output the same on every machine.
let segmenter: Intl.Segmenter | undefined;

/** Whether a text has letters of a script written without spaces. */
export const hasUnspacedScript = (text: string): boolean => UNSPACED.test(text);

/**
 * Calls `visit` with each word of a run of letters and its place in the run: the run itself, or
 * in a script without spaces (Han, Kana, Thai, Lao, Khmer, Myanmar), the dictionary's words in it.
 */
export function forEachSegment(word: string, visit: (text: string, from: number, to: number) => void): void {
  if (!UNSPACED.test(word)) {
    visit(word, 0, word.length);
    return;
  }
  segmenter ??= new Intl.Segmenter('en', { granularity: 'word' });
  // Where the dictionary does not know a word (a Thai loanword: แพ็กเกจ), ICU may break before a
  // combining mark, which never begins a word: such a piece is joined to the one before it.
  let from = -1;
  let to = -1;
  for (const s of segmenter.segment(word)) {
    if (from >= 0 && to === s.index && STARTS_WITH_MARK.test(s.segment)) {
      to += s.segment.length;
      continue;
    }
    if (from >= 0) visit(word.slice(from, to), from, to);
    from = s.isWordLike && STARTS_WITH_LETTER.test(s.segment) ? s.index : -1;
    to = s.index + s.segment.length;
  }
  if (from >= 0) visit(word.slice(from, to), from, to);
}
