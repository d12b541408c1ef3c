// Where a text says what it is about: its title and first sentence, and its sentences.

const SENTENCE_END = /[.!?。！？](?=\s|$)/u;
const SENTENCE_BREAK = /(?<=[.!?。！？])\s+/u;

/** A statement's sentences, cut after sentence punctuation followed by white space. */
export function sentencesOf(content: string): string[] {
  return content.split(SENTENCE_BREAK);
}

/** Whether a line ends no sentence: a title or a heading. */
export function endsNoSentence(content: string): boolean {
  return !SENTENCE_END.test(content);
}

/**
 * The statements whose first sentence leads the text: the first, and where the first is a title
 * (no sentence ends in it) the second too.
 */
export function leadingStatements(statements: readonly { content: string }[]): number {
  return statements.length > 1 && endsNoSentence(statements[0].content) ? 2 : Math.min(1, statements.length);
}
