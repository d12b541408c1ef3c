// The services behind `tna serve`, built like the CLI's own: one for requests with a token, one without a language model for keyless ones.
import { existsSync } from 'node:fs';
import { ApiError } from '../core/errors.js';
import { localServiceFor } from '../service/local-setup.js';
import type { Services } from './task.js';
import type { StoreTiming } from './metrics.js';

/** What a worker needs to build its services; plain data, so it crosses into worker threads. */
export interface ServiceSetup {
  db?: string;
  /** A shared PostgreSQL store (--store). */
  store?: string;
  cwd: string;
}

/** Keyless requests get no language model and no web search (reduced functions, as for the hosted service): their configuration is left out. */
export function withoutLanguageModel(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { OPENAI_API_KEY: _key, OPENAI_BASE_URL: _url, ...rest } = env;
  return rest;
}

export async function serveServices(setup: ServiceSetup, env: NodeJS.ProcessEnv = process.env): Promise<Services> {
  // Store calls are timed here and leave with the next answer, for the server's metrics.
  const timings: StoreTiming[] = [];
  const timer = (operation: string, seconds: number) => void timings.push([operation, seconds]);
  // A server reads only the pages its own search provider found: an address in a request could point anywhere, inside its network too.
  return {
    full: localServiceFor({ ...setup, env, search: { readSuppliedPages: false }, background: true }, { storeTimer: timer }),
    keyless: localServiceFor({ ...setup, env: withoutLanguageModel(env), search: false, background: true }, { storeTimer: timer }),
    storeTimings: () => timings.splice(0),
  };
}

/** The worker entry next to this module: tsc's output, or the bundle's own entry beside dist/tna.cjs. */
export function serveWorkerFile(): URL {
  for (const name of ['./serve-worker.js', './tna-worker.mjs']) {
    const url = new URL(name, import.meta.url);
    if (existsSync(url)) return url;
  }
  throw new ApiError(500, 'internal', 'the serve worker module is missing: run `npm run build`');
}
