// Benchmark: what languages cost. English against the build before (one address, --language auto and
// en, runs alternating), Chinese and Japanese against English on the same help pages, every language
// on the same amount of real text, and the bytes each language's data adds on disk.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { median, runChild } from './run-child.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'tna.js');
const DIST = path.join(ROOT, 'dist');
const SOTU = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');
const TARGETS = { autoSlowdown: 1.1, cjkRatio: 1.5 };

const USAGE = `Usage: node bench/languages.mjs [--runs N] [--before CLI] [--json]
Times whole \`tna graph --format json\` runs (median of --runs, default 7, after a warm-up):
  english  one address, default node cap, --language auto and en  vs  the build before (--before), runs alternating
  cjk      the same GNOME help pages in Chinese and in Japanese    vs  their English originals
  every    each language's real text (60,000 characters)           vs  English's
  sizes    the bytes each language's stopwords, stemmer and data add on disk
The help pages come from Debian's gnome-user-docs (and gettext for the languages it lacks).`;

function options(argv) {
  const { values } = parseArgs({
    args: argv,
    options: { runs: { type: 'string', default: '7' }, before: { type: 'string' }, json: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h', default: false } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${values.runs}"`);
  const before = values.before ? path.resolve(values.before) : undefined;
  if (before && !existsSync(before)) throw new Error(`--before: no such file ${before}`);
  return { runs, before, json: values.json, help: values.help };
}

const progress = (message) => process.stderr.isTTY && process.stderr.write(`${message}\n`);
const graph = (cli, file, ...flags) => [cli, 'graph', '--format', 'json', ...flags, file];

/** Runs each command in turn, `runs` rounds after a warm-up round, so that a busy moment falls on all alike; medians. */
async function alternating(label, commands, runs) {
  progress(`${label}: warm-up…`);
  for (const args of Object.values(commands)) await runChild(args, { rss: false });
  const samples = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  for (let run = 1; run <= runs; run++) {
    progress(`${label}: round ${run}/${runs}…`);
    for (const [name, args] of Object.entries(commands)) samples[name].push((await runChild(args, { rss: false })).seconds);
  }
  return Object.fromEntries(Object.entries(samples).map(([k, s]) => [k, { seconds: median(s), min: Math.min(...s), max: Math.max(...s) }]));
}

async function english(tmp, runs, before) {
  const one = path.join(SOTU, readdirSync(SOTU).find((n) => n.startsWith('2016')));
  const commands = {
    auto: graph(CLI, one, '--language', 'auto'),
    en: graph(CLI, one, '--language', 'en'),
    ...(before ? { autoBefore: graph(before, one, '--language', 'auto'), enBefore: graph(before, one, '--language', 'en') } : {}),
  };
  return { label: `one address (${(statSync(one).size / 1e3).toFixed(0)} KB), default node cap`, ...(await alternating('english', commands, runs)) };
}

async function corpora() {
  return import(pathToFileURL(path.join(DIST, 'test', 'core', 'text', 'languages', 'corpora.js')).href);
}

/**
 * The same help pages in a language and in English: the lines it has translated, and the English
 * lines they translate (each page's English less the lines it ships untranslated in both).
 */
async function samePages(tmp, language) {
  const { helpPages, helpPageText } = await corpora();
  const translated = [];
  const original = [];
  for (const page of helpPages(language)) {
    const own = helpPageText(language, page).split('\n');
    const english = helpPageText('en', page).split('\n');
    const shared = new Set(own.filter((line) => english.includes(line)));
    if (shared.size === own.length) continue;
    translated.push(...own.filter((line) => !shared.has(line)));
    original.push(...english.filter((line) => !shared.has(line)));
  }
  const write = (name, lines) => {
    const file = path.join(tmp, name);
    writeFileSync(file, lines.join('\n') + '\n');
    return file;
  };
  return { lines: translated.length, translated: write(`${language}.txt`, translated), english: write(`${language}-en.txt`, original) };
}

async function cjk(tmp, runs) {
  const out = {};
  for (const language of ['zh', 'ja']) {
    const pages = await samePages(tmp, language);
    const times = await alternating(`${language} vs en`, { [language]: graph(CLI, pages.translated), en: graph(CLI, pages.english) }, runs);
    out[language] = { lines: pages.lines, bytes: statSync(pages.translated).size, englishBytes: statSync(pages.english).size, ...times, ratio: times[language].seconds / times.en.seconds };
  }
  return out;
}

async function every(tmp, runs) {
  const { realText } = await corpora();
  const { SUPPORTED_LANGUAGES } = await import(pathToFileURL(path.join(DIST, 'src', 'core', 'text', 'stopwords.js')).href);
  const files = {};
  for (const language of SUPPORTED_LANGUAGES) {
    const text = realText(language, 60_000);
    if (text.length < 5_000) continue;
    files[language] = path.join(tmp, `real-${language}.txt`);
    writeFileSync(files[language], text);
  }
  const commands = Object.fromEntries(Object.entries(files).map(([language, file]) => [language, graph(CLI, file)]));
  return alternating('every language', commands, Math.max(3, Math.ceil(runs / 2)));
}

/** The files (under node_modules) that analysing a language loads beyond what English does, with their sizes. */
async function sizes() {
  const { SUPPORTED_LANGUAGES: codes } = await import(pathToFileURL(path.join(DIST, 'src', 'core', 'text', 'stopwords.js')).href);
  const script = `
    const { stopwordSet, moduleOf, SUPPORTED_LANGUAGES } = await import(${JSON.stringify(pathToFileURL(path.join(DIST, 'src', 'core', 'text', 'stopwords.js')).href)});
    const { createRequire } = await import('node:module');
    const require = createRequire(import.meta.url);
    const language = process.argv[1];
    stopwordSet(language);
    moduleOf(language).stemmer?.()('test');
    process.stdout.write(JSON.stringify(Object.keys(require.cache).filter((f) => f.includes('node_modules'))));`;
  const load = (language) => JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script, language], { cwd: ROOT, encoding: 'utf8' }));
  const out = {};
  for (const language of codes) {
    const files = load(language);
    out[language] = { files: files.map((f) => path.relative(path.join(ROOT, 'node_modules'), f)), bytes: files.reduce((s, f) => s + statSync(f).size, 0) };
  }
  return out;
}

