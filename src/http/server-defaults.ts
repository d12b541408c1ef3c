// Defaults of `tna serve`'s limits, in a module of their own so the CLI can show them without loading the server.
import os from 'node:os';
export const DEFAULT_MAX_BODY = 1024 * 1024;
export const DEFAULT_ANONYMOUS_MAX_BODY = 64 * 1024;
/** Requests per minute per token. */
export const DEFAULT_RATE_LIMIT = 600;
export const DEFAULT_PORT = 8080;

/** The machine's memory, or the container's limit when it has a smaller one. */
export function machineMemory(): number {
  const total = os.totalmem();
  const limit = typeof process.constrainedMemory === 'function' ? process.constrainedMemory() : 0;
  return limit > 0 && limit < total ? limit : total;
}

const MiB = 1024 * 1024;

/** The memory the requests in progress may take, by default: an eighth of the machine's, from 128 MiB to 1 GiB. */
export function defaultMemoryBudget(memory = machineMemory()): number {
  return Math.min(1024 * MiB, Math.max(128 * MiB, Math.floor(memory / 8 / MiB) * MiB));
}
