// The README files of the installed packages: Markdown that nobody here wrote, for the tests that read real prose.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Every README.md (any case) under `dir`, symbolic links not followed, in the order found. */
export function readmeFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && !entry.isSymbolicLink()) readmeFiles(full, out);
    else if (entry.isFile() && entry.name.toLowerCase() === 'readme.md') out.push(full);
  }
  return out;
}
