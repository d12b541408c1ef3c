// What a check counts of a text's statements before any analysis: its statements, and those of
// five words or more that repeat an earlier one word for word, whatever the case and the spacing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { textFacts } from '../../src/check/facts.js';

const lineOf = (i: number) => i + 1;

test('a repeat is the same five words or more, case and spacing aside, in any kind of whitespace', () => {
  const text = [
    'The orchard keeps its walnuts dry', // 1
    '', // 2: blank, no statement
    '   ', // 3: whitespace only, no statement
    'the  ORCHARD keeps\tits walnuts dry', // 4: a repeat of 1
    'Four words only here', // 5
    'four   words only here', // 6: shorter than five words, never a repeat
    '\u00a0The\u3000orchard keeps its\u2003walnuts dry\u00a0', // 7: a repeat, spaced by NBSP, ideographic and em spaces
    'The orchard keeps its walnuts wet', // 8: another statement
  ].join('\n');
  const facts = textFacts(text, lineOf);
  assert.equal(facts.statements, 6);
  assert.equal(facts.repeated, 2);
  assert.equal(facts.firstRepeatLine, 4);
});

test('a text without repeats names line 1 as its first repeat, as the rule expects', () => {
  const facts = textFacts('One two three four five\nsix seven eight nine ten', lineOf);
  assert.deepEqual([facts.statements, facts.repeated, facts.firstRepeatLine], [2, 0, 1]);
});
