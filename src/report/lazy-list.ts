// An array whose entries are made only when read. The full graph of a long text has a million
// relations; as objects made up front they weigh about a hundred megabytes and outlive the
// analysis, while a writer that reads them a slice at a time (the command line's JSON) needs each
// only for a moment. To a reader it is an array: Array.isArray, length, indexes, iteration, map,
// slice and JSON.stringify see one. It is a Proxy, which structuredClone and postMessage refuse,
// so only an answer that is written out where it was made gets one.

const INDEX = /^(?:0|[1-9]\d*)$/;
/** Where a lazy list keeps its entries' JSON writer, when it has one (see entryJson). */
const ENTRY_JSON = Symbol('entry JSON');

/** The index a property key names, or -1. */
function indexOf(key: string | symbol, length: number): number {
  if (typeof key !== 'string' || !INDEX.test(key)) return -1;
  const i = Number(key);
  return i < length ? i : -1;
}

/** Array.prototype.slice's reading of a start or end: relative when negative, clamped to [0, length]. */
function bound(value: number | undefined, fallback: number, length: number): number {
  if (value === undefined) return fallback;
  const n = Math.trunc(Number(value)) || 0;
  return n < 0 ? Math.max(0, length + n) : Math.min(n, length);
}

const readOnly = (): never => {
  throw new TypeError('a lazily made list is read-only');
};

/**
 * An array of `length` entries, entry i made by entry(i) at each read (so the same read twice
 * gives equal, not identical, objects). `json`, when given, writes entry i's JSON without making
 * it: a writer finds it with entryJson().
 */
export function lazyList<T>(length: number, entry: (i: number) => T, json?: EntryJson): T[] {
  const slice = (start?: number, end?: number): T[] => {
    const from = bound(start, 0, length);
    const to = bound(end, length, length);
    return Array.from({ length: Math.max(0, to - from) }, (_, k) => entry(from + k));
  };
  return new Proxy<T[]>([], {
    get(target, key, receiver) {
      if (key === 'length') return length;
      // A slice made straight from entry(), not read an index at a time through this trap: the JSON
      // writer takes a million relations a slice at a time.
      if (key === 'slice') return slice;
      if (key === ENTRY_JSON) return json;
      const i = indexOf(key, length);
      return i >= 0 ? entry(i) : Reflect.get(target, key, receiver);
    },
    has(target, key) {
      return indexOf(key, length) >= 0 || Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      const i = indexOf(key, length);
      if (i >= 0) return { value: entry(i), writable: true, enumerable: true, configurable: true };
      if (key === 'length') return { value: length, writable: true, enumerable: false, configurable: false };
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys() {
      return [...Array.from({ length }, (_, i) => String(i)), 'length'];
    },
    set: readOnly,
    deleteProperty: readOnly,
  });
}

/** The same list made at once: a plain array. */
export function eagerList<T>(length: number, entry: (i: number) => T): T[] {
  return Array.from({ length }, (_, i) => entry(i));
}

/**
 * Entry i's JSON, made straight from the data: without spaces, exactly JSON.stringify(entry);
 * given the indent its first line sits at, exactly as JSON.stringify(…, null, 2) writes the entry
 * there (its first line without the indent).
 */
export type EntryJson = (i: number, indent?: string) => string;

/** A lazy list's writer of its entries' JSON, if it has one. */
export function entryJson(list: readonly unknown[]): EntryJson | undefined {
  return (list as { [ENTRY_JSON]?: EntryJson })[ENTRY_JSON];
}
