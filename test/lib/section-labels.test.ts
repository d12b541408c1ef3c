// A text's section labels in capitals (a man page's NAME, SYNOPSIS, DESCRIPTION) are no key
// phrases: on Git's own manual pages (apt-get install git-doc), read as tna reads HTML.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { graph } from '../../src/lib/index.js';
import { sectionLabelCheck } from '../../src/core/text/section-labels.js';

const GIT_DOC = '/usr/share/doc/git-doc';
const LABELS = ['NAME', 'SYNOPSIS', 'DESCRIPTION', 'OPTIONS', 'GIT'];

test("a man page's section labels are no key phrases: Git's short manual pages", { skip: !existsSync(`${GIT_DOC}/git-verify-tag.html`) && 'git-doc is not installed' }, async () => {
  for (const page of ['git-verify-tag', 'git-version', 'git-unpack-file', 'git-init-db', 'git-stage']) {
    const answer = await graph({ files: [`${GIT_DOC}/${page}.html`] });
    const phrases = (answer.entriesAndGraphOfContext.keyPhrases ?? []).slice(0, 10).map((k) => k.phrase);
    assert.ok(phrases.length >= 3, `${page}: ${phrases.join(' | ')}`);
    assert.deepEqual(phrases.filter((p) => LABELS.includes(p)), [], `${page}: ${phrases.join(' | ')}`);
  }
});

test('a word in capitals the text also writes in its sentences is no label; a title in capitals alone is none either', () => {
  const statements = (lines: string[]) => lines.map((content, i) => ({ id: String(i), content, categories: [] }));
  const manual = sectionLabelCheck(statements(['NAME', 'git-rev-parse - Pick out parameters', 'SYNOPSIS', 'HEAD', 'DESCRIPTION', 'HEAD names the commit checked out.']));
  assert.equal(manual('NAME'), true);
  assert.equal(manual('SYNOPSIS'), true);
  assert.equal(manual('HEAD'), false);
  const paper = sectionLabelCheck(statements(['MINING ASSOCIATION RULES', 'We mine association rules from large databases.']));
  assert.equal(paper('MINING ASSOCIATION RULES'), false);
});
