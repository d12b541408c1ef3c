// Tests for reading CLI input: files, globs, stdin, encodings and the statements formats.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ApiError } from '../../src/core/errors.js';
import { readStatements, readText, type InputIO } from '../../src/input/files.js';

function tempDir(files: Record<string, string | Uint8Array> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tna-'));
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  return dir;
}

function io(cwd: string, stdin: (string | Uint8Array)[] = [], stdinIsTTY = false): InputIO {
  return { stdin: Readable.from(stdin), stdinIsTTY, cwd };
}

/** A stdin that fails the test if anything reads it. */
function untouchedStdin(cwd: string, stdinIsTTY = false): InputIO {
  const stdin = new Readable({
    read() {
      throw new Error('stdin must not be read');
    },
  });
  return { stdin, stdinIsTTY, cwd };
}

function badRequest(pattern: RegExp): (e: unknown) => boolean {
  return (e) => {
    assert.ok(e instanceof ApiError, `expected ApiError, got ${String(e)}`);
    assert.equal(e.status, 400);
    assert.match(e.message, pattern);
    return true;
  };
}

// readText

test('reads files in the order given, joined by newlines', async () => {
  const dir = tempDir({ 'b.txt': 'Bravo text.', 'a.txt': 'Alpha text.' });
  const text = await readText(['b.txt', 'a.txt'], untouchedStdin(dir));
  assert.equal(text, 'Bravo text.\nAlpha text.');
});

test('accepts absolute paths', async () => {
  const dir = tempDir({ 'a.txt': 'Alpha.' });
  const text = await readText([path.join(dir, 'a.txt')], untouchedStdin(os.tmpdir()));
  assert.equal(text, 'Alpha.');
});

test('expands a glob to its matches sorted by path', async () => {
  const dir = tempDir({ 'notes/c.txt': 'C', 'notes/a.txt': 'A', 'notes/b.txt': 'B', 'notes/skip.md': 'X' });
  const text = await readText(['notes/*.txt'], untouchedStdin(dir));
  assert.equal(text, 'A\nB\nC');
});

test('mixes globs, files and stdin in the order given', async () => {
  const dir = tempDir({ 'x/2.txt': 'two', 'x/1.txt': 'one', 'first.txt': 'first' });
  const text = await readText(['first.txt', '-', 'x/**/*.txt'], io(dir, ['from stdin']));
  assert.equal(text, 'first\nfrom stdin\none\ntwo');
});

test('a file whose name looks like a glob is read literally', async () => {
  const dir = tempDir({ 'a[1].txt': 'literal', 'a1.txt': 'globbed' });
  assert.equal(await readText(['a[1].txt'], untouchedStdin(dir)), 'literal');
});

test("'-' reads stdin, chunks of strings or bytes", async () => {
  const dir = tempDir();
  const text = await readText(['-'], io(dir, ['Hello ', Buffer.from('wörld'), '.']));
  assert.equal(text, 'Hello wörld.');
});

test('no paths reads stdin', async () => {
  const dir = tempDir();
  assert.equal(await readText([], io(dir, ['piped text'])), 'piped text');
});

test('no paths with a terminal on stdin asks for piped text or a file instead of hanging', async () => {
  const dir = tempDir();
  await assert.rejects(readText([], untouchedStdin(dir, true)), badRequest(/pipe text.*or name a file/i));
});

test("an explicit '-' reads stdin even from a terminal", async () => {
  const dir = tempDir();
  assert.equal(await readText(['-'], io(dir, ['typed'], true)), 'typed');
});

test("'-' given twice is rejected", async () => {
  const dir = tempDir();
  await assert.rejects(readText(['-', '-'], io(dir, ['x'])), badRequest(/'-'.*only once/));
});

