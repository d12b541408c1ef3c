// The manual pages: made at build time from the definitions that print --help, listed in package.json
// for npm to install, and rendered by man (man-db) with every option of their command in them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { definedCommands } from '../../src/cli/main.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const manDir = path.join(root, 'dist', 'man');
const hasMan = spawnSync('man', ['--version']).status === 0;

function render(page: string): { text: string; warnings: string } {
  const r = spawnSync('man', ['-l', '-P', 'cat', path.join(manDir, page)], { env: { ...process.env, MANWIDTH: '120', MANROFFSEQ: '' }, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  // man-db joins words broken at a line end with a hyphen: read the page as one line.
  return { text: r.stdout.replace(/‐\n\s*/g, '').replace(/\s+/g, ' '), warnings: r.stderr };
}

test('a page for tna and for every command, each listed in package.json\'s man field', () => {
  const pages = readdirSync(manDir).sort();
  const commands = definedCommands().map(({ command }) => `tna-${command.name()}.1`);
  assert.deepEqual(pages, ['tna.1', ...commands].sort());
  const listed = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).man as string[]).map((p) => path.basename(p)).sort();
  assert.deepEqual(listed, pages);
});

test('every --help names its manual page', () => {
  const bin = path.join(root, 'bin', 'tna.js');
  const help = (args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' }).stdout;
  assert.match(help(['--help']), /\nManual: man tna \(and man tna-<command>\)\n$/);
  for (const { command } of definedCommands()) assert.match(help([command.name(), '--help']), new RegExp(`\\nManual: man tna-${command.name()}\\n\\nExamples:\\n`), command.name());
});

test('man renders every page without a warning, with every option of its command and its examples', { skip: !hasMan && 'man is not installed (apt-get install man-db)' }, () => {
  for (const { cli, command } of definedCommands()) {
    const { text, warnings } = render(`tna-${command.name()}.1`);
    assert.equal(warnings, '', `tna-${command.name()}.1`);
    assert.match(text, new RegExp(`^TNA-${command.name().toUpperCase()}\\(1\\)`));
    for (const option of command.options) assert.ok(text.includes(option.long ?? option.short!), `tna-${command.name()}(1) has ${option.long}`);
    for (const [line] of cli.examples) assert.ok(text.includes(line.replace(/\s+/g, ' ')), `tna-${command.name()}(1) shows ${line}`);
  }
  const overview = render('tna.1').text;
  for (const { command } of definedCommands()) assert.ok(overview.includes(`tna-${command.name()}(1)`), `tna(1) points to tna-${command.name()}(1)`);
  assert.match(overview, /EXIT STATUS/);
});
