// The texts tna analyzes, as every command reads them: plain text as it is; Markdown, MDX and
// HTML as documents, their markup left out and one block (paragraph, heading, list item) a line.
import { countFiles } from '../core/progress.js';
import { readInputs, type InputIO } from './files.js';
import { kindOf, plainDocument, type HtmlMode, type InputFormat } from './markup.js';

/** One input read as a document. */
export interface DocumentText {
  label: string;
  absolute?: string;
  /** Plain text: a block a line, blank lines between blocks (for markup); as written (plain text). */
  text: string;
  /** The source line of each line of `text` (0 between blocks); absent for plain text, whose lines are the source's. */
  lines?: number[];
}

/** Each input as a document, in order (files, globs, '-' for stdin; none reads stdin); an HTML page for its main part unless `html` is 'page'. */
export async function readDocumentList(paths: readonly string[], io: InputIO, format: InputFormat = 'auto', html: HtmlMode = 'main'): Promise<DocumentText[]> {
  const documents: DocumentText[] = [];
  const inputs = await readInputs(paths, io);
  // Leaving the markup out is most of the reading: counted file by file.
  const read = countFiles(io.progress, 'reading', inputs.length);
  for (const input of inputs) {
    const { text, lines } = await plainDocument(input.text, kindOf(format, input.text, input.absolute), input.label, html);
    documents.push({ label: input.label, absolute: input.absolute, text, ...(lines ? { lines } : {}) });
    read();
  }
  return documents;
}

/** The inputs as one text: documents joined by a blank line, so that no statement or paragraph spans two files. */
export async function readDocuments(paths: readonly string[], io: InputIO, format: InputFormat = 'auto', html: HtmlMode = 'main'): Promise<string> {
  return (await readDocumentList(paths, io, format, html)).map((d) => d.text).join('\n\n');
}
