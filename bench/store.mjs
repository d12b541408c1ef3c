// Benchmark: saving 10,000 State of the Union paragraphs into the SQLite store, and searching them (E6).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = path.join(ROOT, 'dist', 'src');
const DATA_DIR = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');
const SENTENCES_PER_PARAGRAPH = 4;
const TARGET_MEDIAN_MS = 50;

const { values } = parseArgs({
  options: {
    statements: { type: 'string', default: '10000' },
    queries: { type: 'string', default: '400' },
    json: { type: 'boolean', default: false },
  },
});
const WANTED = Number(values.statements);
const QUERIES = Number(values.queries);

const { openStore } = await import(path.join(DIST, 'store', 'store.js'));
const { storeAt } = await import(path.join(DIST, 'store', 'provider.js'));
const { LocalService } = await import(path.join(DIST, 'service', 'local.js'));

/** The addresses carry no paragraph breaks: every 4 sentences make a paragraph. */
function paragraphsByAddress(limit) {
  const out = [];
  let total = 0;
  for (const file of readdirSync(DATA_DIR).filter((f) => f.endsWith('.txt')).sort()) {
    const sentences = readFileSync(path.join(DATA_DIR, file), 'utf8').split(/(?<=[.!?])\s+(?=["'(\[]?[A-Z])/);
    const paragraphs = [];
    for (let i = 0; i < sentences.length && total < limit; i += SENTENCES_PER_PARAGRAPH, total++) {
      paragraphs.push(sentences.slice(i, i + SENTENCES_PER_PARAGRAPH).join(' ').trim());
    }
    if (paragraphs.length) out.push({ name: file.replace(/\.txt$/, ''), paragraphs });
    if (total >= limit) break;
  }
  return out;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

/** A seeded generator, so every run asks the same queries. */
function random(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

/** Single words from common to rare, two-word phrases, prefixes and boolean queries, all taken from the corpus. */
function makeQueries(addresses, count) {
  const rand = random(42);
  const counts = new Map();
  const pairs = [];
  for (const a of addresses) {
    for (const p of a.paragraphs) {
      const words = p.toLowerCase().match(/[a-z]{5,}/g) ?? [];
      for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
      if (words.length > 1 && rand() < 0.05) {
        const i = Math.floor(rand() * (words.length - 1));
        pairs.push(`"${words[i]} ${words[i + 1]}"`);
      }
    }
  }
  const ranked = [...counts.entries()].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  const pick = () => ranked[Math.floor(rand() ** 2 * ranked.length)]; // favours common words: the slow case
  const queries = [];
  for (let i = 0; queries.length < count; i++) {
    switch (i % 5) {
      case 0:
      case 1:
        queries.push(pick());
        break;
      case 2:
        queries.push(pairs[Math.floor(rand() * pairs.length)]);
        break;
      case 3:
        queries.push(pick().slice(0, 4) + '*');
        break;
      default:
        queries.push(`${pick()} ${['AND', 'OR', 'NOT'][i % 3]} ${pick()}`);
    }
  }
  return queries;
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'tna-bench-store-'));
try {
  const addresses = paragraphsByAddress(WANTED);
  const statementCount = addresses.reduce((n, a) => n + a.paragraphs.length, 0);
  const toStatements = (paragraphs) => paragraphs.map((content, i) => ({ id: String(i), content, categories: [] }));

  // 1. The store alone: one transaction per address, FTS index kept up to date by triggers.
  const file = path.join(dir, 'store.db');
  const store = openStore(file);
  let t = performance.now();
  for (const a of addresses) {
    await store.saveGraph({ owner: 'bench', name: a.name, statements: toStatements(a.paragraphs), replace: false, settings: () => ({}) }, (all) => ({ language: 'en', nodeCount: all.length, result: 0 }));
  }
  const storeSaveMs = performance.now() - t;

  // 2. E1 with doNotSave=false: the save plus the analysis of each graph inside its transaction.
  const service = new LocalService({ store: storeAt(path.join(dir, 'e1.db')) });
  t = performance.now();
  for (const a of addresses) {
    await service.graphAndStatements({ doNotSave: false, includeStatements: false }, { name: a.name, userName: 'bench', statements: a.paragraphs });
  }
  const e1SaveMs = performance.now() - t;

  // 3. Search: the store's FTS5 query over all graphs (limit 1000), then E6 (search + graph) end to end.
  const graphs = await store.listGraphs('bench', {});
  const queries = makeQueries(addresses, QUERIES);
  for (const q of queries.slice(0, 20)) await store.search(q, graphs, 1000); // warm the page cache
  const searchMs = [];
  const hits = [];
  for (const q of queries) {
    t = performance.now();
    const found = await store.search(q, graphs, 1000);
    searchMs.push(performance.now() - t);
    hits.push(found.length);
  }
  const e6Ms = [];
  for (const q of queries.slice(0, Math.min(100, queries.length))) {
    t = performance.now();
    await service.search({ includeStatements: false }, { query: q, userName: 'bench' });
    e6Ms.push(performance.now() - t);
  }
  await store.close();

  const result = {
    node: process.version,
    statements: statementCount,
    graphs: addresses.length,
    storeMB: +(statSync(file).size / 1e6).toFixed(1),
    storeSave: { seconds: +(storeSaveMs / 1000).toFixed(2), statementsPerSecond: Math.round(statementCount / (storeSaveMs / 1000)) },
    e1Save: { seconds: +(e1SaveMs / 1000).toFixed(2), statementsPerSecond: Math.round(statementCount / (e1SaveMs / 1000)) },
    search: {
      queries: queries.length,
      medianMs: +median(searchMs).toFixed(2),
      p95Ms: +quantile(searchMs, 0.95).toFixed(2),
      maxMs: +Math.max(...searchMs).toFixed(2),
      medianHits: median(hits),
      maxHits: Math.max(...hits),
    },
    e6: { queries: e6Ms.length, medianMs: +median(e6Ms).toFixed(1), p95Ms: +quantile(e6Ms, 0.95).toFixed(1) },
    targetMedianMs: TARGET_MEDIAN_MS,
  };
  if (values.json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log(`Store benchmark (${result.node}): ${statementCount} State of the Union paragraphs in ${addresses.length} graphs, store file ${result.storeMB} MB\n`);
    console.log('| Step | Result |');
    console.log('|---|---|');
    console.log(`| save, store only (one transaction per graph, FTS5 index) | ${result.storeSave.seconds} s, ${result.storeSave.statementsPerSecond} statements/s |`);
    console.log(`| save through E1 (doNotSave=false, analysis in the transaction) | ${result.e1Save.seconds} s, ${result.e1Save.statementsPerSecond} statements/s |`);
    console.log(`| search, FTS5 over all graphs, ${queries.length} queries | median ${result.search.medianMs} ms, p95 ${result.search.p95Ms} ms, max ${result.search.maxMs} ms (median ${result.search.medianHits} hits, max ${result.search.maxHits}) |`);
    console.log(`| E6 search + graph of the matches, ${e6Ms.length} queries | median ${result.e6.medianMs} ms, p95 ${result.e6.p95Ms} ms |`);
    const ok = result.search.medianMs < TARGET_MEDIAN_MS;
    console.log(`\nTarget: median search latency under ${TARGET_MEDIAN_MS} ms — ${ok ? 'met' : 'NOT met'}.`);
    if (!ok) process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
