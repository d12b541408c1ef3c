// Parses a statements file's text (JSON array, JSON lines or CSV) into statements with optional timestamps and categories.

import nodePath from 'node:path';
import { parse } from 'csv-parse/sync';
import { ApiError, badRequest } from '../core/errors.js';
import { isoTimestampOf } from '../core/text/timestamps.js';

export interface StatementsInput {
  statements: string[];
  timestamps?: string[];
  categories?: string[][];
}

const TEXT_COLUMNS = ['text', 'content', 'statement'];
const TIMESTAMP_COLUMNS = ['timestamp', 'date'];
const CATEGORY_COLUMNS = ['categories', 'category'];

/** The statements in text read from fileName (undefined for stdin), labelled label in error messages. Format chosen by fileName's extension (.json, .jsonl/.ndjson, .csv) and else by sniffing the content. */
export function parseStatements(text: string, fileName: string | undefined, label: string): StatementsInput {
  // Whether empty input is an error is the analysis's call, not the reader's.
  if (text.trim() === '') return { statements: [] };

  const format = fileName === undefined ? sniffFormat(text) : formatFromExtension(fileName) ?? sniffFormat(text);
  const rows = format === 'json' ? parseJsonArray(text, label) : format === 'jsonl' ? parseJsonLines(text, label) : parseCsv(text, label);
  return collect(rows);
}

type Format = 'json' | 'jsonl' | 'csv';

function formatFromExtension(p: string): Format | undefined {
  switch (nodePath.extname(p).toLowerCase()) {
    case '.json':
      return 'json';
    case '.jsonl':
    case '.ndjson':
      return 'jsonl';
    case '.csv':
      return 'csv';
    default:
      return undefined;
  }
}

function sniffFormat(text: string): Format {
  const start = text.trimStart();
  if (start.startsWith('[')) return 'json';
  if (start.startsWith('{')) return 'jsonl';
  if (start.startsWith('"')) {
    // A quoted CSV header also starts with '"'; only a line that is a whole JSON value means JSON
    // lines, and not even then when that value is the name of a text column ("text"): a CSV file
    // of one quoted column reads as JSON strings line by line, and its header is not a statement.
    const firstLine = start.split(/\r?\n/, 1)[0] ?? '';
    try {
      const first: unknown = JSON.parse(firstLine);
      return typeof first === 'string' && TEXT_COLUMNS.includes(first.trim().toLowerCase()) ? 'csv' : 'jsonl';
    } catch {
      return 'csv';
    }
  }
  return 'csv';
}

interface Row {
  text: string;
  timestamp: string;
  categories: string[];
  /** Where the row stands, for messages: `notes.csv row 3`, `notes.jsonl: line 2`. */
  where: string;
}

function collect(rows: Row[]): StatementsInput {
  // Blank statements are dropped together with their metadata so the arrays stay aligned.
  const kept = rows.map((r) => ({ ...r, text: r.text.trim() })).filter((r) => r.text !== '');
  // Checked here, where the row is known; the analysis reads the same forms (src/core/text/timestamps.ts).
  for (const r of kept) {
    if (r.timestamp !== '' && isoTimestampOf(r.timestamp) === undefined) {
      throw badRequest(`${r.where}: timestamp ${JSON.stringify(r.timestamp)} is not a date (use an ISO date such as 2024-05-01, or Unix seconds or milliseconds).`);
    }
  }
  const result: StatementsInput = { statements: kept.map((r) => r.text) };
  if (kept.some((r) => r.timestamp !== '')) result.timestamps = kept.map((r) => r.timestamp);
  if (kept.some((r) => r.categories.length > 0)) result.categories = kept.map((r) => r.categories);
  return result;
}

function splitCategories(value: string): string[] {
  const seen = new Set<string>();
  for (const part of value.split(/[;,]/)) {
    const c = part.trim();
    if (c !== '') seen.add(c);
  }
  return [...seen];
}

function parseJsonArray(text: string, label: string): Row[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw badRequest(`${label} is not valid JSON (${jsonReason(err)}); expected an array of statements.`);
  }
  if (!Array.isArray(data)) {
    throw badRequest(`${label} must hold a JSON array of strings or of objects with a text field, not ${describe(data)}.`);
  }
  return data.map((item, i) => jsonItem(item, `${label}: item at index ${i}`));
}

function parseJsonLines(text: string, label: string): Row[] {
  const rows: Row[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    let item: unknown;
    try {
      item = JSON.parse(line);
    } catch (err) {
      throw badRequest(`${label}: line ${i + 1} is not valid JSON (${jsonReason(err)}); each line must be one JSON string or object.`);
    }
    rows.push(jsonItem(item, `${label}: line ${i + 1}`));
  }
  return rows;
}

