// `tna graph`: text → the E1 request → a Service → a renderer → stdout.
import { Command, Option } from 'commander';
import type { Service } from '../api/service.js';
import { DOUBLE_BRACKETS, MENTIONS, SQUARE_BRACKETS } from '../core/text/settings.js';
import type { CliCommand } from './command.js';
import { readStatements, readText } from './input.js';
import { wantsColour, type IO } from './io.js';
import { GRAPH_FORMATS, renderDot, renderJson, renderSummary, renderText, type GraphFormat } from './render.js';
import { checkOut, EXPORT_FORMATS, exportSourceOf, isExportFormat, OUT_HELP, renderExport, type ExportFormat } from './exports.js';

export interface GraphOptions {
  format?: GraphFormat | ExportFormat;
  /** Where an export goes instead of stdout. */
  out?: string;
  /** A statements file, or false for --no-statements (includeStatements=false). */
  statements?: string | false;
  name?: string;
  user?: string;
  save?: boolean;
  replace?: boolean;
  stats: boolean;
  graph: boolean;
  extendedSummary: boolean;
  graphSummary?: boolean;
  gapDepth?: string;
  compact?: boolean;
  compactStatements?: boolean;
  compactGraph?: boolean;
  maxNodes?: string;
  stopwords?: string;
  language?: string;
  hashtagsOnly?: boolean;
  wordsIfNoHashtags?: boolean;
  wikiLinks?: string;
  brackets?: string;
  mentions?: string;
  entities?: boolean;
  entitiesOnly?: boolean;
  replaceEntities: boolean;
  aiTopics?: boolean;
  contextType?: string;
}

/** Request field → the flag that sets it, so that errors name what the user typed. */
export const FLAG_OF_FIELD: Record<string, string> = {
  gapDepth: '--gap-depth',
  maxNodes: '--max-nodes',
  language: '--language',
  stopwords: '--stopwords',
  'contextSettings.doubleSquarebracketsProcessing': '--wiki-links',
  'contextSettings.squareBracketsProcessing': '--brackets',
  'contextSettings.mentionsProcessing': '--mentions',
  text: 'the input',
  statements: '--statements',
  name: '--name',
  replace: '--replace',
  pinnedNodes: '--pin',
  topicsToProcess: '--topics',
  prompt: '--prompt',
  graph: '--graph',
};

export function graphCommand(): Command {
  return new Command('graph')
    .description('Turn text into a knowledge graph: clusters, influential concepts, gaps, gateways, diversity (E1)')
    .argument('[files...]', 'text files or globs to read; "-" or nothing reads stdin')
    .addOption(
      new Option(
        '-f, --format <format>',
        'output: json (the E1 response), summary (plain text for language models), dot (compact DOT), text (readable report); exports: graphviz, gexf, graphml, csv, html (a picture)',
      )
        .choices([...GRAPH_FORMATS, ...EXPORT_FORMATS])
        .default(undefined, 'text on a terminal, json in a pipe'),
    )
    .option('-o, --out <file>', OUT_HELP)
    .option('--statements <file>', 'read statements from a JSON array, JSON lines or CSV file (with timestamps and categories) instead of text')
    .option('-n, --name <name>', 'context name of the graph')
    .option('--user <name>', 'owner of the graph (userName)', undefined)
    .option('--save', 'save the statements to the graph --name (doNotSave=false), appending to it if it exists')
    .option('--replace', "with --save, replace the saved graph's statements instead of appending")
    .option('--no-stats', 'leave out the diversity statistics (addStats=false)')
    .option('--no-statements', 'leave out the annotated statements (includeStatements=false)')
    .option('--no-graph', 'leave out nodes, edges, clusters, gaps and DOT views (includeGraph=false)')
    .option('--no-extended-summary', 'leave out extendedGraphSummary')
    .option('--graph-summary', 'include the plain-text graphSummary in JSON (includeGraphSummary=true)')
    .option('--gap-depth <n>', 'which gaps to report first: 0 (most obvious) to 3 (least obvious)', '0')
    .option('--compact', 'both --compact-statements and --compact-graph')
    .option('--compact-statements', 'statements as { id, content, categories, topStatementCommunity, topStatementOfCommunity }')
    .option('--compact-graph', 'nodes as { key, attributes: { bc } } and edges as { source, target, attributes: { weight } }')
    .option('--max-nodes <n>', 'keep the n nodes of highest weighted degree; "all" keeps every node', '150')
    .option('--stopwords <words>', 'extra stopwords, comma-separated; "-word" keeps a default stopword')
    .option('--language <code>', 'stopword language: auto, en, de, fr, es, pt, it, ru', 'auto')
    .option('--hashtags-only', 'only #hashtags, @mentions and [[wiki links]] become concepts')
    .option('--words-if-no-hashtags', 'a statement with hashtags or wiki links contributes only those')
    .addOption(new Option('--wiki-links <mode>', '[[wiki links]] processing').choices(DOUBLE_BRACKETS).default('PROCESS_AS_MENTIONS'))
    .addOption(new Option('--brackets <mode>', '[single bracket] processing').choices(SQUARE_BRACKETS).default('IGNORE_BRACKETS'))
    .addOption(new Option('--mentions <mode>', '@mention processing').choices(MENTIONS).default('CONNECT_TO_ALL_CONCEPTS'))
    .option('--entities', 'multi-word proper names (New York) become one concept (modifyAnalyzedText=detectEntities)')
    .option('--entities-only', 'only multi-word proper names become concepts (modifyAnalyzedText=extractEntitiesOnly)')
    .option('--no-replace-entities', 'with --entities, keep the words of a name as concepts too')
    .option('--ai-topics', 'name the clusters with a language model (aiTopics=true)')
    .option('--context-type <type>', 'context type, e.g. STANDARD');
}

