// A noun alone that a text writes mostly inside an adverbial idiom (for example, by default, par
// défaut, zum Beispiel) is no key phrase: the idiom says how or that, not what.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { analyze } from '../../../src/core/analyze.js';
import { idiomWordCheck } from '../../../src/core/text/idiom-words.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import type { Language } from '../../../src/core/types.js';
import { helpPageText } from './languages/corpora.js';

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0 };
const check = (text: string, language: Language) => idiomWordCheck(toStatements({ text }), language);

test('a word alone written mostly inside an adverbial idiom is one; said in another sense, or in a phrase of its own, it is none', () => {
  assert.equal(check('Files are copied by default. Press Ctrl, for example, to copy.', 'en')('default'), true);
  assert.equal(check('Press Ctrl, for example, to copy. For example, drag the file.', 'en')('example'), true);
  // The default profile, an example of a template: the word in its own sense.
  assert.equal(check('The default profile is used. Choose another default. Files are copied by default.', 'en')('default'), false);
  assert.equal(check('This page is an example of a template.', 'en')('example'), false);
  assert.equal(check('Files are copied by default.', 'en')('default profile'), false);
  assert.equal(check('Le profil par défaut est utilisé par défaut.', 'fr')('défaut'), true);
  assert.equal(check('Un défaut de paiement menace le pays. Le défaut est grave.', 'fr')('défaut'), false);
  assert.equal(check('Pulse, por ejemplo, la tecla.', 'es')('ejemplo'), true);
  assert.equal(check('Os arquivos são copiados por padrão.', 'pt')('padrão'), true);
  assert.equal(check('Premi, ad esempio, il tasto.', 'it')('esempio'), true);
  assert.equal(check('Drücken Sie zum Beispiel die Taste.', 'de')('Beispiel'), true);
  // The wire of wireless, alone, where the network it describes is said once: sans fil, sem fio.
  assert.equal(check('Connectez-vous au réseau sans fil.', 'fr')('fil'), true);
  assert.equal(check('Conecte-se à rede sem fio.', 'pt')('fio'), true);
  assert.equal(check('Le fil du casque est cassé. Changez le fil.', 'fr')('fil'), false);
  // A language with no idioms listed has no such words.
  assert.equal(check('Klik bijvoorbeeld op de knop.', 'nl')('knop'), false);
  // A word that names a property every object has is a word like any other (three of 500 READMEs: bl, @stdlib/number-ctor).
  for (const word of ['constructor', 'toString', 'hasOwnProperty', '__proto__']) assert.equal(check(`The ${word} returns a buffer list.`, 'en')(word), false);
});

test("GNOME's help in English, French and German: example, default, exemple, défaut and Beispiel, said in their idioms, left its pages' key phrases", { skip: !existsSync('/usr/share/help/C/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const top = (language: Language, page: string) => analyze(toStatements({ text: helpPageText(language, `${page}.page`) }), { ...OPTIONS, language }).keyPhrases.slice(0, 10).map((k) => k.phrase);
  // Each was among its page's top 10 before.
  const cases: [Language, string, string][] = [
    ['en', 'a11y-stickykeys', 'example'],
    ['en', 'backup-frequency', 'example'],
    ['en', 'clock-calendar', 'default'],
    ['fr', 'accounts-disable-service', 'exemple'],
    ['fr', 'color-assignprofiles', 'défaut'],
    ['de', 'a11y-stickykeys', 'Beispiel'],
    ['de', 'backup-what', 'Beispiel'],
  ];
  for (const [language, page, word] of cases) {
    const phrases = top(language, page);
    assert.ok(phrases.length === 10 && !phrases.includes(word), `${language} ${page}: ${phrases.join(' | ')}`);
  }
});
