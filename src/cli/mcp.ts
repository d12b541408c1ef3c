// `tna mcp`: the command's flags; mcp-run.ts starts the server (and loads the MCP SDK) only when it runs.
import { Command } from 'commander';
import type { CliCommand } from './command.js';
import type { McpOptions } from './mcp-run.js';
import { analysisOption } from './text-options.js';

const collect = (value: string, previous: string[]) => [...previous, value];

function mcpCommand(): Command {
  return new Command('mcp')
    .description('Offer tna to language-model agents (Claude Desktop, VS Code, any MCP client) as tools over stdio; --http adds HTTP')
    .option('--root <dir>', 'a directory whose files the tools may read (repeatable; default: the working directory)', collect, [])
    .option('--http <port>', 'also serve MCP over streamable HTTP at /mcp on this port; 0 picks a free one')
    .option('--host <host>', 'with --http: the address to listen on', '127.0.0.1')
    .option('--tokens <file>', 'with --http: bearer tokens, a JSON file { "<token>": "<user>" } (else env TNA_SERVE_TOKENS=token1:alice)')
    .option('--stateless', 'with --http: keep no sessions (each request stands alone; no event stream)')
    .option('--quiet', 'with --http: no request log on stderr')
    .addOption(analysisOption('TNA_ANALYSIS, else default; for the tool calls that name none (check: after its configuration\'s)'));
}

export const mcpCli: CliCommand = {
  name: 'mcp',
  serves: true,
  examples: [
    ["tna mcp --root ~/notes", "the tools over stdio, reading files under ~/notes"],
    ["tna mcp --http 3000 --root ~/notes", "the same over HTTP at http://127.0.0.1:3000/mcp"],
  ],
  define: mcpCommand,
  run: async (_args, opts, io, service) => (await import('./mcp-run.js')).runMcp(opts as unknown as McpOptions, io, service),
};
