// The texts tna analyzes, as every command reads them: plain text as it is; Markdown, MDX and
// HTML as documents, their markup left out and one block (paragraph, heading, list item) a line.
import { countFiles } from '../core/progress.js';
import { readInputs, readTextFile, type InputIO } from './files.js';
import { kindOf, plainDocument, type HtmlMode, type InputFormat } from './markup.js';

/** One input read as a document. */
export interface DocumentText {
  label: string;
  absolute?: string;
  /** Plain text: a block a line, blank lines between blocks (for markup); as written (plain text). */
  text: string;
  /** The source line of each line of `text` (0 between blocks); absent for plain text, whose lines are the source's. */
  lines?: number[];
  /** The place of each line of `text` in the document's outline (markup.ts: outlineOf); absent for plain text, whose headings are guessed. */
  outline?: number[];
}

/** Each input as a document, in order (files, globs, '-' for stdin; none reads stdin); an HTML page for its main part unless `html` is 'page'. */
export async function readDocumentList(paths: readonly string[], io: InputIO, format: InputFormat = 'auto', html: HtmlMode = 'main'): Promise<DocumentText[]> {
  const documents: DocumentText[] = [];
  const inputs = await readInputs(paths, io);
  // Leaving the markup out is most of the reading: counted file by file.
  const read = countFiles(io.progress, 'reading', inputs.length);
  for (const input of inputs) {
    documents.push(await asDocument(input.text, input.label, input.absolute, format, html));
    read();
  }
  return documents;
}

/**
 * One file known to be a file (a folder's files, as tna check lists them) read as a document,
 * without looking it up again; UTF-16 with a byte-order mark and Latin-1 text are decoded.
 */
export async function readDocumentFile(absolute: string, label: string, format: InputFormat = 'auto', html: HtmlMode = 'main'): Promise<DocumentText> {
  return asDocument(await readTextFile(absolute, label, true), label, absolute, format, html);
}

/** A text given as it is (not read from a file) as a document: its markup by its content, or as `format` says. */
export function textDocument(raw: string, label: string, format: InputFormat = 'auto', html: HtmlMode = 'main'): Promise<DocumentText> {
  return asDocument(raw, label, undefined, format, html);
}

async function asDocument(raw: string, label: string, absolute: string | undefined, format: InputFormat, html: HtmlMode): Promise<DocumentText> {
  const { text, lines, outline } = await plainDocument(raw, kindOf(format, raw, absolute), label, html);
  return { label, absolute, text, ...(lines ? { lines } : {}), ...(outline ? { outline } : {}) };
}

/** The inputs as one text: documents joined by a blank line, so that no statement or paragraph spans two files. */
export async function readDocuments(paths: readonly string[], io: InputIO, format: InputFormat = 'auto', html: HtmlMode = 'main'): Promise<string> {
  return (await readDocumentList(paths, io, format, html)).map((d) => d.text).join('\n\n');
}
