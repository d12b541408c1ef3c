// Checks the search of a phrase's uses over a text's statements joined into one string
// (StatementsText): whole words only, each use in its own statement's terms, and no use made of
// two statements' ends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { StatementsText } from '../../../src/core/text/phrase-uses.js';

const usesOf = (text: StatementsText, phrase: string, apart = false, most = Infinity) => {
  const uses: [number, number][] = [];
  text.forEachUse(phrase, (k, at) => (uses.push([k, at]), uses.length < most), apart);
  return uses;
};

test("a phrase's uses are whole words, numbered by statement and placed within it", () => {
  const text = new StatementsText(['climate change is here', 'the climate changed', 'Climate change, climate change.', 'climate change']);
  assert.deepEqual(usesOf(text, 'climate change'), [
    [0, 0],
    [2, 16],
    [3, 0],
  ]);
  // As written: the capital makes another phrase.
  assert.deepEqual(usesOf(text, 'Climate change'), [[2, 0]]);
  // The search stops where the visit says so.
  assert.deepEqual(usesOf(text, 'climate', false, 2), [
    [0, 0],
    [1, 4],
  ]);
});

test('no use runs from one statement into the next, and empty statements are skipped over', () => {
  const text = new StatementsText(['we talk about the climate', '', 'change is coming', 'climate']);
  assert.deepEqual(usesOf(text, 'climate change'), []);
  assert.deepEqual(usesOf(text, 'climate'), [
    [0, 18],
    [3, 0],
  ]);
  assert.deepEqual(usesOf(text, ''), []);
});

test('uses that overlap are met one by one, or apart from the one before', () => {
  const text = new StatementsText(['ha ha ha ha']);
  assert.deepEqual(usesOf(text, 'ha ha'), [
    [0, 0],
    [0, 3],
    [0, 6],
  ]);
  assert.deepEqual(usesOf(text, 'ha ha', true), [
    [0, 0],
    [0, 6],
  ]);
});

/** Each phrase's uses searched for alone, merged by place: what a search for all of them at once must give. */
const usesOfEach = (text: StatementsText, phrases: readonly string[]) =>
  phrases
    .flatMap((phrase, p) => usesOf(text, phrase).map(([k, at]): [number, number, number] => [k, p, at]))
    .sort((a, b) => a[0] - b[0] || a[2] - b[2] || a[1] - b[1]);

test("the uses of several phrases at once are each phrase's uses, in the text's order, whatever the phrases hold", () => {
  const phrases = ['feed', 'feeds', 'well', 'well-being', 'c++', 'a.b', ''];
  const text = new StatementsText(['Rain feeds the rivers; we feed them', 'well-being, well-beings', 'c++ and a.b, not axb or feeder', 'feed']);
  const together: [number, number, number][] = [];
  text.forEachUseOfAny(phrases, 0, (k, p, at) => void together.push([k, p, at]));
  // A form that another starts at the same place (well, well-being): both.
  assert.deepEqual(together, usesOfEach(text, phrases));
  assert.deepEqual(together.slice(0, 4), [
    [0, 1, 5],
    [0, 0, 26],
    [1, 2, 0],
    [1, 3, 0],
  ]);
  // From a place on (the second statement's start), and no further than the visit says.
  const from: [number, number, number][] = [];
  text.forEachUseOfAny(phrases, 36, (k, p, at) => (from.push([k, p, at]), from.length < 2));
  assert.deepEqual(from, [
    [1, 2, 0],
    [1, 3, 0],
  ]);
});

test('the uses of several phrases at once, in a long text read a stretch at a time: none lost or met twice where a stretch ends', () => {
  // 40 kB of statements of words in a fixed shuffled order: uses cross every stretch's end somewhere.
  const words = ['feed', 'feeds', 'feeder', 'well-being', 'well', 'the', 'rain', 'x'];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % words.length;
  const text = new StatementsText(Array.from({ length: 800 }, () => Array.from({ length: 9 }, () => words[next()]).join(' ')));
  const phrases = ['feeds', 'feed', 'well', 'well-being', 'rain x'];
  const together: [number, number, number][] = [];
  text.forEachUseOfAny(phrases, 0, (k, p, at) => void together.push([k, p, at]));
  assert.ok(together.length > 2000);
  assert.deepEqual(together, usesOfEach(text, phrases));
});

test('the matches of a pattern in a stretch of the text, and where the next stretch starts, no word cut in two', () => {
  const text = new StatementsText(['one two', 'three four five']);
  const matches: [string, number, number][] = [];
  const next = text.forEachMatch(/\p{L}+/gu, (word, k, at) => void matches.push([word, k, at]), 2, 12);
  // From inside "one" (its end is a match of its own), to before "four", which starts at 14.
  assert.deepEqual(matches, [
    ['e', 0, 2],
    ['two', 0, 4],
    ['three', 1, 0],
  ]);
  assert.equal(next, 14);
  assert.equal(text.forEachMatch(/\p{L}+/gu, () => undefined, next), text.length);
  assert.equal(text.endOf(0), 7);
  assert.equal(text.endOf(1), text.length);
});