test('empty and whitespace-only input is returned as is', async () => {
  const dir = tempDir({ 'empty.txt': '', 'blank.txt': '  \n\t' });
  assert.equal(await readText(['empty.txt'], untouchedStdin(dir)), '');
  assert.equal(await readText(['blank.txt'], untouchedStdin(dir)), '  \n\t');
  assert.equal(await readText([], io(dir, [])), '');
});

test('a missing file is named in the error', async () => {
  const dir = tempDir();
  await assert.rejects(readText(['nope.txt'], untouchedStdin(dir)), badRequest(/^nope\.txt does not exist\.$/));
});

test('a path through a file is reported as missing', async () => {
  const dir = tempDir({ 'a.txt': 'x' });
  await assert.rejects(readText(['a.txt/b.txt'], untouchedStdin(dir)), badRequest(/a\.txt\/b\.txt does not exist/));
});

test('a glob outside the working folder, absolute or through .., matches what it matches from inside', async () => {
  const dir = tempDir({ 'notes/b.txt': 'B', 'notes/a.txt': 'A', 'notes/deep/c.txt': 'C', 'elsewhere/x.txt': 'X' });
  const elsewhere = path.join(dir, 'elsewhere');
  assert.equal(await readText([path.join(dir, 'notes', '*.txt')], untouchedStdin(elsewhere)), 'A\nB');
  assert.equal(await readText(['../notes/**/*.txt'], untouchedStdin(elsewhere)), 'A\nB\nC');
  assert.equal(await readText([path.join(dir, '*', '*.txt')], untouchedStdin(elsewhere)), 'X\nA\nB');
});

test('a directory is rejected with a hint to use a glob', async () => {
  const dir = tempDir({ 'docs/a.txt': 'x' });
  await assert.rejects(readText(['docs'], untouchedStdin(dir)), badRequest(/^docs is a directory.*glob.*docs\/\*\.txt/));
});

test('a glob with no match is named in the error', async () => {
  const dir = tempDir({ 'a.md': 'x' });
  await assert.rejects(readText(['*.txt'], untouchedStdin(dir)), badRequest(/No files match \*\.txt/));
});

test('a binary file is rejected', async () => {
  const dir = tempDir({ 'image.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02]) });
  await assert.rejects(readText(['image.png'], untouchedStdin(dir)), badRequest(/^image\.png looks like a binary file/));
});

test('a bad file matched by a glob is named by its path', async () => {
  const dir = tempDir({ 'in/a.txt': 'fine', 'in/b.txt': Buffer.from([0x00]) });
  await assert.rejects(readText(['in/*.txt'], untouchedStdin(dir)), badRequest(/^in\/b\.txt looks like a binary file/));
});

test('binary data on stdin is rejected', async () => {
  const dir = tempDir();
  await assert.rejects(readText([], io(dir, [Buffer.from([0x61, 0x00, 0x62])])), badRequest(/^stdin looks like a binary file/));
});

test('a NUL byte after the first 8 KB does not count as binary', async () => {
  const dir = tempDir({ 'late.txt': Buffer.concat([Buffer.alloc(9000, 0x61), Buffer.from([0])]) });
  const text = await readText(['late.txt'], untouchedStdin(dir));
  assert.equal(text.length, 9001);
});

test('a UTF-16 file is told to be saved as UTF-8', async () => {
  const dir = tempDir({ 'wide.txt': Buffer.from([0xff, 0xfe, 0x61, 0x00]) });
  await assert.rejects(readText(['wide.txt'], untouchedStdin(dir)), badRequest(/^wide\.txt is UTF-16.*UTF-8/));
});

test('invalid UTF-8 is named in the error', async () => {
  const dir = tempDir({ 'latin1.txt': Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x2e]) });
  await assert.rejects(readText(['latin1.txt'], untouchedStdin(dir)), badRequest(/^latin1\.txt is not valid UTF-8/));
});

