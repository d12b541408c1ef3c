// `tna mcp` running: the MCP server on stdin/stdout until the client goes away, and with --http on
// a port as well, until SIGTERM or SIGINT. stdout carries protocol messages only; logs go to stderr.
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { badRequest } from '../core/errors.js';
import { loadTokenTable } from '../http/tokens.js';
import { FileRoots } from '../mcp/files.js';
import { startMcpHttp } from '../mcp/http.js';
import { buildMcpServer } from '../mcp/server.js';
import type { Service } from '../service/service.js';
import { whole } from './flag-values.js';
import type { GlobalOptions } from './command.js';
import { stopSignal, write, type IO } from './io.js';
import { packageVersion } from './version.js';
import { analysisMode } from './text-options.js';
import type { AnalysisMode } from '../core/analysis-mode.js';

export interface McpOptions extends GlobalOptions {
  root: string[];
  http?: string;
  host: string;
  tokens?: string;
  quiet?: boolean;
  stateless?: boolean;
  analysis?: AnalysisMode;
}

export async function runMcp(opts: McpOptions, io: IO, service: Service, stop: Promise<string> = stopSignal()): Promise<void> {
  const version = packageVersion();
  const analysis = analysisMode(opts.analysis, io.env);
  const context = { service, files: await FileRoots.of(opts.root, io.cwd), version, ...(analysis ? { analysis } : {}) };
  const log = (line: string) => void write(io.stderr, line + '\n').catch(() => undefined);

  let http: Awaited<ReturnType<typeof startMcpHttp>> | undefined;
  if (opts.http !== undefined) {
    const port = whole(opts.http, '--http', 0, 65535);
    const tokens = await loadTokenTable(opts.tokens, io);
    if (tokens.size === 0) throw badRequest('tna mcp --http needs tokens: --tokens FILE (JSON { "<token>": "<user>" }) or TNA_SERVE_TOKENS=token1:alice');
    http = await startMcpHttp({
      host: opts.host,
      port,
      tokens,
      serverFor: (user) => buildMcpServer({ ...context, user }, version),
      log: opts.quiet ? undefined : log,
      stateless: Boolean(opts.stateless),
    });
    const mode = opts.stateless ? 'stateless' : 'sessions';
    log(`tna mcp: listening on ${http.url} (${tokens.size} token${tokens.size === 1 ? '' : 's'}, ${mode}), and on stdio`);
  }

  const server = buildMcpServer(context, version);
  const stdinEnded = new Promise<string>((resolve) => {
    io.stdin.once('end', () => resolve('end of input'));
    io.stdin.once('close', () => resolve('end of input'));
  });
  await server.connect(new StdioServerTransport(io.stdin, io.stdout));
  // Without --http the client's going away ends the server; with it, only a signal does. The
  // end of input leaves the transport open, so a call still running writes its answer first.
  const reason = await (http ? stop : Promise.race([stdinEnded, stop]));
  if (reason !== 'end of input') await server.close();
  if (http) {
    await http.close();
    log('tna mcp: stopped');
  }
}
