// JSON.stringify(value, null, 2) + '\n', in pieces: the full graph of a book is hundreds of
// megabytes of JSON, which as one string (and again as the bytes written) would double the memory
// the analysis needs. Small parts are stringified natively, so the pieces cost little extra time,
// and pieces stay small (tens of kilobytes), so they die young and cheaply in the garbage collector.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { write } from './io.js';
import { entryJson } from '../report/lazy-list.js';

/**
 * Objects with more keys than this are stringified a slice of keys at a time (fewer: a key at a
 * time, each value on its own terms). Arrays of more than one entry always go in slices, which
 * adapt to what the entries weigh: a short array can hold large entries (a long text's few
 * statements, each with thousands of concepts), and stringified whole it became one piece of
 * many megabytes, copied again as it was indented and written.
 */
const SLICE = 512;
/** A slice aims at about this many characters; its number of entries adapts to what they weigh. */
const SLICE_CHARS = 32 * 1024;
/** An array written an entry a line goes this many entries a piece. */
const LINES = 256;
/** Pieces are gathered up to about this many characters before they are written. */
const FLUSH = 32 * 1024;

/**
 * The pieces of JSON.stringify(value, null, 2) + '\n', in order; the arrays in `oneLine` are
 * written an entry a line (each entry's JSON without spaces), wherever an object of up to SLICE
 * keys holds them: a full graph's relations take half the room, and a line-oriented tool reads
 * one relation a line.
 */
export function* jsonChunks(value: unknown, oneLine: ReadonlySet<unknown> = NONE): Generator<string> {
  const text = stringify(value, '', oneLine);
  if (text === undefined) return;
  if (typeof text === 'string') yield text;
  else yield* text;
  yield '\n';
}

/** Writes the JSON of `value` (as renderJson would, but for `oneLine`) to a stream in pieces, waiting whenever the stream asks to. */
export async function writeJson(stream: Writable, value: unknown, oneLine: ReadonlySet<unknown> = NONE): Promise<void> {
  let pending: string[] = [];
  let size = 0;
  for (const chunk of jsonChunks(value, oneLine)) {
    pending.push(chunk);
    size += chunk.length;
    if (size >= FLUSH) {
      if (!stream.write(bytesOf(pending.join('')))) await once(stream, 'drain');
      pending = [];
      size = 0;
    }
  }
  // The last write's callback: everything before it has been handed on, so the exit code never races the output.
  await write(stream, bytesOf(pending.join('')));
}

/**
 * A piece's UTF-8 bytes, from Node's encoder: on Node 20 it is faster than scanning an ASCII piece
 * for other characters and copying it as latin1 (72 MB of a graph's relations in 32 KB pieces:
 * 24 ms against 52 ms, the scan alone 38 ms).
 */
function bytesOf(text: string): Buffer {
  return Buffer.from(text, 'utf8');
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { toJSON?: unknown }).toJSON !== 'function' && Object.getPrototypeOf(v) === Object.prototype;

/** Whether JSON.stringify writes a property with this value (it leaves out undefined, functions and symbols). */
const written = (v: unknown) => v !== undefined && typeof v !== 'function' && typeof v !== 'symbol';

/** Native JSON of a value written at indentation `indent` (JSON strings hold no raw newline, so every \n starts a line). */
function native(value: unknown, indent: string): string | undefined {
  const text = JSON.stringify(value, null, 2) as string | undefined;
  return text === undefined || indent === '' ? text : text.replace(/\n/g, '\n' + indent);
}

/**
 * The lines inside a container (array or object) that sits at `indent`, natively: the container
 * is wrapped in as many arrays as it is deep, so that JSON.stringify indents it where it belongs,
 * and the wrappers' and the container's own bracket lines are cut off ((d + 1)(d + 2) characters
 * at each end for depth d).
 */
function inner(container: object, indent: string): string {
  const depth = indent.length / 2;
  let wrapped: unknown = container;
  for (let d = 0; d < depth; d++) wrapped = [wrapped];
  const cut = (depth + 1) * (depth + 2);
  return (JSON.stringify(wrapped, null, 2) as string).slice(cut, -cut);
}

