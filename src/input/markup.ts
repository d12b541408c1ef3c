// Markup (Markdown, MDX, HTML) → plain text with one block (paragraph, heading, list item, table row) a statement.
import nodePath from 'node:path';
import { editProse } from '../core/text/code-spans.js';
import type { Located } from './located.js';

export type MarkupKind = 'markdown' | 'mdx' | 'html' | 'text';

/** What `--input-format` takes: a kind of markup, or auto (by a file's extension; stdin by its content). */
export const INPUT_FORMATS = ['auto', 'text', 'markdown', 'html'] as const;
export type InputFormat = (typeof INPUT_FORMATS)[number];

/** What `--html` takes: a page's main part (without the site's navigation, sidebars, headers and footers), or the whole page. */
export const HTML_MODES = ['main', 'page'] as const;
export type HtmlMode = (typeof HTML_MODES)[number];

const KINDS: Record<string, MarkupKind> = {
  '.md': 'markdown',
  '.markdown': 'markdown',
  '.mdown': 'markdown',
  '.mkd': 'markdown',
  '.mdx': 'mdx',
  '.html': 'html',
  '.htm': 'html',
  '.xhtml': 'html',
};

/** The kind of markup a file holds, by its extension; anything else is read as it is. */
export function markupOf(file: string): MarkupKind {
  return KINDS[nodePath.extname(file).toLowerCase()] ?? 'text';
}

/** The kind to read an input as: the format asked for, else the file's extension, else (stdin) its content. */
export function kindOf(format: InputFormat, text: string, file?: string): MarkupKind {
  if (format === 'text' || format === 'html') return format;
  // Markdown asked for by name still honours an .mdx file's JSX.
  if (format === 'markdown') return file !== undefined && markupOf(file) === 'mdx' ? 'mdx' : 'markdown';
  return file !== undefined ? markupOf(file) : sniffMarkup(text);
}

