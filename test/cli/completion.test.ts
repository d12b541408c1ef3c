// `tna completion`: the scripts loaded into real shells and asked for completions as the shells ask —
// bash through COMP_WORDS, zsh through bashcompinit, fish through `complete -C` (those two where installed).
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'tna-completion-'));
const binDir = path.join(dir, 'bin');
const env = { PATH: `${binDir}:${process.env.PATH ?? ''}`, TNA_DB: path.join(dir, 'store', 'tna.db'), HOME: dir };

const has = (shell: string) => spawnSync(shell, ['-c', 'exit 0']).status === 0;

before(() => {
  // `tna` on the PATH, as an installed one is: the scripts call it for saved graph names.
  mkdirSync(binDir);
  writeFileSync(path.join(binDir, 'tna'), `#!/bin/sh\nexec "${process.execPath}" "${path.join(root, 'bin', 'tna.js')}" "$@"\n`);
  chmodSync(path.join(binDir, 'tna'), 0o755);
  writeFileSync(path.join(dir, 'notes.md'), 'Rivers feed farms.\n');
  writeFileSync(path.join(dir, 'notes-old.txt'), 'Farms need rain.\n');
  execFileSync('tna', ['graph', '--save', '--name', 'river-notes', 'notes.md', '-f', 'json'], { cwd: dir, env });
  execFileSync('tna', ['graph', '--save', '--name', 'rain-notes', 'notes-old.txt', '-f', 'json'], { cwd: dir, env });
});

/** What bash completes the last word of `line` to (an empty last word when it ends with a space). */
function bash(line: string, cwdEnv: Record<string, string> = env): string[] {
  const words = line.split(' ');
  const script = `source <(tna completion bash)
COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}
_tna; printf '%s\\n' "\${COMPREPLY[@]}"`;
  const out = execFileSync('bash', ['-c', script], { cwd: dir, env: cwdEnv, encoding: 'utf8' });
  return out.split('\n').filter(Boolean).sort();
}

test('bash: commands, options, values from a fixed list, files, and the names of saved graphs', () => {
  assert.ok(bash('tna ').includes('graph') && bash('tna ').includes('related') && bash('tna ').includes('completion'));
  assert.ok(!bash('tna ').includes('__complete'), 'the command for scripts is not offered');
  assert.deepEqual(bash('tna gr'), ['graph']);
  assert.deepEqual(bash('tna graph --form'), ['--format']);
  assert.deepEqual(bash('tna graph --format '), ['csv', 'dot', 'gexf', 'graphml', 'graphviz', 'html', 'json', 'summary', 'svg', 'text']);
  assert.deepEqual(bash('tna graph -f s'), ['summary', 'svg']);
  assert.deepEqual(bash('tna graph --split '), ['line', 'paragraph', 'sentence']);
  assert.ok(bash('tna graph --language ').includes('ja') && bash('tna graph --language ').includes('auto'));
  assert.deepEqual(bash('tna graph --name '), ['rain-notes', 'river-notes'], 'saved graphs, from the store');
  assert.deepEqual(bash('tna related "why?" --name ri'), ['river-notes']);
  assert.deepEqual(bash('tna graph no'), ['notes-old.txt', 'notes.md'], 'files where a command reads them');
  assert.deepEqual(bash('tna graph --split line no'), ['notes-old.txt', 'notes.md'], 'after an option and its value');
  assert.deepEqual(bash('tna intent '), ['gaps', 'queries', 'results'], 'an argument with a fixed list');
  assert.deepEqual(bash('tna intent gaps '), [], 'a free argument (the query) offers nothing');
  assert.deepEqual(bash('tna --db x gr'), ['graph'], 'after a global option and its value');
  assert.deepEqual(bash('tna completion '), ['bash', 'fish', 'zsh']);
  assert.deepEqual(bash('tna check --max-warnings '), [], 'a number: nothing to offer');
});

test('bash: no store, or a store that cannot be read, is nothing to offer, and no error in the shell', () => {
  const none = { ...env, TNA_DB: path.join(dir, 'nowhere', 'tna.db') };
  assert.deepEqual(bash('tna graph --name ', none), []);
  const broken = path.join(dir, 'broken.db');
  writeFileSync(broken, 'this is not a database');
  const out = spawnSync('bash', ['-c', `source <(tna completion bash); COMP_WORDS=(tna graph --name ''); COMP_CWORD=3; _tna; echo "\${#COMPREPLY[@]}"`], {
    cwd: dir,
    env: { ...env, TNA_DB: broken },
    encoding: 'utf8',
  });
  assert.equal(out.status, 0);
  assert.equal(out.stdout.trim(), '0');
  assert.equal(out.stderr, '');
});

test('zsh, through bashcompinit: the same completions', { skip: !has('zsh') && 'zsh is not installed (apt-get install zsh)' }, () => {
  const script = `source <(tna completion zsh)
setopt ksharrays
COMP_WORDS=(tna graph --format ''); COMP_CWORD=3
_tna; print -l "\${COMPREPLY[@]}"`;
  const out = execFileSync('zsh', ['-c', script], { cwd: dir, env, encoding: 'utf8' });
  assert.deepEqual(out.split('\n').filter(Boolean).sort(), ['csv', 'dot', 'gexf', 'graphml', 'graphviz', 'html', 'json', 'summary', 'svg', 'text']);
});

test('fish: commands, values, files and saved graphs through complete -C', { skip: !has('fish') && 'fish is not installed (apt-get install fish)' }, () => {
  const fish = (line: string) =>
    execFileSync('fish', ['-c', `tna completion fish | source; complete -C ${JSON.stringify(line)}`], { cwd: dir, env, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((l) => l.split('\t')[0])
      .sort();
  assert.ok(fish('tna ').includes('graph') && fish('tna ').includes('related'));
  assert.deepEqual(fish('tna graph --split '), ['line', 'paragraph', 'sentence']);
  assert.deepEqual(fish('tna graph --name '), ['rain-notes', 'river-notes']);
  assert.deepEqual(fish('tna graph no'), ['notes-old.txt', 'notes.md']);
  assert.deepEqual(fish('tna intent '), ['gaps', 'queries', 'results']);
});
