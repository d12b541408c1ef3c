// This machine's Service as a command or a `tna serve` worker builds it: the store the flags or
// environment name, and the language model the environment configures.
import { languageModelFromEnv } from '../ai/client.js';
import { storePath } from '../store/path.js';
import { storeAt } from '../store/provider.js';
import { LocalService } from './local.js';

/** Plain data, so it crosses into worker threads. */
export interface LocalSetup {
  /** Path of the store (--db); else TNA_DB, else the XDG data directory. */
  db?: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/** Nothing is opened here: the store opens when a request first needs it. */
export function localServiceFor(setup: LocalSetup): LocalService {
  return new LocalService({ languageModel: languageModelFromEnv(setup.env), store: storeAt(storePath(setup.db, setup.env, setup.cwd)) });
}
