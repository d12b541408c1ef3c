// The part of the WebAssembly JavaScript API that brandes.ts uses: Node has it, but neither the
// ES2022 library nor @types/node declares it.
declare namespace WebAssembly {
  class Module {
    constructor(bytes: Uint8Array);
  }
  class Memory {
    constructor(descriptor: { initial: number; maximum?: number; shared?: boolean });
    /** A SharedArrayBuffer when the memory is shared. */
    readonly buffer: ArrayBufferLike;
    /** Adds `pages` pages of 64 KiB; returns the size before, in pages. */
    grow(pages: number): number;
  }
  class Instance {
    constructor(module: Module, imports?: Record<string, Record<string, unknown>>);
    readonly exports: Record<string, unknown>;
  }
}
