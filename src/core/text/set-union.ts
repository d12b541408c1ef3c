// Two sets read as one, without a copy of either: a language's stopword list (a thousand words,
// shared by every text in the language) and the few words one text leaves out beside it. Copying
// the list for each text was a thousand insertions a file, the largest allocation of a run of
// `tna graph --each` over short abstracts.

/** The union of `base` and `added`, which holds none of base's words. */
export class SetUnion<T> implements ReadonlySet<T> {
  constructor(
    private readonly base: ReadonlySet<T>,
    private readonly added: ReadonlySet<T>,
  ) {}

  get size(): number {
    return this.base.size + this.added.size;
  }

  has(value: T): boolean {
    return this.base.has(value) || this.added.has(value);
  }

  *values(): SetIterator<T> {
    yield* this.base;
    yield* this.added;
  }

  keys(): SetIterator<T> {
    return this.values();
  }

  *entries(): SetIterator<[T, T]> {
    for (const value of this) yield [value, value];
  }

  forEach(visit: (value: T, again: T, set: ReadonlySet<T>) => void, thisArg?: unknown): void {
    for (const value of this) visit.call(thisArg, value, value, this);
  }

  [Symbol.iterator](): SetIterator<T> {
    return this.values();
  }
}
