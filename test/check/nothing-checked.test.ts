// Nothing checked is not a pass: a configuration that checks nothing, empty stdin, --init without
// files and a pattern that matches nothing are exit 2 with one line, not a green gate.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { LENIENT, scratch, tiny, tna, writeJson } from './helpers.js';

test('a configuration without a "check" key, or with a key it does not know, is exit 2 naming the file and the key', async () => {
  const dir = scratch('guide.md');
  writeJson(path.join(dir, 'tna.config.json'), { rules: LENIENT });
  const unknown = await tna(['check', 'guide.md'], dir);
  assert.equal(unknown.code, 2);
  assert.equal(unknown.err, 'tna: tna.config.json: unknown key "rules" in the file; it holds "check" (and "$comment")\n');
  writeJson(path.join(dir, 'tna.config.json'), { $comment: 'nothing yet' });
  const none = await tna(['check', '-f', 'junit', 'guide.md'], dir);
  assert.equal(none.code, 2);
  assert.equal(none.out, '', 'no report that could read as a pass');
  assert.match(none.err, /^tna: tna\.config\.json: the file has no "check" key, so nothing would be checked; /);
  writeJson(path.join(dir, 'package.json'), { name: 'docs', tna: { rule: {} } });
  const inPackage = await tna(['check', '--config', 'package.json', 'guide.md'], dir);
  assert.equal(inPackage.code, 2);
  assert.match(inPackage.err, /^tna: package\.json: unknown key "rule" in "tna"/);
});

test('empty stdin, --init without files and an unmatched pattern are exit 2; --no-error-on-unmatched-pattern warns instead', async () => {
  const dir = scratch('guide.md');
  writeJson(path.join(dir, 'tna.config.json'), tiny(LENIENT));
  const empty = await tna(['check'], dir, '  \n');
  assert.equal(empty.code, 2);
  assert.equal(empty.err, 'tna: stdin is empty: name the files to check, or pipe a text into tna check\n');
  const init = await tna(['check', '--init'], dir);
  assert.equal(init.code, 2);
  assert.match(init.err, /^tna: --init needs the files to measure: tna check --init FILES/);
  const unmatched = await tna(['check', 'guide.md', 'docs/**/*.md'], dir);
  assert.equal(unmatched.code, 2);
  assert.equal(unmatched.err, 'tna: No files match docs/**/*.md.\n');
  const warned = await tna(['check', '--no-error-on-unmatched-pattern', 'guide.md', 'docs/**/*.md'], dir);
  assert.equal(warned.code, 0, warned.err);
  assert.equal(warned.err, 'tna: warning: no files match docs/**/*.md\n');
  assert.match(warned.out, /guide\.md/);
  const nothing = await tna(['check', '--no-error-on-unmatched-pattern', 'docs/**/*.md'], dir);
  assert.equal(nothing.code, 2);
  assert.match(nothing.err, /nothing to check: no file matches the patterns given\n$/);
  writeFileSync(path.join(dir, 'notes.md'), '# Notes\n\nGardens need rain and warm soil in spring.\n');
  assert.equal((await tna(['check', 'notes.md'], dir)).code, 0, 'a real file still passes');
});
