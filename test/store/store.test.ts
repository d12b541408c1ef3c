import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ApiError } from '../../src/core/errors.js';
import { APPLICATION_ID, SCHEMA_VERSION } from '../../src/store/migrations.js';
import { storePath } from '../../src/store/path.js';
import { storeAt } from '../../src/store/provider.js';
import { sqlite } from '../../src/store/sqlite.js';
import { openStore } from '../../src/store/store.js';
import { counting, dumpRows, lines, save, tempStorePath } from './helpers.js';

function clock(start: string) {
  let now = new Date(start);
  return {
    now: () => now,
    set: (iso: string) => {
      now = new Date(iso);
    },
  };
}

test('a new store: schema version, application id, WAL mode, busy timeout', () => {
  const file = tempStorePath();
  const store = openStore(file);
  store.close();
  const db = new (sqlite())(file, { readonly: true });
  assert.equal(db.pragma('user_version', { simple: true }), SCHEMA_VERSION);
  assert.equal(db.pragma('application_id', { simple: true }), APPLICATION_ID);
  assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
  const tables = (db.prepare(`SELECT name FROM sqlite_schema WHERE type IN ('table', 'trigger') ORDER BY name`).all() as { name: string }[]).map((r) => r.name);
  for (const name of ['contexts', 'statements', 'statements_fts', 'statements_fts_insert', 'statements_fts_delete']) assert.ok(tables.includes(name), name);
  db.close();
  // Opening again runs no migration twice and keeps the data.
  const again = openStore(file);
  save(again, 'anonymous', 'g', lines('alpha beta'));
  again.close();
  const third = openStore(file);
  assert.equal(third.findGraph('anonymous', 'g')?.statementCount, 1);
  third.close();
});

test('save creates, appends with ids after the highest id, replaces from id 0', () => {
  const store = openStore(tempStorePath());
  const first = save(store, 'anonymous', 'notes', lines('one river', '', 'two rivers'));
  assert.equal(first.created, true);
  assert.deepEqual(first.addedIds, ['0', '2']);
  const second = save(store, 'anonymous', 'notes', lines('three lakes', 'four seas'));
  assert.equal(second.created, false);
  assert.deepEqual(second.addedIds, ['3', '4'], 'appended ids continue after the highest id (2)');
  assert.deepEqual(second.statements.map((s) => [s.id, s.content]), [['0', 'one river'], ['2', 'two rivers'], ['3', 'three lakes'], ['4', 'four seas']]);
  assert.equal(second.context.statementCount, 4);
  const replaced = save(store, 'anonymous', 'notes', lines('five oceans'), { replace: true });
  assert.deepEqual(replaced.statements.map((s) => [s.id, s.content]), [['0', 'five oceans']]);
  const appendedAfterReplace = save(store, 'anonymous', 'notes', lines('six ponds'));
  assert.deepEqual(appendedAfterReplace.addedIds, ['1']);
  // Replacing keeps the graph's own fields.
  store.updateGraph('anonymous', 'notes', { description: 'water', favorite: true });
  save(store, 'anonymous', 'notes', lines('seven wells'), { replace: true });
  const after = store.findGraph('anonymous', 'notes')!;
  assert.equal(after.description, 'water');
  assert.equal(after.favorite, true);
  assert.equal(after.statementCount, 1);
  store.close();
});

test('a save stores categories, timestamps, by, settings and the facts summarize computed', () => {
  const store = openStore(tempStorePath(), { now: () => new Date('2024-03-04T05:06:07.000Z') });
  const statements = [{ id: '0', content: 'rain on farms', categories: ['weather', 'farming'], timestamp: '2020-01-01T00:00:00.000Z' }, { id: '1', content: 'dry rivers', categories: [] }];
  const outcome = store.saveGraph(
    { owner: 'ann', name: 'w', statements, replace: false, contextType: 'CSV', settings: () => ({ language: 'en', stopwords: ['farm'] }) },
    (all, context) => ({ language: 'de', nodeCount: 42, result: `${all.length}:${context.settings.stopwords}` }),
  );
  assert.equal(outcome.result, '2:farm', 'summarize sees all statements and the new settings');
  const [a, b] = store.statementsOf({ owner: 'ann', name: 'w' });
  assert.deepEqual(a, { id: '0', content: 'rain on farms', categories: ['weather', 'farming'], timestamp: '2020-01-01T00:00:00.000Z', by: 'ann', createdAt: '2024-03-04T05:06:07.000Z', owner: 'ann', contextName: 'w' });
  assert.equal(b.timestamp, undefined);
  const context = store.findGraph('ann', 'w')!;
  assert.equal(context.contextType, 'CSV');
  assert.equal(context.language, 'de');
  assert.equal(context.nodeCount, 42);
  assert.deepEqual(context.settings, { language: 'en', stopwords: ['farm'] });
  assert.equal(context.createdAt, '2024-03-04T05:06:07.000Z');
  store.close();
});

