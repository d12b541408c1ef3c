// The one store suite: what every implementation of the Store interface must do, run against each backend.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/core/errors.js';
import type { StoreOptions } from '../../src/store/store.js';
import type { ListFilters, Store } from '../../src/store/types.js';
import { counting, lines, save } from './helpers.js';
import type { StoredStatement } from '../../src/store/types.js';

/** A fresh, empty store of one backend; `poison` makes the database itself refuse any statement containing POISON. */
export interface Opened {
  store: Store;
  poison(): Promise<void>;
  /** Every row the backend holds, to compare before and after a failed save. */
  rows(): Promise<unknown>;
}

export interface Backend {
  name: string;
  /** Why the backend's tests are skipped, if they are. */
  skip?: string;
  open(options?: StoreOptions): Promise<Opened>;
}

function clock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    set: (iso: string) => {
      now = new Date(iso);
    },
  };
}

const isQueryError = (e: unknown) => e instanceof ApiError && e.status === 400 && e.field === 'query';

export function storeSuite(backend: Backend): void {
  const it = (name: string, body: () => Promise<void>) => test(`${backend.name}: ${name}`, { skip: backend.skip }, body);

  it('save creates, appends with ids after the highest id, replaces from id 0', async () => {
    const { store } = await backend.open();
    const first = await save(store, 'anonymous', 'notes', lines('one river', '', 'two rivers'));
    assert.equal(first.created, true);
    assert.deepEqual(first.addedIds, ['0', '2']);
    const second = await save(store, 'anonymous', 'notes', lines('three lakes', 'four seas'));
    assert.equal(second.created, false);
    assert.deepEqual(second.addedIds, ['3', '4'], 'appended ids continue after the highest id (2)');
    assert.deepEqual(second.statements.map((s) => [s.id, s.content]), [['0', 'one river'], ['2', 'two rivers'], ['3', 'three lakes'], ['4', 'four seas']]);
    assert.equal(second.context.statementCount, 4);
    const replaced = await save(store, 'anonymous', 'notes', lines('five oceans'), { replace: true });
    assert.deepEqual(replaced.statements.map((s) => [s.id, s.content]), [['0', 'five oceans']]);
    const appendedAfterReplace = await save(store, 'anonymous', 'notes', lines('six ponds'));
    assert.deepEqual(appendedAfterReplace.addedIds, ['1']);
    // Replacing keeps the graph's own fields.
    await store.updateGraph('anonymous', 'notes', { description: 'water', favorite: true });
    await save(store, 'anonymous', 'notes', lines('seven wells'), { replace: true });
    const after = (await store.findGraph('anonymous', 'notes'))!;
    assert.equal(after.description, 'water');
    assert.equal(after.favorite, true);
    assert.equal(after.statementCount, 1);
    await store.close();
  });

  it('a save stores categories, timestamps, by, settings and the facts summarize computed', async () => {
    const { store } = await backend.open({ now: () => new Date('2024-03-04T05:06:07.000Z') });
    const statements = [{ id: '0', content: 'rain on farms', categories: ['weather', 'farming'], timestamp: '2020-01-01T00:00:00.000Z' }, { id: '1', content: 'dry rivers', categories: [] }];
    const outcome = await store.saveGraph(
      { owner: 'ann', name: 'w', statements, replace: false, contextType: 'CSV', settings: () => ({ language: 'en', stopwords: ['farm'] }) },
      (all, context) => ({ language: 'de', nodeCount: 42, result: `${all.length}:${context.settings.stopwords}` }),
    );
    assert.equal(outcome.result, '2:farm', 'summarize sees all statements and the new settings');
    const [a, b] = await store.statementsOf({ owner: 'ann', name: 'w' });
    assert.deepEqual(a, { id: '0', content: 'rain on farms', categories: ['weather', 'farming'], timestamp: '2020-01-01T00:00:00.000Z', by: 'ann', createdAt: '2024-03-04T05:06:07.000Z', owner: 'ann', contextName: 'w' });
    assert.equal(b.timestamp, undefined);
    const context = (await store.findGraph('ann', 'w'))!;
    assert.equal(context.contextType, 'CSV');
    assert.equal(context.language, 'de');
    assert.equal(context.nodeCount, 42);
    assert.deepEqual(context.settings, { language: 'en', stopwords: ['farm'] });
    assert.equal(context.createdAt, '2024-03-04T05:06:07.000Z');
    // Settings passed on: an append sees the graph's settings and may change them.
    await store.saveGraph(
      { owner: 'ann', name: 'w', statements: lines('more rain'), replace: false, settings: (previous) => ({ ...previous, stopwords: ['rain'] }) },
      () => ({ language: 'en', nodeCount: 1, result: 0 }),
    );
    assert.deepEqual((await store.findGraph('ann', 'w'))!.settings, { language: 'en', stopwords: ['rain'] });
    await store.close();
  });

  it('owners: names are per user; a user sees their own graphs and public ones, their own first', async () => {
    const c = clock('2024-01-01T00:00:00Z');
    const { store } = await backend.open({ now: c.now });
    await save(store, 'alice', 'shared', lines('alice shares this'));
    await save(store, 'alice', 'secret', lines('alice keeps this'));
    c.set('2024-01-02T00:00:00Z');
    await save(store, 'carol', 'shared', lines('carol shares too'));
    await store.updateGraph('alice', 'shared', { isPublic: true });
    await store.updateGraph('carol', 'shared', { isPublic: true });
    assert.equal(await store.findGraph('bob', 'secret'), undefined);
    assert.equal((await store.findGraph('bob', 'shared'))?.owner, 'alice', 'the earliest public graph of that name');
    assert.deepEqual((await store.listGraphs('bob', {})).map((g) => `${g.owner}/${g.name}`), ['carol/shared', 'alice/shared']);
    assert.deepEqual(await store.statementsOf({ owner: 'bob', name: 'secret' }), []);
    await save(store, 'bob', 'shared', lines('bob has his own'));
    assert.equal((await store.findGraph('bob', 'shared'))?.owner, 'bob');
    assert.deepEqual((await store.listGraphs('alice', {})).map((g) => `${g.owner}/${g.name}`).sort(), ['alice/secret', 'alice/shared', 'carol/shared']);
    assert.equal(await store.deleteGraph('bob', 'secret'), undefined, 'no one deletes another user\'s graph');
    assert.equal(await store.renameGraph('bob', 'secret', 'mine'), false);
    assert.equal(await store.updateGraph('bob', 'secret', { isPublic: true }), undefined);
    assert.equal((await store.findGraph('alice', 'secret'))?.isPublic, false);
    await store.close();
  });

  it('list filters: query (name or description, any case), types, languages, dates, favorite; commas mean OR', async () => {
    const c = clock('2024-01-10T12:00:00Z');
    const { store } = await backend.open({ now: c.now });
    const make = async (name: string, type: string, language: string, when: string) => {
      c.set(when);
      await store.saveGraph({ owner: 'u', name, statements: lines('text'), replace: false, contextType: type, settings: () => ({}) }, () => ({ language, nodeCount: 1, result: 0 }));
    };
    await make('Climate notes', 'STANDARD', 'en', '2024-01-10T12:00:00Z');
    await make('tweets', 'CSV', 'en', '2024-02-01T00:00:00Z');
    await make('search results', 'ENGINE', 'de', '2024-02-15T23:30:00Z');
    await make('Über Flüsse', 'STANDARD', 'de', '2024-03-01T00:00:00Z');
    await make('b same time', 'STANDARD', 'en', '2024-03-02T00:00:00Z');
    await make('B same time', 'STANDARD', 'en', '2024-03-02T00:00:00Z');
    await make('a same time', 'STANDARD', 'en', '2024-03-02T00:00:00Z');
    await store.updateGraph('u', 'tweets', { description: 'About the CLIMATE debate', favorite: true });
    const names = async (filters: ListFilters) => (await store.listGraphs('u', filters)).map((g) => g.name);
    assert.deepEqual(await names({}), ['B same time', 'a same time', 'b same time', 'Über Flüsse', 'search results', 'tweets', 'Climate notes'], 'newest first, then by name, byte order');
    assert.deepEqual(await names({ query: ['climate'] }), ['tweets', 'Climate notes']);
    assert.deepEqual(await names({ query: ['über'] }), ['Über Flüsse'], 'case folding beyond ASCII');
    assert.deepEqual(await names({ query: ['ÜBER'] }), ['Über Flüsse'], 'the query is folded too');
    assert.deepEqual(await names({ query: ['tweet', 'results'] }), ['search results', 'tweets']);
    assert.deepEqual(await names({ query: ['50%', 'a_b'] }), [], 'LIKE wildcards are plain characters');
    assert.deepEqual(await names({ types: ['csv', 'engine'] }), ['search results', 'tweets']);
    assert.deepEqual(await names({ languages: ['DE'] }), ['Über Flüsse', 'search results']);
    assert.deepEqual(await names({ from: '2024-02-01T00:00:00.000Z', to: '2024-02-15T23:59:59.999Z' }), ['search results', 'tweets']);
    assert.deepEqual(await names({ favorite: true }), ['tweets']);
    assert.deepEqual(await names({ favorite: false, types: ['standard'], languages: ['de'] }), ['Über Flüsse']);
    assert.deepEqual(await names({ query: ['nothing like this'] }), []);
    await store.close();
  });

  it('search: phrases, prefixes, boolean operators, every match in the order saved with its place in its graph, limited to the graphs given', async () => {
    const { store } = await backend.open();
    await save(store, 'u', 'water', lines(
      'Rain falls on the farms and the rain fills the rivers',
      'Farmers watch the sky for rain',
      'Climate change shifts the rain season',
      'Rivers carry water to the sea',
    ));
    await save(store, 'u', 'power', lines('Climate policy changes energy markets', 'Solar power grows'));
    await save(store, 'other', 'water', lines('rain in another user\'s graph'));
    const graphs = [{ owner: 'u', name: 'water' }, { owner: 'u', name: 'power' }];
    const hits = (query: string, scope = graphs) => store.search(query, scope);
    const ids = async (query: string, scope = graphs) => (await hits(query, scope)).map((h) => `${h.contextName}:${h.id}`);
    assert.deepEqual(await ids('rain'), ['water:0', 'water:1', 'water:2'], 'in the order saved (the search ranks them)');
    assert.deepEqual(await ids('"climate change"'), ['water:2'], 'phrase');
    assert.deepEqual(await ids('"change climate"'), [], 'a phrase keeps its order');
    assert.deepEqual((await ids('climate')).sort(), ['power:0', 'water:2']);
    assert.deepEqual(new Set(await ids('farm*')), new Set(['water:0', 'water:1']), 'prefix');
    assert.deepEqual(await ids('river'), ['water:0', 'water:3'], 'stemmed: river matches rivers');
    assert.deepEqual(await ids('rain NOT farms'), ['water:1', 'water:2']);
    assert.deepEqual((await ids('solar OR sea')).sort(), ['power:1', 'water:3']);
    assert.deepEqual((await ids('rain AND sky')), ['water:1']);
    assert.deepEqual((await ids('rain sky')), ['water:1'], 'words side by side must all match');
    assert.deepEqual((await ids('(solar OR sea) AND water')), ['water:3']);
    assert.deepEqual((await ids('sea OR solar grows')).sort(), ['power:1', 'water:3'], 'AND binds tighter than OR');
    assert.deepEqual((await ids('the')).length, 4, 'no stopwords: every word can be searched');
    assert.deepEqual(await ids('CLIMATE Shifts'), ['water:2'], 'any case');
    assert.deepEqual(await ids('climate', [{ owner: 'u', name: 'power' }]), ['power:0'], 'only the graphs given');
    assert.deepEqual(await ids('rain', []), []);
    assert.deepEqual(await ids('rain', [{ owner: 'nobody', name: 'water' }]), []);
    const [hit] = await hits('sea');
    assert.deepEqual(hit, { id: '3', content: 'Rivers carry water to the sea', categories: [], by: 'u', createdAt: hit.createdAt, owner: 'u', contextName: 'water', position: 3 });
    await assert.rejects(store.search('rain AND', graphs), isQueryError);
    await assert.rejects(store.search('"rain', graphs), isQueryError);
    await assert.rejects(store.search('NOT rain', graphs), isQueryError);
    await assert.rejects(store.search('(rain', graphs), isQueryError);
    await store.close();
  });

  it('delete removes the graph, its statements and their index entries; rename and update', async () => {
    const { store } = await backend.open();
    await save(store, 'u', 'a', lines('unique zebra words', 'more zebra'));
    await save(store, 'u', 'b', lines('other giraffe words'));
    assert.equal(await store.deleteGraph('u', 'a'), 2);
    assert.equal(await store.deleteGraph('u', 'a'), undefined);
    assert.equal(await store.findGraph('u', 'a'), undefined);
    assert.deepEqual(await store.search('zebra', [{ owner: 'u', name: 'b' }]), []);
    await save(store, 'u', 'a', lines('a new a'));
    assert.deepEqual((await store.statementsOf({ owner: 'u', name: 'a' })).map((s) => s.content), ['a new a'], 'a deleted name starts afresh');
    assert.equal(await store.renameGraph('u', 'b', 'c'), true);
    assert.equal(await store.renameGraph('u', 'c', 'c'), true);
    assert.equal(await store.renameGraph('u', 'nope', 'd'), false);
    await save(store, 'u', 'd', lines('dog words'));
    await assert.rejects(store.renameGraph('u', 'c', 'd'), (e: unknown) => e instanceof ApiError && e.status === 400 && /a graph named "d" already exists/.test(e.message));
    assert.equal((await store.search('giraffe', [{ owner: 'u', name: 'c' }]))[0].contextName, 'c');
    assert.equal((await store.statementsOf({ owner: 'u', name: 'c' }))[0].contextName, 'c');
    const updated = await store.updateGraph('u', 'c', { favorite: true, isPublic: true, description: 'tall' });
    assert.deepEqual([updated?.description, updated?.favorite, updated?.isPublic], ['tall', true, true]);
    assert.equal((await store.updateGraph('u', 'c', {}))?.description, 'tall', 'no change is fine');
    assert.equal(await store.updateGraph('u', 'nope', { favorite: true }), undefined);
    await store.close();
  });

  it('a save that fails half-way, in the database or in summarize, leaves every row as it was', async () => {
    const opened = await backend.open();
    const { store } = opened;
    await save(store, 'u', 'kept', lines('first river', 'second river'));
    await save(store, 'u', 'other', lines('a lake'));
    await opened.poison();
    const rows = await opened.rows();
    const attempts: Array<[string, () => Promise<unknown>]> = [
      ['append', () => save(store, 'u', 'kept', lines('third river', 'fourth river', 'POISON river', 'fifth river'))],
      ['create', () => save(store, 'u', 'new', lines('good line', 'POISON line'))],
      ['replace', () => save(store, 'u', 'kept', lines('replacement', 'POISON'), { replace: true })],
      ['failing summary', () => store.saveGraph({ owner: 'u', name: 'kept', statements: lines('sixth river'), replace: false, settings: () => ({ language: 'de' }) }, () => {
        throw new Error('analysis failed');
      })],
    ];
    for (const [what, attempt] of attempts) await assert.rejects(attempt(), Error, what);
    assert.equal(await store.findGraph('u', 'new'), undefined);
    assert.deepEqual((await store.statementsOf({ owner: 'u', name: 'kept' })).map((s) => s.content), ['first river', 'second river']);
    assert.deepEqual(await opened.rows(), rows, 'row for row');
    assert.equal((await save(store, 'u', 'kept', lines('third river'))).addedIds[0], '2', 'and the store works on');
    await store.close();
  });

  it('a save stores the search index its summary gives, in its transaction: a failed save leaves none behind, delete removes it', async () => {
    const opened = await backend.open();
    const { store } = opened;
    const indexed = (data: string | undefined) => (statements: StoredStatement[]) => ({ ...counting(statements), searchIndex: data });
    const saveIndexed = (name: string, text: string[], data: string | undefined, replace = false) =>
      store.saveGraph({ owner: 'u', name, statements: lines(...text), replace, settings: () => ({}) }, indexed(data));
    const indexOf = (name: string) => store.searchIndexOf!({ owner: 'u', name });
    await saveIndexed('g', ['one river'], '{"first":1}');
    assert.equal(await indexOf('g'), '{"first":1}');
    await saveIndexed('g', ['two rivers'], '{"second":2}');
    assert.equal(await indexOf('g'), '{"second":2}', 'each save stores the index of the whole graph');
    assert.equal(await indexOf('nothing'), undefined);
    assert.equal(await store.searchIndexOf!({ owner: 'someone else', name: 'g' }), undefined, "another owner's graph of that name");

    await opened.poison();
    const rows = await opened.rows();
    // The index is the save's last write: the statements before it are undone with it.
    await assert.rejects(saveIndexed('g', ['three rivers'], '{"POISON":3}'), Error, 'an append whose index the database refuses');
    await assert.rejects(saveIndexed('new', ['a lake'], '{"POISON":4}'), Error, 'a new graph whose index the database refuses');
    await assert.rejects(saveIndexed('g', ['POISON river'], '{"fifth":5}'), Error, 'a statement refused before the index');
    assert.deepEqual(await opened.rows(), rows, 'row for row');
    assert.equal(await indexOf('g'), '{"second":2}');
    assert.equal(await indexOf('new'), undefined);
    assert.equal(await store.findGraph('u', 'new'), undefined);

    await saveIndexed('g', ['six rivers'], undefined);
    assert.equal(await indexOf('g'), undefined, 'a save without an index drops the one stored');
    await saveIndexed('g', ['seven rivers'], '{"seventh":7}', true);
    assert.equal(await indexOf('g'), '{"seventh":7}');
    await store.deleteGraph('u', 'g');
    assert.equal(await indexOf('g'), undefined);
    await save(store, 'u', 'g', lines('eight rivers'));
    assert.equal(await indexOf('g'), undefined, 'a deleted name starts afresh');
    await store.close();
  });

  it("search and statementsAt: a statement's place is its place among its graph's statements in id order, gaps in the ids left out", async () => {
    const { store } = await backend.open();
    await save(store, 'u', 'g', lines('alpha lake', 'beta river', 'gamma lake'));
    await save(store, 'u', 'g', lines('beta river', 'delta lake', 'epsilon lake'), { skipExisting: true });
    const all = await store.statementsOf({ owner: 'u', name: 'g' });
    assert.deepEqual(all.map((s) => s.id), ['0', '1', '2', '4', '5'], 'the skipped statement leaves a gap in the ids');
    const hits = await store.search('lake', [{ owner: 'u', name: 'g' }]);
    assert.deepEqual(hits.map((h) => [h.id, h.position, h.content]), [['0', 0, 'alpha lake'], ['2', 2, 'gamma lake'], ['4', 3, 'delta lake'], ['5', 4, 'epsilon lake']]);
    const at = await store.statementsAt({ owner: 'u', name: 'g' }, [3, 0, 9, 4]);
    assert.deepEqual(at.map((h) => [h.id, h.position, h.content]), [['4', 3, 'delta lake'], ['0', 0, 'alpha lake'], ['5', 4, 'epsilon lake']], 'in the order asked; a place beyond the graph left out');
    assert.deepEqual(await store.statementsAt({ owner: 'u', name: 'g' }, []), []);
    assert.deepEqual(await store.statementsAt({ owner: 'u', name: 'nothing' }, [0]), []);
    await store.close();
  });

  it('concurrent appends to one graph through one store: all kept, ids unique and gapless', async () => {
    const { store } = await backend.open();
    await Promise.all(Array.from({ length: 40 }, (_, i) => save(store, 'u', 'busy', lines(`line ${i} about lakes`))));
    const all = await store.statementsOf({ owner: 'u', name: 'busy' });
    assert.deepEqual(all.map((s) => s.id), Array.from({ length: 40 }, (_, i) => String(i)));
    assert.equal(new Set(all.map((s) => s.content)).size, 40);
    await store.close();
  });
}
