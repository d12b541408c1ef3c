// Benchmark: how well `tna related` finds the statements that answer a question, against BM25,
// on real documentation nobody here wrote: GNOME Help in English, German and Chinese (Debian's
// gnome-user-docs, Mallard pages made HTML by yelp-build from yelp-tools). The questions and the
// pages that answer them are in bench/answers/*.json, written from the pages. A statement is
// relevant when it lies in one of those pages. Figures: precision@5, recall@10 (the share of the
// answering pages with a statement in the top 10) and MRR (of the first relevant statement in
// the top 10), for tna offline, the same ranking without its graph part, BM25 (SQLite FTS5, the
// SQLite tna ships for `tna search`, `bm25()` defaults, over the same statements, tokens stemmed
// by the Snowball stemmers tna ships or, for Chinese, character bigrams as Lucene's CJK analyzer
// makes them) and, with an embedding model configured (TNA_EMBEDDING_MODEL), the fused ranking.
// Then the time of one question over a folder of ~400 pages, tna against BM25 in this process.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from './run-child.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const dist = (p) => import(pathToFileURL(path.join(ROOT, 'dist', 'src', p)).href);
const { readDocumentList } = await dist('input/documents.js');
const { reline } = await dist('core/text/split.js');
const { relatedRanking } = await dist('service/related.js');
const { buildSearchIndex, RELATED_MAX_NODES } = await dist('service/search-index.js');
const { analyzeOptions } = await dist('service/saved-settings.js');

const { stopwordSet } = await dist('core/text/stopwords.js');
const { embeddingModelFromEnv } = await dist('ai/embeddings.js');
const Database = require('better-sqlite3');
const { stem: porter2 } = require('porter2');
const german = require('@orama/stemmers/german').stemmer;

const HELP = '/usr/share/help';
const CORPORA = [
  { name: 'English', questions: 'en.json', folder: 'C', language: 'en' },
  { name: 'German', questions: 'de.json', folder: 'de', language: 'de' },
  { name: 'Chinese', questions: 'zh.json', folder: 'zh_CN', language: 'zh' },
];
const TIME_TARGET = 1.5;
/** The pages of the timed folder. */
const PAGES = 400;

// --languages en,de: only these corpora; --no-timing: the figures alone; --language-given: tna is told each corpus's language (as --language does) rather than detecting it;
// --per-question: after each corpus, the rank of each question's first relevant statement by each method (- beyond the top 10).
const { values: args } = parseArgs({ options: { languages: { type: 'string' }, 'no-timing': { type: 'boolean', default: false }, 'language-given': { type: 'boolean', default: false }, 'per-question': { type: 'boolean', default: false } } });
const only = args.languages?.split(',');

const io = { stdin: process.stdin, stdinIsTTY: true, cwd: process.cwd() };
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tna-bench-answers-'));

/** A folder of Mallard pages as HTML pages in `out`, by yelp-build; the HTML files' paths, sorted. */
function htmlPages(folder, out) {
  const pages = readdirSync(folder).filter((f) => f.endsWith('.page')).sort().map((f) => path.join(folder, f));
  mkdirSync(out, { recursive: true });
  execFileSync('yelp-build', ['html', '-o', out, ...pages], { stdio: ['ignore', 'ignore', 'inherit'] });
  return readdirSync(out).filter((f) => f.endsWith('.html')).sort().map((f) => path.join(out, f));
}

/** The statements of the pages as `tna related` reads them (a block a statement), each with its page. */
async function statementsOf(files) {
  const out = [];
  for (const document of await readDocumentList(files, io)) {
    const page = path.basename(document.label, '.html');
    for (const line of reline(document.text, 'line').text.split('\n')) if (line.trim()) out.push({ content: line.trim(), page });
  }
  return out;
}

// --- BM25: SQLite FTS5 over pre-analyzed tokens -------------------------------------------------

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Lucene's CJKBigramFilter: a run of CJK letters as its overlapping bigrams (a lone letter as itself); other words lowercased. */
function cjkBigrams(text) {
  const out = [];
  for (const run of text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[\p{L}\p{N}]+/gu) ?? []) {
    if (!CJK.test(run)) out.push(run.toLowerCase());
    else if (run.length === 1) out.push(run);
    else for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
  }
  return out;
}
/** Lowercased words less the language's stopwords (tna's lists), stemmed by Snowball. */
function snowballTokens(language) {
  const stem = language === 'de' ? german : porter2;
  const stop = stopwordSet(language);
  return (text) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !stop.has(w)).map(stem);
}

