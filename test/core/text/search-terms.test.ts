// Search terms: every word but stopwords, in the key its forms share; identifiers split into their words; scripts without spaces by a dictionary.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchTerms } from '../../../src/core/text/search-terms.js';

test('English: stopwords out, forms joined, verbs kept, identifiers in their words', () => {
  const terms = searchTerms('en');
  assert.deepEqual(terms('The rules were checking'), terms('rule checks'));
  assert.ok(terms('How do I change it?').length === 1, 'the verb stays, the stopwords go');
  assert.deepEqual(terms('parserOptions'), terms('parser options'));
  assert.deepEqual(terms('max-line-length'), terms('max line length'));
  assert.deepEqual(terms('HTMLParser'), terms('HTML parser'));
  assert.deepEqual(terms('the cache, the cache'), [terms('cache')[0], terms('cache')[0]], 'a repeat counts again');
});

test('German forms share a key; Chinese words come from the dictionary', () => {
  const german = searchTerms('de');
  assert.deepEqual(german('Dateien'), german('Datei'));
  const chinese = searchTerms('zh');
  const words = chinese('测试您的硬盘的速度');
  assert.ok(words.includes('硬盘') && words.includes('速度'), words.join(' '));
});
