// How the default analysis reads statements into the graph: sentences end the window, and a
// title, the first sentence and headings weigh more, since they say what a text is about.
import type { ConceptIds, Encoded, GraphShape } from './graph/build.js';
import type { Emit } from './text/scan.js';
import type { ConceptToken } from './text/tokens.js';
import type { PhraseCandidates } from './text/key-phrases.js';
import type { Statement } from './types.js';

/**
 * Concepts used once are left out where three or more are used twice (tuned on half of each
 * keyphrase dataset: docs/analysis.md).
 */
export const DEFAULT_SHAPE: GraphShape = { repeatedEnough: 3 };

/** A title's and the first sentence's links weigh this many times their window weight. */
const TITLE_WEIGHT = 5;
/** A heading's links weigh this many times theirs. */
const HEADING_WEIGHT = 2;
/** A heading is a line of at most this many words that ends no sentence, with text after it. */
const HEADING_WORDS = 12;

const SENTENCE_END = /[.!?。！？](?=\s|$)/u;
const SENTENCE_BREAK = /(?<=[.!?。！？])\s+/u;

const endsNoSentence = (content: string) => !SENTENCE_END.test(content);
const isShort = (content: string) => content.trim().split(/\s+/).length <= HEADING_WORDS;

/**
 * The encoder of a text's statements for the default analysis: each statement's sentences as
 * one encoding (a gap no window crosses between two), the leading part weighted, and every
 * sentence's candidate key phrases gathered on the way.
 */
export function subjectEncoder(
  statements: readonly Statement[],
  tokenize: (content: string, observe?: Emit) => ConceptToken[],
  ids: ConceptIds,
  phrases: PhraseCandidates,
): (statement: Statement, index: number) => Encoded {
  const titled = statements.length > 1 && endsNoSentence(statements[0].content);
  return (statement, index) => {
    const leads = index === 0 || (index === 1 && titled);
    const heading = !leads && index < statements.length - 1 && endsNoSentence(statement.content) && isShort(statement.content);
    const sentences = statement.content.split(SENTENCE_BREAK).map((sentence, k) => {
      const reader = phrases.reader(sentence, leads && k === 0);
      const tokens = tokenize(sentence, reader.emit);
      reader.done();
      return ids.encode(tokens);
    });
    const coded = joinSentences(sentences);
    if (leads) {
      coded.leading = sentences[0].window.length;
      coded.leadingWeight = TITLE_WEIGHT;
    } else if (heading) {
      coded.leading = coded.window.length;
      coded.leadingWeight = HEADING_WEIGHT;
    }
    return coded;
  };
}

/** One statement's sentences as one encoding, a gap (-1) between two sentences that no window crosses. */
function joinSentences(sentences: readonly Encoded[]): Encoded {
  if (sentences.length === 1) return sentences[0];
  const window: number[] = [];
  const mentions = new Set<number>();
  for (const s of sentences) {
    if (window.length > 0 && s.window.length > 0) window.push(-1);
    window.push(...s.window);
    for (const id of s.mentions) mentions.add(id);
  }
  return { window: Int32Array.from(window), mentions: Int32Array.from(mentions) };
}
