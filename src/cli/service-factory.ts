// Chooses the Service a command runs against: a remote server when one is named, else this machine.
import type { Service } from '../api/service.js';
import type { GlobalOptions } from './command.js';
import type { IO } from './io.js';

/** The analysis modules load only when a command needs them, so --help and --version stay instant. */
export async function createService(opts: GlobalOptions, io: IO): Promise<Service> {
  const remote = opts.remote ?? io.env.TNA_REMOTE;
  if (remote) return (await import('./remote-options.js')).remoteService(remote, opts, io);
  return createLocalService(opts, io);
}

/** This machine's Service; `tna serve` builds each worker's service with it too, so both stay alike. */
export async function createLocalService(opts: GlobalOptions, io: IO): Promise<Service> {
  const { LocalService } = await import('../api/local.js');
  const { localStore } = await import('./local-store.js');
  const { languageModelFromEnv } = await import('../ai/client.js');
  return new LocalService({ languageModel: languageModelFromEnv(io.env), store: localStore(opts, io) });
}
