// Every relative link and anchor in README.md, CHANGELOG.md and docs/ resolves, as remark-validate-links
// (configured in .remarkrc.mjs) finds them: files, and headings in the same or another file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

test('every relative link and anchor in the Markdown docs resolves', () => {
  const remark = path.join(root, 'node_modules', '.bin', 'remark');
  const run = spawnSync(remark, ['--quiet', '--frail', '--no-stdout', '--no-color', 'README.md', 'CHANGELOG.md', 'docs'], { cwd: root, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});

test('the link check fails on a link to a heading that does not exist', () => {
  // The same check on a page with one broken anchor: it must say so, or the test above proves nothing.
  const remark = path.join(root, 'node_modules', '.bin', 'remark');
  const run = spawnSync(remark, ['--quiet', '--frail', '--no-stdout', '--no-color'], {
    cwd: root,
    input: '# Title\n\nSee [the part](#no-such-part) and [the API](docs/api.md#no-such-heading).\n',
    encoding: 'utf8',
  });
  assert.notEqual(run.status, 0);
  assert.match(run.stderr, /no-such-part/);
});
