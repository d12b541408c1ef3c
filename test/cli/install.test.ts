// The README's way to get `tna` on the PATH (`npm link` in the clone) works, and the linked
// command runs from any directory, not only inside the clone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

test('npm link puts tna on the PATH, and it runs outside the clone', (t) => {
  const prefix = mkdtempSync(path.join(tmpdir(), 'tna-link-'));
  t.after(() => rmSync(prefix, { recursive: true, force: true }));
  // A private global prefix, so the test leaves the machine's own global packages alone; no
  // scripts (the build already ran) and no network.
  const env = { ...process.env, npm_config_prefix: prefix, npm_config_update_notifier: 'false' };
  const link = spawnSync('npm', ['link', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'], { cwd: root, env, encoding: 'utf8' });
  assert.equal(link.status, 0, link.stderr);

  const elsewhere = mkdtempSync(path.join(tmpdir(), 'tna-elsewhere-'));
  t.after(() => rmSync(elsewhere, { recursive: true, force: true }));
  const PATH = `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`;
  const run = spawnSync('tna', ['graph', '-f', 'summary'], {
    cwd: elsewhere,
    env: { PATH, HOME: elsewhere },
    input: 'Trees need rain.\nRain feeds the rivers that farms need.',
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^<MainConcepts>\n.*\brain \(/);
});

test('without better-sqlite3 (an install that could not build it), tna works but the local store, which says in one line what to install', (t) => {
  // A copy of the installed package whose node_modules links every package but better-sqlite3.
  const copy = mkdtempSync(path.join(tmpdir(), 'tna-no-sqlite-'));
  t.after(() => rmSync(copy, { recursive: true, force: true }));
  for (const part of ['bin', 'package.json']) cpSync(path.join(root, part), path.join(copy, part), { recursive: true });
  cpSync(path.join(root, 'dist'), path.join(copy, 'dist'), { recursive: true, filter: (from) => !from.startsWith(path.join(root, 'dist', 'test')) });
  mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== 'better-sqlite3' && entry !== '.bin') symlinkSync(path.join(root, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  }
  // Node looks for a package in every node_modules above a folder too: one above the temporary
  // folder (say /tmp/node_modules) would hand the copy better-sqlite3 all the same.
  const reachable = (() => {
    try {
      return createRequire(path.join(copy, 'package.json')).resolve('better-sqlite3');
    } catch {
      return undefined;
    }
  })();
  assert.equal(reachable, undefined, `better-sqlite3 is reachable from the copy through a node_modules folder above it: ${reachable}`);
  const home = mkdtempSync(path.join(tmpdir(), 'tna-no-sqlite-home-'));
  t.after(() => rmSync(home, { recursive: true, force: true }));
  const tna = (args: string[]) =>
    spawnSync(process.execPath, [path.join(copy, 'bin', 'tna.js'), ...args], { cwd: home, env: { PATH: process.env.PATH ?? '', HOME: home }, input: 'Trees need rain.\nRain feeds the rivers that farms need.', encoding: 'utf8' });

  const graph = tna(['graph', '-f', 'summary']);
  assert.equal(graph.status, 0, graph.stderr);
  assert.match(graph.stdout, /^<MainConcepts>/);
  const topics = path.join(root, 'test', 'fixtures', 'topics.txt');
  assert.equal(tna(['compare', '-', '-f', 'dot', topics]).status, 0);
  assert.match(tna(['dot', topics]).stdout, / <-> /);
  assert.match(tna(['advice', '--prompt-only', topics]).stdout, /^\[system\]/);
  const init = tna(['check', '--init', topics]);
  assert.equal(init.status, 0, init.stderr);
  const check = tna(['check', topics]);
  assert.equal(check.status, 0, check.stderr);
  const initialize = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-03-26', capabilities: {}, clientInfo: { name: 'test', version: '1' } } });
  const mcp = spawnSync(process.execPath, [path.join(copy, 'bin', 'tna.js'), 'mcp'], { cwd: home, env: { PATH: process.env.PATH ?? '', HOME: home }, input: initialize + '\n', encoding: 'utf8' });
  assert.match(mcp.stdout, /"serverInfo":\{"name":"tna"/);
  const saving = tna(['graph', '--save', '--name', 'notes']);
  assert.equal(saving.status, 1);
  assert.match(saving.stderr, /^tna: the local store needs the better-sqlite3 package, which could not be loaded \(Cannot find module 'better-sqlite3'.*\): run `npm install better-sqlite3` .*--store\n$/);
  assert.equal(saving.stderr.split('\n').length, 2, 'one line');
});

test('package.json: better-sqlite3 is optional, and the packages whose install scripts run are named for npm', () => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  assert.equal(pkg.dependencies['better-sqlite3'], undefined);
  assert.ok(pkg.optionalDependencies['better-sqlite3']);
  for (const name of ['better-sqlite3', 'esbuild']) assert.equal(pkg.allowScripts[name], true, name);
});
