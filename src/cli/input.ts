// Reads the CLI's input text and statements files, turning every bad input into a one-sentence badRequest.

import { readFile, stat } from 'node:fs/promises';
import nodePath from 'node:path';
import { parse } from 'csv-parse/sync';
import { glob, isDynamicPattern } from 'tinyglobby';
import { ApiError, badRequest } from '../core/errors.js';

export interface InputIO {
  stdin: NodeJS.ReadableStream;
  stdinIsTTY: boolean;
  cwd: string;
}

export interface StatementsInput {
  statements: string[];
  timestamps?: string[];
  categories?: string[][];
}

const STDIN_LABEL = 'stdin';
const BINARY_SNIFF_BYTES = 8192;
const TEXT_COLUMNS = ['text', 'content', 'statement'];
const TIMESTAMP_COLUMNS = ['timestamp', 'date'];
const CATEGORY_COLUMNS = ['categories', 'category'];

/** The text of the inputs: each path is a file, a glob (tinyglobby, installed: `import { glob } from 'tinyglobby'`), or '-' for stdin; no paths means stdin. Files are read in the order given (a glob's matches sorted by path) and joined with '\n' so a statement never spans two files. */
export async function readText(paths: readonly string[], io: InputIO): Promise<string> {
  if (paths.length === 0) {
    // Waiting on a terminal would look like a hang to someone who forgot to give a file.
    if (io.stdinIsTTY) {
      throw badRequest('No input: pipe text into tna (for example `cat notes.txt | tna`) or name a file to read.');
    }
    return readStdin(io);
  }
  if (paths.filter((p) => p === '-').length > 1) {
    throw badRequest("'-' (stdin) can be given only once, since stdin can only be read once.");
  }
  const texts: string[] = [];
  for (const p of paths) {
    if (p === '-') {
      texts.push(await readStdin(io));
      continue;
    }
    for (const file of await resolveInput(p, io.cwd)) {
      texts.push(await readTextFile(file.absolute, file.label));
    }
  }
  return texts.join('\n');
}

/** A statements file (or '-' for stdin): a JSON array (of strings, or of objects with a text/content/statement field and optional timestamp and categories/category), JSON lines (one string or object per line), or CSV with a header row holding a text column (named text, content or statement; optional timestamp/date and category/categories columns, categories split on ';' or ','). Format chosen by extension (.json, .jsonl/.ndjson, .csv) and else by sniffing the content. */
export async function readStatements(path: string, io: InputIO): Promise<StatementsInput> {
  let text: string;
  let label: string;
  if (path === '-') {
    label = STDIN_LABEL;
    text = await readStdin(io);
  } else {
    const file = await resolveFile(path, io.cwd);
    label = file.label;
    text = await readTextFile(file.absolute, label);
  }
  // Whether empty input is an error is the analysis's call, not the reader's.
  if (text.trim() === '') return { statements: [] };

  const format = path === '-' ? sniffFormat(text) : formatFromExtension(path) ?? sniffFormat(text);
  const rows = format === 'json' ? parseJsonArray(text, label) : format === 'jsonl' ? parseJsonLines(text, label) : parseCsv(text, label);
  return collect(rows);
}

interface ResolvedFile {
  absolute: string;
  /** How the user will recognise the file in an error message. */
  label: string;
}

/** A literal path wins over a glob so files whose names contain glob characters stay readable. */
async function resolveInput(p: string, cwd: string): Promise<ResolvedFile[]> {
  const absolute = nodePath.resolve(cwd, p);
  const kind = await pathKind(absolute, p);
  if (kind === 'file') return [{ absolute, label: p }];
  if (kind === 'directory') throw directoryError(p);
  if (!isDynamicPattern(p)) throw badRequest(`${p} does not exist.`);

  let matches: string[];
  try {
    matches = await glob(p, { cwd, absolute: true, onlyFiles: true, expandDirectories: false });
  } catch {
    throw badRequest(`${p} is not a valid glob pattern.`);
  }
  if (matches.length === 0) throw badRequest(`No files match ${p}.`);
  matches.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return matches.map((m) => ({ absolute: m, label: displayPath(m, cwd) }));
}

