// A check's reports handed on in the order of its files, whichever file is judged first.

/**
 * Values numbered 0, 1, 2… handed to `take` one at a time in that order, whichever order they
 * come in. A value's turn does not hold up the work that made it: the files analyzed beside a
 * long one go on to the next.
 */
export class InOrder<T> {
  private readonly waiting = new Map<number, T>();
  private next = 0;
  private chain: Promise<void> = Promise.resolve();

  constructor(private readonly take: (value: T) => Promise<void>) {}

  put(index: number, value: T): void {
    this.waiting.set(index, value);
    while (this.waiting.has(this.next)) {
      const ready = this.waiting.get(this.next) as T;
      this.waiting.delete(this.next++);
      this.chain = this.chain.then(() => this.take(ready));
      // A failure (a write that failed) comes out of finished(); until then it is no unhandled rejection.
      this.chain.catch(() => undefined);
    }
  }

  /** Whether the value numbered `index` goes to `take` as soon as it is put, waiting for none before it. */
  isNext(index: number): boolean {
    return index === this.next;
  }

  /** Settles once every value put in order has been taken; rejects with the first failure. */
  finished(): Promise<void> {
    return this.chain;
  }
}
