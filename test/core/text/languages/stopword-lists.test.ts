// Checks that a language's stopwords are the packages' own lists, as the build copies them out
// (scripts/build-stopword-lists.mjs), and that reading them loads neither package of every
// language's lists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { isoList, listOf, stopwordPackageList } from '../../../../src/core/text/languages/language.js';
import { LANGUAGE_MODULES } from '../../../../src/core/text/languages/registry.js';
import { stopwordSet } from '../../../../src/core/text/stopwords.js';

const require = createRequire(import.meta.url);
const PACKAGES = ['stopword', 'stopwords-iso'].map((id) => require.resolve(id));

test("a language's stopwords read its lists and load neither package of every language's", () => {
  const french = stopwordSet('fr');
  assert.ok(french.has('le') && french.has('nous'), 'both lists read');
  for (const file of PACKAGES) assert.equal(file in require.cache, false, `${file} was loaded`);
});

test("every language's lists are the packages' own, word for word and in order", () => {
  const stopword = require('stopword') as Record<string, string[] | undefined>;
  const iso = require('stopwords-iso') as Record<string, string[] | undefined>;
  try {
    let compared = 0;
    for (const { code, stopwords } of LANGUAGE_MODULES) {
      if (stopwords.stopword) {
        assert.deepEqual(stopwordPackageList(stopwords.stopword), stopword[stopwords.stopword], `${code}: stopword's ${stopwords.stopword}`);
        compared++;
      }
      if (stopwords.iso) {
        assert.deepEqual(isoList(stopwords.iso), iso[stopwords.iso], `${code}: stopwords-iso's ${stopwords.iso}`);
        compared++;
      }
    }
    assert.ok(compared > 40, `${compared} lists compared`);
    // Vietnamese's stopwords of two words stay whole.
    assert.ok(isoList('vi').some((word) => word.includes(' ')));
  } finally {
    for (const file of PACKAGES) delete require.cache[file];
  }
});

test('a list the build did not copy is empty, not an error', () => {
  assert.deepEqual(listOf('stopwords-iso', 'no-such-language'), []);
  assert.deepEqual(listOf('no-such-package', 'en'), []);
});
