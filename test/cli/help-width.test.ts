// --help measures text in a terminal's columns: descriptions in Chinese, Japanese or Korean wrap
// within the help's width, and the examples' comments stand in one column whatever the script.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { Command } from 'commander';
import { exampleLines, HELP_LAYOUT } from '../../src/cli/help-text.js';
import { terminalColumns } from '../terminal-columns.js';
import { loadWidthTables } from '../../src/report/display-width.js';

// A command loads the width tables before it lays text out (main, list, check); so do these tests.
before(loadWidthTables);

const WIDTH = 80;

function help(layout: boolean): string {
  const command = new Command('x').option('-n, --name <name>', '中文笔记 日本語のメモ 한국어 메모 '.repeat(6)).configureOutput({ getOutHelpWidth: () => WIDTH });
  if (layout) command.configureHelp(HELP_LAYOUT);
  return command.helpInformation();
}

test('--help wraps descriptions in wide characters within its width', () => {
  const lines = help(true).split('\n');
  for (const line of lines) assert.ok(terminalColumns(line) <= WIDTH, `${terminalColumns(line)} columns: ${line}`);
  assert.ok(lines.filter((l) => /\p{Script=Han}/u.test(l)).length > 2, 'the description wrapped');
  // Counted as UTF-16 units, as commander does by itself, the same lines run past the width.
  assert.ok(help(false).split('\n').some((line) => terminalColumns(line) > WIDTH), 'commander alone overflows');
});

test('examples: every comment in one column after command lines in any script', () => {
  const lines = exampleLines([
    ["tna graph --save --name 中文笔记 notes.md", 'a Chinese name'],
    ["tna graph --name 한국어", 'a Korean name'],
    ['tna list', 'the saved graphs'],
  ]);
  const at = lines.map((line) => terminalColumns(line.slice(0, line.indexOf('#'))));
  assert.deepEqual(at, at.map(() => at[0]), lines.join('\n'));
});
