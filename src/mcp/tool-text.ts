// The text a tool is asked about: given as text, or read from files inside the roots, re-lined as --split says.
import { badRequest } from '../core/errors.js';
import { relineText, type SplitMode } from '../core/text/split.js';
import { locatedStatements, statementsBody } from '../input/statement-places.js';
import type { Json, ToolContext } from './tool.js';

/** The files asked for, if any (never with `text`). */
function filesOf(args: Json): string[] | undefined {
  if (!Array.isArray(args.files) || args.files.length === 0) return undefined;
  if (typeof args.text === 'string') throw badRequest('give either text or files, not both', 'files');
  if (!args.files.every((f): f is string => typeof f === 'string')) throw badRequest('files must be an array of strings', 'files');
  return args.files;
}

/** `text`, else the text of `files`, re-lined by `split`; undefined when neither is given. */
export async function textOf(args: Json, context: ToolContext): Promise<string | undefined> {
  const files = filesOf(args);
  const text = files ? await context.files.readDocuments(files) : typeof args.text === 'string' ? args.text : undefined;
  return text === undefined ? undefined : relineText(text, (args.split as SplitMode | undefined) ?? 'line');
}

/**
 * The statements of `files` as `tna related` sends them, each with its place in its document's
 * outline (so that a statement lies under its own heading); else `text`, re-lined by `split`.
 */
export async function statementsOfArgs(args: Json, context: ToolContext): Promise<{ text: string | string[]; outline?: (number | null)[] } | undefined> {
  const files = filesOf(args);
  if (!files) {
    const text = await textOf(args, context);
    return text === undefined ? undefined : { text };
  }
  return statementsBody(locatedStatements(await context.files.readDocumentList(files), (args.split as SplitMode | undefined) ?? 'line'));
}
