// Reading a results or queries file's text into rows: its format (JSON, JSON lines, CSV, plain lines) from its name or its look, each row labelled with where it stands.
import nodePath from 'node:path';
import { parse } from 'csv-parse/sync';
import { badRequest } from '../core/errors.js';

export type FileFormat = 'json' | 'jsonl' | 'csv' | 'lines';

/** One row: a string (a plain line, a JSON string) or an object whose keys are lower case; `where` names it in messages. */
export interface Row {
  value: unknown;
  where: string;
}

/** The format by extension, else by look: JSON, JSON lines, CSV when the first line names one of `columns`, else plain lines. */
export function formatOf(text: string, fileName: string, columns: string[]): FileFormat {
  switch (nodePath.extname(fileName).toLowerCase()) {
    case '.json':
      return 'json';
    case '.jsonl':
    case '.ndjson':
      return 'jsonl';
    case '.csv':
    case '.tsv':
      return 'csv';
    case '.txt':
    case '.tab':
      return 'lines';
  }
  const start = text.trimStart();
  if (start.startsWith('[')) return 'json';
  if (start.startsWith('{')) {
    try {
      JSON.parse(text);
      return 'json';
    } catch {
      return 'jsonl';
    }
  }
  const header = (start.split(/\r?\n/, 1)[0] ?? '').toLowerCase();
  const cells = header.split(/[,;\t]/).map((c) => c.trim().replace(/^"|"$/g, ''));
  return cells.length > 1 && cells.some((c) => columns.includes(c)) ? 'csv' : 'lines';
}

/** The whole text as one JSON value. */
export function jsonValue(text: string, label: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw badRequest(`${label} is not valid JSON (${jsonReason(err)})`);
  }
}

export function jsonLines(text: string, label: string, expected: string): Row[] {
  const rows: Row[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    const where = `${label}, line ${i + 1}`;
    try {
      rows.push({ value: lowerKeys(JSON.parse(line)), where });
    } catch (err) {
      throw badRequest(`${where} is not valid JSON (${jsonReason(err)}): expected ${expected} on each line`);
    }
  });
  return rows;
}

/** The items of a JSON array, objects with their keys in lower case. */
export function jsonItems(items: unknown[], label: string): Row[] {
  return items.map((item, i) => ({ value: lowerKeys(item), where: `${label}, item ${i + 1}` }));
}

export function plainLines(text: string, label: string): Row[] {
  const rows: Row[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() !== '') rows.push({ value: line, where: `${label}, line ${i + 1}` });
  });
  return rows;
}

/** CSV (or TSV, or semicolons as spreadsheets in many locales write) with a header; rows are objects by lower-case column name. */
export function csvRows(text: string, label: string, columns: string[], expected: string): Row[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { delimiter: sniffDelimiter(text), bom: true, skip_empty_lines: true, relax_quotes: true, relax_column_count: true, info: true }) as typeof records;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    const reason = err instanceof Error ? err.message.split(/:\s/)[0] : String(err);
    throw badRequest(`${label}${line ? `, line ${line}` : ''} is not valid CSV (${reason})`);
  }
  const header = records[0]?.record.map((h) => h.trim().toLowerCase()) ?? [];
  if (!header.some((h) => columns.includes(h))) {
    throw badRequest(`${label}: the header (${header.join(', ') || 'empty'}) has no column for ${expected}; name one ${columns.join(', ')}`);
  }
  return records.slice(1).map(({ record, info }) => {
    const value: Record<string, string> = {};
    header.forEach((h, i) => {
      if (h !== '' && !(h in value)) value[h] = record[i] ?? '';
    });
    return { value, where: `${label}, line ${info.lines}` };
  });
}

function sniffDelimiter(text: string): string {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((d) => ({ d, n: first.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0]!.n > 0 ? counts[0]!.d : ',';
}

/** Objects keyed in lower case (first spelling wins), so `URL`, `Url` and `url` are one column. */
function lowerKeys(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const key = k.trim().toLowerCase();
    if (!(key in out)) out[key] = v;
  }
  return out;
}

/** V8's message can quote a long excerpt of the input; only its first clause is worth showing. */
function jsonReason(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.split(/, "|\n/)[0]!.trim() || 'syntax error';
}

export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** A field's text: strings as they are, numbers written out, anything else absent. */
export function text(fields: Record<string, unknown>, names: string[]): string | undefined {
  for (const name of names) {
    const v = fields[name];
    if (typeof v === 'string') return v.trim();
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  }
  return undefined;
}
