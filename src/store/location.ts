// Where saved graphs live: a shared PostgreSQL database (--store, TNA_STORE_URL) or an SQLite file (--db, TNA_DB, XDG).
import { storePath } from './path.js';
import { checkPostgresUrl } from './pg.js';

export type StoreLocation = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

/** Plain data as the flags give it: `store` is --store (a postgres:// URL), `db` is --db (a file). */
export interface StoreFlags {
  store?: string;
  db?: string;
}

/**
 * A flag beats the environment: --store, then --db, then TNA_STORE_URL, then TNA_DB and the
 * default file. A malformed URL is refused here, before anything connects (exit 2).
 */
export function storeLocation(flags: StoreFlags, env: NodeJS.ProcessEnv, cwd: string): StoreLocation {
  const postgres = (url: string): StoreLocation => {
    checkPostgresUrl(url);
    return { kind: 'postgres', url: url.trim() };
  };
  if (flags.store) return postgres(flags.store);
  if (flags.db) return { kind: 'sqlite', path: storePath(flags.db, env, cwd) };
  if (env.TNA_STORE_URL?.trim()) return postgres(env.TNA_STORE_URL);
  return { kind: 'sqlite', path: storePath(undefined, env, cwd) };
}