async function resolveFile(p: string, cwd: string): Promise<ResolvedFile> {
  const absolute = nodePath.resolve(cwd, p);
  const kind = await pathKind(absolute, p);
  if (kind === 'directory') throw directoryError(p);
  if (kind === 'missing') throw badRequest(`${p} does not exist.`);
  return { absolute, label: p };
}

async function pathKind(absolute: string, label: string): Promise<'file' | 'directory' | 'missing'> {
  try {
    const s = await stat(absolute);
    return s.isDirectory() ? 'directory' : 'file';
  } catch (err) {
    const code = errorCode(err);
    if (code === 'ENOENT' || code === 'ENOTDIR') return 'missing';
    throw fsError(err, label);
  }
}

function directoryError(p: string): ApiError {
  return badRequest(`${p} is a directory; name the files inside it or use a glob such as ${nodePath.posix.join(p, '*.txt')}.`);
}

function displayPath(absolute: string, cwd: string): string {
  const rel = nodePath.relative(cwd, absolute);
  return rel === '' || rel.startsWith('..') || nodePath.isAbsolute(rel) ? absolute : rel;
}

async function readTextFile(absolute: string, label: string): Promise<string> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(absolute);
  } catch (err) {
    throw fsError(err, label);
  }
  return decode(bytes, label);
}

async function readStdin(io: InputIO): Promise<string> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of io.stdin) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : Buffer.from(chunk));
    }
  } catch (err) {
    throw fsError(err, STDIN_LABEL);
  }
  return decode(Buffer.concat(chunks), STDIN_LABEL);
}

function decode(bytes: Uint8Array, label: string): string {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    throw badRequest(`${label} is UTF-16 text; tna reads UTF-8, so save it as UTF-8 and try again.`);
  }
  if (bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0)) {
    throw badRequest(`${label} looks like a binary file (it contains NUL bytes); tna reads plain UTF-8 text.`);
  }
  try {
    // The decoder drops a leading UTF-8 BOM on its own (ignoreBOM defaults to false).
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(`${label} is not valid UTF-8 text; save it as UTF-8 and try again.`);
  }
}

function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

function fsError(err: unknown, label: string): ApiError {
  if (err instanceof ApiError) return err;
  switch (errorCode(err)) {
    case 'ENOENT':
    case 'ENOTDIR':
      return badRequest(`${label} does not exist.`);
    case 'EISDIR':
      return directoryError(label);
    case 'EACCES':
    case 'EPERM':
      return badRequest(`Cannot read ${label}: permission denied.`);
    case 'ELOOP':
      return badRequest(`Cannot read ${label}: it is a symbolic link loop.`);
    default:
      return badRequest(`Cannot read ${label}; check that it is a readable file.`);
  }
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
    // A quoted CSV header also starts with '"'; only a line that is a whole JSON value means JSON lines.
    const firstLine = start.split(/\r?\n/, 1)[0] ?? '';
    try {
      JSON.parse(firstLine);
      return 'jsonl';
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
}

function collect(rows: Row[]): StatementsInput {
  // Blank statements are dropped together with their metadata so the arrays stay aligned.
  const kept = rows.map((r) => ({ ...r, text: r.text.trim() })).filter((r) => r.text !== '');
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
  if (typeof item === 'string') return { text: item, timestamp: '', categories: [] };
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
  return { text, timestamp, categories };
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
  return records.slice(1).map((r) => ({
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

/** A JSON file (or '-' for stdin) that a flag names; reading errors are readText's, a parse error names the flag. */
export async function readJsonFile(path: string, flag: string, io: InputIO): Promise<unknown> {
  const text = await readText([path], io);
  try {
    return JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : 'syntax error';
    throw badRequest(`${flag}: ${path === '-' ? 'stdin' : path} is not valid JSON (${reason})`, flag.replace(/^--/, ''));
  }
}
