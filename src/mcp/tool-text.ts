// The text a tool is asked about: given as text, or read from files inside the roots, re-lined as --split says.
import { badRequest } from '../core/errors.js';
import { relineText, type SplitMode } from '../core/text/split.js';
import type { Json, ToolContext } from './tool.js';

/** `text`, else the text of `files`, re-lined by `split`; undefined when neither is given. */
export async function textOf(args: Json, context: ToolContext): Promise<string | undefined> {
  let text = typeof args.text === 'string' ? args.text : undefined;
  if (Array.isArray(args.files) && args.files.length > 0) {
    if (text !== undefined) throw badRequest('give either text or files, not both', 'files');
    if (!args.files.every((f): f is string => typeof f === 'string')) throw badRequest('files must be an array of strings', 'files');
    text = await context.files.readDocuments(args.files);
  }
  return text === undefined ? undefined : relineText(text, (args.split as SplitMode | undefined) ?? 'line');
}
