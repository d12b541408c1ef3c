// Benchmark: how well `tna related` finds the statements that answer a question, against BM25,
// on real documentation nobody here wrote, several folders a language, each of its own kind:
// GNOME Help (Mallard pages made HTML by yelp-build), Fastify's Markdown docs and Git's HTML
// manual in English; GNOME Help, the Debian Reference and the Debian FAQ in German and in
// Chinese. Each folder comes from a Debian package or an npm package (CORPORA says which, and
// how to install it). The questions, and the pages that answer each, are in
// bench/answers/<corpus>.json, written from the pages before the first scored run.
//
// Two kinds of figures. By statement (the first): each statement in the top 5 of tna, tna with
// its graph part on (off by default), and BM25 is judged on its own, does it (or the paragraph it opens) answer
// the question, and the judgments are kept in bench/answers/judgments/<corpus>.json; a
// statement no judgment covers is counted and reported as unjudged (`--pool FILE` writes those
// to judge; `--pool-depth 10` pools, and counts, each method's top 10 rather than its top 5).
// By page (the second): a statement is relevant when it lies in a page that answers.
// Figures: precision@5, recall@10 (by statement: the share of the question's relevant judged
// statements in the top 10; by page: the share of its answering pages with a statement there)
// and MRR (of the first relevant statement in the top 10), for tna offline, the same ranking
// with its graph part on (the question widened by the graph's neighbours), BM25 (SQLite FTS5, the SQLite tna ships for `tna search`, `bm25()`
// defaults, over the same statements, tokens stemmed by the Snowball stemmers tna ships or, for
// Chinese, character bigrams as Lucene's CJK analyzer makes them) and, with an embedding model
// configured (TNA_EMBEDDING_MODEL), the fused ranking.
// Then, per folder, the time of one question over the folder saved as a graph (SQLite, and PostgreSQL on a throw-away
// cluster) over tna's time from the files; and the time of one question over a folder of ~400 pages, tna against BM25 in this process.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const { locatedStatements } = await dist('input/statement-places.js');
const { relatedRanking } = await dist('service/related.js');
const { buildSearchIndex, RELATED_MAX_NODES } = await dist('service/search-index.js');
const { analyzeOptions } = await dist('service/saved-settings.js');
const { LocalService } = await dist('service/local.js');
const { storeAt, pgStoreAt } = await dist('store/provider.js');

const { stopwordSet } = await dist('core/text/stopwords.js');
const { embeddingModelFromEnv } = await dist('ai/embeddings.js');
const Database = require('better-sqlite3');
const { stem: porter2 } = require('porter2');
const german = require('@orama/stemmers/german').stemmer;

const HELP = '/usr/share/help';
const has = (program) => process.env.PATH.split(':').some((d) => existsSync(path.join(d, program)));
/** A Debian package's version, or why there is none. */
const debianVersion = (name) => {
  try {
    return `${name} ${execFileSync('dpkg-query', ['-W', '-f', '${Version}', name], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })}`;
  } catch {
    return `${name} (version unknown)`;
  }
};
/** The files of a folder whose names end in `ending`, sorted; its sub-folders' too when `deep`. */
function filesIn(folder, ending, deep = false) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: deep }).filter((f) => f.endsWith(ending)).sort().map((f) => path.join(folder, f));
}
/** GNOME Help in one language: its Mallard pages made HTML, each page named by its file. */
const gnome = (folder) => ({
  package: () => `${debianVersion('gnome-user-docs')}, ${debianVersion('yelp-tools')}`,
  install: 'apt-get install gnome-user-docs yelp-tools',
  available: () => existsSync(path.join(HELP, folder, 'gnome-help')) && has('yelp-build'),
  files: () => htmlPages(path.join(HELP, folder, 'gnome-help'), path.join(tmp, folder)),
  page: (file) => path.basename(file, '.html'),
});
/** A folder of HTML pages from a Debian package, each page named by its file. */
const debian = (name, folder, ending = '.html') => ({
  package: () => debianVersion(name),
  install: `apt-get install ${name}`,
  available: () => filesIn(folder, ending).length > 0,
  files: () => filesIn(folder, ending),
  page: (file) => path.basename(file, '.html'),
});
const FASTIFY = path.join(ROOT, 'node_modules', 'fastify');
/**
 * The corpora: GNOME's help in three languages, and two folders more a language, each of
 * another kind (a developer tool's Markdown docs, a packaged manual in HTML, a translated manual,
 * a translated FAQ).
 */