/** V8's message can quote a multi-line excerpt of the input; only its first clause is worth showing. */
function jsonReason(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.split(/, "|\n/)[0]!.trim() || 'syntax error';
}

function jsonItem(item: unknown, where: string): Row {
  if (typeof item === 'string') return { text: item, timestamp: '', categories: [], where };
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    throw badRequest(`${where} must be a string or an object with a text, content or statement field, not ${describe(item)}.`);
  }
  const fields = new Map<string, unknown>();
  for (const [k, v] of Object.entries(item)) {
    const key = k.toLowerCase();
    if (!fields.has(key)) fields.set(key, v);
  }
  const textKey = TEXT_COLUMNS.find((k) => fields.has(k));
  if (textKey === undefined) {
    const keys = Object.keys(item);
    throw badRequest(
      `${where} has no text, content or statement field (fields found: ${keys.length > 0 ? keys.join(', ') : 'none'}).`,
    );
  }
  const text = fields.get(textKey);
  if (typeof text !== 'string') throw badRequest(`${where}: ${textKey} must be a string, not ${describe(text)}.`);

  let timestamp = '';
  const tsKey = TIMESTAMP_COLUMNS.find((k) => fields.has(k));
  const ts = tsKey === undefined ? undefined : fields.get(tsKey);
  if (typeof ts === 'string') timestamp = ts.trim();
  // Bare years and epoch numbers are common in JSON exports; the analysis decides what they mean.
  else if (typeof ts === 'number' && Number.isFinite(ts)) timestamp = String(ts);
  else if (ts !== undefined && ts !== null) {
    throw badRequest(`${where}: ${tsKey} must be a string, not ${describe(ts)}.`);
  }

  let categories: string[] = [];
  const catKey = CATEGORY_COLUMNS.find((k) => fields.has(k));
  const cat = catKey === undefined ? undefined : fields.get(catKey);
  if (typeof cat === 'string') categories = splitCategories(cat);
  else if (Array.isArray(cat)) {
    if (!cat.every((c): c is string => typeof c === 'string')) {
      throw badRequest(`${where}: ${catKey} must be a string or an array of strings.`);
    }
    categories = splitCategories(cat.join(';'));
  } else if (cat !== undefined && cat !== null) {
    throw badRequest(`${where}: ${catKey} must be a string or an array of strings, not ${describe(cat)}.`);
  }
  return { text, timestamp, categories, where };
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function parseCsv(text: string, label: string): Row[] {
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: sniffDelimiter(text),
      bom: true,
      skip_empty_lines: true,
      // Prose is full of stray quotes (He said "hi") that strict CSV would reject.
      relax_quotes: true,
    }) as string[][];
  } catch (err) {
    throw csvError(err, label);
  }
  if (records.length === 0) return [];
  const header = records[0]!.map((h) => h.trim());
  const lower = header.map((h) => h.toLowerCase());
  const column = (names: string[]): number => {
    for (const name of names) {
      const i = lower.indexOf(name);
      if (i !== -1) return i;
    }
    return -1;
  };
  const textCol = column(TEXT_COLUMNS);
  if (textCol === -1) {
    throw badRequest(
      `${label} has no text column: the CSV header must name one of text, content or statement (columns found: ${header.join(', ') || 'none'}).`,
    );
  }
  const tsCol = column(TIMESTAMP_COLUMNS);
  const catCol = column(CATEGORY_COLUMNS);
  // Rows are counted as a spreadsheet shows them: the header is row 1.
  return records.slice(1).map((r, i) => ({
    where: `${label} row ${i + 2}`,
    text: r[textCol] ?? '',
    timestamp: tsCol === -1 ? '' : (r[tsCol] ?? '').trim(),
    categories: catCol === -1 ? [] : splitCategories(r[catCol] ?? ''),
  }));
}

/** Spreadsheets in many locales export ';' or tab separated files under a .csv name. */
function sniffDelimiter(text: string): string {
  const headerLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const unquoted = headerLine.replace(/"[^"]*"/g, '');
  let best = ',';
  let bestCount = count(unquoted, ',');
  for (const d of ['\t', ';']) {
    const n = count(unquoted, d);
    if (n > bestCount) {
      best = d;
      bestCount = n;
    }
  }
  return best;
}

function count(s: string, ch: string): number {
  return s.split(ch).length - 1;
}

function csvError(err: unknown, label: string): ApiError {
  const e = (typeof err === 'object' && err !== null ? err : {}) as { code?: string; lines?: number; records?: number; message?: string };
  const line = typeof e.lines === 'number' ? e.lines : undefined;
  const at = line === undefined ? '' : ` at line ${line}`;
  switch (e.code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH': {
      // records counts the header too, so it equals the 1-based number of the bad data row.
      const row = typeof e.records === 'number' ? `row ${e.records}` : 'a row';
      const m = /expect (\d+), got (\d+)/.exec(e.message ?? '');
      const detail = m ? ` has ${m[2]} fields but the header has ${m[1]}` : ' has a different number of fields than the header';
      return badRequest(`${label}: ${row}${line === undefined ? '' : ` (line ${line})`}${detail}; quote fields that contain commas.`);
    }
    case 'CSV_QUOTE_NOT_CLOSED':
      return badRequest(`${label} has a quoted field that is never closed (still open${at}); check the CSV quoting.`);
    default:
      return badRequest(`${label} is not valid CSV${at}; check the quoting and the number of fields per row.`);
  }
}
