// Which thread analyzes which file of a command over many files (pool.ts): every thread is offered
// every file, in order, and the first to claim one in memory all threads share analyzes it. A
// worker then never waits for the command's thread to hand it a file (that thread may be in the
// middle of a long file of its own), and the command's thread takes what no worker has taken.
// Its own module, so that a worker loads this and not the pool.

/** Slots of a pool: one a file in flight, far more than a command keeps in flight. */
export const SLOTS = 1 << 14;

/** A slot's value: no file in it. */
const FREE = 0;

/**
 * A slot's value while its file is offered, taken by no thread yet: the file's number, negative
 * (a value above zero is the owner that took it). A worker may still hold the offer of an earlier
 * file in the same slot: the number tells it that the file it holds is not the one offered now.
 */
const offeredValue = (id: number) => -((id % 0x7fffffff) + 1);

/** The command's thread, as an owner; workers are 2 and up. */
export const HERE = 1;

/** The shared slots: one 32-bit value a file in flight, FREE, offered (offeredValue) or the owner that claimed it. */
export class Claims {
  readonly slots: Int32Array;

  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT)) {
    this.slots = new Int32Array(buffer);
  }

  /** Offers file `id`, in `slot`, to every thread. */
  offer(slot: number, id: number): void {
    Atomics.store(this.slots, slot, offeredValue(id));
  }

  /** Takes file `id` in `slot` for `owner`: true for the one thread that took it first, false once it is taken or gone. */
  claim(slot: number, id: number, owner: number): boolean {
    const offered = offeredValue(id);
    return Atomics.compareExchange(this.slots, slot, offered, owner) === offered;
  }

  /** Who took the file in `slot` (undefined: offered still, or free). */
  owner(slot: number): number | undefined {
    const value = Atomics.load(this.slots, slot);
    return value >= HERE ? value : undefined;
  }

  offered(slot: number, id: number): boolean {
    return Atomics.load(this.slots, slot) === offeredValue(id);
  }

  release(slot: number): void {
    Atomics.store(this.slots, slot, FREE);
  }
}
