// Benchmark: how well tna names what a text is about, against peers on the same documents in the
// same run. Eight annotated keyphrase datasets (their zips are data, never committed: --data or
// TNA_KEYPHRASES names the folder) are unzipped to a temporary folder and every document goes to:
//   tna          `tna graph`'s own request, made in this process (the CLI's flags, defaults and
//                LocalService; each dataset's first document is checked against a real `tna graph`
//                process, so that the in-process path cannot drift from the command's):
//                its top concepts (top_nodes) and its key phrases (keyPhrases, where produced),
//                and the words of its key phrases; then the dataset's documents as files through
//                one `tna graph --each` process, timed;
//   TF           the most frequent content words, the floor any method must clear;
//   TextRank     Mihalcea & Tarau 2004, written here from the paper: its words and its phrases;
//                TF and TextRank run with two stoplists (stopwords-iso's long one and the stopword
//                package's short one) and the better figure of each, per dataset, is theirs;
//   YAKE         its own code from a checkout of its repository (never copied into this one), run
//                as one Python process a dataset by bench/about-yake.py;
//   retext-keywords  the unified collective's extractor (with retext-pos), in this process, on the
//                English datasets: its keywords and its key phrases.
// Scoring follows the datasets' usual protocol (their README): Snowball stems from a package tna
// does not use for its concepts, so that tna's own stemming cannot favour it; top 10; precision,
// recall and F1 per document, averaged over documents. Words are scored against the content words
// of the gold keys (their words less a short list of function words), phrases against the whole
// gold keys. Two measures read each top 10 of phrases as a person would (bench/about-measures.mjs):
// how many repeat another, and (English) how many end in a word that wink-nlp, a tagger tna's
// analysis does not use, tags as a noun where the document uses the phrase.
import { spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { nounCheck, repeatsIn, stemSet, taggedStream } from './about-measures.mjs';

const require = createRequire(import.meta.url);
const stopwordsIso = require('stopwords-iso');
const stopword = require('stopword');
const snowball = require('snowball-stemmers');

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'tna.js');
const DIST = path.join(ROOT, 'dist', 'src');
const YAKE_DRIVER = path.join(ROOT, 'bench', 'about-yake.py');
const DEFAULT_DATA = path.join(ROOT, '..', 'shared', 'data', 'keyphrases');
/** The datasets in the order of the data folder's README (small ones would finish first, but this order is the one people read). */
const KNOWN = ['kdd', 'www', 'SemEval2010', 'Nguyen2007', 'citeulike180', 'fao30', 'wiki20', 'WikiNews'];
const TOP = 10;
const STEMMERS = { en: 'english', fr: 'french' };
/** Debian's interpreter is where apt-get puts numpy, jellyfish, networkx and tabulate; a pyenv or venv python3 first on the PATH does not see them. */
const DEFAULT_PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

const USAGE = `Usage: node bench/about.mjs [--data DIR] [--datasets kdd,www,...] [--half all|tune|test] [--limit N] [--python PATH] [--json] [--save FILE]
Scores how well tna names a text's subject against term frequency, TextRank, YAKE and
retext-keywords on the keyphrase datasets in --data (default: $TNA_KEYPHRASES, else ${path.relative(process.cwd(), DEFAULT_DATA) || DEFAULT_DATA}):
${KNOWN.join(', ')}; counts the repeats in each top 10 of phrases and (English) the share that
end in a noun; times tna graph --each over the documents beside retext-keywords; checks the goals.
  --half    each dataset's documents, sorted by file name: even positions are the tune half, odd
            the test half; all (the default) scores both
  --limit   at most N documents of each dataset (after --half), for a quick run
  --python  the interpreter that runs YAKE (default ${DEFAULT_PYTHON})
  --json    every figure (precision and recall too, each stoplist's, the noun check's counts) as JSON
  --save    also write that JSON to a file (the tables still print)
YAKE runs from checkouts of its repository and of segtok's, named by YAKE_SRC and SEGTOK_SRC
(folders holding the packages yake/ and segtok/); retext-keywords and the noun check's tagger
(wink-nlp) are devDependencies. Where one of them cannot run, the bench prints every other
figure, says why, and exits non-zero. TNA_ANALYSIS picks tna's analysis (default or reference)
where the request knows the field.`;

