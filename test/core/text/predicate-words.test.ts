// A word French, Spanish, Portuguese and Italian write mostly right after a form of *to be* is its
// predicate (es posible, é capaz, è utile, est disponible): no key phrase alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { analyze } from '../../../src/core/analyze.js';
import { predicateWordCheck } from '../../../src/core/text/predicate-words.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import type { Language } from '../../../src/core/types.js';
import { helpPageText } from './languages/corpora.js';

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0 };
const check = (text: string, language: Language) => predicateWordCheck(toStatements({ text }), language)!;

test('a lone word written mostly right after a form of to be, an adverb of degree between or not, is a predicate; a noun after its article, or a phrase, is none', () => {
  const es = check('La conexión es posible. Es muy posible cambiar la conexión. El equipo está conectado. Una conexión posible.', 'es');
  assert.equal(es('posible'), true);
  assert.equal(es('conectado'), true);
  assert.equal(es('conexión'), false);
  assert.equal(es('equipo'), false);
  assert.equal(check('O computador é capaz de ler. É capaz? O computador está ligado à rede.', 'pt')('capaz'), true);
  assert.equal(check('Il backup è utile. È molto utile salvare i file.', 'it')('utile'), true);
  const fr = check("L'option est disponible. Elle reste disponible. Le mode est une option.", 'fr');
  assert.equal(fr('disponible'), true);
  assert.equal(fr('option'), false);
  // A phrase of two words, and a word with a capital (a name, a title's first word), are left to the other checks.
  assert.equal(es('conexión posible'), false);
  assert.equal(check('El equipo es Linux. Es Linux.', 'es')('Linux'), false);
  // After the reflexive pronoun, a verb (se muestra, si apre); after an article, the noun (la muestra).
  const shows = check('La información se muestra en la ventana. Se muestra la lista.', 'es');
  assert.equal(shows('muestra'), true);
  assert.equal(check('Tome la muestra. La muestra es pequeña.', 'es')('muestra'), false);
  assert.equal(check('La finestra si apre. Il menu si apre.', 'it')('apre'), true);
  // Languages without copulas listed here have no such check.
  assert.equal(predicateWordCheck(toStatements({ text: 'Das ist gut.' }), 'de'), undefined);
});

test("GNOME's help in Spanish, Portuguese, Italian and French: a predicate is no key phrase of its pages (posible, capaz, ligado, utile, disponible, faible)", { skip: !existsSync('/usr/share/help/es/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const top = (language: Language, page: string) => analyze(toStatements({ text: helpPageText(language, `${page}.page`) }), { ...OPTIONS, language }).keyPhrases.slice(0, 10).map((k) => k.phrase);
  const cases: [Language, string, string[]][] = [
    // Each was among its page's top 10 before.
    ['es', 'bluetooth-problem-connecting', ['posible']],
    ['es', 'clock-world', ['instalado']],
    ['pt', 'bluetooth-problem-connecting', ['capaz', 'ligado']],
    ['pt', 'bluetooth-turn-on-off', ['aberto']],
    ['it', 'backup-what', ['utile']],
    ['fr', 'gnome-classic', ['disponible']],
    ['fr', 'power-lowpower', ['faible']],
  ];
  for (const [language, page, predicates] of cases) {
    const phrases = top(language, page);
    assert.ok(phrases.length >= 8, `${language} ${page}: ${phrases.join(' | ')}`);
    for (const word of predicates) assert.ok(!phrases.includes(word), `${language} ${page}: ${word} in ${phrases.join(' | ')}`);
  }
});
