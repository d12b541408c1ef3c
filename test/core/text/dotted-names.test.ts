// Domain names, file names, identifiers and versions: one token each, never `com`, `md` or `config`, and no sentence
// ends inside one; on sentences written for the test and on the README files of the installed packages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { extractConcepts } from '../../../src/core/text/concepts.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { reline } from '../../../src/core/text/split.js';
import { toStatements } from '../../../src/core/text/statements.js';
import { readDocumentList } from '../../../src/input/documents.js';
import { LocalService } from '../../../src/service/local.js';
import type { AnalysisMode } from '../../../src/core/analysis-mode.js';
import { readmeFiles } from '../../input/readme-files.js';
import { ROOT } from '../../check/helpers.js';

const conceptsOf = (text: string, analysis: AnalysisMode = 'default') =>
  extractConcepts(toStatements({ text }), { language: 'en', stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none', replaceEntities: true, analysis })
    .concepts.map((s) => s.tokens.map((t) => t.concept));

test('domain and file names are one concept as written, lowercased', () => {
  assert.deepEqual(conceptsOf('Load the script from cdnjs.com, then edit README.md and package.json.'), [['load', 'script', 'cdnjs.com', 'readme.md', 'package.json']]);
  // A hyphen inside a name is part of it; elsewhere it still separates words.
  // (A common word used once in a short text, well here, is no word the text uses no more than the language does.)
  assert.deepEqual(conceptsOf('See options-common.js on my-site.example.com, for well-being.Then rest'), [['options-common.js', 'my-site.example.com', 'well', 'rest']]);
  // (stays, a short text's verb of the present said once, is no concept.)
  assert.deepEqual(conceptsOf('Node.js and socket.io serve bbc.co.uk; INDEX.HTML stays.'), [['node.js', 'socket.io', 'serve', 'bbc.co.uk', 'index.html']]);
  assert.deepEqual(conceptsOf("Node.js's streams, as in ‘cdnjs.com’"), [['node.js', 'stream', 'cdnjs.com']]);
});

test('a letter a hyphen joins to a word is part of it, and a key phrase holds it (k-means clustering)', async () => {
  assert.deepEqual(conceptsOf('Fast k-means clustering of n-gram features and e-mail filters'), [['fast', 'k-means', 'clustering', 'n-gram', 'feature', 'e-mail', 'filter']]);
  // A plural is its noun's; a word WordNet knows as a noun as it is stays (means, values).
  assert.deepEqual(conceptsOf('Spam e-mails and p-values'), [['spam', 'e-mail', 'p-values']]);
  // Two letters, or a letter inside a longer run, stay as they were read.
  assert.deepEqual(conceptsOf('The A-B split of state-of-the-art x-y-z rivers'), [['split', 'state', 'art', 'river']]);
  assert.deepEqual(conceptsOf('Fast k-means clustering of data', 'reference'), [['fast', 'mean', 'clustering', 'data']]);
  const text = 'Fast k-means clustering of large data sets.\nWe improve k-means clustering with n-gram features.\nThe n-gram features help.';
  const phrases = (await new LocalService().graphAndStatements({}, { text })).entriesAndGraphOfContext.keyPhrases?.map((k) => k.phrase) ?? [];
  assert.ok(phrases.includes('k-means clustering') && phrases.includes('n-gram features'), phrases.join(', '));
});

test('a version is a number, and a number after a word leaves the word', () => {
  assert.deepEqual(conceptsOf('Release v2.1.0 of v10.2 and python3.11 crashes'), [['release', 'crash']]);
  assert.deepEqual(conceptsOf('Figure Fig.3 results'), [['figure', 'fig', 'result']]);
});

test('abbreviations and sentences run together stay the words they were', () => {
  assert.deepEqual(conceptsOf('Rivers, e.g. the Nile, i.e. water'), [['river', 'nile', 'water']]);
  // ended: a participle WordNet lists as an adjective (open-ended), kept as written.
  assert.deepEqual(conceptsOf('The farm ended.Then rivers flowed'), [['farm', 'ended', 'river', 'flow']]);
  assert.deepEqual(conceptsOf('Rain in the U.S.A. falls'), [['rain', 'fall']]);
});

test('a name keeps its place among its neighbours, and key phrases show it as written', async () => {
  const [tokens] = conceptsOf('Mirrors of cdnjs.com serve fonts');
  assert.deepEqual(tokens, ['mirror', 'cdnjs.com', 'serve', 'font']);
  const text = 'Fonts load from cdnjs.com mirrors.\nThe cdnjs.com mirrors serve fonts.\nEdit README.md first.';
  const phrases = (await new LocalService().graphAndStatements({}, { text })).entriesAndGraphOfContext.keyPhrases?.map((k) => k.phrase) ?? [];
  assert.ok(phrases.some((p) => p.startsWith('cdnjs.com')) && phrases.includes('README.md'), phrases.join(', '));
  assert.ok(!phrases.some((p) => /\b(?:com|md)\b/.test(p.replace(/\w+\.(?:com|md)/g, ''))), phrases.join(', '));
});

test('words joined by underscores are one identifier, and an emoji shortcode is none', () => {
  assert.deepEqual(conceptsOf('The file is read from $XDG_CONFIG_HOME/git/ignore when set'), [['file', 'read', 'xdg_config_home', 'git', 'set']]);
  assert.deepEqual(conceptsOf('Raise max_connections or set NODE_ENV.production'), [['raise', 'max_connections', 'node_env.production']]);
  // GitHub's :white_check_mark: is a picture in a table of features, no word: before, check and mark were concepts.
  assert.deepEqual(conceptsOf('| dequal | :white_check_mark: | support |'), [['dequal', 'support']]);
  assert.deepEqual(conceptsOf('The file is read from $XDG_CONFIG_HOME', 'reference'), [['file', 'read', 'xdg', 'config', 'home']]);
});

const GITIGNORE = '/usr/share/doc/git-doc/gitignore.html';

test("Git's manual page on ignored files: no piece of $XDG_CONFIG_HOME among its key phrases", { skip: !existsSync(GITIGNORE) && 'git-doc is not installed (apt-get install git-doc)' }, async () => {
  // Before, CONFIG was one of them.
  const [page] = await readDocumentList([GITIGNORE], { stdin: process.stdin, stdinIsTTY: true, cwd: ROOT });
  const phrases = (await new LocalService().graphAndStatements({}, { text: page.text })).entriesAndGraphOfContext.keyPhrases?.map((k) => k.phrase) ?? [];
  assert.ok(phrases.length >= 10 && !phrases.some((p) => /^(?:CONFIG|XDG|HOME)$/i.test(p)), phrases.join(', '));
});

test('the reference analysis splits at every dot, as the hosted service does', () => {
  assert.deepEqual(conceptsOf('Load the script from cdnjs.com and edit README.md', 'reference'), [['load', 'script', 'cdnjs', 'com', 'edit', 'readme']]);
});

test('no sentence ends at a dot inside a name or a version', () => {
  const text = 'Get it from cdnjs.com. Open README.md and run v2.1.0 today. Node.js Works too.';
  assert.deepEqual(reline(text, 'sentence').text.split('\n'), ['Get it from cdnjs.com.', 'Open README.md and run v2.1.0 today.', 'Node.js Works too.']);
});

/** A file or domain name as READMEs write them, found apart from the tokenizer: a word, a dot, a known ending. */
const NAME = /(?<![\p{L}\p{N}._@/-])[A-Za-z][A-Za-z0-9-]*\.(?:com|org|io|net|md|js|json|ts|mjs|cjs|yml|yaml|txt|html)(?![\p{L}\p{N}_.-]*[\p{L}\p{N}_])/gu;
const ENDINGS = new Set(['com', 'org', 'net', 'json', 'yml', 'yaml', 'txt', 'html', 'mjs', 'cjs']);

test('in the README files of the installed packages, every name is a concept and no ending is one', async () => {
  const modules = path.join(ROOT, 'node_modules');
  const io = { stdin: process.stdin, stdinIsTTY: true, cwd: modules };
  let names = 0;
  const missing: string[] = [];
  const endings: string[] = [];
  for (const file of readmeFiles(modules).sort()) {
    const [document] = await readDocumentList([file], io);
    const statements = toStatements({ text: document.text });
    const { concepts } = extractConcepts(statements, { language: 'en', stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none', replaceEntities: true });
    for (const { statement, tokens } of concepts) {
      const got = new Set(tokens.map((t) => t.concept));
      // Code between backticks is never a concept: only the prose around it is looked at.
      const prose = statement.content.replace(/`[^`]*`/g, ' ');
      for (const match of prose.matchAll(NAME)) {
        names++;
        if (!got.has(match[0].toLowerCase())) missing.push(`${path.relative(modules, file)}: ${match[0]} in "${statement.content.slice(0, 120)}"`);
      }
      // An ending is a concept only where the text writes it as a word of its own ("JSON output")
      // or at the start of a dotted name (net in net.Socket), not after a name's dot.
      const words = new Set((prose.toLowerCase().match(/(?<![\p{L}\p{N}]\.|[\p{L}\p{N}])\p{L}+(?![\p{L}\p{N}]|\.[\p{L}\p{N}])/gu) ?? []));
      const heads = new Set((prose.toLowerCase().match(/(?<![\p{L}\p{N}._])\p{L}+(?=\.[\p{L}])/gu) ?? []));
      for (const concept of got) if (ENDINGS.has(concept) && !words.has(concept) && !heads.has(concept)) endings.push(`${path.relative(modules, file)}: ${concept} in "${statement.content.slice(0, 120)}"`);
    }
  }
  // Several hundred READMEs name thousands of files and sites (package.json, README.md, nodejs.org…).
  assert.ok(names >= 1000, `only ${names} names`);
  assert.deepEqual(missing, []);
  assert.deepEqual(endings, []);
});
