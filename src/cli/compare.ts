// `tna compare A B [C...]`: several texts, statements files or saved graphs as one merged, overlapping or difference graph (E7).
import { MAX_NODES_HELP, OPTIMIZE_HELP, REQUEST_MODE_HELP } from './help-text.js';
import { DEFAULT_MAX_NODES } from '../service/values.js';
import type { InputFormat } from '../input/markup.js';
import { Command, Option } from 'commander';
import { ApiError, badRequest } from '../core/errors.js';
import type { ContextFigures } from '../core/compare.js';
import type { CompareResponse } from '../service/compare.js';
import type { Service } from '../service/service.js';
import { COMPARE_MODES, OPTIMIZE, REQUEST_MODES, type CompareMode } from '../service/values.js';
import { runAdvice, type AdviceOptions } from './advice.js';
import type { CliCommand } from './command.js';
import { checkOut, EXPORT_FORMATS, exportSourceOf, gexfVersionOption, isExportFormat, OUT_HELP, renderExport, type ExportFormat, type GexfVersion } from './exports.js';
import { readStatements } from '../input/files.js';
import { addReadingOptions, analysisMode, analysisOption, LANGUAGE_HELP, readInputText } from './text-options.js';
import type { SplitMode } from '../core/text/split.js';
import type { AnalysisMode } from '../core/analysis-mode.js';
import { wantsColour, type IO } from './io.js';
import { GRAPH_FORMATS, renderGraphFormat, renderText, type GraphFormat } from './render.js';

export interface CompareOptions {
  split?: SplitMode;
  inputFormat?: InputFormat;
  mode: CompareMode;
  format?: GraphFormat | ExportFormat;
  out?: string;
  gexfVersion?: GexfVersion;
  /** Saved graphs, in the order given. */
  name: string[];
  /** Statements files, in the order given. */
  statements: string[];
  title?: string;
  user?: string;
  includeStatements?: boolean;
  stats: boolean;
  graph: boolean;
  extendedSummary: boolean;
  graphSummary?: boolean;
  gapDepth?: string;
  maxNodes?: string;
  stopwords?: string;
  language?: string;
  analysis?: AnalysisMode;
  /** E8: advice on the comparison instead of its graph. */
  advice?: boolean;
  ask: (typeof REQUEST_MODES)[number];
  optimize?: string;
  prompt?: string;
  system?: string;
  model?: string;
  promptOnly?: boolean;
  stream?: boolean;
}

const collect = (value: string, previous: string[]) => [...previous, value];

export function compareCommand(): Command {
  return addReadingOptions(new Command('compare'))
    .description('Compare texts or saved graphs: merge them, keep what they share (overlap), or what the others add to the first (difference)')
    .argument('[files...]', 'one context per argument: a text file, a glob (its files form one context) or "-" for stdin')
    .addOption(new Option('-m, --mode <mode>', 'merge: one graph of all; overlap: what every context has; difference: what the others have that the first lacks').choices(COMPARE_MODES).default('merge'))
    .option('-n, --name <graph>', 'a saved graph as a context (repeatable); saved graphs come first, then --statements files, then files', collect, [])
    .option('--statements <file>', 'a statements file (JSON, JSON lines or CSV) as a context (repeatable)', collect, [])
    .addOption(
      new Option('-f, --format <format>', 'output: json (the whole comparison), summary (plain text for language models), dot (compact DOT), text (readable report); exports: graphviz, gexf, graphml, csv, html (an interactive picture), svg (a picture for documents); default: text on a terminal, json in a pipe')
        .choices([...GRAPH_FORMATS, ...EXPORT_FORMATS])
    )
    .option('-o, --out <file>', OUT_HELP)
    .addOption(gexfVersionOption())
    .option('--title <name>', 'name of the resulting graph (default: "<mode> of <contexts>")')
    .option('--user <name>', 'whose saved graphs (default: anonymous)')
    .option('--include-statements', 'add the statements of the compared texts')
    .option('--no-stats', 'leave out the diversity statistics')
    .option('--no-graph', 'leave out nodes, edges, clusters, gaps and DOT views')
    .option('--no-extended-summary', 'leave out the structured summary (extendedGraphSummary)')
    .option('--graph-summary', 'include the plain-text summary (graphSummary) in JSON')
    .option('--gap-depth <n>', 'which gaps to report first: 0 (most obvious) to 3', '0')
    .option('--max-nodes <n>', `${MAX_NODES_HELP}, in the result`, String(DEFAULT_MAX_NODES))
    .option('--stopwords <words>', 'extra stopwords for every context, comma-separated; "-word" keeps a default stopword')
    .option('--language <code>', LANGUAGE_HELP, 'auto')
    .addOption(analysisOption())
    .option('--advice', 'ask a language model about the comparison instead: with difference, about what the first text lacks')
    .addOption(new Option('--ask <mode>', `with --advice: what to ask for: ${REQUEST_MODE_HELP}`).choices(REQUEST_MODES).default('question'))
    .addOption(new Option('--optimize <mode>', `with --advice: the part of the graph the prompt is built on: ${OPTIMIZE_HELP}`).choices(OPTIMIZE))
    .option('-p, --prompt <text>', 'with --advice: your own prompt or message')
    .option('--system <text>', 'with --advice: a system prompt to use instead of the built-in one')
    .option('--model <name>', 'with --advice: the model (else TNA_MODEL, else gpt-4o-mini)')
    .option('--stream', 'with --advice: on a terminal, print the advice as it arrives')
    .option('--prompt-only', 'with --advice: print the messages that would be sent, and send nothing');
}

