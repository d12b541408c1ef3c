// What the benches of `tna check` share: the rules they turn on, and the real HTML pages they copy
// into folders of a given size (PostgreSQL's manual as Debian ships it, apt-get install postgresql-doc).
import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every rule that has defaults, on. */
export const CHECK_RULES = {
  diversity: 'error', modularity: 'error', clusters: 'error', 'top-cluster-share': 'error', 'top-concept-share': 'error',
  'word-family': 'warning', repetition: 'error', gaps: 'warning',
};

/** The HTML pages of `dir`, or of Debian's PostgreSQL manual, sorted; undefined where there is neither. */
export function htmlPages(dir) {
  const docs = '/usr/share/doc';
  const found = dir ?? (existsSync(docs) ? readdirSync(docs).filter((d) => d.startsWith('postgresql-doc-')).sort().reverse().map((d) => path.join(docs, d, 'html')).find(existsSync) : undefined);
  if (!found) return undefined;
  return readdirSync(found).filter((f) => f.endsWith('.html')).sort().map((f) => path.join(found, f));
}

/** `count` of the pages copied into `dir` (which must exist), going round them again under new names where there are fewer; their paths. */
export function copyPages(dir, pages, count) {
  const files = [];
  for (let i = 0; i < count; i++) {
    const file = path.join(dir, `${String(i).padStart(5, '0')}-${path.basename(pages[i % pages.length])}`);
    copyFileSync(pages[i % pages.length], file);
    files.push(file);
  }
  return files;
}
