// Progress on a terminal: under a pseudo-terminal (script(1)) stderr shows a full graph's stages
// and betweenness as it goes, while stdout, sent to a file, is byte for byte what the same command
// writes into a pipe. In CI, or with stderr not a terminal, nothing is shown. TNA_PROGRESS_DELAY=0
// shows every step the progress module is told of at once, so what the terminal shows does not
// depend on how long the work took: a fast machine shows the same steps as a slow one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BIN, ROOT } from './serve-process.js';

const SKIP = spawnSync('script', ['--version']).status === 0 ? undefined : 'script(1) is not installed (util-linux)';
const DATA = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');
const ADDRESSES = readdirSync(DATA)
  .filter((name) => /^20(0\d|1[0-6])_.*\.txt$/.test(name))
  .sort()
  .map((name) => path.join(DATA, name));
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
const dir = mkdtempSync(path.join(tmpdir(), 'tna-progress-'));

function run(command: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout: Buffer.concat(out), stderr }));
  });
}

/** The command under a pseudo-terminal of `columns` (120 unless said), its stdout to `file`: what the terminal showed. */
async function underTerminal(args: string[], file: string, env: Record<string, string> = {}, columns = 120): Promise<string> {
  const line = `stty cols ${columns} rows 40; ${[process.execPath, BIN, ...args].map(quote).join(' ')} > ${quote(file)}`;
  const r = await run('script', ['-q', '-e', '-c', line, '/dev/null'], env);
  assert.equal(r.code, 0, r.stderr);
  return r.stdout.toString('utf8');
}

test('a long full graph shows its stages and betweenness on the terminal; stdout is the same bytes as in a pipe', { skip: SKIP, timeout: 300_000 }, async () => {
  assert.equal(ADDRESSES.length, 17);
  const args = ['graph', ...ADDRESSES, '--max-nodes', 'all', '-f', 'json'];
  const piped = await run(process.execPath, [BIN, ...args], {});
  assert.equal(piped.code, 0, piped.stderr);
  assert.equal(piped.stderr, '', 'nothing on stderr when it is not a terminal');

  const file = path.join(dir, 'graph.json');
  const shown = await underTerminal(args, file, { TNA_PROGRESS_DELAY: '0' });
  assert.ok(readFileSync(file).equals(piped.stdout), 'stdout is byte-identical');
  const lines = shown.split(/\r|\n|\x1b\[\d*[GK]/).map((l) => l.trim()).filter(Boolean);
  const progress = lines.map((l) => /betweenness of ([\d,]+) concepts(?: on (\d) threads)?: (\d+)% \(([\d,]+) of ([\d,]+) sources\)/.exec(l)).filter(Boolean);
  // One step a range of sources (the graph's 2,000-odd concepts make well over a hundred), each
  // drawn under TNA_PROGRESS_DELAY=0: how many there are depends on the graph, not on the time taken.
  assert.ok(progress.length >= 2, `betweenness as it goes:\n${lines.join('\n')}`);
  for (const [, concepts, , percent, done, total] of progress as RegExpExecArray[]) {
    assert.equal(total, concepts, 'exact: every concept is a source');
    assert.equal(Number(percent), Math.floor((100 * Number(done.replace(/,/g, ''))) / Number(total.replace(/,/g, ''))));
  }
  const percents = (progress as RegExpExecArray[]).map((m) => Number(m[3]));
  assert.deepEqual([...percents].sort((a, b) => a - b), percents, 'only forward');
  const last = (progress as RegExpExecArray[]).at(-1)!;
  assert.equal(last[4], last[5], 'the last step drawn is the last source done');
  assert.ok(lines.some((l) => l.includes('clusters, gaps and the summary')), 'the next stage');

  const quiet = await underTerminal(args, path.join(dir, 'ci.json'), { CI: 'true', TNA_PROGRESS_DELAY: '0' });
  assert.equal(quiet.replace(/\s/g, ''), '', 'nothing in CI');
});

/** The lines a spinner drew, each redraw its own line. */
const drawn = (shown: string) => shown.split(/\r|\n|\x1b\[\d*[GK]/).map((l) => l.trim()).filter(Boolean);

/**
 * The file counts of one stage as the terminal showed them: each "k of n files", in order. With
 * TNA_PROGRESS_DELAY=0 every count the command reports is drawn, so the counts are all of them,
 * whatever the speed of the machine.
 */
function counts(lines: string[], stage: string, total: number): number[] {
  const shown: number[] = [];
  for (const line of lines) {
    const m = new RegExp(`${stage}: (\\d+) of (\\d+) files \\((\\d+)%\\)(, about ((\\d+h )?(\\d+m )?\\d+s|\\d+h|\\d+m) left)?`).exec(line);
    if (!m) continue;
    const done = Number(m[1]);
    assert.equal(Number(m[2]), total, line);
    assert.equal(Number(m[3]), Math.floor((100 * done) / total), line);
    // The time left, once a file is done and while some are left.
    assert.equal(m[4] !== undefined, done > 0 && done < total, line);
    if (shown.at(-1) !== done) shown.push(done);
  }
  return shown;
}

test('tna check over many files shows files done of files total and the time left, each file read and analyzed when the check reaches it', { skip: SKIP, timeout: 300_000 }, async () => {
  const config = path.join(dir, 'check.json');
  writeFileSync(config, JSON.stringify({ check: { rules: { clusters: { min: 1 } } } }));
  const args = ['check', '-c', config, ...ADDRESSES];
  const piped = await run(process.execPath, [BIN, ...args], {});
  assert.equal(piped.code, 0, piped.stderr);
  assert.equal(piped.stderr, '', 'nothing on stderr when it is not a terminal');

  const file = path.join(dir, 'check.txt');
  const lines = drawn(await underTerminal(args, file, { TNA_PROGRESS_DELAY: '0' }));
  assert.ok(readFileSync(file).equals(piped.stdout), 'stdout is byte-identical');
  const every = Array.from({ length: ADDRESSES.length + 1 }, (_, i) => i);
  assert.deepEqual(counts(lines, 'analyzing', ADDRESSES.length), every, `every file analyzed, in order:\n${lines.join('\n')}`);

  for (const [env, columns] of [[{ CI: 'true' }, 120], [{}, 0]] as [Record<string, string>, number][]) {
    const quiet = await underTerminal(args, path.join(dir, 'quiet.txt'), { ...env, TNA_PROGRESS_DELAY: '0' }, columns);
    assert.equal(quiet.replace(/\s/g, ''), '', `nothing with ${JSON.stringify(env)} and ${columns} columns`);
  }
});

test('tna graph reading many files shows files done of files total, then its stages', { skip: SKIP, timeout: 300_000 }, async () => {
  const lines = drawn(await underTerminal(['graph', ...ADDRESSES, '-f', 'summary'], path.join(dir, 'summary.txt'), { TNA_PROGRESS_DELAY: '0' }));
  assert.deepEqual(counts(lines, 'reading', ADDRESSES.length), Array.from({ length: ADDRESSES.length + 1 }, (_, i) => i), lines.join('\n'));
  const read = lines.findIndex((l) => l.includes(`reading: ${ADDRESSES.length} of`));
  assert.ok(lines.findIndex((l) => l.includes('building the graph')) > read, `the graph is built once every file is read:\n${lines.join('\n')}`);
});