/** Only the first part of stdin is looked at: enough to tell, without scanning a book. */
const SNIFF_CHARS = 20_000;
const HTML_START = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html[\s>]|head[\s>]|body[\s>])/i;
const HTML_TAG = /<\/?(?:p|div|span|a|h[1-6]|ul|ol|li|table|tr|td|br|img|section|article|em|strong|b|i)(?:\s[^<>]*)?\/?>/gi;
/** Each is a sign of Markdown that plain notes rarely show; two different signs, or front matter, decide it. */
const MARKDOWN_SIGNS = [
  /^ {0,3}#{1,6}[ \t]+\S/m, // an ATX heading ("# Title"; a hashtag has no space after #)
  /^ {0,3}(?:```|~~~)/m, // a fenced code block
  /\[[^\]\n]+\]\((?:[^()\s]+|<[^>\n]+>)(?:\s+"[^"\n]*")?\)/, // a link or image [text](address)
  /^ {0,3}\|.*\|[ \t]*\n {0,3}\|?[ \t]*:?-{3,}/m, // a table's header and rule
  /`[^`\n]+`/, // inline code
  /^ {0,3}(?:[-*+]|\d{1,9}[.)])[ \t]+\S/m, // a list item
  /(?:\*\*|__)\S[^*\n]*\S(?:\*\*|__)/, // strong emphasis
];
const FRONT_MATTER = /^(?:---|\+\+\+)\r?\n[\s\S]*?\r?\n(?:---|\+\+\+)\r?\n/;

/**
 * Whether text of unknown origin (stdin) is HTML, Markdown or plain text. Plain text is the
 * default and the safe mistake: read as Markdown, lines without blank lines between them would
 * join into one paragraph, so Markdown needs a clear sign.
 */
export function sniffMarkup(text: string): MarkupKind {
  const head = text.slice(0, SNIFF_CHARS);
  if (HTML_START.test(head)) return 'html';
  const tags = head.match(HTML_TAG)?.length ?? 0;
  const signs = MARKDOWN_SIGNS.filter((sign) => sign.test(head)).length;
  if (FRONT_MATTER.test(head) || signs >= 2) return 'markdown';
  if (tags >= 3 && /^\s*</.test(head)) return 'html';
  return 'text';
}

/**
 * Template tags of site generators (Nunjucks, Jinja, Liquid, Hugo, Handlebars: `{% … %}`,
 * `{%- … -%}`, `{{ … }}`, `{{< … >}}`, `{{% … %}}`, `{# … #}`) and attribute lists of headings
 * (`{#custom-id}`, kramdown's `{: .class}`) are instructions, never prose. They are taken out,
 * their line breaks kept (a space in their place could indent the line after into a code block).
 */
const TEMPLATE_TAGS = /\{#[\w:.-]*\}|\{:[^}\n]*\}|\{%[\s\S]*?%\}|\{\{[\s\S]*?\}\}|\{#[\s\S]*?#\}/g;

/** An address written out in the text, without the punctuation that ends its sentence. */
const BARE_URL = /\b(?:https?|ftp):\/\/[^\s<>"]*[^\s<>".,;:!?'")\]]|\bwww\.[^\s<>"]*[^\s<>".,;:!?'")\]]/g;

/** A document's plain text, and for each of its lines the source line it comes from. */
export interface PlainDocument {
  text: string;
  /** 1-based source line of each line of `text` (0 on the blank lines between blocks); absent when the lines are the source's own. */
  lines?: number[];
  /** The place of each line of `text` in the document's outline (see outlineOf; 0 on the blank lines between blocks); absent for plain text, whose headings are not marked. */
  outline?: number[];
}

/**
 * Each block's place in its document's outline, from the headings' ranks: a heading's depth (1: a
 * heading under none, 2: one under a heading of depth 1, …), or for any other block minus the
 * depth of the heading it lies under (0: none). A heading lies under the nearest heading before
 * it of a lower rank (its parent, never a sibling: the `###` before a `###`, the term before a
 * term), a block under the nearest heading whose section is still open, so that a paragraph after
 * a list of terms lies under the list's heading, not its last term.
 */
export function outlineOf(blocks: readonly Pick<Located, 'heading' | 'within'>[]): number[] {
  const open: number[] = []; // the ranks of the headings whose sections are open, outermost first
  return blocks.map((b) => {
    if (b.heading !== undefined) {
      while (open.length > 0 && open[open.length - 1] >= b.heading) open.pop();
      open.push(b.heading);
      return open.length;
    }
    while (open.length > 0 && open[open.length - 1] > (b.within ?? 6)) open.pop();
    return -open.length;
  });
}

/**
 * The words a reader sees, without the markup: code blocks, front matter, tags, template tags,
 * images and URLs are left out; link text, alt text, inline code (between backticks, as Markdown
 * writes it), headings, list items and table cells are kept.
 * Blocks are separated by a blank line, so that every `--split` mode (line, paragraph,
 * sentence) keeps a block's words together and never joins two blocks. The parsers load only
 * when a text needs them, so plain text costs nothing.
 */
export async function plainDocument(text: string, kind: MarkupKind, label: string, html: HtmlMode = 'main'): Promise<PlainDocument> {
  if (kind === 'text') return { text };
  // MDX's braces are JavaScript (`style={{ color: 'red' }}`), which its own parser reads.
  const source = kind !== 'mdx' && text.includes('{') ? text.replace(TEMPLATE_TAGS, (tag) => tag.replace(/[^\n]+/g, '')) : text;
  let blocks: Located[];
  if (kind === 'html') blocks = html === 'main' ? await (await import('./html-main.js')).mainHtmlBlocks(source) : (await import('./html.js')).locatedHtmlBlocks(source);
  else {
    const { withoutDialects } = await import('./dialects.js');
    const { text: body, frontMatter } = withoutDialects(source);
    const parsed = kind === 'mdx' ? await (await import('./mdx.js')).mdxBlocks(body, label) : await (await import('./markdown.js')).markdownBlocks(body);
    blocks = [...frontMatter, ...parsed];
  }
  const kept: Located[] = [];
  for (const b of blocks) {
    const words = editProse(b.text, (prose) => prose.replace(BARE_URL, ' ')).replace(/\s+/g, ' ').trim();
    if (words !== '') kept.push({ ...b, text: words });
  }
  const outline = outlineOf(kept);
  return {
    text: kept.map((b) => b.text).join('\n\n'),
    lines: kept.flatMap((b, i) => (i === 0 ? [b.line] : [0, b.line])),
    outline: outline.flatMap((o, i) => (i === 0 ? [o] : [0, o])),
  };
}

export async function plainText(text: string, kind: MarkupKind, label: string, html: HtmlMode = 'main'): Promise<string> {
  return (await plainDocument(text, kind, label, html)).text;
}
