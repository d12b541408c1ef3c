// Benchmark: peak memory against the number of files, on real HTML nobody here wrote — the pages of
// PostgreSQL's manual (apt-get install postgresql-doc: DocBook's pages, known by their generator
// meta), of Sphinx's own (apt-get install sphinx-doc: pages whose content element Sphinx marks)
// and of Git's (apt-get install git-doc: AsciiDoc's pages, known by their generator meta too),
// as Debian ships them, copied under new names until a folder holds 300,
// 1,000 and 3,000 of them. For each folder: `tna check` (the rules that have defaults, on),
// `tna check --init` and `tna graph --each`, each its wall time and peak RSS (the whole process,
// its worker threads included), then how much each peak grew from the fewest files to the most.
// BASELINE=path/to/bin/tna.js runs another build of tna on the same folders in the same run (the
// ratios of the table); RUNS (default 1) runs of each, medians. A peak is what V8 let its heap grow
// to, not what the run keeps: CAP_MB=100 runs each command once more with the heap capped there
// (node --max-old-space-size), and says whether it still completes, which it does only if what it
// keeps fits. COUNTS=300,1000 picks the folders.
//
//   npm run bench:check-memory
//   MANUALS=postgresql,sphinx,git  the manuals to copy from (default all three), or folders of HTML pages
//   HTML_DIR=DIR                 one folder of HTML pages to copy from, in place of the manuals
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECK_RULES, copyPages, htmlPages, MANUAL_NAMES } from './check-corpus.mjs';
import { median, runChild } from './run-child.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'tna.js');
const BASELINE = process.env.BASELINE ? path.resolve(process.env.BASELINE) : undefined;
const RUNS = Number(process.env.RUNS ?? 1);
const CAP_MB = process.env.CAP_MB ? Number(process.env.CAP_MB) : undefined;
const COUNTS = (process.env.COUNTS ?? '300,1000,3000').split(',').map(Number);
const MANUALS = process.env.HTML_DIR ? [process.env.HTML_DIR] : (process.env.MANUALS ?? MANUAL_NAMES.join(',')).split(',');

/** A folder of `count` pages with the configuration every run of it reads. */
function folder(base, pages, count) {
  const dir = path.join(base, String(count));
  mkdirSync(path.join(dir, 'docs'), { recursive: true });
  copyPages(path.join(dir, 'docs'), pages, count);
  writeFileSync(path.join(dir, 'tna.config.json'), JSON.stringify({ check: { rules: CHECK_RULES } }));
  return dir;
}

let written = 0;
const COMMANDS = {
  'tna check': () => ['check', 'docs/*.html', '-f', 'json'],
  // --init never overwrites a configuration: each run writes one of its own.
  'tna check --init': () => ['check', '--init', '--config', `init-${++written}.json`, 'docs/*.html'],
  'tna graph --each': () => ['graph', '--each', 'docs/*.html', '-f', 'json'],
};

async function measure(cli, command, dir) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await runChild([cli, ...COMMANDS[command]()], { cwd: dir, ok: [0, 1] }));
  const capped = CAP_MB === undefined ? undefined : await runChild([`--max-old-space-size=${CAP_MB}`, cli, ...COMMANDS[command]()], { cwd: dir, ok: [0, 1] }).then(() => 'completes', () => 'runs out');
  return { seconds: median(runs.map((r) => r.seconds)), mb: median(runs.map((r) => r.peakBytes)) / 2 ** 20, capped };
}

const progress = (message) => process.stderr.isTTY && process.stderr.write(`\r\x1b[K${message}`);
const base = mkdtempSync(path.join(os.tmpdir(), 'tna-bench-check-memory-'));
const growth = (first, last) => `${last >= first ? '+' : ''}${((100 * (last - first)) / first).toFixed(0)} %`;
try {
  const rows = [];
  const sizes = [];
  for (const manual of MANUALS) {
    const pages = htmlPages(manual);
    if (!pages) throw new Error(`no HTML pages for ${manual}: apt-get install postgresql-doc sphinx-doc, or name folders of them with MANUALS or HTML_DIR`);
    sizes.push(`${manual} (${pages.length} pages)`);
    for (const count of COUNTS) {
      const dir = folder(path.join(base, path.basename(manual)), pages, count);
      for (const command of Object.keys(COMMANDS)) {
        progress(`${manual}: ${command} on ${count} files`);
        const now = await measure(CLI, command, dir);
        const before = BASELINE ? await measure(BASELINE, command, dir) : undefined;
        rows.push({ manual, count, command, now, before });
      }
      rmSync(dir, { recursive: true, force: true });
    }
  }
  progress('');
  console.log(`${sizes.join(' and ')} copied to folders of ${COUNTS.join(', ')} files; ${RUNS === 1 ? 'one run each' : `medians of ${RUNS} runs`}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(', ')} at the end${BASELINE ? `; baseline ${BASELINE}` : ''}\n`);
  const cap = (m) => (CAP_MB === undefined ? '' : ` ${m?.capped ?? '–'} |`);
  const capHead = CAP_MB === undefined ? '' : ` heap capped at ${CAP_MB} MB |`;
  console.log(`| manual | files | command | peak memory | time |${capHead}${BASELINE ? ` baseline peak | baseline time |${capHead}` : ''}`);
  console.log(`|---|---:|---|---:|---:|${capHead ? '---|' : ''}${BASELINE ? `---:|---:|${capHead ? '---|' : ''}` : ''}`);
  for (const { manual, count, command, now, before } of rows) {
    const baseline = BASELINE ? ` ${before.mb.toFixed(0)} MB | ${before.seconds.toFixed(1)} s |${cap(before)}` : '';
    console.log(`| ${path.basename(manual)} | ${count.toLocaleString('en')} | ${command} | ${now.mb.toFixed(0)} MB | ${now.seconds.toFixed(1)} s |${cap(now)}${baseline}`);
  }
  // The growth of each peak from the fewest files to the most.
  if (COUNTS.length > 1) {
    const [first, last] = [COUNTS[0], COUNTS.at(-1)];
    console.log(`\n| manual | command | peak at ${first.toLocaleString('en')} | peak at ${last.toLocaleString('en')} | growth |${BASELINE ? ' baseline growth |' : ''}`);
    console.log(`|---|---|---:|---:|---:|${BASELINE ? '---:|' : ''}`);
    for (const manual of MANUALS) {
      for (const command of Object.keys(COMMANDS)) {
        const at = (count) => rows.find((r) => r.manual === manual && r.count === count && r.command === command);
        const [a, b] = [at(first), at(last)];
        console.log(`| ${path.basename(manual)} | ${command} | ${a.now.mb.toFixed(0)} MB | ${b.now.mb.toFixed(0)} MB | ${growth(a.now.mb, b.now.mb)} |${BASELINE ? ` ${growth(a.before.mb, b.before.mb)} |` : ''}`);
      }
    }
  }
} finally {
  rmSync(base, { recursive: true, force: true });
}
