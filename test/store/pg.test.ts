import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/core/errors.js';
import { storeLocation } from '../../src/store/location.js';
import { toTsQuery } from '../../src/store/pg-query.js';
import { PG_MIGRATIONS, VERSION_TABLE } from '../../src/store/pg-schema.js';
import { openPgStore } from '../../src/store/pg-store.js';
import { pgStoreAt } from '../../src/store/provider.js';
import { counting, lines, save } from './helpers.js';
import { PG_SKIP, sql, startCluster, type Cluster } from './pg-cluster.js';
import { storeSuite } from './suite.js';

const cluster: Cluster | undefined = PG_SKIP ? undefined : await startCluster();
after(() => cluster?.stop());
const it = (name: string, body: () => Promise<void>) => test(`postgres: ${name}`, { skip: PG_SKIP }, body);

storeSuite({
  name: 'postgres',
  skip: PG_SKIP,
  async open(options) {
    const url = await cluster!.createDatabase();
    const store = await openPgStore(url, options);
    return {
      store,
      async poison() {
        await sql(url, `CREATE FUNCTION poison() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN IF NEW.content LIKE '%POISON%' THEN RAISE EXCEPTION 'simulated failure'; END IF; RETURN NEW; END $$`);
        await sql(url, `CREATE TRIGGER poison BEFORE INSERT ON statements FOR EACH ROW EXECUTE FUNCTION poison()`);
        await sql(url, `CREATE FUNCTION poison_index() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN IF NEW.data LIKE '%POISON%' THEN RAISE EXCEPTION 'simulated failure'; END IF; RETURN NEW; END $$`);
        await sql(url, `CREATE TRIGGER poison_index BEFORE INSERT OR UPDATE ON search_indexes FOR EACH ROW EXECUTE FUNCTION poison_index()`);
      },
      rows: async () => ({
        contexts: await sql(url, 'SELECT * FROM contexts ORDER BY id'),
        statements: await sql(url, 'SELECT seq, context_id, id, content, categories, timestamp, by, created_at, search::text FROM statements ORDER BY seq'),
        search_indexes: await sql(url, 'SELECT * FROM search_indexes ORDER BY context_id'),
      }),
    };
  },
});

