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

export type ArrayType = Int32ArrayConstructor | Float64ArrayConstructor | Uint8ArrayConstructor;
/** Arrays in the module's memory: name, element type, length. */
export type Arrays = Array<[name: string, type: ArrayType, length: number]>;

const PAGE = 65536;
/** The module's own data ends below 1 KiB; the arrays start after it, each 8-byte aligned. */
export const FIRST_ARRAY = 1024;

/** The module's exports over `memory`. */
export function instantiate(memory: WebAssembly.Memory): BrandesExports {
  compiled ??= new WebAssembly.Module(Buffer.from(BRANDES_WASM, 'base64'));
  const wasm = new WebAssembly.Instance(compiled, { env: { memory } }).exports as unknown as BrandesExports;
  if (wasm.heapBase() > FIRST_ARRAY) throw new Error('betweenness: the WebAssembly module holds more data than expected');
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

/** Shared memory (the module is compiled for it) of at least `bytes` bytes, which may grow later (growTo). */
export function sharedMemory(bytes: number): WebAssembly.Memory {
  return new WebAssembly.Memory({ initial: Math.ceil(bytes / PAGE), maximum: MOST_PAGES, shared: true });
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
