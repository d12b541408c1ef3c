import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const bin = path.join(root, 'bin', 'tna.js');
const fixture = path.join(root, 'test', 'fixtures', 'topics.txt');

function tna(args: string[], input = '', env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, [bin, ...args], { input, cwd: root, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A fresh home, data directory and store path for each test, so nothing touches the real ones. */
function sandbox() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tna-store-cli-'));
  const home = path.join(dir, 'home');
  const data = path.join(dir, 'data');
  mkdirSync(home);
  mkdirSync(data);
  const db = path.join(dir, 'store', 'tna.db');
  return { dir, home, data, db, env: { TNA_DB: db, HOME: home, XDG_DATA_HOME: data, NO_COLOR: '1' } };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? e.path, e.name));
}

const json = (r: { stdout: string }) => JSON.parse(r.stdout);

test('privacy: tna graph without --save writes no file anywhere (store, data dir, home)', () => {
  const s = sandbox();
  for (const args of [['graph'], ['graph', '--name', 'notes', fixture], ['graph', '-f', 'summary', '--name', 'x', '-']]) {
    const r = tna(args, 'Trees need rain.\nRain feeds rivers.', s.env);
    assert.equal(r.code, 0, r.stderr);
  }
  assert.deepEqual(filesUnder(s.dir), []);
  // The default place, without TNA_DB, stays empty too.
  const r = tna(['graph'], 'Trees need rain.', { HOME: s.home, XDG_DATA_HOME: s.data });
  assert.equal(r.code, 0);
  assert.deepEqual(filesUnder(s.dir), []);
});

test('tna graph without --save does not even load the SQLite addon; --save does', () => {
  const s = sandbox();
  const probe = path.join(mkdtempSync(path.join(tmpdir(), 'tna-probe-')), 'probe.cjs');
  writeFileSync(probe, "process.on('exit', () => process.stderr.write('sqlite:' + Object.keys(require.cache).some((k) => k.includes('better-sqlite3'))))");
  const run = (args: string[]) => spawnSync(process.execPath, ['-r', probe, bin, ...args], { input: 'Trees need rain.', cwd: root, env: { PATH: process.env.PATH ?? '', ...s.env }, encoding: 'utf8' });
  assert.equal(run(['graph']).stderr, 'sqlite:false');
  assert.equal(run(['graph', '--save', '--name', 'n']).stderr, 'sqlite:true');
});

