// aiSearch over a saved graph reads what the graph's save stored (each statement's search terms,
// the graph's neighbour lists) instead of analysing its text again, and answers as over the text itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LocalService } from '../../src/service/local.js';
import { toStatements } from '../../src/core/text/statements.js';
import { analyzeOptions } from '../../src/service/saved-settings.js';
import { buildSearchIndex, RELATED_MAX_NODES, SEARCH_INDEX_VERSION, type SearchIndex } from '../../src/service/search-index.js';
import { storeAt } from '../../src/store/provider.js';
import { sqlite } from '../../src/store/sqlite.js';
import { tempStorePath } from '../store/helpers.js';

/** The SQLite store at `file` made to hold another search index than its save stored: `change` of it. */
function tamperIndex(file: string, change: (index: SearchIndex) => SearchIndex): void {
  const conn = new (sqlite())(file);
  const row = conn.prepare('SELECT data FROM search_indexes').get() as { data: string };
  conn.prepare('UPDATE search_indexes SET data = ?').run(JSON.stringify(change(JSON.parse(row.data) as SearchIndex)));
  conn.close();
}

const TEXT = [
  'Harvests fail when the drought lasts all summer.',
  'The orchard needs pruning in winter.',
  'Drought dries the soil and the wells.',
  'Wells run dry when the soil cracks.',
  'Buses run late when the roads flood.',
  'A harvest festival fills the square in autumn.',
].join('\n');

test('a saved graph: its save stores the index related reads, and a question over it answers as over its text', async () => {
  const store = storeAt(tempStorePath());
  const service = new LocalService({ store });
  try {
    await service.graphAndStatements({ doNotSave: false }, { name: 'farm', text: TEXT, userName: 'alice' });
    const raw = await (await store('read'))!.searchIndexOf!({ owner: 'alice', name: 'farm' });
    assert.ok(raw, 'the save stored an index');
    const index = JSON.parse(raw) as SearchIndex;
    assert.equal(index.version, SEARCH_INDEX_VERSION);
    assert.equal(index.count, 6);
    assert.ok(index.terms[2].includes('drought'), JSON.stringify(index.terms[2]));
    assert.ok((index.neighbours ?? []).length > 0, 'the save stores the graph\'s neighbour lists, which its save builds anyway');

    for (const question of ['why do harvests fail?', 'dry wells', 'what floods the roads?']) {
      const body = { searchQuery: question, numberOfResults: 6, similarityThreshold: 0 };
      const byName = await service.aiSearch({}, { ...body, name: 'farm', userName: 'alice' });
      const byText = await service.aiSearch({}, { ...body, text: TEXT });
      assert.deepEqual(byName, byText, question);
      // Widened by the graph: the stored neighbour lists, as the text's graph gives them.
      assert.deepEqual(await service.aiSearch({}, { ...body, name: 'farm', userName: 'alice', widen: true }), await service.aiSearch({}, { ...body, text: TEXT, widen: true }), `${question}, widened`);
    }
  } finally {
    await store.close();
  }
});