test('owners: names are per user; a user sees their own graphs and public ones, their own first', () => {
  const c = clock('2024-01-01T00:00:00Z');
  const store = openStore(tempStorePath(), { now: c.now });
  save(store, 'alice', 'shared', lines('alice shares this'));
  save(store, 'alice', 'secret', lines('alice keeps this'));
  c.set('2024-01-02T00:00:00Z');
  save(store, 'carol', 'shared', lines('carol shares too'));
  store.updateGraph('alice', 'shared', { isPublic: true });
  store.updateGraph('carol', 'shared', { isPublic: true });
  assert.equal(store.findGraph('bob', 'secret'), undefined);
  assert.equal(store.findGraph('bob', 'shared')?.owner, 'alice', 'the earliest public graph of that name');
  assert.deepEqual(store.listGraphs('bob', {}).map((g) => `${g.owner}/${g.name}`), ['carol/shared', 'alice/shared']);
  save(store, 'bob', 'shared', lines('bob has his own'));
  assert.equal(store.findGraph('bob', 'shared')?.owner, 'bob');
  assert.deepEqual(store.listGraphs('alice', {}).map((g) => `${g.owner}/${g.name}`).sort(), ['alice/secret', 'alice/shared', 'carol/shared']);
  store.close();
});

test('list filters: query (name or description, any case), types, languages, dates, favorite; commas mean OR', () => {
  const c = clock('2024-01-10T12:00:00Z');
  const store = openStore(tempStorePath(), { now: c.now });
  const make = (name: string, type: string, language: string, when: string) => {
    c.set(when);
    store.saveGraph({ owner: 'u', name, statements: lines('text'), replace: false, contextType: type, settings: () => ({}) }, () => ({ language, nodeCount: 1, result: 0 }));
  };
  make('Climate notes', 'STANDARD', 'en', '2024-01-10T12:00:00Z');
  make('tweets', 'CSV', 'en', '2024-02-01T00:00:00Z');
  make('search results', 'ENGINE', 'de', '2024-02-15T23:30:00Z');
  make('Über Flüsse', 'STANDARD', 'de', '2024-03-01T00:00:00Z');
  store.updateGraph('u', 'tweets', { description: 'About the CLIMATE debate', favorite: true });
  const names = (filters: Parameters<typeof store.listGraphs>[1]) => store.listGraphs('u', filters).map((g) => g.name);
  assert.deepEqual(names({}), ['Über Flüsse', 'search results', 'tweets', 'Climate notes'], 'newest first');
  assert.deepEqual(names({ query: ['climate'] }), ['tweets', 'Climate notes']);
  assert.deepEqual(names({ query: ['über'] }), ['Über Flüsse'], 'case folding beyond ASCII');
  assert.deepEqual(names({ query: ['tweet', 'results'] }), ['search results', 'tweets']);
  assert.deepEqual(names({ types: ['csv', 'engine'] }), ['search results', 'tweets']);
  assert.deepEqual(names({ languages: ['DE'] }), ['Über Flüsse', 'search results']);
  assert.deepEqual(names({ from: '2024-02-01T00:00:00.000Z', to: '2024-02-15T23:59:59.999Z' }), ['search results', 'tweets']);
  assert.deepEqual(names({ favorite: true }), ['tweets']);
  assert.deepEqual(names({ favorite: false, types: ['standard'] }), ['Über Flüsse', 'Climate notes']);
  assert.deepEqual(names({ query: ['nothing like this'] }), []);
  store.close();
});

