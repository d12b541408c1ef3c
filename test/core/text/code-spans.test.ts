// Inline code in statements: kept as written for showing and searching, left out of what the analysis reads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { editProse, proseStatements, withoutCode } from '../../../src/core/text/code-spans.js';
import { codeSpan } from '../../../src/input/inline-code.js';

test('a code span is blanked where it stands, its offsets kept; an open backtick stays text', () => {
  const text = 'Use a `// lint-disable-line` comment.';
  assert.equal(withoutCode(text), 'Use a ' + ' '.repeat(22) + ' comment.');
  assert.equal(withoutCode('it`s fine\nand `x` too'), 'it`s fine\nand     too', 'a backtick never pairs with one on the next line');
  assert.equal(withoutCode('``a`b`` and `c`'), '        and    ');
});

test('the analysis reads the prose as the readers wrote it before they kept code; the statements shown keep it', () => {
  const shown = [{ id: '0', content: 'Set `parserOptions` in the file.', categories: [] }, { id: '1', content: 'No code here.', categories: [] }];
  const prose = proseStatements(shown);
  assert.deepEqual(prose.map((s) => s.content), ['Set in the file.', 'No code here.']);
  assert.equal(prose[1], shown[1], 'a statement without code is the same object');
  assert.equal(shown[0].content, 'Set `parserOptions` in the file.');
  assert.equal(editProse('see https://a.org or `https://b.org`', (p) => p.replace(/https:\S+/g, '')), 'see  or `https://b.org`', 'an address in code is code');
});

test('codeSpan writes code between backticks one longer than any run inside', () => {
  assert.equal(codeSpan('npm  install'), '`npm install`');
  assert.equal(codeSpan('a`b'), '``a`b``');
  assert.equal(codeSpan('`tick'), '`` `tick ``');
  assert.equal(codeSpan('  '), '');
  for (const code of ['a`b', '`tick', 'x ``y`` z']) assert.equal(withoutCode(`say ${codeSpan(code)} now`).trim().replace(/\s+/g, ' '), 'say now', `${code}: one span, blanked whole`);
});
