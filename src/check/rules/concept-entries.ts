// Shared by must-mention and must-not-mention: whether a configured concept occurs in a text, and how often.
import { isLanguage, moduleOf } from '../../core/text/stopwords.js';
import { conceptLookup } from '../../core/text/word-forms.js';
import type { Language } from '../../core/types.js';
import type { GraphFacts } from '../facts.js';
import type { ConceptEntry } from './rule.js';

const lookups = new WeakMap<GraphFacts, (concept: string) => string | undefined>();

/**
 * The text's concept for a configured one: itself, or the concept that is a form of the same word
 * in the text's language (`datei` is the concept `dateien` of a German text that says Dateien
 * more often than Datei).
 */
function inText(concept: string, facts: GraphFacts): string | undefined {
  let lookup = lookups.get(facts);
  if (!lookup) {
    // A server that names a language this build does not know: its concepts match as written.
    const language: Language = facts.language === 'und' || isLanguage(facts.language) ? (facts.language as Language) : 'en';
    lookups.set(facts, (lookup = conceptLookup(moduleOf(language), facts.mentions.keys())));
  }
  return lookup(concept);
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