test('a UTF-8 byte order mark is stripped from files and stdin', async () => {
  const bom = Buffer.from([0xef, 0xbb, 0xbf]);
  const dir = tempDir({ 'bom.txt': Buffer.concat([bom, Buffer.from('Text.')]) });
  assert.equal(await readText(['bom.txt'], untouchedStdin(dir)), 'Text.');
  assert.equal(await readText([], io(dir, [Buffer.concat([bom, Buffer.from('Piped.')])])), 'Piped.');
});

test('an unreadable file is named in the error', { skip: process.getuid?.() === 0 ? 'root can read any file' : false }, async () => {
  const dir = tempDir({ 'secret.txt': 'x' });
  fs.chmodSync(path.join(dir, 'secret.txt'), 0o000);
  await assert.rejects(readText(['secret.txt'], untouchedStdin(dir)), badRequest(/Cannot read secret\.txt: permission denied/));
});

test('a failing stdin becomes a bad request, not a raw error', async () => {
  const dir = tempDir();
  const stdin = new Readable({
    read() {
      this.destroy(Object.assign(new Error('EISDIR: illegal operation on a directory, read'), { code: 'EISDIR' }));
    },
  });
  await assert.rejects(readText([], { stdin, stdinIsTTY: false, cwd: dir }), badRequest(/^stdin is a directory/));
});

// readStatements

test('JSON array of strings', async () => {
  const dir = tempDir({ 's.json': JSON.stringify(['First statement.', '  ', 'Second statement.']) });
  assert.deepEqual(await readStatements('s.json', untouchedStdin(dir)), {
    statements: ['First statement.', 'Second statement.'],
  });
});

test('numeric timestamps are read from CSV, JSON and JSON lines; a bad one names the file and row', async () => {
  const dir = tempDir({
    'tweets.csv': 'text,timestamp,category\nRain feeds rivers.,1714560000,econ\nFarms need rain.,1714560000000,farm\n',
    's.jsonl': '{"text":"Rain feeds rivers.","timestamp":1714560000}\n{"text":"Farms need rain.","date":1714560000000}\n',
    'bad.csv': 'text,timestamp\nRain feeds rivers.,2024-05-01\nFarms need rain.,yesterday\n',
    'bad.jsonl': '{"text":"Rain feeds rivers.","timestamp":"soon"}\n',
  });
  assert.deepEqual(await readStatements('tweets.csv', untouchedStdin(dir)), {
    statements: ['Rain feeds rivers.', 'Farms need rain.'],
    timestamps: ['1714560000', '1714560000000'],
    categories: [['econ'], ['farm']],
  });
  assert.deepEqual((await readStatements('s.jsonl', untouchedStdin(dir))).timestamps, ['1714560000', '1714560000000']);
  await assert.rejects(readStatements('bad.csv', untouchedStdin(dir)), badRequest(/^bad\.csv row 3: timestamp "yesterday" is not a date/));
  await assert.rejects(readStatements('bad.jsonl', untouchedStdin(dir)), badRequest(/^bad\.jsonl: line 1: timestamp "soon" is not a date/));
});

test('JSON array of objects with timestamps and categories', async () => {
  const items = [
    { text: 'One.', timestamp: '2024-01-01T00:00:00Z', categories: ['a', 'b'] },
    { content: 'Two.', date: 2023, category: 'c; d' },
    { Statement: 'Three.' },
    { text: '', timestamp: '2024-05-05', categories: ['dropped'] },
  ];
  const dir = tempDir({ 's.json': JSON.stringify(items) });
  assert.deepEqual(await readStatements('s.json', untouchedStdin(dir)), {
    statements: ['One.', 'Two.', 'Three.'],
    timestamps: ['2024-01-01T00:00:00Z', '2023', ''],
    categories: [['a', 'b'], ['c', 'd'], []],
  });
});

