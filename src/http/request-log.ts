// The server's log: Fastify's own logger (pino), one JSON line per request under the request's id
// (a caller's X-Request-Id kept, else a new one, echoed in the response), readable lines on a
// terminal. A line names the method, route, status, duration and user of a request, never its
// text, query, token or a store's path.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Writable } from 'node:stream';
import { pino, stdTimeFunctions, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { FastifyRequest } from 'fastify';
import type { LogLevel } from './server-defaults.js';


export const REQUEST_ID_HEADER = 'x-request-id';
/** An id a caller sends is kept when it is short and plain (a UUID, a proxy's hex id); anything else is replaced. */
const PLAIN_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && PLAIN_ID.test(sent) ? sent : randomUUID();
}

/** Paths go into the log without their query string and without control characters, and never very long. */
export function loggedPath(url: string): string {
  const path = url.split('?')[0];
  return (path.length > 200 ? path.slice(0, 200) + '…' : path).replace(/[^\x21-\x7e]/g, '?');
}

export interface LogSettings {
  level: LogLevel;
  /** Where the lines go (stderr). */
  destination: Writable;
  /** Readable lines rather than JSON (a person at a terminal). */
  pretty?: boolean;
  colors?: boolean;
}

/** The logger `tna serve` hands to Fastify. */
export function serverLogger(settings: LogSettings): Logger {
  const options = {
    level: settings.level,
    timestamp: stdTimeFunctions.isoTime,
    // Level names, not numbers: what a person or a log shipper filters by.
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (!settings.pretty) return pino(options, settings.destination);
  // In this thread (no transport worker): lines come out in order with the server's other output.
  return pino(options, pretty({ destination: settings.destination, colorize: settings.colors ?? false, sync: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' }));
}

/** The one line of a finished request. */
export function logRequest(request: FastifyRequest, status: number, ms: number, user: string | undefined): void {
  const line = {
    method: request.method,
    route: request.routeOptions.url ?? loggedPath(request.url),
    status,
    ms: Math.round(ms),
    user: user ?? '-',
  };
  // A failure of the server is an error; busy (503) or not here (501) is worth a look; the rest is the ordinary.
  if (status === 501 || status === 503) request.log.warn(line, 'request');
  else if (status >= 500) request.log.error(line, 'request');
  else request.log.info(line, 'request');
}
