// Benchmark: tna's betweenness against its peers on the same graph, in the same run — NetworKit
// (C++, every core; exact, and KADABRA's approximation), igraph (C) and networkx (Python). The
// peers are optional Python packages: each one missing prints "skipped", never a failure.
// tna is timed as a whole process (reading, graph, betweenness, clusters, JSON), with its peak
// memory; a peer on its betweenness alone. Agreement: how many of the 16 most between concepts of
// the exact values a run also ranks in its top 16, and the largest difference of a value (exact
// peers). The exact values are tna's own exact run; on the graph of all addresses, where tna
// samples, they take minutes, so they are computed once and kept outside the repository.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median, runChild } from './run-child.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'tna.js');
const DATA_DIR = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');
const ALL_PEERS = 'networkit,networkit-kadabra,igraph,networkx';
/** sampled: tna's default (auto) samples there, and the exact values come from the cache. */
const GRAPHS = {
  one: { label: 'the 2016 address, full graph', years: (n) => n.startsWith('2016'), sampled: false, peers: ALL_PEERS },
  recent: { label: 'the 2000–2016 addresses, full graph', years: (n) => n >= '2000' && n < '2017', sampled: false, peers: ALL_PEERS },
  all: { label: 'all 233 addresses, full graph', years: () => true, sampled: true, peers: 'networkit-kadabra' },
};
const CACHE_DIR = path.join(process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'tna-bench');
const TOP = 16;

const USAGE = `Usage: node bench/peers.mjs [--graph one|recent|all] [--analysis default|reference] [--runs N] [--peers ${ALL_PEERS}] [--networkx-samples K] [--python PATH] [--json]
Builds the full graph of State of the Union addresses with tna (exact betweenness on one and
recent; on all, tna's default, which samples), times tna's whole process (median of --runs) and
its peak memory, then each peer's betweenness of the same weighted graph (bench/peers.py), and
prints their times side by side with their agreement on the exact top ${TOP}. On all, the peers
default to KADABRA alone (the exact ones take minutes), and the exact values are computed once by
tna and kept in ${'${XDG_CACHE_HOME:-~/.cache}'}/tna-bench; the yardstick there is NetworKit's exact
betweenness of the 2000–2016 graph, measured after each of tna's runs, which tna's whole process on all
233 addresses is compared with. --analysis: tna's analysis (default: the default analysis, whatever
TNA_ANALYSIS says).
networkx is exact on --graph one and samples 512 sources on recent (--networkx-samples 0: exact,
which takes many minutes there). --python names the interpreter that has the peers (Debian's
/usr/bin/python3 has python3-networkx and python3-igraph; pip's networkit goes where pip puts it).`;

