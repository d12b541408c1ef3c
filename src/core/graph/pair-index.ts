// The weight of every node pair (0 ≤ x < y < 2^31 - 1) in order of first appearance: an
// open-addressing hash table over typed arrays. The full graph of 233 State of the Union addresses
// adds 5.7 million weighted pairs into 1.1 million edges; a Map keyed by x·2^26 + y (a heap
// number, not a small integer) stores and hashes several times slower, and edge objects updated
// in place cost a cache miss each on top of the table's. Weights are whole numbers (the window's
// and the mentions' weights add up), kept as 32-bit integers: an edge object then holds its weight
// as a small integer, where a value read from a Float64Array is a boxed number of 16 more bytes.

export interface PairEdge {
  source: number;
  target: number;
  weight: number;
}

/** The first tables have 2,048 slots: a short text's pairs fit. */
const FIRST_MASK = 2047;

export class PairWeights {
  /**
   * Slot i holds x + 1 at 3i (0: empty, so new memory, which comes zeroed, needs no filling), y at
   * 3i + 1 and the pair's number at 3i + 2: one probe reads one place.
   */
  private slots!: Int32Array<ArrayBuffer>;
  private mask!: number;
  private xs!: Int32Array<ArrayBuffer>;
  private ys!: Int32Array<ArrayBuffer>;
  private weights!: Int32Array<ArrayBuffer>;
  /** How many distinct pairs were added. */
  size = 0;

  constructor() {
    this.empty();
  }

  /** No pairs, in new arrays of a small first size. */
  private empty(): void {
    this.slots = new Int32Array((FIRST_MASK + 1) * 3);
    this.mask = FIRST_MASK;
    this.xs = new Int32Array(1024);
    this.ys = new Int32Array(1024);
    this.weights = new Int32Array(1024);
    this.size = 0;
  }

  /** Adds w, a whole number, to the weight of the pair (x, y), 0 ≤ x < y < 2^31 - 1; a new pair takes the next number. */
  add(x: number, y: number, w: number): void {
    // The probe of PairNumbers written out here: the graph's hottest loop (millions of pairs) ran
    // 6–7% slower through a shared function.
    const slots = this.slots;
    const mask = this.mask;
    const key = x + 1;
    for (let slot = hash(x, y) & mask; ; slot = (slot + 1) & mask) {
      const at = slot * 3;
      const sx = slots[at];
      if (sx === key && slots[at + 1] === y) {
        this.weights[slots[at + 2]] += w;
        return;
      }
      if (sx === 0) {
        this.append(at, x, y, w);
        return;
      }
    }
  }

  /**
   * The pairs in order of first appearance; the table is emptied. Its arrays (80 MB for a million
   * pairs) are handed back at once: left to the garbage collector, they outlived the whole
   * betweenness computation, whose peak memory they raised by as much, because only a full
   * collection frees an old object's buffers. Transferring a buffer detaches it, and its memory
   * goes with the copy, which nothing keeps.
   */
  take(): PairEdge[] {
    const edges: PairEdge[] = new Array(this.size);
    for (let i = 0; i < this.size; i++) edges[i] = { source: this.xs[i], target: this.ys[i], weight: this.weights[i] };
    if (this.mask === FIRST_MASK) {
      // A short text's table, never grown (36 KB): emptied in place. Handing it back and making
      // new arrays, for an object the build then drops, cost more than the text's pairs (a
      // profile of 755 abstracts gave making tables 77 ms).
      this.slots.fill(0);
      this.size = 0;
      return edges;
    }
    const buffers = [this.slots, this.xs, this.ys, this.weights].map((a) => a.buffer);
    structuredClone(buffers, { transfer: buffers });
    this.empty();
    return edges;
  }

