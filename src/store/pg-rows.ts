// The PostgreSQL store's SQL: contexts and statements, read and written on one connection (a transaction's, or the pool's).
import type { Statement as CoreStatement } from '../core/types.js';
import type { ContextRow } from './contexts.js';
import { toStored, type StatementRow } from './statement-row.js';
import type { ListFilters, SavedSettings, SearchHit, StoredStatement } from './types.js';

/** Anything that runs a query: the pool, or a client inside a transaction. */
export interface Queryable {
  query<R extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[]; rowCount: number | null }>;
}

type PgContextRow = Omit<ContextRow, 'favorite' | 'is_public' | 'id'> & { id: string; favorite: boolean; is_public: boolean };

const SELECT_CONTEXT = `SELECT c.id, c.owner, c.name, c.description, c.context_type, c.language, c.favorite, c.is_public,
  c.created_at, c.updated_at, c.settings, c.next_statement_id, c.node_count,
  (SELECT count(*) FROM statements s WHERE s.context_id = c.id)::integer AS statement_count
  FROM contexts c`;
/** Byte order, as SQLite sorts text, whatever the database's collation. */
const ORDER = `ORDER BY c.created_at DESC, c.name COLLATE "C", c.owner COLLATE "C"`;

export type ContextRecord = PgContextRow;

/** Case folding done here rather than by the database's lower(), which folds only ASCII in the C locale. */
export const fold = (value: string) => value.toLowerCase();

export async function ownContext(db: Queryable, owner: string, name: string): Promise<PgContextRow | undefined> {
  return (await db.query<PgContextRow>(`${SELECT_CONTEXT} WHERE c.owner = $1 AND c.name = $2`, [owner, name])).rows[0];
}

export async function visibleContext(db: Queryable, viewer: string, name: string): Promise<PgContextRow | undefined> {
  return (await ownContext(db, viewer, name)) ??
    (await db.query<PgContextRow>(`${SELECT_CONTEXT} WHERE c.is_public AND c.name = $1 ORDER BY c.created_at, c.id LIMIT 1`, [name])).rows[0];
}

export async function contextById(db: Queryable, id: string): Promise<PgContextRow> {
  const row = (await db.query<PgContextRow>(`${SELECT_CONTEXT} WHERE c.id = $1`, [id])).rows[0];
  if (!row) throw new Error(`context ${id} vanished inside its transaction`);
  return row;
}

