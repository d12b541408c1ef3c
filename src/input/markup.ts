// Markup files (Markdown, MDX, HTML) → plain text with one block (paragraph, heading, list item, table row) a statement.
import nodePath from 'node:path';

export type MarkupKind = 'markdown' | 'mdx' | 'html' | 'text';

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

/**
 * The words a reader sees, without the markup: code, front matter, tags, images and URLs are
 * left out, link text is kept. Blocks are separated by a blank line, so that every `--split`
 * mode (line, paragraph, sentence) keeps a block's words together and never joins two blocks.
 * The parsers load only when a file needs them, so plain text costs nothing.
 */
export async function plainText(text: string, kind: MarkupKind, label: string): Promise<string> {
  if (kind === 'text') return text;
  const blocks = kind === 'html' ? (await import('./html.js')).htmlBlocks(text) : await (await import('./markdown.js')).markdownBlocks(text, kind === 'mdx', label);
  return blocks
    .map((b) => b.replace(/\s+/g, ' ').trim())
    .filter((b) => b !== '')
    .join('\n\n');
}
