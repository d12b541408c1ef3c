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
  return tableLines(columns, rows, paint, header).join('\n') + '\n';
}

/** The table's lines (renderTable's text, a line at a time): a table of many rows is never one string before it is written. */
export function tableLines(columns: readonly Column[], rows: readonly string[][], paint: Paint = (t) => t, header: (t: string) => string = (t) => t): string[] {
  const cells = rows.map((row) => row.map((cell, i) => cut(cell, columns[i].max)));
  // The widest cell of each column, row by row: a spread of every row's cell would overflow the stack past some 100,000 rows.
  const widths = columns.map((c, i) => cells.reduce((widest, row) => Math.max(widest, displayWidth(row[i])), displayWidth(c.header)));
  const pad = (text: string, i: number) => (columns[i].right ? padStartTo(text, widths[i]) : padEndTo(text, widths[i]));
  const line = (parts: string[]) => parts.join('  ').trimEnd();
  return [header(line(columns.map((c, i) => pad(c.header, i)))), ...cells.map((row, r) => line(row.map((cell, i) => paint(pad(cell, i), r, i))))];
}
