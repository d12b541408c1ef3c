// A page's main part as Mozilla's Readability finds it (over linkedom's DOM), mapped back to the
// elements of the page as tna parsed it, so that the text kept keeps its lines in the source.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Readability } from '@mozilla/readability';
import type { HTMLElement, Node } from 'node-html-parser';
import { importModule } from '../core/import-module.js';

interface Extractor {
  Readability: typeof Readability;
  parseHTML: typeof import('linkedom').parseHTML;
}

/**
 * Readability and linkedom: the copy the build bundles beside the command line
 * (dist/readability.mjs, scripts/bundle.mjs), so that an installed tna carries only the code it
 * runs of them (linkedom installs 5 MB); else node_modules (the compiled sources the tests run).
 */
function extractor(): Promise<Extractor> {
  const bundled = new URL('./readability.mjs', import.meta.url);
  if (existsSync(fileURLToPath(bundled))) return importModule<Extractor>(bundled.href);
  return Promise.all([importModule<Extractor>('@mozilla/readability'), importModule<Extractor>('linkedom')]).then(([r, l]) => ({ Readability: r.Readability, parseHTML: l.parseHTML }));
}

/** Each element's start tag gets an attribute of this prefix and its index; Readability keeps attributes it does not know. */
const MARK = 'data-tna-';

/** The least Readability reads a page it cannot judge by (its own default is 500 characters). */
const CHAR_THRESHOLD = 250;

interface DomNode {
  nodeType: number;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
  attributes?: ArrayLike<{ name: string }>;
  tagName?: string;
}

/** What Readability keeps of a page: the elements whose own text is in its article, and the page's headline, which it shows above the article. */
export interface ReadabilityArticle {
  kept: Set<Node>;
  /** The headline and the elements inside it; empty when no h1 or h2 says what the title says. */
  headline: HTMLElement[];
}

/**
 * The elements of `root` (parsed from `html`) whose own text Readability keeps; undefined when it
 * finds no article. Readability rewrites what it keeps (a `<div>` of text becomes a `<p>`, a
 * wrapper gives way to its child, new paragraphs wrap loose text), so its output cannot be read
 * in place of the page: each element of the page is marked with its index before Readability
 * runs, and a kept text belongs to the nearest marked element around it.
 */
export async function readabilityArticle(root: HTMLElement, html: string): Promise<ReadabilityArticle | undefined> {
  const { Readability, parseHTML } = await extractor();
  const elements = root.querySelectorAll('*');
  let article: ReturnType<Readability<DomNode>['parse']>;
  try {
    const { document } = parseHTML(marked(elements, html));
    article = new Readability<DomNode>(document as never, { charThreshold: CHAR_THRESHOLD, serializer: (node) => node as unknown as DomNode }).parse();
  } catch {
    // A page the DOM or Readability cannot take is read as if Readability had found nothing.
    return undefined;
  }
  if (!article?.content) return undefined;
  const kept = new Set<Node>();
  const visit = (node: DomNode, around: number[]) => {
    if (node.nodeType === 3) {
      if ((node.textContent ?? '').trim() !== '') for (const i of around) kept.add(elements[i]);
      return;
    }
    if (node.nodeType !== 1) return;
    const own = marksOf(node);
    const marks = own.length > 0 ? own : around;
    // An image is read for its alt text, which belongs to the image itself.
    if (node.tagName?.toLowerCase() === 'img') for (const i of marks) kept.add(elements[i]);
    for (const child of Array.from(node.childNodes)) visit(child, marks);
  };
  visit(article.content, []);
  return kept.size > 0 ? { kept, headline: headline(root, article.title) } : undefined;
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** The page's headline: the first h1 or h2 that says what the title says, with the elements inside it. */
function headline(root: HTMLElement, title: string | null | undefined): HTMLElement[] {
  const said = words(title ?? '');
  if (said === '') return [];
  const heading = root.querySelectorAll('h1, h2').find((h) => {
    const text = words(h.text);
    return text !== '' && (text.includes(said) || said.includes(text));
  });
  return heading ? [heading, ...heading.querySelectorAll('*')] : [];
}

/** The indexes an element of Readability's output carries (a wrapper it took out hands its own to its child). */
function marksOf(node: DomNode): number[] {
  const marks: number[] = [];
  for (const { name } of Array.from(node.attributes ?? [])) {
    if (name.startsWith(MARK)) marks.push(Number(name.slice(MARK.length)));
  }
  return marks;
}

/** `html` with `data-tna-<i>` in the start tag of element i, where the parser found that tag. */
function marked(elements: readonly HTMLElement[], html: string): string {
  const parts: string[] = [];
  let at = 0;
  elements.forEach((element, i) => {
    const start = element.range[0];
    const end = start + 1 + element.rawTagName.length;
    // An element the parser made up (no tag of its own in the source) has nothing to mark.
    if (start < at || html.slice(start, end).toLowerCase() !== `<${element.rawTagName.toLowerCase()}`) return;
    parts.push(html.slice(at, end), ` ${MARK}${i}`);
    at = end;
  });
  parts.push(html.slice(at));
  return closedEmptyElements(parts.join(''));
}

/** The elements HTML never closes, whose `<br/>` is their whole tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/**
 * Every other element written empty as XHTML writes it (`<a id="x"/>`, DocBook's anchor before a
 * section's title) closed at once, as tna's own parser reads it. An HTML parser (linkedom) takes
 * `<a id="x"/>` for an opening tag, and the anchor swallows the title after it: the title reads as
 * a link, and Readability drops the section's headings as navigation.
 */
function closedEmptyElements(html: string): string {
  return html.replace(/<([a-zA-Z][\w:-]*)(\s[^<>]*?)?\s*\/>/g, (tag, name: string, attributes = '') => (VOID.has(name.toLowerCase()) ? tag : `<${name}${attributes}></${name}>`));
}
