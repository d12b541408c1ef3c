// Text laid out in terminal columns: how many columns a string takes on screen, not how many
// UTF-16 units it has. A Chinese, Japanese or Korean character and most emoji take two columns,
// a combining accent none; padding and cutting by `.length` would shift every column after such
// a name. string-width knows the Unicode width tables; cutting goes by whole graphemes, so no
// wide character, emoji or accented letter is ever split.
//
// The tables are loaded only for a command that lays text out (loadWidthTables): string-width and
// a grapheme segmenter take about a fifth of a small command's run to load (tna graph on a line:
// 0.83x the time without them), and most commands print JSON, DOT or plain lines.

let stringWidth: ((text: string) => number) | undefined;
let graphemes: Intl.Segmenter | undefined;

/** Loads what measures text beyond ONE_COLUMN_EACH: before a command lays out a table, a report or its help. */
export async function loadWidthTables(): Promise<void> {
  stringWidth ??= (await import('string-width')).default;
}

/**
 * Characters of one column each, nothing to look up: printable ASCII, Latin letters with their
 * accents composed (U+00A0–U+02FF, no combining marks; not the soft hyphen, which takes none), dashes, quotes and the ellipsis
 * (U+2010–U+2027) and the signs a report writes (≤ ≥ U+2264–U+2265). Most cells of a report are
 * only these; the rest goes through the width tables.
 */
const ONE_COLUMN_EACH = /^[\x20-\x7e\u00a0-\u00ac\u00ae-\u02ff\u2010-\u2027\u2264\u2265]*$/;

/** The columns `text` takes on a terminal (escape codes take none). */
export function displayWidth(text: string): number {
  if (ONE_COLUMN_EACH.test(text)) return text.length;
  if (!stringWidth) throw new Error('displayWidth: the width tables are not loaded (await loadWidthTables() first)');
  return stringWidth(text);
}

/** `text` followed by spaces up to `width` columns. */
export function padEndTo(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/** `text` preceded by spaces up to `width` columns. */
export function padStartTo(text: string, width: number): string {
  return ' '.repeat(Math.max(0, width - displayWidth(text))) + text;
}

/**
 * `text` in at most `max` columns: as it is when it fits, else cut after its last whole grapheme
 * that leaves room for an ellipsis. A wide character that would straddle the edge is left out
 * whole, so the result may be a column narrower than `max`, never wider.
 */
export function cutToWidth(text: string, max: number): string {
  if (displayWidth(text) <= max) return text;
  let kept = '';
  let used = 0;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of graphemes.segment(text)) {
    const width = displayWidth(segment);
    if (used + width > max - 1) break;
    kept += segment;
    used += width;
  }
  return kept + '…';
}