  private append(at: number, x: number, y: number, w: number): void {
    const number = this.size++;
    if (number === this.xs.length) {
      this.xs = grown(this.xs, new Int32Array(number * 2));
      this.ys = grown(this.ys, new Int32Array(number * 2));
      this.weights = grown(this.weights, new Int32Array(number * 2));
    }
    this.xs[number] = x;
    this.ys[number] = y;
    this.weights[number] = w;
    this.slots[at] = x + 1;
    this.slots[at + 1] = y;
    this.slots[at + 2] = number;
    if (full(this.size, this.mask)) this.rehash();
  }

  private rehash(): void {
    this.slots = doubled(this.slots, this.mask);
    this.mask = this.mask * 2 + 1;
  }
}

/**
 * Numbers for pairs (0 ≤ x < 2^31 - 1, 0 ≤ y < 2^31), given in order of first appearance: the
 * same open-addressing table as PairWeights', without the weights. A trie's children (a node and
 * the next concept) are numbered by it several times faster than by a Map keyed by one number made
 * of both, which is a heap number past 2^31.
 */
export class PairNumbers {
  /** As PairWeights' slots: x + 1 (0: empty), y, the pair's number. */
  private slots = new Int32Array(2048 * 3);
  private mask = 2047;
  /** How many pairs are numbered. */
  size = 0;

  /** The pair's number, or -1 when it has none. */
  find(x: number, y: number): number {
    const at = this.probe(x, y);
    return this.slots[at] === 0 ? -1 : this.slots[at + 2];
  }

  /** The pair's number, the next one when it has none yet. */
  number(x: number, y: number): number {
    const at = this.probe(x, y);
    const slots = this.slots;
    if (slots[at] !== 0) return slots[at + 2];
    const number = this.size++;
    slots[at] = x + 1;
    slots[at + 1] = y;
    slots[at + 2] = number;
    if (full(this.size, this.mask)) this.rehash();
    return number;
  }

  /** Where the pair's slot starts: its own, or the empty one it would take. */
  private probe(x: number, y: number): number {
    const slots = this.slots;
    const mask = this.mask;
    const key = x + 1;
    for (let slot = hash(x, y) & mask; ; slot = (slot + 1) & mask) {
      const at = slot * 3;
      const sx = slots[at];
      if (sx === 0 || (sx === key && slots[at + 1] === y)) return at;
    }
  }

  private rehash(): void {
    this.slots = doubled(this.slots, this.mask);
    this.mask = this.mask * 2 + 1;
  }
}

/**
 * Whether a table of mask + 1 slots holding `size` pairs is to double: past three quarters full.
 * A probe still meets an empty slot soon, and the table is half the size of one kept half full,
 * so half the memory to meet for the first time (all 233 addresses: 112,000 page faults where
 * half full made 125,000).
 */
function full(size: number, mask: number): boolean {
  return size * 4 > (mask + 1) * 3;
}

/**
 * A table of slots (x + 1, y, number) moved into one of twice as many, for both tables. Read in
 * slot order, a pair's new place is near its old one or half the new table further on, so the
 * writes run through two stretches of memory rather than all over it. On a large table most of
 * the time is the new table's first touch of its memory (page faults), not the moves.
 */
function doubled<T extends ArrayBufferLike>(old: Int32Array<T>, oldMask: number): Int32Array<ArrayBuffer> {
  const count = (oldMask + 1) * 2;
  const slots = new Int32Array(count * 3);
  const mask = count - 1;
  for (let at = 0; at < old.length; at += 3) {
    if (old[at] === 0) continue;
    let slot = hash(old[at] - 1, old[at + 1]) & mask;
    while (slots[slot * 3] !== 0) slot = (slot + 1) & mask;
    slots[slot * 3] = old[at];
    slots[slot * 3 + 1] = old[at + 1];
    slots[slot * 3 + 2] = old[at + 2];
  }
  return slots;
}

function grown(from: Int32Array<ArrayBuffer>, to: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> {
  to.set(from);
  return to;
}

function hash(x: number, y: number): number {
  let h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca77);
  h ^= h >>> 15;
  return h;
}
