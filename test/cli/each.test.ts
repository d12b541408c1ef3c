// `tna graph --each`: one analysis a file, in the order given, as JSON lines or blocks headed by
// the path; a file that fails is a line of its own and the exit code; flags that make one graph
// are refused. Run in-process (the worker threads from tsc's output) and once through the built
// command (the bundled worker).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from '../../src/cli/main.js';
import { defaultThreads, EachPool } from '../../src/cli/each/pool.js';
import { runEach } from '../../src/cli/each/run.js';
import { graphCommand, type GraphOptions } from '../../src/cli/graph.js';
import type { EachSettings } from '../../src/cli/each/analyze.js';
import { LocalService } from '../../src/service/local.js';
import { pipeIO } from './pipe-io.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'tna-each-'));
mkdirSync(path.join(dir, 'notes'));
// The fixtures' texts, under names of our own (one Markdown, so that a glob takes several kinds).
const sources = ['topics.txt', 'biased.txt', 'focused.txt'].map((f) => path.join(root, 'test', 'fixtures', f));
const names = ['notes/c.txt', 'notes/a.txt', 'notes/b.md'];
names.forEach((name, i) => writeFileSync(path.join(dir, name), readFileSync(sources[i])));

async function tna(args: string[], env: NodeJS.ProcessEnv = {}) {
  const { io, out, err } = pipeIO({ cwd: dir, env });
  const code = await run(args, io, async () => new LocalService({}));
  return { code, out: out(), err: err() };
}

const lines = (out: string) => out.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);

test('JSON lines in the order given, each the file\'s path and then what tna graph prints for that file alone', async () => {
  const r = await tna(['graph', '--each', ...names, '--threads', '2']);
  assert.equal(r.code, 0, r.err);
  assert.equal(r.err, '');
  const parsed = lines(r.out);
  assert.deepEqual(parsed.map((l) => l.file), names);
  for (const [i, line] of parsed.entries()) {
    const alone = await tna(['graph', '-f', 'json', names[i]]);
    const { file, ...response } = line;
    assert.equal(Object.keys(line)[0], 'file', 'the path leads the line');
    assert.deepEqual(response, JSON.parse(alone.out), `${file} as tna graph analyzes it alone`);
  }
});

test('the same output on worker threads as on this one, with a glob expanded in path order', async () => {
  const threaded = await tna(['graph', '--each', 'notes/*', '--threads', '2']);
  const inline = await tna(['graph', '--each', 'notes/*', '--threads', '1']);
  assert.equal(threaded.code, 0, threaded.err);
  assert.equal(threaded.out, inline.out);
  assert.deepEqual(lines(threaded.out).map((l) => l.file), ['notes/a.txt', 'notes/b.md', 'notes/c.txt']);
});

test('worker threads analyze the files handed to them, each answer under its own file', async () => {
  const settings: EachSettings = { format: 'json', colour: false, query: { doNotSave: true, threads: 1, includeStatements: false }, fields: {}, cwd: dir };
  const pool = new EachPool(2, { settings, env: {} });
  try {
    const outcomes = await Promise.all(names.map((label) => pool.run({ label, absolute: path.join(dir, label) })));
    assert.deepEqual(outcomes.map((o) => lines(o.output)[0].file), names);
    assert.ok(outcomes.every((o) => o.failure === undefined));
    const missing = await pool.run({ label: 'gone.txt', absolute: path.join(dir, 'gone.txt') });
    assert.equal(missing.failure?.status, 400);
  } finally {
    await pool.close();
  }
});

