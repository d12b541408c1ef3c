// Short titles: an English one stays English unless its words say otherwise, and a translated one
// is not made English; on GNOME's help page titles in every language it has.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { detectLanguage, dominantScript, inEnglishWords } from '../../../../src/core/text/languages/detect.js';
import { HELP_FOLDERS, helpTitles } from './corpora.js';

test('a short English title whose common words other languages share is English', () => {
  // Each was read as another language: `for` is Norwegian and Danish too, `do` and `my` Polish.
  for (const title of [
    'GM sells Delphi stake for $3.8B',
    'Relaxed Online SVMs for Spam Filtering',
    'Adaptive Duty Cycling for Energy Harvesting Systems',
    'How do I calibrate my camera?',
    'Mouse tips',
    'NEWS FEATURE',
  ]) {
    assert.equal(detectLanguage(title), 'en', title);
  }
});

test('a short title with a word of its own language is that language', () => {
  for (const [title, language] of [
    ['Lancement réussi pour Space X Dragon', 'fr'],
    ['Impression sur des enveloppes', 'fr'],
    ['Red y hardware', 'es'],
    ['Wie ist die Datei?', 'de'],
  ] as const) {
    assert.notEqual(detectLanguage(title), 'en', title);
    assert.equal(inEnglishWords(title), false, title);
  }
});

test('GNOME help: English page titles are English, translated ones are not made English by their words', (t) => {
  const english = helpTitles('en');
  if (english.length === 0) {
    t.skip('GNOME help (gnome-user-docs) is not installed');
    return;
  }
  const misread = english.filter((title) => detectLanguage(title) !== 'en');
  // gnome-user-docs 43 has some 660 titles; without reading their words, about 100 were another language.
  assert.ok(misread.length <= english.length * 0.02, `${misread.length} of ${english.length}: ${misread.join(' | ')}`);

  const untranslated = new Set(english);
  const translated = Object.keys(HELP_FOLDERS)
    .filter((language) => language !== 'en')
    .flatMap((language) => helpTitles(language).map((title) => ({ language, title })))
    .filter(({ title }) => !untranslated.has(title) && dominantScript(title) === 'Latin');
  assert.ok(translated.length >= 5000, `only ${translated.length} translated titles`);
  // Only those made of words English shares read as English by their words (Configuration, Agenda,
  // Dossier parent: about 1%); nearly all of them, single words, were read as English before as well.
  const madeEnglish = translated.filter(({ title }) => inEnglishWords(title));
  assert.ok(madeEnglish.length <= translated.length * 0.015, `${madeEnglish.length} of ${translated.length}: ${madeEnglish.map((m) => `${m.language}: ${m.title}`).join(' | ')}`);
});