test('search: FTS5 phrases, prefixes, boolean operators, ranked by relevance, limited to the graphs given', () => {
  const store = openStore(tempStorePath());
  save(store, 'u', 'water', lines(
    'Rain falls on the farms and the rain fills the rivers',
    'Farmers watch the sky for rain',
    'Climate change shifts the rain season',
    'Rivers carry water to the sea',
  ));
  save(store, 'u', 'power', lines('Climate policy changes energy markets', 'Solar power grows'));
  const graphs = [{ owner: 'u', name: 'water' }, { owner: 'u', name: 'power' }];
  const ids = (query: string, scope = graphs) => store.search(query, scope, 100).map((h) => `${h.contextName}:${h.id}`);
  assert.deepEqual(ids('rain'), ['water:0', 'water:1', 'water:2'], 'the statement saying rain twice ranks first');
  assert.deepEqual(ids('"climate change"'), ['water:2'], 'phrase');
  assert.deepEqual(ids('climate').sort(), ['power:0', 'water:2']);
  assert.deepEqual(ids('farm*'), ['water:1', 'water:0'].sort((a, b) => ids('farm*').indexOf(a) - ids('farm*').indexOf(b)));
  assert.deepEqual(new Set(ids('farm*')), new Set(['water:0', 'water:1']), 'prefix');
  assert.deepEqual(ids('river'), ['water:3', 'water:0'], 'stemmed: river matches rivers; the shorter statement ranks first');
  assert.deepEqual(ids('rain NOT farms'), ['water:1', 'water:2']);
  assert.deepEqual(ids('solar OR sea').sort(), ['power:1', 'water:3']);
  assert.deepEqual(ids('climate', [{ owner: 'u', name: 'power' }]), ['power:0'], 'only the graphs given');
  assert.deepEqual(ids('rain', []), []);
  assert.equal(store.search('rain', graphs, 2).length, 2, 'limit');
  assert.throws(() => store.search('rain AND', graphs, 10), (e: unknown) => e instanceof ApiError && e.status === 400 && e.field === 'query');
  assert.throws(() => store.search('"rain', graphs, 10), (e: unknown) => e instanceof ApiError && e.status === 400);
  store.close();
});

test('delete removes the graph, its statements and their index entries; rename and update', () => {
  const file = tempStorePath();
  const store = openStore(file);
  save(store, 'u', 'a', lines('unique zebra words', 'more zebra'));
  save(store, 'u', 'b', lines('other giraffe words'));
  assert.equal(store.deleteGraph('u', 'a'), 2);
  assert.equal(store.deleteGraph('u', 'a'), undefined);
  assert.equal(store.findGraph('u', 'a'), undefined);
  assert.deepEqual(store.search('zebra', [{ owner: 'u', name: 'b' }], 10), []);
  assert.equal(store.renameGraph('u', 'b', 'c'), true);
  assert.equal(store.renameGraph('u', 'nope', 'd'), false);
  save(store, 'u', 'd', lines('dog words'));
  assert.throws(() => store.renameGraph('u', 'c', 'd'), /a graph named "d" already exists/);
  assert.equal(store.search('giraffe', [{ owner: 'u', name: 'c' }], 10)[0].contextName, 'c');
  assert.equal(store.updateGraph('u', 'c', { favorite: true, isPublic: true, description: 'tall' })?.description, 'tall');
  assert.equal(store.updateGraph('u', 'nope', { favorite: true }), undefined);
  store.close();
  const db = new (sqlite())(file);
  db.exec(`INSERT INTO statements_fts (statements_fts) VALUES ('integrity-check')`);
  assert.equal((db.prepare('SELECT count(*) AS n FROM statements').get() as { n: number }).n, 2);
  db.close();
});

