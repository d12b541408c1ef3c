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
