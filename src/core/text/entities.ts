// HTML character references in plain text (`&amp;`, `&lsquo;`, `&#8217;`, `&#x2019;`, `&nbsp;`), as
// text scraped from web pages or exported from a CMS holds them: read as the characters they stand for.
import { decodeHTMLStrict } from 'entities';

/** A reference's start: `&` then a name or `#`. Text without one is returned as it is, not copied. */
const REFERENCE = /&(?:[A-Za-z][A-Za-z0-9]*|#[0-9]+|#[xX][0-9A-Fa-f]+);/;
const LINE_BREAK = /\r\n|\n|\r/g;

/**
 * The text with its character references decoded, by the WHATWG table (the `entities` package).
 * Only references closed by `;` count: `AT&T`, `&copy 2024` and `R&D` stay as written, since
 * plain text uses `&` on its own far more often than a reference without its semicolon. A line
 * break a reference stands for (`&#10;`) becomes a space: a statement stays one line.
 */
export function decodeEntities(text: string): string {
  if (!REFERENCE.test(text)) return text;
  return decodeHTMLStrict(text).replace(LINE_BREAK, ' ');
}
