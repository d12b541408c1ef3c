// Benchmark: whole `tna check` runs over a docs folder of 500 small Markdown files (paragraphs, a
// list and a code block each, from the State of the Union texts), with nine rules on. Reports the
// median wall time and peak memory of several runs, and the same for `node -e 0` as the baseline.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'tna.js');
const DATA = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');
const RUNS = Number(process.env.RUNS ?? 5);
const FILES = 500;

/** Sentences of the addresses, dealt out into paragraphs of 3 to 5. */
function makeDocs(dir) {
  const sentences = readdirSync(DATA)
    .filter((f) => f.endsWith('.txt'))
    .slice(-40)
    .flatMap((f) => readFileSync(path.join(DATA, f), 'utf8').split(/(?<=[.!?])\s+/))
    .filter((s) => s.length > 40);
  let next = 0;
  const take = (n) => Array.from({ length: n }, () => sentences[next++ % sentences.length]).join(' ');
  mkdirSync(path.join(dir, 'docs'));
  for (let i = 0; i < FILES; i++) {
    const body = [`# Page ${i}`, take(4), take(3), `- ${take(1)}\n- ${take(1)}`, '```js\nconst notAConcept = 1;\n```', take(5)].join('\n\n');
    writeFileSync(path.join(dir, 'docs', `page-${String(i).padStart(3, '0')}.md`), body + '\n');
  }
  const rules = {
    diversity: { min: 'biased', max: 'dispersed' }, modularity: { min: -0.5 }, clusters: { min: 1 },
    'top-cluster-share': { max: 1 }, 'top-concept-share': { max: 1 }, 'word-family': { max: 10, severity: 'warning' },
    gaps: { min: 0 }, 'must-mention': { concepts: ['america'], severity: 'warning' }, 'must-not-mention': { concepts: ['bitcoin'] },
  };
  writeFileSync(path.join(dir, 'tna.config.json'), JSON.stringify({ check: { rules } }));
}

const PEAK_RSS_PRELOAD = pathToFileURL(path.join(ROOT, 'bench', 'peak-rss.mjs')).href;
const RSS_FD = 3;

/** One whole run: wall seconds, and peak RSS (MB) as the child reports it on exit (bench/peak-rss.mjs). */
function timed(args, cwd) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(process.execPath, ['--import', PEAK_RSS_PRELOAD, ...args], {
      cwd,
      env: { ...process.env, TNA_BENCH_RSS_FD: String(RSS_FD) },
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let rss = '';
    child.stderr.on('data', (c) => (stderr += c));
    child.stdio[RSS_FD].setEncoding('utf8').on('data', (c) => (rss += c));
    child.on('error', reject);
    child.on('close', (code) => {
      // 1 is a failed rule, which a benchmark's lenient rules should not produce, but it is not a crash.
      if (code !== 0 && code !== 1) return reject(new Error(`${args.join(' ')} exited ${code}: ${stderr}`));
      resolve({ seconds: Number(process.hrtime.bigint() - start) / 1e9, mb: Number(rss) / 1024 });
    });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dir = mkdtempSync(path.join(os.tmpdir(), 'tna-bench-check-'));
try {
  makeDocs(dir);
  const rows = [];
  for (const [label, args] of [
    ['node start-up (node -e 0)', ['-e', '0']],
    [`tna check, ${FILES} Markdown files`, [CLI, 'check', '-f', 'json', 'docs/*.md']],
    [`tna check --combined, ${FILES} files`, [CLI, 'check', '-f', 'json', '--combined', 'docs/*.md']],
  ]) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await timed(args, dir));
    rows.push({ label, seconds: median(runs.map((r) => r.seconds)), min: Math.min(...runs.map((r) => r.seconds)), max: Math.max(...runs.map((r) => r.seconds)), mb: median(runs.map((r) => r.mb)) });
  }
  const base = rows[0].seconds;
  console.log(`| Run | Median wall (s) | Min–max (s) | Median peak memory (MB) | × node start-up |\n|---|---:|---:|---:|---:|`);
  for (const r of rows) console.log(`| ${r.label} | ${r.seconds.toFixed(2)} | ${r.min.toFixed(2)}–${r.max.toFixed(2)} | ${Math.round(r.mb)} | ${(r.seconds / base).toFixed(1)}× |`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
