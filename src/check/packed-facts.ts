// A text's figures as --init keeps them until every text is measured: JSON, deflated, in a buffer
// outside V8's heap. As objects they cost about 4 kB a text (a few arrays of small objects, a map,
// the diversity's fields), which over thousands of texts was most of what --init's heap kept, and
// V8 lets a heap grow by half again what it keeps; packed, a text is about a kilobyte off it.
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { GraphFacts } from './facts.js';
import { keepBytes } from './kept-bytes.js';

/** Keys that stand, in the JSON, for what JSON has no way to write. */
const MAP = '\u0000map';
const NUMBER = '\u0000number';
const UNDEFINED = '\u0000undefined';
const CLUSTER = '\u0000cluster';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * The facts packed: maps as their entries, numbers JSON cannot write (NaN, the infinities, -0) as
 * text, a key whose value is undefined kept as such, and the clusters a gap names as their places
 * among the text's clusters, so that they come back as the same objects.
 */
export function packFacts(facts: GraphFacts): Buffer {
  const { clusters, gaps } = facts;
  const json = JSON.stringify(facts, function (this: unknown, key: string, value: unknown) {
    if (value instanceof Map) return { [MAP]: [...value] };
    if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0))) return { [NUMBER]: Object.is(value, -0) ? '-0' : String(value) };
    if (value === undefined && key !== '') return { [UNDEFINED]: 1 };
    if ((key === 'from' || key === 'to') && gaps.includes(this as never)) {
      const at = clusters.indexOf(value as never);
      if (at !== -1) return { [CLUSTER]: at };
    }
    return value;
  });
  // A copy the size of the packed bytes (zlib's own buffer is as large as its chunks), in a chunk of kept bytes alone.
  return keepBytes(deflateRawSync(Buffer.from(json, 'utf8')));
}

/** The facts as they were packed: the same fields in the same order, the same maps, a gap's clusters the text's own. */
export function unpackFacts(packed: Buffer): GraphFacts {
  const facts = restore(JSON.parse(inflateRawSync(packed).toString('utf8')) as Json) as GraphFacts;
  for (const gap of facts.gaps) {
    const ends = gap as unknown as Record<'from' | 'to', unknown>;
    for (const end of ['from', 'to'] as const) {
      const place = (ends[end] as Record<string, unknown> | undefined)?.[CLUSTER];
      if (typeof place === 'number') ends[end] = facts.clusters[place];
    }
  }
  return facts;
}

function restore(value: Json): unknown {
  if (Array.isArray(value)) return value.map(restore);
  if (value === null || typeof value !== 'object') return value;
  if (MAP in value) return new Map((value[MAP] as Json[]).map(restore) as [unknown, unknown][]);
  if (NUMBER in value) return Number(value[NUMBER]);
  if (UNDEFINED in value) return undefined;
  if (CLUSTER in value) return value;
  const object = value as Record<string, unknown>;
  for (const key of Object.keys(object)) object[key] = restore(object[key] as Json);
  return object;
}