const CORPORA = [
  { id: 'gnome-en', name: 'GNOME Help, English', questions: 'en.json', language: 'en', ...gnome('C') },
  {
    id: 'fastify',
    name: 'Fastify docs, English (Markdown)',
    questions: 'fastify.json',
    language: 'en',
    package: () => `npm fastify ${JSON.parse(readFileSync(path.join(FASTIFY, 'package.json'), 'utf8')).version}`,
    install: 'npm ci (fastify is a dependency of tna)',
    available: () => existsSync(path.join(FASTIFY, 'docs')),
    files: () => filesIn(path.join(FASTIFY, 'docs'), '.md', true),
    page: (file) => path.relative(path.join(FASTIFY, 'docs'), file).replace(/\.md$/, '').split(path.sep).join('/'),
  },
  { id: 'git', name: 'Git manual, English (HTML)', questions: 'git.json', language: 'en', ...debian('git-doc', '/usr/share/doc/git-doc') },
  { id: 'gnome-de', name: 'GNOME Help, German', questions: 'de.json', language: 'de', ...gnome('de') },
  { id: 'debian-reference-de', name: 'Debian Reference, German', questions: 'debian-reference-de.json', language: 'de', ...debian('debian-reference-de', '/usr/share/debian-reference', '.de.html') },
  { id: 'debian-faq-de', name: 'Debian FAQ, German', questions: 'debian-faq-de.json', language: 'de', ...debian('debian-faq-de', '/usr/share/doc/debian/FAQ/de') },
  { id: 'gnome-zh', name: 'GNOME Help, Chinese', questions: 'zh.json', language: 'zh', ...gnome('zh_CN') },
  { id: 'debian-reference-zh', name: 'Debian Reference, Chinese', questions: 'debian-reference-zh.json', language: 'zh', ...debian('debian-reference-zh-cn', '/usr/share/debian-reference', '.zh-cn.html') },
  { id: 'debian-faq-zh', name: 'Debian FAQ, Chinese', questions: 'debian-faq-zh.json', language: 'zh', ...debian('debian-faq-zh-cn', '/usr/share/doc/debian/FAQ/zh-cn') },
];
/** The methods whose top 5 statements are judged (the pool). */
const POOLED = ['tna offline', 'tna offline, graph part on', 'BM25'];
/** How deep the pool goes: each pooled method's top POOL_DEPTH (`--pool-depth N`, 5 unless told). */
let POOL_DEPTH = 5;
const TIME_TARGET = 1.5;
/** A question over a saved graph against one over the files: at most this share of the time. */
const SAVED_TARGET = 0.2;
/** The pages of the timed folder. */
const PAGES = 400;