/** An FTS5 index of the statements; a question → the indexes of its 10 best statements by bm25(). */
function bm25Index(statements, language) {
  const tokens = language === 'zh' ? cjkBigrams : snowballTokens(language);
  const db = new Database(':memory:');
  db.exec("CREATE VIRTUAL TABLE s USING fts5(body, tokenize = 'unicode61 remove_diacritics 0')");
  const insert = db.prepare('INSERT INTO s(rowid, body) VALUES (?, ?)');
  db.transaction(() => statements.forEach((s, i) => insert.run(i + 1, tokens(s.content).join(' '))))();
  const select = db.prepare('SELECT rowid FROM s WHERE s MATCH ? ORDER BY bm25(s) LIMIT 10');
  return {
    ask(question) {
      const terms = [...new Set(tokens(question))].map((t) => `"${t.replace(/"/g, '""')}"`);
      return terms.length === 0 ? [] : select.all(terms.join(' OR ')).map((r) => r.rowid - 1);
    },
    close: () => db.close(),
  };
}

// --- tna -------------------------------------------------------------------------------------------

/** What `related` reads the statements by, made once (as a saved graph's save stores it): each question then reads it, as a question over a saved graph does. */
function tnaIndex(statements, language) {
  const index = JSON.stringify(buildSearchIndex(statements.map((s, i) => ({ id: String(i), content: s.content })), analyzeOptions({ analysis: 'default', ...(language ? { language } : {}) }, RELATED_MAX_NODES)));
  const coreStatements = statements.map((s, i) => ({ id: String(i), content: s.content }));
  return { savedSearch: async () => ({ statements: coreStatements, settings: { analysis: 'default', ...(language ? { language } : {}) }, index }) };
}

async function tnaRanking(statements, question, parts = {}, deps = {}) {
  const body = deps.savedSearch ? { searchQuery: question, name: 'bench', analysis: 'default' } : { searchQuery: question, text: statements.map((s) => s.content), analysis: 'default' };
  const { scored } = await relatedRanking(body, deps, parts);
  return scored.slice(0, 10).map((s) => s.index);
}

// --- metrics ---------------------------------------------------------------------------------------

function scores(ranked, statements, relevant) {
  const hit = (i) => relevant.includes(statements[i].page);
  const first = ranked.findIndex(hit);
  const found = new Set(ranked.slice(0, 10).filter(hit).map((i) => statements[i].page));
  return { p5: ranked.slice(0, 5).filter(hit).length / 5, r10: found.size / relevant.length, mrr: first < 0 ? 0 : 1 / (first + 1), first: first < 0 ? '-' : String(first + 1) };
}
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

const embeddings = embeddingModelFromEnv(process.env);
const methods = {
  'tna offline': (st, q, { tna }) => tnaRanking(st, q, {}, tna),
  'tna offline, graph part off': (st, q, { tna }) => tnaRanking(st, q, { graph: false }, tna),
  'tna offline, heading field off': (st, q, { tna }) => tnaRanking(st, q, { headings: false }, tna),
  BM25: (st, q, { bm25 }) => bm25.ask(q),
  ...(embeddings
    ? {
        'embeddings alone': (st, q, { tna }) => tnaRanking(st, q, { lexical: false }, { ...tna, embeddings }),
        'tna offline fused with embeddings (RRF)': (st, q, { tna }) => tnaRanking(st, q, {}, { ...tna, embeddings }),
      }
    : {}),
};

