// MDX → blocks of prose, parsed by micromark's mdast builder (CommonMark, GFM, MDX's JSX and
// JavaScript); front matter is cut off before (dialects.ts), as for Markdown.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { badRequest } from '../core/errors.js';
import { importModule } from '../core/import-module.js';
import { isBadge } from './badges.js';
import { codeSpan } from './inline-code.js';
import type { Located } from './located.js';
import { isPointer, proseOf, withHtmlRead, type Block } from './prose-rules.js';

/** The parts of an mdast node this reader looks at; typed structurally so MDX nodes need no extra typings. */
interface MdNode {
  type: string;
  value?: string;
  url?: string;
  alt?: string | null;
  children?: MdNode[];
  /** A heading's level. */
  depth?: number;
  position?: { start: { line: number } };
}

/** Nodes whose text is not prose: code blocks, raw HTML, link definitions, MDX code. (Inline code is kept between backticks.) */
const SKIP = new Set([
  'code', 'html', 'definition', 'footnoteReference',
  'mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'math', 'inlineMath', 'thematicBreak',
]);
/** Nodes whose words make one statement; an image's words are its alt text. */
const BLOCKS = new Set(['paragraph', 'heading', 'tableRow']);
/** Phrasing nodes that can stand at block level (inside an MDX component, say); each run of them is one statement. */
const PHRASING = new Set(['text', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'break', 'image', 'imageReference', 'mdxJsxTextElement']);
function words(node: MdNode, out: string[]): void {
  if (SKIP.has(node.type)) return;
  if (node.type === 'text') out.push(node.value ?? '');
  else if (node.type === 'inlineCode') out.push(codeSpan(node.value ?? ''));
  else if (node.type === 'break') out.push(' ');
  else if (node.type === 'image' || node.type === 'imageReference') {
    if (!isBadge(node.url)) out.push(` ${node.alt ?? ''} `);
  }
  else if (node.type === 'link' && isPointer(textOf(node))) return;
  else for (const child of node.children ?? []) words(child, out);
  // Cells of a row are separate phrases.
  if (node.type === 'tableCell') out.push(' ');
}

function textOf(node: MdNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}


const lineOf = (node: MdNode) => node.position?.start.line ?? 1;

function collect(node: MdNode, blocks: Block[]): void {
  // Raw HTML at block level (a centred logo and title, a <details> section): its text is prose, its tags are not.
  if (node.type === 'html') {
    blocks.push({ html: node.value ?? '', line: lineOf(node) });
    return;
  }
  if (SKIP.has(node.type)) return;
  if (BLOCKS.has(node.type)) {
    const out: string[] = [];
    words(node, out);
    const prose = proseOf(out.join(''));
    if (prose !== undefined) blocks.push({ text: prose, line: lineOf(node), ...(node.type === 'heading' && node.depth ? { heading: node.depth } : {}) });
    return;
  }
  let run: string[] = [];
  let runLine = 1;
  const flush = () => {
    if (run.length > 0) blocks.push({ text: run.join(''), line: runLine });
    run = [];
  };
  for (const child of node.children ?? []) {
    if (PHRASING.has(child.type)) {
      if (run.length === 0) runLine = lineOf(child);
      words(child, run);
    } else {
      flush();
      collect(child, blocks);
    }
  }
  flush();
}

/** The blocks of an MDX text, in order. */
export async function mdxBlocks(text: string, label: string): Promise<Located[]> {
  const [{ mdxjs }, { mdxFromMarkdown }] = await Promise.all([
    importModule<typeof import('micromark-extension-mdxjs')>('micromark-extension-mdxjs'),
    importModule<typeof import('mdast-util-mdx')>('mdast-util-mdx'),
  ]);
  const extensions = [gfm(), mdxjs()];
  const mdastExtensions = [gfmFromMarkdown(), mdxFromMarkdown()];
  let root: MdNode;
  try {
    root = fromMarkdown(text, { extensions, mdastExtensions }) as unknown as MdNode;
  } catch (error) {
    // JSX or JavaScript that does not close.
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw badRequest(`${label} is not valid MDX (${reason}).`);
  }
  const blocks: Block[] = [];
  collect(root, blocks);
  return withHtmlRead(blocks);
}
