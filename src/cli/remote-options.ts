// The CLI's way to a remote server: --remote, --token, --timeout (TNA_REMOTE, TNA_TOKEN) → a RemoteService.
import { badRequest } from '../core/errors.js';
import { RemoteService } from '../http/remote.js';
import type { Service } from '../service/service.js';
import type { GlobalOptions } from './command.js';
import type { IO } from './io.js';

/** Seconds of --timeout as milliseconds, or a clear error. */
export function timeoutMs(value: string | undefined): number {
  const seconds = value === undefined ? 180 : Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw badRequest(`--timeout must be a number of seconds above 0 (got ${JSON.stringify(value)})`, 'timeout');
  }
  return Math.round(seconds * 1000);
}

export function remoteService(remote: string, opts: GlobalOptions, io: IO): Service {
  // An empty TNA_TOKEN (a blank line in an .env file) means no token, not an empty one.
  const token = (opts.token ?? io.env.TNA_TOKEN)?.trim() || undefined;
  return new RemoteService({ baseUrl: remote, token, timeoutMs: timeoutMs(opts.timeout) });
}
