// Markdown and MDX → blocks of prose, parsed by micromark's mdast builder (CommonMark, GFM, front matter; MDX on request).
import { fromMarkdown } from 'mdast-util-from-markdown';
import { frontmatterFromMarkdown } from 'mdast-util-frontmatter';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { frontmatter } from 'micromark-extension-frontmatter';
import { gfm } from 'micromark-extension-gfm';
import { badRequest } from '../core/errors.js';
import { importModule } from '../core/import-module.js';
import { isBadge } from './badges.js';

/** The parts of an mdast node this reader looks at; typed structurally so MDX nodes need no extra typings. */
interface MdNode {
  type: string;
  value?: string;
  url?: string;
  alt?: string | null;
  children?: MdNode[];
}

/** Nodes whose text is not prose: code, front matter, raw HTML, images, link definitions, MDX code. */
const SKIP = new Set([
  'code', 'inlineCode', 'html', 'yaml', 'toml', 'definition', 'footnoteReference',
  'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'math', 'inlineMath', 'thematicBreak',
]);
/** Nodes whose words make one statement; an image's words are its alt text. */
const BLOCKS = new Set(['paragraph', 'heading', 'tableRow']);
/** Phrasing nodes that can stand at block level (inside an MDX component, say); each run of them is one statement. */
const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'break', 'image', 'imageReference', 'mdxJsxTextElement']);
/** A link whose text is its address (an autolink) says nothing but the URL, which is dropped. */
const ADDRESS = /^(?:[a-z][a-z0-9+.-]*:|www\.)\S*$|^[^\s@]+@[^\s@]+$/i;

/**
 * A call or signature written without backticks at the start of a block (`Array.from( src[, map] )`
 * as a heading of API documentation, `Long#div(divisor): Returns…` as a list item, `const ok =
 * safe(re)` as a paragraph) is code all the same, and so is left out: a name path, an opening
 * parenthesis right after it (prose puts a space before its parentheses), to the closing one,
 * and the type that may follow.
 */
const CALL = /^(?:(?:const|let|var|new|await|function|def|class|return|export)\s+)?[\p{L}_$][\p{L}\p{N}_$]*(?:[.#/][\p{L}\p{N}_$]+)*(?:\s*=\s*[\p{L}_$][\p{L}\p{N}_$.]*)?\([^()]*(?:\([^()]*\)[^()]*)*\)(?:\s*:\s*[\p{L}\p{N}_$<>[\]|.]*)?[\s:;{]*/u;

/**
 * A block that declares a variable (`var type = mime.types[extension]` as a heading), or that is
 * only a member's name in JSDoc's notation (`LoadInfo#align:`), is code too.
 */
const DECLARATION = /^(?:const|let|var)\s+[\p{L}_$][\p{L}\p{N}_$]*\s*=|^[\p{L}_$][\p{L}\p{N}_$]*(?:\.[\p{L}\p{N}_$]+)*#[\p{L}\p{N}_$]+:?$/u;

/** Link texts that only point somewhere (the source of an API entry, a permalink), not words of the text. */
const NAVIGATION = new Set(['src', 'source', 'link', 'permalink', 'here', 'back to top', 'top', '↑', '⬆', '#']);

function words(node: MdNode, out: string[]): void {
  if (SKIP.has(node.type)) return;
  if (node.type === 'text') out.push(node.value ?? '');
  else if (node.type === 'break') out.push(' ');
  else if (node.type === 'image' || node.type === 'imageReference') {
    if (!isBadge(node.url)) out.push(` ${node.alt ?? ''} `);
  }
  else if (node.type === 'link' && (ADDRESS.test(textOf(node).trim()) || NAVIGATION.has(textOf(node).trim().toLowerCase()))) return;
  else for (const child of node.children ?? []) words(child, out);
  // Cells of a row are separate phrases.
  if (node.type === 'tableCell') out.push(' ');
}

function textOf(node: MdNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** A block of prose, or a block of raw HTML whose text is read once the HTML reader is loaded. */
type Block = string | { html: string };

function collect(node: MdNode, blocks: Block[]): void {
  // Raw HTML at block level (a centred logo and title, a <details> section): its text is prose, its tags are not.
  if (node.type === 'html') {
    blocks.push({ html: node.value ?? '' });
    return;
  }
  if (SKIP.has(node.type)) return;
  if (BLOCKS.has(node.type)) {
    const out: string[] = [];
    words(node, out);
    const block = out.join('').trim();
    if (!DECLARATION.test(block)) blocks.push(block.replace(CALL, ''));
    return;
  }
  let run: string[] = [];
  const flush = () => {
    if (run.length > 0) blocks.push(run.join(''));
    run = [];
  };
  for (const child of node.children ?? []) {
    if (PHRASING.has(child.type)) words(child, run);
    else {
      flush();
      collect(child, blocks);
    }
  }
  flush();
}

/** The blocks of a Markdown (or, with `mdx`, MDX) text, in order; MDX support loads only for .mdx files. */
export async function markdownBlocks(text: string, mdx: boolean, label: string): Promise<string[]> {
  const extensions = [frontmatter(['yaml', 'toml']), gfm()];
  const mdastExtensions = [frontmatterFromMarkdown(['yaml', 'toml']), gfmFromMarkdown()];
  if (mdx) {
    const [{ mdxjs }, { mdxFromMarkdown }] = await Promise.all([
      importModule<typeof import('micromark-extension-mdxjs')>('micromark-extension-mdxjs'),
      importModule<typeof import('mdast-util-mdx')>('mdast-util-mdx'),
    ]);
    extensions.push(mdxjs());
    mdastExtensions.push(mdxFromMarkdown());
  }
  let root: MdNode;
  try {
    root = fromMarkdown(text, { extensions, mdastExtensions }) as unknown as MdNode;
  } catch (error) {
    // Only MDX can fail to parse (JSX or JavaScript that does not close); Markdown always parses.
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw badRequest(`${label} is not valid MDX (${reason}).`);
  }
  const blocks: Block[] = [];
  collect(root, blocks);
  if (blocks.every((b) => typeof b === 'string')) return blocks as string[];
  // The HTML parser loads only for a document that has raw HTML blocks.
  const { htmlBlocks } = await import('./html.js');
  return blocks.flatMap((b) => (typeof b === 'string' ? [b] : htmlBlocks(b.html)));
}
