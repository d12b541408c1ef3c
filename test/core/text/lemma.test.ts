import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lemmatize } from '../../../src/core/text/lemma.js';

test('lemmas are readable base forms, not stems', () => {
  const cases: Record<string, string> = {
    eyes: 'eye',
    opened: 'open',
    studies: 'study',
    countries: 'country',
    children: 'child',
    women: 'woman',
    went: 'go',
    stopped: 'stop',
    taxes: 'tax',
    lives: 'life',
    analyses: 'analysis',
    greater: 'great',
    families: 'family',
    economy: 'economy',
  };
  for (const [word, lemma] of Object.entries(cases)) assert.equal(lemmatize(word), lemma, word);
});

test('words that are nouns of their own stay as they are', () => {
  for (const word of ['news', 'building', 'meeting', 'water', 'interest', 'data', 'business', 'series', 'united']) {
    assert.equal(lemmatize(word), word, word);
  }
});

test('suppletive comparatives are not swapped for another concept', () => {
  assert.equal(lemmatize('better'), 'better');
});