function options() {
  const { values } = parseArgs({
    options: {
      graph: { type: 'string', default: 'recent' },
      analysis: { type: 'string', default: 'default' },
      runs: { type: 'string', default: '3' },
      peers: { type: 'string' },
      'networkx-samples': { type: 'string' },
      python: { type: 'string', default: 'python3' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (!GRAPHS[values.graph]) throw new Error(`--graph takes one, recent or all, not ${values.graph}`);
  if (!['default', 'reference'].includes(values.analysis)) throw new Error(`--analysis takes default or reference, not ${values.analysis}`);
  const runs = Number(values.runs);
  if (!(Number.isInteger(runs) && runs > 0)) throw new Error(`--runs must be a whole number from 1, not ${values.runs}`);
  const samples = values['networkx-samples'] !== undefined ? Number(values['networkx-samples']) : values.graph === 'one' ? 0 : 512;
  return { graph: values.graph, analysis: values.analysis, runs, peers: values.peers ?? GRAPHS[values.graph].peers, samples, python: values.python, json: values.json, help: values.help };
}

/** One tna run: wall seconds, peak memory in MiB and, with `keep`, stdout (see runChild on keeping it). */
async function runTna(args, { keep = true } = {}) {
  const { seconds, peakBytes, stdout } = await runChild([CLI, ...args], { keepStdout: keep });
  return { seconds, mib: peakBytes / 2 ** 20, stdout };
}

/** Every concept's betweenness in a JSON answer of tna graph. */
function bcOf(stdout) {
  const { networkGraph } = JSON.parse(stdout).entriesAndGraphOfContext.graph;
  return { networkGraph, bc: Object.fromEntries(networkGraph.nodes.map((node) => [node.key, node.attributes.bc])) };
}

/** The exact values of a sampled graph: from the cache, else computed once (minutes) and kept there. */
async function exactValues(textFile, args) {
  const version = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
  // Keyed by the text and the options, not by the temporary file's name, which changes every run.
  const options = args.map((arg) => (arg === textFile ? 'TEXT' : arg)).join(' ');
  const key = createHash('sha256').update(`${version}\0${options}\0${readFileSync(textFile, 'utf8')}`).digest('hex').slice(0, 16);
  const file = path.join(CACHE_DIR, `exact-${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  console.error(`bench:peers: computing the exact values once (minutes); kept in ${file}`);
  const { bc } = bcOf((await runTna([...args, '--betweenness', 'exact'])).stdout);
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(bc));
  return bc;
}

const topOf = (bc) => Object.entries(bc).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, TOP).map(([name]) => name);

function peerResults(edgesFile, opts, peers = opts.peers) {
  const python = spawnSync(opts.python, ['--version']);
  if (python.status !== 0) return peers.split(',').map((peer) => ({ peer, skipped: `${opts.python} is not installed` }));
  const run = spawnSync(opts.python, [path.join(ROOT, 'bench', 'peers.py'), edgesFile, '--peers', peers, '--networkx-samples', String(opts.samples)], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`bench/peers.py failed: ${run.stderr}`);
  return run.stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

/** The addresses of a graph, joined into one text file in `dir`. */
function writeText(dir, graph) {
  const names = readdirSync(DATA_DIR).filter((n) => n.endsWith('.txt') && GRAPHS[graph].years(n)).sort();
  const textFile = path.join(dir, `${graph}.txt`);
  writeFileSync(textFile, names.map((n) => readFileSync(path.join(DATA_DIR, n), 'utf8')).join('\n'));
  return textFile;
}

/** A graph's edges as the peers read them: distances as tna measures them, 1 / weight. */
function writeEdges(file, networkGraph) {
  writeFileSync(file, networkGraph.edges.map((e) => `${e.source}\t${e.target}\t${1 / e.attributes.weight}\n`).join(''));
}

/**
 * The yardstick of the graph of all addresses: NetworKit's exact betweenness alone on the
 * 2000–2016 graph (as tna builds it with the same options), in this run: the function that
 * measures it once (seconds; undefined without NetworKit), run after each of tna's runs, so that
 * both see the same load on a shared machine.
 */
function yardstick(dir, base, opts) {
  const textFile = writeText(dir, 'recent');
  const run = spawnSync(process.execPath, [CLI, ...base.map((arg) => (arg === 'TEXT' ? textFile : arg))], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`tna on the 2000–2016 graph failed: ${run.stderr}`);
  const edgesFile = path.join(dir, 'recent-edges.tsv');
  writeEdges(edgesFile, bcOf(run.stdout).networkGraph);
  return () => {
    const [result] = peerResults(edgesFile, opts, 'networkit');
    return result.skipped ? undefined : result.seconds;
  };
}

async function main() {
  const opts = options();
  if (opts.help) return console.log(USAGE);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tna-peers-'));
  try {
    const textFile = writeText(dir, opts.graph);
    const graph = GRAPHS[opts.graph];
    const options = ['--max-nodes', 'all', '--compact-graph', '--no-statements', '-f', 'json', '--analysis', opts.analysis];
    const base = ['graph', textFile, ...options];
    const args = graph.sampled ? base : [...base, '--betweenness', 'exact'];
    const loadBefore = os.loadavg()[0]; // the bench's own processes raise it from here on
    await runTna(args, { keep: false }); // warm-up
    const measureYardstick = graph.sampled ? yardstick(dir, ['graph', 'TEXT', ...options, '--betweenness', 'exact'], opts) : undefined;
    // Under the reference analysis, the default analysis runs on the same input after each run,
    // so that the cost of the better analysis stays in sight at the same load.
    const defaultArgs = opts.analysis === 'reference' ? args.map((arg, i) => (args[i - 1] === '--analysis' ? 'default' : arg)) : undefined;
    const runs = [];
    const defaultRuns = [];
    const yardsticks = [];
    for (let i = 0; i < opts.runs; i++) {
      runs.push(await runTna(args, { keep: i === opts.runs - 1 }));
      if (defaultArgs) defaultRuns.push(await runTna(defaultArgs, { keep: false }));
      const seconds = measureYardstick?.();
      if (seconds !== undefined) yardsticks.push(seconds);
    }
    const { networkGraph, bc: tnaBc } = bcOf(runs.at(-1).stdout);
    const exactBc = graph.sampled ? await exactValues(textFile, base) : tnaBc;
    const exactTop = topOf(exactBc);
    const agreement = (bc) => {
      const top = new Set(topOf(bc));
      return exactTop.filter((name) => top.has(name)).length;
    };
    const edgesFile = path.join(dir, 'edges.tsv');
    writeEdges(edgesFile, networkGraph);
    const tnaSeconds = median(runs.map((r) => r.seconds));
    const largestDifference = (bc) => Math.max(...Object.entries(exactBc).map(([name, v]) => Math.abs(v - (bc[name] ?? 0))));
    const rows = peerResults(edgesFile, opts).map((r) => {
      if (r.skipped) return r;
      const exact = !/kadabra|sampled/.test(r.peer);
      return { peer: r.peer, seconds: r.seconds, ratio: tnaSeconds / r.seconds, topAgreement: agreement(r.bc), maxError: exact ? largestDifference(r.bc) : undefined };
    });
    const report = {
      graph: GRAPHS[opts.graph].label,
      analysis: opts.analysis,
      nodes: networkGraph.nodes.length,
      edges: networkGraph.edges.length,
      tna: {
        method: graph.sampled ? 'sampled (default)' : 'exact',
        seconds: tnaSeconds,
        min: Math.min(...runs.map((r) => r.seconds)),
        max: Math.max(...runs.map((r) => r.seconds)),
        peakMiB: median(runs.map((r) => r.mib)),
        runs: opts.runs,
        topAgreement: agreement(tnaBc),
        maxError: graph.sampled ? largestDifference(tnaBc) : 0,
      },
      peers: rows,
      yardstick: yardsticks.length > 0 ? { seconds: median(yardsticks), min: Math.min(...yardsticks), max: Math.max(...yardsticks), ratio: tnaSeconds / median(yardsticks) } : undefined,
      defaultAnalysis: defaultRuns.length > 0 ? { seconds: median(defaultRuns.map((r) => r.seconds)), ratio: median(defaultRuns.map((r) => r.seconds)) / tnaSeconds } : undefined,
      machine: { cpus: os.availableParallelism(), node: process.version, loadBefore, loadAfter: os.loadavg()[0] },
    };
    if (opts.json) return console.log(JSON.stringify(report, null, 2));
    console.log(`${report.graph}, the ${report.analysis} analysis: ${report.nodes.toLocaleString('en')} concepts, ${report.edges.toLocaleString('en')} relations; ${report.machine.cpus} CPUs, Node ${report.machine.node}, load average ${report.machine.loadBefore.toFixed(2)} before the runs, ${report.machine.loadAfter.toFixed(2)} after.\n`);
    console.log(`| Run | Seconds | tna's whole process ÷ this | Top ${TOP} shared with the exact values | Largest bc difference |`);
    console.log('|---|---:|---:|---:|---:|');
    const t = report.tna;
    console.log(`| tna, whole process, ${t.method} (median of ${opts.runs}; peak ${Math.round(t.peakMiB)} MiB) | ${tnaSeconds.toFixed(2)} (${t.min.toFixed(2)}–${t.max.toFixed(2)}) | 1 | ${t.topAgreement} of ${TOP} | ${t.maxError ? t.maxError.toExponential(1) : 0} |`);
    for (const r of rows) {
      if (r.skipped) console.log(`| ${r.peer}, betweenness alone | skipped: ${r.skipped} | | | |`);
      else console.log(`| ${r.peer}, betweenness alone | ${r.seconds.toFixed(2)} | ${r.ratio.toFixed(2)} | ${r.topAgreement} of ${TOP} | ${r.maxError === undefined ? '—' : r.maxError.toExponential(1)} |`);
    }
    const y = report.yardstick;
    if (y !== undefined) console.log(`| yardstick: NetworKit, exact betweenness alone, 2000–2016 graph (median of ${opts.runs}, each after one of tna's) | ${y.seconds.toFixed(2)} (${y.min.toFixed(2)}–${y.max.toFixed(2)}) | ${y.ratio.toFixed(2)} | | |`);
    else if (graph.sampled) console.log('| yardstick: NetworKit, exact betweenness alone, 2000–2016 graph | skipped: NetworKit is not installed | | | |');
    const d = report.defaultAnalysis;
    if (d !== undefined) console.log(`\nThe default analysis on the same input, whole process (median of ${opts.runs}, each after one of the reference's): ${d.seconds.toFixed(2)} s, ${d.ratio.toFixed(2)}× the reference's time.`);
    console.log(`\ntna compares path lengths with a relative tolerance of 1e-9 (docs/analysis.md, Betweenness), as igraph does; networkx and NetworKit compare them with ==, so where sums of 1/w that are equal on paper differ in their last bits they drop one of the routes, and their values differ by that.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:peers: ${error.message}`);
  process.exitCode = 1;
});
