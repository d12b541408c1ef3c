// A key phrase ends in no past participle that the text goes on from with a preposition, its
// complement, as a passive's verb (horloge située dans, botão configurações localizado ao lado):
// the noun before it is the phrase. A participle written otherwise is its noun's adjective.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { analyze } from '../../../src/core/analyze.js';
import { passiveParticipleCheck } from '../../../src/core/text/passive-participles.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import type { Language } from '../../../src/core/types.js';
import { helpPageText } from './languages/corpora.js';

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0 };
const check = (text: string, language: Language) => passiveParticipleCheck(toStatements({ text }), language)!;

test('a past participle the text goes on from with a preposition ends a passive, not a key phrase; before anything else it is an adjective', () => {
  assert.equal(check("L'horloge située dans la barre. Cliquez sur l'horloge située en haut.", 'fr')('horloge située'), true);
  assert.equal(check('Affichez les fichiers cachés. Les fichiers cachés commencent par un point.', 'fr')('fichiers cachés'), false);
  assert.equal(check('El identificador asignado por el sistema cambia.', 'es')('identificador asignado'), true);
  assert.equal(check('Los archivos ocultos no se ven. Muestre los archivos ocultos.', 'es')('archivos ocultos'), false);
  assert.equal(check('Clique no botão localizado ao lado do nome.', 'pt')('botão localizado'), true);
  assert.equal(check('Le traduzioni installate nel sistema.', 'it')('traduzioni installate'), true);
  // A noun after a joiner is the compound's, whatever its ending (atalho de teclado, keyboard shortcut, teclado of teclar).
  assert.equal(check('Use o atalho de teclado na janela.', 'pt')('atalho de teclado'), false);
  // A word alone, and a language with none of these checks, are not read.
  assert.equal(check('A janela localizado ao lado.', 'pt')('localizado'), false);
  assert.equal(passiveParticipleCheck(toStatements({ text: 'The clock located in the bar.' }), 'en'), undefined);
});

test("GNOME's help in French, Portuguese and Italian: a button, a clock or a profile is named without where it is or who gives it", { skip: !existsSync('/usr/share/help/pt_BR/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const top = (language: Language, page: string) => analyze(toStatements({ text: helpPageText(language, `${page}.page`) }), { ...OPTIONS, language }).keyPhrases.slice(0, 10).map((k) => k.phrase.normalize('NFC'));
  // Each ended a phrase of its page's top 10 before.
  const cases: [Language, string, string, string][] = [
    ['fr', 'clock-world', 'horloge située', ''],
    ['pt', 'printing-name-location', 'botão configurações localizado', 'botão configurações'],
    ['pt', 'color-missingvcgt', 'ICC fornecidos', ''],
    ['it', 'session-language', 'corrette traduzioni installate', 'corrette traduzioni'],
  ];
  for (const [language, page, before, after] of cases) {
    const phrases = top(language, page);
    assert.ok(phrases.length === 10 && !phrases.includes(before), `${language} ${page}: ${phrases.join(' | ')}`);
    if (after) assert.ok(phrases.includes(after), `${language} ${page}: ${after} in ${phrases.join(' | ')}`);
  }
});
