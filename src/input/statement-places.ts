// Each statement of some documents with the place it came from (`file:line`), as `tna related`
// and the library's related() show a match's source.
import { reline, type SplitMode } from '../core/text/split.js';
import type { DocumentText } from './documents.js';

/** A statement as the request sends it, and where it came from. */
export interface PlacedStatement {
  content: string;
  where: string;
  /** Its place in its document's outline (markup.ts: outlineOf); absent for plain text. */
  outline?: number;
}

/** Each document's statements, in order, after `split`, with the document's label and the source line. */
export function locatedStatements(documents: readonly DocumentText[], split: SplitMode = 'line'): PlacedStatement[] {
  const out: PlacedStatement[] = [];
  for (const document of documents) {
    const relined = reline(document.text, split);
    relined.text.split(/\r\n|\n|\r/).forEach((line, i) => {
      const content = line.trim();
      if (content === '') return;
      const origin = relined.origins[i];
      const source = document.lines ? document.lines[origin] : origin + 1;
      const outline = document.outline?.[origin];
      out.push({ content, where: `${document.label}:${source}`, ...(outline !== undefined ? { outline } : {}) });
    });
  }
  return out;
}

/** The statements as the request sends them: their text, and their places in their documents' outlines when any document is marked up (null: plain text, whose headings are guessed). */
export function statementsBody(statements: readonly PlacedStatement[]): { text: string[]; outline?: (number | null)[] } {
  const text = statements.map((s) => s.content);
  return statements.some((s) => s.outline !== undefined) ? { text, outline: statements.map((s) => s.outline ?? null) } : { text };
}

/** Each match with where it came from: the first statement of its text not yet given to an earlier match, else `graph` (a saved graph's name). */
export function withPlaces<M extends { matchedContent: string }>(matches: readonly M[], statements: readonly PlacedStatement[] | undefined, graph: string | undefined): (M & { source?: string })[] {
  const places = new Map<string, string[]>();
  for (const s of statements ?? []) places.set(s.content, [...(places.get(s.content) ?? []), s.where]);
  return matches.map((m) => {
    const source = places.get(m.matchedContent)?.shift() ?? graph;
    return source === undefined ? m : { ...m, source };
  });
}
