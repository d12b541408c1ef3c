// A store whose every call is timed, for the server's metrics: the operation's name and its
// seconds go to `record` (a serve worker keeps them until its next answer carries them out).
import type { Store, StoreProvider } from './types.js';

export type StoreTimer = (operation: string, seconds: number) => void;

function timed(store: Store, record: StoreTimer): Store {
  return new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function' || property === 'close') return value;
      const operation = String(property);
      return async (...args: unknown[]) => {
        const started = performance.now();
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          record(operation, (performance.now() - started) / 1000);
        }
      };
    },
  });
}

export function timedProvider(provider: StoreProvider, record: StoreTimer): StoreProvider {
  const wrapped = new WeakMap<Store, Store>();
  return async (intent) => {
    const store = await provider(intent);
    if (!store) return store;
    let view = wrapped.get(store);
    if (!view) wrapped.set(store, (view = timed(store, record)));
    return view;
  };
}
