// How the default analysis reads statements into the graph: sentences end the window, and a
// title, the first sentence and headings weigh more, since they say what a text is about.
import type { ConceptIds, Encoded, GraphShape } from './graph/build.js';
import type { Lead, PhraseCandidates, WordObserver } from './text/key-phrases.js';
import type { ConceptToken } from './text/tokens.js';
import type { Language, Statement } from './types.js';
import { runInTitleEnd } from './text/run-in-title.js';
import { isHeading, leadingStatements, sentencesOf } from './text/leading.js';

/**
 * Concepts used once have no influence where three or more are used twice (tuned on half of each
 * keyphrase dataset: docs/analysis.md).
 */
export const DEFAULT_SHAPE: GraphShape = { repeatedEnough: 3 };

/** A title's and the first sentence's links weigh this many times their window weight. */
const TITLE_WEIGHT = 5;
/** A heading's links weigh this many times theirs. */
const HEADING_WEIGHT = 2;
/**
 * Where a text's statements lead it: how many lead (leadingStatements), how many there are, and
 * where a title run into the first statement ends (0: none; run-in-title.ts).
 */
export interface TextPlace {
  leading: number;
  count: number;
  titleEnd: number;
}

export function textPlace(statements: readonly Statement[], language: Language): TextPlace {
  const leading = leadingStatements(statements);
  const titleEnd = leading === 1 ? runInTitleEnd(statements[0].content, language) : 0;
  return { leading, count: statements.length, titleEnd };
}

/**
 * The encoder of a text's statements for the default analysis: each statement's sentences as
 * one encoding (a gap no window crosses between two), the leading part weighted, with the
 * statement's distinct concepts in text order; every sentence's candidate key phrases are
 * gathered on the way. `index` is the statement's place in the whole text (`place`), which may
 * be read in parts.
 */
export function subjectEncoder(
  place: TextPlace,
  tokenize: (content: string, observe?: WordObserver) => ConceptToken[],
  ids: ConceptIds,
  phrases: PhraseCandidates,
): (statement: Statement, index: number) => { coded: Encoded; concepts: string[] } {
  const { leading, count, titleEnd } = place;
  return (statement, index) => {
    const leads = index < leading;
    const heading = !leads && isHeading(statement.content, index < count - 1);
    const concepts = new Set<string>();
    // A title run into the first sentence is read as the title it is, then that sentence.
    const runIn = index === 0 && titleEnd > 0;
    const parts = runIn ? [statement.content.slice(0, titleEnd), ...sentencesOf(statement.content.slice(titleEnd).trimStart())] : sentencesOf(statement.content);
    // Where each sentence leads: a title (2), the first sentence (1), or not (0).
    const leadOf = (k: number): Lead => {
      if (!leads) return 0;
      if (runIn) return k === 0 ? 2 : k === 1 ? 1 : 0;
      return k > 0 ? 0 : leading === 2 && index === 0 ? 2 : 1;
    };
    const sentences = parts.map((sentence, k) => {
      const reader = phrases.reader(sentence, leadOf(k));
      const tokens = tokenize(sentence, reader.observe);
      reader.done();
      for (const t of tokens) concepts.add(t.concept);
      return ids.encode(tokens);
    });
    const coded = joinSentences(sentences);
    if (leads) {
      // The title and the sentence it ran into both lead, with the gap between them.
      const [title, first] = sentences.map((s) => s.window.length);
      coded.leading = runIn && first > 0 ? title + (title > 0 ? 1 : 0) + first : title;
      coded.leadingWeight = TITLE_WEIGHT;
    } else if (heading) {
      coded.leading = coded.window.length;
      coded.leadingWeight = HEADING_WEIGHT;
    }
    return { coded, concepts: [...concepts] };
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
