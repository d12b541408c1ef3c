// The texts to check, one per file: globs resolved, each file read through input/ and its markup stripped.
import { stat } from 'node:fs/promises';
import nodePath from 'node:path';
import { readDocuments } from '../input/documents.js';
import type { InputIO } from '../input/files.js';
import { resolveInput } from '../input/paths.js';

export interface CheckText {
  /** How reports name it: the path as the user gave it (or as a glob found it), or `stdin`. */
  file: string;
  /** For per-path overrides; absent for stdin. */
  absolute?: string;
  /** Plain text, one block a paragraph (blank lines between blocks). */
  text: string;
}

/** Reads one file as every command does: its markup (Markdown, MDX, HTML) chosen by extension and left out. */
export async function readPlain(absolute: string, io: InputIO): Promise<string> {
  return readDocuments([absolute], io);
}

/** Files, globs and '-' in order, each file once; no paths reads stdin as plain text. */
export async function readInputs(paths: readonly string[], io: InputIO): Promise<CheckText[]> {
  if (paths.length === 0) return [{ file: 'stdin', text: await readDocuments([], io) }];
  const texts: CheckText[] = [];
  const seen = new Set<string>();
  for (const p of paths) {
    if (p === '-') {
      if (seen.has('-')) continue;
      seen.add('-');
      texts.push({ file: 'stdin', text: await readDocuments(['-'], io) });
      continue;
    }
    for (const file of await resolveInput(p, io.cwd)) {
      if (seen.has(file.absolute)) continue;
      seen.add(file.absolute);
      texts.push({ file: file.label, absolute: file.absolute, text: await readPlain(file.absolute, io) });
    }
  }
  return texts;
}

/** Whether `ref`, relative to `dir`, names a file (a baseline may also be a saved graph's name). */
export async function isFile(ref: string, dir: string): Promise<string | undefined> {
  const absolute = nodePath.resolve(dir, ref);
  try {
    return (await stat(absolute)).isFile() ? absolute : undefined;
  } catch {
    return undefined;
  }
}
