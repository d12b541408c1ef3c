// The check's text table and --init's summary line up after file names and concepts in Chinese,
// Japanese and Korean, and in colour the result cell alone is painted, its padding left plain.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { formatText } from '../../src/check/formatters/text.js';
import { initSummary } from '../../src/check/init.js';
import { summarize, type FileReport, type RuleResult } from '../../src/check/types.js';
import { terminalColumns } from '../terminal-columns.js';
import { loadWidthTables } from '../../src/report/display-width.js';

// A command loads the width tables before it lays text out (main, list, check); so do these tests.
before(loadWidthTables);

const plain = (text: string) => text.replace(/\x1b\[[0-9;]*m/g, '');

const result = (rule: string, passed: boolean, concepts: string[]): RuleResult => ({
  rule, severity: 'error', passed, measured: 0.5, limit: '≤ 60%', message: 'too much', concepts, line: 1,
});
const FILES: FileReport[] = [
  { file: '中文笔记.md', results: [result('top-concept-share', true, ['数据', '模型'])] },
  { file: '日本語のメモ.md', results: [result('top-concept-share', false, ['データ'])] },
  { file: '한국어 메모.md', results: [result('top-concept-share', true, ['데이터'])] },
  { file: 'notes.md', results: [result('top-concept-share', true, ['data'])] },
];

test('check\'s table: every column after a file name in any script starts in the header\'s column', () => {
  for (const colour of [false, true]) {
    const lines = plain(formatText({ files: FILES, summary: summarize(FILES) }, { colour })).split('\n');
    const header = lines[0];
    for (const [i, f] of FILES.entries()) {
      const row = lines[i + 1];
      assert.ok(row.startsWith(f.file), row);
      for (const [cell, title] of [[f.results[0].rule, 'RULE'], [f.results[0].passed ? 'pass' : 'FAIL', 'RESULT'], [f.results[0].concepts.join(', '), 'CONCEPTS']]) {
        assert.equal(terminalColumns(row.slice(0, row.indexOf(cell))), terminalColumns(header.slice(0, header.indexOf(title))), `${title} of ${f.file}:\n${lines.join('\n')}`);
      }
    }
  }
});

test('check\'s table in colour: the result word is painted, its padding is not', () => {
  const out = formatText({ files: FILES, summary: summarize(FILES) }, { colour: true });
  const row = out.split('\n').find((l) => l.startsWith('日本語のメモ.md'))!;
  assert.match(row, /(\x1b\[[0-9;]*m)+FAIL(\x1b\[[0-9;]*m)+ +\S/, row);
});

test('--init\'s summary: the failing column lines up after options in any script', () => {
  const rules = [
    { id: 'must-mention', options: { concepts: '数据,模型' }, failing: [] },
    { id: 'must-not-mention', options: { concepts: '한국어' }, failing: [] },
    { id: 'repetition', options: { max: 0.05 }, failing: [] },
  ];
  const lines = initSummary('tna.config.json', 3, { content: '{}', rules, shortTexts: 0, minStatements: 10 }).split('\n').filter((l) => l.includes('fails none'));
  assert.equal(lines.length, rules.length);
  const at = lines.map((l) => terminalColumns(l.slice(0, l.indexOf('fails none'))));
  assert.deepEqual(at, at.map(() => at[0]), lines.join('\n'));
});