test('JSON lines of strings and objects', async () => {
  const dir = tempDir({ 's.jsonl': '"Plain line."\n\n{"text":"Object line.","category":"x"}\r\n', 's.ndjson': '"One."\n' });
  assert.deepEqual(await readStatements('s.jsonl', untouchedStdin(dir)), {
    statements: ['Plain line.', 'Object line.'],
    categories: [[], ['x']],
  });
  assert.deepEqual(await readStatements('s.ndjson', untouchedStdin(dir)), { statements: ['One.'] });
});

test('CSV with quoted commas, a date column and a categories column', async () => {
  const csv = [
    'ID,Text,Date,Categories',
    '1,"Hello, world.",2024-01-01,"news;tech"',
    '2,"",2024-01-02,skipped',
    '3,He said "hi" twice.,2024-01-03,"a, b"',
    '4,"Multi',
    'line.",,',
    '',
  ].join('\n');
  const dir = tempDir({ 's.csv': csv });
  assert.deepEqual(await readStatements('s.csv', untouchedStdin(dir)), {
    statements: ['Hello, world.', 'He said "hi" twice.', 'Multi\nline.'],
    timestamps: ['2024-01-01', '2024-01-03', ''],
    categories: [['news', 'tech'], ['a', 'b'], []],
  });
});

test('CSV separated by semicolons or tabs', async () => {
  const dir = tempDir({ 'semi.csv': 'content;category\nBonjour, monde.;x\n', 'tabs.csv': 'statement\tdate\nHi.\t2020\n' });
  assert.deepEqual(await readStatements('semi.csv', untouchedStdin(dir)), {
    statements: ['Bonjour, monde.'],
    categories: [['x']],
  });
  assert.deepEqual(await readStatements('tabs.csv', untouchedStdin(dir)), { statements: ['Hi.'], timestamps: ['2020'] });
});

test('formats are sniffed when the file has no known extension', async () => {
  const dir = tempDir({
    'array.txt': ' ["A.", "B."]',
    'lines': '{"text":"A."}\n"B."\n',
    'quoted-lines': '"A."\n"B."\n',
    'table': '"text","timestamp"\n"A.",2021\n',
    'plain-table.dat': 'text\nA.\n',
  });
  const io0 = untouchedStdin(dir);
  assert.deepEqual(await readStatements('array.txt', io0), { statements: ['A.', 'B.'] });
  assert.deepEqual(await readStatements('lines', io0), { statements: ['A.', 'B.'] });
  assert.deepEqual(await readStatements('quoted-lines', io0), { statements: ['A.', 'B.'] });
  assert.deepEqual(await readStatements('table', io0), { statements: ['A.'], timestamps: ['2021'] });
  assert.deepEqual(await readStatements('plain-table.dat', io0), { statements: ['A.'] });
});

test("statements from stdin with '-' are sniffed", async () => {
  const dir = tempDir();
  assert.deepEqual(await readStatements('-', io(dir, ['[{"text":"From stdin."}]'])), { statements: ['From stdin.'] });
  assert.deepEqual(await readStatements('-', io(dir, ['text,category\nA.,x\n'])), {
    statements: ['A.'],
    categories: [['x']],
  });
});

test('an empty statements file gives no statements', async () => {
  const dir = tempDir({ 'e.json': '', 'e.csv': '\n', 'h.csv': 'text,date\n' });
  assert.deepEqual(await readStatements('e.json', untouchedStdin(dir)), { statements: [] });
  assert.deepEqual(await readStatements('e.csv', untouchedStdin(dir)), { statements: [] });
  assert.deepEqual(await readStatements('h.csv', untouchedStdin(dir)), { statements: [] });
});

test('statements files share the file errors', async () => {
  const dir = tempDir({ 'sub/x.json': '[]', 'bin.json': Buffer.from([0x5b, 0x00, 0x5d]), 'bad.csv': Buffer.from([0xff, 0x41]) });
  await assert.rejects(readStatements('missing.json', untouchedStdin(dir)), badRequest(/^missing\.json does not exist/));
  await assert.rejects(readStatements('sub', untouchedStdin(dir)), badRequest(/^sub is a directory/));
  await assert.rejects(readStatements('bin.json', untouchedStdin(dir)), badRequest(/^bin\.json looks like a binary file/));
  await assert.rejects(readStatements('bad.csv', untouchedStdin(dir)), badRequest(/^bad\.csv is not valid UTF-8/));
});

