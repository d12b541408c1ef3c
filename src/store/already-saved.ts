// A save's statements against the graph's own: which of them the graph already holds (the same text).

import type { Statement } from '../core/types.js';

export interface SavePartition {
  /** The statements to insert: all of them, or with `skip` only those the graph did not hold. */
  toInsert: readonly Statement[];
  /** How many of the save's statements the graph already held before it. */
  alreadySaved: number;
}

/** Compares texts as saved, with their outer spaces trimmed: the same line from a file saved twice. */
export function partitionSaved(statements: readonly Statement[], existing: readonly { content: string }[], skip: boolean): SavePartition {
  if (existing.length === 0) return { toInsert: statements, alreadySaved: 0 };
  const held = new Set(existing.map((s) => s.content.trim()));
  const fresh = statements.filter((s) => !held.has(s.content.trim()));
  return { toInsert: skip ? fresh : statements, alreadySaved: statements.length - fresh.length };
}
