// Entry of a reading worker thread: counts its part's words when the language needs the whole
// text's counts (then waits for them), reads its part, sends it back and is done.
import { parentPort, workerData } from 'node:worker_threads';
import { proseStatements } from '../core/text/code-spans.js';
import { TextReading, wordTally, type ReadPart } from '../core/text-reading.js';
import type { FromReader, ReadSetup, ToReader } from './read-protocol.js';

const port = parentPort;
if (!port) throw new Error('read-worker runs only as a worker thread');

const { statements, first, options, plan, count } = workerData as ReadSetup;

function send(message: FromReader, transfer: ArrayBuffer[] = []): void {
  port!.postMessage(message, transfer);
}

function read(words?: ToReader['words']): void {
  try {
    const part = new TextReading(statements, options, words ? { ...plan, words } : plan).read(statements, first).part();
    send({ part }, buffersOf(part));
  } catch (error) {
    send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}

/** The part's typed arrays, moved rather than copied (this thread is done with them). */
function buffersOf(part: ReadPart): ArrayBuffer[] {
  const out = new Set<ArrayBuffer>();
  const add = (array: { buffer: ArrayBufferLike }) => out.add(array.buffer as ArrayBuffer);
  for (const s of part.encoded) {
    add(s.window);
    add(s.mentions);
  }
  part.concepts.forEach(add);
  if (part.phrases) [part.phrases.prefix, part.phrases.last, part.phrases.count, part.phrases.leads, part.phrases.ends].forEach(add);
  return [...out];
}

if (count) {
  try {
    // Counted as one reading counts the whole text's prose: through proseStatements once more.
    send({ counts: wordTally(plan.language, options)!.read(proseStatements(statements)).counted() });
    port.once('message', ({ words }: ToReader) => read(words));
  } catch (error) {
    send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
} else read();
