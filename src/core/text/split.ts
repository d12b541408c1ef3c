// Where statements begin: text re-lined so that every statement stands on a line of its own,
// for text whose line breaks do not mark statements (transcripts, scraped pages, one speech a line).
import { sentences } from 'sbd';

export const SPLIT_MODES = ['line', 'paragraph', 'sentence'] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

// sbd handles abbreviations (Dr., U.S., p.m., e.g.) and decimals (3.5). It is part of the command
// line's bundle without the HTML sanitizer it requires for an option never set (scripts/bundle.mjs),
// which made up most of its ~130 ms to load.
const sentencesOf = (text: string): string[] => sentences(text, { newline_boundaries: false });

/** The text re-lined, and for each of its lines the index of the input line where that statement begins. */
export interface Relined {
  text: string;
  origins: number[];
}

const BLANK = /^[ \t]*$/;

/**
 * Paragraphs are separated by blank lines (nothing but spaces and tabs); the line breaks inside
 * one are only wrapping. Each comes with the index of its first line.
 */
function paragraphs(text: string): { text: string; origin: number }[] {
  const lines = text.split(/\r\n|\n|\r/);
  const out: { text: string; origin: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (BLANK.test(lines[i])) continue;
    const origin = i;
    while (i + 1 < lines.length && !BLANK.test(lines[i + 1])) i++;
    const joined = lines.slice(origin, i + 1).map((l) => l.trim()).join(' ').trim();
    if (joined !== '') out.push({ text: joined, origin });
  }
  return out;
}

/**
 * The text with one statement a line: `line` keeps it as it is (every line is a statement),
 * `paragraph` makes each paragraph one line, `sentence` each sentence of each paragraph. The
 * origins let a statement be traced back to its line in the input (tna check's line numbers).
 */
export function reline(text: string, mode: SplitMode): Relined {
  if (mode === 'line') {
    const count = text.split(/\r\n|\n|\r/).length;
    return { text, origins: Array.from({ length: count }, (_, i) => i) };
  }
  const units = paragraphs(text);
  if (mode === 'paragraph') return { text: units.map((p) => p.text).join('\n'), origins: units.map((p) => p.origin) };
  const sentences = units.flatMap((p) => sentencesOf(p.text).map((s) => ({ text: s.trim(), origin: p.origin }))).filter((s) => s.text !== '');
  return { text: sentences.map((s) => s.text).join('\n'), origins: sentences.map((s) => s.origin) };
}

export function relineText(text: string, mode: SplitMode): string {
  return mode === 'line' ? text : reline(text, mode).text;
}