test('a file that cannot be read is an error line in its place and exit 2; the others are all there', async () => {
  writeFileSync(path.join(dir, 'empty.txt'), '');
  const r = await tna(['graph', '--each', names[0], 'missing.txt', 'empty.txt', names[1], 'nothing-*.md']);
  assert.equal(r.code, 2);
  const parsed = lines(r.out);
  assert.deepEqual(parsed.map((l) => l.file), [names[0], 'missing.txt', 'empty.txt', names[1], 'nothing-*.md']);
  assert.ok(parsed[0].entriesAndGraphOfContext && parsed[3].entriesAndGraphOfContext);
  const errors = [parsed[1], parsed[2], parsed[4]].map((l) => l.error as { status: number; message: string });
  assert.deepEqual(errors.map((e) => e.status), [400, 400, 400]);
  assert.match(errors[0].message, /missing\.txt does not exist/);
  assert.match(errors[2].message, /No files match nothing-\*\.md/);
  assert.equal(r.err.trimEnd().split('\n').length, 3, 'one line on stderr a failed file');
  assert.match(r.err, /^tna: empty\.txt: /m);
});

test('-f summary and -f text: a block a file, headed by its path, each what tna graph prints for it', async () => {
  for (const format of ['summary', 'text']) {
    const r = await tna(['graph', '--each', ...names.slice(0, 2), '-f', format]);
    assert.equal(r.code, 0, r.err);
    const blocks = names.slice(0, 2).map(async (name) => `==> ${name} <==\n${(await tna(['graph', '-f', format, name])).out}`);
    assert.equal(r.out, (await Promise.all(blocks)).join('\n'));
  }
});

test('--analysis reference and the other analysis flags apply to every file', async () => {
  const args = ['--analysis', 'reference', '--split', 'sentence', '--stopwords', 'people'];
  const r = await tna(['graph', '--each', names[0], names[2], ...args]);
  assert.equal(r.code, 0, r.err);
  const parsed = lines(r.out);
  for (const [i, name] of [names[0], names[2]].entries()) {
    const { file: _file, ...response } = parsed[i];
    assert.deepEqual(response, JSON.parse((await tna(['graph', '-f', 'json', name, ...args])).out));
  }
});

test('flags that make one graph or one output are refused with --each, naming the flag', async () => {
  writeFileSync(path.join(dir, 'statements.json'), '["One statement about trees."]');
  const refused: [string[], RegExp][] = [
    [['--save', '--name', 'x'], /--save cannot be used with --each/],
    [['--name', 'x'], /--name cannot be used with --each/],
    [['-f', 'gexf'], /-f gexf cannot be used with --each/],
    [['-f', 'json', '--out', 'x.json'], /--out cannot be used with --each/],
    [['--statements', 'statements.json'], /--statements cannot be used with --each/],
    [['--max-nodes', 'many'], /--max-nodes/],
    [['--threads', '0'], /--threads must be a whole number from 1/],
  ];
  for (const [flags, message] of refused) {
    const r = await tna(['graph', '--each', names[0], ...flags]);
    assert.equal(r.code, 2, flags.join(' '));
    assert.equal(r.out, '');
    assert.match(r.err, message);
  }
  const none = await tna(['graph', '--each']);
  assert.equal(none.code, 2);
  assert.match(none.err, /--each .*name the files/);
});

test('a terminal\'s progress counts the files done, in order, up to all of them', async () => {
  const command = graphCommand().exitOverride();
  command.parse([...names, '--each', '-f', 'json'], { from: 'user' });
  const { io } = pipeIO({ cwd: dir });
  const told: unknown[][] = [];
  const result = await runEach(command.args, command.opts() as GraphOptions, { ...io, progress: (...args) => void told.push(args) }, new LocalService({}), false);
  assert.equal(result.exitCode, 0);
  assert.deepEqual(told, [0, 1, 2, 3].map((done) => ['analyzing', done, names.length, 'files']));
});

test('the built command runs --each on its bundled worker threads (needs npm run build)', () => {
  const r = spawnSync(process.execPath, [path.join(root, 'bin', 'tna.js'), 'graph', '--each', ...names, '--threads', '2', '-f', 'json'], { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
  assert.equal(r.status, 0, r.stderr);
  assert.deepEqual(lines(r.stdout).map((l) => l.file), names);
});

test('files at once by default: two on a machine of two processors, else all processors but one', () => {
  assert.deepEqual([1, 2, 3, 4, 8].map((processors) => defaultThreads(processors)), [1, 2, 2, 3, 7]);
});
