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

test("the uses of several phrases at once are each phrase's uses, in the text's order, whatever the phrases hold", () => {
  const phrases = ['feed', 'feeds', 'well', 'well-being', 'c++', 'a.b'];
  const text = new StatementsText(['Rain feeds the rivers; we feed them', 'well-being, well-beings', 'c++ and a.b, not axb or feeder', 'feed']);
  const together: [number, number, number][] = [];
  text.forEachUseOfAny(phrases, (k, p, at) => void together.push([k, p, at]));
  // The same uses as each phrase searched for alone, merged by place (a form that another starts at the same place: both).
  const alone = phrases.flatMap((phrase, p) => usesOf(text, phrase).map(([k, at]): [number, number, number] => [k, p, at]));
  alone.sort((a, b) => a[0] - b[0] || a[2] - b[2] || a[1] - b[1]);
  assert.deepEqual(together, alone);
  assert.deepEqual(together.slice(0, 4), [
    [0, 1, 5],
    [0, 0, 26],
    [1, 2, 0],
    [1, 3, 0],
  ]);
  // The search stops where the visit says so.
  const first: number[] = [];
  text.forEachUseOfAny(phrases, (k) => (first.push(k), first.length < 2));
  assert.deepEqual(first, [0, 0]);
  const none: number[] = [];
  text.forEachUseOfAny(['', 'absent'], (k) => void none.push(k));
  assert.deepEqual(none, []);
});
