// Request counts that every `tna serve` instance on one PostgreSQL database shares, so that
// instances behind a load balancer limit together: one row per key and window, counted by an
// atomic upsert on the database's clock (the instances' clocks need not agree).
import { openPool, type Pool } from './pg.js';

const CREATE = `CREATE TABLE IF NOT EXISTS tna_rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
)`;

// In RETURNING, r is the row as it now is.
const HIT = `INSERT INTO tna_rate_limits AS r (key, hits, window_ends)
VALUES ($1, 1, clock_timestamp() + $2 * interval '1 millisecond')
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN r.window_ends <= clock_timestamp() THEN 1 ELSE r.hits + 1 END,
  window_ends = CASE WHEN r.window_ends <= clock_timestamp() THEN clock_timestamp() + $2 * interval '1 millisecond' ELSE r.window_ends END
RETURNING r.hits AS count, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (r.window_ends - clock_timestamp())) * 1000))::integer AS ms_left`;

/** Rows of windows that ended long ago are cleared every this many hits. */
const PRUNE_EVERY = 1000;
const PRUNE = `DELETE FROM tna_rate_limits WHERE window_ends < clock_timestamp() - interval '1 hour'`;

export interface PgRateCounter {
  hit(key: string, windowMs: number): Promise<{ count: number; msLeft: number }>;
  close(): Promise<void>;
}

/**
 * Two instances starting at once may both create the table: the one that loses finds it made.
 * PostgreSQL says so in one of three ways, by where the two creations met: a unique violation in
 * its catalog (23505), the table (42P07) or its row type (42710, "type … already exists").
 */
const MADE_MEANWHILE = new Set(['23505', '42P07', '42710']);

async function createTable(pool: Pool): Promise<void> {
  try {
    await pool.query(CREATE);
  } catch (error) {
    if (!MADE_MEANWHILE.has((error as { code?: string }).code ?? '')) throw error;
  }
}

export async function openPgRateCounter(url: string): Promise<PgRateCounter> {
  // A few connections: a count is one short statement.
  const pool = openPool(url, 3);
  await createTable(pool);
  let hits = 0;
  return {
    async hit(key, windowMs) {
      if (++hits % PRUNE_EVERY === 0) void pool.query(PRUNE).catch(() => undefined);
      const { rows } = await pool.query<{ count: number; ms_left: number }>(HIT, [key, windowMs]);
      return { count: rows[0].count, msLeft: rows[0].ms_left };
    },
    close: () => pool.end(),
  };
}
