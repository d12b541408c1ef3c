// V8's pace for the commands that read, analyze and exit (every command but `serve` and `mcp`,
// which keep running), set when the command starts, for its own thread and the worker threads it
// starts (V8's flags are the process's):
//
// - The optimizing compiler (TurboFan): each thread is a V8 isolate that compiles its hot code for
//   itself, on V8's threads beside it, and over 500 READMEs that compiling kept the second
//   processor busy for most of the run; a worker thread compiles all of it again, on the same
//   processors, so on a 2-core machine two threads were slower than one (1.17×). Compiled without
//   inlining, and only once a function has run four times as long as V8 waits by default, the 2016
//   State of the Union address takes 0.84× the time (0.68× the CPU), all 233 addresses as one text
//   the same time, and a check of 500 READMEs the same time on one thread for 0.86× the CPU and
//   0.86× on two (docs/benchmarks.md, "Both processors"). A server keeps V8's own pace: it was not
//   measured under this one, and a process that runs for days pays for its compiling once.
// - The heap, for a command over many files (`tna check`, `tna graph --each`): what such a run
//   keeps is small (the language data, a page or two in flight, each file's figures), but what it
//   allocates and drops is large (each page's DOM, its words, its graph), and V8 lets a heap grow
//   up to four times what it kept at its last full collection before it collects again. On
//   thousands of pages that growth, not data kept, was most of the peak.
//
// V8 reads the compiler's flags at each function it considers or compiles and the heap's at each
// full collection. The command's code is compiled already, from its code cache, which V8 checks
// against the flags it was made with when it loads it: set after, they leave the cache usable.
import { setFlagsFromString } from 'node:v8';

/** V8's own interrupt budget (Node 20): how much of a function's bytecode runs between two looks at whether to optimize it. */
export const V8_INTERRUPT_BUDGET = 67_584;

/**
 * How much of a function's bytecode runs before V8 considers compiling it with TurboFan: four times
 * V8's own, so that the code a run spends its time in is optimized and the code it passes through a
 * few times is not. Eight times was no quicker.
 */
export const INTERRUPT_BUDGET = 4 * V8_INTERRUPT_BUDGET;

/** The compiler's flags, for every command that exits. */
export const COMPILER_FLAGS = ['--no-turbo-inlining', `--interrupt-budget=${INTERRUPT_BUDGET}`];

/**
 * How far a heap may grow past what it kept before V8 collects it again, in percent. 50 kept the
 * peak of 1,000 HTML pages at 184 MB instead of 286 MB for the same CPU time; 20 cost a quarter
 * more CPU. It is a pace, not a cap: a heap still grows as far as a large file needs.
 */
export const HEAP_GROWING_PERCENT = 50;

/** Sets the compiler's pace for this process and the worker threads it starts from now on. */
export function paceCompiler(): void {
  for (const flag of COMPILER_FLAGS) setFlagsFromString(flag);
}

/**
 * Sets V8's own compiler flags back: the build runs commands to make the code cache
 * (scripts/code-cache.mjs), and V8 refuses a cache made under other flags than a start's.
 */
export function v8CompilerDefaults(): void {
  setFlagsFromString('--turbo-inlining');
  setFlagsFromString(`--interrupt-budget=${V8_INTERRUPT_BUDGET}`);
}

/** Sets the heap's pace, for a command over many files, for this process and its worker threads. */
export function collectSooner(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/**
 * Sets V8's flags as a command over many files runs with them (the compiler's pace, which every
 * command that exits sets, and the heap's): its worker threads start under them, and the build
 * writes their code cache under them too (V8 refuses a cache made under other flags).
 */
export function manyFilesPace(): void {
  paceCompiler();
  collectSooner();
}
