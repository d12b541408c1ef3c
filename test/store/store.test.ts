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
import { storeSuite } from './suite.js';

storeSuite({
  name: 'sqlite',
  async open(options) {
    const file = tempStorePath();
    const store = openStore(file, options);
    return {
      store,
      async poison() {
        // A failure in the middle of the inserts, as a full disk would cause: raised by SQLite itself.
        const db = new (sqlite())(file);
        db.exec(`CREATE TRIGGER poison BEFORE INSERT ON statements WHEN new.content LIKE '%POISON%' BEGIN SELECT RAISE(ABORT, 'simulated failure'); END;`);
        db.exec(`CREATE TRIGGER poison_index BEFORE INSERT ON search_indexes WHEN new.data LIKE '%POISON%' BEGIN SELECT RAISE(ABORT, 'simulated failure'); END;`);
        db.close();
      },
      rows: async () => dumpRows(file),
    };
  },
});

test('a new store: schema version, application id, WAL mode, busy timeout', async () => {
  const file = tempStorePath();
  const store = openStore(file);
  await store.close();
  const db = new (sqlite())(file, { readonly: true });
  assert.equal(db.pragma('user_version', { simple: true }), SCHEMA_VERSION);
  assert.equal(db.pragma('application_id', { simple: true }), APPLICATION_ID);
  assert.equal(db.pragma('journal_mode', { simple: true }), 'wal');
  const tables = (db.prepare(`SELECT name FROM sqlite_schema WHERE type IN ('table', 'trigger') ORDER BY name`).all() as { name: string }[]).map((r) => r.name);
  for (const name of ['contexts', 'statements', 'statements_fts', 'statements_fts_insert', 'statements_fts_delete']) assert.ok(tables.includes(name), name);
  db.close();
  // Opening again runs no migration twice and keeps the data.
  const again = openStore(file);
  await save(again, 'anonymous', 'g', lines('alpha beta'));
  await again.close();
  const third = openStore(file);
  assert.equal((await third.findGraph('anonymous', 'g'))?.statementCount, 1);
  await third.close();
});

test('sqlite: the FTS index stays consistent through deletes and renames', async () => {
  const file = tempStorePath();
  const store = openStore(file);
  await save(store, 'u', 'a', lines('unique zebra words', 'more zebra'));
  await save(store, 'u', 'b', lines('other giraffe words'));
  await store.deleteGraph('u', 'a');
  await store.renameGraph('u', 'b', 'c');
  await store.close();
  const db = new (sqlite())(file);
  db.exec(`INSERT INTO statements_fts (statements_fts) VALUES ('integrity-check')`);
  assert.equal((db.prepare('SELECT count(*) AS n FROM statements').get() as { n: number }).n, 1);
  db.close();
});

test('sqlite: a save that fails half-way leaves the file byte for byte as it was', async () => {
  const file = tempStorePath();
  const store = openStore(file);
  await save(store, 'u', 'kept', lines('first river', 'second river'));
  await store.close();
  const db = new (sqlite())(file);
  db.exec(`CREATE TRIGGER poison BEFORE INSERT ON statements WHEN new.content LIKE '%POISON%' BEGIN SELECT RAISE(ABORT, 'simulated failure'); END;`);
  db.close();
  const bytes = readFileSync(file);
  const again = openStore(file);
  await assert.rejects(save(again, 'u', 'kept', lines('third river', 'POISON river')));
  await assert.rejects(again.saveGraph({ owner: 'u', name: 'kept', statements: lines('sixth river'), replace: false, settings: () => ({}) }, () => {
    throw new Error('analysis failed');
  }));
  await again.close();
  assert.ok(readFileSync(file).equals(bytes), 'byte for byte');
  assert.ok(!existsSync(file + '-wal') || readFileSync(file + '-wal').length === 0);
});

test('a foreign, damaged, newer or non-SQLite file is refused with a clear message and left untouched', async () => {
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
  await openStore(newer).close();
  const n = new (sqlite())(newer);
  n.pragma('user_version = 99');
  n.close();
  assert.throws(() => openStore(newer), /was written by a newer tna \(store schema 99/);

  const damaged = tempStorePath();
  const s = openStore(damaged);
  for (let i = 0; i < 50; i++) await save(s, 'u', `g${i}`, lines(`statement number ${i} about rivers and lakes`.repeat(20)));
  await s.close();
  const buffer = readFileSync(damaged);
  buffer.fill(0x5a, 4096 * 2, buffer.length - 4096); // scribble over every page but the first and the last
  writeFileSync(damaged, buffer);
  await assert.rejects(async () => {
    const broken = openStore(damaged);
    await broken.listGraphs('u', {});
    await broken.search('rivers', [{ owner: 'u', name: 'g1' }]);
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
  await store.saveGraph({ owner: 'u', name: 'g', statements: lines('x'), replace: false, settings: () => ({}) }, counting);
  await provider.close();
});