it('migrations: recorded in a table, applied once even by instances starting at the same moment', async () => {
  const url = await cluster!.createDatabase();
  const stores = await Promise.all(Array.from({ length: 6 }, () => openPgStore(url)));
  assert.deepEqual(await sql(url, `SELECT version FROM ${VERSION_TABLE} ORDER BY version`), PG_MIGRATIONS.map((m) => ({ version: m.version })));
  await save(stores[0], 'u', 'g', lines('alpha beta'));
  assert.equal((await stores[5].findGraph('u', 'g'))?.statementCount, 1, 'every instance sees the same graphs');
  await Promise.all(stores.map((s) => s.close()));
  const again = await openPgStore(url);
  assert.equal((await again.findGraph('u', 'g'))?.statementCount, 1, 'opening again keeps the data');
  await again.close();
  assert.equal((await sql(url, `SELECT count(*)::int AS n FROM ${VERSION_TABLE}`))[0].n, PG_MIGRATIONS.length);

  await sql(url, `INSERT INTO ${VERSION_TABLE} (version) VALUES (99)`);
  await assert.rejects(openPgStore(url), /was written by a newer tna \(store schema 99/);
  const foreign = await cluster!.createDatabase();
  await sql(foreign, 'CREATE TABLE statements (id integer)');
  await assert.rejects(openPgStore(foreign), /already has tables named contexts or statements of another program/);
});

it('a store of schema 1 (before search indexes) is upgraded on start: its graphs are kept, without an index until their next save', async () => {
  const url = await cluster!.createDatabase();
  await sql(url, `CREATE TABLE ${VERSION_TABLE} (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  await sql(url, PG_MIGRATIONS[0].sql);
  await sql(url, `INSERT INTO ${VERSION_TABLE} (version) VALUES (1)`);
  await sql(url, `INSERT INTO contexts (owner, name, name_folded, created_at, updated_at) VALUES ('u', 'old', 'old', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z')`);
  const store = await openPgStore(url);
  try {
    assert.deepEqual((await sql(url, `SELECT version FROM ${VERSION_TABLE} ORDER BY version`)).map((r) => r.version), PG_MIGRATIONS.map((m) => m.version));
    assert.equal((await store.findGraph('u', 'old'))?.name, 'old');
    assert.equal(await store.searchIndexOf!({ owner: 'u', name: 'old' }), undefined);
    await store.saveGraph({ owner: 'u', name: 'old', statements: lines('a river'), replace: false, settings: () => ({}) }, (all) => ({ ...counting(all), searchIndex: '{}' }));
    assert.equal(await store.searchIndexOf!({ owner: 'u', name: 'old' }), '{}');
  } finally {
    await store.close();
  }
});

it('the URL: --store, then --db, then TNA_STORE_URL, then TNA_DB; a malformed one is a 400 before any connection', async () => {
  const env = { TNA_STORE_URL: 'postgres://env@db/tna', TNA_DB: '/env.db' };
  assert.deepEqual(storeLocation({ store: 'postgresql://flag@db/tna' }, env, '/w'), { kind: 'postgres', url: 'postgresql://flag@db/tna' });
  assert.deepEqual(storeLocation({ db: 'x.db' }, env, '/w'), { kind: 'sqlite', path: '/w/x.db' });
  assert.deepEqual(storeLocation({}, env, '/w'), { kind: 'postgres', url: 'postgres://env@db/tna' });
  assert.deepEqual(storeLocation({}, { TNA_DB: '/env.db' }, '/w'), { kind: 'sqlite', path: '/env.db' });
  for (const bad of ['mysql://db/tna', 'postgres://', 'postgres://db:port/x', '/var/tna.db']) {
    assert.throws(() => storeLocation({ store: bad }, {}, '/w'), (e: unknown) => e instanceof ApiError && e.status === 400 && /--store or TNA_STORE_URL/.test(e.message), bad);
  }
});

it('a database that is down is a 503 saying what to check, and a later request reaches it again', async () => {
  const refused = `postgres://tna@127.0.0.1:${cluster!.port + 1}/x`;
  await assert.rejects(openPgStore(refused), (e: unknown) =>
    e instanceof ApiError && e.status === 503 && (e as ApiError & { retryAfterSeconds?: number }).retryAfterSeconds! > 0 &&
    /cannot reach the store's database postgres:\/\/tna@127\.0\.0\.1:\d+\/x \(connection refused\): is it running/.test(e.message));
  await assert.rejects(openPgStore(cluster!.url('no_such_db')), /does not exist .*create it/);
  await assert.rejects(openPgStore(`postgres://tna:secret@127.0.0.1:${cluster!.port + 1}/x`), (e: unknown) => e instanceof Error && !e.message.includes('secret'), 'no password in messages');
  // The provider keeps no failed opening: once the database answers, so does the store.
  const url = await cluster!.createDatabase();
  await cluster!.stopServer();
  const provider = pgStoreAt(url);
  await assert.rejects(provider('read'), /cannot reach .*connection refused/);
  await cluster!.startServer();
  const store = await provider('write');
  assert.ok(store);
  assert.deepEqual(await store.listGraphs('u', {}), []);
  await provider.close();
});

it('search syntax: FTS5 queries as tsquery', async () => {
  assert.equal(toTsQuery('rain'), "('rain')");
  assert.equal(toTsQuery('"climate change"'), "('climate' <-> 'change')");
  assert.equal(toTsQuery('farm*'), "('farm':*)");
  assert.equal(toTsQuery('rain NOT farms OR sea'), "((('rain') & !('farms')) | ('sea'))");
  assert.equal(toTsQuery('a b AND c'), "(('a') & ('b') & ('c'))");
  assert.equal(toTsQuery('NEAR(rain sea, 5)'), "(('rain') & ('sea'))");
  assert.equal(toTsQuery('"one" + "two"'), "('one' <-> 'two')");
  assert.equal(toTsQuery('content: rain'), "('rain')");
  assert.equal(toTsQuery('"it\'s here"'), "('it' <-> 's' <-> 'here')");
  for (const bad of ["don't", 'a-b', 'x: rain', 'rain OR', '(rain', 'rain)', 'NOT rain', '"open', 'NEAR(a b']) {
    assert.throws(() => toTsQuery(bad), (e: unknown) => e instanceof ApiError && e.status === 400 && e.field === 'query', bad);
  }
});

it('instances that start at once on a new database all open the shared rate counts, whichever creates their table', async () => {
  const { openPgRateCounter } = await import('../../src/store/pg-rate-counter.js');
  for (let round = 0; round < 3; round++) {
    const url = await cluster!.createDatabase();
    // Eight at once: PostgreSQL tells the ones that lose the race in three different ways.
    const counters = await Promise.all(Array.from({ length: 8 }, () => openPgRateCounter(url)));
    try {
      // They count together: the second instance's hit is the key's second.
      assert.equal((await counters[0].hit('k', 60_000)).count, 1);
      assert.equal((await counters[7].hit('k', 60_000)).count, 2);
    } finally {
      await Promise.all(counters.map((c) => c.close()));
    }
  }
});