test('tna graph --save: save from stdin, append, replace, retrieve by name; the default place is $XDG_DATA_HOME/tna', () => {
  const s = sandbox();
  const first = tna(['graph', '--save', '--name', 'notes'], 'Rivers feed farms.\nFarms feed cities.', s.env);
  assert.equal(first.code, 0, first.stderr);
  assert.equal(first.stderr, '');
  const saved = json(first);
  assert.equal(saved.entriesAndGraphOfContext.graphName, 'notes');
  assert.equal(saved.graphUrl, 'tna://graphs/anonymous/notes');
  assert.ok(existsSync(s.db));

  const appended = json(tna(['graph', '--save', '--name', 'notes', fixture], '', s.env));
  const ids = appended.entriesAndGraphOfContext.statements.map((st: { id: string }) => st.id);
  assert.deepEqual(ids.slice(0, 3), ['0', '1', '2']);
  assert.ok(ids.length > 2);
  const retrieved = tna(['graph', '--name', 'notes'], '', s.env);
  assert.equal(retrieved.code, 0, retrieved.stderr);
  assert.equal(retrieved.stdout, tna(['graph', '--name', 'notes'], '', s.env).stdout, 'byte-identical retrievals');
  assert.deepEqual(json(retrieved), appended);

  // The same text saved again is said on stderr; --skip-existing leaves it out.
  const again = tna(['graph', '--save', '--name', 'notes', fixture], '', s.env);
  assert.equal(again.code, 0, again.stderr);
  const lines = readFileSync(fixture, 'utf8').split('\n').filter((l) => l.trim() !== '').length;
  assert.equal(again.stderr, `tna: ${lines} of the statements were already in the graph "notes": saved again (--skip-existing leaves them out)\n`);
  assert.equal(json(again).entriesAndGraphOfContext.alreadySaved, lines);
  const before = json(again).entriesAndGraphOfContext.statements.length;
  const skipped = tna(['graph', '--save', '--skip-existing', '--name', 'notes', fixture], 'Owls hunt at night.', s.env);
  assert.equal(skipped.stderr, `tna: ${lines} of the statements were already in the graph "notes": left out\n`);
  assert.equal(json(skipped).entriesAndGraphOfContext.statements.length, before, 'nothing of the file was added again');
  const partly = tna(['graph', '--save', '--skip-existing', '--name', 'notes', '-'], 'Rivers feed farms.\nOwls hunt at night.', s.env);
  assert.equal(partly.stderr, 'tna: 1 of the statements was already in the graph "notes": left out\n');
  assert.equal(json(partly).entriesAndGraphOfContext.statements.length, before + 1, 'only the new line is added');
  const unsaved = tna(['graph', '--skip-existing'], 'Owls hunt.', s.env);
  assert.equal(unsaved.code, 2);
  assert.equal(unsaved.stderr, 'tna: --skip-existing leaves out what a saved graph already holds, so it needs --save\n');

  const replaced = json(tna(['graph', '--save', '--replace', '--name', 'notes'], 'Bees pollinate flowers.', s.env));
  assert.deepEqual(replaced.entriesAndGraphOfContext.statements.map((st: { id: string }) => st.id), ['0']);

  const viaXdg = tna(['graph', '--save', '--name', 'x'], 'Owls hunt mice.', { HOME: s.home, XDG_DATA_HOME: s.data });
  assert.equal(viaXdg.code, 0, viaXdg.stderr);
  assert.ok(existsSync(path.join(s.data, 'tna', 'tna.db')));
  const viaFlag = path.join(s.dir, 'flag.db');
  assert.equal(tna(['graph', '--save', '--name', 'y', '--db', viaFlag], 'Owls hunt mice.', s.env).code, 0);
  assert.ok(existsSync(viaFlag));
});

test('tna graph errors: unknown name, --save without --name, --replace without --save (exit 2, one line)', () => {
  const s = sandbox();
  const cases: Array<[string[], string, RegExp]> = [
    [['graph', '--name', 'nope'], '', /^tna: no saved graph named "nope" \(tna list shows the saved graphs\)\n$/],
    [['graph', '--save'], 'trees grow', /^tna: --name: is required: give a name to save the graph under\n$/],
    [['graph', '--replace', '--name', 'x', '-'], 'trees grow', /^tna: --replace: needs doNotSave=false/],
  ];
  for (const [args, input, message] of cases) {
    const r = tna(args, input, s.env);
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, message);
    assert.equal(r.stdout, '');
  }
  assert.equal(existsSync(s.db), false);
});

