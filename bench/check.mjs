// Benchmark: `tna check` on real Markdown nobody here wrote — 500 README files of the packages
// under node_modules (the list in bench/check-readmes.txt, so that a dependency added or removed
// does not change them), copied into one docs folder, and the 683 Markdown files of the npm
// package @stdlib/math 0.4.1 (a package's docs: one README a function) — with every rule that has
// defaults on, against markdownlint-cli2 (its default rules) on the same files in the same run. Then the same run with
// --cache, a second time (nothing changed), and single large files made of those READMEs (1, 2, 4
// and 5 MB) to show that time grows linearly with size. Medians of RUNS runs, with peak memory.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECK_RULES } from './check-corpus.mjs';
import { median, runChild } from './run-child.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'tna.js');
const MARKDOWNLINT = path.join(ROOT, 'node_modules', 'markdownlint-cli2', 'markdownlint-cli2-bin.mjs');
const RUNS = Number(process.env.RUNS ?? 5);
const FILES = 500;
const SIZES_MB = [1, 2, 4, 5];
/** JOBS=n runs tna check with --jobs n (default: its own default). */
const JOBS = process.env.JOBS ? ['--jobs', process.env.JOBS] : [];
const JOBS_LABEL = process.env.JOBS ? ` --jobs ${process.env.JOBS}` : '';
const LOAD_BEFORE = os.loadavg()[0];

/** The READMEs bench/check-readmes.txt lists, under node_modules; a missing one stops the bench (npm ci installs them). */
function readmes() {
  const listed = readFileSync(path.join(ROOT, 'bench', 'check-readmes.txt'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
  const files = listed.map((file) => path.join(ROOT, 'node_modules', file));
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`bench/check: ${missing.length} README(s) of bench/check-readmes.txt are not installed (run npm ci), the first ${path.relative(ROOT, missing[0])}`);
  return files;
}

/** The npm package whose Markdown files are the second folder, and where its tarball is kept between runs. */
const DOCS_PACKAGE = '@stdlib/math@0.4.1';
const PACKAGE_CACHE = path.join(os.homedir(), '.cache', 'tna-bench');

/** Every .md file under `dir`, sorted by path. */
function markdownUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...markdownUnder(file));
    else if (entry.name.endsWith('.md')) out.push(file);
  }
  return out.sort();
}

/**
 * The package's Markdown files copied into `target`, named by their path in it; npm pack fetches
 * the tarball the first time (the one download the bench makes), and it is kept for the next run.
 * Undefined, and said why, when it cannot be had.
 */
