// aiSearch over a saved graph reads what the graph's save stored (each statement's search terms,
// the graph's neighbour lists) instead of analysing its text again, and answers as over the text itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LocalService } from '../../src/service/local.js';
import { SEARCH_INDEX_VERSION, type SearchIndex } from '../../src/service/search-index.js';
import { storeAt } from '../../src/store/provider.js';
import { sqlite } from '../../src/store/sqlite.js';
import { tempStorePath } from '../store/helpers.js';

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
    assert.ok(index.neighbours.length > 0);

    for (const question of ['why do harvests fail?', 'dry wells', 'what floods the roads?']) {
      const body = { searchQuery: question, numberOfResults: 6, similarityThreshold: 0 };
      const byName = await service.aiSearch({}, { ...body, name: 'farm', userName: 'alice' });
      const byText = await service.aiSearch({}, { ...body, text: TEXT });
      assert.deepEqual(byName, byText, question);
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
    const tampered = (data: (index: SearchIndex) => SearchIndex) => {
      const conn = new (sqlite())(file);
      const row = conn.prepare('SELECT data FROM search_indexes').get() as { data: string };
      conn.prepare('UPDATE search_indexes SET data = ?').run(JSON.stringify(data(JSON.parse(row.data) as SearchIndex)));
      conn.close();
    };
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
