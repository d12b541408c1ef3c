// In a real terminal (tmux), the columns of `tna list` and of `tna check`'s table line up after
// names in Chinese, Japanese and Korean: tmux lays the characters out in its cells, and every row
// has its next column in the same cell as the header's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIN, ROOT } from './serve-process.js';
import { NO_TMUX, TmuxScreen, type Cell } from './tmux.js';

const NAMES = ['中文笔记', '日本語のメモ', '한국어 메모', 'notes'];
const TEXT = readFileSync(path.join(ROOT, 'test', 'fixtures', 'topics.txt'), 'utf8');

/** A fresh store and home, so nothing touches the real ones. */
function sandbox(): { dir: string; env: Record<string, string> } {
  const dir = mkdtempSync(path.join(tmpdir(), 'tna-terminal-'));
  mkdirSync(path.join(dir, 'home'));
  return { dir, env: { TNA_DB: path.join(dir, 'tna.db'), HOME: path.join(dir, 'home'), XDG_DATA_HOME: path.join(dir, 'home'), NO_COLOR: '1' } };
}

function tna(args: string[], env: Record<string, string>, input = ''): void {
  const r = spawnSync(process.execPath, [BIN, ...args], { input, cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' });
  assert.equal(r.status, 0, `tna ${args.join(' ')}: ${r.stderr}`);
}

/** The one cell each row shows `text` in. */
function only(screen: TmuxScreen, text: string): Cell {
  const cells = screen.find(text);
  assert.equal(cells.length, 1, `${text} once on the screen:\n${screen.text()}`);
  return cells[0];
}

test('tna list in a terminal: every column after a Chinese, Japanese or Korean name lines up', { skip: NO_TMUX, timeout: 180_000 }, () => {
  const { env } = sandbox();
  for (const name of NAMES) {
    tna(['graph', '--save', '--name', name, '-f', 'json'], env, TEXT);
    tna(['edit', name, '-d', `about ${name}`], env);
  }
  const screen = new TmuxScreen([process.execPath, BIN, 'list', '-f', 'table'], env);
  try {
    const shown = screen.text();
    const header = only(screen, 'DESCRIPTION');
    const rows = NAMES.map((name) => only(screen, `about ${name}`));
    assert.equal(new Set(rows.map((c) => c.y)).size, NAMES.length, shown);
    for (const row of rows) assert.equal(row.x, header.x, `every description in the header's column:\n${shown}`);
    // The column right after the name: the type, in the header's TYPE column on every row.
    const type = only(screen, 'TYPE');
    const types = screen.find('STANDARD');
    assert.deepEqual(types.map((c) => c.y).sort(), rows.map((c) => c.y).sort(), shown);
    for (const cell of types) assert.equal(cell.x, type.x, `every type in the header's column:\n${shown}`);
  } finally {
    screen.close();
  }
});

test('tna check in a terminal: its table lines up after file names in Chinese, Japanese and Korean', { skip: NO_TMUX, timeout: 180_000 }, () => {
  const { dir, env } = sandbox();
  const files = NAMES.map((name) => `${name}.txt`);
  for (const file of files) writeFileSync(path.join(dir, file), TEXT);
  writeFileSync(path.join(dir, 'tna.config.json'), JSON.stringify({ check: { rules: { clusters: { min: 1 } }, analysis: { minStatements: 1 } } }));
  const screen = new TmuxScreen(['sh', '-c', `cd ${JSON.stringify(dir)} && exec "$@"`, 'sh', process.execPath, BIN, 'check', ...files], env);
  try {
    const shown = screen.text();
    const rule = only(screen, 'RULE');
    const result = only(screen, 'RESULT');
    const rows = files.map((file) => only(screen, file));
    const rules = screen.find('clusters').filter((c) => rows.some((r) => r.y === c.y));
    const results = screen.find('pass').filter((c) => rows.some((r) => r.y === c.y));
    assert.equal(rules.length, files.length, shown);
    assert.equal(results.length, files.length, shown);
    for (const cell of rules) assert.equal(cell.x, rule.x, `every rule in the header's column:\n${shown}`);
    for (const cell of results) assert.equal(cell.x, result.x, `every result in the header's column:\n${shown}`);
  } finally {
    screen.close();
  }
});
