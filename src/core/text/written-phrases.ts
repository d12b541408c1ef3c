// The phrases a text writes as such (runs of concepts side by side, in order, in one sentence),
// gathered on their own under either analysis: what a check asks of a text, where the default
// analysis gathers the same runs to rank its key phrases.
import type { Statement } from '../types.js';
import { conceptTokenizer, type ConceptOptions } from './concepts.js';
import { PhraseCandidates } from './key-phrases.js';

/**
 * The candidate phrases of `statements`, their words made concepts as the analysis `options`
 * name makes them (give the language the analysis detected, not `auto`, to read them alike).
 */
export function writtenPhrases(statements: readonly Statement[], options: ConceptOptions): PhraseCandidates {
  const { normalizeWord, joinWords } = conceptTokenizer(statements, options);
  const phrases = new PhraseCandidates(normalizeWord, joinWords);
  // Sentence punctuation ends a run as any punctuation does: a statement need not be cut into sentences first.
  for (const statement of statements) phrases.add(statement.content, false);
  return phrases;
}
