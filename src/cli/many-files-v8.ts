// V8's settings for a command over many files (`tna check`, `tna graph --each`), set when it
// starts, for its own thread and the worker threads it starts (V8's flags are the process's):
//
// - The heap: what such a run keeps is small (the language data, a page or two in flight, each
//   file's figures), but what it allocates and drops is large (each page's DOM, its words, its
//   graph), and V8 lets a heap grow up to four times what it kept at its last full collection
//   before it collects again. On thousands of pages that growth, not data kept, was most of the peak.
// - The optimizing compiler (TurboFan): each thread is a V8 isolate that compiles its hot code for
//   itself, on V8's threads beside it; over 500 READMEs that compiling kept the second processor
//   busy for most of the run. A worker thread compiles all of it again, on the same processors, so
//   on a 2-core machine two threads were slower than one (1.17×). Compiled without inlining, and
//   only once a function has run four times as long, one thread takes the same time for 0.78–0.86
//   of its CPU, and two threads take 0.85× the time one took before (docs/benchmarks.md, "Both
//   processors").
import { setFlagsFromString } from 'node:v8';

/**
 * How far a heap may grow past what it kept before V8 collects it again, in percent. 50 kept the
 * peak of 1,000 HTML pages at 184 MB instead of 286 MB for the same CPU time; 20 cost a quarter
 * more CPU. It is a pace, not a cap: a heap still grows as far as a large file needs.
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * How much of a function's bytecode runs before V8 considers compiling it with TurboFan: four times
 * V8's own 67,584 (Node 20), so that the code a run spends its time in is optimized and the code it
 * passes through a few times is not.
 */
export const INTERRUPT_BUDGET = 4 * 67_584;

/** The flags, in the order they are set. */
export const MANY_FILES_V8_FLAGS = [`--heap-growing-percent=${HEAP_GROWING_PERCENT}`, '--no-turbo-inlining', `--interrupt-budget=${INTERRUPT_BUDGET}`];

/**
 * Sets them for this process and the worker threads it starts from now on: V8 reads the heap's pace
 * at each full collection, and the compiler's at each function it considers or compiles. The
 * command's code is compiled already, from its code cache, which V8 checks against the flags it
 * was made with: set after, they leave the cache usable.
 */
export function settleForManyFiles(): void {
  for (const flag of MANY_FILES_V8_FLAGS) setFlagsFromString(flag);
}
