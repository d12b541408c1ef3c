// Benchmark: tna's betweenness against its peers on the same graph, in the same run — NetworKit
// (C++, every core; exact, and KADABRA's approximation), igraph (C) and networkx (Python). The
// peers are optional Python packages: each one missing prints "skipped", never a failure.
// tna is timed as a whole process (reading, graph, betweenness, clusters, JSON); a peer on its
// betweenness alone. Agreement: how many of tna's 16 most between concepts a peer also ranks in
// its top 16, and the largest difference of a value (exact peers).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'tna.js');
const DATA_DIR = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');
const GRAPHS = {
  one: { label: 'the 2016 address, full graph', years: (n) => n.startsWith('2016') },
  recent: { label: 'the 2000–2016 addresses, full graph', years: (n) => n >= '2000' && n < '2017' },
};
const TOP = 16;

const USAGE = `Usage: node bench/peers.mjs [--graph one|recent] [--runs N] [--peers networkit,networkit-kadabra,igraph,networkx] [--networkx-samples K] [--python PATH] [--json]
Builds the full graph of State of the Union addresses with tna (exact betweenness), times tna's
whole process (median of --runs), then each peer's betweenness of the same weighted graph
(bench/peers.py), and prints their times side by side with their agreement on the top ${TOP}.
networkx is exact on --graph one and samples 512 sources on recent (--networkx-samples 0: exact,
which takes many minutes there). --python names the interpreter that has the peers (Debian's
/usr/bin/python3 has python3-networkx and python3-igraph; pip's networkit goes where pip puts it).`;

function options() {
  const { values } = parseArgs({
    options: {
      graph: { type: 'string', default: 'recent' },
      runs: { type: 'string', default: '3' },
      peers: { type: 'string', default: 'networkit,networkit-kadabra,igraph,networkx' },
      'networkx-samples': { type: 'string' },
      python: { type: 'string', default: 'python3' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (!GRAPHS[values.graph]) throw new Error(`--graph takes one or recent, not ${values.graph}`);
  const runs = Number(values.runs);
  if (!(Number.isInteger(runs) && runs > 0)) throw new Error(`--runs must be a whole number from 1, not ${values.runs}`);
  const samples = values['networkx-samples'] !== undefined ? Number(values['networkx-samples']) : values.graph === 'one' ? 0 : 512;
  return { graph: values.graph, runs, peers: values.peers, samples, python: values.python, json: values.json, help: values.help };
}

/** One tna run: wall seconds and stdout. */
function runTna(args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    let err = '';
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('close', (code) => (code === 0 ? resolve({ seconds: (performance.now() - started) / 1000, stdout: Buffer.concat(out).toString('utf8') }) : reject(new Error(`tna failed: ${err}`))));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const topOf = (bc) => Object.entries(bc).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, TOP).map(([name]) => name);

function peerResults(edgesFile, opts) {
  const python = spawnSync(opts.python, ['--version']);
  if (python.status !== 0) return opts.peers.split(',').map((peer) => ({ peer, skipped: `${opts.python} is not installed` }));
  const run = spawnSync(opts.python, [path.join(ROOT, 'bench', 'peers.py'), edgesFile, '--peers', opts.peers, '--networkx-samples', String(opts.samples)], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.status !== 0) throw new Error(`bench/peers.py failed: ${run.stderr}`);
  return run.stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

async function main() {
  const opts = options();
  if (opts.help) return console.log(USAGE);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tna-peers-'));
  try {
    const names = readdirSync(DATA_DIR).filter((n) => n.endsWith('.txt') && GRAPHS[opts.graph].years(n)).sort();
    const textFile = path.join(dir, 'text.txt');
    writeFileSync(textFile, names.map((n) => readFileSync(path.join(DATA_DIR, n), 'utf8')).join('\n'));
    const args = ['graph', textFile, '--max-nodes', 'all', '--betweenness', 'exact', '--compact-graph', '--no-statements', '-f', 'json'];
    await runTna(args); // warm-up
    const runs = [];
    for (let i = 0; i < opts.runs; i++) runs.push(await runTna(args));
    const { networkGraph } = JSON.parse(runs.at(-1).stdout).entriesAndGraphOfContext.graph;
    const tnaBc = Object.fromEntries(networkGraph.nodes.map((node) => [node.key, node.attributes.bc]));
    const edgesFile = path.join(dir, 'edges.tsv');
    // Distances as tna measures them: 1 / weight.
    writeFileSync(edgesFile, networkGraph.edges.map((e) => `${e.source}\t${e.target}\t${1 / e.attributes.weight}\n`).join(''));
    const tnaTop = topOf(tnaBc);
    const tnaSeconds = median(runs.map((r) => r.seconds));
    const rows = peerResults(edgesFile, opts).map((r) => {
      if (r.skipped) return r;
      const top = new Set(topOf(r.bc));
      const exact = !/kadabra|sampled/.test(r.peer);
      const maxError = exact ? Math.max(...Object.entries(tnaBc).map(([name, v]) => Math.abs(v - (r.bc[name] ?? 0)))) : undefined;
      return { peer: r.peer, seconds: r.seconds, ratio: tnaSeconds / r.seconds, topAgreement: tnaTop.filter((name) => top.has(name)).length, maxError };
    });
    const report = {
      graph: GRAPHS[opts.graph].label,
      nodes: networkGraph.nodes.length,
      edges: networkGraph.edges.length,
      tna: { seconds: tnaSeconds, min: Math.min(...runs.map((r) => r.seconds)), max: Math.max(...runs.map((r) => r.seconds)), runs: opts.runs },
      peers: rows,
      machine: { cpus: os.availableParallelism(), node: process.version, load: os.loadavg()[0] },
    };
    if (opts.json) return console.log(JSON.stringify(report, null, 2));
    console.log(`${report.graph}: ${report.nodes.toLocaleString('en')} concepts, ${report.edges.toLocaleString('en')} relations; ${report.machine.cpus} CPUs, Node ${report.machine.node}, load average ${report.machine.load.toFixed(2)}.\n`);
    console.log(`| Run | Seconds | tna's whole process ÷ this | Top ${TOP} shared with tna's exact | Largest bc difference |`);
    console.log('|---|---:|---:|---:|---:|');
    console.log(`| tna, whole process, exact (median of ${opts.runs}) | ${tnaSeconds.toFixed(2)} (${report.tna.min.toFixed(2)}–${report.tna.max.toFixed(2)}) | 1 | ${TOP} of ${TOP} | 0 |`);
    for (const r of rows) {
      if (r.skipped) console.log(`| ${r.peer}, betweenness alone | skipped: ${r.skipped} | | | |`);
      else console.log(`| ${r.peer}, betweenness alone | ${r.seconds.toFixed(2)} | ${r.ratio.toFixed(2)} | ${r.topAgreement} of ${TOP} | ${r.maxError === undefined ? '—' : r.maxError.toExponential(1)} |`);
    }
    console.log(`\ntna compares path lengths with a relative tolerance of 1e-9 (docs/analysis.md, Betweenness), as igraph does; networkx compares them with ==, so where sums of 1/w that are equal on paper differ in their last bits it drops one of the routes, and its values differ by that.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:peers: ${error.message}`);
  process.exitCode = 1;
});