// --languages en,de: only the corpora in these languages; --corpora git,fastify: only these; --no-timing: the figures alone;
// --language-given: tna is told each corpus's language (as --language does) rather than detecting it;
// --per-question: after each corpus, the rank of each question's first relevant statement (by statement) by each method (- beyond the top 10);
// --timing saved|folder|all: only the saved-graph times, only the 400-page folder's, or both (the default);
// --saved-rounds N: how many questions of each folder are timed from the files and over the saved graph (5; 0: none);
// --outline-off: tna given the statements without their places in their pages' outlines (each heading guessed, as in plain text);
// --heading-off: tna with the heading field off as well (judged statements only where the pool reached them);
// --show TEXT: each method's top 10 for the questions that hold TEXT, each statement with its judgment (yes, no, ? unjudged);
// --pool FILE: write the pooled statements no judgment covers yet, each with what follows it, to judge (bench/answers/judge.mjs merges the verdicts);
// --pool-depth N: how deep the pool reaches into each method's ranking (5; 10 to judge all that R@10 and MRR count), and the unjudged column with it;
// --half all|tune|test: each folder's questions in their file's order, the even positions (0, 2, …) the tune half, the odd the test half (all: both).
const { values: args } = parseArgs({
  options: {
    languages: { type: 'string' },
    corpora: { type: 'string' },
    'no-timing': { type: 'boolean', default: false },
    'language-given': { type: 'boolean', default: false },
    'per-question': { type: 'boolean', default: false },
    show: { type: 'string' },
    'heading-off': { type: 'boolean', default: false },
    'saved-rounds': { type: 'string', default: '5' },
    timing: { type: 'string', default: 'all' },
    'outline-off': { type: 'boolean', default: false },
    pool: { type: 'string' },
    'pool-depth': { type: 'string', default: '5' },
    half: { type: 'string', default: 'all' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  // The options are described in the comment above their parser: printed as they are written there.
  const source = readFileSync(fileURLToPath(import.meta.url), 'utf8');
  const described = source.slice(source.indexOf('// --languages'), source.indexOf('const { values: args }'));
  process.stdout.write(`Usage: node bench/answers.mjs [options]\n${described.replace(/^\/\/ ?/gm, '')}`);
  process.exit(0);
}
if (!['all', 'tune', 'test'].includes(args.half)) throw new Error(`--half takes all, tune or test, not ${args.half}`);
/** The questions of the half asked for: a rule is chosen on the tune half and its figures reported on both. */
const ofHalf = (questions) => (args.half === 'all' ? questions : questions.filter((_, n) => n % 2 === (args.half === 'tune' ? 0 : 1)));
POOL_DEPTH = Number(args['pool-depth']);
if (!(Number.isInteger(POOL_DEPTH) && POOL_DEPTH > 0)) throw new Error(`--pool-depth: a whole number above 0, not ${args['pool-depth']}`);
const only = args.languages?.split(',');
const onlyCorpora = args.corpora?.split(',');

const io = { stdin: process.stdin, stdinIsTTY: true, cwd: process.cwd() };
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tna-bench-answers-'));

/** A folder of Mallard pages as HTML pages in `out`, by yelp-build; the HTML files' paths, sorted. */
function htmlPages(folder, out) {
  const pages = readdirSync(folder).filter((f) => f.endsWith('.page')).sort().map((f) => path.join(folder, f));
  mkdirSync(out, { recursive: true });
  execFileSync('yelp-build', ['html', '-o', out, ...pages], { stdio: ['ignore', 'ignore', 'inherit'] });
  return readdirSync(out).filter((f) => f.endsWith('.html')).sort().map((f) => path.join(out, f));
}

/** The statements of the pages as `tna related` reads them (a block a statement), each with its page (`pageOf` its file). */
async function statementsOf(files, pageOf = (file) => path.basename(file, '.html')) {
  const out = [];
  for (const document of await readDocumentList(files, io)) {
    const page = pageOf(document.label);
    // Each with its place in its page's outline, as `tna related` sends it (input/statement-places.ts).
    for (const s of locatedStatements([document])) out.push({ content: s.content, page, ...(s.outline !== undefined && !args['outline-off'] ? { outline: s.outline } : {}) });
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
  const coreStatements = statements.map((s, i) => ({ id: String(i), content: s.content, ...(s.outline !== undefined ? { outline: s.outline } : {}) }));
  // With the graph's neighbour lists, as a save stores them (for the graph part on).
  const index = JSON.stringify(buildSearchIndex(coreStatements, analyzeOptions({ analysis: 'default', ...(language ? { language } : {}) }, RELATED_MAX_NODES), { neighbours: true }));
  const saved = {
    count: coreStatements.length,
    settings: { analysis: 'default', ...(language ? { language } : {}) },
    index,
    statements: async () => coreStatements,
    statementsAt: async (places) => places.map((i) => coreStatements[i]),
  };
  return { savedSearch: async () => saved };
}

async function tnaRanking(statements, question, parts = {}, deps = {}) {
  const outline = statements.some((s) => s.outline !== undefined) ? { outline: statements.map((s) => s.outline ?? null) } : {};
  const body = deps.savedSearch ? { searchQuery: question, name: 'bench', analysis: 'default' } : { searchQuery: question, text: statements.map((s) => s.content), ...outline, analysis: 'default' };
  const { scored } = await relatedRanking(body, deps, parts);
  return scored.slice(0, 10).map((s) => s.index);
}

// --- metrics ---------------------------------------------------------------------------------------

/** By page: a statement is relevant when it lies in a page that answers the question. */
function pageScores(ranked, statements, relevant) {
  const hit = (i) => relevant.includes(statements[i].page);
  const first = ranked.findIndex(hit);
  const found = new Set(ranked.slice(0, 10).filter(hit).map((i) => statements[i].page));
  return { p5: ranked.slice(0, 5).filter(hit).length / 5, r10: found.size / relevant.length, mrr: first < 0 ? 0 : 1 / (first + 1) };
}
/**
 * By statement: each statement as judged (`verdicts`: statement → 1 answers, 0 does not). R@10 is
 * the share of the statements judged relevant to the question found in the top 10 (none judged
 * relevant: left out of the mean); a statement of the top POOL_DEPTH not judged is counted as
 * unjudged (and as not relevant).
 */
function statementScores(ranked, statements, verdicts) {
  const verdict = (i) => verdicts?.[statements[i].content];
  const hit = (i) => verdict(i) === 1;
  const first = ranked.findIndex(hit);
  const relevant = new Set(Object.entries(verdicts ?? {}).filter(([, v]) => v === 1).map(([k]) => k));
  const found = new Set(ranked.slice(0, 10).filter(hit).map((i) => statements[i].content));
  return {
    p5: ranked.slice(0, 5).filter(hit).length / 5,
    r10: relevant.size === 0 ? undefined : found.size / relevant.size,
    mrr: first < 0 ? 0 : 1 / (first + 1),
    first: first < 0 ? '-' : String(first + 1),
    unjudged: ranked.slice(0, POOL_DEPTH).filter((i) => verdict(i) === undefined).length,
  };
}
const mean = (xs) => {
  const given = xs.filter((x) => x !== undefined);
  return given.length === 0 ? NaN : given.reduce((a, b) => a + b, 0) / given.length;
};

const embeddings = embeddingModelFromEnv(process.env);
const methods = {
  'tna offline': (st, q, { tna }) => tnaRanking(st, q, {}, tna),
  'tna offline, graph part on': (st, q, { tna }) => tnaRanking(st, q, { graph: true }, tna),
  ...(args['heading-off'] ? { 'tna offline, heading field off': (st, q, { tna }) => tnaRanking(st, q, { headings: false }, tna) } : {}),
  BM25: (st, q, { bm25 }) => bm25.ask(q),
  ...(embeddings
    ? {
        'embeddings alone': (st, q, { tna }) => tnaRanking(st, q, { lexical: false }, { ...tna, embeddings }),
        'tna offline fused with embeddings (RRF)': (st, q, { tna }) => tnaRanking(st, q, {}, { ...tna, embeddings }),
      }
    : {}),
};

/** The judgments of a corpus: question → statement → 1 (answers it, or the paragraph it opens does) or 0. */
function judgmentsOf(corpus) {
  const file = path.join(ROOT, 'bench', 'answers', 'judgments', `${corpus.id}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).judgments : {};
}

/** A statement and the two that follow it on its page (what a heading or a lead-in opens), for the judge. */
function withContext(statements, i) {
  const after = [];
  for (let j = i + 1; j < statements.length && j <= i + 2 && statements[j].page === statements[i].page; j++) after.push(statements[j].content.slice(0, 240));
  return { statement: statements[i].content, page: statements[i].page, next: after };
}

const pool = [];
const rounds = Number(args['saved-rounds']);
const savedTimes = [];
/** The stores a folder is saved to, opened once (a server's, or a program's that keeps its store open). */
let stores;
try {
  console.log(`| corpus | statements | questions | method | P@5 | R@10 | MRR | by page: P@5 | R@10 | MRR | unjudged in the top ${POOL_DEPTH} |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  const unavailable = [];
  const packages = [];
  for (const corpus of CORPORA.filter((c) => (!only || only.includes(c.language)) && (!onlyCorpora || onlyCorpora.includes(c.id)))) {
    if (!corpus.available()) {
      unavailable.push(`${corpus.name}: skipped, not installed (${corpus.install})`);
      continue;
    }
    packages.push(`${corpus.name}: ${corpus.package()}`);
    const questions = ofHalf(JSON.parse(readFileSync(path.join(ROOT, 'bench', 'answers', corpus.questions), 'utf8')).questions);
    const judgments = judgmentsOf(corpus);
    const files = corpus.files();
    const statements = await statementsOf(files, corpus.page);
    const indexes = { bm25: bm25Index(statements, corpus.language), tna: tnaIndex(statements, args['language-given'] ? corpus.language : undefined) };
    const firsts = [];
    const rankings = {};
    for (const [method, rank] of Object.entries(methods)) {
      const each = [];
      const byPage = [];
      rankings[method] = [];
      for (const q of questions) {
        const ranked = await rank(statements, q.question, indexes);
        rankings[method].push(ranked);
        each.push(statementScores(ranked, statements, judgments[q.question]));
        byPage.push(pageScores(ranked, statements, q.relevant));
      }
      const f = (xs, k) => mean(xs.map((s) => s[k])).toFixed(3);
      const unjudged = each.reduce((n, s) => n + s.unjudged, 0);
      console.log(`| ${corpus.name} (${files.length} pages) | ${statements.length} | ${questions.length} | ${method} | ${f(each, 'p5')} | ${f(each, 'r10')} | ${f(each, 'mrr')} | ${f(byPage, 'p5')} | ${f(byPage, 'r10')} | ${f(byPage, 'mrr')} | ${unjudged} |`);
      firsts.push(each.map((s) => s.first));
    }
    if (args.pool) {
      questions.forEach((q, n) => {
        const seen = new Set();
        const candidates = [];
        for (const method of POOLED) {
          for (const i of rankings[method][n].slice(0, POOL_DEPTH)) {
            const content = statements[i].content;
            if (seen.has(content) || judgments[q.question]?.[content] !== undefined) continue;
            seen.add(content);
            candidates.push(withContext(statements, i));
          }
        }
        if (candidates.length > 0) pool.push({ corpus: corpus.id, question: q.question, relevantPages: q.relevant, candidates });
      });
    }
    if (args.show) {
      questions.forEach((q, n) => {
        if (!q.question.toLowerCase().includes(args.show.toLowerCase())) return;
        for (const method of Object.keys(methods)) {
          console.log(`\n${q.question} (${method}):`);
          rankings[method][n].slice(0, 10).forEach((i, r) => {
            const verdict = judgments[q.question]?.[statements[i].content];
            console.log(`  ${r + 1}. [${verdict === undefined ? '?' : verdict ? 'yes' : 'no'}] ${statements[i].page}: ${statements[i].content.slice(0, 160).replace(/\s+/g, ' ')}`);
          });
        }
      });
    }
    if (args['per-question']) {
      console.log(`\n${corpus.name}, the rank of the first relevant statement (${Object.keys(methods).join(' / ')}):`);
      questions.forEach((q, i) => console.log(`  ${firsts.map((f) => f[i]).join(' / ')}  ${q.question}`));
      console.log();
    }
    indexes.bm25.close();
    if (!args['no-timing'] && args.timing !== 'folder' && rounds > 0) savedTimes.push(await savedTiming(corpus, files, statements, questions));
  }
  if (savedTimes.length) printSavedTimes(savedTimes);
  console.log(`\n${packages.join('\n')}`);
  if (unavailable.length) console.log(unavailable.join('\n'));
  if (args.pool) {
    writeFileSync(args.pool, JSON.stringify(pool, null, 1));
    console.log(`\npool: ${pool.reduce((n, p) => n + p.candidates.length, 0)} statements to judge, for ${pool.length} questions, written to ${args.pool}`);
  }
  if (!embeddings) console.log('\nfused: skipped, no embedding model is configured (set TNA_EMBEDDING_MODEL and its provider to compare it).');
  if (!args['no-timing'] && args.timing !== 'saved' && has('yelp-build') && existsSync(path.join(HELP, 'C', 'gnome-help'))) await timing();
} finally {
  await stores?.close();
  rmSync(tmp, { recursive: true, force: true });
}

/** An SQLite store in the bench's folder, and a PostgreSQL one (TNA_STORE_URL, else a throw-away cluster as the tests start; none if PostgreSQL is not installed). */
async function openStores() {
  const sqlite = storeAt(path.join(tmp, 'saved.db'));
  let url = process.env.TNA_STORE_URL;
  let cluster;
  let why;
  if (!url) {
    try {
      const { startCluster } = await import(pathToFileURL(path.join(ROOT, 'dist', 'test', 'store', 'pg-cluster.js')).href);
      cluster = await startCluster();
      url = await cluster.createDatabase();
    } catch (error) {
      why = error.message;
    }
  }
  const postgres = url ? pgStoreAt(url) : undefined;
  return {
    sqlite,
    postgres,
    why,
    async close() {
      await sqlite.close();
      await postgres?.close();
      await cluster?.stop();
    },
  };
}

/**
 * A folder's question over the graph saved from it, in each store, against the same question
 * over its files (read, analysed and indexed), as `tna related` asks them: the service's
 * aiSearch, its stores opened once; `rounds` questions, the three in turn, medians.
 */
async function savedTiming(corpus, files, statements, questions) {
  stores ??= await openStores();
  const settings = { analysis: 'default', ...(args['language-given'] ? { language: corpus.language } : {}) };
  const services = { sqlite: new LocalService({ store: stores.sqlite }), ...(stores.postgres ? { postgres: new LocalService({ store: stores.postgres }) } : {}) };
  const saveSeconds = {};
  for (const [store, service] of Object.entries(services)) {
    const start = performance.now();
    await service.graphAndStatements({ doNotSave: false, replace: true }, { name: corpus.id, statements: statements.map((s) => s.content), ...settings });
    saveSeconds[store] = (performance.now() - start) / 1000;
  }
  const fromFiles = new LocalService({});
  const seconds = { files: [], sqlite: [], postgres: [] };
  const runs = {
    files: async (q) => {
      const read = await statementsOf(files, corpus.page);
      return fromFiles.aiSearch({}, { searchQuery: q, text: read.map((s) => s.content), ...settings });
    },
    sqlite: (q) => services.sqlite.aiSearch({}, { searchQuery: q, name: corpus.id, ...settings }),
    postgres: (q) => services.postgres?.aiSearch({}, { searchQuery: q, name: corpus.id, ...settings }),
  };
  const order = Object.keys(services).length === 2 ? ['files', 'sqlite', 'postgres'] : ['files', 'sqlite'];
  for (const [round, { question }] of questions.slice(0, rounds).entries()) {
    const answers = {};
    for (const name of round % 2 ? [...order].reverse() : order) {
      const start = performance.now();
      answers[name] = await runs[name](question);
      seconds[name].push((performance.now() - start) / 1000);
    }
    for (const name of order.slice(1)) {
      if (JSON.stringify(answers[name]) !== JSON.stringify(answers.files)) console.error(`${corpus.name}: over the graph saved in ${name}, "${question}" is answered otherwise than from the files`);
    }
  }
  return { corpus, statements: statements.length, seconds, saveSeconds };
}

function printSavedTimes(rows) {
  const time = (s) => (s < 0.1 ? `${(s * 1000).toFixed(1)} ms` : `${s.toFixed(3)} s`);
  const ratio = (xs, of) => {
    if (xs.length === 0) return 'n/a';
    const r = median(xs) / median(of);
    return `${time(median(xs))}, ${r.toFixed(3)} ${r <= SAVED_TARGET ? '✓' : '✗'}`;
  };
  console.log(`\n| corpus (${rounds} questions, medians) | statements | tna from the files | over the saved graph: SQLite (× the files' time) | PostgreSQL | the save: SQLite | PostgreSQL |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const { corpus, statements, seconds, saveSeconds } of rows) {
    console.log(`| ${corpus.name} | ${statements} | ${time(median(seconds.files))} | ${ratio(seconds.sqlite, seconds.files)} | ${ratio(seconds.postgres, seconds.files)} | ${time(saveSeconds.sqlite)} | ${saveSeconds.postgres === undefined ? 'n/a' : time(saveSeconds.postgres)} |`);
  }
  console.log(`(target: ≤ ${SAVED_TARGET} of the files' time${stores.postgres ? '' : `; PostgreSQL skipped: ${stores.why}`})`);
}

/**
 * The time of one question over a folder of 400 pages (English GNOME Help, its system
 * administrators' guide and yelp-tools' help, made up to 400 with German GNOME Help pages), tna
 * against BM25 in this process, alternating, medians: the index built and asked once (the
 * statements already read), the same with the files read first (by tna's reader for both), and
 * asked alone (a saved graph, whose save stored tna's index, against an FTS5 index already built).
 */
async function timing() {
  const english = ['gnome-help', 'system-admin-guide', 'yelp-tools'].filter((f) => existsSync(path.join(HELP, 'C', f)));
  const files = english.flatMap((f) => htmlPages(path.join(HELP, 'C', f), path.join(tmp, `time-${f}`)));
  if (files.length < PAGES && existsSync(path.join(HELP, 'de', 'gnome-help'))) files.push(...htmlPages(path.join(HELP, 'de', 'gnome-help'), path.join(tmp, 'time-de')).slice(0, PAGES - files.length));
  const statements = await statementsOf(files);
  const { questions } = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'answers', 'en.json'), 'utf8'));
  const seconds = { tna: [], bm25: [], tnaFiles: [], bm25Files: [], tnaSaved: [], bm25Built: [] };
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
      // The files read too, by tna's reader for both (BM25 is over the same statements).
      tnaFiles: async () => tnaRanking(await statementsOf(files), q.question),
      bm25Files: async () => {
        const index = bm25Index(await statementsOf(files), 'en');
        index.ask(q.question);
        index.close();
      },
      tnaSaved: () => tnaRanking(statements, q.question, {}, tnaSaved),
      bm25Built: () => bm25Built.ask(q.question),
    };
    for (const pair of [['tna', 'bm25'], ['tnaFiles', 'bm25Files'], ['tnaSaved', 'bm25Built']]) {
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
  row('one question over the files: read, the index built and asked', 'tnaFiles', 'bm25Files', TIME_TARGET);
  row('one question over a saved graph (its stored index read) / over a built FTS5 index', 'tnaSaved', 'bm25Built');
}
