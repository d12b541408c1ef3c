// Re-lining text so that each paragraph or sentence is one statement.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { relineText } from '../../../src/core/text/split.js';
import { toStatements } from '../../../src/core/text/statements.js';

const SPEECH =
  'Dr. Smith paid $3.50 for the U.S. edition. It sold well, e.g. in Ohio.\n' +
  'Mr. Jones left at 5 p.m. yesterday! Why? Rates rose 2.5 percent in Jan. and fell in Feb.\n' +
  '\n' +
  '  A second paragraph\nwrapped over two lines.  \n';

test('line keeps the text as it is: every line is a statement', () => {
  assert.equal(relineText(SPEECH, 'line'), SPEECH);
});

test('paragraph: blank lines separate statements, the line breaks inside one are wrapping', () => {
  assert.deepEqual(relineText(SPEECH, 'paragraph').split('\n'), [
    'Dr. Smith paid $3.50 for the U.S. edition. It sold well, e.g. in Ohio. Mr. Jones left at 5 p.m. yesterday! Why? Rates rose 2.5 percent in Jan. and fell in Feb.',
    'A second paragraph wrapped over two lines.',
  ]);
});

test('sentence: abbreviations and decimals do not end a sentence; each sentence becomes one statement', () => {
  const relined = relineText(SPEECH, 'sentence');
  assert.deepEqual(relined.split('\n'), [
    'Dr. Smith paid $3.50 for the U.S. edition.',
    'It sold well, e.g. in Ohio.',
    'Mr. Jones left at 5 p.m. yesterday!',
    'Why?',
    'Rates rose 2.5 percent in Jan. and fell in Feb.',
    'A second paragraph wrapped over two lines.',
  ]);
  assert.equal(toStatements({ text: relined }).length, 6);
  assert.equal(relineText('One long line. With two sentences.', 'sentence'), 'One long line.\nWith two sentences.');
  assert.equal(relineText(' \n\n ', 'sentence'), '');
});
