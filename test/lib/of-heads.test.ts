// A word alone that a text writes only before "of" (Part of the git(1) suite) is no key phrase:
// on Git's own manual pages (apt-get install git-doc), read as tna reads HTML, and in unit cases.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gitDocMissing, gitPageKeyPhrases } from './git-pages.js';
import { ofHeadCheck } from '../../src/core/text/of-heads.js';

test("Git's short manual pages end in *Part of the git(1) suite*: Part is none of their key phrases", { skip: gitDocMissing }, async () => {
  for (const page of ['git-verify-tag', 'git-version', 'git-unpack-file', 'git-init-db', 'git-stage', 'git-merge-one-file']) {
    const phrases = await gitPageKeyPhrases(page);
    assert.ok(phrases.length >= 3, `${page}: ${phrases.join(' | ')}`);
    assert.ok(!phrases.includes('Part'), `${page}: ${phrases.join(' | ')}`);
  }
});

test('a word only ever before "of" is refused: twice, or once where it is a common word or names a part; a rarer word said once so, a phrase, or one used otherwise too, is not', () => {
  const statements = (lines: string[]) => lines.map((content, i) => ({ id: String(i), content, categories: [] }));
  const check = ofHeadCheck(
    statements([
      'Part of the git(1) suite',
      'Show a histogram of delta chain length.',
      'The number of objects grows. Count the number of packs.',
      'Each Pack of objects is written once; a pack holds them.',
      'The Quality of mercy is not strained.',
      'Rules of thumb.',
      'To continue learning more about Sphinx, check out the rest of the documentation.',
    ]),
  );
  assert.equal(check('Part'), true, 'a common word, once, before of');
  assert.equal(check('number'), true, 'twice, each before of');
  assert.equal(check('histogram'), false, 'a rarer word, once');
  assert.equal(check('pack'), false, 'also used otherwise');
  assert.equal(check('Rules of'), false, 'a phrase');
  assert.equal(check('quality'), true, 'found in any case');
  assert.equal(check('rest'), true, 'a part, once, before of (Sphinx\'s tutorial)');
});
