// Opens the store's SQLite file: refuses foreign or damaged files, turns on WAL, runs the migrations.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { ApiError } from '../core/errors.js';
import { APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION } from './migrations.js';
import { isSqliteError, sqlite, type Database } from './sqlite.js';

/** How long a writer waits for another process's transaction before giving up. A save holds the lock while it analyzes its graph. */
export const BUSY_TIMEOUT_MS = 30_000;

export function openDatabase(path: string): Database {
  try {
    mkdirSync(dirname(path), { recursive: true });
  } catch (error) {
    throw storeError(error, path);
  }
  let db: Database | undefined;
  try {
    db = new (sqlite())(path, { timeout: BUSY_TIMEOUT_MS });
    // Checked before anything is written, so a foreign file is never switched to WAL or migrated.
    checkIsOurs(db, path);
    whileBusy(() => db!.pragma('journal_mode = WAL'));
    db.pragma('foreign_keys = ON');
    migrate(db, path);
    return db;
  } catch (error) {
    db?.close();
    throw storeError(error, path);
  }
}

function checkIsOurs(db: Database, path: string): void {
  // One read transaction, so all three come from one snapshot: read one by one, they could
  // straddle another process's commit of the first migration (no id yet, but tables already).
  const { applicationId, version, objects } = db.transaction(() => ({
    applicationId: db.pragma('application_id', { simple: true }) as number,
    version: db.pragma('user_version', { simple: true }) as number,
    objects: (db.prepare('SELECT count(*) AS n FROM sqlite_schema').get() as { n: number }).n,
  }))();
  if (applicationId === APPLICATION_ID) {
    if (version > SCHEMA_VERSION) {
      throw storeFailure(`${path} was written by a newer tna (store schema ${version}; this tna knows up to ${SCHEMA_VERSION}): upgrade tna`);
    }
    return;
  }
  if (applicationId !== 0 || version !== 0 || objects > 0) {
    throw storeFailure(`${path} is an SQLite database of another program, not a tna store: choose another file with --db or TNA_DB`);
  }
}

function migrate(db: Database, path: string): void {
  // IMMEDIATE, and the version read again inside: two processes creating the store at once migrate it once.
  db.transaction(() => {
    const version = db.pragma('user_version', { simple: true }) as number;
    if (version > SCHEMA_VERSION) throw storeFailure(`${path} was written by a newer tna (store schema ${version}): upgrade tna`);
    for (const migration of MIGRATIONS) {
      if (migration.version <= version) continue;
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    }
  }).immediate();
}

/** Changing the journal mode can fail with SQLITE_BUSY without waiting for the busy timeout; this waits. */
function whileBusy<T>(work: () => T): T {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  for (let pause = 5; ; pause = Math.min(pause * 2, 200)) {
    try {
      return work();
    } catch (error) {
      if (!(isSqliteError(error) && error.code.startsWith('SQLITE_BUSY')) || Date.now() > deadline) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, pause);
    }
  }
}

function storeFailure(message: string): ApiError {
  return new ApiError(500, 'internal', message);
}

/** Any failure of the store as one clear sentence naming the file; bad requests pass through. */
export function storeError(error: unknown, path: string): Error {
  if (error instanceof ApiError) return error;
  if (isSqliteError(error)) {
    const code = error.code;
    if (code === 'SQLITE_NOTADB') return storeFailure(`${path} is not a tna store (not an SQLite database): choose another file with --db or TNA_DB`);
    if (code.startsWith('SQLITE_CORRUPT') || /malformed|vtable constructor failed/.test(error.message)) return storeFailure(`the store ${path} is damaged (${error.message}): restore it from a backup or choose another file with --db`);
    if (code.startsWith('SQLITE_BUSY')) return storeFailure(`the store ${path} stayed locked by another process for ${BUSY_TIMEOUT_MS / 1000} s: try again`);
    if (code.startsWith('SQLITE_CANTOPEN')) return storeFailure(`cannot open the store ${path}: is it a directory, or in one you cannot write to?`);
    if (code.startsWith('SQLITE_READONLY')) return storeFailure(`the store ${path} is read-only`);
    if (code === 'SQLITE_FULL') return storeFailure(`the disk holding the store ${path} is full; nothing was saved`);
    if (code.startsWith('SQLITE_IOERR')) return storeFailure(`cannot read or write the store ${path} (${error.message})`);
    return storeFailure(`the store ${path} failed: ${error.message}`);
  }
  const errno = error as NodeJS.ErrnoException;
  if (errno && typeof errno.code === 'string' && typeof errno.syscall === 'string') {
    return storeFailure(`cannot create the store's directory for ${path}: ${errno.code}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}
