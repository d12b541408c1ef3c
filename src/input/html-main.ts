// The main part of an HTML page, as its reader sees it: the page's own text, without the site's
// navigation, sidebars, headers, footers and banners around it.
import type { HTMLElement, Node, TextNode } from 'node-html-parser';
import { blocksOf, parseHtml } from './html.js';
import { linkLists, sectionsAround } from './html-sections.js';
import type { Located } from './located.js';

/**
 * The elements documentation generators wrap a page's own text in, most specific first: MkDocs
 * Material, Docusaurus, Hugo's Docsy, then Sphinx's and MkDocs' `role="main"`, Sphinx themes
 * without it (`div.body`), and HTML's own `<main>`. One of these is the content exactly, where
 * an extractor can only guess; pages with none of them go to Readability.
 */
const CONTENT_MARKERS = ['article.md-content__inner', '.theme-doc-markdown', '.td-content', '[role=main]', 'div.body', 'main'];

/** Inside the content element still, the links and bars of the site rather than the page: menus, "edit this page", previous/next, Sphinx's ¶ anchors. */
const CHROME_INSIDE = 'nav, [role=navigation], footer, .headerlink, .md-content__button, .md-source-file, .theme-edit-this-page, .theme-doc-footer, .pagination-nav, .edit-this-page';
/**
 * A bare `<main>` often holds a site's sidebars as well, in `<aside>`; a generator's content
 * element does not, and there an `<aside>` is the page's own (docutils writes footnotes and
 * sidebars as asides).
 */
const CHROME_INSIDE_MAIN = `${CHROME_INSIDE}, aside, [role=complementary]`;

/**
 * DocBook's XSL stylesheets (PostgreSQL's manual, Debian's Reference and FAQ, Git's user manual)
 * say so in the page's generator meta, and put nothing around the page's own text but a
 * navigation bar above it and one below, and tables of contents (of the book, a chapter, its
 * tables or examples) inside it, lists of links to headings the pages hold themselves. The body
 * less those is the content exactly, where Readability had to guess (and, with its second DOM,
 * took as long as the rest of the reading; an index page of 445 KB held 50 MB more while it ran).
 * A page that is a table of contents under its title, and nothing else (a part's or a book's
 * first page), is read as that table.
 */
const DOCBOOK_GENERATOR = /^DocBook XSL/i;
const DOCBOOK_BARS = 'div.navheader, div.navfooter';
const DOCBOOK_CONTENTS = 'div.toc, div.list-of-tables, div.list-of-figures, div.list-of-examples';

