// What Markdown's dialects add around the prose, taken out before a Markdown parser sees the
// text: front matter (its title and description are prose, its other keys are not), container
// fences (`::: tip Title`, as VitePress, Docusaurus and markdown-it-container write them) and
// MkDocs admonitions (`!!! note "Title"`, `??? note`, whose body is indented). Lines keep their
// places: what is taken out becomes empty lines.

import type { Located } from './located.js';

/** YAML (`---`) or TOML (`+++`) front matter at the very start. */
const FRONT_MATTER = /^(---|\+\+\+)[ \t]*\r?\n([\s\S]*?)\r?\n\1[ \t]*(?=\r?\n|$)/;
/** The keys of front matter whose value a reader sees as text on the page. */
const PROSE_KEY = /^(?:title|description|subtitle|summary)[ \t]*[:=][ \t]*(.*)$/;
/** A container fence: three or more colons, then perhaps a name and a title; the whole line is markup. */
const CONTAINER_FENCE = /^ {0,3}:{3,}.*$/;
/** An admonition's opening line: its kind is markup, a quoted title is prose. */
const ADMONITION = /^( {0,3})(?:!!!|\?\?\?\+?)[ \t]+[\w-]+(?:[ \t]+[\w-]+)*(?:[ \t]+"([^"]*)")?[ \t]*$/;
/** A code fence's opening or closing line, inside which nothing is a dialect's markup. */
const CODE_FENCE = /^ {0,3}(`{3,}|~{3,})/;

const blankLines = (text: string) => text.replace(/[^\r\n]+/g, '');
const unquote = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, '$2');

/** The text with the dialects' markup taken out, and the prose of its front matter. */
export function withoutDialects(text: string): { text: string; frontMatter: Located[] } {
  const frontMatter: Located[] = [];
  let body = text;
  const matter = FRONT_MATTER.exec(text);
  if (matter) {
    // The keys start on the second line, after the opening `---`.
    matter[2].split(/\r?\n/).forEach((line, i) => {
      const prose = PROSE_KEY.exec(line);
      if (prose && unquote(prose[1]) !== '') frontMatter.push({ text: unquote(prose[1]), line: i + 2 });
    });
    body = blankLines(matter[0]) + text.slice(matter[0].length);
  }
  if (!body.includes(':::') && !body.includes('!!!') && !body.includes('???')) return { text: body, frontMatter };
  const lines = body.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const code = CODE_FENCE.exec(line);
    if (code) {
      if (fence === undefined) fence = code[1][0];
      else if (code[1][0] === fence) fence = undefined;
      continue;
    }
    if (fence !== undefined) continue;
    if (CONTAINER_FENCE.test(line)) {
      lines[i] = '';
      continue;
    }
    const admonition = ADMONITION.exec(line.replace(/\r$/, ''));
    if (!admonition) continue;
    // The title reads as a heading of its own; the body, indented by four, as the paragraphs it is.
    lines[i] = admonition[2] ? `${admonition[1]}###### ${admonition[2]}` : '';
    for (let j = i + 1; j < lines.length && (/^(?: {4}|\t)/.test(lines[j]) || lines[j].trim() === ''); j++) {
      lines[j] = lines[j].replace(/^(?: {4}|\t)/, admonition[1]);
    }
  }
  return { text: lines.join('\n'), frontMatter };
}
