// Benchmark (of answers, not time): the language detected for short titles of real documents.
// English titles (GNOME help's page titles; with --titles, the first line of each document of
// English keyphrase datasets) should be English; translated titles (GNOME help in every other
// language it has, Latin script, unless the English help has the same title; with --titles, a
// dataset whose folder holds a language.txt of another language) should not be. This build and,
// with --before, another build's dist/ folder, over the same titles in the same run.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HELP = '/usr/share/help';
const HELP_FOLDERS = { de: 'de', fr: 'fr', es: 'es', pt: 'pt_BR', it: 'it', nl: 'nl', sv: 'sv', da: 'da', fi: 'fi', hu: 'hu', ro: 'ro', pl: 'pl', cs: 'cs', tr: 'tr', id: 'id', vi: 'vi' };

const USAGE = `Usage: node bench/titles.mjs [--before DIST] [--titles DIR] [--json]
Counts, for this build (and --before, another build's dist/ folder), the short titles detected wrongly:
  English titles read as another language, translated titles read as English.
Titles: GNOME help's page titles (Debian's gnome-user-docs) in English and in ${Object.keys(HELP_FOLDERS).length} languages of Latin script;
with --titles DIR, the first line of each document in DIR/<dataset>/docsutf8/ (unzipped keyphrase
datasets; a dataset's language.txt or lan.txt names its language, English when it has none).`;

function options(argv) {
  const { values } = parseArgs({ args: argv, options: { before: { type: 'string' }, titles: { type: 'string' }, json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } } });
  for (const [flag, dir] of [['--before', values.before], ['--titles', values.titles]]) if (dir && !existsSync(dir)) throw new Error(`${flag}: no such folder ${dir}`);
  return values;
}

/** XML's references in a title, decoded as a reader sees them. */
const xmlText = (s) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16))).replace(/&#([0-9]+);/g, (_, d) => String.fromCodePoint(Number(d))).replace(/&amp;/g, '&');

function helpTitles(folder) {
  const dir = path.join(HELP, folder, 'gnome-help');
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith('.page')).sort().flatMap((page) =>
    [...readFileSync(path.join(dir, page), 'utf8').matchAll(/<title\b[^>]*>([^<]+)<\/title>/g)].map((m) => xmlText(m[1]).replace(/\s+/g, ' ').trim()),
  );
}

/** Each dataset's titles (the first non-blank line of every document) and language. */
function datasetTitles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const docs = path.join(dir, name, 'docsutf8');
    if (!existsSync(docs)) continue;
    const languageFile = ['language.txt', 'lan.txt'].map((f) => path.join(dir, name, f)).find(existsSync);
    const language = languageFile ? readFileSync(languageFile, 'utf8').trim().slice(0, 2).toLowerCase() : 'en';
    for (const file of readdirSync(docs).filter((f) => f.endsWith('.txt')).sort()) {
      const title = readFileSync(path.join(docs, file), 'utf8').split('\n').map((l) => l.trim()).find((l) => l !== '');
      if (title) out.push({ source: name, language, title });
    }
  }
  return out;
}

async function detectorOf(dist) {
  const detect = await import(pathToFileURL(path.join(dist, 'src', 'core', 'text', 'languages', 'detect.js')).href);
  return { detect: detect.detectLanguage, script: detect.dominantScript };
}

async function main() {
  const opts = options(process.argv.slice(2));
  if (opts.help) return void console.log(USAGE);
  const english = helpTitles('C').map((title) => ({ source: 'GNOME help', language: 'en', title }));
  if (english.length === 0) throw new Error('GNOME help is not installed (apt-get install gnome-user-docs)');
  const untranslated = new Set(english.map((t) => t.title));
  const others = Object.entries(HELP_FOLDERS).flatMap(([language, folder]) =>
    helpTitles(folder).filter((title) => !untranslated.has(title)).map((title) => ({ source: 'GNOME help', language, title })),
  );
  const datasets = opts.titles ? datasetTitles(path.resolve(opts.titles)) : [];
  const builds = [['this build', path.join(ROOT, 'dist')], ...(opts.before ? [['before', path.resolve(opts.before)]] : [])];
  const rows = [];
  for (const [build, dist] of builds) {
    const { detect, script } = await detectorOf(dist);
    const count = (titles, wrong) => ({ titles: titles.length, wrong: titles.filter(wrong).length });
    const latin = others.filter((t) => script(t.title) === 'Latin');
    rows.push({ build, set: 'English titles, GNOME help', ...count(english, (t) => detect(t.title) !== 'en') });
    rows.push({ build, set: 'translated titles read as English, GNOME help', ...count(latin, (t) => detect(t.title) === 'en') });
    for (const source of [...new Set(datasets.map((d) => d.source))]) {
      const titles = datasets.filter((d) => d.source === source);
      const language = titles[0].language;
      rows.push(
        language === 'en'
          ? { build, set: `English titles, ${source}`, ...count(titles, (t) => detect(t.title) !== 'en') }
          : { build, set: `${language} titles read as English, ${source}`, ...count(titles, (t) => detect(t.title) === 'en') },
      );
    }
  }
  if (opts.json) return void console.log(JSON.stringify(rows, null, 2));
  for (const r of rows) console.log(`${r.build.padEnd(11)} ${r.set.padEnd(52)} ${String(r.wrong).padStart(5)} of ${r.titles}`);
}

main().catch((error) => {
  console.error(`bench/titles: ${error.message}`);
  process.exit(2);
});
