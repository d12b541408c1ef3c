// Inline code in a statement (`npm install`, `parserOptions`): shown and searched as written, never read for concepts.
import type { Statement } from '../types.js';

/**
 * A code span as Markdown writes it and as the readers of Markdown and HTML keep it: a run of
 * backticks, the code, the same run again (`` a`b ``), on one line (the readers put a code span's
 * line breaks as spaces, so a backtick left open never pairs with one on a later line).
 */
const CODE_SPAN = /(`+)(?!`)([^\n]*?[^`\n])\1(?!`)/g;

/**
 * The statement's words outside inline code: each code span blanked to spaces of its length, so
 * that every offset stays where it was. The words around it read as they did when the readers
 * left code out, so the concepts, their relations and the reference analysis's numbers are
 * those of the prose alone.
 */
export function withoutCode(content: string): string {
  return content.includes('`') ? content.replace(CODE_SPAN, (span) => ' '.repeat(span.length)) : content;
}

/** The text with `edit` applied to its prose alone, every code span kept as it is (an address in code is code, not a link to drop). */
export function editProse(content: string, edit: (prose: string) => string): string {
  if (!content.includes('`')) return edit(content);
  let out = '';
  let last = 0;
  for (const m of content.matchAll(CODE_SPAN)) {
    out += edit(content.slice(last, m.index)) + m[0];
    last = m.index! + m[0].length;
  }
  return out + edit(content.slice(last));
}

/**
 * The statements as the analysis reads them: their inline code left out and the spaces around it
 * joined, as the readers of Markdown and HTML wrote statements before they kept code, so that
 * the analysis reads the same text it read then (the same objects where there is no code).
 */
export function proseStatements(statements: readonly Statement[]): readonly Statement[] {
  if (!statements.some((s) => s.content.includes('`'))) return statements;
  return statements.map((s) => (s.content.includes('`') ? { ...s, content: s.content.replace(CODE_SPAN, '').replace(/\s+/g, ' ').trim() } : s));
}