test('a question over a saved graph reads its stored index, and makes one again when the stored one does not fit', async () => {
  const store = storeAt(tempStorePath());
  const service = new LocalService({ store });
  try {
    await service.graphAndStatements({ doNotSave: false }, { name: 'farm', text: TEXT, userName: 'alice' });
    const original = await service.aiSearch({}, { searchQuery: 'orchard', name: 'farm', userName: 'alice' });
    assert.deepEqual(original.map((m) => m.matchedContent), ['The orchard needs pruning in winter.']);

    // The stored index says the bus statement holds "orchard": the answer follows the index, not the text.
    const file = (await store('read'))!.path;
    const tampered = (change: (index: SearchIndex) => SearchIndex) => tamperIndex(file, change);
    tampered((index) => ({ ...index, terms: index.terms.map((t, i) => (i === 4 ? [...t, 'orchard'] : t)) }));
    const read = await service.aiSearch({}, { searchQuery: 'orchard', name: 'farm', userName: 'alice' });
    assert.deepEqual(read.map((m) => m.matchedContent).sort(), ['Buses run late when the roads flood.', 'The orchard needs pruning in winter.'], 'read from the store');

    // Another version, or read with other options (a stopword asked for), or another count: made again from the text.
    tampered((index) => ({ ...index, version: SEARCH_INDEX_VERSION + 1 }));
    assert.deepEqual(await service.aiSearch({}, { searchQuery: 'orchard', name: 'farm', userName: 'alice' }), original);
    tampered((index) => ({ ...index, version: SEARCH_INDEX_VERSION }));
    const withStopword = await service.aiSearch({}, { searchQuery: 'orchard', name: 'farm', userName: 'alice', stopwords: ['winter'] });
    assert.deepEqual(withStopword.map((m) => m.matchedContent), ['The orchard needs pruning in winter.'], 'other options: made again');

    // A later save (appending) stores a new index over every statement.
    await service.graphAndStatements({ doNotSave: false }, { name: 'farm', text: 'The orchard blossoms in spring.', userName: 'alice' });
    const after = await service.aiSearch({}, { searchQuery: 'orchard', name: 'farm', userName: 'alice' });
    assert.deepEqual(after.map((m) => m.matchedContent).sort(), ['The orchard blossoms in spring.', 'The orchard needs pruning in winter.']);

    // A graph saved with another node cap stores none (related reads with the reference service's cap).
    await service.graphAndStatements({ doNotSave: false, maxNodes: 20 }, { name: 'capped', text: TEXT, userName: 'alice' });
    assert.equal(await (await store('read'))!.searchIndexOf!({ owner: 'alice', name: 'capped' }), undefined);
    assert.deepEqual(
      await service.aiSearch({}, { searchQuery: 'dry wells', name: 'capped', userName: 'alice' }),
      await service.aiSearch({}, { searchQuery: 'dry wells', text: TEXT }),
    );
  } finally {
    await store.close();
  }
});

test('the index made for a question holds the graph\'s neighbour lists only when the question is widened; a stored one is read for both', async () => {
  const statements = toStatements({ text: TEXT });
  const options = analyzeOptions({ analysis: 'default' }, RELATED_MAX_NODES);
  const plain = buildSearchIndex(statements, options);
  const widened = buildSearchIndex(statements, options, { neighbours: true });
  assert.equal(plain.neighbours, undefined, 'no graph made for a question that is not widened');
  assert.ok((widened.neighbours ?? []).length > 0);
  const { neighbours: _, ...rest } = widened;
  assert.deepEqual(rest, plain, 'the same terms, headings and language either way');

  const store = storeAt(tempStorePath());
  const service = new LocalService({ store });
  try {
    await service.graphAndStatements({ doNotSave: false }, { name: 'farm', text: TEXT, userName: 'alice' });
    const file = (await store('read'))!.path;
    const tampered = (change: (index: SearchIndex) => SearchIndex) => tamperIndex(file, change);
    const ask = (widen: boolean) => service.aiSearch({}, { searchQuery: 'orchard', name: 'farm', userName: 'alice', similarityThreshold: 0, widen });
    // The stored neighbour lists are read: made to say the buses are the orchard's neighbour, the widened question finds them.
    const [orchard, bus] = [plain.terms[1][0], plain.terms[4][0]];
    tampered((index) => ({ ...index, neighbours: [[orchard, [[bus, 0.2]]]] }));
    assert.deepEqual((await ask(true)).map((m) => m.matchedContent), ['The orchard needs pruning in winter.', 'Buses run late when the roads flood.']);
    assert.deepEqual((await ask(false)).map((m) => m.matchedContent), ['The orchard needs pruning in winter.']);
    // A stored index without them (and saying the buses hold "orchard"): read as it is for a question, made again from the text for a widened one.
    tampered((index) => ({ ...index, neighbours: undefined, terms: index.terms.map((t, i) => (i === 4 ? [...t, orchard] : t)) }));
    assert.equal((await ask(false)).length, 2, 'read from the store');
    assert.deepEqual(await ask(true), await service.aiSearch({}, { searchQuery: 'orchard', text: TEXT, similarityThreshold: 0, widen: true }), 'made again, with the graph');
  } finally {
    await store.close();
  }
});