test('tna list: JSON in a pipe, a table with -f table, filters', () => {
  const s = sandbox();
  assert.deepEqual(json(tna(['list'], '', s.env)), []);
  assert.equal(existsSync(s.db), false, 'listing creates no store');
  tna(['graph', '--save', '--name', 'rivers', '--context-type', 'STANDARD'], 'Rivers feed farms.', s.env);
  tna(['graph', '--save', '--name', 'tweets', '--context-type', 'CSV'], 'Solar is cheap.', s.env);
  tna(['edit', 'tweets', '--favorite', '--description', 'energy talk'], '', s.env);
  const list = json(tna(['list'], '', s.env));
  assert.deepEqual(list.map((g: { contextName: string }) => g.contextName).sort(), ['rivers', 'tweets']);
  assert.deepEqual(Object.keys(list[0]).sort(), ['contextName', 'contextType', 'createdAt', 'description', 'favorite', 'isPublic', 'language', 'nodeCount', 'statementCount', 'updatedAt', 'userName']);
  const names = (args: string[]) => json(tna(['list', ...args], '', s.env)).map((g: { contextName: string }) => g.contextName).sort();
  assert.deepEqual(names(['--type', 'csv,engine']), ['tweets']);
  assert.deepEqual(names(['--favorite']), ['tweets']);
  assert.deepEqual(names(['--no-favorite']), ['rivers']);
  assert.deepEqual(names(['-q', 'ENERGY']), ['tweets']);
  assert.deepEqual(names(['--to', '2000-01-01']), []);
  assert.deepEqual(names(['--language', 'en', '--from', '2000-01-01']), ['rivers', 'tweets']);
  const table = tna(['list', '-f', 'table'], '', s.env);
  assert.equal(table.code, 0);
  assert.match(table.stdout, /^NAME\s+TYPE\s+LANG\s+STATEMENTS\s+CONCEPTS\s+CREATED \(UTC\)\s+FLAGS\s+DESCRIPTION\n/);
  assert.match(table.stdout, /\ntweets\s+CSV\s+en\s+1\s+2\s+\d{4}-\d\d-\d\d \d\d:\d\d\s+★\s+energy talk\n/);
  assert.doesNotMatch(table.stdout, /\u001b\[/);
  const bad = tna(['list', '--from', 'yesterday'], '', s.env);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /^tna: --from: must be an ISO date/);
});

test('tna search: JSON E6 response in a pipe, matches and report as text, scoped with --contexts', () => {
  const s = sandbox();
  tna(['graph', '--save', '--name', 'water'], 'Rain falls on farms and rain fills rivers.\nMountains hold snow.\nFarmers pray for rain.', s.env);
  tna(['graph', '--save', '--name', 'energy'], 'Solar power grows.\nRain clouds block solar panels.', s.env);
  const r = tna(['search', 'rain'], '', s.env);
  assert.equal(r.code, 0, r.stderr);
  const ids = json(r).entriesAndGraphOfContext.statements.map((st: { id: string }) => st.id);
  assert.deepEqual(ids.sort(), ['energy:1', 'water:0', 'water:2']);
  const scoped = json(tna(['search', 'rain', '--contexts', 'energy', '--show-contexts'], '', s.env));
  assert.deepEqual(scoped.contexts, [{ contextName: 'energy', userName: 'anonymous', matches: 1 }]);
  const text = tna(['search', 'solar', 'power', '-f', 'text'], '', s.env);
  assert.match(text.stdout, /^1 matching statement, most relevant first\n {2}energy:0 {2}Solar power grows\.\n/);
  assert.match(text.stdout, /Main topics/);
  assert.match(text.stdout, /\n\nGraph\n {2}energy\n\n/, 'the graph the match came from, by name (no address on this machine)');
  assert.match(tna(['search', '"rain clouds"', '-f', 'summary'], '', s.env).stdout, /^<MainConcepts>/);
  const missing = tna(['search', 'rain', '--contexts', 'nope'], '', s.env);
  assert.equal(missing.code, 2);
  assert.match(missing.stderr, /^tna: no saved graph named "nope"/);
  assert.equal(tna(['search', '--max-nodes', 'x', 'rain'], '', s.env).stderr, 'tna: --max-nodes: must be a whole number, or "all"\n');
});

