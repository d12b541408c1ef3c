// Build step: the stopword lists each language tna reads takes from the `stopword` package (its
// short lists of function words) and from stopwords-iso (its long ones), as stopword-lists.json
// beside tsc's output of language.ts and beside the bundle. Each package holds every language's
// lists in one module (0.7 MB of JavaScript, 1.1 MB of JSON): compiling one at run time to read a
// single list took longer than the rest of a short text's start. The file holds one string a
// list, its words one a line (a stopword may be two words: Vietnamese có thể).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { LANGUAGE_MODULES } = await import(pathToFileURL(path.join(ROOT, 'dist', 'src', 'core', 'text', 'languages', 'registry.js')).href);

const packages = { stopword: require('stopword'), 'stopwords-iso': require('stopwords-iso') };
const lists = { stopword: {}, 'stopwords-iso': {} };
const take = (id, key) => {
  const list = packages[id][key];
  if (!Array.isArray(list)) throw new Error(`build-stopword-lists: ${id} has no list ${key}`);
  if (list.some((word) => word.includes('\n'))) throw new Error(`build-stopword-lists: a word of ${id}'s list ${key} holds a line break`);
  lists[id][key] = list.join('\n');
};
// English's function words are read beside every language's own (a translation's English passages).
take('stopword', 'eng');
for (const { stopwords } of LANGUAGE_MODULES) {
  if (stopwords?.stopword) take('stopword', stopwords.stopword);
  if (stopwords?.iso) take('stopwords-iso', stopwords.iso);
}
const json = JSON.stringify(lists);
for (const dir of [path.join(ROOT, 'dist', 'src', 'core', 'text', 'languages'), path.join(ROOT, 'dist')]) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'stopword-lists.json'), json);
}
