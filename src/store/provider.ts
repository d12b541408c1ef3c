// Opens the store on first need only: the native SQLite module or the PostgreSQL client loads, and the file appears, when a request needs them.
import { existsSync } from 'node:fs';
import type { StoreLocation } from './location.js';
import type { Store, StoreProvider } from './types.js';
import type { StoreOptions } from './store.js';

export type ClosableProvider = StoreProvider & { close(): Promise<void> };

/** A provider for the store at `path`, opened once and then shared by every request. */
export function storeAt(path: string, options: StoreOptions = {}): ClosableProvider {
  let store: Store | undefined;
  const provider = async (intent: 'read' | 'write') => {
    if (store) return store;
    if (intent === 'read' && !existsSync(path)) return undefined;
    const { openStore } = await import('./store.js');
    store ??= openStore(path, options);
    return store;
  };
  return Object.assign(provider, {
    async close() {
      const open = store;
      store = undefined;
      await open?.close();
    },
  });
}

/**
 * A provider for the PostgreSQL store at `url`: connected and migrated on first need, then shared.
 * A failed opening (the database down) is not kept: the next request tries again.
 */
export function pgStoreAt(url: string, options: StoreOptions = {}): ClosableProvider {
  let opening: Promise<Store> | undefined;
  const open = () =>
    (opening ??= import('./pg-store.js')
      .then(({ openPgStore }) => openPgStore(url, options))
      .catch((error: unknown) => {
        opening = undefined;
        throw error;
      }));
  return Object.assign(async () => open(), {
    async close() {
      const pending = opening;
      opening = undefined;
      const store = await pending?.catch(() => undefined);
      await store?.close();
    },
  });
}

/** The provider for a location. */
export function storeFor(location: StoreLocation, options: StoreOptions = {}): ClosableProvider {
  return location.kind === 'postgres' ? pgStoreAt(location.url, options) : storeAt(location.path, options);
}
