// The services behind `tna serve`, built like the CLI's own: one for requests with a token, one without a language model for keyless ones.
import type { Services } from '../api/task.js';
import type { GlobalOptions } from './command.js';
import type { IO } from './io.js';
import { createLocalService } from './service-factory.js';

/** What a worker needs to build its services; plain data, so it crosses into worker threads. */
export interface ServiceSetup {
  db?: string;
  cwd: string;
}

/** Keyless requests get no language model (INTERFACE.md: "reduced functions"): its configuration is left out. */
export function withoutLanguageModel(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { OPENAI_API_KEY: _key, OPENAI_BASE_URL: _url, ...rest } = env;
  return rest;
}

export async function serveServices(setup: ServiceSetup, env: NodeJS.ProcessEnv = process.env): Promise<Services> {
  const opts: GlobalOptions = { db: setup.db };
  const io = (e: NodeJS.ProcessEnv): IO => ({
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    stdinIsTTY: false,
    stdoutIsTTY: false,
    stderrIsTTY: false,
    env: e,
    cwd: setup.cwd,
  });
  return { full: await createLocalService(opts, io(env)), keyless: await createLocalService(opts, io(withoutLanguageModel(env))) };
}
