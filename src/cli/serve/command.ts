// `tna serve`: the command's flags; run.ts starts the server.
import { Command, Option } from 'commander';
import { DEFAULT_DRAIN_DELAY_MS, DEFAULT_DRAIN_MS, DEFAULT_MAX_QUEUE, DEFAULT_PORT, DEFAULT_RATE_LIMIT, DEFAULT_TIMEOUTS, defaultMemoryBudget, LOG_LEVELS } from '../../http/server-defaults.js';
import type { CliCommand } from '../command.js';
import { DEFAULT_WORKERS, type ServeOptions } from './options.js';

export function serveCommand(): Command {
  return new Command('serve')
    .description('Serve the same analysis over HTTP (the API in docs/api.md) for `tna --remote` and other clients')
    .option('--host <host>', 'address to listen on; 0.0.0.0 for every interface', '127.0.0.1')
    .option('--port <port>', 'port to listen on; 0 picks a free one', String(DEFAULT_PORT))
    .option('--tokens <file>', 'bearer tokens: a JSON file { "<token>": "<user>" } (else env TNA_SERVE_TOKENS=token1:alice,token2:bob)')
    .option('--anonymous <n>', 'allow n keyless requests per client address per hour (no saving, no language model, smaller bodies)', '0')
    .option('--allow-anonymous', 'with --anonymous and no tokens, listen on an address other than loopback all the same')
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
    .option('--queue-length <n>', 'requests that may wait for a worker or memory; more get 503 with Retry-After', String(DEFAULT_MAX_QUEUE))
    .option('--max-connections <n>', 'open connections at most; 0 for no limit', '0')
    .option('--request-timeout <s>', 'seconds a client has to send a whole request', String(DEFAULT_TIMEOUTS.requestMs / 1000))
    .option('--headers-timeout <s>', 'seconds a client has to send a request\'s headers', String(DEFAULT_TIMEOUTS.headersMs / 1000))
    .option('--keep-alive-timeout <s>', 'seconds an idle keep-alive connection stays open', String(DEFAULT_TIMEOUTS.keepAliveMs / 1000))
    .option('--drain-delay <s>', `on SIGTERM or SIGINT, seconds /readyz answers 503 while requests are still served, before new connections are refused: time for a balancer to take this instance out; only when /readyz was asked in the last minute (env TNA_SERVE_DRAIN_DELAY; default ${DEFAULT_DRAIN_DELAY_MS / 1000}; 0 for none)`)
    .option('--drain-timeout <s>', 'on SIGTERM or SIGINT, seconds the requests in flight have to finish before they are cut off', String(DEFAULT_DRAIN_MS / 1000))
    .option('--cors-origin <origin...>', 'browser origins allowed to call the API (like https://app.example.org); none by default')
    .option('--metrics-port <port>', 'serve GET /metrics without a token on this port alone (for a scraper inside the network); else on the API\'s port, with a token')
    .addOption(new Option('--log-level <level>', 'least severe log lines written (JSON lines; readable ones on a terminal)').choices(LOG_LEVELS).default('info'))
    .option('--quiet', 'no line per request in the log (errors and start and stop still)');
}

export const serveCli: CliCommand = {
  name: 'serve',
  serves: true,
  examples: [
    ["TNA_SERVE_TOKENS=$TOKEN:alice tna serve", "the API on 127.0.0.1:8080, for one user"],
    ["tna serve --host 0.0.0.0 --tokens tokens.json --store postgres://tna@db/tna", "a team server on a shared PostgreSQL store"],
    ["tna graph notes.md --remote http://127.0.0.1:8080 --token $TOKEN", "any command, against that server"],
  ],
  define: serveCommand,
  // The server, fastify and the worker pool load only when `tna serve` runs.
  run: async (_args, opts, io) => (await import('./run.js')).runServe(opts as unknown as ServeOptions, io),
};
