// Benchmark: `tna graph --each` on 400 short abstracts nobody here wrote (the first 400 documents,
// by file name, of the kdd keyphrase dataset), against the way to do it before --each (400
// `tna graph FILE` processes, two at a time: one per core) and against YAKE's own code doing the
// same 400 in one Python process (bench/about-yake.py, as bench/about.mjs runs it). Every round
// runs each contender once, in turn, so that the ratios compare runs of the same moment; medians
// over the rounds.
//
//   npm run bench:each                  ROUNDS=5 (default), PROCESS_ROUNDS=3 (the 400 processes are slow)
//   TNA_KEYPHRASES=DIR                  the folder of kdd.zip (default /work/shared/data/keyphrases)
//   YAKE_SRC=DIR SEGTOK_SRC=DIR         checkouts of YAKE's and segtok's repositories (else YAKE is not run)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { median, runChild } from './run-child.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'tna.js');
const YAKE_DRIVER = path.join(ROOT, 'bench', 'about-yake.py');
const PYTHON = existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';
const DOCS = 400;
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PROCESS_ROUNDS = Number(process.env.PROCESS_ROUNDS ?? 3);
const data = process.env.TNA_KEYPHRASES ?? '/work/shared/data/keyphrases';

/** The first DOCS documents of kdd.zip, unzipped into `tmp`, by file name. */
function abstracts(tmp) {
  const zip = path.join(data, 'kdd.zip');
  if (!existsSync(zip)) throw new Error(`no ${zip}: set TNA_KEYPHRASES to the folder of the keyphrase datasets`);
  const run = spawnSync('unzip', ['-q', '-o', zip, '-d', tmp], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`unzip kdd.zip: ${run.error?.message ?? run.stderr.trim()}`);
  const folder = path.join(tmp, 'kdd', 'docsutf8');
  return readdirSync(folder).filter((n) => n.endsWith('.txt')).sort().slice(0, DOCS).map((n) => path.join(folder, n));
}

const progress = (message) => process.stderr.isTTY && process.stderr.write(`\r\x1b[K${message}`);

/** `tna graph --each` over every file, in one process; its peak memory too. */
async function each(files, extra = []) {
  const { seconds, peakBytes } = await runChild([CLI, 'graph', '--each', '-f', 'json', ...extra, ...files]);
  return { seconds, peakMb: peakBytes / 2 ** 20 };
}

/** One `tna graph FILE` process a file, two running at a time. */
async function processes(files) {
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < files.length) await runChild([CLI, 'graph', '-f', 'json', files[next++]], { rss: false });
  };
  await Promise.all([lane(), lane()]);
  return { seconds: (performance.now() - started) / 1000 };
}

/** YAKE's own code on the same texts in one Python process: the whole process, and its extraction alone. */
function yake(files) {
  const { YAKE_SRC, SEGTOK_SRC, PYTHONPATH } = process.env;
  if (!YAKE_SRC || !SEGTOK_SRC || !existsSync(path.join(YAKE_SRC, 'yake')) || !existsSync(path.join(SEGTOK_SRC, 'segtok'))) return undefined;
  const docs = files.map((f) => readFileSync(f, 'utf8'));
  const started = performance.now();
  const run = spawnSync(PYTHON, ['-B', YAKE_DRIVER], {
    input: JSON.stringify({ lan: 'en', n: 3, top: 10, docs }),
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, PYTHONPATH: [YAKE_SRC, SEGTOK_SRC, PYTHONPATH].filter(Boolean).join(path.delimiter) },
  });
  const seconds = (performance.now() - started) / 1000;
  if (run.status !== 0) throw new Error(`YAKE failed: ${run.error?.message ?? run.stderr.trim().split('\n').slice(-3).join(' / ')}`);
  return { seconds, extraction: JSON.parse(run.stdout).seconds };
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'tna-bench-each-'));
try {
  const files = abstracts(tmp);
  const rows = { each: [], eachAll: [], processes: [], yake: [], yakeExtraction: [], peak: [] };
  for (let round = 0; round < ROUNDS; round++) {
    progress(`round ${round + 1} of ${ROUNDS}`);
    const e = await each(files);
    rows.each.push(e.seconds);
    rows.peak.push(e.peakMb);
    rows.eachAll.push((await each(files, ['--threads', String(os.availableParallelism())])).seconds);
    const y = yake(files);
    if (y) {
      rows.yake.push(y.seconds);
      rows.yakeExtraction.push(y.extraction);
    }
    if (round < PROCESS_ROUNDS) rows.processes.push((await processes(files)).seconds);
  }
  progress('');
  const m = Object.fromEntries(Object.entries(rows).map(([k, v]) => [k, v.length ? median(v) : NaN]));
  const s = (x) => (Number.isFinite(x) ? `${x.toFixed(2)} s` : 'not run');
  const r = (x) => (Number.isFinite(x) ? `${x.toFixed(2)}×` : '–');
  console.log(`${files.length} abstracts of kdd (${os.availableParallelism()} processors), medians of ${ROUNDS} rounds (${PROCESS_ROUNDS} for the processes)\n`);
  console.log('| run | time | --each against it |');
  console.log('|---|---|---|');
  console.log(`| tna graph --each (default: all processors but one, two on a 2-core machine), peak ${m.peak.toFixed(0)} MB | ${s(m.each)} | |`);
  console.log(`| tna graph --each --threads ${os.availableParallelism()} (every processor) | ${s(m.eachAll)} | ${r(m.each / m.eachAll)} |`);
  console.log(`| ${files.length} tna graph processes, two at a time | ${s(m.processes)} | ${r(m.each / m.processes)} |`);
  console.log(`| YAKE, one Python process | ${s(m.yake)} | ${r(m.each / m.yake)} |`);
  console.log(`| YAKE, its extraction alone (no interpreter start, no imports) | ${s(m.yakeExtraction)} | ${r(m.each / m.yakeExtraction)} |`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
