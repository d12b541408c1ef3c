// A long text read on two threads: this one reads the first half of its statements, a worker
// thread the rest, each into a TextReading of its own (core/text-reading.ts), and the worker's
// part is added to this thread's in text order, so the graph, the statements' concepts and the
// candidate phrases are those one reading makes. Where the language joins word forms by the
// whole text's counts (the default analysis of English, say), each thread counts its half's
// words first; this one adds the counts and makes the concept of every word, which both read with.
// Where the text may have passages in another language, the worker reads which statements are in
// one while this thread counts all the words and decides which common words are generic.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { conceptGraph, type AnalyzeOptions, type BuiltGraph } from '../core/analyze.js';
import { proseStatements } from '../core/text/code-spans.js';
import { commonGenericWords, textGenericWords, textLanguage } from '../core/text/concepts.js';
import { knownReadings, readsPassages, type StatementReading } from '../core/text/other-passages.js';
import { textPlace } from '../core/subject-graph.js';
import { readsInParts, TextReading, wordTally, type ReadingPlan, type ReadPart } from '../core/text-reading.js';
import type { WordCounts } from '../core/text/word-counts.js';
import type { Statement } from '../core/types.js';
import type { FromReader, ReadSetup, ToReader } from './read-protocol.js';
import { PARALLEL_TEXT } from './read-size.js';
import { workerFile } from './worker-file.js';

export { PARALLEL_TEXT };

export interface ReadOptions {
  /** Threads to read on (default: the processors available); at most two are used. */
  threads?: number;
  /** Read on one thread below this many characters (default PARALLEL_TEXT; tests use 0). */
  minChars?: number;
}

/** The concept graph of the statements, as conceptGraph() makes it, read on two threads where the text is long enough. */
export async function parallelConceptGraph(shown: readonly Statement[], options: AnalyzeOptions, read: ReadOptions = {}): Promise<BuiltGraph> {
  const statements = proseStatements(shown);
  const at = splitPoint(statements, read.minChars ?? PARALLEL_TEXT);
  const threads = Math.floor(read.threads ?? availableParallelism());
  if (at === undefined || threads < 2) return conceptGraph(shown, options);
  const language = textLanguage(statements, options);
  if (!readsInParts(language, options)) return conceptGraph(shown, options);
  const plan: ReadingPlan = { language, place: textPlace(statements, language) };
  const mine = statements.slice(0, at);
  const tally = wordTally(language, options);
  // The worker reads which statements are in another language while this thread decides the
  // text's common generic words: the two took a long text's main thread a second in turn.
  const passagesApart = tally !== undefined && options.analysis !== 'reference' && !options.wordList && readsPassages(language);
  // Where the worker reads the statements' languages, this thread counts all the words: the
  // worker starts a third of a second later, with its code not yet compiled (all 233 addresses:
  // 0.94 times the time of each counting half).
  const countAt = passagesApart ? statements.length : at;
  const worker = new Reader({ statements: statements.slice(at) as Statement[], first: at, options, plan, ...(tally ? { countFrom: countAt - at } : {}), readings: passagesApart });
  if (passagesApart) worker.send({ before: mine as Statement[] });
  try {
    if (tally) {
      // Counted as one reading counts the whole text's prose: through proseStatements once more.
      tally.read(proseStatements(statements.slice(0, countAt))).absorb(await worker.counts());
      const counts = tally.counted();
      plan.words = { counts };
      if (passagesApart) {
        const common = commonGenericWords(shown, language, options, counts);
        knownReadings(statements, language, await worker.readings());
        plan.words.generic = [...common, ...textGenericWords(statements, language, counts)];
      }
    }
    // This thread's reading knows the whole text (which common words are used as verbs reads
    // their first uses), and makes the concepts of the text's words once, here, for both threads.
    const reading = new TextReading(shown, options, plan, statements);
    if (plan.words) worker.send({ words: reading.words(plan.words.counts) });
    return reading.read(mine, 0).absorb(await worker.part()).built(shown);
  } finally {
    await worker.close();
  }
}

/**
 * Where the second thread's part starts: the first statement past half the text's characters;
 * undefined when the text is too short, or one statement holds most of it.
 */
function splitPoint(statements: readonly Statement[], minChars: number): number | undefined {
  let total = 0;
  for (const s of statements) total += s.content.length;
  if (total < minChars || statements.length < 2) return undefined;
  let sum = 0;
  for (let k = 0; k < statements.length - 1; k++) {
    sum += statements[k].content.length;
    if (sum * 2 >= total) return k + 1;
  }
  return statements.length - 1;
}

/** The worker thread that reads the second part, answering once or twice. */
class Reader {
  private readonly worker: Worker;
  private readonly replies: FromReader[] = [];
  private waiting?: { resolve: (reply: FromReader) => void; reject: (error: Error) => void };
  private failure?: Error;
  private closing = false;

  constructor(setup: ReadSetup) {
    this.worker = new Worker(workerFile(import.meta.url, ['./read-worker.js', './tna-read.mjs'], 'reading'), { workerData: setup });
    this.worker.on('message', (reply: FromReader) => {
      if (this.waiting) {
        this.waiting.resolve(reply);
        this.waiting = undefined;
      } else this.replies.push(reply);
    });
    const fail = (error: Error) => {
      this.failure ??= error;
      this.waiting?.reject(error);
      this.waiting = undefined;
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => {
      if (!this.closing) fail(new Error(`the reading worker stopped (exit code ${code})`));
    });
  }

  private next(): Promise<FromReader> {
    const reply = this.replies.shift();
    if (reply) return Promise.resolve(reply);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }

  /** The worker's next answer; its failure as an error. */
  private async answer(): Promise<Exclude<FromReader, { error: string }>> {
    const reply = await this.next();
    if ('error' in reply) throw new Error(`reading worker: ${reply.error}`);
    return reply;
  }

  async counts(): Promise<WordCounts> {
    const reply = await this.answer();
    if (!('counts' in reply)) throw new Error('reading worker: it sent its part before its counts');
    return reply.counts;
  }

  async readings(): Promise<StatementReading[]> {
    const reply = await this.answer();
    if (!('readings' in reply)) throw new Error('reading worker: it sent no readings of the statements after its counts');
    return reply.readings;
  }

  send(message: ToReader): void {
    this.worker.postMessage(message);
  }

  async part(): Promise<ReadPart> {
    const reply = await this.answer();
    if (!('part' in reply)) throw new Error('reading worker: it sent counts, not its part');
    return reply.part;
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.worker.terminate();
  }
}
