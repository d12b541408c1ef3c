// The PostgreSQL store of saved graphs: the same behaviour as the SQLite store, for several tna servers sharing one database.
import { partitionSaved } from './already-saved.js';
import { badRequest } from '../core/errors.js';
import { toContext } from './contexts.js';
import { checkPostgresUrl, displayUrl, openPool, type Pool, type PoolClient } from './pg.js';
import { isConnectionFailure, pgError } from './pg-errors.js';
import { toTsQuery } from './pg-query.js';
import {
  contextById, deleteStatements, insertContext, insertStatements, listContexts, ownContext,
  searchIndexOfGraph, searchStatements, setFacts, setSearchIndex, statementsAtPlaces, statementsOfContext, updateContext, visibleContext, type Queryable,
} from './pg-rows.js';
import { migrate } from './pg-schema.js';
import { inOrder } from './statement-row.js';
import type { StoreOptions } from './store.js';
import type { GraphChanges, GraphContext, GraphFacts, GraphRef, ListFilters, SaveInput, SaveOutcome, SearchHit, Store, StoredStatement } from './types.js';

/** The advisory lock space of one graph's writes ("tna" as a number); the key within it is a hash of owner and name. */
const GRAPH_LOCKS = 0x746e61;

/** Connects (checking the URL first, exit 2 if it is malformed), migrates under the advisory lock, and answers the store. */
export async function openPgStore(url: string, options: StoreOptions = {}): Promise<Store> {
  checkPostgresUrl(url);
  const where = displayUrl(url);
  const pool = openPool(url);
  try {
    await migrate(pool, where);
  } catch (error) {
    await pool.end().catch(() => {});
    throw pgError(error, where);
  }
  return new PgStore(pool, where, options.now ?? (() => new Date()));
}

class PgStore implements Store {
  constructor(private readonly pool: Pool, readonly path: string, private readonly clock: () => Date) {}

  private now(): string {
    return this.clock().toISOString();
  }

  /** A read on any pooled connection; failures as one clear ApiError (503 when the database is away). */
  private async read<T>(work: (db: Queryable) => Promise<T>): Promise<T> {
    try {
      return await work(this.pool as unknown as Queryable);
    } catch (error) {
      throw pgError(error, this.path);
    }
  }

