// Entry of a reading worker thread: counts the words of its part's last statements when the
// language needs the whole text's counts (then, given the statements before its part, reads which
// of the text's statements are in another language, and waits for the counts), reads its part,
// sends it back and is done.
import { parentPort, workerData } from 'node:worker_threads';
import { proseStatements } from '../core/text/code-spans.js';
import { statementReadings } from '../core/text/other-passages.js';
import { TextReading, wordTally, type ReadPart } from '../core/text-reading.js';
import type { TextWords } from '../core/text/concepts.js';
import type { FromReader, ReadSetup, ToReader } from './read-protocol.js';

const port = parentPort;
if (!port) throw new Error('read-worker runs only as a worker thread');

const { statements, first, options, plan, countFrom, readings } = workerData as ReadSetup;

function send(message: FromReader, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(message, transfer);
}

function sendError(error: unknown): void {
  send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
}

function read(words?: TextWords): void {
  try {
    const part = new TextReading(statements, options, words ? { ...plan, words } : plan).read(statements, first).part();
    send({ part }, buffersOf(part));
  } catch (error) {
    sendError(error);
  }
}

/**
 * The part's typed arrays, moved rather than copied (this thread is done with them). A long text
 * has tens of thousands of statements, each with its own small arrays, and moving an array has a
 * cost of its own (moving 120,000 of them took a quarter of a second): each kind is first packed
 * into one buffer, which the statements' arrays then view.
 */
function buffersOf(part: ReadPart): ArrayBuffer[] {
  const windows = packed(part.encoded.map((s) => s.window));
  const mentions = packed(part.encoded.map((s) => s.mentions));
  part.encoded.forEach((s, i) => {
    s.window = windows.views[i];
    s.mentions = mentions.views[i];
  });
  const concepts = packed(part.concepts);
  part.concepts = concepts.views;
  const out = [windows.buffer, mentions.buffer, concepts.buffer];
  if (part.phrases) for (const array of [part.phrases.prefix, part.phrases.last, part.phrases.count, part.phrases.leads, part.phrases.ends]) out.push(array.buffer as ArrayBuffer);
  return [...new Set(out)];
}

/** The arrays copied one after another into one buffer, and a view of each there. */
function packed(arrays: readonly Int32Array[]): { buffer: ArrayBuffer; views: Int32Array[] } {
  let length = 0;
  for (const array of arrays) length += array.length;
  const all = new Int32Array(length);
  let at = 0;
  const views = arrays.map((array) => {
    all.set(array, at);
    at += array.length;
    return all.subarray(at - array.length, at);
  });
  return { buffer: all.buffer, views };
}

if (countFrom !== undefined) {
  try {
    // Counted as one reading counts the whole text's prose: through proseStatements once more.
    send({ counts: wordTally(plan.language, options)!.read(proseStatements(statements.slice(countFrom))).counted() });
    const readWords = () => port.once('message', (message: ToReader) => read('words' in message ? message.words : undefined));
    if (readings) {
      port.once('message', (message: ToReader) => {
        try {
          if ('before' in message) send({ readings: statementReadings([...message.before, ...statements], plan.language) });
          readWords();
        } catch (error) {
          sendError(error);
        }
      });
    } else readWords();
  } catch (error) {
    sendError(error);
  }
} else read();
