// The README files of the installed packages: Markdown that nobody here wrote, for the tests that read real prose.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether a file's bytes are UTF-8: tna reads no other encoding, and refuses such a file with an error of its own. */
function isUtf8(file: string): boolean {
  try {
    utf8.decode(readFileSync(file));
    return true;
  } catch {
    return false;
  }
}

/**
 * Every README.md (any case) under `dir`, symbolic links not followed, in the order found; those
 * not written in UTF-8 are left out (pos's, an English tagger's, is Latin-1).
 */
export function readmeFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !entry.isSymbolicLink()) readmeFiles(full, out);
    else if (entry.isFile() && entry.name.toLowerCase() === 'readme.md' && isUtf8(full)) out.push(full);
  }
  return out;
}
