// How long a text must be to be read on two threads (read.ts): its own module, so that deciding
// loads neither the worker code nor anything else.

/**
 * Texts shorter than this many characters are read on one thread. Two threads pay for a worker's
 * start (0.1–0.2 s), for counting each half's words apart and sending the counts across, and for
 * adding the second half to the first; and the two readings, run at once, each go slower than
 * one alone (1.1–1.8 times as long from run to run; two processes reading at once, measured
 * beside two threads on all 233 addresses, slowed each other as much, 1.1–1.2 times).
 * Measured on a 2-core machine as whole `tna graph` runs, one thread against two (paired, 8–10
 * runs each), one thread took 0.84 of the time on 1 MB of State of the Union addresses and 0.90
 * on the 0.6 MB of 2000–2016, the two were level from 2 to 6 MB, and two threads won from 8 MB
 * on (one thread 1.09–1.13 times as long on 8 MB, 1.07 on all 10.8 MB).
 */
export const PARALLEL_TEXT = 4_000_000;
