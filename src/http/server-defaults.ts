// Defaults of `tna serve`'s limits, in a module of their own so the CLI can show them without loading the server.
import os from 'node:os';
export const DEFAULT_MAX_BODY = 1024 * 1024;
export const DEFAULT_ANONYMOUS_MAX_BODY = 64 * 1024;
/** Requests per minute per token. */
export const DEFAULT_RATE_LIMIT = 600;
export const DEFAULT_PORT = 8080;
/** Requests that may wait for a worker or for memory; more are turned away with 503. */
export const DEFAULT_MAX_QUEUE = 1000;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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

/** How long a client may take, in milliseconds: slow clients holding connections are cut off. */
export interface Timeouts {
  /** To send a whole request, body included. */
  requestMs: number;
  /** To send the request's headers. */
  headersMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
}
export const DEFAULT_TIMEOUTS: Timeouts = { requestMs: 60_000, headersMs: 20_000, keepAliveMs: 72_000 };
/** How long a stopping server lets the requests in flight finish before it cuts them off. */
export const DEFAULT_DRAIN_MS = 30_000;
/**
 * How long a stopping server answers /readyz 503 before it refuses new connections, when something
 * watches /readyz: longer than the shipped balancer configuration (deploy/haproxy.cfg) takes to
 * see two failed checks (2 s apart, then 0.5 s), with room for a slow check.
 */
export const DEFAULT_DRAIN_DELAY_MS = 5_000;
