// Progress on a terminal: under a pseudo-terminal (script(1)) stderr shows a full graph's stages
// and betweenness as it goes, while stdout, sent to a file, is byte for byte what the same command
// writes into a pipe. In CI, or with stderr not a terminal, nothing is shown. TNA_PROGRESS_DELAY=0
// shows every step the progress module is told of at once, so what the terminal shows does not
// depend on how long the work took: a fast machine shows the same steps as a slow one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
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

/** The command under a pseudo-terminal of 120 columns, its stdout to `file`: what the terminal showed. */
async function underTerminal(args: string[], file: string, env: Record<string, string> = {}): Promise<string> {
  const line = `stty cols 120 rows 40; ${[process.execPath, BIN, ...args].map(quote).join(' ')} > ${quote(file)}`;
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
  assert.ok(progress.length >= 2, `betweenness as it goes:\n${lines.join('\n')}`);
  for (const [, concepts, , percent, done, total] of progress as RegExpExecArray[]) {
    assert.equal(total, concepts, 'exact: every concept is a source');
    assert.equal(Number(percent), Math.floor((100 * Number(done.replace(/,/g, ''))) / Number(total.replace(/,/g, ''))));
  }
  const percents = (progress as RegExpExecArray[]).map((m) => Number(m[3]));
  assert.deepEqual([...percents].sort((a, b) => a - b), percents, 'only forward');
  assert.ok(lines.some((l) => l.includes('clusters, gaps and the summary')), 'the next stage');

  const quiet = await underTerminal(args, path.join(dir, 'ci.json'), { CI: 'true', TNA_PROGRESS_DELAY: '0' });
  assert.equal(quiet.replace(/\s/g, ''), '', 'nothing in CI');
});
