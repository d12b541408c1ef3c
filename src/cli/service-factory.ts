// Chooses the Service a command runs against: a remote server when one is named, else this machine.
import { badRequest } from '../core/errors.js';
import type { Service } from '../service/service.js';
import type { GlobalOptions } from './command.js';
import type { IO } from './io.js';

/** The analysis modules load only when a command needs them, so --help and --version stay instant. */
export async function createService(opts: GlobalOptions, io: IO): Promise<Service> {
  const remote = opts.remote ?? io.env.TNA_REMOTE;
  if (remote) {
    // The server searches with its own provider and cache; a choice made here would be silently ignored.
    if (opts.provider) throw badRequest('--provider chooses the web-search provider on this machine; with --remote the server uses its own');
    return (await import('./remote-options.js')).remoteService(remote, opts, io);
  }
  return createLocalService(opts, io);
}

/** This machine's Service, built the same way as each `tna serve` worker's. */
export async function createLocalService(opts: GlobalOptions, io: IO): Promise<Service> {
  return (await import('../service/local-setup.js')).localServiceFor(
    { db: opts.db, store: opts.store, cwd: io.cwd, env: io.env, search: { provider: opts.provider, cache: opts.cache } },
    { progress: io.progress, lazyRelations: true },
  );
}