function options() {
  const { values } = parseArgs({
    options: {
      data: { type: 'string' },
      datasets: { type: 'string' },
      half: { type: 'string', default: 'all' },
      limit: { type: 'string' },
      python: { type: 'string', default: DEFAULT_PYTHON },
      json: { type: 'boolean', default: false },
      save: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (!['all', 'tune', 'test'].includes(values.half)) throw new Error(`--half takes all, tune or test, not ${values.half}`);
  const limit = values.limit === undefined ? Infinity : Number(values.limit);
  if (!(limit === Infinity || (Number.isInteger(limit) && limit > 0))) throw new Error(`--limit must be a whole number from 1, not ${values.limit}`);
  const data = path.resolve(values.data ?? process.env.TNA_KEYPHRASES ?? DEFAULT_DATA);
  return { ...values, data, limit, datasets: values.datasets?.split(',').map((d) => d.trim()).filter(Boolean) };
}

const progress = (message) => process.stderr.isTTY && process.stderr.write(`\r\x1b[K${message}`);

// ---- data ----------------------------------------------------------------------------------

/** The zips in the data folder, known ones first in README order; --datasets picks by name, in any case. */
function datasetZips(dir, wanted) {
  if (!existsSync(dir)) throw new Error(`no keyphrase data at ${dir}: give --data DIR or TNA_KEYPHRASES (the folder of kdd.zip, www.zip, ...)`);
  const zips = readdirSync(dir).filter((n) => n.endsWith('.zip')).map((n) => n.slice(0, -4));
  const rank = (name) => (KNOWN.includes(name) ? KNOWN.indexOf(name) : KNOWN.length);
  zips.sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
  if (!wanted) return zips;
  const lower = new Map(zips.map((z) => [z.toLowerCase(), z]));
  const missing = wanted.filter((w) => !lower.has(w.toLowerCase()));
  if (missing.length) throw new Error(`no ${missing.join(', ')} in ${dir} (it has ${zips.join(', ')})`);
  return zips.filter((z) => wanted.some((w) => w.toLowerCase() === z.toLowerCase()));
}

/** Unzips one dataset with the unzip program (no zip library is a dependency, and none is needed for this). */
function unzipDataset(dir, name, tmp) {
  const into = path.join(tmp, name);
  const run = spawnSync('unzip', ['-q', '-o', path.join(dir, `${name}.zip`), '-d', into], { encoding: 'utf8' });
  if (run.error) throw new Error(`unzip: ${run.error.message} (install the unzip program)`);
  if (run.status !== 0) throw new Error(`unzip ${name}.zip: ${run.stderr.trim()}`);
  // The folder inside is not always the zip's name (WikiNews.zip holds WKC).
  const folder = readdirSync(into, { withFileTypes: true }).find((e) => e.isDirectory() && existsSync(path.join(into, e.name, 'docsutf8')));
  if (!folder) throw new Error(`${name}.zip holds no <name>/docsutf8 folder`);
  return path.join(into, folder.name);
}

/** A dataset's language: lan.txt holds en-US or fr. */
function languageOf(folder) {
  const file = path.join(folder, 'lan.txt');
  const code = existsSync(file) ? readFileSync(file, 'utf8').trim().slice(0, 2).toLowerCase() : 'en';
  if (!STEMMERS[code]) throw new Error(`${folder}: language ${code} has no stemmer here`);
  return code;
}

/** A gold key file: one key a line, whitespace (tabs, carriage returns, runs of spaces) normalised, lowercased, no duplicates. */
function goldKeys(file) {
  const keys = readFileSync(file, 'utf8').split('\n').map((line) => line.replace(/\s+/gu, ' ').trim().toLowerCase()).filter(Boolean);
  return [...new Set(keys)];
}

/**
 * A dataset's documents, sorted by file name; the tune half is the even positions, the test half
 * the odd ones, so that the split is the same on every machine and neither half is one end of
 * the collection.
 */
function loadDataset(zipDir, name, tmp, half, limit) {
  const folder = unzipDataset(zipDir, name, tmp);
  const language = languageOf(folder);
  const names = readdirSync(path.join(folder, 'docsutf8')).filter((n) => n.endsWith('.txt')).sort();
  const docs = [];
  names.forEach((file, i) => {
    if ((half === 'tune' && i % 2 !== 0) || (half === 'test' && i % 2 !== 1)) return;
    const keyFile = path.join(folder, 'keys', file.replace(/\.txt$/, '.key'));
    if (!existsSync(keyFile)) return;
    docs.push({ id: file.slice(0, -4), text: readFileSync(path.join(folder, 'docsutf8', file), 'utf8'), keys: goldKeys(keyFile) });
  });
  return { name, language, docs: docs.slice(0, limit) };
}

// ---- words, stems ----------------------------------------------------------------------------

/** Unicode words, as \w would be if it knew every script: letters, digits, underscore. */
const WORD = /[\p{L}\p{N}_]+/gu;
const NUMBER = /^\p{N}+$/u;
const words = (text) => text.toLowerCase().match(WORD) ?? [];
const stopwordSets = {};
const stopwordsOf = (language) => (stopwordSets[language] ??= new Set(stopwordsIso[language]));
/** The stopword package's list for the language (ISO 639-3 names: eng, fra): a short list of function words (108 in English, 168 in French). */
const SHORT_LISTS = { en: 'eng', fr: 'fra' };
const functionWordSets = {};
const functionWordsOf = (language) => (functionWordSets[language] ??= new Set(stopword[SHORT_LISTS[language]]));
/** The rule for TF's and TextRank's candidates: not a word of the stoplist, 3 characters or more, not a number. */
const isContent = (word, stopwords) => !stopwords.has(word) && [...word].length >= 3 && !NUMBER.test(word);
/**
 * The rule for the gold keys' content words (the datasets' protocol): a key's words less a short
 * list of function words, never a long published list: stopwords-iso's English list holds content
 * nouns (information, system, research, web), and a gold filtered by it could never match them, so
 * a method that drops them would score better for reading worse.
 */
const isGoldWord = (word, language) => !functionWordsOf(language).has(word);

const stemCaches = {};
function stemmerOf(language) {
  const stemmer = snowball.newStemmer(STEMMERS[language]);
  const cache = (stemCaches[language] ??= new Map());
  return (word) => {
    let stem = cache.get(word);
    if (stem === undefined) cache.set(word, (stem = stemmer.stem(word)));
    return stem;
  };
}
/** A phrase as the protocol compares it: lowercased, every word stemmed, joined by a space. */
const stemPhrase = (phrase, stem) => words(phrase).map(stem).join(' ');

// ---- the systems ------------------------------------------------------------------------------

/**
 * tna as `tna graph` runs it: the command's own flags parsed with their defaults (--language and
 * -f json given), the request they make, and the LocalService the command builds. The text goes
 * as the file is: what the command reads from a .txt file, or (unless it looks like Markdown or
 * HTML) from stdin.
 */
async function tnaSystem() {
  const dist = (file) => import(pathToFileURL(path.join(DIST, file)).href);
  const [{ graphCommand, responseQuery }, { textFields }, { createLocalService }, { graphBody }] = await Promise.all([
    dist('cli/graph.js'),
    dist('cli/text-options.js'),
    dist('cli/service-factory.js'),
    dist('service/schemas.js'),
  ]);
  // The analysis field is sent where the request knows it (an older build would drop it in
  // silence, a stricter one refuse it), and always when TNA_ANALYSIS asks, so that a typo fails.
  const knowsAnalysis = Boolean(graphBody?._zod?.def?.shape?.analysis);
  const analysis = process.env.TNA_ANALYSIS ?? 'default';
  const sendAnalysis = knowsAnalysis || process.env.TNA_ANALYSIS !== undefined;
  const service = await createLocalService({}, { cwd: ROOT, env: process.env });
  const requests = {};
  const requestOf = (language) => {
    if (requests[language]) return requests[language];
    const command = graphCommand().exitOverride();
    command.parse(['--language', language, '-f', 'json'], { from: 'user' });
    const opts = command.opts();
    // textFields reads TNA_ANALYSIS from the environment it is given, where it knows the field.
    return (requests[language] = { query: { doNotSave: true, ...responseQuery(opts, 'json') }, fields: textFields(opts, process.env) });
  };
  const answer = async (text, language) => {
    const { query, fields } = requestOf(language);
    const response = await service.graphAndStatements(query, { text, ...fields, ...(sendAnalysis ? { analysis: fields.analysis ?? analysis } : {}) });
    return response.entriesAndGraphOfContext;
  };
  // The JSON leaves out an empty list: a build that ranks key phrases (it does on this text) gave
  // none for a text with no noun phrase it keeps, which scores 0; one that has none gives none anywhere.
  const ranksKeyPhrases = Array.isArray((await answer('Rain feeds the rivers. Rivers feed the farms. Farms feed the towns.', 'en')).keyPhrases);
  return {
    analysis: sendAnalysis ? analysis : `not sent (this build's request has no analysis field)`,
    async run(text, language) {
      const envelope = await answer(text, language);
      const phrases = envelope.keyPhrases ?? (ranksKeyPhrases ? [] : undefined);
      return {
        topNodes: envelope.graph.networkGraph.attributes.top_nodes ?? [],
        keyPhrases: Array.isArray(phrases) ? phrases.map((p) => p.phrase) : undefined,
      };
    },
  };
}

/**
 * The same documents through a real `tna graph` process on stdin: its answer must be the in-process
 * one. The text is read as text (--input-format text), as the command reads a .txt file: on stdin
 * it would otherwise guess by the content, and a paper whose lines are indented four spaces reads
 * as Markdown's code blocks (wiki20's 12049).
 */
function checkAgainstCli(doc, language, inProcess) {
  const run = spawnSync(process.execPath, [CLI, 'graph', '--language', language, '--input-format', 'text', '-f', 'json'], { input: doc.text, encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`tna graph on ${doc.id}: ${run.stderr.trim()}`);
  const envelope = JSON.parse(run.stdout).entriesAndGraphOfContext;
  // No keyPhrases field: none (inProcess says whether the build ranks them).
  const cli = { topNodes: envelope.graph.networkGraph.attributes.top_nodes ?? [], keyPhrases: envelope.keyPhrases?.map((p) => p.phrase) ?? (inProcess.keyPhrases ? [] : undefined) };
  if (JSON.stringify(cli) !== JSON.stringify(inProcess)) {
    throw new Error(`the in-process answer for ${doc.id} is not tna graph's:\n  tna graph:  ${JSON.stringify(cli)}\n  in process: ${JSON.stringify(inProcess)}`);
  }
}

/** Term frequency: the most frequent content words; ties go to the word seen first (a Map keeps that order, and the sort is stable). */
function termFrequency(text, stopwords) {
  const counts = new Map();
  for (const word of words(text)) if (isContent(word, stopwords)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([word]) => word);
}

const DAMPING = 0.85;
const CONVERGENCE = 1e-4;
const MAX_ITERATIONS = 1000;

/**
 * TextRank (Mihalcea & Tarau, "TextRank: Bringing Order into Texts", 2004), keyword extraction as
 * section 3 describes it. Candidates: the paper keeps nouns and adjectives; with no tagger here,
 * every content word (TF's rule) is a candidate, which is the paper's "all open-class words"
 * filter less the verbs and adverbs it cannot tell apart. The graph: undirected, unweighted, an
 * edge between two candidates that co-occur within a window of 2 in the sequence of candidates
 * (the paper's best setting). Scores: the paper's PageRank, S(Vi) = (1 − d) + d · Σ S(Vj)/|Out(Vj)|,
 * d = 0.85, from 1 until no score moves by 1e-4. Words: the top 10. Phrases: the paper marks
 * the top third of the vertices as keywords and collapses those adjacent in the text into
 * multi-word keywords; it does not rank them, so a phrase scores the mean of its words' scores (as
 * gensim's and summa's TextRank do) and the top 10 distinct ones are kept. pke's sum was tried
 * too: it puts the longest runs first, which on full papers left TextRank's phrases at 1–2% F1
 * (against 8–12% with the mean), a peer weaker than the paper's method.
 */
function textRank(text, stopwords) {
  const lower = text.toLowerCase();
  const tokens = [...lower.matchAll(WORD)].map((m) => ({ word: m[0], start: m.index, end: m.index + m[0].length }));
  const candidates = tokens.filter((t) => isContent(t.word, stopwords));
  const index = new Map();
  for (const { word } of candidates) if (!index.has(word)) index.set(word, index.size);
  const n = index.size;
  const neighbours = Array.from({ length: n }, () => new Set());
  for (let i = 1; i < candidates.length; i++) {
    const a = index.get(candidates[i - 1].word);
    const b = index.get(candidates[i].word);
    if (a !== b) neighbours[a].add(b), neighbours[b].add(a);
  }
  const lists = neighbours.map((s) => [...s]);
  let score = new Float64Array(n).fill(1);
  for (let iteration = 0; iteration < MAX_ITERATIONS; iteration++) {
    const next = new Float64Array(n);
    let moved = 0;
    for (let i = 0; i < n; i++) {
      let sum = 0;
      for (const j of lists[i]) sum += score[j] / lists[j].length;
      next[i] = 1 - DAMPING + DAMPING * sum;
      moved = Math.max(moved, Math.abs(next[i] - score[i]));
    }
    score = next;
    if (moved < CONVERGENCE) break;
  }
  const vocabulary = [...index.keys()];
  // Stable sort on the order of first occurrence: ties go to the word seen first.
  const ranked = vocabulary.map((word, i) => ({ word, score: score[i] })).sort((a, b) => b.score - a.score);
  const keywords = new Set(ranked.slice(0, Math.ceil(n / 3)).map((r) => r.word));
  // Adjacent in the text: consecutive words with only spaces or a hyphen between them, so that a
  // comma, a full stop or a stopword ends a phrase.
  const phrases = new Map();
  let run = [];
  const close = () => {
    if (run.length === 0) return;
    const phrase = run.map((t) => t.word).join(' ');
    if (!phrases.has(phrase)) phrases.set(phrase, run.reduce((s, t) => s + score[index.get(t.word)], 0) / run.length);
    run = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!keywords.has(token.word)) {
      close();
      continue;
    }
    const previous = run.at(-1);
    if (previous && !/^[\s\-‐‑]+$/u.test(lower.slice(previous.end, token.start))) close();
    run.push(token);
  }
  close();
  return {
    words: ranked.slice(0, TOP).map((r) => r.word),
    phrases: [...phrases].sort((a, b) => b[1] - a[1]).slice(0, TOP).map(([phrase]) => phrase),
  };
}

/** Why YAKE cannot run here, or undefined when its checkouts are named and found. */
function yakeMissing() {
  const { YAKE_SRC, SEGTOK_SRC } = process.env;
  if (!YAKE_SRC || !SEGTOK_SRC) return 'YAKE_SRC and SEGTOK_SRC must name checkouts of YAKE\'s repository (LIAAD/yake) and of segtok\'s (fnl/segtok)';
  if (!existsSync(path.join(YAKE_SRC, 'yake', '__init__.py'))) return `YAKE_SRC=${YAKE_SRC} holds no yake/__init__.py`;
  if (!existsSync(path.join(SEGTOK_SRC, 'segtok', '__init__.py'))) return `SEGTOK_SRC=${SEGTOK_SRC} holds no segtok/__init__.py`;
  return undefined;
}

/** YAKE on every document of a dataset in one Python process (bench/about-yake.py): n = 3, top 10, the dataset's language. */
function runYake(docs, language, python) {
  const { YAKE_SRC, SEGTOK_SRC, PYTHONPATH } = process.env;
  const started = performance.now();
  const run = spawnSync(python, ['-B', YAKE_DRIVER], {
    input: JSON.stringify({ lan: language, n: 3, top: TOP, docs: docs.map((d) => d.text) }),
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, PYTHONPATH: [YAKE_SRC, SEGTOK_SRC, PYTHONPATH].filter(Boolean).join(path.delimiter) },
  });
  const wall = (performance.now() - started) / 1000;
  if (run.error) return { error: `${python}: ${run.error.message}` };
  if (run.status !== 0) return { error: `${python} ${path.relative(ROOT, YAKE_DRIVER)} failed: ${run.stderr.trim().split('\n').slice(-3).join(' / ')}` };
  return { ...JSON.parse(run.stdout), wall };
}

/** A package's version as its package.json in node_modules says (some packages' exports hide the file from require). */
function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}

/**
 * retext-keywords, the unified collective's extractor, as a peer in this process (English only):
 * retext with retext-english's parser, then retext-pos's tagger, which its README asks for before
 * it, then retext-keywords with maximum 10. Its keywords are taken as the text writes them (the
 * first match's word), its key phrases as its README takes them (nlcst-to-string of the first
 * match's nodes); both ranked as it ranks them, the first 10 (ties can give it more).
 */
async function retextSystem() {
  try {
    const [{ retext }, { default: retextEnglish }, { default: retextPos }, { default: retextKeywords }, { toString }] = await Promise.all([
      import('retext'),
      import('retext-english'),
      import('retext-pos'),
      import('retext-keywords'),
      import('nlcst-to-string'),
    ]);
    const processor = retext().use(retextEnglish).use(retextPos).use(retextKeywords, { maximum: TOP }).freeze();
    return {
      version: `retext ${packageVersion('retext')}, retext-english ${packageVersion('retext-english')}, retext-pos ${packageVersion('retext-pos')}, retext-keywords ${packageVersion('retext-keywords')}`,
      run(text) {
        const { data } = processor.processSync(text);
        return {
          words: (data.keywords ?? []).slice(0, TOP).map((k) => toString(k.matches[0].node)),
          phrases: (data.keyphrases ?? []).slice(0, TOP).map((p) => toString(p.matches[0].nodes)),
        };
      },
    };
  } catch (error) {
    return { error: `${error.message} (npm ci installs retext, retext-english, retext-pos and retext-keywords)` };
  }
}

/**
 * The tagger of the noun check (English only): wink-nlp with its English model, a tagger that tna's
 * analysis does not use, run on the whole document (its sentence splitter, then its tagger, so
 * that each word is tagged in its sentence). Tags are Universal Dependencies' (NOUN, PROPN, ...).
 */
function nounTagger() {
  try {
    const winkNLP = require('wink-nlp');
    const model = require('wink-eng-lite-web-model');
    const nlp = winkNLP(model, ['sbd', 'pos']);
    const { its } = nlp;
    return {
      version: `wink-nlp ${packageVersion('wink-nlp')}, wink-eng-lite-web-model ${packageVersion('wink-eng-lite-web-model')}`,
      tag(text) {
        const tokens = nlp.readDoc(text).tokens();
        const tags = tokens.out(its.pos);
        return tokens.out(its.value).map((value, i) => [value, tags[i]]);
      },
    };
  } catch (error) {
    return { error: `${error.message} (npm ci installs wink-nlp and wink-eng-lite-web-model)` };
  }
}

/**
 * `tna graph --each` over a dataset's documents as a person would run it: each document a .txt file
 * in a temporary folder, one process, --language and -f json, its default threads (all processors
 * but one, two on a 2-core machine); wall time from spawn to exit, its output to a file (one JSON line a document, counted).
 */
function timeEach(docs, language, dir) {
  mkdirSync(dir, { recursive: true });
  const files = docs.map((doc) => {
    const file = path.join(dir, `${doc.id}.txt`);
    writeFileSync(file, doc.text);
    return file;
  });
  const out = path.join(dir, 'out.ndjson');
  const fd = openSync(out, 'w');
  const started = performance.now();
  const run = spawnSync(process.execPath, [CLI, 'graph', '--each', '--language', language, '-f', 'json', ...files], { stdio: ['ignore', fd, 'pipe'], encoding: 'utf8' });
  const seconds = (performance.now() - started) / 1000;
  closeSync(fd);
  try {
    if (run.error) return { error: run.error.message };
    if (run.status !== 0) return { error: `tna graph --each exited with ${run.status}: ${run.stderr.trim().split('\n').slice(-2).join(' / ')}` };
    const lines = readFileSync(out, 'utf8').split('\n').filter(Boolean).length;
    if (lines !== files.length) return { error: `tna graph --each printed ${lines} graphs for ${files.length} files` };
    return { seconds, files: files.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- scoring ----------------------------------------------------------------------------------

/** Precision over what was predicted, recall over the gold, F1 of the two; 0 where either side is empty. */
function prf(predicted, gold) {
  const hits = predicted.filter((p) => gold.has(p)).length;
  const precision = predicted.length ? hits / predicted.length : 0;
  const recall = gold.size ? hits / gold.size : 0;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}

/** Distinct in order, then the first 10: two predictions that stem alike count once. */
const firstDistinct = (items) => [...new Set(items)].slice(0, TOP);

/**
 * Word level: the gold is the stems of the content words of all the gold keys (their words less
 * the stopword package's function words); a prediction is its 10 words, a tna concept joined with
 * _ (new_york) split into its words, each stemmed. A predicted function word can never match.
 */
function wordScore(predictedWords, doc, language, contentOnly = false) {
  const stem = stemmerOf(language);
  doc.goldWords ??= new Set(doc.keys.flatMap(words).filter((w) => isGoldWord(w, language)).map(stem));
  const read = predictedWords.slice(0, TOP).flatMap((w) => words(w.replaceAll('_', ' ')));
  const predicted = firstDistinct((contentOnly ? read.filter((w) => isGoldWord(w, language)) : read).map(stem));
  return prf(predicted, doc.goldWords);
}

/** Phrase level: whole phrases, stemmed word by word, against the stemmed gold keys, those absent from the text included. */
function phraseScore(predictedPhrases, doc, language) {
  const stem = stemmerOf(language);
  doc.goldPhrases ??= new Set(doc.keys.map((k) => stemPhrase(k, stem)).filter(Boolean));
  const predicted = firstDistinct(predictedPhrases.slice(0, TOP).map((p) => stemPhrase(p, stem)).filter(Boolean));
  return prf(predicted, doc.goldPhrases);
}

const mean = (scores) => {
  const avg = (key) => (scores.length ? scores.reduce((s, x) => s + x[key], 0) / scores.length : 0);
  return { precision: avg('precision'), recall: avg('recall'), f1: avg('f1') };
};

// ---- the run ------------------------------------------------------------------------------------

/** The two stoplists TF and TextRank are run with; the better figure of each, per dataset, is theirs. */
const LISTS = ['stopwords-iso', 'stopword'];
const listsOf = (language) => ({ 'stopwords-iso': stopwordsOf(language), stopword: functionWordsOf(language) });
/** The systems whose top 10 phrases the noun check and the repeats read. */
const PHRASE_SYSTEMS = ['tna', 'yake', 'retext', 'textRank'];

/** A mean per stoplist and the better of them, which is the system's figure; `list` says which won. */
function better(scores, key) {
  const lists = Object.fromEntries(LISTS.map((l) => [l, mean(scores[`${key}.${l}`] ?? [])]));
  const list = LISTS.reduce((a, b) => (lists[b].f1 > lists[a].f1 ? b : a));
  return { ...lists[list], list, lists };
}

async function scoreDataset(set, tna, peers, opts, tmp) {
  const { name, language, docs } = set;
  const english = language === 'en';
  const stem = stemmerOf(language);
  const functionWords = functionWordsOf(language);
  const lists = listsOf(language);
  // YAKE first, one process for the dataset, so that every measure of a document is taken in one pass.
  let yake = { error: peers.yakeWhyNot };
  if (!yake.error) {
    progress(`${name}: YAKE on ${docs.length} documents`);
    yake = runYake(docs, language, opts.python);
  }
  // null: not run on this language (both are English); { error }: could not run.
  const retext = english ? peers.retext : null;
  const tagger = english ? peers.tagger : null;
  const retextRuns = Boolean(retext && !retext.error);
  const taggerRuns = Boolean(tagger && !tagger.error);

  const scores = {};
  const add = (key, score) => (scores[key] ??= []).push(score);
  const seconds = { tna: 0, tf: 0, textRank: 0, retext: retextRuns ? 0 : null };
  const repeats = {};
  const nouns = {};
  let keyPhrasesProduced = true;
  let unmatchable = 0;
  let predictedWords = 0;
  for (const [i, doc] of docs.entries()) {
    if (i % 25 === 0) progress(`${name}: tna, TF, TextRank${retextRuns ? ', retext-keywords' : ''}${taggerRuns ? ', the noun check' : ''} ${i}/${docs.length}`);
    let t = performance.now();
    const answer = await tna.run(doc.text, language);
    seconds.tna += (performance.now() - t) / 1000;
    if (i === 0) checkAgainstCli(doc, language, answer);
    const top = answer.topNodes.slice(0, TOP);
    const tnaWords = top.flatMap((c) => words(c.replaceAll('_', ' ')));
    predictedWords += tnaWords.length;
    unmatchable += tnaWords.filter((w) => !isGoldWord(w, language)).length;
    add('words.tna', wordScore(top, doc, language));
    const phrases = {};
    if (answer.keyPhrases === undefined) keyPhrasesProduced = false;
    else {
      phrases.tna = answer.keyPhrases;
      add('phrases.tna', phraseScore(answer.keyPhrases, doc, language));
      // The key phrases' words: the distinct stems of the first 10 key phrases, in order, first 10,
      // less the function words the gold's words leave out (de of mot de passe could never match).
      add('words.tnaPhrases', wordScore(answer.keyPhrases.slice(0, TOP), doc, language, true));
      if (process.env.DBG_DOCS) { const tfw = termFrequency(doc.text, lists['stopwords-iso']); const a = wordScore(answer.keyPhrases.slice(0, TOP), doc, language, true), b = wordScore(tfw, doc, language); console.error(JSON.stringify({ doc: doc.name ?? i, kp: answer.keyPhrases.slice(0, TOP), tf: tfw.slice(0, 10), gold: [...doc.goldWords], kpF: +a.f1.toFixed(3), tfF: +b.f1.toFixed(3) })); }
    }
    for (const list of LISTS) {
      t = performance.now();
      const tf = termFrequency(doc.text, lists[list]);
      seconds.tf += (performance.now() - t) / 1000;
      t = performance.now();
      const rank = textRank(doc.text, lists[list]);
      seconds.textRank += (performance.now() - t) / 1000;
      add(`words.tf.${list}`, wordScore(tf, doc, language));
      add(`words.textRank.${list}`, wordScore(rank.words, doc, language));
      add(`phrases.textRank.${list}`, phraseScore(rank.phrases, doc, language));
      phrases[`textRank.${list}`] = rank.phrases;
    }
    if (retextRuns) {
      t = performance.now();
      const found = retext.run(doc.text);
      seconds.retext += (performance.now() - t) / 1000;
      add('words.retext', wordScore(found.words, doc, language));
      add('phrases.retext', phraseScore(found.phrases, doc, language));
      phrases.retext = found.phrases;
    }
    if (!yake.error) {
      phrases.yake = yake.keywords[i];
      add('phrases.yake', phraseScore(yake.keywords[i], doc, language));
      add('words.yakePhrases', wordScore(yake.keywords[i].slice(0, TOP), doc, language));
    }
    // Repeats in each top 10, as the system gives it (two phrases that stem alike are a repeat).
    for (const [system, list] of Object.entries(phrases)) {
      const sets = list.slice(0, TOP).map((p) => stemSet(p, stem, functionWords));
      (repeats[system] ??= []).push(repeatsIn(sets).length);
    }
    // The noun check: the last word of each phrase of a top 10, where the document uses the phrase.
    if (taggerRuns) {
      const stream = taggedStream(tagger.tag(doc.text), stem);
      for (const [system, list] of Object.entries(phrases)) {
        const tally = (nouns[system] ??= { phrases: 0, found: 0, nounFirst: 0, nounMajority: 0 });
        for (const phrase of list.slice(0, TOP)) {
          const check = nounCheck(words(phrase), stream, stem);
          tally.phrases++;
          if (check.occurrences === 0) continue;
          tally.found++;
          tally.nounFirst += check.first ? 1 : 0;
          tally.nounMajority += check.majority ? 1 : 0;
        }
      }
    }
  }
  progress(`${name}: tna graph --each on ${docs.length} files`);
  const each = timeEach(docs, language, path.join(tmp, `${name}-each`));
  if (each.error) throw new Error(`${name}: ${each.error}`);
  progress('');

  const textRankPhrases = better(scores, 'phrases.textRank');
  // TextRank's phrases are read (nouns, repeats) with the stoplist that won at the phrase level.
  const pick = (table) => {
    const out = {};
    for (const system of PHRASE_SYSTEMS) {
      const key = system === 'textRank' ? `textRank.${textRankPhrases.list}` : system;
      if (table[key]) out[system] = table[key];
    }
    return out;
  };
  const meanOf = (xs) => xs.reduce((s, x) => s + x, 0) / (xs.length || 1);
  const share = (t) => ({ ...t, share: t.found ? t.nounMajority / t.found : null, shareFirst: t.found ? t.nounFirst / t.found : null });
  return {
    dataset: name,
    language,
    checkedAgainstCli: docs[0]?.id,
    docs: docs.length,
    words: {
      tna: mean(scores['words.tna']),
      tnaPhrases: keyPhrasesProduced ? mean(scores['words.tnaPhrases']) : null,
      tf: better(scores, 'words.tf'),
      textRank: better(scores, 'words.textRank'),
      retext: retextRuns ? mean(scores['words.retext']) : null,
      yakePhrases: yake.error ? null : mean(scores['words.yakePhrases']),
    },
    phrases: {
      tna: keyPhrasesProduced ? mean(scores['phrases.tna']) : null,
      yake: yake.error ? null : mean(scores['phrases.yake']),
      retext: retextRuns ? mean(scores['phrases.retext']) : null,
      textRank: textRankPhrases,
    },
    repeats: Object.fromEntries(Object.entries(pick(repeats)).map(([s, xs]) => [s, meanOf(xs)])),
    nouns: taggerRuns ? Object.fromEntries(Object.entries(pick(nouns)).map(([s, t]) => [s, share(t)])) : null,
    tnaWords: { predicted: predictedWords, theGoldLeavesOut: unmatchable },
    seconds: { ...seconds, yake: yake.error ? null : yake.seconds, yakeProcess: yake.error ? null : yake.wall, tnaEach: each.seconds },
    peers: {
      yake: yake.error ? { error: yake.error } : { version: yake.version, from: yake.file, jellyfish: yake.jellyfish, failed: yake.failed },
      retext: retext === null ? 'not run on this language' : retext.error ? { error: retext.error } : { version: retext.version },
      tagger: tagger === null ? 'not run on this language' : tagger.error ? { error: tagger.error } : { version: tagger.version },
    },
  };
}

const NOUN_GOAL = 0.9;
const REPEAT_GOAL = 0.5;

/**
 * The goals, dataset by dataset: each check is met, not met (with the figures that fall short), or
 * not judged where a peer it needs did not run (which is not met). Missing key phrases fail every
 * goal of theirs. English-only peers are compared on the English datasets.
 */
function goalChecks(r) {
  const f = (x) => (100 * x.f1).toFixed(1);
  const english = r.language === 'en';
  const yakeRan = !r.peers.yake.error;
  const retextRan = english && !r.peers.retext.error;
  const atLeast = (mine, peers) => {
    if (!mine) return { met: false, why: 'tna gave none' };
    const missing = peers.filter(([, x, ran]) => !ran).map(([label]) => `${label} did not run`);
    const below = peers.filter(([, x, ran]) => ran && mine.f1 < x.f1).map(([label, x]) => `${label} ${f(x)}`);
    return { met: missing.length === 0 && below.length === 0, why: [...below.map((b) => `below ${b}`), ...missing].join('; ') || undefined };
  };
  const retextPeer = english ? [['retext-keywords', r.words.retext, retextRan]] : [];
  const checks = {
    keyPhraseWords: atLeast(r.words.tnaPhrases, [['TF', r.words.tf, true], ['TextRank', r.words.textRank, true], ...retextPeer]),
    keyPhrases: atLeast(r.phrases.tna, [['YAKE', r.phrases.yake, yakeRan], ...(english ? [['retext-keywords', r.phrases.retext, retextRan]] : [])]),
    topNodes: atLeast(r.words.tna, [['TextRank', r.words.textRank, true]]),
  };
  if (english) {
    const share = r.nouns?.tna?.share;
    checks.nouns = r.nouns === null ? { met: false, why: 'the tagger did not run' } : share == null ? { met: false, why: 'tna gave no key phrases' } : { met: share >= NOUN_GOAL, why: share >= NOUN_GOAL ? undefined : `${(100 * share).toFixed(1)}%` };
  }
  const mine = r.repeats.tna;
  if (mine === undefined) checks.repeats = { met: false, why: 'tna gave no key phrases' };
  else {
    const peers = [['YAKE', r.repeats.yake, yakeRan], ...(english ? [['retext-keywords', r.repeats.retext, retextRan]] : []), ['TextRank', r.repeats.textRank, true]];
    const why = [
      ...(mine > REPEAT_GOAL ? [`${mine.toFixed(2)} > ${REPEAT_GOAL}`] : []),
      ...peers.filter(([, , ran]) => !ran).map(([label]) => `${label} did not run`),
      ...peers.filter(([, x, ran]) => ran && mine > x).map(([label, x]) => `more than ${label} ${x.toFixed(2)}`),
    ];
    checks.repeats = { met: why.length === 0, why: why.join('; ') || undefined };
  }
  return checks;
}

const GOALS = {
  keyPhraseWords: "the key phrases' words: word F1@10 ≥ TF's, TextRank's and retext-keywords'",
  keyPhrases: "the key phrases: phrase F1@10 ≥ YAKE's and retext-keywords'",
  topNodes: "top_nodes: word F1@10 ≥ TextRank's",
  nouns: `at least ${100 * NOUN_GOAL}% of the top 10 key phrases end in a noun (English datasets)`,
  repeats: `at most ${REPEAT_GOAL} repeats per top 10, and at most every peer's`,
};

function goals(rows) {
  const perDataset = Object.fromEntries(rows.map((r) => [r.dataset, goalChecks(r)]));
  const summary = {};
  for (const [key, goal] of Object.entries(GOALS)) {
    const judged = rows.filter((r) => perDataset[r.dataset][key]);
    const failing = judged.filter((r) => !perDataset[r.dataset][key].met).map((r) => r.dataset);
    summary[key] = { goal: `${goal}, on every dataset`, met: judged.length > 0 && failing.length === 0, notMetOn: failing };
  }
  return { summary, perDataset };
}

function table(report) {
  const pct = (x) => (x == null ? '—' : (100 * x).toFixed(1));
  const f = (x) => (x ? pct(x.f1) : '—');
  const withList = (x) => `${f(x)} ${x.list === 'stopword' ? 's' : 'i'}`;
  const rows = report.datasets;
  const m = report.means;
  const lines = [
    `tna ${report.commit}, analysis ${report.analysis}; half: ${report.half}; F1@10 in %, averaged over each dataset's documents.`,
    '',
    "Words (the gold keys' words less the stopword package's function words). tna's top_nodes; the words of tna's key phrases (the distinct stems of the first 10, in order, first 10); term frequency and TextRank with the better of two stoplists (i: stopwords-iso, s: stopword); retext-keywords' keywords:",
    '',
    "| Dataset | Lang | Docs | tna top_nodes | tna key phrases' words | TF | TextRank | retext-keywords |",
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  const meanRows = (render) => {
    for (const [label, mm] of [['mean of datasets', m.all], ['mean of English datasets', m.english]]) if (mm) lines.push(render(label, mm));
  };
  for (const r of rows) lines.push(`| ${r.dataset} | ${r.language} | ${r.docs} | ${f(r.words.tna)} | ${f(r.words.tnaPhrases)} | ${withList(r.words.tf)} | ${withList(r.words.textRank)} | ${f(r.words.retext)} |`);
  meanRows((label, mm) => `| ${label} | | ${mm.docs} | ${f(mm.words.tna)} | ${f(mm.words.tnaPhrases)} | ${f(mm.words.tf)} | ${f(mm.words.textRank)} | ${f(mm.words.retext)} |`);
  lines.push('', "Phrases (whole, stemmed, against the gold keys, those absent from the text included); TextRank with the better stoplist:", '');
  lines.push('| Dataset | Lang | Docs | tna key phrases | YAKE | retext-keywords | TextRank |', '|---|---|---:|---:|---:|---:|---:|');
  for (const r of rows) lines.push(`| ${r.dataset} | ${r.language} | ${r.docs} | ${f(r.phrases.tna)} | ${r.phrases.yake ? f(r.phrases.yake) : 'not run'} | ${f(r.phrases.retext)} | ${withList(r.phrases.textRank)} |`);
  meanRows((label, mm) => `| ${label} | | ${mm.docs} | ${f(mm.phrases.tna)} | ${f(mm.phrases.yake)} | ${f(mm.phrases.retext)} | ${f(mm.phrases.textRank)} |`);
  lines.push(
    '',
    `Read as a person would: of each system's top 10 phrases, the share that end in a word ${report.tagger ?? 'the tagger'} tags NOUN or PROPN where the document uses the phrase (the tag at more than half of its occurrences; phrases the document does not hold are left out, their count in the JSON), English datasets; and the repeats per top 10 (phrases whose stems, less function words, lie inside another's or are another's), every dataset:`,
    '',
    '| Dataset | Docs | nouns: tna | YAKE | retext-keywords | TextRank | repeats: tna | YAKE | retext-keywords | TextRank |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  const rep = (x) => (x === undefined ? '—' : x.toFixed(2));
  for (const r of rows) {
    const n = (s) => pct(r.nouns?.[s]?.share);
    lines.push(`| ${r.dataset} | ${r.docs} | ${n('tna')} | ${n('yake')} | ${n('retext')} | ${n('textRank')} | ${rep(r.repeats.tna)} | ${rep(r.repeats.yake)} | ${rep(r.repeats.retext)} | ${rep(r.repeats.textRank)} |`);
  }
  meanRows((label, mm) => {
    const n = (k) => pct(mm.nouns[k]);
    const p = (k) => rep(mm.repeats[k] ?? undefined);
    return `| ${label} | ${mm.docs} | ${n('tna')} | ${n('yake')} | ${n('retext')} | ${n('textRank')} | ${p('tna')} | ${p('yake')} | ${p('retext')} | ${p('textRank')} |`;
  });
  lines.push('', 'Goals, dataset by dataset (✓ met; ✗ not met, and why):', '');
  const keys = Object.keys(GOALS);
  lines.push(`| Dataset | ${keys.join(' | ')} |`, `|---|${keys.map(() => '---').join('|')}|`);
  for (const r of rows) {
    const c = report.goals.perDataset[r.dataset];
    lines.push(`| ${r.dataset} | ${keys.map((k) => (c[k] ? (c[k].met ? '✓' : `✗ ${c[k].why ?? ''}`.trim()) : '—')).join(' | ')} |`);
  }
  lines.push('');
  for (const [key, g] of Object.entries(report.goals.summary)) lines.push(`Goal ${key}: ${g.goal}: ${g.met ? 'met' : `not met${g.notMetOn.length ? ` (on ${g.notMetOn.join(', ')})` : ''}`}.`);

  const s = report.seconds;
  const per = (x, n = report.documents) => `${x.toFixed(1)} s (${((1000 * x) / n).toFixed(1)} ms a document)`;
  lines.push('', 'Speed: tna in this process (the whole graph request a document), `tna graph --each` over the documents as files (one process, wall time), retext-keywords in this process; the ratio is tna graph --each over retext-keywords:', '');
  lines.push('| Dataset | Docs | tna in process | tna graph --each | retext-keywords | ratio |', '|---|---:|---:|---:|---:|---:|');
  const ratio = (a, b) => (a != null && b ? `${(a / b).toFixed(2)}×` : '—');
  const sec = (x) => (x == null ? '—' : `${x.toFixed(2)} s`);
  for (const r of rows) lines.push(`| ${r.dataset} | ${r.docs} | ${sec(r.seconds.tna)} | ${sec(r.seconds.tnaEach)} | ${sec(r.seconds.retext)} | ${ratio(r.seconds.tnaEach, r.seconds.retext)} |`);
  const en = report.englishSeconds;
  if (en) lines.push(`| English datasets | ${en.documents} | ${sec(en.tna)} | ${sec(en.tnaEach)} | ${sec(en.retext)} | ${ratio(en.tnaEach, en.retext)} |`);
  lines.push(
    '',
    `Times in this run, ${report.documents} documents: tna ${per(s.tna)} in this process; TF ${per(s.tf)} and TextRank ${per(s.textRank)} (each run with both stoplists); ` +
      (s.yake === null ? 'YAKE not run.' : `YAKE ${per(s.yake)} (its extraction, timed inside Python; ${s.yakeProcess.toFixed(1)} s with the processes' start-up).`),
  );
  const { cpus, loadAverage } = report.machine;
  lines.push(`The machine: ${cpus} processors, Node ${report.machine.node}, load average (1 minute) ${loadAverage.start.toFixed(1)} at the start and ${loadAverage.end.toFixed(1)} at the end.`);
  lines.push(`Of tna's top_nodes words, ${pct(report.tnaWordsTheGoldLeavesOut)}% are function words the word-level gold leaves out (the stopword package's list), which cannot match.`);
  lines.push(`The same answer as \`tna graph\` processes (the text on stdin, --language, --input-format text, -f json) on ${report.cliChecked.join(', ')}.`);
  for (const [label, why] of Object.entries(report.errors)) lines.push(`${label} did not run: ${why}.`);
  const first = rows[0]?.peers ?? {};
  if (!report.errors.YAKE && first.yake) lines.push(`YAKE ${first.yake.version ?? ''} from ${first.yake.from ?? ''} (jellyfish ${first.yake.jellyfish ?? '?'}).`);
  if (report.retext) lines.push(`retext-keywords: ${report.retext}; the noun check's tagger: ${report.tagger ?? 'did not run'}.`);
  return lines.join('\n');
}

async function main() {
  const opts = options();
  if (opts.help) return console.log(USAGE);
  const names = datasetZips(opts.data, opts.datasets);
  const tna = await tnaSystem();
  const peers = { yakeWhyNot: yakeMissing(), retext: await retextSystem(), tagger: nounTagger() };
  const commit = spawnSync('git', ['-C', ROOT, 'describe', '--always', '--dirty'], { encoding: 'utf8' }).stdout?.trim() || 'unknown';
  // The machine's load (1-minute average) at the start and the end: times on a busy machine are not those of an idle one.
  const loadAtStart = os.loadavg()[0];
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tna-about-'));
  const rows = [];
  try {
    for (const name of names) {
      progress(`${name}: unzipping`);
      const set = loadDataset(opts.data, name, tmp, opts.half, opts.limit);
      rows.push(await scoreDataset(set, tna, peers, opts, tmp));
      rmSync(path.join(tmp, name), { recursive: true, force: true });
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  // Means of datasets: a figure's mean where every dataset of the set has it.
  const meansOf = (set) => {
    if (set.length === 0) return null;
    const avg = (pick) => {
      const xs = set.map(pick);
      return xs.every(Boolean) ? { f1: xs.reduce((s, x) => s + x.f1, 0) / xs.length } : null;
    };
    const of = (part) => Object.fromEntries(Object.keys(set[0][part]).map((k) => [k, avg((r) => r[part][k])]));
    const avgOf = (pick) => {
      const xs = set.map(pick);
      return xs.every((x) => x != null) ? xs.reduce((s, x) => s + x, 0) / xs.length : null;
    };
    const systems = ['tna', 'yake', 'retext', 'textRank'];
    return {
      datasets: set.length,
      docs: set.reduce((s, r) => s + r.docs, 0),
      words: of('words'),
      phrases: of('phrases'),
      nouns: Object.fromEntries(systems.map((k) => [k, avgOf((r) => r.nouns?.[k]?.share)])),
      repeats: Object.fromEntries(systems.map((k) => [k, avgOf((r) => r.repeats[k])])),
    };
  };
  const english = rows.filter((r) => r.language === 'en');
  const sum = (set, key) => (set.some((r) => r.seconds[key] === null) ? null : set.reduce((s, r) => s + r.seconds[key], 0));
  const documents = rows.reduce((s, r) => s + r.docs, 0);
  const errors = {};
  const yakeError = rows.find((r) => r.peers.yake.error)?.peers.yake.error;
  if (yakeError) errors.YAKE = yakeError;
  if (english.length && peers.retext.error) errors['retext-keywords'] = peers.retext.error;
  if (english.length && peers.tagger.error) errors["The noun check's tagger (wink-nlp)"] = peers.tagger.error;
  const report = {
    commit,
    analysis: tna.analysis,
    half: opts.half,
    documents,
    datasets: rows,
    means: { all: meansOf(rows), english: rows.length > english.length ? meansOf(english) : null },
    goals: goals(rows),
    seconds: { tna: sum(rows, 'tna'), tf: sum(rows, 'tf'), textRank: sum(rows, 'textRank'), yake: sum(rows, 'yake'), yakeProcess: sum(rows, 'yakeProcess'), tnaEach: sum(rows, 'tnaEach') },
    englishSeconds: english.length
      ? { documents: english.reduce((s, r) => s + r.docs, 0), tna: sum(english, 'tna'), tnaEach: sum(english, 'tnaEach'), retext: sum(english, 'retext') }
      : null,
    tnaWordsTheGoldLeavesOut: rows.reduce((s, r) => s + r.tnaWords.theGoldLeavesOut, 0) / (rows.reduce((s, r) => s + r.tnaWords.predicted, 0) || 1),
    cliChecked: rows.filter((r) => r.checkedAgainstCli).map((r) => `${r.dataset}/${r.checkedAgainstCli}`),
    retext: peers.retext.error ? null : peers.retext.version,
    tagger: peers.tagger.error ? null : peers.tagger.version,
    errors,
    machine: { cpus: os.availableParallelism(), node: process.version, loadAverage: { start: loadAtStart, end: os.loadavg()[0] } },
  };
  console.log(opts.json ? JSON.stringify(report, null, 2) : table(report));
  if (opts.save) writeFileSync(opts.save, `${JSON.stringify(report, null, 2)}\n`);
  // The goals cannot be judged without the peers and the tagger: a run without them is not a result.
  for (const [label, why] of Object.entries(errors)) {
    console.error(`bench:about: ${label} did not run: ${why}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`bench:about: ${error.message}`);
  process.exitCode = 1;
});