/** `tna compare --advice` is `tna advice --compare MODE` over the same files (E8). */
function adviceOptionsOf(opts: CompareOptions, format: string): AdviceOptions {
  if (opts.name.length > 0 || opts.statements.length > 0) {
    throw badRequest('--advice compares text files: give each context as a file (or "-"), not --name or --statements');
  }
  if (format !== 'text' && format !== 'json') throw badRequest('--advice prints the advice as text or --format json');
  return {
    mode: opts.ask,
    optimize: opts.optimize,
    prompt: opts.prompt,
    system: opts.system,
    model: opts.model,
    promptOnly: opts.promptOnly,
    stream: opts.stream,
    format,
    compare: opts.mode,
    user: opts.user,
    includeStatements: opts.includeStatements,
    stats: opts.stats,
    includeGraph: opts.graph,
    extendedSummary: opts.extendedSummary,
    graphSummary: opts.graphSummary,
    gapDepth: opts.gapDepth,
    maxNodes: opts.maxNodes,
    stopwords: opts.stopwords,
    language: opts.language,
    analysis: opts.analysis,
    replaceEntities: true,
  };
}

interface Labeled {
  label: string;
  context: { name: string; text?: string; statements?: string[] };
}

/** The contexts in our order: saved graphs, then statements files, then files; each labelled as the user wrote it. */
async function readContexts(files: string[], opts: CompareOptions, io: IO): Promise<Labeled[]> {
  const stdinUses = files.filter((f) => f === '-').length + opts.statements.filter((f) => f === '-').length;
  if (stdinUses > 1) throw badRequest("'-' (stdin) can be given only once, since stdin can only be read once.");
  const out: Labeled[] = opts.name.map((name) => ({ label: `--name ${name}`, context: { name } }));
  for (const file of opts.statements) {
    const read = await readStatements(file, io);
    out.push({ label: file === '-' ? 'stdin' : file, context: { name: file === '-' ? 'stdin' : file, statements: read.statements } });
  }
  for (const file of files) {
    out.push({ label: file === '-' ? 'stdin' : file, context: { name: file === '-' ? 'stdin' : file, text: await readInputText([file], opts, io) } });
  }
  if (out.length === 0) throw badRequest('name the contexts to compare: files, "-", --statements FILE or --name GRAPH');
  if (out.length === 1) throw badRequest(`compare needs two or more texts, got one (${out[0].label}): add a file, "-", --statements FILE or --name GRAPH`);
  return out;
}

/** `contexts.2.text is empty` reads better as `b.txt is empty`. */
function renameContext(error: unknown, labeled: readonly Labeled[]): unknown {
  if (!(error instanceof ApiError) || !error.field) return error;
  const match = /^contexts\.(\d+)(\.\w+)?/.exec(error.field);
  const label = match && labeled[Number(match[1])]?.label;
  if (!match || !label) return error;
  const message = error.message.startsWith(match[0]) ? label + error.message.slice(match[0].length) : error.message;
  return new ApiError(error.status, error.code, message);
}

