// The messages between a reading worker thread and the thread that starts it (read.ts).
import type { AnalyzeOptions, ReadingPlan, ReadPart } from '../core/text-reading.js';
import type { TextWords } from '../core/text/concepts.js';
import type { StatementReading } from '../core/text/other-passages.js';
import type { WordCounts } from '../core/text/word-counts.js';
import type { Statement } from '../core/types.js';

/**
 * A worker's workerData: its part of the text's prose, where that part starts in the whole text,
 * the analysis options, and the plan without the counts, which come once every part is counted
 * with the concepts of its words (`countFrom`: the language joins word forms by them, and the
 * worker counts the words of its part's statements from this one on, the thread that started it
 * the rest; absent, the part is read at once).
 */
export interface ReadSetup {
  statements: Statement[];
  first: number;
  options: AnalyzeOptions;
  plan: ReadingPlan;
  countFrom?: number;
  /**
   * Whether the worker, once it has sent its counts, is sent the statements before its part and
   * reads which of the whole text's statements are in another language (statementReadings), while
   * the thread that started it decides the text's other generic words. The statements come as a
   * message, not in this setup: the worker reads a message once it is done counting, and its
   * setup before it starts.
   */
  readings: boolean;
}

/**
 * The statements before the part (where the setup asks for readings), then what the part is to
 * know of the whole text's words, when its language joins word forms.
 */
export type ToReader = { before: Statement[] } | { words: TextWords };

export type FromReader = { counts: WordCounts } | { readings: StatementReading[] } | { part: ReadPart } | { error: string };
