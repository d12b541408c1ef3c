// HTML → blocks of prose, parsed by node-html-parser: scripts, styles, code and tags left out, link text kept.
import { parse, type HTMLElement, type Node } from 'node-html-parser';
import { isBadge } from './badges.js';

/** Elements whose content is not prose. */
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'code', 'pre', 'kbd', 'samp', 'svg', 'math', 'canvas', 'iframe', 'object', 'textarea', 'select']);
/** Elements that start and end a statement; cells (td, th) only separate phrases within their row. */
const BLOCKS = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'br', 'caption', 'dd', 'details', 'dialog', 'div', 'dl', 'dt',
  'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hgroup', 'hr',
  'legend', 'li', 'main', 'nav', 'ol', 'option', 'p', 'section', 'summary', 'table', 'tbody', 'tfoot', 'thead', 'title',
  'tr', 'ul', 'html', 'head',
]);
const ELEMENT = 1;
const TEXT = 3;

/** The blocks of an HTML document or fragment, in order; text nodes arrive with entities decoded. */
export function htmlBlocks(html: string): string[] {
  // Dropping these at parse time saves reading their content at all.
  const root = parse(html, { comment: false, blockTextElements: { script: false, noscript: false, style: false, pre: false } });
  const blocks: string[] = [];
  let current: string[] = [];
  const flush = () => {
    blocks.push(current.join(''));
    current = [];
  };
  const walk = (node: Node) => {
    if (node.nodeType === TEXT) {
      // The parser keeps a <!doctype …> declaration as text; it is markup all the same.
      if (!node.rawText.trimStart().startsWith('<!')) current.push(node.text);
      return;
    }
    if (node.nodeType !== ELEMENT) return;
    const tag = (node as Node & { rawTagName?: string }).rawTagName?.toLowerCase() ?? '';
    if (SKIP.has(tag)) return;
    // An image says what its alt text says, unless it is a status badge.
    if (tag === 'img') {
      const element = node as HTMLElement;
      if (!isBadge(element.getAttribute('src'))) current.push(` ${element.getAttribute('alt') ?? ''} `);
      return;
    }
    const block = BLOCKS.has(tag);
    if (block) flush();
    for (const child of node.childNodes) walk(child);
    if (block) flush();
    else if (tag === 'td' || tag === 'th') current.push(' ');
  };
  walk(root);
  flush();
  return blocks;
}