  /**
   * One transaction holding the advisory locks of the graphs it changes, so concurrent writers to
   * one graph (from any number of tna processes) queue; it is committed before the answer returns.
   */
  private async write<T>(graphs: GraphRef[], work: (db: Queryable) => Promise<T>): Promise<T> {
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw pgError(error, this.path);
    }
    let broken = false;
    // The server cutting a connection in use is an 'error' event too: without a listener it would crash the process.
    const dropped = () => (broken = true);
    client.on('error', dropped);
    try {
      await client.query('BEGIN');
      // Sorted, so two transactions locking the same two graphs cannot deadlock.
      const keys = [...new Set(graphs.map((g) => JSON.stringify([g.owner, g.name])))].sort();
      for (const key of keys) await client.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [GRAPH_LOCKS, key]);
      const result = await work(client as unknown as Queryable);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      broken ||= isConnectionFailure(error);
      if (!broken) await client.query('ROLLBACK').catch(() => (broken = true));
      throw pgError(error, this.path);
    } finally {
      client.off('error', dropped);
      client.release(broken);
    }
  }

  async saveGraph<T>(input: SaveInput, summarize: (statements: StoredStatement[], context: GraphContext) => GraphFacts<T>): Promise<SaveOutcome<T>> {
    const now = this.now();
    return this.write([input], async (db) => {
      const existing = await ownContext(db, input.owner, input.name);
      const previous = existing && !input.replace ? toContext(existing).settings : undefined;
      const settings = input.settings(previous);
      const id = existing?.id ?? (await insertContext(db, input.owner, input.name, input.contextType ?? 'STANDARD', settings, now));
      if (existing) {
        if (input.replace) await deleteStatements(db, id);
        await updateContext(db, id, { settings, contextType: input.contextType }, now);
      }
      // Appended statements continue after the graph's highest id, so ids stay unique and stable.
      const offset = existing && !input.replace ? existing.next_statement_id : 0;
      const { toInsert, alreadySaved } = partitionSaved(input.statements, existing && !input.replace ? await statementsOfContext(db, id) : [], input.skipExisting ?? false);
      const added = toInsert.map((s) => ({ ...s, id: String(offset + statementIndex(s.id)) }));
      await insertStatements(db, id, added, input.owner, now);
      const next = added.reduce((max, s) => Math.max(max, Number(s.id) + 1), offset);
      const statements = await statementsOfContext(db, id);
      const facts = summarize(statements, toContext(await contextById(db, id)));
      await setFacts(db, id, next, facts.language, facts.nodeCount);
      await setSearchIndex(db, id, facts.searchIndex);
      return {
        context: toContext(await contextById(db, id)),
        statements,
        created: !existing,
        addedIds: added.map((s) => s.id),
        alreadySaved,
        result: facts.result,
      };
    });
  }

  findGraph(viewer: string, name: string): Promise<GraphContext | undefined> {
    return this.read(async (db) => {
      const row = await visibleContext(db, viewer, name);
      return row && toContext(row);
    });
  }

  statementsOf(graph: GraphRef): Promise<StoredStatement[]> {
    return this.read(async (db) => {
      const row = await ownContext(db, graph.owner, graph.name);
      return row ? statementsOfContext(db, row.id) : [];
    });
  }

  statementsAt(graph: GraphRef, places: readonly number[]): Promise<SearchHit[]> {
    if (places.length === 0) return Promise.resolve([]);
    return this.read(async (db) => inOrder(await statementsAtPlaces(db, graph.owner, graph.name, places), places));
  }

  searchIndexOf(graph: GraphRef): Promise<string | undefined> {
    return this.read((db) => searchIndexOfGraph(db, graph.owner, graph.name));
  }

  listGraphs(viewer: string, filters: ListFilters): Promise<GraphContext[]> {
    return this.read(async (db) => (await listContexts(db, viewer, filters)).map(toContext));
  }

  async search(query: string, graphs: readonly GraphRef[]): Promise<SearchHit[]> {
    const tsquery = toTsQuery(query); // the FTS5 syntax, refused as FTS5 would refuse it
    if (graphs.length === 0) return [];
    return this.read((db) => searchStatements(db, tsquery, graphs));
  }

  deleteGraph(owner: string, name: string): Promise<number | undefined> {
    return this.write([{ owner, name }], async (db) => {
      const row = await ownContext(db, owner, name);
      if (!row) return undefined;
      const count = await deleteStatements(db, row.id);
      await setSearchIndex(db, row.id, undefined);
      await db.query(`DELETE FROM contexts WHERE id = $1`, [row.id]);
      return count;
    });
  }

  renameGraph(owner: string, from: string, to: string): Promise<boolean> {
    return this.write([{ owner, name: from }, { owner, name: to }], async (db) => {
      const row = await ownContext(db, owner, from);
      if (!row) return false;
      if (from === to) return true;
      if (await ownContext(db, owner, to)) throw badRequest(`a graph named "${to}" already exists`, 'name');
      await updateContext(db, row.id, { name: to }, this.now());
      return true;
    });
  }

  updateGraph(owner: string, name: string, changes: GraphChanges): Promise<GraphContext | undefined> {
    return this.write([{ owner, name }], async (db) => {
      const row = await ownContext(db, owner, name);
      if (!row) return undefined;
      await updateContext(db, row.id, { description: changes.description, favorite: changes.favorite, isPublic: changes.isPublic }, this.now());
      return toContext(await contextById(db, row.id));
    });
  }

  async close(): Promise<void> {
    await this.pool.end().catch(() => {});
  }
}

function statementIndex(id: string): number {
  const index = Number(id);
  if (!Number.isSafeInteger(index) || index < 0) throw new Error(`statement id ${JSON.stringify(id)} is not a position`);
  return index;
}
