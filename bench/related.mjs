// Benchmark: `tna related` offline on 1,000 statements (State of the Union sentences) against `tna graph`
// on the same text, each command in turn, medians of several rounds after a warm-up.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median, runChild } from './run-child.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'tna.js');
const DATA_DIR = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');
const TARGET = 1.2;

const { values } = parseArgs({ options: { runs: { type: 'string', default: '9' }, statements: { type: 'string', default: '1000' } } });
const runs = Number(values.runs);
const count = Number(values.statements);

// The latest addresses' sentences, newest first, until there are enough (an address is one line of its file).
const lines = [];
for (const name of readdirSync(DATA_DIR).filter((n) => n.endsWith('.txt')).sort().reverse()) {
  for (const sentence of readFileSync(path.join(DATA_DIR, name), 'utf8').split(/(?<=[.!?])\s+/)) {
    if (sentence.trim() && lines.length < count) lines.push(sentence.trim());
  }
  if (lines.length >= count) break;
}
const tmp = mkdtempSync(path.join(os.tmpdir(), 'tna-bench-related-'));
const file = path.join(tmp, 'statements.txt');
writeFileSync(file, lines.join('\n') + '\n');

const commands = {
  related: [CLI, 'related', 'how do taxes affect families and jobs?', file, '-n', '10', '-f', 'json'],
  graph: [CLI, 'graph', '-f', 'json', file],
};
try {
  for (const args of Object.values(commands)) await runChild(args, { rss: false });
  const seconds = { related: [], graph: [] };
  for (let round = 0; round < runs; round++) {
    for (const [name, args] of Object.entries(commands)) seconds[name].push((await runChild(args, { rss: false })).seconds);
  }
  const s = (xs) => `${median(xs).toFixed(3)} s (${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)})`;
  const ratio = median(seconds.related) / median(seconds.graph);
  console.log('| figure | this build | baseline (same run) | ratio | target |');
  console.log('|---|---|---|---|---|');
  console.log(`| tna related, ${lines.length} statements, a question, offline | ${s(seconds.related)} | ${s(seconds.graph)} (tna graph, same text) | ${ratio.toFixed(2)} | ≤ ${TARGET} ${ratio <= TARGET ? '✓' : '✗'} |`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
