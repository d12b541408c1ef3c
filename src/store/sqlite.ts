// Loads better-sqlite3 (a native addon) only when a store is opened, and types the part of it we use.
import { createRequire } from 'node:module';
import { ApiError } from '../core/errors.js';

export interface RunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

export interface Statement<P extends unknown[] = unknown[], R = unknown> {
  run(...params: P): RunResult;
  get(...params: P): R | undefined;
  all(...params: P): R[];
  iterate(...params: P): IterableIterator<R>;
}

export interface Transaction<F extends (...args: never[]) => unknown> {
  (...args: Parameters<F>): ReturnType<F>;
  immediate(...args: Parameters<F>): ReturnType<F>;
}

export interface Database {
  readonly name: string;
  readonly open: boolean;
  readonly inTransaction: boolean;
  prepare<P extends unknown[] = unknown[], R = unknown>(sql: string): Statement<P, R>;
  exec(sql: string): this;
  pragma(sql: string, options?: { simple?: boolean }): unknown;
  transaction<F extends (...args: never[]) => unknown>(fn: F): Transaction<F>;
  function(name: string, options: { deterministic?: boolean }, fn: (...args: unknown[]) => unknown): this;
  close(): this;
}

export interface DatabaseOptions {
  readonly?: boolean;
  fileMustExist?: boolean;
  /** Busy timeout in milliseconds. */
  timeout?: number;
}

type DatabaseConstructor = new (filename: string, options?: DatabaseOptions) => Database;

/** better-sqlite3's error: `code` is SQLite's extended result code name, e.g. SQLITE_BUSY, SQLITE_NOTADB. */
export interface SqliteError extends Error {
  code: string;
}

export function isSqliteError(error: unknown): error is SqliteError {
  return error instanceof Error && error.name === 'SqliteError' && typeof (error as SqliteError).code === 'string';
}

let constructor: DatabaseConstructor | undefined;

/**
 * The Database class. Required through createRequire under another name than `require`, so
 * that the bundler leaves the native addon out of dist/tna.cjs and no start-up pays for it.
 */
export function sqlite(): DatabaseConstructor {
  if (!constructor) {
    const load = createRequire(import.meta.url);
    try {
      constructor = load('better-sqlite3') as DatabaseConstructor;
    } catch (error) {
      throw missingSqlite(error);
    }
  }
  return constructor;
}

/**
 * better-sqlite3 is an optional dependency: its native module is built at install time, and an
 * install without a prebuilt binary or a compiler goes on without it. Only the commands that
 * open the local store need it; they say in one line how to get it.
 */
function missingSqlite(error: unknown): ApiError {
  const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return new ApiError(
    500,
    'internal',
    `the local store needs the better-sqlite3 package, which could not be loaded (${reason}): run \`npm install better-sqlite3\` ` +
      '(it builds with python3, make and a C++ compiler when no prebuilt binary fits), or use a PostgreSQL store with --store',
  );
}
