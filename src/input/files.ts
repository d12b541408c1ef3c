// Reads the CLI's input text and statements files, turning every bad input into a one-sentence badRequest.

import { readFileSync } from 'node:fs';
import { badRequest } from '../core/errors.js';
import type { ProgressSink } from '../core/progress.js';
import { fsError, resolveFile, resolveInput } from './paths.js';
import type { StatementsInput } from './statements-file.js';

export type { StatementsInput } from './statements-file.js';

export interface InputIO {
  stdin: NodeJS.ReadableStream;
  stdinIsTTY: boolean;
  cwd: string;
  /** Read UTF-16 with a byte-order mark, and text that is not UTF-8 as Latin-1 (Windows-1252), instead of refusing them. */
  legacyEncodings?: boolean;
  /** Told of the files read, when there are several (a terminal shows how many are done). */
  progress?: ProgressSink;
}

const STDIN_LABEL = 'stdin';
const BINARY_SNIFF_BYTES = 8192;

/** One input as read: its text, how messages name it, and its path (absent for stdin). */
export interface InputText {
  text: string;
  label: string;
  absolute?: string;
}

/** Each input in order: each path is a file, a glob (its matches sorted by path), or '-' for stdin; no paths means stdin. */
export async function readInputs(paths: readonly string[], io: InputIO): Promise<InputText[]> {
  if (paths.length === 0) {
    // Waiting on a terminal would look like a hang to someone who forgot to give a file.
    if (io.stdinIsTTY) {
      throw badRequest('No input: pipe text into tna (for example `cat notes.txt | tna`) or name a file to read.');
    }
    return [{ text: await readStdin(io), label: STDIN_LABEL }];
  }
  if (paths.filter((p) => p === '-').length > 1) {
    throw badRequest("'-' (stdin) can be given only once, since stdin can only be read once.");
  }
  const inputs: InputText[] = [];
  for (const p of paths) {
    if (p === '-') {
      inputs.push({ text: await readStdin(io), label: STDIN_LABEL });
      continue;
    }
    for (const file of await resolveInput(p, io.cwd)) {
      inputs.push({ text: await readTextFile(file.absolute, file.label, io.legacyEncodings), label: file.label, absolute: file.absolute });
    }
  }
  return inputs;
}

/** The raw text of the inputs (files of data: JSON, CSV, lists), joined with '\n' so that no line spans two files. */
export async function readText(paths: readonly string[], io: InputIO): Promise<string> {
  return (await readInputs(paths, io)).map((input) => input.text).join('\n');
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
  // The statements reader (with its CSV parser) loads only for --statements.
  return (await import('./statements-file.js')).parseStatements(text, path === '-' ? undefined : path, label);
}

export async function readTextFile(absolute: string, label: string, legacy = false): Promise<string> {
  let bytes: Uint8Array;
  try {
    // Read synchronously: a command reads one file at a time between analyses, and on a folder of
    // small files the promise version's round trips through the thread pool cost twenty times the
    // reading itself (500 READMEs: 170 ms against 8 ms).
    bytes = readFileSync(absolute);
  } catch (err) {
    throw fsError(err, label);
  }
  return decode(bytes, label, legacy);
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

function decode(bytes: Uint8Array, label: string, legacy = false): string {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    // The byte-order mark says which UTF-16 it is, and the decoder drops it.
    if (legacy) return new TextDecoder(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be').decode(bytes);
    throw badRequest(`${label} is UTF-16 text; tna reads UTF-8, so save it as UTF-8 and try again.`);
  }
  if (bytes.subarray(0, BINARY_SNIFF_BYTES).includes(0)) {
    throw badRequest(`${label} looks like a binary file (it contains NUL bytes); tna reads plain UTF-8 text.`);
  }
  try {
    // The decoder drops a leading UTF-8 BOM on its own (ignoreBOM defaults to false).
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Every byte is a character in Windows-1252 (the WHATWG decoder's Latin-1), so this cannot fail.
    if (legacy) return new TextDecoder('latin1').decode(bytes);
    throw badRequest(`${label} is not valid UTF-8 text; save it as UTF-8 and try again.`);
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
