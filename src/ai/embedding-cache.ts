// Embedding vectors kept on disk, so that a statement is sent to the provider once per model rather than once per run.
//
// One file per vector, named by the sha256 of model + '\0' + text: the statements themselves never
// reach the disk, only their hashes and vectors. A file is an 8-byte header ("TNE", a format byte,
// the dimension count as a little-endian uint32) and the vector as little-endian Float32 (6 KB for
// 1536 dimensions, where JSON would take about 30 KB). Files are written to a temporary name and
// renamed, so a concurrent run reads a whole file or none; a file of another format or length is a
// miss. The folder is bounded: a hit touches its file, and when this process's writes may have
// passed the bound, the least recently used files go until it is 90% full. A cache that cannot be
// read or written costs requests, never a failure.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { badRequest } from '../core/errors.js';

export const DEFAULT_EMBEDDING_CACHE_MB = 100;
const MB = 1024 * 1024;
const FORMAT = 1;
const HEADER = 8;
const EXT = '.f32';
/** Files read, written or checked at once: thousands of statements must not run out of file handles. */
const AT_ONCE = 64;
/** Eviction stops at this share of the bound, so that the next few writes do not each rescan the folder. */
const LOW_WATER = 0.9;
/** A temporary file this old was left by a run that died between writing and renaming. */
const STALE_TEMP_MS = 60 * 60 * 1000;

export interface EmbeddingCacheOptions {
  dir: string;
  /** The folder's bound in bytes; 0 turns the cache off (nothing read, nothing written). */
  maxBytes: number;
}

/**
 * TNA_CACHE_DIR/embeddings, else $XDG_CACHE_HOME/tna/embeddings, else ~/.cache/tna/embeddings (beside
 * the web-search cache, whose folder TNA_CACHE_DIR is); TNA_EMBEDDING_CACHE_MB in mebibytes (0: off), else 100.
 */
export function embeddingCacheOptionsFromEnv(env: NodeJS.ProcessEnv, home: string = os.homedir()): EmbeddingCacheOptions {
  const root = env.TNA_CACHE_DIR?.trim();
  const dir = root ? path.join(root, 'embeddings') : path.join(env.XDG_CACHE_HOME?.trim() || path.join(home, '.cache'), 'tna', 'embeddings');
  let maxBytes = DEFAULT_EMBEDDING_CACHE_MB * MB;
  const mb = env.TNA_EMBEDDING_CACHE_MB?.trim();
  if (mb) {
    const n = Number(mb);
    if (!Number.isFinite(n) || n < 0) throw badRequest(`TNA_EMBEDDING_CACHE_MB must be a number of megabytes (0 turns the cache off), not ${JSON.stringify(mb)}`);
    maxBytes = Math.floor(n * MB);
  }
  return { dir, maxBytes };
}

/** The file a model's vector of a text is kept in: named by a hash, so the text is never written. */
export function embeddingCacheFile(dir: string, model: string, text: string): string {
  return path.join(dir, `${createHash('sha256').update(`${model}\0${text}`).digest('hex')}${EXT}`);
}

export class EmbeddingCache {
  /** Bytes in the folder at the last count plus what this process wrote since; undefined before the first write. */
  private knownBytes?: number;

  constructor(readonly options: EmbeddingCacheOptions) {}

  /** The kept vector of each text, or undefined where there is none. */
  async get(model: string, texts: readonly string[]): Promise<Array<Float32Array | undefined>> {
    if (this.options.maxBytes <= 0) return texts.map(() => undefined);
    return inSlices(texts, (text) => read(embeddingCacheFile(this.options.dir, model, text)));
  }

  /** Keeps the vectors; never throws, since the caller already has them. */
  async put(model: string, entries: ReadonlyArray<readonly [string, Float32Array]>): Promise<void> {
    if (this.options.maxBytes <= 0 || entries.length === 0) return;
    try {
      await mkdir(this.options.dir, { recursive: true });
    } catch {
      return; // a read-only home, say: the next run asks the provider again
    }
    const sizes = await inSlices(entries, ([text, vector]) => write(embeddingCacheFile(this.options.dir, model, text), vector));
    const written = sizes.reduce((sum, n) => sum + n, 0);
    if (written === 0) return;
    try {
      // The first count happens after the first write, so a run that only reads never lists the folder.
      this.knownBytes = this.knownBytes === undefined ? await this.count() : this.knownBytes + written;
      if (this.knownBytes > this.options.maxBytes) this.knownBytes = await this.evict();
    } catch {
      // Eviction is housekeeping; the next run that writes tries again.
    }
  }

  private async count(): Promise<number> {
    return (await this.entries()).reduce((sum, e) => sum + e.size, 0);
  }

  /** Removes the least recently used files until the folder is at the low-water mark; returns the bytes left. */
  private async evict(): Promise<number> {
    const entries = (await this.entries()).sort((a, b) => a.mtimeMs - b.mtimeMs);
    let total = entries.reduce((sum, e) => sum + e.size, 0);
    const target = this.options.maxBytes * LOW_WATER;
    for (const entry of entries) {
      if (total <= target) break;
      // Another process may have removed it already: gone either way.
      await rm(entry.file, { force: true }).catch(() => undefined);
      total -= entry.size;
    }
    return total;
  }

  /** The folder's vector files with their sizes and last use; stale temporary files are removed on the way. */
  private async entries(): Promise<Array<{ file: string; size: number; mtimeMs: number }>> {
    const names = await readdir(this.options.dir);
    const now = Date.now();
    const found = await inSlices(names, async (name) => {
      const file = path.join(this.options.dir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      if (name.endsWith('.tmp') && now - info.mtimeMs > STALE_TEMP_MS) {
        await rm(file, { force: true }).catch(() => undefined);
        return undefined;
      }
      return name.endsWith(EXT) ? { file, size: info.size, mtimeMs: info.mtimeMs } : undefined;
    });
    return found.filter((e) => e !== undefined);
  }
}

async function read(file: string): Promise<Float32Array | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return undefined;
  }
  const vector = decode(bytes);
  if (vector) {
    // Marks it recently used for eviction; a file another process just removed is still a hit here.
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
  }
  return vector;
}

/** Bytes written, or 0 when the file could not be. */
async function write(file: string, vector: Float32Array): Promise<number> {
  const bytes = encode(vector);
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, bytes);
    await rename(temp, file);
    return bytes.length;
  } catch {
    await rm(temp, { force: true }).catch(() => undefined);
    return 0;
  }
}

function encode(vector: Float32Array): Buffer {
  const bytes = Buffer.alloc(HEADER + vector.length * 4);
  bytes.write('TNE', 0, 'latin1');
  bytes.writeUInt8(FORMAT, 3);
  bytes.writeUInt32LE(vector.length, 4);
  for (let i = 0; i < vector.length; i++) bytes.writeFloatLE(vector[i], HEADER + i * 4);
  return bytes;
}

function decode(bytes: Buffer): Float32Array | undefined {
  if (bytes.length < HEADER || bytes.toString('latin1', 0, 3) !== 'TNE' || bytes.readUInt8(3) !== FORMAT) return undefined;
  const dims = bytes.readUInt32LE(4);
  if (dims === 0 || bytes.length !== HEADER + dims * 4) return undefined;
  const vector = new Float32Array(dims);
  for (let i = 0; i < dims; i++) vector[i] = bytes.readFloatLE(HEADER + i * 4);
  return vector;
}

/** `fn` over `items`, AT_ONCE at a time, results in order. */
async function inSlices<T, R>(items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += AT_ONCE) out.push(...(await Promise.all(items.slice(i, i + AT_ONCE).map(fn))));
  return out;
}
