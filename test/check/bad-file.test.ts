// One bad file spoils nothing else: Latin-1 and UTF-16 with a byte-order mark are decoded, and a
// file that cannot be read is one error result while every other file is checked, in every format.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closeSync, ftruncateSync, openSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LENIENT, scratch, tiny, tna, writeJson } from './helpers.js';

const PROSE = '# Rivers\n\nSalmon swim up cold rivers to spawn in the café of the valley.\n\nDams block the salmon on their way upstream.\n';

test('Latin-1 and UTF-16 files are read; a binary file is an error result and the others are still checked, in every format', async () => {
  const dir = scratch('guide.md');
  writeJson(path.join(dir, 'tna.config.json'), tiny({ ...LENIENT, 'must-mention': { concepts: ['salmon', 'café'] } }));
  writeFileSync(path.join(dir, 'latin1.md'), Buffer.from(PROSE, 'latin1'));
  writeFileSync(path.join(dir, 'utf16.md'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(PROSE, 'utf16le')]));
  writeFileSync(path.join(dir, 'image.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x01]));
  const files = ['latin1.md', 'utf16.md', 'image.md'];

  const json = await tna(['check', '-f', 'json', ...files], dir);
  assert.equal(json.code, 2, 'a file that could not be read makes the run exit 2');
  const report = JSON.parse(json.out) as { files: { file: string; results: { rule: string; passed: boolean }[]; unreadable?: string }[]; summary: { unreadable: number } };
  assert.deepEqual(report.files.map((f) => f.file), files);
  for (const f of report.files.slice(0, 2)) assert.ok(f.results.length > 0 && f.results.every((r) => r.passed), `${f.file} is read as text`);
  assert.match(report.files[2].unreadable ?? '', /^image\.md looks like a binary file/);
  assert.equal(report.summary.unreadable, 1);

  const junit = await tna(['check', '-f', 'junit', ...files], dir);
  assert.equal(junit.code, 2);
  assert.match(junit.out, /<testsuites name="tna check" tests="\d+" failures="0" errors="1" skipped="0">/);
  assert.match(junit.out, /<testcase classname="image\.md" name="read">\s*<error message="image\.md looks like a binary file[^"]*" type="unreadable"\/>/);
  assert.match(junit.out, /<\/testsuites>\n$/, 'the XML is complete');

  const github = await tna(['check', '-f', 'github', ...files], dir);
  assert.match(github.out, /^::error file=image\.md,line=1,title=tna check::cannot read: image\.md looks like a binary file/m);
  assert.match(github.out, /tna check: 1 file could not be read; 0 errors, 0 warnings in the other 2 files/);

  const text = await tna(['check', ...files], dir);
  assert.equal(text.code, 2);
  assert.match(text.out, /^image\.md +— +ERROR +image\.md looks like a binary file/m);
});

test('a file too large to check is one error result; the others are checked', async () => {
  const dir = scratch('guide.md');
  writeJson(path.join(dir, 'tna.config.json'), tiny(LENIENT));
  // Sparse: 300 MB on paper, nothing on disk.
  const fd = openSync(path.join(dir, 'dump.md'), 'w');
  ftruncateSync(fd, 300 * 2 ** 20);
  closeSync(fd);
  const r = await tna(['check', '-f', 'json', 'guide.md', 'dump.md'], dir);
  assert.equal(r.code, 2);
  const report = JSON.parse(r.out) as { files: { file: string; results: unknown[]; unreadable?: string }[] };
  assert.ok(report.files[0].results.length > 0);
  assert.equal(report.files[1].unreadable, 'dump.md is too large to check (300 MB; tna check reads files up to 256 MB)');
});