function docBookContent(body: HTMLElement): Set<Node> {
  const bars = body.querySelectorAll(DOCBOOK_BARS);
  const tables = body.querySelectorAll(DOCBOOK_CONTENTS);
  const prose = elementsOf(body, [...bars, ...tables, ...body.querySelectorAll(HEADINGS)]);
  return letters(prose) > 0 ? elementsOf(body, [...bars, ...tables]) : elementsOf(body, bars);
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/**
 * AsciiDoc (Git's manual is built with it) and Asciidoctor say so in the generator meta, and
 * write a page as a header (its title, and a manual page's NAME), its content, and a footer
 * (*Last updated …*), each a div of its own: the page less the footer and the table of contents
 * is its text. A manual page's title is its name followed by the generator's own words
 * (*git-verify-tag(1) Manual Page*), which every such page shares: read without them, they are
 * no key phrase of each (they were in 11 of Git's 206 pages' first ten).
 */
const ASCIIDOC_GENERATOR = /^Asciidoc(?:tor)?\b/i;
const ASCIIDOC_CHROME = '#footer, #toc';
const MANUAL_PAGE_TITLE = 'body.manpage #header > h1';
const MANUAL_PAGE_WORDS = /\s+Manual Page(\s*)$/;

function generatorOf(root: HTMLElement): string {
  return root.querySelector('head meta[name=generator]')?.getAttribute('content')?.trim() ?? '';
}

function asciiDocContent(root: HTMLElement, body: HTMLElement): Set<Node> {
  const title = root.querySelector(MANUAL_PAGE_TITLE)?.lastChild;
  if (title?.nodeType === 3) (title as TextNode).rawText = title.rawText.replace(MANUAL_PAGE_WORDS, '$1');
  return elementsOf(body, body.querySelectorAll(ASCIIDOC_CHROME));
}

/** Where no element holds the content and Readability finds none, what is left out of the body. */
const CHROME = 'nav, header, footer, aside, form, dialog, [role=navigation], [role=banner], [role=contentinfo], [role=search], [role=dialog], [aria-modal=true]';

/**
 * Readability's article holds at least this share of the page's letters, or it is not the page's
 * text: on a page that is a table of contents (DocBook's chapter pages), Readability, which
 * passes lists of links by, keeps the navigation bar instead.
 */
const LEAST_SHARE = 0.25;

/** Signs of a whole page rather than a fragment: without any, the HTML is read whole. */
const PAGE_STRUCTURE = 'html, body, main, article, nav, header, footer, aside, [role=main], [role=navigation]';

/**
 * The blocks of the page's main part with their lines (those of the source); a fragment's
 * blocks, all of them. A page whose main part says nothing (a page of links) is read whole
 * rather than as nothing.
 */
export async function mainHtmlBlocks(html: string, firstLine = 1): Promise<Located[]> {
  const root = parseHtml(html);
  const part = await mainPart(root, html);
  const blocks = blocksOf(root, html, firstLine, part && ((element) => part.has(element)));
  return part && blocks.every((b) => b.text.trim() === '') ? blocksOf(root, html, firstLine) : blocks;
}

/** The elements whose own text belongs to the main part; undefined for a fragment, which is all main part. */
async function mainPart(root: HTMLElement, html: string): Promise<Set<Node> | undefined> {
  if (!root.querySelector(PAGE_STRUCTURE)) return undefined;
  const marked = contentElement(root);
  if (marked) return elementsOf(marked, marked.querySelectorAll(marked.rawTagName.toLowerCase() === 'main' ? CHROME_INSIDE_MAIN : CHROME_INSIDE));
  const body = root.querySelector('body') ?? root;
  const generator = generatorOf(root);
  if (DOCBOOK_GENERATOR.test(generator)) return docBookContent(body);
  if (ASCIIDOC_GENERATOR.test(generator)) return asciiDocContent(root, body);
  // Readability (and its DOM) load only for a page that no generator marked.
  const article = await (await import('./html-readability.js')).readabilityArticle(root, html);
  if (article) {
    // Readability keeps the best section of a page of sections: the page has them all.
    const sections = sectionsAround(article.kept);
    const part = sections ? elementsOf(sections, [...sections.querySelectorAll(CHROME_INSIDE), ...linkLists(sections)]) : article.kept;
    // Readability takes the headline out of its article, as a reader shows it above; tna reads it as the page's first heading.
    for (const element of article.headline) part.add(element);
    if (letters(part) >= LEAST_SHARE * body.text.replace(/\s+/g, '').length) return part;
  }
  return elementsOf(body, [...body.querySelectorAll(CHROME), ...linkLists(body)]);
}

/** The letters (not spaces) of the text the elements hold themselves. */
function letters(elements: ReadonlySet<Node>): number {
  let count = 0;
  for (const element of elements) for (const child of element.childNodes) if (child.nodeType === 3) count += child.text.replace(/\s+/g, '').length;
  return count;
}

/** The first marker's element, if it holds any text (an empty `<main>` is a placeholder, not the content). */
function contentElement(root: HTMLElement): HTMLElement | undefined {
  for (const marker of CONTENT_MARKERS) {
    const element = root.querySelector(marker);
    if (element && element.text.trim() !== '') return element;
  }
  return undefined;
}

/** `top` and every element under it, less the subtrees of `without`. */
function elementsOf(top: HTMLElement, without: readonly HTMLElement[]): Set<Node> {
  const left = new Set<Node>(without);
  const kept = new Set<Node>();
  const walk = (element: HTMLElement) => {
    if (left.has(element)) return;
    kept.add(element);
    for (const child of element.childNodes) if (child.nodeType === 1) walk(child as HTMLElement);
  };
  walk(top);
  return kept;
}