function packageDocs(target) {
  const tarball = path.join(PACKAGE_CACHE, 'stdlib-math-0.4.1.tgz');
  try {
    if (!existsSync(tarball)) {
      mkdirSync(PACKAGE_CACHE, { recursive: true });
      console.error(`bench/check: fetching ${DOCS_PACKAGE} with npm pack (once; kept in ${PACKAGE_CACHE})`);
      execFileSync('npm', ['pack', DOCS_PACKAGE, '--pack-destination', PACKAGE_CACHE, '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
    }
    const unpacked = path.join(target, '..', 'package-src');
    mkdirSync(unpacked, { recursive: true });
    execFileSync('tar', ['xzf', tarball, '-C', unpacked]);
    mkdirSync(target);
    const files = markdownUnder(unpacked);
    files.forEach((file) => copyFileSync(file, path.join(target, path.relative(unpacked, file).replace(/[\\/]/g, '__'))));
    rmSync(unpacked, { recursive: true, force: true });
    return files.length;
  } catch (error) {
    console.error(`bench/check: ${DOCS_PACKAGE} could not be had (${error.message.split('\n')[0]}); its rows are skipped.`);
    return undefined;
  }
}

function makeCorpus(dir) {
  const sources = readmes().slice(0, FILES);
  mkdirSync(path.join(dir, 'docs'));
  sources.forEach((file, i) => copyFileSync(file, path.join(dir, 'docs', `${String(i).padStart(3, '0')}.md`)));
  writeFileSync(path.join(dir, 'tna.config.json'), JSON.stringify({ check: { rules: CHECK_RULES } }));
  // One large file per size, the READMEs one after another until it is that long.
  const texts = sources.map((f) => readFileSync(f, 'utf8'));
  for (const mb of SIZES_MB) {
    const parts = [];
    let bytes = 0;
    for (let i = 0; bytes < mb * 1024 * 1024; i++) {
      parts.push(texts[i % texts.length]);
      bytes += Buffer.byteLength(texts[i % texts.length]) + 2;
    }
    writeFileSync(path.join(dir, `large-${mb}mb.md`), parts.join('\n\n'));
  }
  return sources.length;
}

/** One whole run: wall seconds, and peak RSS (MiB) as the child reports it on exit. */
async function timed(args, cwd) {
  // 1 is a failed rule (tna) or a style finding (markdownlint): a verdict, not a crash.
  const { seconds, peakBytes } = await runChild(args, { cwd, ok: [0, 1] });
  return { seconds, mb: peakBytes / 2 ** 20 };
}

async function measure(label, args, cwd, before) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    await before?.();
    runs.push(await timed(args, cwd));
  }
  return { label, seconds: median(runs.map((r) => r.seconds)), min: Math.min(...runs.map((r) => r.seconds)), max: Math.max(...runs.map((r) => r.seconds)), mb: median(runs.map((r) => r.mb)) };
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'tna-bench-check-'));
try {
  const count = makeCorpus(dir);
  const cache = path.join(dir, '.tnacache');
  const rows = [];
  rows.push(await measure('node start-up (node -e 0)', ['-e', '0'], dir));
  const lint = existsSync(MARKDOWNLINT) ? await measure(`markdownlint-cli2, ${count} READMEs`, [MARKDOWNLINT, 'docs/*.md'], dir) : undefined;
  if (lint) rows.push(lint);
  else console.error('bench/check: markdownlint-cli2 is not installed (npm install); its row is skipped.');
  const tna = await measure(`tna check${JOBS_LABEL}, ${count} READMEs`, [CLI, 'check', ...JOBS, '-f', 'json', 'docs/*.md'], dir);
  rows.push(tna);
  // The second folder: a package's own docs, in the same run.
  const packageCount = packageDocs(path.join(dir, 'package-docs'));
  const packageRows = packageCount === undefined ? undefined : {
    lint: lint ? await measure(`markdownlint-cli2, ${DOCS_PACKAGE}'s ${packageCount} Markdown files`, [MARKDOWNLINT, 'package-docs/*.md'], dir) : undefined,
    tna: await measure(`tna check${JOBS_LABEL}, ${DOCS_PACKAGE}'s ${packageCount} Markdown files`, [CLI, 'check', ...JOBS, '-f', 'json', 'package-docs/*.md'], dir),
  };
  if (packageRows?.lint) rows.push(packageRows.lint);
  if (packageRows) rows.push(packageRows.tna);
  rows.push(await measure(`tna check --cache, first run (no cache)`, [CLI, 'check', '--cache', '-f', 'json', 'docs/*.md'], dir, () => rmSync(cache, { force: true })));
  rows.push(await measure(`tna check --cache, nothing changed`, [CLI, 'check', '--cache', '-f', 'json', 'docs/*.md'], dir));
  const large = [];
  for (const mb of SIZES_MB) {
    const row = await measure(`tna check, one ${mb} MB file`, [CLI, 'check', '-f', 'json', `large-${mb}mb.md`], dir);
    rows.push(row);
    large.push({ mb, seconds: row.seconds });
  }

  const base = rows[0].seconds;
  console.log(`Runs: ${RUNS} each, medians. Rules: every rule with defaults, at its default severity.\n`);
  console.log('| Run | Median wall (s) | Min–max (s) | Median peak memory (MB) | × node start-up |\n|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.label} | ${r.seconds.toFixed(2)} | ${r.min.toFixed(2)}–${r.max.toFixed(2)} | ${Math.round(r.mb)} | ${(r.seconds / base).toFixed(1)}× |`);
  console.log('');
  if (lint) console.log(`tna check / markdownlint-cli2 on the same ${count} READMEs: ${(tna.seconds / lint.seconds).toFixed(2)}× the wall time (target ≤ 0.35).`);
  if (packageRows?.lint) console.log(`tna check / markdownlint-cli2 on ${DOCS_PACKAGE}'s ${packageCount} Markdown files: ${(packageRows.tna.seconds / packageRows.lint.seconds).toFixed(2)}× the wall time (target ≤ 0.35).`);
  console.log(`Load average (1 minute): ${LOAD_BEFORE.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end; ${os.cpus().length} processors.`);
  // Linear growth: each size's seconds per MB beyond start-up stays about the same.
  const perMb = large.map((l) => `${l.mb} MB: ${((l.seconds - base) / l.mb).toFixed(2)} s/MB`).join(', ');
  console.log(`Large files, seconds per MB after start-up: ${perMb} (linear when these stay level).`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
