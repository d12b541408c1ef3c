// A store of saved graphs for a program: an SQLite file or a PostgreSQL database, opened when a
// call first needs it. Light on purpose: the analysis and the database drivers load on first use.
import nodePath from 'node:path';
import { BadInputError } from './errors.js';
import type { GraphListEntry, GraphResponse, ListOptions, SavedGraphOptions, SaveOptions, SearchOptions, SearchResponse, Store } from './types.js';

/** Where a store is: exactly one of `path` (an SQLite file) and `url` (postgres://…). */
export type StoreLocation = { path: string; url?: never } | { url: string; path?: never };

/** Options of {@link openStore}. */
export interface OpenStoreOptions {
  /** A relative path is relative to this (default: `process.cwd()`). */
  cwd?: string;
}

/** The store, and (not part of the public type) the provider the calls share once it is opened. */
class OpenedStore implements Store {
  readonly location: Store['location'];
  #provider?: unknown;

  constructor(location: Store['location']) {
    this.location = location;
  }

  provider<T>(make: () => T): T {
    return (this.#provider ??= make()) as T;
  }

  async save(name: string, options: SaveOptions): Promise<GraphResponse> {
    return (await import('./run.js')).saveGraph(this, name, options);
  }

  async graph(name: string, options: SavedGraphOptions = {}): Promise<GraphResponse> {
    return (await import('./run.js')).savedGraph(this, name, options);
  }

  async list(options: ListOptions = {}): Promise<GraphListEntry[]> {
    return (await import('./run.js')).listGraphs(this, options);
  }

  async search(query: string, options: SearchOptions = {}): Promise<SearchResponse> {
    return (await import('./run.js')).searchGraphs(this, query, options);
  }

  async close(): Promise<void> {
    const open = this.#provider as { close(): Promise<void> } | undefined;
    this.#provider = undefined;
    await open?.close();
  }
}

const POSTGRES = /^postgres(ql)?:\/\//i;

/**
 * The store at `path` (an SQLite file, created on the first save) or at `url` (a PostgreSQL
 * database, `postgres://…`). A string is taken as a URL when it starts with `postgres://` or
 * `postgresql://`, else as a path. Nothing is opened until a method needs it.
 */
export function openStore(location: string | StoreLocation, options: OpenStoreOptions = {}): Store {
  const given: StoreLocation = typeof location === 'string' ? (POSTGRES.test(location.trim()) ? { url: location } : { path: location }) : location;
  if (given?.url !== undefined) {
    if (typeof given.url !== 'string' || !POSTGRES.test(given.url.trim())) throw new BadInputError('url must be a postgres:// or postgresql:// URL', { field: 'url' });
    return new OpenedStore({ kind: 'postgres', url: given.url.trim() });
  }
  if (typeof given?.path !== 'string' || given.path.trim() === '') throw new BadInputError('openStore needs the path of an SQLite file or a postgres:// URL', { field: 'path' });
  return new OpenedStore({ kind: 'sqlite', path: nodePath.resolve(options.cwd ?? process.cwd(), given.path) });
}
