// `tna serve`: the command's flags; run.ts starts the server.
import { Command, Option } from 'commander';
import { DEFAULT_PORT, DEFAULT_RATE_LIMIT, defaultMemoryBudget } from '../../http/server-defaults.js';
import type { CliCommand } from '../command.js';
import { DEFAULT_WORKERS, type ServeOptions } from './options.js';

export function serveCommand(): Command {
  return new Command('serve')
    .description('Serve the same analysis over HTTP (the API in docs/api.md) for `tna --remote` and other clients')
    .option('--host <host>', 'address to listen on; 0.0.0.0 for every interface', '127.0.0.1')
    .option('--port <port>', 'port to listen on; 0 picks a free one', String(DEFAULT_PORT))
    .option('--tokens <file>', 'bearer tokens: a JSON file { "<token>": "<user>" } (else env TNA_SERVE_TOKENS=token1:alice,token2:bob)')
    .option('--anonymous <n>', 'allow n keyless requests per client address per hour (no saving, no language model, smaller bodies)', '0')
    .option('--max-body <size>', 'largest request body, in bytes or with kb/mb', '1mb')
    .option('--anonymous-max-body <size>', 'largest body of a keyless request', '64kb')
    .option('--rate-limit <n>', 'requests per minute per token; 0 for no limit', String(DEFAULT_RATE_LIMIT))
    .option('--workers <n>', 'analysis worker threads; 0 runs the analysis on the server thread', String(DEFAULT_WORKERS))
    .option(
      '--memory-budget <MiB>',
      `memory the requests in progress may take together, in MiB (or 1gb, 512mb); beyond it requests wait, then get 503 (env TNA_SERVE_MEMORY; default an eighth of this machine's memory, 128 to 1024: ${defaultMemoryBudget() / 2 ** 20})`,
    )
    .addOption(new Option('--compat <mode>', 'answer also under the hosted service\'s field names, for its clients (a request\'s Tna-Compat header decides for itself)').choices(['hosted', 'none']))
    .option('--public-url <url>', 'this server\'s address as clients reach it (behind a proxy), for links to saved graphs; default: each request\'s Host')
    .option('--trust-proxy', 'behind a reverse proxy: links to saved graphs follow its X-Forwarded-Proto and X-Forwarded-Host headers')
    .option('--quiet', 'no request log on stderr');
}

export const serveCli: CliCommand = {
  name: 'serve',
  examples: [
    ["TNA_SERVE_TOKENS=$TOKEN:alice tna serve", "the API on 127.0.0.1:8080, for one user"],
    ["tna serve --host 0.0.0.0 --tokens tokens.json --store postgres://tna@db/tna", "a team server on a shared PostgreSQL store"],
    ["tna graph notes.md --remote http://127.0.0.1:8080 --token $TOKEN", "any command, against that server"],
  ],
  define: serveCommand,
  // The server, fastify and the worker pool load only when `tna serve` runs.
  run: async (_args, opts, io) => (await import('./run.js')).runServe(opts as unknown as ServeOptions, io),
};
