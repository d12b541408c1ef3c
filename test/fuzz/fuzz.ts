// How the fuzz suite runs: a fixed seed and a few cases each in `npm test`; `npm run fuzz` (scripts/fuzz.mjs)
// sets TNA_FUZZ_SEED and TNA_FUZZ_RUNS for a long run. A failure prints its seed and path, and how to replay it.
import { appendFileSync } from 'node:fs';
import type { TestContext } from 'node:test';
import fc from 'fast-check';

/** The seed of `npm test`: the same cases every time. */
export const DEFAULT_SEED = 20_261_123;

export const SEED = process.env.TNA_FUZZ_SEED ? Number(process.env.TNA_FUZZ_SEED) : DEFAULT_SEED;

/** Cases for a property: TNA_FUZZ_RUNS when set (the long run), else the short run's number. */
export function runs(short: number): number {
  const long = Number(process.env.TNA_FUZZ_RUNS);
  return Number.isInteger(long) && long > 0 ? long : short;
}

/**
 * Checks `property` with the suite's seed; on failure, throws fast-check's report (seed, path,
 * the shrunk counterexample) and the command that replays exactly that case.
 */
export async function fuzz<T>(t: TestContext, file: string, property: fc.IAsyncPropertyWithHooks<T> | fc.IAsyncProperty<T>, short: number): Promise<void> {
  const path = process.env.TNA_FUZZ_PATH;
  const started = performance.now();
  const details = await fc.check(property, { seed: SEED, numRuns: runs(short), ...(path ? { path, endOnFailure: true } : {}) });
  const ms = performance.now() - started;
  t.diagnostic(`${t.fullName}: ${details.numRuns} cases, seed ${SEED}, ${Math.round(ms)} ms`);
  if (process.env.TNA_FUZZ_REPORT) appendFileSync(process.env.TNA_FUZZ_REPORT, JSON.stringify({ name: t.fullName, cases: details.numRuns, ms }) + '\n');
  if (details.failed) {
    const replay =
      `replay: TNA_FUZZ_SEED=${details.seed} TNA_FUZZ_PATH=${details.counterexamplePath} TNA_FUZZ_RUNS=${runs(short)} ` +
      `node --test --test-name-pattern=${JSON.stringify(t.name)} dist/test/fuzz/${file}`;
    process.stderr.write(`\n${replay}\n`);
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
    throw new Error(`${fc.defaultReportMessage(details)}\n${cause}\n${replay}`);
  }
}
