// What both Markdown readers (markdown-it for Markdown, micromark for MDX) do with their blocks:
// the rules for code and navigation that are not marked as such, and the raw HTML among them.
import type { Located } from './located.js';

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

/** Whether a link says nothing but where it goes: its text is its address, or a word that only points. */
export function isPointer(linkText: string): boolean {
  const text = linkText.trim();
  return ADDRESS.test(text) || NAVIGATION.has(text.toLowerCase());
}

/** A block's prose: none for a declaration, else the block without a leading call or signature. */
export function proseOf(block: string): string | undefined {
  const text = block.trim();
  return DECLARATION.test(text) ? undefined : text.replace(CALL, '');
}

/** A block of prose, or a block of raw HTML whose text is read once the HTML reader is loaded. */
export type Block = Located | { html: string; line: number };

/** The blocks with each raw HTML block read as the blocks of its text; the HTML parser loads only for a document that has some. */
export async function withHtmlRead(blocks: readonly Block[]): Promise<Located[]> {
  // A block of nothing but comments and tags has no words: most raw HTML blocks of 500 READMEs
  // are (<!-- badges -->, <section class="usage">, </section>), and parsing them was most of the
  // HTML's cost.
  const read = blocks.filter((b) => 'text' in b || !markupOnly(b.html));
  if (read.every((b) => 'text' in b)) return read as Located[];
  const { locatedHtmlBlocks } = await import('./html.js');
  return read.flatMap((b) => ('text' in b ? [b] : locatedHtmlBlocks(b.html, b.line)));
}

/**
 * Comments and tags, one after another, and nothing else: no text between them and no image (whose
 * alt text is read). A tag whose attributes hold a < or >, and anything else unusual, is left to
 * the HTML reader. A comment may not run past its first -->, nor a tag past its first >: a block
 * splits one way only, so the test takes linear time whatever follows.
 */
const MARKUP_ONLY = /^(?:\s*(?:<!--(?:(?!-->)[\s\S])*-->|<\/?[a-zA-Z][^<>]*>))+\s*$/;
const markupOnly = (html: string) => MARKUP_ONLY.test(html) && !/<img\b/i.test(html);
