// Checks the caches of a word's functions: bounded, and keeping no piece of the text a word was read from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cached, ownString, SHARED_CACHE_WORDS, sharedCache } from '../../../src/core/text/word-cache.js';

/** A function of a word that counts how often it is worked out. */
function counting(): { f: (word: string) => string; calls: () => number } {
  let calls = 0;
  return { f: (word) => (calls++, word.toUpperCase()), calls: () => calls };
}

test('a process-wide cache holds at most SHARED_CACHE_WORDS words, then starts again', () => {
  // A V8 Map of 8,192 entries or fewer keeps a table of 8,192: past it, 16,384 for each cache.
  assert.ok(SHARED_CACHE_WORDS <= 8_192, `${SHARED_CACHE_WORDS} words a cache`);
  const { f, calls } = counting();
  const upper = sharedCache(f);
  for (let i = 0; i < SHARED_CACHE_WORDS; i++) upper(`w${i}`);
  assert.equal(calls(), SHARED_CACHE_WORDS);
  upper('w0');
  assert.equal(calls(), SHARED_CACHE_WORDS, 'every word so far is kept');
  upper('one-more');
  upper('w1');
  assert.equal(calls(), SHARED_CACHE_WORDS + 2, 'past the bound the cache started again');
  assert.equal(upper('w1'), 'W1');
});

test('a cache answers as its function does, each word once', () => {
  const { f, calls } = counting();
  const upper = cached(f);
  assert.equal(upper('word'), 'WORD');
  assert.equal(upper('word'), 'WORD');
  assert.equal(calls(), 1);
});

test('ownString gives the same characters', () => {
  const page = 'x'.repeat(1000) + 'internationalization' + 'y'.repeat(1000);
  const word = page.slice(1000, 1020);
  assert.equal(ownString(word), 'internationalization');
  assert.equal(ownString('short'), 'short');
});
