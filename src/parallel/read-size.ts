// How long a text must be to be read on two threads (read.ts): its own module, so that deciding
// loads neither the worker code nor anything else.

/**
 * Texts shorter than this many characters are read on one thread: a worker's start costs more
 * than the part of their reading it would take over.
 */
export const PARALLEL_TEXT = 400_000;