const list = (value?: string) =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean);

/** The E1 request that the flags describe. */
export async function graphRequest(files: string[], opts: GraphOptions, io: IO, format: GraphFormat | ExportFormat) {
  const query = {
    doNotSave: !opts.save,
    ...(opts.replace ? { replace: true } : {}),
    addStats: opts.stats,
    includeStatements: opts.statements !== false,
    includeGraphSummary: Boolean(opts.graphSummary) || format === 'summary',
    extendedGraphSummary: opts.extendedSummary || format === 'text' || isExportFormat(format),
    includeGraph: opts.graph || format === 'dot' || format === 'text' || isExportFormat(format),
    gapDepth: opts.gapDepth,
    compactStatements: Boolean(opts.compact || opts.compactStatements),
    // An export needs every node's community and degrees.
    compactGraph: Boolean(opts.compact || opts.compactGraph) && !isExportFormat(format),
    maxNodes: opts.maxNodes,
  };
  const input = { stdin: io.stdin, stdinIsTTY: io.stdinIsTTY, cwd: io.cwd };
  const source = typeof opts.statements === 'string'
    ? await readStatements(opts.statements, input)
    : files.length > 0 || !opts.name || opts.save
      ? { text: await readText(files, input) }
      : {};
  const body = {
    ...source,
    name: opts.name,
    userName: opts.user,
    aiTopics: opts.aiTopics,
    modifyAnalyzedText: opts.entitiesOnly ? 'extractEntitiesOnly' : opts.entities ? 'detectEntities' : 'none',
    replaceEntities: opts.replaceEntities,
    contextType: opts.contextType,
    stopwords: list(opts.stopwords),
    language: opts.language,
    contextSettings: {
      partOfSpeechToProcess: opts.hashtagsOnly ? 'HASHTAGS_ONLY' : opts.wordsIfNoHashtags ? 'WORDS_IF_NO_HASHTAGS' : 'HASHTAGS_AND_WORDS',
      doubleSquarebracketsProcessing: opts.wikiLinks,
      squareBracketsProcessing: opts.brackets,
      mentionsProcessing: opts.mentions,
    },
  };
  return { query, body };
}

export const graphCli: CliCommand = {
  define: graphCommand,
  run: (args, opts, io, service) => runGraph(args[0] as string[], opts as unknown as GraphOptions, io, service),
  progress: 'Analyzing…',
};

export async function runGraph(files: string[], opts: GraphOptions, io: IO, service: Service): Promise<string> {
  const format = opts.format ?? (io.stdoutIsTTY ? 'text' : 'json');
  checkOut(format, opts.out);
  const { query, body } = await graphRequest(files, opts, io, format);
  const response = await service.graphAndStatements(query, body as Parameters<Service['graphAndStatements']>[1]);
  if (isExportFormat(format)) {
    const name = response.entriesAndGraphOfContext.graphName ?? opts.name ?? (files.join(', ') || 'stdin');
    return renderExport(format, exportSourceOf(response.entriesAndGraphOfContext, name), { out: opts.out, cwd: io.cwd });
  }
  switch (format) {
    case 'json':
      return renderJson(response);
    case 'summary':
      return renderSummary(response);
    case 'dot':
      return renderDot(response);
    case 'text':
      return renderText(response, wantsColour(io));
  }
}
