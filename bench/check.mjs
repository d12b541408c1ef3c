// Benchmark: `tna check` on real Markdown nobody here wrote — 500 README files of the packages
// under node_modules, copied into one docs folder — with every rule that has defaults on, against
// markdownlint-cli2 (its default rules) on the same files in the same run. Then the same run with
// --cache, a second time (nothing changed), and single large files made of those READMEs (1, 2, 4
// and 5 MB) to show that time grows linearly with size. Medians of RUNS runs, with peak memory.
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

/** Every README.md under node_modules, sorted by path. */
function readmes() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^readme\.md$/i.test(entry.name)) found.push(full);
    }
  };
  walk(path.join(ROOT, 'node_modules'));
  return found.sort();
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
  const tna = await measure(`tna check, ${count} READMEs`, [CLI, 'check', '-f', 'json', 'docs/*.md'], dir);
  rows.push(tna);
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
  if (lint) console.log(`tna check / markdownlint-cli2 on the same ${count} files: ${(tna.seconds / lint.seconds).toFixed(2)}× the wall time (target ≤ 1).`);
  // Linear growth: each size's seconds per MB beyond start-up stays about the same.
  const perMb = large.map((l) => `${l.mb} MB: ${((l.seconds - base) / l.mb).toFixed(2)} s/MB`).join(', ');
  console.log(`Large files, seconds per MB after start-up: ${perMb} (linear when these stay level).`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
