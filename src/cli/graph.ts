// `tna graph`: text → the E1 request → a Service → a renderer → stdout.
import { UNDETERMINED_NOTE } from '../core/text/stopwords.js';
import { DEFAULT_MAX_NODES } from '../service/values.js';
import { MAX_NODES_HELP } from './help-text.js';
import { Command, Option } from 'commander';
import { badRequest } from '../core/errors.js';
import type { GraphResponse } from '../report/graph-response.js';
import type { Service } from '../service/service.js';
import { BETWEENNESS_MODES } from '../service/values.js';
import type { CliCommand, CommandResult, GlobalOptions } from './command.js';
import { responseQuery, type GraphOptions } from './graph-options.js';

export { responseQuery, type GraphOptions };
import { addTextOptions, LANGUAGE_HELP, readInputText, textFields } from './text-options.js';
import { readStatements } from '../input/files.js';
import { wantsColour, write, type IO } from './io.js';
import { jsonChunks, writeJson } from './json-chunks.js';
import { GRAPH_FORMATS, renderGraphFormat, renderJson, renderText, type GraphFormat } from './render.js';
import { checkOut, EXPORT_FORMATS, exportSourceOf, gexfVersionOption, isExportFormat, OUT_HELP, renderExport, type ExportFormat } from './exports.js';

/** Request field → the flag that sets it, so that errors name what the user typed. */
export const FLAG_OF_FIELD: Record<string, string> = {
  gapDepth: '--gap-depth',
  maxNodes: '--max-nodes',
  betweenness: '--betweenness',
  threads: '--threads',
  language: '--language',
  stopwords: '--stopwords',
  analysis: '--analysis',
  'contextSettings.doubleSquarebracketsProcessing': '--wiki-links',
  'contextSettings.squareBracketsProcessing': '--brackets',
  'contextSettings.mentionsProcessing': '--mentions',
  text: 'the input',
  statements: '--statements',
  name: '--name',
  replace: '--replace',
  skipExisting: '--skip-existing',
  pinnedNodes: '--pin',
  topicsToProcess: '--topics',
  prompt: '--prompt',
  graph: '--graph',
  importCountry: '--country',
  importLanguage: '--language',
  resultPages: '--results',
  keywordsSource: '--keywords-source',
  compareMode: '--compare-mode',
};

export function graphCommand(): Command {
  const command = new Command('graph')
    .description('Turn text into a knowledge graph: clusters, influential concepts, gaps, gateways, diversity')
    .argument('[files...]', 'text files or globs to read; "-" or nothing reads stdin');
  addGraphOutputOptions(command)
    .option('--statements <file>', 'read statements from a JSON array, JSON lines or CSV file (with timestamps and categories) instead of text')
    .option('-n, --name <name>', 'name of the graph')
    .option('--user <name>', 'owner of the graph (default: anonymous)', undefined)
    .option('--save', 'save the statements to the graph --name, appending to it if it exists')
    .option('--replace', "with --save, replace the saved graph's statements instead of appending")
    .option('--skip-existing', 'with --save, leave out the statements whose text the saved graph already holds')
    .option('--each', 'one graph for each file, printed as each is done, in the order given: a JSON line a file (with its path), or a block a file headed by its path (summary, text, dot); files are analyzed on all processors but one, and on two on a machine of two (--threads N: N at once)');
  addResponseOptions(command, 'threads for betweenness and for reading a long text; with --each, files at once (default: the processors available; with --each, all but one, and two on a machine of two)');
  return addTextOptions(command, { help: LANGUAGE_HELP, default: 'auto' });
}

/** --format, --out and --gexf-version: how a graph response is printed or exported. */
export function addGraphOutputOptions(command: Command): Command {
  return command
    .addOption(
      new Option(
        '-f, --format <format>',
        'output: json (every field), summary (plain text for language models), dot (compact DOT), text (readable report); exports: graphviz, gexf, graphml, csv, html (an interactive picture), svg (a picture for documents); default: text on a terminal, json in a pipe',
      )
        .choices([...GRAPH_FORMATS, ...EXPORT_FORMATS])
    )
    .option('-o, --out <file>', OUT_HELP)
    .addOption(gexfVersionOption());
}

/** What --threads sets where a command makes one graph. */
const THREADS_HELP = 'threads for betweenness and for reading a long text (default: the processors available)';

/** The flags that shape a graph response: what it includes, and how many nodes; `threadsHelp` for a command whose --threads does more. */
export function addResponseOptions(command: Command, threadsHelp = THREADS_HELP): Command {
  return command
    .option('--no-stats', 'leave out the diversity statistics')
    .option('--no-statements', 'leave out the annotated statements')
    .option('--no-graph', 'leave out nodes, edges, clusters, gaps and DOT views')
    .option('--no-extended-summary', 'leave out the structured summary: main topics, concepts, gaps and gateways in words (extendedGraphSummary)')
    .option('--graph-summary', 'include the plain-text summary (graphSummary) in JSON')
    .option('--gap-depth <n>', 'which gaps to report first: 0 (most obvious) to 3 (least obvious)', '0')
    .option('--compact', 'both --compact-statements and --compact-graph')
    .option('--compact-statements', 'statements with only their id, text, categories and main cluster')
    .option('--compact-graph', 'concepts with only their influence, relations with only their weight, each on a line of its own')
    .option('--max-nodes <n>', MAX_NODES_HELP, String(DEFAULT_MAX_NODES))
    .addOption(
      new Option('--betweenness <mode>', 'how influence (betweenness: how often a concept lies on the shortest paths between other concepts) is computed: exact; approx (estimated from sampled concepts, with an error bound); auto: exact unless the graph is very large')
        .choices(BETWEENNESS_MODES)
        .default('auto'),
    )
    .option('--threads <n>', threadsHelp);
}