try {
  if (!existsSync(HELP) || !process.env.PATH.split(':').some((d) => existsSync(path.join(d, 'yelp-build')))) {
    console.log('skipped: needs GNOME Help (apt-get install gnome-user-docs) and yelp-build (apt-get install yelp-tools)');
    process.exit(0);
  }
  console.log('| corpus | statements | questions | method | P@5 | R@10 | MRR |');
  console.log('|---|---|---|---|---|---|---|');
  for (const corpus of CORPORA.filter((c) => !only || only.includes(c.language))) {
    const source = path.join(HELP, corpus.folder, 'gnome-help');
    if (!existsSync(source)) {
      console.log(`| ${corpus.name} | skipped: ${source} is not installed | | | | | |`);
      continue;
    }
    const { questions } = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'answers', corpus.questions), 'utf8'));
    const statements = await statementsOf(htmlPages(source, path.join(tmp, corpus.folder)));
    const indexes = { bm25: bm25Index(statements, corpus.language), tna: tnaIndex(statements, args['language-given'] ? corpus.language : undefined) };
    const firsts = [];
    for (const [method, rank] of Object.entries(methods)) {
      const each = [];
      for (const q of questions) each.push(scores(await rank(statements, q.question, indexes), statements, q.relevant));
      const f = (k) => mean(each.map((s) => s[k])).toFixed(3);
      console.log(`| ${corpus.name} | ${statements.length} | ${questions.length} | ${method} | ${f('p5')} | ${f('r10')} | ${f('mrr')} |`);
      firsts.push(each.map((s) => s.first));
    }
    if (args['per-question']) {
      console.log(`\n${corpus.name}, the rank of the first relevant statement (${Object.keys(methods).join(' / ')}):`);
      questions.forEach((q, i) => console.log(`  ${firsts.map((f) => f[i]).join(' / ')}  ${q.question}`));
      console.log();
    }
    indexes.bm25.close();
  }
  if (!embeddings) console.log('\nfused: skipped, no embedding model is configured (set TNA_EMBEDDING_MODEL and its provider to compare it).');
  if (!args['no-timing']) await timing();
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

/**
 * The time of one question over a folder of 400 pages (English GNOME Help, its system
 * administrators' guide and yelp-tools' help, made up to 400 with German GNOME Help pages), tna
 * against BM25 in this process, alternating, medians: the index built and asked once (a question
 * over files), and asked alone (a saved graph, whose save stored tna's index, against an FTS5
 * index already built).
 */
async function timing() {
  const english = ['gnome-help', 'system-admin-guide', 'yelp-tools'].filter((f) => existsSync(path.join(HELP, 'C', f)));
  const files = english.flatMap((f) => htmlPages(path.join(HELP, 'C', f), path.join(tmp, `time-${f}`)));
  if (files.length < PAGES && existsSync(path.join(HELP, 'de', 'gnome-help'))) files.push(...htmlPages(path.join(HELP, 'de', 'gnome-help'), path.join(tmp, 'time-de')).slice(0, PAGES - files.length));
  const statements = await statementsOf(files);
  const { questions } = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'answers', 'en.json'), 'utf8'));
  const seconds = { tna: [], bm25: [], tnaSaved: [], bm25Built: [] };
  const tnaSaved = tnaIndex(statements);
  const bm25Built = bm25Index(statements, 'en');
  for (const [round, q] of questions.entries()) {
    const runs = {
      tna: () => tnaRanking(statements, q.question),
      bm25: () => {
        const index = bm25Index(statements, 'en');
        index.ask(q.question);
        index.close();
      },
      tnaSaved: () => tnaRanking(statements, q.question, {}, tnaSaved),
      bm25Built: () => bm25Built.ask(q.question),
    };
    for (const pair of [['tna', 'bm25'], ['tnaSaved', 'bm25Built']]) {
      for (const name of round % 2 ? [...pair].reverse() : pair) {
        const start = performance.now();
        await runs[name]();
        seconds[name].push((performance.now() - start) / 1000);
      }
    }
  }
  bm25Built.close();
  console.log(`\n| figure (${files.length} pages, ${statements.length} statements) | tna | BM25 (same process) | ratio | target |`);
  console.log('|---|---|---|---|---|');
  const row = (figure, a, b, target) => {
    const ratio = median(seconds[a]) / median(seconds[b]);
    const time = (xs) => (median(xs) < 0.1 ? `${(median(xs) * 1000).toFixed(1)} ms` : `${median(xs).toFixed(3)} s`);
    console.log(`| ${figure} | ${time(seconds[a])} | ${time(seconds[b])} | ${ratio.toFixed(2)} | ${target ? `≤ ${target} ${ratio <= target ? '✓' : '✗'}` : ''} |`);
  };
  row('one question, the index built and asked', 'tna', 'bm25', TIME_TARGET);
  row('one question over a saved graph (its stored index read) / over a built FTS5 index', 'tnaSaved', 'bm25Built');
}
