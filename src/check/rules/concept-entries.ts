// Shared by must-mention and must-not-mention: whether a configured concept occurs in a text, and how often.
import type { GraphFacts } from '../facts.js';
import type { ConceptEntry } from './rule.js';

/** An entry occurs when every concept of one of its forms does; the count is that of its rarest concept. */
export function occurrences(entry: ConceptEntry, facts: GraphFacts): number {
  let best = 0;
  for (const form of entry.forms) {
    const counts = form.map((c) => facts.mentions.get(c) ?? 0);
    best = Math.max(best, counts.length > 0 ? Math.min(...counts) : 0);
  }
  return best;
}

/** Where an entry that occurs is first mentioned: the concept of its occurring forms seen earliest. */
export function firstMentioned(entry: ConceptEntry, facts: GraphFacts): string | undefined {
  let first: string | undefined;
  for (const form of entry.forms) {
    if (form.length === 0 || !form.every((c) => facts.mentions.has(c))) continue;
    for (const c of form) if (first === undefined || facts.firstLine.get(c)! < facts.firstLine.get(first)!) first = c;
  }
  return first;
}
