// A text read in parts, each into a TextReading of its own and added in text order, is the text
// read at once: ids, statements' concepts, the graph, word counts and candidate phrases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { conceptGraph, type AnalyzeOptions } from '../../src/core/analyze.js';
import { proseStatements } from '../../src/core/text/code-spans.js';
import { textLanguage } from '../../src/core/text/concepts.js';
import { toStatements } from '../../src/core/text/statements.js';
import { DEFAULT_SETTINGS } from '../../src/core/text/settings.js';
import { textPlace } from '../../src/core/subject-graph.js';
import { TextReading, wordTally, type ReadingPlan } from '../../src/core/text-reading.js';
import { countWords } from '../../src/core/text/word-counts.js';
import { analysisModule } from '../../src/core/text/concepts.js';

const options = (language: AnalyzeOptions['language'] = 'auto', analysis: AnalyzeOptions['analysis'] = 'default'): AnalyzeOptions => ({
  language,
  stopwords: [],
  settings: DEFAULT_SETTINGS,
  modifyAnalyzedText: 'none',
  replaceEntities: true,
  maxNodes: 0,
  analysis,
});

const ENGLISH = [
  'Customer Relationship Management',
  'Customer relationship management software keeps customer records for the sales team.',
  'The sales team reads customer records daily; customer relationship-management is their job.',
  'A phase field model describes the phase field of a metal. Phase Field Models are common.',
  'Customer relationship management and the phase field model share nothing at all.',
  'The `npm install` command installs customer relationship management software.',
  'Sales teams and customer records: customer relationship management again.',
];

/**
 * The text read in parts cut at `cuts`, each apart, the counts summed first where the language
 * needs them and the generic words decided once; with `known`, the parts after the first read
 * with the concepts the first made.
 */
function readInParts(text: string, opts: AnalyzeOptions, cuts: number[], known = false) {
  const shown = toStatements({ text });
  const statements = proseStatements(shown);
  const language = textLanguage(statements, opts);
  const plan = { language, place: textPlace(statements, language) };
  const bounds = [0, ...cuts, statements.length];
  const parts = bounds.slice(0, -1).map((from, k) => statements.slice(from, bounds[k + 1]));
  const tally = wordTally(plan.language, opts);
  const counts = tally && parts.reduce((t, part) => t.absorb(countWords(analysisModule(plan.language, opts.analysis), proseStatements(part), opts.analysis !== 'reference')), tally).counted();
  const withCounts: ReadingPlan = counts ? { ...plan, words: { counts } } : plan;
  // The first part's reading knows the whole text, as the thread that splits it does: the
  // generic words are decided on it once, and every part reads with them.
  const first = new TextReading(statements, opts, withCounts);
  const all = counts && first.words(counts);
  const words = all && (known ? all : { counts: all.counts, generic: all.generic });
  const rest = parts.slice(1).map((part, k) => new TextReading(part, opts, { ...plan, ...(words ? { words } : {}) }).read(part, bounds[k + 1]));
  first.read(parts[0], 0);
  for (const reading of rest) first.absorb(reading.part());
  return first.built(shown);
}

const snapshot = (built: ReturnType<typeof conceptGraph>) => ({ ...built, phrases: built.phrases?.data() });

test('English read in three parts is the text read at once, in both analyses', () => {
  const text = ENGLISH.join('\n');
  for (const analysis of ['default', 'reference'] as const) {
    const opts = options('auto', analysis);
    assert.deepEqual(snapshot(readInParts(text, opts, [2, 5])), snapshot(conceptGraph(toStatements({ text }), opts)), analysis);
  }
});

test('a phrase written one way in one part and another way in the next keeps every way, counted', () => {
  const text = ENGLISH.join('\n');
  const opts = options();
  const whole = conceptGraph(toStatements({ text }), opts).phrases!;
  const parts = readInParts(text, opts, [1, 2, 3, 4, 5, 6]).phrases!;
  assert.deepEqual(parts.data(), whole.data());
  const weight = () => 1;
  assert.deepEqual(parts.ranked(weight, 16), whole.ranked(weight, 16));
  assert.ok(parts.has('customer relationship management'));
  assert.ok(whole.data().forms.length > 0, 'the text writes some phrase more than one way');
});

test('German word forms joined by the summed counts of its parts, as by the whole text\'s', () => {
  const text = [
    'Die Dateien werden gespeichert.',
    'Die Datei bleibt auf dem Server.',
    'Der Server speichert Dateien und die Datei.',
    'Dateien, Dateien und noch mehr Dateien auf Servern.',
  ].join('\n');
  const opts = options('de');
  const whole = snapshot(conceptGraph(toStatements({ text }), opts));
  assert.deepEqual(snapshot(readInParts(text, opts, [1, 3])), whole);
  assert.deepEqual(snapshot(readInParts(text, opts, [1, 3], true)), whole, 'the later parts read with the concepts the first made');
});

test('English words whose concepts the first part made, and a word none of them knew (in brackets rewritten before the scan)', () => {
  const text = [...ENGLISH, 'Nothing [[wiki-linked]] here, and [bracketed words] too.'].join('\n');
  const opts = { ...options(), settings: { ...DEFAULT_SETTINGS, doubleSquarebracketsProcessing: 'IGNORE_BRACKETS' as const } };
  assert.deepEqual(snapshot(readInParts(text, opts, [3, 6], true)), snapshot(conceptGraph(toStatements({ text }), opts)));
});