/** How much of one context the result holds, in the words that fit the mode. */
function contextLine(c: ContextFigures, mode: CompareMode, first: boolean): string {
  const own = `${c.name}: ${c.nodes} concepts, ${c.edges} relations`;
  const pct = (x: number) => `${Math.round(x * 100)}%`;
  const mine = `${c.nodesInResult} of its concepts (${pct(c.ownShare)}) and ${c.edgesInResult} of its relations (${pct(c.ownEdgeShare)})`;
  if (mode === 'overlap') return `${own}; ${mine} are in the overlap`;
  if (mode === 'difference' && first) return `${own}; the result is what the others have and this one lacks`;
  return `${own}; ${mine} are in the result, ${pct(c.share)} of its concepts and ${pct(c.edgeShare)} of its relations`;
}

/** Each context's share of the result, the concepts set apart, then the usual report on the resulting graph. */
export function renderComparison(response: CompareResponse, colour: boolean): string {
  const lines = [`${response.mode} of ${response.contexts.length} context${response.contexts.length === 1 ? '' : 's'}:`];
  response.contexts.forEach((c, i) => lines.push('  ' + contextLine(c, response.mode, i === 0)));
  const apart = response.unclustered ?? [];
  if (apart.length > 0) {
    const shown = apart.slice(0, UNCLUSTERED_SHOWN).join(', ') + (apart.length > UNCLUSTERED_SHOWN ? `, and ${apart.length - UNCLUSTERED_SHOWN} more` : '');
    lines.push(`  unclustered (${apart.length} concepts in the result that share no relation in it, left out of the graph): ${shown}`);
  }
  const nodes = response.entriesAndGraphOfContext.graph.networkGraph.nodes ?? [];
  if (nodes.length === 0) {
    const why = response.mode === 'overlap' ? 'the contexts have no relation in common' : response.mode === 'difference' ? 'the others add nothing the first lacks' : 'there are no concepts';
    lines.push('', `The result is empty: ${why}.`);
    return lines.join('\n') + '\n';
  }
  return lines.join('\n') + '\n\n' + renderText(response, colour);
}

const UNCLUSTERED_SHOWN = 20;

export const compareCli: CliCommand = {
  name: 'compare',
  examples: [
    ["tna compare -m overlap a.md b.md -f text", "what two texts have in common"],
    ["tna compare -m difference mine.md theirs.md", "what the second has that the first lacks"],
    ["tna compare -n notes draft.md", "a saved graph beside a file"],
  ],
  define: compareCommand,
  // With --advice the advice shows its own progress (and may stream).
  progress: (opts) => (opts.advice ? undefined : 'Comparing…'),
  async run(args, rawOpts, io: IO, service: Service) {
    const files = args[0] as string[];
    const opts = rawOpts as unknown as CompareOptions;
    const format = opts.format ?? (io.stdoutIsTTY ? 'text' : 'json');
    if (opts.advice) return runAdvice(files, adviceOptionsOf(opts, opts.format ?? 'text'), io, service);
    checkOut(format, opts.out);
    const exporting = isExportFormat(format);
    const labeled = await readContexts(files, opts, io);
    const query = {
      mode: opts.mode,
      addStats: opts.stats,
      includeStatements: Boolean(opts.includeStatements),
      includeGraphSummary: Boolean(opts.graphSummary) || format === 'summary',
      extendedGraphSummary: opts.extendedSummary || format === 'text' || exporting,
      includeGraph: opts.graph || format === 'dot' || format === 'text' || exporting,
      gapDepth: opts.gapDepth,
      maxNodes: opts.maxNodes,
    };
    const body = {
      name: opts.title,
      userName: opts.user,
      stopwords: opts.stopwords?.split(',').map((w) => w.trim()).filter(Boolean),
      language: opts.language,
      analysis: analysisMode(opts.analysis, io.env),
      contexts: labeled.map((l) => l.context),
    };
    const response = await service.compareGraphs(query, body as Parameters<Service['compareGraphs']>[1]).catch((error) => {
      throw renameContext(error, labeled);
    });
    if (exporting) {
      const name = opts.title ?? `${response.mode} of ${response.contexts.map((c) => c.name).join(', ')}`;
      return renderExport(format, exportSourceOf(response.entriesAndGraphOfContext, name), { out: opts.out, cwd: io.cwd, gexfVersion: opts.gexfVersion });
    }
    return renderGraphFormat(format, response, (r) => renderComparison(r, wantsColour(io)));
  },
};
