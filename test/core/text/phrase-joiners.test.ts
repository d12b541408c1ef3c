// French, Spanish, Portuguese and Italian make their compound nouns with a function word between
// the nouns (mot de passe, área de trabajo, fonte de alimentação), where English writes them side
// by side (password, workspace, power supply): one such joiner between two concepts keeps a key
// phrase whole, and a phrase so joined is a key phrase where the text says it twice or more.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { analyze } from '../../../src/core/analyze.js';
import { PhraseCandidates, phraseJoinersOf } from '../../../src/core/text/key-phrases.js';
import { conceptTokenizer } from '../../../src/core/text/concepts.js';
import { moduleOf } from '../../../src/core/text/stopwords.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import type { Language } from '../../../src/core/types.js';
import { helpPageText } from './languages/corpora.js';

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0 };
const keyPhrases = (text: string, language: Language) => analyze(toStatements({ text }), { ...OPTIONS, language }).keyPhrases.map((k) => k.phrase);

/** The candidates of `text` read as `language` reads them, with its joiners. */
function candidates(text: string, language: Language): PhraseCandidates {
  const statements = toStatements({ text });
  const { tokenize } = conceptTokenizer(statements, { ...OPTIONS, language });
  const module = moduleOf(language);
  const phrases = new PhraseCandidates(module.elided, 0, phraseJoinersOf(module));
  for (const { content } of statements) {
    const reader = phrases.reader(content, 0);
    tokenize(content, reader.observe);
    reader.done();
  }
  return phrases;
}

test('the languages that join their compound nouns by a function word name it; English and German, which write them side by side, none', () => {
  assert.deepEqual([...(phraseJoinersOf(moduleOf('fr')) ?? [])], ['de', 'sans']);
  assert.deepEqual([...(phraseJoinersOf(moduleOf('es')) ?? [])], ['de']);
  assert.deepEqual([...(phraseJoinersOf(moduleOf('pt')) ?? [])], ['de', 'sem']);
  assert.deepEqual([...(phraseJoinersOf(moduleOf('it')) ?? [])], ['di']);
  assert.equal(phraseJoinersOf(moduleOf('en')), undefined);
  assert.equal(phraseJoinersOf(moduleOf('de')), undefined);
});

test('one joiner between two concepts keeps a phrase whole; two function words, or a joiner at either end, do not', () => {
  const phrases = candidates('Changez le mot de passe du compte.\nLa liste de la page reste vide.\nAbsence de date de péremption.\nLe réseau sans fil fonctionne.', 'fr');
  assert.ok(phrases.has('mot passe'), 'mot de passe');
  assert.ok(phrases.has('réseau fil'), 'réseau sans fil');
  // de la: an article after the joiner ends the run.
  assert.ok(!phrases.has('liste page'));
  // A phrase holds one joiner at most: the run goes on from the words after the first.
  assert.ok(phrases.has('absence date') && phrases.has('date péremption'));
  assert.ok(!phrases.has('absence date péremption'));
  // du (de and an article) is no joiner: mot de passe du compte is no phrase.
  assert.ok(!phrases.has('passe compte') && !phrases.has('mot passe compte'));
});

test('a phrase so joined is a key phrase where the text says it twice or more, and not said once (a noun and its complement)', () => {
  const phrases = keyPhrases(
    [
      // A title's phrase counts more: said once there, the noun and its complement took the place of the name.
      "L'arrivée de Rajoy inquiète la télévision publique",
      'Rajoy nomme un nouveau directeur, et Rajoy écarte la présentatrice du journal.',
      'Le mot de passe protège le compte. Sans mot de passe, le compte reste ouvert.',
    ].join('\n'),
    'fr',
  );
  assert.ok(phrases.includes('mot de passe'), phrases.join(', '));
  assert.ok(!phrases.includes('arrivée de Rajoy'), phrases.join(', '));
  assert.ok(phrases.includes('Rajoy'), phrases.join(', '));
});

test("GNOME's help in French, Spanish and Portuguese: its compound nouns are key phrases whole, where their nouns apart were (gestionnaire, mot and passe)", { skip: !existsSync('/usr/share/help/fr/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  // As written: some pages write an accent as a mark of its own after its letter (área), compared composed.
  const top = (language: Language, page: string) => keyPhrases(helpPageText(language, `${page}.page`), language).slice(0, 10).map((p) => p.normalize('NFC'));
  const expected: [Language, string, string[], string[]][] = [
    // Before: gestionnaire; fichier, nom; mot, passe, fil; área, trabajo; tasa, proporción; fonte, alimentação; fio.
    ['fr', 'files-browse', ['gestionnaire de fichiers'], ['gestionnaire']],
    ['fr', 'files-rename', ['nom de fichier', 'gestionnaire de fichiers'], ['gestionnaire']],
    ['fr', 'net-wireless-connect', ['réseau sans fil', 'mot de passe'], ['fil', 'mot', 'passe']],
    ['es', 'keyboard-shortcuts-set', ['área de trabajo', 'atajo de teclado'], ['área', 'trabajo']],
    ['es', 'look-resolution', ['tasa de refresco', 'proporción de aspecto'], ['tasa', 'proporción']],
    ['pt', 'power-othercountry', ['fonte de alimentação'], ['fonte', 'alimentação']],
    ['pt', 'net-wireless-connect', ['rede sem fio'], ['fio']],
  ];
  for (const [language, page, present, absent] of expected) {
    const phrases = top(language, page);
    for (const phrase of present) assert.ok(phrases.includes(phrase), `${language} ${page}: ${phrase} in ${phrases.join(' | ')}`);
    for (const phrase of absent) assert.ok(!phrases.includes(phrase), `${language} ${page}: ${phrase} not in ${phrases.join(' | ')}`);
  }
});