export async function insertContext(db: Queryable, owner: string, name: string, contextType: string, settings: SavedSettings, now: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO contexts (owner, name, name_folded, context_type, context_type_folded, created_at, updated_at, settings)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7) RETURNING id`,
    [owner, name, fold(name), contextType, fold(contextType), now, JSON.stringify(settings)],
  );
  return rows[0].id;
}

/** Sets the given fields (and their folded twins) and updated_at. */
export async function updateContext(db: Queryable, id: string, fields: { name?: string; description?: string; contextType?: string; favorite?: boolean; isPublic?: boolean; settings?: SavedSettings }, now: string): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (fields.name !== undefined) set('name', fields.name), set('name_folded', fold(fields.name));
  if (fields.description !== undefined) set('description', fields.description), set('description_folded', fold(fields.description));
  if (fields.contextType !== undefined) set('context_type', fields.contextType), set('context_type_folded', fold(fields.contextType));
  if (fields.favorite !== undefined) set('favorite', fields.favorite);
  if (fields.isPublic !== undefined) set('is_public', fields.isPublic);
  if (fields.settings !== undefined) set('settings', JSON.stringify(fields.settings));
  if (sets.length === 0) return;
  set('updated_at', now);
  params.push(id);
  await db.query(`UPDATE contexts SET ${sets.join(', ')} WHERE id = $${params.length}`, params);
}

export async function setFacts(db: Queryable, id: string, nextStatementId: number, language: string, nodeCount: number): Promise<void> {
  await db.query(`UPDATE contexts SET next_statement_id = $1, language = $2, node_count = $3 WHERE id = $4`, [nextStatementId, language, nodeCount, id]);
}

export async function listContexts(db: Queryable, viewer: string, filters: ListFilters): Promise<PgContextRow[]> {
  const params: unknown[] = [viewer];
  const where = ['(c.owner = $1 OR c.is_public)'];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const anyOf = (values: string[] | undefined, condition: (p: string) => string) => {
    if (values?.length) where.push('(' + values.map((v) => condition(param(fold(v)))).join(' OR ') + ')');
  };
  anyOf(filters.query, (p) => `strpos(c.name_folded, ${p}) > 0 OR strpos(c.description_folded, ${p}) > 0`);
  anyOf(filters.types, (p) => `c.context_type_folded = ${p}`);
  anyOf(filters.languages, (p) => `lower(c.language) = ${p}`);
  if (filters.from !== undefined) where.push(`c.created_at >= ${param(filters.from)}`);
  if (filters.to !== undefined) where.push(`c.created_at <= ${param(filters.to)}`);
  if (filters.favorite !== undefined) where.push(`c.favorite = ${param(filters.favorite)}`);
  return (await db.query<PgContextRow>(`${SELECT_CONTEXT} WHERE ${where.join(' AND ')} ${ORDER}`, params)).rows;
}

const SELECT_STATEMENT = `SELECT s.id, s.content, s.categories, s.timestamp, s.by, s.created_at, c.owner, c.name AS context_name
  FROM statements s JOIN contexts c ON c.id = s.context_id`;

/** Inserts statements whose ids are final, in one statement, in their order. */
export async function insertStatements(db: Queryable, contextId: string, statements: readonly CoreStatement[], by: string, createdAt: string): Promise<void> {
  if (statements.length === 0) return;
  await db.query(
    `INSERT INTO statements (context_id, id, content, categories, timestamp, by, created_at)
     SELECT $1, u.id, u.content, u.categories, u.timestamp, $6, $7
     FROM unnest($2::integer[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY AS u(id, content, categories, timestamp, n)
     ORDER BY u.n`,
    [contextId, statements.map((s) => Number(s.id)), statements.map((s) => s.content), statements.map((s) => JSON.stringify(s.categories)), statements.map((s) => s.timestamp ?? null), by, createdAt],
  );
}

export async function deleteStatements(db: Queryable, contextId: string): Promise<number> {
  return (await db.query(`DELETE FROM statements WHERE context_id = $1`, [contextId])).rowCount ?? 0;
}

export async function statementsOfContext(db: Queryable, contextId: string): Promise<StoredStatement[]> {
  return (await db.query<StatementRow>(`${SELECT_STATEMENT} WHERE s.context_id = $1 ORDER BY s.id`, [contextId])).rows.map(toStored);
}

/**
 * Statements of the given graphs matching a tsquery, in the order they were saved, each with its
 * place among its graph's statements (in id order).
 */
export async function searchStatements(db: Queryable, tsquery: string, graphs: readonly { owner: string; name: string }[]): Promise<SearchHit[]> {
  const { rows } = await db.query<StatementRow & { position: string }>(
    `WITH scope AS (SELECT c.id FROM contexts c WHERE (c.owner, c.name) IN (SELECT * FROM unnest($2::text[], $3::text[]))),
          placed AS (SELECT s.seq, row_number() OVER (PARTITION BY s.context_id ORDER BY s.id) - 1 AS position
                     FROM statements s WHERE s.context_id IN (SELECT id FROM scope))
     SELECT s.id, s.content, s.categories, s.timestamp, s.by, s.created_at, c.owner, c.name AS context_name, p.position
     FROM to_tsquery('tna_search', $1) AS q,
          statements s JOIN contexts c ON c.id = s.context_id JOIN placed p ON p.seq = s.seq
     WHERE s.search @@ q AND s.context_id IN (SELECT id FROM scope)
     ORDER BY s.seq`,
    [tsquery, graphs.map((g) => g.owner), graphs.map((g) => g.name)],
  );
  return rows.map((row) => ({ ...toStored(row), position: Number(row.position) }));
}

/** Stores a graph's search index (service/search-index.ts), or drops the one it had when there is none. */
export async function setSearchIndex(db: Queryable, contextId: string, data: string | undefined): Promise<void> {
  if (data === undefined) await db.query(`DELETE FROM search_indexes WHERE context_id = $1`, [contextId]);
  else await db.query(`INSERT INTO search_indexes (context_id, data) VALUES ($1, $2) ON CONFLICT (context_id) DO UPDATE SET data = EXCLUDED.data`, [contextId, data]);
}

/** The owner's graph's stored search index, if it has one. */
export async function searchIndexOfGraph(db: Queryable, owner: string, name: string): Promise<string | undefined> {
  return (await db.query<{ data: string }>(`SELECT i.data FROM search_indexes i JOIN contexts c ON c.id = i.context_id WHERE c.owner = $1 AND c.name = $2`, [owner, name])).rows[0]?.data;
}

/** The owner's graph's statements at these places in id order, each with its place (in no order). */
export async function statementsAtPlaces(db: Queryable, owner: string, name: string, places: readonly number[]): Promise<SearchHit[]> {
  const { rows } = await db.query<StatementRow & { position: string }>(
    `WITH placed AS (SELECT s.seq, row_number() OVER (ORDER BY s.id) - 1 AS position
                     FROM statements s WHERE s.context_id = (SELECT id FROM contexts WHERE owner = $1 AND name = $2))
     SELECT s.id, s.content, s.categories, s.timestamp, s.by, s.created_at, c.owner, c.name AS context_name, p.position
     FROM placed p JOIN statements s ON s.seq = p.seq JOIN contexts c ON c.id = s.context_id
     WHERE p.position = ANY($3::bigint[])`,
    [owner, name, places],
  );
  return rows.map((row) => ({ ...toStored(row), position: Number(row.position) }));
}
