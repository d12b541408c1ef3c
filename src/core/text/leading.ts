// Where a text says what it is about: its title and first sentence, and its sentences.

/** Sentence punctuation, then any closing quotes and brackets (`(See git-log(1).)`, `"Done."`), then white space or the end. */
const SENTENCE_END = /[.!?。！？][)\]}"'’”»」』）]*(?=\s|$)/u;
const SENTENCE_BREAK = /(?<=[.!?。！？][)\]}"'’”»」』）]*)\s+/u;

/** A statement's sentences, cut after sentence punctuation followed by white space. */
export function sentencesOf(content: string): string[] {
  return content.split(SENTENCE_BREAK);
}

/** Whether a line ends no sentence: a title or a heading. */
export function endsNoSentence(content: string): boolean {
  return !SENTENCE_END.test(content);
}

/** A heading is a line of at most this many words that ends no sentence, with text after it. */
const HEADING_WORDS = 12;

/** Whether a statement reads as a heading: at most HEADING_WORDS words, no sentence ended in it, and text after it (`followed`). */
export function isHeading(content: string, followed: boolean): boolean {
  return followed && endsNoSentence(content) && content.trim().split(/\s+/).length <= HEADING_WORDS;
}

/**
 * The statements whose first sentence leads the text: the first, and where the first is a title
 * (no sentence ends in it) the second too.
 */
export function leadingStatements(statements: readonly { content: string }[]): number {
  return statements.length > 1 && endsNoSentence(statements[0].content) ? 2 : Math.min(1, statements.length);
}
