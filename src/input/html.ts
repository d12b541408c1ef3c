// HTML → blocks of prose, parsed by node-html-parser: scripts, styles, code blocks and tags left out, link text and inline code kept.
import { parse, type HTMLElement, type Node } from 'node-html-parser';
import { isBadge } from './badges.js';
import { codeSpan } from './inline-code.js';
import type { Located } from './located.js';

/** Elements whose content is not prose. */
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'pre', 'svg', 'math', 'canvas', 'iframe', 'object', 'textarea', 'select']);
/** Inline code, keys and a program's output: kept as written, between backticks (outside a <pre>, which is left out whole). */
const INLINE_CODE = new Set(['code', 'kbd', 'samp']);
/** Elements that start and end a statement; cells (td, th) only separate phrases within their row. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'br', 'caption', 'dd', 'details', 'dialog', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr',
  'legend', 'li', 'main', 'nav', 'ol', 'option', 'p', 'section', 'summary', 'table', 'tbody', 'tfoot', 'thead', 'title',
  'tr', 'ul', 'html', 'head',
]);
const ELEMENT = 1;
const TEXT = 3;

/** The offsets where each line of `text` starts. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** The line (counted from `first`) that holds `offset`. */
function lineAt(starts: readonly number[], offset: number, first: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= offset) lo = mid;
    else hi = mid - 1;
  }
  return first + lo;
}

/** The parsed HTML, as every reader of it parses it: script, style and preformatted content dropped at parse time (never read at all). */
export function parseHtml(html: string): HTMLElement {
  return parse(html, { comment: false, blockTextElements: { script: false, noscript: false, style: false, pre: false } });
}

/** The blocks with the line each begins on: its first text's line, counted from `firstLine` (the line the HTML starts on); headings (h1–h6, a definition list's terms) with their rank. */
export function locatedHtmlBlocks(html: string, firstLine = 1): Located[] {
  return blocksOf(parseHtml(html), html, firstLine);
}

/**
 * The blocks of `root` (parsed from `html`), each with its line. With `reads`, only the text
 * whose element it accepts is read (the main part of a page); the blocks and their lines are
 * those of the whole page all the same, so a kept block begins on its own line of the source.
 */
export function blocksOf(root: HTMLElement, html: string, firstLine: number, reads?: (element: Node) => boolean): Located[] {
  const starts = lineStarts(html);
  const blocks: Located[] = [];
  let current: string[] = [];
  let line = firstLine;
  const add = (text: string, offset: number) => {
    if (current.length === 0 || current.every((t) => t.trim() === '')) line = lineAt(starts, offset, firstLine);
    current.push(text);
  };
  // The rank of the heading being read (h1–h6; a definition list's term: 7, one more for each definition it lies in), and how many definitions (dd) the walk is inside.
  let heading: number | undefined;
  let definitions = 0;
  const flush = () => {
    blocks.push({ text: current.join(''), line, ...(heading !== undefined ? { heading } : definitions > 0 ? { within: 6 + definitions } : {}) });
    current = [];
  };
  const walk = (node: Node) => {
    if (node.nodeType === TEXT) {
      // Spaces between kept words are kept wherever they stand: they are what keeps two words two.
      if (reads && node.text.trim() !== '' && !(node.parentNode && reads(node.parentNode))) return;
      // The parser keeps a <!doctype …> declaration as text; it is markup all the same.
      if (!node.rawText.trimStart().startsWith('<!')) add(node.text, node.range[0] + node.rawText.length - node.rawText.trimStart().length);
      return;
    }
    if (node.nodeType !== ELEMENT) return;
    const tag = (node as Node & { rawTagName?: string }).rawTagName?.toLowerCase() ?? '';
    if (SKIP.has(tag)) return;
    if (INLINE_CODE.has(tag)) {
      add(codeSpan(node.text), node.range[0]);
      return;
    }
    // An image says what its alt text says, unless it is a status badge.
    if (tag === 'img') {
      const element = node as HTMLElement;
      if (reads && !reads(element)) return;
      if (!isBadge(element.getAttribute('src'))) add(` ${element.getAttribute('alt') ?? ''} `, node.range[0]);
      return;
    }
    const block = BLOCKS.has(tag);
    if (block) flush();
    const rank = /^h[1-6]$/.test(tag) ? Number(tag[1]) : tag === 'dt' ? 7 + definitions : undefined;
    const outer = heading;
    if (rank !== undefined && heading === undefined) heading = rank;
    if (tag === 'dd') definitions++;
    for (const child of node.childNodes) walk(child);
    if (block) flush();
    else if (tag === 'td' || tag === 'th') current.push(' ');
    if (tag === 'dd') definitions--;
    heading = outer;
  };
  walk(root);
  flush();
  return blocks;
}
