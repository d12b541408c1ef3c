// Benchmark: saving 10,000 State of the Union paragraphs into the store, and searching them (E6), on
// both backends: SQLite, and PostgreSQL (TNA_STORE_URL, an empty database; else a throw-away cluster).
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
    backend: { type: 'string', default: 'both' },
  },
});
const WANTED = Number(values.statements);
const QUERIES = Number(values.queries);

const { openStore } = await import(path.join(DIST, 'store', 'store.js'));
const { storeAt, pgStoreAt } = await import(path.join(DIST, 'store', 'provider.js'));
const { openPgStore } = await import(path.join(DIST, 'store', 'pg-store.js'));
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

/** Saves and searches on one backend: `open` gives the store, `service` a LocalService over the same database. */
async function benchBackend(backend, addresses, open, service, size) {
  const statementCount = addresses.reduce((n, a) => n + a.paragraphs.length, 0);
  const toStatements = (paragraphs) => paragraphs.map((content, i) => ({ id: String(i), content, categories: [] }));

  // 1. The store alone: one transaction per address, the search index kept up to date.
  const store = await open();
  let t = performance.now();
  for (const a of addresses) {
    await store.saveGraph({ owner: 'bench', name: a.name, statements: toStatements(a.paragraphs), replace: false, settings: () => ({}) }, (all) => ({ language: 'en', nodeCount: all.length, result: 0 }));
  }
  const storeSaveMs = performance.now() - t;

  // 2. E1 with doNotSave=false: the save plus the analysis of each graph inside its transaction.
  t = performance.now();
  for (const a of addresses) {
    await service.graphAndStatements({ doNotSave: false, includeStatements: false }, { name: a.name, userName: 'bench-e1', statements: a.paragraphs });
  }
  const e1SaveMs = performance.now() - t;

  // 3. Search: the store's query over all graphs (limit 1000), then E6 (search + graph) end to end.
  const graphs = await store.listGraphs('bench', {});
  const queries = makeQueries(addresses, QUERIES);
  for (const q of queries.slice(0, 20)) await store.search(q, graphs, 1000); // warm the caches
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
  const storeMB = +((await size()) / 1e6).toFixed(1);
  await store.close();
  return {
    backend,
    statements: statementCount,
    graphs: addresses.length,
    storeMB,
    storeSave: { seconds: +(storeSaveMs / 1000).toFixed(2), statementsPerSecond: Math.round(statementCount / (storeSaveMs / 1000)), savesPerSecond: +(addresses.length / (storeSaveMs / 1000)).toFixed(1) },
    e1Save: { seconds: +(e1SaveMs / 1000).toFixed(2), statementsPerSecond: Math.round(statementCount / (e1SaveMs / 1000)), savesPerSecond: +(addresses.length / (e1SaveMs / 1000)).toFixed(1) },
    search: {
      queries: queries.length,
      medianMs: +median(searchMs).toFixed(2),
      p95Ms: +quantile(searchMs, 0.95).toFixed(2),
      maxMs: +Math.max(...searchMs).toFixed(2),
      medianHits: median(hits),
      maxHits: Math.max(...hits),
    },
    hits,
    e6: { queries: e6Ms.length, medianMs: +median(e6Ms).toFixed(1), p95Ms: +quantile(e6Ms, 0.95).toFixed(1) },
  };
}

async function sqliteBench(addresses, dir) {
  const file = path.join(dir, 'store.db');
  const provider = storeAt(file);
  const service = new LocalService({ store: provider });
  try {
    return await benchBackend('sqlite', addresses, async () => (await provider('write')), service, async () => statSync(file).size + (statSync(file + '-wal', { throwIfNoEntry: false })?.size ?? 0));
  } finally {
    await provider.close();
  }
}

async function postgresBench(addresses) {
  let url = process.env.TNA_STORE_URL;
  let cluster;
  if (!url) {
    // No database given: a throw-away cluster, as the tests start one.
    const { startCluster } = await import(path.join(ROOT, 'dist', 'test', 'store', 'pg-cluster.js'));
    cluster = await startCluster();
    url = await cluster.createDatabase();
  }
  const provider = pgStoreAt(url);
  const service = new LocalService({ store: provider });
  try {
    const pg = (await import('pg')).default;
    const size = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return Number((await client.query('SELECT pg_database_size(current_database()) AS n')).rows[0].n);
      } finally {
        await client.end();
      }
    };
    return await benchBackend('postgres', addresses, () => openPgStore(url), service, size);
  } finally {
    await provider.close();
    await cluster?.stop();
  }
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'tna-bench-store-'));
try {
  const addresses = paragraphsByAddress(WANTED);
  const results = [];
  if (values.backend !== 'postgres') results.push(await sqliteBench(addresses, dir));
  if (values.backend !== 'sqlite') results.push(await postgresBench(addresses));
  if (values.json) {
    console.log(JSON.stringify({ node: process.version, targetMedianMs: TARGET_MEDIAN_MS, results }, null, 2));
  } else {
    const first = results[0];
    console.log(`Store benchmark (${process.version}): ${first.statements} State of the Union paragraphs in ${first.graphs} graphs\n`);
    console.log(`| Step | ${results.map((r) => r.backend).join(' | ')} |`);
    console.log(`|---|${results.map(() => '---|').join('')}`);
    const row = (label, cell) => console.log(`| ${label} | ${results.map(cell).join(' | ')} |`);
    row('save, store only (one transaction per graph, search index)', (r) => `${r.storeSave.seconds} s: ${r.storeSave.savesPerSecond} saves/s, ${r.storeSave.statementsPerSecond} statements/s`);
    row('save through E1 (doNotSave=false, analysis in the transaction)', (r) => `${r.e1Save.seconds} s: ${r.e1Save.savesPerSecond} saves/s, ${r.e1Save.statementsPerSecond} statements/s`);
    row(`search over all graphs, ${first.search.queries} queries`, (r) => `median ${r.search.medianMs} ms, p95 ${r.search.p95Ms} ms, max ${r.search.maxMs} ms (median ${r.search.medianHits} hits, max ${r.search.maxHits})`);
    row(`E6 search + graph of the matches, ${first.e6.queries} queries`, (r) => `median ${r.e6.medianMs} ms, p95 ${r.e6.p95Ms} ms`);
    row('store size (both saves)', (r) => `${r.storeMB} MB`);
    let ok = true;
    for (const r of results) {
      const met = r.search.medianMs < TARGET_MEDIAN_MS;
      ok &&= met;
      console.log(`\n${r.backend}: median search latency under ${TARGET_MEDIAN_MS} ms — ${met ? 'met' : 'NOT met'}.`);
    }
    if (results.length === 2) {
      const [a, b] = results;
      const same = a.hits.filter((n, i) => n === b.hits[i]).length;
      console.log(`\nSame number of matches on both backends: ${same} of ${a.hits.length} queries (limit 1000).`);
    }
    if (!ok) process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
