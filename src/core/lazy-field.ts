// A field made only when it is first read. A graph's answer carries its DOT views (the whole
// graph, each cluster, the top concepts…), which JSON and the DOT answers write but tna check and
// the summaries never read: as text made up front they are a twentieth of checking a folder; an
// analysis's key phrases, which a check's rules never read, a tenth. To every reader the field
// is a plain one: JSON.stringify, Object.entries, spread and structuredClone read its value, an
// assignment replaces it, and it stays where it was in the key order.

/** `target[key]` becomes `make()` when first read (once: the value is kept). */
export function lazyField<T extends object, K extends keyof T>(target: T, key: K, make: () => T[K]): void {
  const settle = (value: T[K]) => Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = make();
      settle(value);
      return value;
    },
    set: settle,
  });
}
