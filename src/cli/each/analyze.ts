// One file of `tna graph --each`: read, analyzed and printed as its line (NDJSON) or its block
// (summary, text, dot). The same function runs on a worker thread and, for one file or --threads 1,
// on the command's own; what it returns is plain data, so it crosses threads as it is.
import { Readable } from 'node:stream';
import { ApiError } from '../../core/errors.js';
import { UNDETERMINED_NOTE } from '../../core/text/stopwords.js';
import { readDocumentList } from '../../input/documents.js';
import type { HtmlMode, InputFormat } from '../../input/markup.js';
import type { SplitMode } from '../../core/text/split.js';
import type { Service } from '../../service/service.js';
import { renderGraphFormat, renderText, type GraphFormat } from '../render.js';
import { splitText } from '../text-options.js';

/** What every file's analysis shares: the request the flags made, and how to print the answer. */
export interface EachSettings {
  format: GraphFormat;
  colour: boolean;
  query: Record<string, unknown>;
  /** The body's fields but its text (textFields of the flags). */
  fields: Record<string, unknown>;
  split?: SplitMode;
  inputFormat?: InputFormat;
  /** An HTML page's main part (the default) or the whole page. */
  html?: HtmlMode;
  cwd: string;
}

/** One input: a file found (its path, and how the user named it), or an argument that found none. */
export interface EachInput {
  label: string;
  absolute?: string;
  /** Why there is no file to read (a missing path, a pattern that matched nothing, a directory). */
  error?: string;
}

/** One file's output, and what went wrong with it, if anything. */
export interface EachOutcome {
  /** The NDJSON line, or the block with its heading. */
  output: string;
  /** The failure's message, and its HTTP status (4xx: the file, 5xx: tna). */
  failure?: { status: number; message: string };
  /** A note for a person at a terminal (a text in no supported language). */
  note?: string;
}

/** How a block names its file, as `head` and `tail` do for several files. */
export const blockHeading = (label: string) => `==> ${label} <==\n`;

export async function analyzeEach(service: Service, input: EachInput, settings: EachSettings): Promise<EachOutcome> {
  try {
    if (input.error !== undefined || input.absolute === undefined) throw new ApiError(400, 'bad_request', input.error ?? `${input.label} does not exist.`);
    const text = await readFileText(input, settings);
    const response = await service.graphAndStatements(settings.query as never, { ...settings.fields, text } as never);
    const note = response.entriesAndGraphOfContext.language === 'und' ? `${input.label}: ${UNDETERMINED_NOTE}` : undefined;
    // The path first, so that it leads each line; then the fields of `tna graph`'s JSON as they are.
    if (settings.format === 'json') return { output: JSON.stringify({ file: input.label, ...response }) + '\n', note };
    const body = renderGraphFormat(settings.format, response, (r) => renderText(r, settings.colour));
    return { output: blockHeading(input.label) + body, note };
  } catch (error) {
    return failedOutcome(input.label, error, settings.format);
  }
}

/** The file as a document, named in messages as the user named it. */
async function readFileText(input: EachInput, settings: EachSettings): Promise<string> {
  const absolute = input.absolute as string;
  try {
    // No stdin: --each reads only files.
    const io = { stdin: Readable.from([]), stdinIsTTY: false, cwd: settings.cwd };
    const [document] = await readDocumentList([absolute], io, settings.inputFormat, settings.html);
    return splitText(document.text, settings);
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(error.status, error.code, error.message.replaceAll(absolute, input.label), error.field);
    throw error;
  }
}

/** A file that could not be analyzed is a line (or block) of its own, never a file left out. */
export function failedOutcome(label: string, error: unknown, format: GraphFormat): EachOutcome {
  const status = error instanceof ApiError ? error.status : 500;
  const message = error instanceof ApiError ? error.message : `internal error: ${error instanceof Error ? error.message : String(error)}`;
  const code = error instanceof ApiError ? error.code : 'internal';
  const output = format === 'json' ? JSON.stringify({ file: label, error: { status, code, message } }) + '\n' : `${blockHeading(label)}error: ${message}\n`;
  return { output, failure: { status, message } };
}
