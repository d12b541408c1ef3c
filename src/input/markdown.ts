// Markdown → blocks of prose, parsed by markdown-it (CommonMark with GFM's tables and
// strikethrough); MDX goes to micromark's reader (mdx.ts), which knows JSX and JavaScript.
import MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import { isBadge } from './badges.js';
import { codeSpan } from './inline-code.js';
import type { Located } from './located.js';
import { isPointer, proseOf, withHtmlRead, type Block } from './prose-rules.js';

/**
 * One parser for every document: raw HTML is recognised (and read apart), bare addresses stay
 * text, and a link's or an image's address is kept as written. markdown-it normalizes each one
 * for the HTML it would render (parsed, its host name through punycode, percent-encoded), which
 * took a twentieth of checking 500 READMEs; tna reads an address only to tell a badge.
 */
let parser: MarkdownIt | undefined;
const markdownIt = () => {
  if (!parser) {
    parser = new MarkdownIt({ html: true, linkify: false });
    parser.normalizeLink = (url) => url;
  }
  return parser;
};


/** The words of an inline token's children: text, alt text, link text and inline code (between backticks); tags and pointers left out. */
function inlineWords(children: readonly Token[]): string {
  const out: string[] = [];
  for (let i = 0; i < children.length; i++) {
    const token = children[i];
    switch (token.type) {
      case 'text':
        out.push(token.content);
        break;
      case 'code_inline':
        out.push(codeSpan(token.content));
        break;
      case 'softbreak':
      case 'hardbreak':
        out.push(' ');
        break;
      case 'image':
        if (!isBadge(token.attrGet('src') ?? undefined)) out.push(` ${token.content} `);
        break;
      case 'link_open': {
        // A link's words are read up to its close; a link that only points is left out whole.
        let depth = 1;
        let end = i + 1;
        for (; end < children.length; end++) {
          if (children[end].type === 'link_open') depth++;
          else if (children[end].type === 'link_close' && --depth === 0) break;
        }
        const inner = inlineWords(children.slice(i + 1, end));
        if (!isPointer(inner)) out.push(inner);
        i = end;
        break;
      }
      // html_inline and the marks of emphasis say nothing of their own.
    }
  }
  return out.join('');
}

/** The blocks of a Markdown text (its dialects' markup already out), in order: each heading, paragraph (in lists and quotes too) and table row. */
export async function markdownBlocks(text: string): Promise<Located[]> {
  const tokens = markdownIt().parse(text, {});
  const blocks: Block[] = [];
  let row: string[] | undefined;
  let rowLine = 1;
  /** The level of the heading whose words the next inline token holds. */
  let heading: number | undefined;
  // markdown-it counts lines from 0; a token's map is [first line, line after the last].
  const lineOf = (token: Token) => (token.map ? token.map[0] + 1 : 1);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.type === 'html_block') blocks.push({ html: token.content, line: lineOf(token) });
    else if (token.type === 'heading_open') heading = Number(token.tag.slice(1));
    else if (token.type === 'heading_close') heading = undefined;
    else if (token.type === 'tr_open') {
      row = [];
      rowLine = lineOf(token);
    } else if (token.type === 'tr_close' && row) {
      const prose = proseOf(row.join(' '));
      if (prose !== undefined) blocks.push({ text: prose, line: rowLine });
      row = undefined;
    } else if (token.type === 'inline') {
      const words = inlineWords(token.children ?? []);
      // A table's cells are phrases of its row; headings and paragraphs are blocks of their own.
      if (row) row.push(words);
      else {
        const prose = proseOf(words);
        if (prose !== undefined) blocks.push({ text: prose, line: lineOf(token), ...(heading ? { heading } : {}) });
      }
    }
    // fence, code_block and hr have no prose; every other token opens or closes a container.
  }
  return withHtmlRead(blocks);
}