function table(report) {
  const s = (x) => `${x.seconds.toFixed(3)} s (${x.min.toFixed(3)}–${x.max.toFixed(3)})`;
  const lines = ['| figure | this build | baseline (same run) | ratio | target |', '|---|---|---|---|---|'];
  const en = report.english;
  if (en.autoBefore) {
    lines.push(`| ${en.label}, --language auto | ${s(en.auto)} | ${s(en.autoBefore)} (build before) | ${(en.auto.seconds / en.autoBefore.seconds).toFixed(3)} | ≤ ${TARGETS.autoSlowdown} |`);
    lines.push(`| ${en.label}, --language en | ${s(en.en)} | ${s(en.enBefore)} (build before) | ${(en.en.seconds / en.enBefore.seconds).toFixed(3)} | unchanged |`);
  } else {
    lines.push(`| ${en.label}, --language auto | ${s(en.auto)} | ${s(en.en)} (--language en) | ${(en.auto.seconds / en.en.seconds).toFixed(3)} | (give --before for the build before) |`);
  }
  for (const [language, r] of Object.entries(report.cjk)) {
    lines.push(`| the same help pages (${r.lines} lines), ${language} (${(r.bytes / 1e3).toFixed(0)} KB) | ${s(r[language])} | ${s(r.en)} (English, ${(r.englishBytes / 1e3).toFixed(0)} KB) | ${r.ratio.toFixed(2)} | ≤ ${TARGETS.cjkRatio} |`);
  }
  lines.push('', '| language | 60,000 characters of real text | × English | data it loads (on disk) |', '|---|---|---|---|');
  for (const [language, r] of Object.entries(report.every)) {
    const size = report.sizes[language];
    lines.push(`| ${language} | ${s(r)} | ${(r.seconds / report.every.en.seconds).toFixed(2)} | ${(size.bytes / 1e3).toFixed(0)} KB: ${size.files.join(', ') || '—'} |`);
  }
  return lines.join('\n');
}

const opts = options(process.argv.slice(2));
if (opts.help) {
  console.log(USAGE);
} else {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tna-bench-languages-'));
  try {
    const report = { english: await english(tmp, opts.runs, opts.before), cjk: await cjk(tmp, opts.runs), every: await every(tmp, opts.runs), sizes: await sizes() };
    console.log(opts.json ? JSON.stringify(report, null, 2) : table(report));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
