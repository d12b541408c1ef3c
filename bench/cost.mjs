// Benchmark: how time and peak memory grow with the input, so that a user can predict a run.
// Text size: `tna graph` on one file of 1, 4, 16 and 64 MB made of State of the Union addresses
// (taken in order, from the first again once all 233 are in: above 10.7 MB the text repeats).
// Files: `tna graph` (one graph of them all), `tna graph --each` (one analysis per file) and
// `tna check` over 100, 300, 1,000 and 3,000 HTML pages of PostgreSQL's manual (Debian's
// postgresql-doc; above its 1,169 pages, the pages again under other names). Medians of --runs
// runs, each a whole process timed from start to exit, with its peak memory.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHECK_RULES, copyPages, htmlPages } from './check-corpus.mjs';
import { median, runChild } from './run-child.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'tna.js');
const SOTU = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');
const MB = 1024 * 1024;

const USAGE = `Usage: node bench/cost.mjs [--runs N] [--sizes 1,4,16,64|none] [--files 100,300,1000,3000] [--html DIR|postgresql|sphinx|git] [--json]
Times tna graph on texts of each size (MB) and tna graph, tna graph --each and tna check on each
number of HTML files, with peak memory, and how much each command's peak grew from the fewest
files to the most. --html names a folder of HTML pages, or a manual Debian installs
(postgresql: postgresql-doc, the default; sphinx: sphinx-doc; git: git-doc).`;

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      sizes: { type: 'string', default: '1,4,16,64' },
      files: { type: 'string', default: '100,300,1000,3000' },
      html: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const list = (flag, text) => {
    if (text === 'none') return [];
    const out = text.split(',').map(Number);
    if (!out.every((n) => Number.isFinite(n) && n > 0)) throw new Error(`--${flag} takes positive numbers separated by commas, not ${text}`);
    return out;
  };
  const runs = Number(values.runs);
  if (!(Number.isInteger(runs) && runs > 0)) throw new Error(`--runs must be a whole number from 1, not ${values.runs}`);
  return { runs, sizes: list('sizes', values.sizes), files: list('files', values.files), html: values.html, json: values.json, help: values.help };
}

/** A text of `mb` megabytes: the addresses in order, again from the first once all are in. */
function textOf(mb) {
  const addresses = readdirSync(SOTU).filter((f) => f.endsWith('.txt')).sort().map((f) => readFileSync(path.join(SOTU, f), 'utf8'));
  const parts = [];
  let size = 0;
  for (let i = 0; size < mb * MB; i++) {
    const address = addresses[i % addresses.length];
    parts.push(address);
    size += Buffer.byteLength(address) + 2;
  }
  return parts.join('\n\n');
}

async function measure(args, runs, opts = {}) {
  const times = [];
  const peaks = [];
  for (let r = 0; r < runs; r++) {
    const { seconds, peakBytes } = await runChild([CLI, ...args], opts);
    times.push(seconds);
    peaks.push(peakBytes / MB);
  }
  return { seconds: median(times), peakMb: Math.round(median(peaks)) };
}

async function main() {
  const opts = options();
  if (opts.help) {
    console.log(USAGE);
    return;
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'tna-cost-'));
  const rows = [];
  writeFileSync(path.join(work, 'tna.config.json'), JSON.stringify({ check: { rules: CHECK_RULES } }));
  try {
    for (const mb of opts.sizes) {
      const file = path.join(work, `text-${mb}mb.txt`);
      writeFileSync(file, textOf(mb));
      const result = await measure(['graph', file], opts.runs);
      rows.push({ input: `${mb} MB of text, one file`, command: 'tna graph', ...result });
      console.error(`${rows.at(-1).input}: ${result.seconds.toFixed(2)} s, ${result.peakMb} MB`);
      rmSync(file);
    }
    const pages = htmlPages(opts.html);
    if (!pages) console.error('no HTML manual found (apt-get install postgresql-doc, or --html DIR): the files rows are skipped');
    else {
      for (const count of opts.files) {
        const dir = path.join(work, `pages-${count}`);
        mkdirSync(dir);
        const files = copyPages(dir, pages, count);
        const megabytes = files.reduce((s, f) => s + readFileSync(f).length, 0) / MB;
        const input = `${count.toLocaleString('en')} HTML files (${megabytes.toFixed(1)} MB)`;
        const commands = [
          ['tna graph', ['graph', ...files], {}],
          ['tna graph --each', ['graph', '--each', ...files], {}],
          ['tna check', ['check', ...files], { cwd: work, ok: [0, 1] }],
        ];
        for (const [command, args, runOpts] of commands) {
          const result = await measure(args, opts.runs, runOpts);
          rows.push({ input, count, command, ...result });
          console.error(`${input}, ${command}: ${result.seconds.toFixed(2)} s, ${result.peakMb} MB`);
        }
        rmSync(dir, { recursive: true });
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (opts.json) {
    console.log(JSON.stringify(rows, null, 2));
    return;
  }
  console.log(`tna ${JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version}, Node ${process.version}, ${os.cpus().length} cores; medians of ${opts.runs} runs\n`);
  console.log('| input | command | seconds | peak MB |');
  console.log('|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.input} | ${row.command} | ${row.seconds.toFixed(2)} | ${row.peakMb} |`);
  const [first, last] = [opts.files[0], opts.files.at(-1)];
  const filesRows = rows.filter((row) => row.count !== undefined);
  if (opts.files.length > 1 && filesRows.length > 0) {
    console.log(`\n| command | peak MB at ${first.toLocaleString('en')} files | at ${last.toLocaleString('en')} | growth |`);
    console.log('|---|---|---|---|');
    for (const command of [...new Set(filesRows.map((row) => row.command))]) {
      const at = (count) => filesRows.find((row) => row.command === command && row.count === count);
      const [a, b] = [at(first), at(last)];
      if (a && b) console.log(`| ${command} | ${a.peakMb} | ${b.peakMb} | ${b.peakMb >= a.peakMb ? '+' : ''}${((100 * (b.peakMb - a.peakMb)) / a.peakMb).toFixed(0)} % |`);
    }
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
