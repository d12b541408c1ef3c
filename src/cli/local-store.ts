// The CLI's way to the store of saved graphs: where it is (--store, --db, TNA_STORE_URL, TNA_DB, XDG) and, for management commands, opening it.
import { badRequest } from '../core/errors.js';
import { storeLocation } from '../store/location.js';
import { storeFor } from '../store/provider.js';
import type { StoreProvider } from '../store/types.js';
import type { GlobalOptions } from './command.js';
import type { IO } from './io.js';

/** Commands that change saved graphs work on this machine's store only; the API has no endpoint for them. */
export function managedStore(command: string, opts: GlobalOptions, io: IO): StoreProvider {
  if (opts.remote || io.env.TNA_REMOTE) {
    throw badRequest(`tna ${command} changes the local store only and cannot reach a remote server: drop --remote (and TNA_REMOTE)`);
  }
  return storeFor(storeLocation({ store: opts.store, db: opts.db }, io.env, io.cwd));
}
