// The WebAssembly module of the Brandes runs (compiled from brandes.as.ts and its files) and the
// layout of its memory: arrays placed one after another, addressed by byte, in shared memory.
import { BRANDES_WASM } from './brandes-wasm.js';

export interface BrandesExports {
  heapBase(): number;
  init(...addresses: number[]): void;
  useBuckets(scale: number, slots: number, headsAt: number, bitmapAt: number): void;
  run(sources: number, counts: number, from: number, to: number, sum: number, squares: number): void;
  markDominated(offsets: number, neighbors: number, lengths: number, from: number, to: number, budget: number, margin: number, seen: number, flags: number): void;
}

/** Compiled once per thread (about a millisecond); each instance runs over a memory it is given. */
let compiled: WebAssembly.Module | undefined;
/**
 * An instance per memory, made once: instantiating costs about a tenth of a millisecond, which on
 * a text of a hundred words is a good part of its betweenness. A memory is used by one
 * computation at a time on a thread, which sets the instance's globals (init, useBuckets) first.
 */
const instances = new WeakMap<WebAssembly.Memory, BrandesExports>();

export type ArrayType = Int32ArrayConstructor | Float64ArrayConstructor | Uint8ArrayConstructor;
/** Arrays in the module's memory: name, element type, length. */
export type Arrays = Array<[name: string, type: ArrayType, length: number]>;

const PAGE = 65536;
/** The module's own data ends below 1 KiB; the arrays start after it, each 8-byte aligned. */
export const FIRST_ARRAY = 1024;

/** The module's exports over `memory`. */
export function instantiate(memory: WebAssembly.Memory): BrandesExports {
  let wasm = instances.get(memory);
  if (wasm) return wasm;
  compiled ??= new WebAssembly.Module(Buffer.from(BRANDES_WASM, 'base64'));
  wasm = new WebAssembly.Instance(compiled, { env: { memory } }).exports as unknown as BrandesExports;
  if (wasm.heapBase() > FIRST_ARRAY) throw new Error('betweenness: the WebAssembly module holds more data than expected');
  instances.set(memory, wasm);
  return wasm;
}

/** Lays out `arrays` from byte `end` on; returns their addresses and where the last one ends. */
export function place(arrays: Arrays, end = FIRST_ARRAY): { at: Record<string, number>; end: number } {
  const at: Record<string, number> = {};
  for (const [name, type, length] of arrays) {
    at[name] = end;
    end += Math.ceil((type.BYTES_PER_ELEMENT * length) / 8) * 8;
  }
  return { at, end };
}

/** The most pages a memory of the module may have (4 GiB, all that 32-bit addresses reach). */
const MOST_PAGES = 65536;

/**
 * A small memory one computation on this thread gave back (giveBack), zeroed above the module's
 * own data. Making a shared memory reserves its whole 4 GiB of addresses, and its first writes
 * fault its pages in: on a folder of short texts (one graph each, a page or two of memory) that
 * was a tenth of the run's time.
 */
let spare: WebAssembly.Memory | undefined;
/** The largest memory kept as the spare: a long text's memory is let go, so what a run keeps stays small. */
const SPARE_BYTES = 16 * PAGE;

/** Shared memory (the module is compiled for it) of at least `bytes` bytes, zeroed, which may grow later (growTo). */
export function sharedMemory(bytes: number): WebAssembly.Memory {
  const kept = spare;
  if (kept && bytes <= SPARE_BYTES) {
    spare = undefined;
    growTo(kept, bytes);
    return kept;
  }
  return new WebAssembly.Memory({ initial: Math.ceil(bytes / PAGE), maximum: MOST_PAGES, shared: true });
}

/**
 * Gives back a memory no thread will touch again, of which the first `used` bytes were written:
 * a small one becomes the spare that sharedMemory() hands out next, zeroed as a new one is.
 */
export function giveBack(memory: WebAssembly.Memory, used: number): void {
  if (memory.buffer.byteLength > SPARE_BYTES) return;
  new Uint8Array(memory.buffer).fill(0, FIRST_ARRAY, Math.min(used, memory.buffer.byteLength));
  spare = memory;
}

/** Grows a memory to at least `bytes` bytes; views made before stay valid (shared memory never moves). */
export function growTo(memory: WebAssembly.Memory, bytes: number): void {
  const pages = Math.ceil(bytes / PAGE) - memory.buffer.byteLength / PAGE;
  if (pages > 0) memory.grow(pages);
}

/** An array of a module's memory. */
export function view(type: ArrayType, buffer: ArrayBufferLike, at: number, length: number): Int32Array | Float64Array | Uint8Array {
  if (type === Int32Array) return new Int32Array(buffer, at, length);
  return type === Float64Array ? new Float64Array(buffer, at, length) : new Uint8Array(buffer, at, length);
}

/** A graph's arcs in CSR form: each node's from offsets[v] to offsets[v + 1], with their lengths. */
export interface ArcArrays {
  offsets: Int32Array;
  neighbors: Int32Array;
  lengths: Float64Array;
}

/** The arc arrays of a memory, at the addresses `at` gives (`arcs` arcs; by default, all the offsets say). */
export function arcArrays(buffer: ArrayBufferLike, at: Record<string, number>, n: number, arcs?: number): ArcArrays {
  const offsets = new Int32Array(buffer, at.offsets, n + 1);
  const count = arcs ?? offsets[n];
  return { offsets, neighbors: new Int32Array(buffer, at.neighbors, count), lengths: new Float64Array(buffer, at.lengths, count) };
}
