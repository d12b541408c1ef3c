// Checks the caches of a word's functions: bounded, and keeping no piece of the text a word was read from.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cached, ownString, SHARED_CACHE_WORDS, sharedCache } from '../../../src/core/text/word-cache.js';

/** A function of a word that counts how often it is worked out. */
function counting(): { f: (word: string) => string; calls: () => number } {
  let calls = 0;
  return { f: (word) => (calls++, word.toUpperCase()), calls: () => calls };
}

test('a process-wide cache holds at most SHARED_CACHE_WORDS words, dropping those not met lately', () => {
  // A V8 Map of 8,192 entries or fewer keeps a table of 8,192: past it, 16,384 for each cache.
  assert.ok(SHARED_CACHE_WORDS <= 8_192, `${SHARED_CACHE_WORDS} words a cache`);
  const { f, calls } = counting();
  const upper = sharedCache(f);
  for (let i = 0; i < SHARED_CACHE_WORDS; i++) upper(`w${i}`);
  assert.equal(calls(), SHARED_CACHE_WORDS);
  upper('w0');
  upper(`w${SHARED_CACHE_WORDS - 1}`);
  assert.equal(calls(), SHARED_CACHE_WORDS, 'the first and the last word so far are kept');
  // Three times as many new words: the first ones are gone, at most SHARED_CACHE_WORDS are kept.
  for (let i = 0; i < 3 * SHARED_CACHE_WORDS; i++) upper(`v${i}`);
  const before = calls();
  upper('w1');
  assert.equal(calls(), before + 1, 'a word not met since is worked out again');
  let kept = 0;
  for (let i = 3 * SHARED_CACHE_WORDS - 1; i >= 0; i--) {
    const at = calls();
    upper(`v${i}`);
    if (calls() === at) kept++;
    else break;
  }
  assert.ok(kept >= SHARED_CACHE_WORDS / 2 - 1 && kept <= SHARED_CACHE_WORDS, `the latest ${kept} words kept`);
  assert.equal(upper('w1'), 'W1');
});

test('a word met again and again stays in a bounded cache however many others pass through', () => {
  const { f, calls } = counting();
  const upper = sharedCache(f);
  upper('frequent');
  for (let i = 0; i < 10 * SHARED_CACHE_WORDS; i++) {
    upper(`rare${i}`);
    if (i % 1000 === 0) upper('frequent');
  }
  assert.equal(calls(), 1 + 10 * SHARED_CACHE_WORDS, 'frequent was worked out once');
});

test('the same function cached twice for the process is one cache', () => {
  const { f, calls } = counting();
  const once = sharedCache(f);
  assert.equal(sharedCache(once), once);
  once('word');
  sharedCache(once)('word');
  assert.equal(calls(), 1);
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
