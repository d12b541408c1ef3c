// The phrases a text writes as such (runs of concepts side by side, in order, in one sentence),
// gathered on their own under either analysis: what a check asks of a text, where the default
// analysis gathers the same runs to rank its key phrases.
import type { Statement } from '../types.js';
import { conceptTokenizer, type ConceptOptions } from './concepts.js';
import { PhraseCandidates, sideBySide } from './key-phrases.js';
import { moduleOf } from './stopwords.js';


/** One word of a phrase: as written, and its concept (null: a stopword, a number, a word too short). */
export interface PhraseWord {
  word: string;
  concept: string | null;
}

export interface WrittenPhrases {
  /** Whether the text writes `key` (concepts joined by a space): those concepts side by side, in order, in one sentence. */
  has(key: string): boolean;
  /** A phrase written on its own, read as the text's words are read: its words, and whether only spaces or a hyphen lie between them. */
  wordsOf(phrase: string): { words: PhraseWord[]; sideBySide: boolean };
}

/**
 * The candidate phrases of `statements`, their words made concepts as the analysis `options`
 * name makes them (give the language the analysis detected, not `auto`, to read them alike).
 */
export function writtenPhrases(statements: readonly Statement[], options: ConceptOptions): WrittenPhrases {
  const { language, tokenize } = conceptTokenizer(statements, options);
  const phrases = new PhraseCandidates(moduleOf(language).elided);
  // Sentence punctuation ends a run as any punctuation does: a statement need not be cut into sentences first.
  for (const statement of statements) {
    const reader = phrases.reader(statement.content, 0);
    tokenize(statement.content, reader.observe);
    reader.done();
  }
  return {
    has: (key) => phrases.has(key),
    wordsOf(phrase) {
      const words: PhraseWord[] = [];
      let together = true;
      let last = -1;
      tokenize(phrase, (concept, start, end) => {
        if (last >= 0 && !sideBySide(phrase, last, start)) together = false;
        words.push({ word: phrase.slice(start, end), concept });
        last = end;
      });
      return { words, sideBySide: together };
    },
  };
}