test('malformed JSON is named in the error', async () => {
  const dir = tempDir({ 'bad.json': '["a",\n "b",]' });
  await assert.rejects(readStatements('bad.json', untouchedStdin(dir)), badRequest(/^bad\.json is not valid JSON \(.+\)/));
});

test('a JSON file that is not an array is rejected', async () => {
  const dir = tempDir({ 'obj.json': '{"statements": ["a"]}' });
  await assert.rejects(readStatements('obj.json', untouchedStdin(dir)), badRequest(/^obj\.json must hold a JSON array.*not an object/));
});

test('wrong JSON item types name the index and field', async () => {
  const dir = tempDir({
    'num.json': '["ok", 42]',
    'notext.json': '[{"title": "x", "body": "y"}]',
    'textnum.json': '["ok", "ok", {"text": 5}]',
    'ts.json': '[{"text": "a", "timestamp": true}]',
    'cat.json': '[{"text": "a", "categories": [1]}]',
    'catobj.json': '[{"text": "a", "category": {}}]',
  });
  const io0 = untouchedStdin(dir);
  await assert.rejects(readStatements('num.json', io0), badRequest(/^num\.json: item at index 1 must be a string or an object.*not a number/));
  await assert.rejects(readStatements('notext.json', io0), badRequest(/^notext\.json: item at index 0 has no text.*fields found: title, body/));
  await assert.rejects(readStatements('textnum.json', io0), badRequest(/^textnum\.json: item at index 2: text must be a string, not a number/));
  await assert.rejects(readStatements('ts.json', io0), badRequest(/^ts\.json: item at index 0: timestamp must be a string/));
  await assert.rejects(readStatements('cat.json', io0), badRequest(/^cat\.json: item at index 0: categories must be a string or an array of strings/));
  await assert.rejects(readStatements('catobj.json', io0), badRequest(/^catobj\.json: item at index 0: category must be .*not an object/));
});

test('malformed JSON lines name the line number', async () => {
  const dir = tempDir({ 'bad.jsonl': '"one"\n\n{"text": "two"\n"three"\n', 'type.jsonl': '"one"\n[1]\n' });
  await assert.rejects(readStatements('bad.jsonl', untouchedStdin(dir)), badRequest(/^bad\.jsonl: line 3 is not valid JSON/));
  await assert.rejects(readStatements('type.jsonl', untouchedStdin(dir)), badRequest(/^type\.jsonl: line 2 must be a string or an object.*not an array/));
});

test('CSV without a text column lists the columns found', async () => {
  const dir = tempDir({ 'cols.csv': 'id,Title,body\n1,a,b\n' });
  await assert.rejects(
    readStatements('cols.csv', untouchedStdin(dir)),
    badRequest(/^cols\.csv has no text column.*text, content or statement.*columns found: id, Title, body/),
  );
});

test('a CSV row with the wrong number of fields names the row', async () => {
  const dir = tempDir({ 'rows.csv': 'text,date\nfine,2020\nalso fine,2021\nbroken, with, commas\n' });
  await assert.rejects(
    readStatements('rows.csv', untouchedStdin(dir)),
    badRequest(/^rows\.csv: row 3 \(line 4\) has 3 fields but the header has 2/),
  );
});

test('a CSV quote that is never closed is reported', async () => {
  const dir = tempDir({ 'quote.csv': 'text\n"never closed\nmore\n' });
  await assert.rejects(readStatements('quote.csv', untouchedStdin(dir)), badRequest(/^quote\.csv has a quoted field that is never closed/));
});