const NONE: ReadonlySet<unknown> = new Set();

/** A string, or pieces for a large object or array; undefined where JSON.stringify leaves the value out. */
function stringify(value: unknown, indent: string, oneLine: ReadonlySet<unknown>): string | Generator<string> | undefined {
  if (Array.isArray(value) && value.length > 0 && (oneLine.has(value) || entryJson(value))) return entryPieces(value, indent, oneLine.has(value));
  if (Array.isArray(value) && value.length > 1) return arrayPieces(value, indent);
  if (isPlainObject(value)) return objectPieces(value, indent, oneLine);
  return native(value, indent);
}

function* objectPieces(object: Record<string, unknown>, indent: string, oneLine: ReadonlySet<unknown>): Generator<string> {
  const keys = Object.keys(object);
  if (keys.length > SLICE) {
    yield* manyKeys(object, keys, indent);
    return;
  }
  const inner = indent + '  ';
  let first = true;
  for (const key of keys) {
    const text = stringify(object[key], inner, oneLine);
    if (text === undefined) continue;
    yield `${first ? '{\n' : ',\n'}${inner}${JSON.stringify(key)}: `;
    first = false;
    if (typeof text === 'string') yield text;
    else yield* text;
  }
  yield first ? '{}' : `\n${indent}}`;
}

/** An object of many keys, a slice of keys at a time (each slice as an object of its own, natively). */
function* manyKeys(object: Record<string, unknown>, keys: readonly string[], indent: string): Generator<string> {
  let first = true;
  const step = new SliceSize();
  for (let start = 0; start < keys.length; ) {
    const part: Record<string, unknown> = {};
    const end = Math.min(keys.length, start + step.size);
    for (let k = start; k < end; k++) part[keys[k]] = object[keys[k]];
    const entries = end - start;
    start = end;
    // Every value in the slice left out (undefined, a function): nothing to write (its JSON would be `{}`).
    if (!Object.values(part).some(written)) continue;
    const text = inner(part, indent);
    step.saw(entries, text.length);
    yield (first ? '{\n' : ',\n') + text;
    first = false;
  }
  yield first ? '{}' : `\n${indent}}`;
}

/** How many entries the next slice takes: one at first, then as many as fill about SLICE_CHARS, judged by the last slice. */
class SliceSize {
  size = 1;

  saw(entries: number, chars: number): void {
    const perEntry = chars / Math.max(1, entries);
    this.size = Math.max(1, Math.min(4096, Math.floor(SLICE_CHARS / Math.max(1, perEntry))));
  }
}

/**
 * An array at `indent` whose entries are written one at a time: on a line each, as their own JSON
 * without spaces (`oneLine`), or as JSON.stringify(…, null, 2) writes them; a slice of entries a
 * piece. A lazy list that writes its entries' JSON itself (entryJson) is not made into objects.
 */
function* entryPieces(array: readonly unknown[], indent: string, oneLine: boolean): Generator<string> {
  const entryIndent = `${indent}  `;
  const json = entryJson(array);
  // An entry JSON leaves out (undefined, a function) is null in an array, as JSON.stringify writes it.
  // Without a writer of its own the array is a oneLine one (stringify() sends no other here).
  const entryText = json ? (i: number) => json(i, oneLine ? undefined : entryIndent) : (i: number) => JSON.stringify(array[i]) ?? 'null';
  yield '[';
  for (let start = 0; start < array.length; start += LINES) {
    const end = Math.min(array.length, start + LINES);
    const lines = Array.from({ length: end - start }, (_, k) => entryIndent + entryText(start + k));
    yield (start === 0 ? '\n' : ',\n') + lines.join(',\n');
  }
  yield `\n${indent}]`;
}

function* arrayPieces(array: readonly unknown[], indent: string): Generator<string> {
  yield '[';
  const step = new SliceSize();
  for (let start = 0; start < array.length; ) {
    const end = Math.min(array.length, start + step.size);
    const text = inner(array.slice(start, end), indent);
    step.saw(end - start, text.length);
    yield (start === 0 ? '\n' : ',\n') + text;
    start = end;
  }
  yield `\n${indent}]`;
}
