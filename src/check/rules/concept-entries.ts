// Shared by must-mention and must-not-mention: whether a configured concept occurs in a text, and how often.
import { moduleOf } from '../../core/text/stopwords.js';
import { conceptKey } from '../../core/text/word-forms.js';
import type { Language } from '../../core/types.js';
import type { GraphFacts } from '../facts.js';
import type { ConceptEntry } from './rule.js';

const byKey = new WeakMap<GraphFacts, Map<string, string>>();

/**
 * The text's concept for a configured one: itself, or the concept that is a form of the same word
 * in the text's language (`datei` is the concept `dateien` of a German text that says Dateien
 * more often than Datei).
 */
function inText(concept: string, facts: GraphFacts): string | undefined {
  if (facts.mentions.has(concept)) return concept;
  if (facts.language === 'en') return undefined;
  const module = moduleOf(facts.language as Language);
  let keys = byKey.get(facts);
  if (!keys) {
    keys = new Map();
    for (const name of facts.mentions.keys()) {
      const key = conceptKey(module, name);
      if (!keys.has(key)) keys.set(key, name);
    }
    byKey.set(facts, keys);
  }
  return keys.get(conceptKey(module, concept));
}

/** An entry occurs when every concept of one of its forms does; the count is that of its rarest concept. */
export function occurrences(entry: ConceptEntry, facts: GraphFacts): number {
  let best = 0;
  for (const form of entry.forms) {
    const counts = form.map((c) => facts.mentions.get(inText(c, facts) ?? '') ?? 0);
    best = Math.max(best, counts.length > 0 ? Math.min(...counts) : 0);
  }
  return best;
}

/** Where an entry that occurs is first mentioned: the text's concept of its occurring forms seen earliest. */
export function firstMentioned(entry: ConceptEntry, facts: GraphFacts): string | undefined {
  let first: string | undefined;
  for (const form of entry.forms) {
    const found = form.map((c) => inText(c, facts));
    if (form.length === 0 || found.some((c) => c === undefined)) continue;
    for (const c of found as string[]) if (first === undefined || facts.firstLine.get(c)! < facts.firstLine.get(first)!) first = c;
  }
  return first;
}
