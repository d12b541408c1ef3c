// Display width: names in Chinese, Japanese and Korean, emoji and accents written with a combining
// mark take the columns a terminal gives them, so every column after them lines up, and nothing
// is cut through the middle of a character.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { cutToWidth, displayWidth, padEndTo, padStartTo, loadWidthTables } from '../../src/report/display-width.js';
import { renderTable } from '../../src/report/table.js';
import { terminalColumns } from '../terminal-columns.js';
import stringWidth from 'string-width';

// A command loads the width tables before it lays text out (main, list, check); so do these tests.
before(loadWidthTables);

const NAMES = ['中文笔记', '日本語のメモ', '한국어 메모', 'notes', 'cafe\u0301 notes', 'rain 🌊 log'];
const graphemes = (text: string) => [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)].map((s) => s.segment);

test('wide characters and emoji count two columns, combining marks none', () => {
  for (const name of NAMES) assert.equal(displayWidth(name), terminalColumns(name), name);
  assert.notEqual(displayWidth('中文笔记'), '中文笔记'.length, 'columns, not UTF-16 units');
  assert.equal(displayWidth('cafe\u0301'), displayWidth('cafe'), 'the accent takes no column');
});

test('padding reaches the same column whatever the script', () => {
  const width = Math.max(...NAMES.map(displayWidth)) + 3;
  for (const name of NAMES) {
    assert.equal(terminalColumns(padEndTo(name, width)), width, name);
    assert.equal(terminalColumns(padStartTo(name, width)), width, name);
    assert.ok(padEndTo(name, width).startsWith(name) && padStartTo(name, width).endsWith(name));
  }
  assert.equal(padEndTo('中文笔记', 3), '中文笔记', 'never cut by padding');
});

test('cutting keeps whole characters and never passes the width', () => {
  for (const name of NAMES) {
    for (let max = 2; max <= displayWidth(name) + 1; max++) {
      const cut = cutToWidth(name, max);
      assert.ok(terminalColumns(cut) <= max, `${name} in ${max}: ${cut}`);
      if (displayWidth(name) <= max) {
        assert.equal(cut, name);
        continue;
      }
      assert.ok(cut.endsWith('…'));
      const kept = graphemes(cut.slice(0, -1));
      assert.deepEqual(kept, graphemes(name).slice(0, kept.length), `${name} in ${max}: whole graphemes from the start`);
      // As much as fits: the next grapheme would not have.
      assert.ok(terminalColumns(cut) + terminalColumns(graphemes(name)[kept.length]) > max, `${name} in ${max}: ${cut} could hold more`);
    }
  }
});

test('a table lines up every column after a name in any script', () => {
  const rows = NAMES.map((name, i) => [name, `type${i}`, String(10 ** i), `desc-${i}`]);
  const out = renderTable([{ header: 'NAME', max: 9 }, { header: 'TYPE' }, { header: 'COUNT', right: true }, { header: 'DESCRIPTION' }], rows);
  const lines = out.trimEnd().split('\n');
  assert.equal(lines.length, NAMES.length + 1);
  // The column where each row's cell starts (and for the right-aligned numbers, ends).
  const startOf = (line: string, cell: string) => terminalColumns(line.slice(0, line.indexOf(cell)));
  for (const [column, header] of [[1, 'TYPE'], [3, 'DESCRIPTION']] as const) {
    const starts = rows.map((row, r) => startOf(lines[r + 1], row[column]));
    assert.deepEqual(starts, rows.map(() => startOf(lines[0], header)), `${header} starts in one column`);
  }
  const ends = rows.map((row, r) => startOf(lines[r + 1], ` ${row[2]} `) + 1 + terminalColumns(row[2]));
  assert.deepEqual(ends, rows.map(() => startOf(lines[0], 'COUNT') + 'COUNT'.length), 'numbers end in one column');
  // Names wider than the column's 9 are cut to it whole.
  for (const [r, name] of NAMES.entries()) {
    const shown = lines[r + 1].slice(0, lines[r + 1].indexOf(rows[r][1])).trimEnd();
    assert.ok(terminalColumns(shown) <= 9, shown);
    assert.ok(shown === name || name.startsWith(shown.slice(0, -1)), shown);
  }
});

test('the characters measured without the width tables take the columns the tables give them', () => {
  // Latin-1 and Latin Extended, the dashes, quotes and ellipsis, ≤ and ≥: one column each, the soft hyphen none.
  for (const [from, to] of [[0x20, 0x7e], [0xa0, 0x2ff], [0x2010, 0x2027], [0x2264, 0x2265]]) {
    for (let code = from; code <= to; code++) {
      const text = `a${String.fromCharCode(code)}b`;
      assert.equal(displayWidth(text), stringWidth(text), `U+${code.toString(16).padStart(4, '0')}`);
    }
  }
  assert.equal(displayWidth('≥ 0.29 – focused…'), 17);
});

test('without the width tables, a text of one column a character is measured and any other is refused, naming what to call', async () => {
  // A fresh process: this file's own process loaded the tables before its tests.
  const { spawnSync } = await import('node:child_process');
  const module = new URL('../../src/report/display-width.js', import.meta.url).href;
  const script = `
    const { displayWidth, loadWidthTables } = await import(${JSON.stringify(module)});
    const out = [displayWidth('café – notes ≤ 3')];
    try { displayWidth('中文'); out.push('measured'); } catch (error) { out.push(error.message); }
    await loadWidthTables();
    out.push(displayWidth('中文'));
    console.log(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  const [latin, before, after] = JSON.parse(run.stdout);
  assert.equal(latin, 16);
  assert.match(before, /loadWidthTables/);
  assert.equal(after, 4);
});
