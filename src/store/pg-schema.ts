// The PostgreSQL store's schema as numbered migrations, applied on start under an advisory lock, so
// that several tna servers starting at once against one database migrate it exactly once.
import { ApiError } from '../core/errors.js';
import type { Pool } from './pg.js';

/** The table recording which migrations have run, one row each. */
export const VERSION_TABLE = 'tna_schema_version';
/** The advisory lock key of migrations ("tnag" as a number); saves use their own lock space. */
export const MIGRATION_LOCK = 0x746e6167;

export interface PgMigration {
  version: number;
  sql: string;
}

export const PG_MIGRATIONS: readonly PgMigration[] = [
  {
    version: 1,
    sql: `
      -- FTS5's porter unicode61 tokenizer, as near as PostgreSQL goes: English stems, no stopwords.
      CREATE TEXT SEARCH DICTIONARY tna_stem (TEMPLATE = snowball, LANGUAGE = english);
      CREATE TEXT SEARCH CONFIGURATION tna_search (COPY = simple);
      ALTER TEXT SEARCH CONFIGURATION tna_search
        ALTER MAPPING FOR asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart
        WITH tna_stem;

      CREATE TABLE contexts (
        id bigserial PRIMARY KEY,
        owner text NOT NULL,
        name text NOT NULL,
        -- Lower-cased by tna, not by the database, so list filters fold case alike whatever its locale.
        name_folded text NOT NULL,
        description text NOT NULL DEFAULT '',
        description_folded text NOT NULL DEFAULT '',
        context_type text NOT NULL DEFAULT 'STANDARD',
        context_type_folded text NOT NULL DEFAULT 'standard',
        language text NOT NULL DEFAULT '',
        favorite boolean NOT NULL DEFAULT false,
        is_public boolean NOT NULL DEFAULT false,
        -- ISO date-times as tna writes them (UTC, milliseconds): they sort as they read.
        created_at text NOT NULL,
        updated_at text NOT NULL,
        settings text NOT NULL DEFAULT '{}' CHECK (settings::json IS NOT NULL),
        next_statement_id integer NOT NULL DEFAULT 0,
        node_count integer NOT NULL DEFAULT 0,
        UNIQUE (owner, name)
      );
      CREATE INDEX contexts_public ON contexts (name, created_at) WHERE is_public;

      CREATE TABLE statements (
        seq bigserial PRIMARY KEY,
        context_id bigint NOT NULL REFERENCES contexts (id) ON DELETE CASCADE,
        id integer NOT NULL CHECK (id >= 0),
        content text NOT NULL CHECK (content <> ''),
        categories text NOT NULL DEFAULT '[]' CHECK (categories::json IS NOT NULL),
        timestamp text,
        by text NOT NULL,
        created_at text NOT NULL,
        search tsvector GENERATED ALWAYS AS (to_tsvector('tna_search', content)) STORED,
        UNIQUE (context_id, id)
      );
      CREATE INDEX statements_search ON statements USING gin (search);
    `,
  },
  {
    version: 2,
    sql: `
      -- What \`related\` and \`search\` read a saved graph by (service/search-index.ts), written at each save.
      CREATE TABLE search_indexes (
        context_id bigint PRIMARY KEY REFERENCES contexts (id) ON DELETE CASCADE,
        data text NOT NULL
      );
    `,
  },
];

export const PG_SCHEMA_VERSION = PG_MIGRATIONS[PG_MIGRATIONS.length - 1].version;

/**
 * Brings the database to the current schema in one transaction. The transaction-scoped advisory
 * lock makes a second instance starting at the same moment wait, then find nothing left to do.
 * Answers the migrations it applied.
 */
export async function migrate(pool: Pool, where: string): Promise<number[]> {
  const client = await pool.connect();
  let broken = false;
  const dropped = () => (broken = true);
  client.on('error', dropped);
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${VERSION_TABLE} (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    const { rows } = await client.query<{ version: number | null }>(`SELECT max(version) AS version FROM ${VERSION_TABLE}`);
    const current = rows[0]?.version ?? 0;
    if (current > PG_SCHEMA_VERSION) {
      throw new ApiError(500, 'internal', `the store ${where} was written by a newer tna (store schema ${current}; this tna knows up to ${PG_SCHEMA_VERSION}): upgrade tna`);
    }
    if (current === 0) await refuseForeign(client, where);
    const applied: number[] = [];
    for (const migration of PG_MIGRATIONS) {
      if (migration.version <= current) continue;
      await client.query(migration.sql);
      await client.query(`INSERT INTO ${VERSION_TABLE} (version) VALUES ($1)`, [migration.version]);
      applied.push(migration.version);
    }
    await client.query('COMMIT');
    return applied;
  } catch (error) {
    broken = true;
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.off('error', dropped);
    client.release(broken);
  }
}

/** A database with tables of the same names but no record of ours belongs to another program. */
async function refuseForeign(client: { query: Pool['query'] }, where: string): Promise<void> {
  const { rows } = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_tables WHERE schemaname = current_schema() AND tablename IN ('contexts', 'statements')`,
  );
  if (Number(rows[0].n) > 0) {
    throw new ApiError(500, 'internal', `the database ${where} already has tables named contexts or statements of another program: give tna a database (or schema) of its own`);
  }
}