/** A graph response printed in the format asked for, or exported (to --out or stdout). */
export async function renderGraphResponse(response: GraphResponse, format: GraphFormat | ExportFormat, opts: GraphOptions, io: IO, fallbackName: string): Promise<string> {
  if (isExportFormat(format)) {
    const name = response.entriesAndGraphOfContext.graphName ?? opts.name ?? fallbackName;
    return renderExport(format, exportSourceOf(response.entriesAndGraphOfContext, name), { out: opts.out, cwd: io.cwd, gexfVersion: opts.gexfVersion });
  }
  return renderGraphFormat(format, response, (r) => renderText(r, wantsColour(io)));
}

/** The E1 request that the flags describe. */
export async function graphRequest(files: string[], opts: GraphOptions, io: IO, format: GraphFormat | ExportFormat) {
  if (opts.skipExisting && !opts.save) throw badRequest('--skip-existing leaves out what a saved graph already holds, so it needs --save');
  const query = { doNotSave: !opts.save, ...(opts.replace ? { replace: true } : {}), ...(opts.skipExisting ? { skipExisting: true } : {}), ...responseQuery(opts, format) };
  const source = typeof opts.statements === 'string'
    ? await readStatements(opts.statements, io)
    : files.length > 0 || !opts.name || opts.save
      ? { text: await readInputText(files, opts, io) }
      : {};
  const body = {
    ...source,
    name: opts.name,
    ...textFields(opts, io.env),
  };
  return { query, body };
}

export const graphCli: CliCommand = {
  name: 'graph',
  examples: [
    ["tna graph notes.md", "a readable report of a Markdown file"],
    ["cat *.txt | tna graph -f summary | llm 'What is missing?'", "the plain-text summary, for a language model"],
    ["tna graph --each notes/*.md > graphs.ndjson", "one graph a file, each a JSON line that starts with its path"],
  ],
  exitStatus: [
    [1, 'a failure: a provider, a server or the store could not do it; with --each, tna failed on a file'],
    [2, 'bad input: the message names the flag or the field, and what is allowed; with --each, a file could not be analyzed (its line says why)'],
  ],
  define: graphCommand,
  run: (args, opts, io, service) => runGraph(args[0] as string[], opts as unknown as GraphOptions, io, service),
  progress: 'Analyzing…',
};

export async function runGraph(files: string[], opts: GraphOptions, io: IO, service: Service): Promise<string | CommandResult | void> {
  if (opts.each) return (await import('./each/run.js')).runEach(files, opts, io, service, Boolean((opts as GlobalOptions).remote ?? io.env.TNA_REMOTE));
  const format = opts.format ?? (io.stdoutIsTTY ? 'text' : 'json');
  checkOut(format, opts.out);
  const { query, body } = await graphRequest(files, opts, io, format);
  const response = await service.graphAndStatements(query, body as Parameters<Service['graphAndStatements']>[1]);
  await reportAlreadySaved(response, Boolean(opts.skipExisting), io);
  await noteUndetermined(response, io);
  io.progress?.(`writing the ${format === 'json' ? 'JSON' : format}`);
  if (format === 'json') return graphJson(response, query.compactGraph, io);
  return renderGraphResponse(response, format, opts, io, files.join(', ') || 'stdin');
}

/** Text in a script no supported language is written in is never read as English in silence. */
export async function noteUndetermined(response: GraphResponse, io: IO): Promise<void> {
  if (response.entriesAndGraphOfContext.language === 'und' && io.stderrIsTTY) await write(io.stderr, `tna: note: ${UNDETERMINED_NOTE}\n`);
}

/** A save that sent statements the graph already had says so, since saving a file twice doubles its weights. */
async function reportAlreadySaved(response: GraphResponse, skipped: boolean, io: IO): Promise<void> {
  const envelope = response.entriesAndGraphOfContext;
  const already = envelope.alreadySaved ?? 0;
  if (already === 0) return;
  const what = `${already} of the statements ${already === 1 ? 'was' : 'were'} already in the graph "${envelope.graphName}"`;
  await write(io.stderr, `tna: ${what}: ${skipped ? 'left out' : 'saved again (--skip-existing leaves them out)'}\n`);
}

/** Responses whose JSON is smaller than this (characters) are written as one string. */
const ONE_PIECE = 4_000_000;

/**
 * The JSON of a graph response. A large graph's or text's is written in pieces: the whole graph
 * of a book would otherwise be one string of hundreds of megabytes; a small one is one string,
 * which is quicker. A compact graph has a concept or a relation a line.
 */
function graphJson(response: GraphResponse, compactGraph: boolean, io: IO): Promise<void> | string {
  const { nodes, edges } = response.entriesAndGraphOfContext.graph.networkGraph;
  const oneLine = new Set(compactGraph ? [nodes, edges] : []);
  if (roughJsonSize(response) > ONE_PIECE) return writeJson(io.stdout, response, oneLine);
  return compactGraph ? [...jsonChunks(response, oneLine)].join('') : renderJson(response);
}

/** About how long a graph response's JSON is: its nodes and relations, its statements' text and their concepts (listed twice). */
function roughJsonSize(response: GraphResponse): number {
  const envelope = response.entriesAndGraphOfContext;
  const graph = envelope.graph.networkGraph;
  let size = ((graph.nodes?.length ?? 0) + (graph.edges?.length ?? 0)) * 150 + envelope.statements.length * 300;
  for (const s of envelope.statements) size += s.content.length;
  for (const concepts of Object.values(envelope.graph.statementHashtags)) size += concepts.length * 40;
  return size;
}
