// A plain-text table for terminals: padded columns, an optional bold header, long cells cut short,
// every width counted in the columns a terminal gives the text (display-width.ts).
import { cutToWidth, displayWidth, padEndTo, padStartTo } from './display-width.js';

export interface Column {
  header: string;
  /** Right-align (numbers). */
  right?: boolean;
  /** Cut cells wider than this many columns, with an ellipsis. */
  max?: number;
}

export type Paint = (text: string, row: number, column: number) => string;

function cut(text: string, max: number | undefined): string {
  const flat = text.replace(/\s+/g, ' ');
  return max === undefined ? flat : cutToWidth(flat, max);
}

/** Widths come from the plain text; `paint` colours a cell after padding so escape codes never skew them. */
export function renderTable(columns: readonly Column[], rows: readonly string[][], paint: Paint = (t) => t, header: (t: string) => string = (t) => t): string {
  const cells = rows.map((row) => row.map((cell, i) => cut(cell, columns[i].max)));
  const widths = columns.map((c, i) => Math.max(displayWidth(c.header), ...cells.map((row) => displayWidth(row[i]))));
  const pad = (text: string, i: number) => (columns[i].right ? padStartTo(text, widths[i]) : padEndTo(text, widths[i]));
  const line = (parts: string[]) => parts.join('  ').trimEnd();
  return [
    header(line(columns.map((c, i) => pad(c.header, i)))),
    ...cells.map((row, r) => line(row.map((cell, i) => paint(pad(cell, i), r, i)))),
  ].join('\n') + '\n';
}
