// Every supported language on real text nobody here wrote, read by the default analysis and held to English,
// by judges independent of tna's own lists and stemmers. The corpora come from Debian's packages
// (gnome-user-docs, gettext's msgunfmt, hunspell-*): .ci/run installs them; a test skips without them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SUPPORTED_LANGUAGES } from '../../../../src/core/text/stopwords.js';
import { detectLanguage } from '../../../../src/core/text/stopwords.js';
import { helpPages, HELP_FOLDERS, realText, translatedLines } from './corpora.js';
import { formsOfOneWord, hasHunspell, isoStopwords, labelsNotInText, topConcepts } from './judge.js';

/** The same amount of each language's text: a few dozen help pages. */
const LENGTH = 60_000;
/** Less than this and a language's corpus is not there (its package is missing). */
const ENOUGH = 5_000;
const TOP = 50;

// The bar of word forms is English as the reference analysis reads it, the bar every language was
// first held to: the default analysis joins English forms by their stems, so its English has no
// pair left. The bar of stopwords-iso's words is English as the default analysis reads it: that
// list holds nouns a text can be about (activity, in GNOME's help), which the default analysis
// keeps where the text uses them more than English at large does.
const english = (() => {
  const text = realText('en', LENGTH);
  if (text.length < ENOUGH) return undefined;
  const { top } = topConcepts(text, TOP, 'auto', 'reference');
  const { top: defaultTop } = topConcepts(text, TOP);
  return { stopwords: isoStopwords(defaultTop, 'en').length, forms: hasHunspell('en') ? formsOfOneWord(top, 'en').length : undefined };
})();

for (const language of SUPPORTED_LANGUAGES) {
  const text = english ? realText(language, LENGTH) : '';
  const skip = text.length < ENOUGH && `no real ${language} text here (gnome-user-docs, gettext)`;
  test(`${language}: real text is analysed in its language as cleanly as English`, { skip }, () => {
    const { language: found, top } = topConcepts(text, TOP);
    assert.equal(found, language, 'detected language');
    assert.equal(top.length, TOP);
    // (a) No more of stopwords-iso's full list among the top concepts than English has.
    const stopwords = isoStopwords(top, language);
    assert.ok(stopwords.length <= english!.stopwords, `${stopwords.length} stopwords (English: ${english!.stopwords}): ${stopwords.join(' ')}`);
    // (b) No more pairs of forms of one word (Hunspell's stems) than English has.
    if (hasHunspell(language) && english!.forms !== undefined) {
      const pairs = formsOfOneWord(top, language);
      assert.ok(pairs.length <= english!.forms, `forms of one word: ${pairs.map((p) => p.join('/')).join(' ')} (English: ${english!.forms})`);
    }
    // (d) Every label is a word of the text, or the part of one that is the word (l'utilisateur, 권리를).
    assert.deepEqual(labelsNotInText(top, text, language), []);
    // (c) Words, not clauses, in scripts written without spaces.
    const length = (w: string) => [...w].length;
    // Vietnamese words of two syllables (hệ thống, system) are one concept, not two syllables.
    if (language === 'vi') assert.ok(top.filter((w) => w.includes('_')).length >= 0.3 * TOP, top.join(' '));
    if (language === 'zh') assert.ok(top.filter((w) => length(w) <= 4).length >= 0.95 * TOP, top.join(' '));
    if (language === 'ja') {
      // A loanword in katakana is one word however long it is written (コンピューター, computer):
      // the length tells a clause from a word only where kanji and hiragana are.
      const katakana = (w: string) => /^[\p{Script=Katakana}ー]+$/u.test(w);
      const judged = top.filter((w) => !katakana(w));
      assert.ok(judged.filter((w) => length(w) <= 5).length >= 0.95 * judged.length, top.join(' '));
      const glued = top.filter((w) => /[\p{Script=Han}\p{Script=Katakana}][はがをにでとのへもや]$/u.test(w));
      assert.deepEqual(glued, [], 'a content word with a particle glued on');
    }
  });
}

test('(e) every help page with a sentence or more of translated text is detected as its language', { skip: !english && 'no gnome-user-docs' }, () => {
  const wrong: string[] = [];
  let pages = 0;
  for (const language of Object.keys(HELP_FOLDERS)) {
    for (const page of helpPages(language)) {
      const text = translatedLines(language, page).join('\n');
      // A title alone ("Bluetooth", "Dit skrivebord") is no sentence: a person could not tell either.
      if ((text.match(/\p{L}/gu) ?? []).length < 60) continue;
      pages++;
      const found = detectLanguage(text);
      if (found !== language && !(language === 'da' && found === 'no')) wrong.push(`${language}/${page} → ${found}`);
    }
  }
  assert.ok(pages > 4000, `${pages} pages`);
  assert.deepEqual(wrong, []);
});
