// A documentation page is a run of sections; Readability, made for articles, picks the best of
// them. This widens its pick to the run of sections it belongs to.
import type { HTMLElement, Node } from 'node-html-parser';

const HEADING = 'h1, h2, h3, h4, h5, h6';
/** Lists and tables of links (a table of contents, a "previous / next" bar) are not prose, whatever element holds them. */
const LINK_LISTS = 'ul, ol, dl, table, div';
/** A block is a list of links when this share of its text is link text, over this many links at least. */
const LINK_SHARE = 0.7;
const LINKS_AT_LEAST = 3;

/**
 * The element holding the run of sections that Readability's pick (`kept`) lies in, or
 * undefined when its pick is no section of such a run. A section is an element that begins with
 * a heading and has a sibling of the same tag and class (DocBook's `div.sect2`, AsciiDoc's
 * `div.sect1`); the highest such ancestor of the pick is one of the run, and its parent holds
 * them all.
 */
export function sectionsAround(kept: ReadonlySet<Node>): HTMLElement | undefined {
  const pick = lowestCommonAncestor([...kept] as HTMLElement[]);
  let section: HTMLElement | undefined;
  for (let node = pick; node?.parentNode && node.rawTagName && !/^(body|html)$/i.test(node.rawTagName); node = node.parentNode) {
    if (isSection(node)) section = node;
  }
  return section?.parentNode ?? undefined;
}

function isSection(element: HTMLElement): boolean {
  const kind = element.getAttribute('class');
  if (!kind) return false;
  const twin = element.parentNode?.childNodes.some((n) => n !== element && n.nodeType === 1 && (n as HTMLElement).rawTagName === element.rawTagName && (n as HTMLElement).getAttribute('class') === kind);
  if (!twin) return false;
  const heading = element.querySelector(HEADING);
  return heading !== null && element.text.trimStart().startsWith(heading.text.trim());
}

/** The blocks inside `top` that are lists of links rather than prose. */
export function linkLists(top: HTMLElement): HTMLElement[] {
  return top.querySelectorAll(LINK_LISTS).filter((element) => {
    const links = element.querySelectorAll('a');
    if (links.length < LINKS_AT_LEAST) return false;
    const text = element.text.replace(/\s+/g, '').length;
    const linked = links.reduce((sum, a) => sum + a.text.replace(/\s+/g, '').length, 0);
    return text > 0 && linked / text >= LINK_SHARE;
  });
}

function lowestCommonAncestor(elements: HTMLElement[]): HTMLElement | undefined {
  if (elements.length === 0) return undefined;
  const chain = (e: HTMLElement) => {
    const up: HTMLElement[] = [];
    for (let n: HTMLElement | null = e; n; n = n.parentNode) up.unshift(n);
    return up;
  };
  let common = chain(elements[0]);
  for (const e of elements.slice(1)) {
    const other = chain(e);
    let i = 0;
    while (i < common.length && i < other.length && common[i] === other[i]) i++;
    common = common.slice(0, i);
  }
  return common.at(-1);
}
