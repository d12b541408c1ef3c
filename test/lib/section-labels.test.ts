// A text's section labels in capitals (a man page's NAME, SYNOPSIS, DESCRIPTION) are no key
// phrases: on Git's own manual pages (apt-get install git-doc), read as tna reads HTML.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gitDocMissing, gitPageKeyPhrases } from './git-pages.js';
import { sectionLabelCheck } from '../../src/core/text/section-labels.js';

const LABELS = ['NAME', 'SYNOPSIS', 'DESCRIPTION', 'OPTIONS', 'GIT'];

test("a man page's section labels are no key phrases: Git's short manual pages", { skip: gitDocMissing }, async () => {
  for (const page of ['git-verify-tag', 'git-version', 'git-unpack-file', 'git-init-db', 'git-stage']) {
    const phrases = await gitPageKeyPhrases(page);
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

test("a manual page's headings of one word are no key phrases: fish's page on false; a word its sentences write, a table's cell or the title stays", () => {
  const statements = (lines: string[]) => lines.map((content, i) => ({ id: String(i), content, categories: [] }));
  // fish's cmds/false.html, as tna reads it.
  const page = sectionLabelCheck(statements(['false - return an unsuccessful result', 'Synopsis', 'false', 'Description', '`false` sets the exit status to 1.', 'See Also', 'true command', '$status variable']));
  assert.equal(page('Synopsis'), true);
  assert.equal(page('Description'), true);
  assert.equal(page('Status'), false);
  const described = sectionLabelCheck(statements(['cd - change directory', 'Synopsis', 'Description', 'The description of a directory is its path.']));
  assert.equal(described('Description'), false);
  // GNOME's net-firewall-ports: a table's cells, one of them twice.
  const ports = sectionLabelCheck(statements(['Commonly-used network ports', 'Port', 'Name', 'Description', '631', 'IPP', 'Printing', '515', 'LPD', 'Printing']));
  assert.equal(ports('Printing'), false);
  // Fastify's guides open with the site's name on a line of its own.
  const guide = sectionLabelCheck(statements(['Fastify', 'Benchmarking', 'Benchmarking is important.', 'Simple', 'Advanced']));
  assert.equal(guide('Fastify'), false);
});
