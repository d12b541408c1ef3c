// Loads the PostgreSQL client (pg) only when a PostgreSQL store is opened, and reads the store's URL.
import { createRequire } from 'node:module';
import type { Pool, PoolConfig } from 'pg';
import { badRequest } from '../core/errors.js';

export type { Pool, PoolClient } from 'pg';

type PgModule = { Pool: new (config: PoolConfig) => Pool };

let loaded: PgModule | undefined;

/** The pg module, required at run time (not bundled): its optional native binding would trip the bundler. */
function pg(): PgModule {
  if (!loaded) loaded = createRequire(import.meta.url)('pg') as PgModule;
  return loaded;
}

/** Does this say PostgreSQL (rather than an SQLite file)? */
export function isPostgresUrl(value: string): boolean {
  return /^postgres(ql)?:\/\//i.test(value.trim());
}

/** The URL as it may be shown: without its password. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'the PostgreSQL store';
  }
}

/** Refuses a URL that cannot name a database, before any connection is tried. */
export function checkPostgresUrl(url: string): void {
  const help = 'check --store or TNA_STORE_URL (postgres://user:password@host:5432/database)';
  if (!isPostgresUrl(url)) throw badRequest(`the store URL must start with postgres:// or postgresql://: ${help}`, 'store');
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw badRequest(`the store URL is not a valid URL: ${help}`, 'store');
  }
  if (!parsed.hostname && !parsed.searchParams.get('host')) throw badRequest(`the store URL names no host: ${help}`, 'store');
  if (parsed.port && !/^\d+$/.test(parsed.port)) throw badRequest(`the store URL has a bad port: ${help}`, 'store');
}

/** Connections each tna process keeps to the database at most. */
export const POOL_SIZE = 10;
/** How long a request waits for a connection before it is answered "try again". */
export const CONNECT_TIMEOUT_MS = 5_000;

export function openPool(url: string, size = POOL_SIZE): Pool {
  const pool = new (pg().Pool)({
    connectionString: url.trim(),
    max: size,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
    application_name: 'tna',
    // Idle connections do not keep a command like `tna list` from exiting.
    allowExitOnIdle: true,
  });
  // An idle connection dropped by the server (a restart) is an event, not a crash: the pool replaces it.
  pool.on('error', () => {});
  return pool;
}
