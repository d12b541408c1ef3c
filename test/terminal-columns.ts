// The columns a terminal gives a text, worked out from Unicode's scripts and properties rather than
// from the width tables tna uses, so that tests of alignment do not grade tna by its own measure:
// a Han, kana or Hangul character or an emoji takes two, a combining mark none, anything else one.
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function terminalColumns(text: string): number {
  let width = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (/\p{Extended_Pictographic}/u.test(segment) || /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(segment)) width += 2;
    else width += [...segment.replace(/\p{M}/gu, '')].length;
  }
  return width;
}
