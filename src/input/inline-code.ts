// Inline code as the readers of Markdown and HTML keep it in a statement: between backticks, as Markdown writes it.

/**
 * A code span for `code`: its words as written between runs of backticks one longer than any run
 * inside (`` a`b ``), so that the analysis can tell the code from the prose around it
 * (core/text/code-spans.ts) and a reader sees where it begins and ends. Empty code is nothing.
 */
export function codeSpan(code: string): string {
  const text = code.replace(/\s+/g, ' ').trim();
  if (text === '') return '';
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  // A space keeps a backtick at either end from joining the fence.
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}
