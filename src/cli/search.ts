// `tna search QUERY`: full-text search over the saved statements (E6), the matches and the graph they make.
import { MAX_NODES_HELP } from './help-text.js';
import { DEFAULT_MAX_NODES } from '../service/values.js';
import { Chalk } from 'chalk';
import { Command, Option } from 'commander';
import { hasMatches, type SearchResponse } from '../service/search-response.js';
import type { Service } from '../service/service.js';
import { EXIT_NO_MATCH, type CliCommand } from './command.js';
import { wantsColour, type IO } from './io.js';
import { renameField } from './field-flags.js';
import { analysisMode, analysisOption } from './text-options.js';
import { GRAPH_FORMATS, renderGraphFormat, renderJson, renderText, type GraphFormat } from './render.js';

interface SearchOptions {
  format?: GraphFormat;
  contexts?: string;
  maxNodes?: string;
  showContexts?: boolean;
  limit?: string;
  user?: string;
  compact?: boolean;
  analysis?: string;
}

const FIELD_FLAGS: Record<string, string> = { query: 'the query', contextNames: '--contexts', maxNodes: '--max-nodes', limit: '--limit', userName: '--user', analysis: '--analysis' };

function searchCommand(): Command {
  return new Command('search')
    .description('Search the saved statements ("exact phrase", prefix*, AND/OR/NOT, NEAR, as SQLite full-text search reads them) and graph what matched; exit 1 when nothing matches')
    .argument('<query...>', 'words to search for; several words must all match')
    .addOption(
      new Option('-f, --format <format>', 'output: json (the matches and their graph), summary, dot, text (matches and a readable report); default: text on a terminal, json in a pipe')
        .choices(GRAPH_FORMATS)
    )
    .option('--contexts <names>', 'search only these saved graphs, comma-separated (default: all of yours)')
    .option('--max-nodes <n>', MAX_NODES_HELP, String(DEFAULT_MAX_NODES))
    .option('--show-contexts', 'add the graphs the matches came from, with their number of matches')
    .option('--limit <n>', 'graph at most the n most relevant matches', '1000')
    .option('--compact', 'compact statements and graph, as tna graph --compact')
    .option('--user <name>', 'whose graphs (default: anonymous)')
    .addOption(analysisOption());
}

/** The matches, one line each, then the report on the graph they make. */
export function renderMatches(response: SearchResponse, colour: boolean): string {
  const c = new Chalk({ level: colour ? 1 : 0 });
  if (!hasMatches(response)) return 'No saved statement matches.\n';
  const statements = response.entriesAndGraphOfContext.statements;
  const lines = [c.bold(`${statements.length} matching statement${statements.length === 1 ? '' : 's'}, most relevant first`)];
  for (const s of statements) {
    const text = s.content.replace(/\s+/g, ' ');
    lines.push(`  ${c.cyan(s.id)}  ${text.length > 100 ? text.slice(0, 99) + '…' : text}`);
  }
  if (response.contexts) {
    lines.push('', c.bold('Graphs'));
    for (const g of response.contexts) lines.push(`  ${g.contextName}${g.userName === response.userName ? '' : ` (${g.userName})`}: ${g.matches}`);
  } else {
    // The graphs the matches came from, most matches first; on a server, with each one's address.
    const { graphNames, graphUrls } = response.entriesAndGraphOfContext;
    lines.push('', c.bold(graphNames.length === 1 ? 'Graph' : 'Graphs'));
    graphNames.forEach((name, i) => lines.push(`  ${name}${graphUrls[i] ? `  ${c.dim(graphUrls[i])}` : ''}`));
  }
  return lines.join('\n') + '\n\n' + renderText(response, colour);
}

export const searchCli: CliCommand = {
  name: 'search',
  exitStatus: [[1, 'no statement matches the query, or the store failed']],
  examples: [
    ["tna search drought", "every saved statement about drought, and their graph"],
    ["tna search '\"climate change\" OR drought*' -f summary", "a phrase or a prefix, as a summary"],
    ["tna search rain --contexts notes,journal --show-contexts", "only two saved graphs, with where the matches came from"],
  ],
  define: searchCommand,
  progress: 'Searching…',
  async run(args, rawOpts, io: IO, service: Service) {
    const opts = rawOpts as unknown as SearchOptions;
    const format: GraphFormat = opts.format ?? (io.stdoutIsTTY ? 'text' : 'json');
    const query = {
      includeGraphSummary: format === 'summary',
      compactStatements: Boolean(opts.compact),
      compactGraph: Boolean(opts.compact),
    };
    const body = {
      query: (args[0] as string[]).join(' '),
      contextNames: opts.contexts,
      userName: opts.user,
      maxNodes: opts.maxNodes,
      showContexts: opts.showContexts,
      limit: opts.limit,
      analysis: analysisMode(opts.analysis, io.env),
    };
    const response = await service.search(query, body).catch((error) => {
      throw renameField(error, FIELD_FLAGS);
    });
    if (!hasMatches(response)) {
      // No graph: JSON says so by having none, text says it in words, summary and DOT are empty.
      const text = format === 'json' ? renderJson(response) : format === 'text' ? renderMatches(response, false) : '';
      return { text, exitCode: EXIT_NO_MATCH };
    }
    return renderGraphFormat(format, response, (r) => renderMatches(r, wantsColour(io)));
  },
};
