// JSON.stringify(value, null, 2) + '\n', in pieces: the full graph of a book is hundreds of
// megabytes of JSON, which as one string (and again as the bytes written) would double the memory
// the analysis needs. Small parts are stringified natively, so the pieces cost little extra time.
import type { Writable } from 'node:stream';
import { write } from './io.js';

/** Arrays longer than this are stringified a slice at a time. */
const SLICE = 512;
/** Pieces are gathered up to about this many characters before they are written. */
const FLUSH = 1 << 20;

/** The pieces of JSON.stringify(value, null, 2) + '\n', in order. */
export function* jsonChunks(value: unknown): Generator<string> {
  const text = stringify(value, '');
  if (text === undefined) return;
  if (typeof text === 'string') yield text;
  else yield* text;
  yield '\n';
}

/** Writes the JSON of `value` (as renderJson would) to a stream, a megabyte at a time, waiting for each write. */
export async function writeJson(stream: Writable, value: unknown): Promise<void> {
  let pending = '';
  for (const chunk of jsonChunks(value)) {
    pending += chunk;
    if (pending.length >= FLUSH) {
      await write(stream, pending);
      pending = '';
    }
  }
  if (pending) await write(stream, pending);
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

/** A string, or pieces for a large object or array; undefined where JSON.stringify leaves the value out. */
function stringify(value: unknown, indent: string): string | Generator<string> | undefined {
  if (Array.isArray(value) && value.length > SLICE) return arrayPieces(value, indent);
  if (isPlainObject(value)) return objectPieces(value, indent);
  return native(value, indent);
}

function* objectPieces(object: Record<string, unknown>, indent: string): Generator<string> {
  const keys = Object.keys(object);
  if (keys.length > SLICE) {
    yield* manyKeys(object, keys, indent);
    return;
  }
  const inner = indent + '  ';
  let first = true;
  for (const key of keys) {
    const text = stringify(object[key], inner);
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
  for (let start = 0; start < keys.length; start += SLICE) {
    const part: Record<string, unknown> = {};
    for (const key of keys.slice(start, start + SLICE)) part[key] = object[key];
    // Every value in the slice left out (undefined, a function): nothing to write (its JSON would be `{}`).
    if (!Object.values(part).some(written)) continue;
    yield (first ? '{\n' : ',\n') + inner(part, indent);
    first = false;
  }
  yield first ? '{}' : `\n${indent}}`;
}

function* arrayPieces(array: readonly unknown[], indent: string): Generator<string> {
  yield '[';
  for (let start = 0; start < array.length; start += SLICE) {
    yield (start === 0 ? '\n' : ',\n') + inner(array.slice(start, start + SLICE), indent);
  }
  yield `\n${indent}]`;
}
