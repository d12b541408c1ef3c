// A participle that gives a name (a program called X) stands in no key phrase, in French, Spanish,
// Portuguese and Italian as in English; the name is a phrase of its own. Sentences of GNOME's help
// (hardware-driver, color-missingvcgt) and of WikiNews.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze } from '../../../src/core/analyze.js';
import { holdsNamingParticiple } from '../../../src/core/text/naming-participles.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import type { Language } from '../../../src/core/types.js';

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0 };
const phrasesOf = (text: string, language: Language) => analyze(toStatements({ text }), { ...OPTIONS, language }).keyPhrases.map((k) => k.phrase);

test('a naming participle in any gender and number is one, in a phrase of two words or more; alone it may be a noun', () => {
  assert.ok(holdsNamingParticiple(['appelée', 'Alpha', 'Centauri'], 'fr'));
  assert.ok(holdsNamingParticiple(['service', 'baptisé'], 'fr'));
  assert.ok(holdsNamingParticiple(['software', 'chamado'], 'pt'));
  assert.ok(holdsNamingParticiple(['elemento', 'software', 'denominado'], 'es'));
  assert.ok(holdsNamingParticiple(['software', 'chiamati', 'driver'], 'it'));
  assert.ok(!holdsNamingParticiple(['chamado'], 'pt'));
  assert.ok(!holdsNamingParticiple(['intitulé'], 'fr'));
  assert.ok(!holdsNamingParticiple(['called', 'Ganesh'], 'de'));
});

test('fr, es, pt, it: a program called so is no key phrase; the program and its name are', () => {
  const texts: [Language, string, RegExp][] = [
    ['fr', "Un pilote est un petit programme appelé pilote. Le petit programme appelé pilote fait marcher l'imprimante. Sans pilote, l'imprimante ne marche pas.", /\bappelée?s?\b/u],
    ['es', 'Un controlador es un elemento software denominado controlador. El elemento software denominado controlador hace funcionar la impresora. Sin controlador, la impresora no funciona.', /\bdenominad[oa]s?\b/u],
    ['pt', 'Um driver é um software chamado driver. O software chamado driver faz a impressora funcionar. Sem o driver, a impressora não funciona.', /\bchamad[oa]s?\b/u],
    ['it', 'Un driver è un software chiamato driver. Il software chiamato driver fa funzionare la stampante. Senza il driver, la stampante non funziona.', /\bchiamat[oaie]\b/u],
  ];
  for (const [language, text, naming] of texts) {
    const phrases = phrasesOf(text, language);
    assert.ok(!phrases.some((phrase) => phrase.includes(' ') && naming.test(phrase)), `${language}: ${phrases.join(' | ')}`);
    assert.ok(phrases.length >= 2, `${language}: ${phrases.join(' | ')}`);
  }
});
