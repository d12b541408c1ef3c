// What the benches of `tna check` share: the rules they turn on, and the real HTML pages they copy
// into folders of a given size: PostgreSQL's manual as Debian ships it (apt-get install
// postgresql-doc), DocBook's pages, which tna knows by their generator meta; Sphinx's own manual
// (apt-get install sphinx-doc), pages whose content element Sphinx marks; or Git's manual
// (apt-get install git-doc), AsciiDoc's pages, which tna knows by their generator meta too.
import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every rule that has defaults, on. */
export const CHECK_RULES = {
  diversity: 'error', modularity: 'error', clusters: 'error', 'top-cluster-share': 'error', 'top-concept-share': 'error',
  'word-family': 'warning', repetition: 'error', gaps: 'warning',
};

const DOCS = '/usr/share/doc';

/** The manuals the benches know by name: where Debian installs each. */
const MANUALS = {
  postgresql: () => (existsSync(DOCS) ? readdirSync(DOCS).filter((d) => d.startsWith('postgresql-doc-')).sort().reverse().map((d) => path.join(DOCS, d, 'html')).find(existsSync) : undefined),
  sphinx: () => [path.join(DOCS, 'sphinx-doc', 'html')].find(existsSync),
  git: () => [path.join(DOCS, 'git-doc')].find(existsSync),
};
export const MANUAL_NAMES = Object.keys(MANUALS);

/** Every .html file under `dir` (folders of a generator's own files, `_static` and the like, passed over), sorted by path. */
function htmlUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && !entry.name.startsWith('_')) out.push(...htmlUnder(file));
    else if (entry.isFile() && entry.name.endsWith('.html')) out.push(file);
  }
  return out.sort();
}

/**
 * The HTML pages of `source`: a manual's name (postgresql, the default; sphinx, git) or a folder
 * (its pages and its subfolders'), sorted; undefined where there is none.
 */
export function htmlPages(source = 'postgresql') {
  const found = source in MANUALS ? MANUALS[source]() : source;
  if (!found || !existsSync(found)) return undefined;
  const pages = htmlUnder(found);
  return pages.length > 0 ? pages : undefined;
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
