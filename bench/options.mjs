// What the serve benchmarks share in reading their options and summing up latencies.

/** The value of `--name` as a positive number, or an error naming the flag. */
export function positiveNumber(values, name) {
  const n = Number(values[name]);
  if (!(n > 0)) throw new Error(`--${name} must be a positive number, got "${values[name]}"`);
  return n;
}

/** The p-th percentile of latencies sorted in ascending order (nearest rank). */
export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
