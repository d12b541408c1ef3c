// PostgreSQL's failures as one clear sentence each: an unreachable database is "try again" (503), never a crash.
import { ApiError, badRequest, unavailable } from '../core/errors.js';

/** Seconds a client is asked to wait when the database cannot be reached (a restart takes a few). */
export const RETRY_AFTER_SECONDS = 2;

interface PgLikeError extends Error {
  code?: string;
  errno?: number;
  syscall?: string;
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOENT']);

/** Is this the database being away (down, restarting, unreachable) rather than a wrong request or schema? */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as PgLikeError).code ?? '';
  if (NETWORK_CODES.has(code)) return true;
  // Class 08: connection exception; 57P01-57P03: shut down, crashed, starting up; 53300: too many connections.
  if (/^08/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly|not queryable/i.test(error.message);
}

/** Any failure of the PostgreSQL store as one ApiError naming the database (without its password). */
export function pgError(error: unknown, where: string): Error {
  if (error instanceof ApiError) return error;
  if (!(error instanceof Error)) return new Error(String(error));
  const e = error as PgLikeError;
  const code = e.code ?? '';
  if (code === 'ENOTFOUND') return failure(`cannot find the host of the store ${where} (DNS lookup failed): check the host in --store or TNA_STORE_URL`);
  if (isConnectionFailure(error)) {
    const why = code === 'ECONNREFUSED' ? 'connection refused' : code === '57P03' ? 'the database is starting up' : /^57P0[12]$/.test(code) ? 'the database shut down' : e.message || code;
    return unavailable(`cannot reach the store's database ${where} (${why}): is it running, and are the host and port in --store or TNA_STORE_URL right? Try again in a few seconds`, RETRY_AFTER_SECONDS);
  }
  if (code === '28P01' || code === '28000') return failure(`the store's database ${where} refused the login (${e.message}): check the user and password in --store or TNA_STORE_URL`);
  if (code === '3D000') return failure(`the store's database ${where} does not exist (${e.message}): create it (createdb) or check the database name in --store or TNA_STORE_URL`);
  if (code === '42501') return failure(`the store's database ${where} refused (${e.message}): the user in --store or TNA_STORE_URL needs the right to create tables in it`);
  if (code === '22021' || code === '22P05') return badRequest(`the text holds a character PostgreSQL cannot store (${e.message}), such as a NUL`, 'text');
  if (code === '53100') return failure(`the disk holding the store's database ${where} is full; nothing was saved`);
  return failure(`the store ${where} failed: ${e.message}`);
}

function failure(message: string): ApiError {
  return new ApiError(500, 'internal', message);
}
