// Russian by OpenCorpora's dictionary (russian-words.ts, read by the az package): a form only a
// verb has is no concept and no key phrase's word, a key phrase ends in a noun, and a word's forms
// join by their normal form. On GNOME's Russian help, 965 of its pages' 2,714 top 10 key phrases
// held a verb or an adverb or ended in no noun before (вводить, находится, хотите подключаться,
// целевая папка находится), and 725 of their 4,327 top 16 concepts were verbs' forms.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { analyze } from '../../../src/core/analyze.js';
import { russianLemma, russianNounPhraseCheck, russianVerbForm } from '../../../src/core/text/russian-words.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import { helpPages, helpPageText } from './languages/corpora.js';

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0, language: 'ru' as const };

test('ru: the dictionary tells a verb, a noun that is a form of a verb too, and a word\'s normal form', () => {
  for (const verb of ['подключает', 'находится', 'вводить', 'нажмите', 'выбран', 'хотите']) assert.ok(russianVerbForm(verb), verb);
  // стекло is glass, and стечь's past too: a noun here, as the sentence may have it.
  for (const noun of ['файл', 'соединение', 'стекло', 'печать', 'настройки']) assert.ok(!russianVerbForm(noun), noun);
  // Snowball's stems split these (профили → проф, профиль → профил; настроек, настройки).
  assert.equal(russianLemma('профили'), 'профиль');
  assert.equal(russianLemma('настроек'), 'настройка');
  assert.equal(russianLemma('учётной'), 'учетный');
  assert.equal(russianLemma('гнумпфль'), undefined);
  for (const phrase of ['целевая папка находится', 'вводить', 'Большее количество чёрточек указывает', 'высокая', 'например']) assert.ok(!russianNounPhraseCheck(phrase), phrase);
  for (const phrase of ['целевая папка', 'Большее количество чёрточек', 'беспроводной сети', 'GNOME', 'Выбор']) assert.ok(russianNounPhraseCheck(phrase), phrase);
});

test("ru: GNOME's Russian help has nouns for its pages' key phrases and concepts, not the verbs of their steps", { skip: !existsSync('/usr/share/help/ru/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const pages = helpPages('ru').filter((page) => /^(?:a11y|files|net|printing|bluetooth)-/.test(page));
  assert.ok(pages.length >= 60, `${pages.length} pages`);
  const phrases: string[] = [];
  const verbs: string[] = [];
  let read = 0;
  let concepts = 0;
  for (const page of pages) {
    const analysis = analyze(toStatements({ text: helpPageText('ru', page) }), OPTIONS);
    for (const { phrase } of analysis.keyPhrases.slice(0, 10)) {
      read++;
      if (!/^[A-Za-z]/.test(phrase) && !russianNounPhraseCheck(phrase)) phrases.push(`${page}: ${phrase}`);
    }
    for (const node of analysis.topNodes.slice(0, 16)) {
      concepts++;
      if (russianVerbForm(analysis.graph.names[node])) verbs.push(`${page}: ${analysis.graph.names[node]}`);
    }
  }
  assert.ok(read >= 500 && concepts >= 800, `${read} phrases, ${concepts} concepts`);
  assert.deepEqual(phrases, []);
  assert.ok(verbs.length <= concepts * 0.01, `${verbs.length} of ${concepts}: ${verbs.join(', ')}`);
  const top = (page: string) => analyze(toStatements({ text: helpPageText('ru', page) }), OPTIONS).keyPhrases.slice(0, 10).map((p) => p.phrase);
  assert.ok(top('files-copy.page').includes('целевая папка'), top('files-copy.page').join(', '));
});

test('ru: умолчанию, of по умолчанию (by default), is a stopword, in either analysis', () => {
  const text = 'Браузер по умолчанию открывает ссылки. Выберите браузер по умолчанию в настройках. Принтер по умолчанию печатает документы.';
  for (const analysis of ['default', 'reference'] as const) {
    const concepts = analyze(toStatements({ text }), { ...OPTIONS, language: 'ru', analysis }).graph.names;
    assert.ok(!concepts.includes('умолчанию'), `${analysis}: ${concepts.join(' ')}`);
    assert.ok(concepts.some((c) => c.startsWith('браузер')), `${analysis}: ${concepts.join(' ')}`);
  }
});

test('ru: помощью, of с помощью (with, by means of), is a stopword, in either analysis, where помощь (help) stays a concept', () => {
  const text = 'Откройте файл с помощью редактора. С помощью мыши выберите файл. Справка и помощь доступны в меню. Помощь открывает справку.';
  for (const analysis of ['default', 'reference'] as const) {
    const { graph } = analyze(toStatements({ text }), { ...OPTIONS, language: 'ru', analysis });
    const help = graph.names.indexOf('помощь');
    // Its first use is the third sentence's (after справка), not с помощью of the first; in the default analysis, its two uses.
    assert.ok(help > graph.names.indexOf('справка') && !graph.names.includes('помощью'), `${analysis}: ${graph.names.join(' ')}`);
    if (analysis === 'default') assert.equal(graph.uses?.[help], 2);
  }
});
