// Reading `tna serve`'s flags that name addresses and times: each refused in one line that says what is allowed.
import { badRequest } from '../../core/errors.js';
import type { Timeouts } from '../../http/server-defaults.js';
import { whole } from '../flag-values.js';
import type { ServeOptions } from './options.js';

/** An http:// or https:// address, or nothing. */
function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** --cors-origin: an http(s) origin, scheme and host (and port) only. */
export function originOf(value: string): string {
  const url = httpUrl(value);
  if (!url || value.replace(/\/$/, '') !== url.origin) {
    throw badRequest(`--cors-origin must be an origin like https://app.example.org (scheme, host and port only; got ${value})`);
  }
  return url.origin;
}

/** --public-url: an http(s) address, kept without its trailing slash. */
export function publicUrlOf(value: string): string {
  const url = httpUrl(value);
  if (!url || url.search || url.hash) throw badRequest(`--public-url must be an http:// or https:// address, like https://tna.example.org (got ${value})`);
  return url.href.replace(/\/+$/, '');
}

/** Whether --host keeps the server to this machine. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** --request-timeout and the like: whole seconds, as milliseconds (Node needs the headers' limit within the request's). */
export function timeoutsOf(opts: ServeOptions): Timeouts {
  const seconds = (value: string, flag: string) => whole(value, flag, 1, 24 * 3600) * 1000;
  const requestMs = seconds(opts.requestTimeout, '--request-timeout');
  return {
    requestMs,
    headersMs: Math.min(seconds(opts.headersTimeout, '--headers-timeout'), requestMs),
    keepAliveMs: seconds(opts.keepAliveTimeout, '--keep-alive-timeout'),
  };
}
