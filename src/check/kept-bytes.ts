// Bytes a run keeps until it ends (each file's packed report, or --init's packed figures), copied
// into chunks that hold nothing else. Node hands out a small Buffer as a slice of a shared 8 kB
// pool, which every other small Buffer made meanwhile shares (the JSON a text's figures are
// deflated from, say): one slice kept alive keeps the whole pool, and so the bytes of those that
// were let go. --init kept 4.4 kB outside the heap a file that way, for 0.8 kB of figures.

/** A chunk's size: large enough that its own cost is nothing beside the bytes, small enough that the last one's unused end is nothing either. */
const CHUNK = 64 * 1024;

let chunk: Buffer | undefined;
let used = 0;

/** Room for `length` bytes: at the end of the current chunk, in a new chunk, or (a large piece) in a buffer of its own. */
function room(length: number): Buffer {
  if (length > CHUNK / 4) return Buffer.allocUnsafeSlow(length);
  if (chunk === undefined || used + length > CHUNK) {
    chunk = Buffer.allocUnsafeSlow(CHUNK);
    used = 0;
  }
  const piece = chunk.subarray(used, used + length);
  // Each piece starts at a multiple of 8 bytes, as a Buffer of its own does.
  used += (length + 7) & ~7;
  return piece;
}

/** A copy of `bytes` to keep. */
export function keepBytes(bytes: Uint8Array): Buffer {
  const piece = room(bytes.length);
  piece.set(bytes);
  return piece;
}

/** `text` in UTF-8, to keep. */
export function keepUtf8(text: string): Buffer {
  const piece = room(Buffer.byteLength(text, 'utf8'));
  piece.write(text, 'utf8');
  return piece;
}
