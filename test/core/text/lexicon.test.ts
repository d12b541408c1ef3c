import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
  ADJECTIVES,
  ADJECTIVE_EXCEPTIONS,
  contains,
  exception,
  NOUNS,
  NOUN_EXCEPTIONS,
  VERBS,
  VERB_EXCEPTIONS,
} from '../../../src/core/text/lexicon.js';

// The build writes the lexicon's hash tables; these hold it, word for word, to wink-lexicon itself.
const require = createRequire(import.meta.url);
const words = require('wink-lexicon/src/wn-words.js') as Record<string, number>;
const senses = require('wink-lexicon/src/wn-word-senses.js') as number[][];

/** wink-lexicon's sense numbers: 0-1 adjectives, 3-28 nouns, 29-43 verbs. */
function partsOfSpeech(word: string) {
  const of = senses[words[word]];
  return { adjective: of.some((s) => s < 2), noun: of.some((s) => s > 2 && s < 29), verb: of.some((s) => s > 28 && s < 44) };
}

test('every WordNet word is found in the lists of its parts of speech, and in no other', () => {
  let checked = 0;
  for (const word of Object.keys(words)) {
    const is = partsOfSpeech(word);
    assert.equal(contains(NOUNS, word), is.noun, `${word} as a noun`);
    assert.equal(contains(VERBS, word), is.verb, `${word} as a verb`);
    assert.equal(contains(ADJECTIVES, word), is.adjective, `${word} as an adjective`);
    checked++;
  }
  assert.ok(checked > 70_000, `${checked} words`);
});

test('every irregular form gives its base form; a form that is not listed gives none', () => {
  const tables: Array<[number, string]> = [
    [NOUN_EXCEPTIONS, 'wn-noun-exceptions.js'],
    [VERB_EXCEPTIONS, 'wn-verb-exceptions.js'],
    [ADJECTIVE_EXCEPTIONS, 'wn-adjective-exceptions.js'],
  ];
  for (const [table, file] of tables) {
    const forms = require(`wink-lexicon/src/${file}`) as Record<string, string>;
    for (const [form, base] of Object.entries(forms)) assert.equal(exception(table, form), base, `${file}: ${form}`);
  }
  assert.equal(exception(NOUN_EXCEPTIONS, 'children'), 'child');
  assert.equal(exception(VERB_EXCEPTIONS, 'went'), 'go');
  assert.equal(exception(NOUN_EXCEPTIONS, 'child'), undefined);
});

test('prefixes, extensions and near misses of words are not words', () => {
  for (const word of ['', 'rai', 'rainx', 'zzzz', 'aardvar', 'aardvarks', 'Rain', 'rain ', ' rain']) {
    assert.equal(contains(NOUNS, word), false, JSON.stringify(word));
  }
  assert.equal(contains(NOUNS, 'rain'), true);
  // An exception's base is not a form of its own (children:child, looked up as "child" or "children:child").
  assert.equal(exception(NOUN_EXCEPTIONS, 'children:child'), undefined);
});
