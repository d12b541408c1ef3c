// Italian by Morph-it!'s forms (italian-words.ts): a form only a verb has is no concept and no key
// phrase's word, and adjectives alone are no key phrase; on GNOME's Italian help, whose pages read
// as Italian held 113 verbs in 653 top-10 key phrases before (Attivare, tasto viene rifiutata,
// trascinandolo), and whose pages read as English held 85 in 570 in their Italian passages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { analyze } from '../../../src/core/analyze.js';
import { italianAdjectiveOnly, italianNounPhraseCheck, italianVerbForm } from '../../../src/core/text/italian-words.js';
import { inWordNet } from '../../../src/core/text/lexicon.js';
import { passageLanguage } from '../../../src/core/text/other-passages.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import { helpPages, helpPageText } from './languages/corpora.js';

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0, language: 'auto' as const };
const NO_HELP = !existsSync('/usr/share/help/it/gnome-help') && 'gnome-user-docs is not installed';

/** GNOME's Italian help, each page read as the analysis reads it. */
function readPages(): { page: string; text: string; language: string; concepts: string[]; phrases: string[] }[] {
  return helpPages('it')
    .filter((page) => /^(?:a11y|backup|color|files|mouse|net|shell|power|keyboard)-/.test(page))
    .map((page) => {
      const text = helpPageText('it', page);
      const analysis = analyze(toStatements({ text }), OPTIONS);
      return { page, text, language: analysis.language, concepts: [...analysis.graph.names], phrases: analysis.keyPhrases.slice(0, 10).map((p) => p.phrase) };
    });
}

test('it: Morph-it! tells a verb, an adjective and a word that is a noun too', () => {
  for (const verb of ['sospende', 'premere', 'premendo', 'vengono', 'visualizza', 'consente', 'trascinandolo', 'spostarli', 'facendoci']) assert.ok(italianVerbForm(verb), verb);
  // A noun that is also a verb's form is a noun here (la modifica, la stampa, i premi); so is a past participle, an adjective too (file condivisi).
  for (const noun of ['file', 'finestra', 'impostazioni', 'modifica', 'stampa', 'premi', 'condivisi', 'pannello']) assert.ok(!italianVerbForm(noun), noun);
  for (const adjective of ['possibile', 'necessario', 'condivisi']) assert.ok(italianAdjectiveOnly(adjective), adjective);
  for (const phrase of ['tasto viene rifiutata', 'Attivare', "dell'ambiente trascinandolo", 'possibile']) assert.ok(!italianNounPhraseCheck(phrase), phrase);
  for (const phrase of ['tasti rimbalzati', "preferenze dell'ambiente grafico", 'pulsante destro']) assert.ok(italianNounPhraseCheck(phrase), phrase);
});

test("it: GNOME's Italian help has no verb among its key phrases' words nor its concepts, and no lone adjective as a key phrase", { skip: NO_HELP }, () => {
  const pages = readPages();
  const italian = pages.filter((p) => p.language === 'it');
  const mixed = pages.filter((p) => p.language === 'en' && passageLanguage(toStatements({ text: p.text }), 'en') === 'it');
  assert.ok(italian.length >= 25 && mixed.length >= 15, `${italian.length} pages read as Italian, ${mixed.length} as English with Italian passages`);
  const failing: string[] = [];
  const verbs: string[] = [];
  let phrases = 0;
  for (const { page, concepts, phrases: top } of [...italian, ...mixed]) {
    phrases += top.length;
    // In a page read as English, an English word Morph-it! lists as an adjective (Trash, music) is said in its English steps, and stays.
    for (const phrase of top) if (!italianNounPhraseCheck(phrase) && !phrase.split(/\s+/).every((w) => inWordNet(w.toLowerCase()))) failing.push(`${page}: ${phrase}`);
    for (const concept of concepts) if (italianVerbForm(concept) && !inWordNet(concept)) verbs.push(`${page}: ${concept}`);
  }
  assert.ok(phrases >= 300, `${phrases} phrases`);
  assert.ok(failing.length <= phrases * 0.01, `${failing.length} of ${phrases}: ${failing.join(', ')}`);
  assert.ok(verbs.length <= 5, `${verbs.length}: ${verbs.join(', ')}`);
  // The phrases these pages gave before, each a verb's or the end of a clause.
  const top = (page: string) => pages.find((p) => p.page === page)?.phrases ?? [];
  assert.ok(!top('a11y-right-click.page').includes('destro mantenendo premuto'), top('a11y-right-click.page').join(', '));
  assert.ok(!top('files-copy.page').some((p) => /trascinandolo|tenendo premuto/.test(p)), top('files-copy.page').join(', '));
});

test("it: a question's cos'è, dov'è, com'è is a function word, in either analysis", () => {
  const italian = "Cos'è un driver? Un driver è un programma. Cos'è una stampante? Dov'è il driver della stampante? Com'è fatto il driver?";
  for (const analysis of ['default', 'reference'] as const) {
    const concepts = analyze(toStatements({ text: italian }), { ...OPTIONS, language: 'it', analysis }).graph.names;
    assert.ok(!concepts.some((c) => /^(?:cos|dov|com)['’]/u.test(c)), `${analysis}: ${concepts.join(' ')}`);
    assert.ok(concepts.includes('driver'), `${analysis}: ${concepts.join(' ')}`);
  }
});

test("it: an English page's Italian title (Cos'e un driver?) leaves no key phrase of its question (GNOME's hardware-driver, color-whatisprofile)", { skip: !existsSync('/usr/share/help/it/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  for (const page of ['hardware-driver', 'color-whatisprofile']) {
    const phrases = analyze(toStatements({ text: helpPageText('it', `${page}.page`) }), OPTIONS).keyPhrases.slice(0, 10).map((k) => k.phrase);
    assert.ok(!phrases.some((p) => /^cos['’]/iu.test(p)), `${page}: ${phrases.join(' | ')}`);
  }
});