test('a save that fails half-way leaves the store exactly as it was, row for row and byte for byte', () => {
  const file = tempStorePath();
  const store = openStore(file);
  save(store, 'u', 'kept', lines('first river', 'second river'));
  save(store, 'u', 'other', lines('a lake'));
  store.close();
  // A failure in the middle of the inserts, as a full disk would cause: raised by SQLite itself.
  const db = new (sqlite())(file);
  db.exec(`CREATE TRIGGER poison BEFORE INSERT ON statements WHEN new.content LIKE '%POISON%' BEGIN SELECT RAISE(ABORT, 'simulated failure'); END;`);
  db.close();
  const bytes = readFileSync(file);
  const rows = dumpRows(file);

  const again = openStore(file);
  const attempts: Array<[string, () => unknown]> = [
    ['append', () => save(again, 'u', 'kept', lines('third river', 'fourth river', 'POISON river', 'fifth river'))],
    ['create', () => save(again, 'u', 'new', lines('good line', 'POISON line'))],
    ['replace', () => save(again, 'u', 'kept', lines('replacement', 'POISON'), { replace: true })],
    ['failing summary', () => again.saveGraph({ owner: 'u', name: 'kept', statements: lines('sixth river'), replace: false, settings: () => ({ language: 'de' }) }, () => {
      throw new Error('analysis failed');
    })],
  ];
  for (const [what, attempt] of attempts) assert.throws(attempt, Error, what);
  assert.equal(again.findGraph('u', 'new'), undefined);
  assert.deepEqual(again.statementsOf({ owner: 'u', name: 'kept' }).map((s) => s.content), ['first river', 'second river']);
  again.close();
  assert.deepEqual(dumpRows(file), rows, 'row for row');
  assert.ok(readFileSync(file).equals(bytes), 'byte for byte');
  assert.ok(!existsSync(file + '-wal') || readFileSync(file + '-wal').length === 0);
});

test('a foreign, damaged, newer or non-SQLite file is refused with a clear message and left untouched', () => {
  const text = tempStorePath();
  writeFileSync(text, 'just some notes, not a database at all\n'.repeat(200));
  assert.throws(() => openStore(text), (e: unknown) => e instanceof ApiError && /is not a tna store \(not an SQLite database\)/.test(e.message));

  const foreign = tempStorePath();
  const db = new (sqlite())(foreign);
  db.exec('CREATE TABLE invoices (id INTEGER PRIMARY KEY, amount REAL)');
  db.close();
  const foreignBytes = readFileSync(foreign);
  assert.throws(() => openStore(foreign), /is an SQLite database of another program, not a tna store/);
  assert.ok(readFileSync(foreign).equals(foreignBytes), 'a foreign database is not modified (no WAL switch, no tables)');

  const newer = tempStorePath();
  openStore(newer).close();
  const n = new (sqlite())(newer);
  n.pragma('user_version = 99');
  n.close();
  assert.throws(() => openStore(newer), /was written by a newer tna \(store schema 99/);

  const damaged = tempStorePath();
  const s = openStore(damaged);
  for (let i = 0; i < 50; i++) save(s, 'u', `g${i}`, lines(`statement number ${i} about rivers and lakes`.repeat(20)));
  s.close();
  const buffer = readFileSync(damaged);
  buffer.fill(0x5a, 4096 * 2, buffer.length - 4096); // scribble over every page but the first and the last
  writeFileSync(damaged, buffer);
  assert.throws(() => {
    const broken = openStore(damaged);
    broken.listGraphs('u', {});
    broken.search('rivers', [{ owner: 'u', name: 'g1' }], 10);
  }, (e: unknown) => e instanceof ApiError && e.status === 500 && /the store .* is damaged/.test(e.message));

  const directory = tempStorePath().replace(/tna\.db$/, '');
  assert.throws(() => openStore(directory), /cannot open the store/);
});

test('the store path: --db, then TNA_DB, then XDG_DATA_HOME, then ~/.local/share', () => {
  assert.equal(storePath('x.db', { TNA_DB: '/env.db' }, '/work'), '/work/x.db');
  assert.equal(storePath(undefined, { TNA_DB: 'rel/env.db' }, '/work'), '/work/rel/env.db');
  assert.equal(storePath(undefined, { XDG_DATA_HOME: '/data', HOME: '/home/u' }, '/work'), '/data/tna/tna.db');
  assert.equal(storePath(undefined, { XDG_DATA_HOME: 'relative', HOME: '/home/u' }, '/work'), '/home/u/.local/share/tna/tna.db');
  assert.equal(storePath(undefined, { HOME: '/home/u' }, '/work'), '/home/u/.local/share/tna/tna.db');
});

test('the provider opens nothing for reading when no store exists, and creates the store for writing', async () => {
  const file = tempStorePath();
  const provider = storeAt(file);
  assert.equal(await provider('read'), undefined);
  assert.equal(existsSync(file), false);
  const store = await provider('write');
  assert.ok(store);
  assert.equal(existsSync(file), true);
  assert.equal(await provider('read'), store, 'opened once, then shared');
  store.saveGraph({ owner: 'u', name: 'g', statements: lines('x'), replace: false, settings: () => ({}) }, counting);
  provider.close();
});
