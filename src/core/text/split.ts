// Where statements begin: text re-lined so that every statement stands on a line of its own,
// for text whose line breaks do not mark statements (transcripts, scraped pages, one speech a line).
import { createRequire } from 'node:module';

export const SPLIT_MODES = ['line', 'paragraph', 'sentence'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

// sbd handles abbreviations (Dr., U.S., p.m., e.g.) and decimals (3.5); loaded with require,
// and only for `sentence`, since it takes ~130 ms to load.
const require = createRequire(import.meta.url);
const sentencesOf = (text: string): string[] => (require('sbd') as typeof import('sbd')).sentences(text, { newline_boundaries: false });

/** Paragraphs are separated by blank lines; the line breaks inside one are only wrapping. */
function paragraphs(text: string): string[] {
  return text
    .split(/(?:\r\n|\n|\r)[ \t]*(?:\r\n|\n|\r)\s*/)
    .map((p) => p.replace(/\s*(?:\r\n|\n|\r)\s*/g, ' ').trim())
    .filter((p) => p !== '');
}

/**
 * The text with one statement a line: `line` keeps it as it is (every line is a statement),
 * `paragraph` makes each paragraph one line, `sentence` each sentence of each paragraph.
 */
export function relineText(text: string, mode: SplitMode): string {
  if (mode === 'line') return text;
  const units = paragraphs(text);
  if (mode === 'paragraph') return units.join('\n');
  return units.flatMap((p) => sentencesOf(p).map((s) => s.trim())).filter((s) => s !== '').join('\n');
}