test('tna delete, rename and edit confirm on stderr, print nothing on stdout, and fail clearly on unknown names', () => {
  const s = sandbox();
  tna(['graph', '--save', '--name', 'a'], 'Rivers feed farms.', s.env);
  tna(['graph', '--save', '--name', 'b'], 'Owls hunt mice.\nMice eat grain.', s.env);
  const steps: Array<[string[], RegExp]> = [
    [['edit', 'a', '--favorite', '--public', '-d', 'farm notes'], /^tna: graph "a": marked as favorite, made public, description set to "farm notes"\n$/],
    [['edit', 'a', '--no-favorite', '--private'], /^tna: graph "a": no longer a favorite, made private\n$/],
    [['rename', 'a', 'c'], /^tna: renamed graph "a" to "c"\n$/],
    [['delete', 'b', 'c'], /^tna: deleted graph "b" \(2 statements\)\ntna: deleted graph "c" \(1 statement\)\n$/],
  ];
  for (const [args, message] of steps) {
    const r = tna(args, '', s.env);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, message);
  }
  assert.deepEqual(json(tna(['list'], '', s.env)), []);
  const failures: Array<[string[], RegExp, Record<string, string>?]> = [
    [['delete', 'nope'], /^tna: no saved graph named "nope"/],
    [['rename', 'nope', 'x'], /^tna: no saved graph named "nope"/],
    [['edit', 'nope', '--favorite'], /^tna: no saved graph named "nope"/],
    [['edit', 'nope'], /^tna: nothing to change: give --description/],
    [['edit', 'nope', '--public', '--private'], /^tna: --public and --private contradict/],
    [['delete', 'x'], /^tna: tna delete changes the local store only/, { TNA_REMOTE: 'http://127.0.0.1:9' }],
  ];
  for (const [args, message, env] of failures) {
    const r = tna(args, '', { ...s.env, ...env });
    assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
    assert.match(r.stderr, message);
    assert.equal(r.stderr.split('\n').length, 2, 'one line');
  }
});

test('tna search with no match: exit 1 as grep, JSON without a graph or a diversity verdict, empty summary and DOT', () => {
  const s = sandbox();
  const nothingSaved = tna(['search', 'rain'], '', s.env);
  assert.equal(nothingSaved.code, 1, nothingSaved.stderr);
  assert.deepEqual(json(nothingSaved), {
    entriesAndGraphOfContext: { statements: [], userName: 'anonymous', isPublic: false, graphNames: [], graphUrls: [] },
    userName: 'anonymous',
    isPublic: false,
  });
  assert.equal(existsSync(s.db), false, 'searching creates no store');
  assert.equal(tna(['graph', '--save', '--name', 'notes', fixture], '', s.env).code, 0);
  for (const format of ['summary', 'dot']) {
    const r = tna(['search', 'volcano', '-f', format], '', s.env);
    assert.deepEqual([r.code, r.stdout, r.stderr], [1, '', ''], format);
  }
  const text = tna(['search', 'volcano', '-f', 'text'], '', s.env);
  assert.deepEqual([text.code, text.stdout], [1, 'No saved statement matches.\n']);
  assert.equal(tna(['search', 'rain', '-f', 'summary'], '', s.env).code, 0, 'a match is exit 0');
});

test('a corrupt or foreign store file: one clear line, exit 1, no stack trace, file untouched', () => {
  const s = sandbox();
  const text = path.join(s.dir, 'notes.db');
  writeFileSync(text, 'these are my notes, not a database\n'.repeat(100));
  for (const args of [['list'], ['search', 'x'], ['graph', '--name', 'x'], ['graph', '--save', '--name', 'x', '-'], ['delete', 'x']]) {
    const r = tna([...args, '--db', text], 'trees grow', s.env);
    assert.equal(r.code, 1, `${args.join(' ')}: ${r.stderr}`);
    assert.equal(r.stderr, `tna: ${text} is not a tna store (not an SQLite database): choose another file with --db or TNA_DB\n`);
    assert.equal(r.stdout, '');
  }
  assert.deepEqual(readdirSync(s.dir).filter((f) => f.startsWith('notes.db')), ['notes.db'], 'no -wal or -journal file next to it');
});

test('help lists the new commands and their flags', () => {
  const help = tna(['--help']);
  for (const command of ['list', 'search', 'delete', 'rename', 'edit']) assert.match(help.stdout, new RegExp(`\\n  ${command}\\b`));
  assert.match(tna(['graph', '--help']).stdout, /--replace/);
  const list = tna(['list', '--help']).stdout;
  for (const flag of ['--query', '--type', '--from', '--to', '--language', '--favorite', '--no-favorite', '--format', '--db']) assert.ok(list.includes(flag), flag);
  const search = tna(['search', '--help']).stdout;
  for (const flag of ['--contexts', '--max-nodes', '--show-contexts', '--limit']) assert.ok(search.includes(flag), flag);
});
