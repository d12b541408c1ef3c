// An open-addressing hash table from a node pair (x < y, both below 2^26) to an edge index: the
// graph of a whole book has a million pairs, which a Map keyed by x·2^26 + y (a heap number, not
// a small integer) stores and hashes several times slower.

export class PairIndex {
  private xs: Int32Array;
  private ys: Int32Array;
  private values: Int32Array;
  private mask: number;
  size = 0;

  constructor(capacity = 1024) {
    let slots = 16;
    while (slots < capacity * 2) slots *= 2;
    this.xs = new Int32Array(slots).fill(-1);
    this.ys = new Int32Array(slots);
    this.values = new Int32Array(slots);
    this.mask = slots - 1;
  }

  /** The value stored for (x, y), or -1. */
  get(x: number, y: number): number {
    const { xs, ys, mask } = this;
    for (let slot = hash(x, y) & mask; ; slot = (slot + 1) & mask) {
      const sx = xs[slot];
      if (sx === -1) return -1;
      if (sx === x && ys[slot] === y) return this.values[slot];
    }
  }

  /** Stores a value for a pair that is not in the table yet. */
  add(x: number, y: number, value: number): void {
    if ((this.size + 1) * 2 > this.xs.length) this.grow();
    this.place(x, y, value);
    this.size++;
  }

  private place(x: number, y: number, value: number): void {
    const { xs, ys, mask } = this;
    let slot = hash(x, y) & mask;
    while (xs[slot] !== -1) slot = (slot + 1) & mask;
    xs[slot] = x;
    ys[slot] = y;
    this.values[slot] = value;
  }

  private grow(): void {
    const { xs, ys, values } = this;
    this.xs = new Int32Array(xs.length * 2).fill(-1);
    this.ys = new Int32Array(xs.length * 2);
    this.values = new Int32Array(xs.length * 2);
    this.mask = this.xs.length - 1;
    for (let slot = 0; slot < xs.length; slot++) if (xs[slot] !== -1) this.place(xs[slot], ys[slot], values[slot]);
  }
}

function hash(x: number, y: number): number {
  let h = Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca77);
  h ^= h >>> 15;
  return h;
}
