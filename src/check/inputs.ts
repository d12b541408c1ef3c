// The texts to check, one per file: globs resolved, each file read through input/ and its markup stripped.
import { readFileSync, statSync } from 'node:fs';
import nodePath from 'node:path';
import { ApiError, badRequest } from '../core/errors.js';
import { readDocumentFile, readDocuments } from '../input/documents.js';
import type { InputIO } from '../input/files.js';
import type { HtmlMode, InputFormat } from '../input/markup.js';
import { resolveInput } from '../input/paths.js';
import type { FactsCache } from './cache.js';
import { STDIN } from './types.js';
import type { GraphFacts } from './facts.js';

export interface CheckText {
  /** How reports name it: the path as the user gave it (or as a glob found it), or `stdin`. */
  file: string;
  /** For per-path overrides; absent for stdin. */
  absolute?: string;
  /** Plain text, one block a paragraph (blank lines between blocks). */
  text: string;
  /** The source line of each line of `text`, for a document read without its markup; absent when they are the same. */
  lines?: number[];
  /** Set when the file could not be read (binary, vanished, unreadable): why, in one sentence. */
  unreadable?: string;
  /** With --cache: the hash of the file's bytes, and the facts kept for it (null: nothing to analyze; then `text` is not read). */
  hash?: string;
  cached?: GraphFacts | null;
  /** Its facts, where a worker thread analyzed it already (null: nothing to analyze). */
  analyzed?: GraphFacts | null;
}

export interface ReadOptions {
  /** How to read the files (auto: by extension, stdin by its content). */
  format?: InputFormat;
  /** How to read an HTML page: its main part (the default) or the whole page. */
  html?: HtmlMode;
  /** What to do with a pattern that matches no file (default: the error, exit 2). */
  unmatched?: (pattern: string) => void;
  /** Files whose bytes hash as before are not analyzed again, nor read as documents unless `keepText`. */
  cache?: FactsCache;
  /** Read every text even when its facts are kept (--combined joins them into one). */
  keepText?: boolean;
}

/**
 * A text to check before it is read: a file the paths found, or stdin, read at once (it can be
 * read only once, and a check reads it before any file).
 */
export interface CheckSource {
  file: string;
  absolute?: string;
  /** Stdin's text, or a text given as it is. */
  text?: string;
  /** The source line of each line of `text`, when it was read without its markup. */
  lines?: number[];
}

/** Files, globs and '-' in order, each file once, none of them read yet; no paths reads stdin. */
export async function listSources(paths: readonly string[], io: InputIO, options: ReadOptions = {}): Promise<CheckSource[]> {
  const { format = 'auto', unmatched = noMatch } = options;
  // No paths on a terminal is refused (readDocuments says how to call it) rather than awaited.
  if (paths.length === 0) return [{ file: STDIN, text: await readStdin(io, format, [], options.html) }];
  const sources: CheckSource[] = [];
  const seen = new Set<string>();
  for (const p of paths) {
    if (p === '-') {
      if (seen.has('-')) continue;
      seen.add('-');
      sources.push({ file: STDIN, text: await readStdin(io, format, ['-'], options.html) });
      continue;
    }
    const files = await resolveInput(p, io.cwd, { unmatched: 'empty' });
    if (files.length === 0) unmatched(p);
    for (const file of files) {
      if (seen.has(file.absolute)) continue;
      seen.add(file.absolute);
      sources.push({ file: file.label, absolute: file.absolute });
    }
  }
  return sources;
}

/** One source's text: a file read as a document now (or its facts found in the cache), stdin as it was read. */
export async function readSource(source: CheckSource, options: ReadOptions = {}): Promise<CheckText> {
  if (source.absolute === undefined) return { file: source.file, text: source.text ?? '', ...(source.lines ? { lines: source.lines } : {}) };
  const before = await beforeReading(source.file, source.absolute, options);
  return before.read ? readDocumentText(before.text, options) : before.text;
}

/**
 * No page of documentation comes near this; a file that does is a build output or a data dump
 * matched by a glob, and reading it whole would hold the run for minutes and gigabytes.
 */
const MAX_FILE_BYTES = 256 * 2 ** 20;

/**
 * A file as far as it goes before its document is read: too large to check, or (with a cache)
 * the hash of its bytes and the facts kept for them. `read`: whether its document is still to be
 * read (readDocumentText), which it is not when it is too large, or when its facts are kept and
 * its text is not wanted (`keepText`).
 */
export async function beforeReading(label: string, absolute: string, { cache, keepText }: ReadOptions): Promise<{ text: CheckText; read: boolean }> {
  const size = sizeOf(absolute);
  if (size > MAX_FILE_BYTES) {
    return { text: { file: label, absolute, text: '', unreadable: `${label} is too large to check (${Math.round(size / 2 ** 20)} MB; tna check reads files up to ${MAX_FILE_BYTES / 2 ** 20} MB)` }, read: false };
  }
  if (cache) {
    // A file that cannot be read is left to the reader, which says why.
    const bytes = bytesOf(absolute);
    if (bytes) {
      const hash = cache.hash(bytes);
      const cached = cache.get(cache.keyOf(absolute), hash);
      const text: CheckText = cached === undefined ? { file: label, absolute, text: '', hash } : { file: label, absolute, text: '', hash, cached };
      return { text, read: cached === undefined || Boolean(keepText) };
    }
  }
  return { text: { file: label, absolute, text: '' }, read: true };
}

// Synchronous, as every read of a file to check (readTextFile in ../input/files.ts says why); 0 and
// undefined leave a file that cannot be read to the reader, which says why.
function sizeOf(absolute: string): number {
  try {
    return statSync(absolute).size;
  } catch {
    return 0;
  }
}

function bytesOf(absolute: string): Uint8Array | undefined {
  try {
    return readFileSync(absolute);
  } catch {
    return undefined;
  }
}

/**
 * The file of `text` (its `absolute` path) read as a document into it. UTF-16 with a byte-order
 * mark and Latin-1 text are decoded; a file that still cannot be read is a result of its own, so
 * that one bad file spoils no other.
 */
export async function readDocumentText(text: CheckText, { format = 'auto', html }: ReadOptions): Promise<CheckText> {
  const absolute = text.absolute as string;
  try {
    const document = await readDocumentFile(absolute, absolute, format, html);
    return { ...text, text: document.text, ...(document.lines ? { lines: document.lines } : {}) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    // The reader names the file by the absolute path it was given; the report, as the user did.
    return { file: text.file, absolute, text: '', unreadable: error.message.replace(absolute, text.file) };
  }
}

/** A pattern that matches no file is an error unless the caller says what to do with it. */
function noMatch(pattern: string): never {
  throw badRequest(`No files match ${pattern}.`);
}

/** Stdin as a document; empty stdin is nothing to check, not a pass. */
async function readStdin(io: InputIO, format: InputFormat, paths: [] | ['-'], html?: HtmlMode): Promise<string> {
  const text = await readDocuments(paths, io, format, html);
  if (text.trim() === '') throw badRequest('stdin is empty: name the files to check, or pipe a text into tna check');
  return text;
}

/** Whether `ref`, relative to `dir`, names a file or a directory (a baseline may also be a saved graph's name). */
export async function existingPath(ref: string, dir: string): Promise<string | undefined> {
  const absolute = nodePath.resolve(dir, ref);
  try {
    const found = statSync(absolute);
    return found.isFile() || found.isDirectory() ? absolute : undefined;
  } catch {
    return undefined;
  }
}
