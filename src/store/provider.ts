// Opens the store on first need only: the native SQLite module loads, and the file appears, when a request needs them.
import { existsSync } from 'node:fs';
import type { Store, StoreProvider } from './types.js';
import type { StoreOptions } from './store.js';

/** A provider for the store at `path`, opened once and then shared by every request. */
export function storeAt(path: string, options: StoreOptions = {}): StoreProvider & { close(): Promise<void> } {
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
