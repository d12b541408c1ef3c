// Benchmark of drift's meaning, not its speed: on the history of real documentation (this
// repository's README and docs/, every commit that changed them), how well drift ranks edits by
// their size. Each consecutive pair of versions of a file is one edit; its size is the share of
// words git's word diff adds or removes; drift is measured as `tna check --baseline-ref` does.
// Prints Spearman's rank correlation of the two, and that of the older measure (1 − Jaccard
// overlap of the two top-20 concept lists) beside it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalService } from '../dist/src/service/local.js';
import { analyzeText } from '../dist/src/check/analysis.js';
import { DEFAULT_ANALYSIS } from '../dist/src/check/config-schema.js';
import { driftBetween } from '../dist/src/check/rules/drift.js';
import { plainDocument } from '../dist/src/input/markup.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
const FILES = ['README.md', ...git('ls-files', 'docs/*.md').trim().split('\n').filter(Boolean)];

if (git('rev-parse', '--is-shallow-repository').trim() === 'true') {
  console.error('bench/drift: this clone is shallow; fetch the history first (git fetch --unshallow).');
  process.exit(2);
}

const service = new LocalService({});
const factsCache = new Map();
async function factsAt(rev, file) {
  const key = `${rev}:${file}`;
  if (!factsCache.has(key)) {
    const document = await plainDocument(git('show', key), 'markdown', file);
    factsCache.set(key, await analyzeText(service, document.text, DEFAULT_ANALYSIS, document.lines));
  }
  return factsCache.get(key);
}

/** The share of words an edit added or removed, from git's word diff. */
function wordsChanged(a, b, file) {
  let changed = 0;
  for (const line of git('diff', '--word-diff=porcelain', '--no-color', '-U0', a, b, '--', file).split('\n')) {
    if (line.startsWith('+++') || line.startsWith('---')) continue;
    if (line.startsWith('+') || line.startsWith('-')) changed += line.slice(1).split(/\s+/).filter(Boolean).length;
  }
  const words = (rev) => git('show', `${rev}:${file}`).split(/\s+/).filter(Boolean).length;
  return changed / (words(a) + words(b));
}

function topOverlapChange(now, then, top = 20) {
  const x = new Set(now.concepts.slice(0, top).map((c) => c.name));
  const y = new Set(then.concepts.slice(0, top).map((c) => c.name));
  const shared = [...x].filter((c) => y.has(c)).length;
  return 1 - shared / (x.size + y.size - shared);
}

function ranks(values) {
  const order = values.map((v, i) => [v, i]).sort((p, q) => p[0] - q[0]);
  const out = new Array(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) out[order[k][1]] = (i + j) / 2; // ties share their mean rank
    i = j + 1;
  }
  return out;
}
function pearson(x, y) {
  const mean = (v) => v.reduce((s, a) => s + a, 0) / v.length;
  const [mx, my] = [mean(x), mean(y)];
  let sxy = 0, sx = 0, sy = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i] - mx) * (y[i] - my);
    sx += (x[i] - mx) ** 2;
    sy += (y[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sx * sy);
}
const spearman = (x, y) => pearson(ranks(x), ranks(y));

const edits = [];
for (const file of FILES) {
  const revisions = git('log', '--format=%H', '--', file).trim().split('\n').filter(Boolean).reverse();
  for (let i = 1; i < revisions.length; i++) {
    const [a, b] = [revisions[i - 1], revisions[i]];
    const [then, now] = [await factsAt(a, file), await factsAt(b, file)];
    if (!then || !now) continue;
    edits.push({ file, size: wordsChanged(a, b, file), drift: driftBetween(now, then), overlap: topOverlapChange(now, then) });
  }
}
await service.close?.();

const sizes = edits.map((e) => e.size);
console.log(`Edits: ${edits.length}, over ${FILES.length} files (${FILES.join(', ')})`);
console.log('| Measure | Spearman rank correlation with the share of words changed |\n|---|---:|');
console.log(`| drift (total variation of the concept distributions) | ${spearman(edits.map((e) => e.drift), sizes).toFixed(3)} |`);
console.log(`| 1 − overlap of the top-20 concept lists (before) | ${spearman(edits.map((e) => e.overlap), sizes).toFixed(3)} |`);
