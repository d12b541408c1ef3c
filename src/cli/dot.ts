// `tna dot`: text (E3 dotGraphFromText) or a node-link graph file (E3 dotGraph) → the compact DOT view a language model reads best.
import { MAX_NODES_HELP, OPTIMIZE_HELP } from './help-text.js';
import { DEFAULT_MAX_NODES } from '../service/values.js';
import type { InputFormat } from '../input/markup.js';
import { Command, Option } from 'commander';
import { badRequest } from '../core/errors.js';
import type { Service } from '../service/service.js';
import type { DotResponse } from '../report/dot-response.js';
import type { CliCommand } from './command.js';
import { checkOut, EXPORT_FORMATS, exportSourceOf, gexfVersionOption, isExportFormat, OUT_HELP, renderExport, type ExportFormat, type GexfVersion } from './exports.js';
import { readJsonFile } from '../input/files.js';
import { addReadingOptions, analysisMode, analysisOption, LANGUAGE_HELP, readInputText } from './text-options.js';
import type { SplitMode } from '../core/text/split.js';
import type { IO } from './io.js';
import { renderJson } from './render.js';

export const DOT_FORMATS = ['keywords', 'json', 'summary'] as const;
export type DotFormat = (typeof DOT_FORMATS)[number];
const OPTIMIZE_CHOICES = ['auto', 'develop', 'reinforce', 'gaps', 'latent', 'imagine'] as const;

interface DotOptions {
  split?: SplitMode;
  inputFormat?: InputFormat;
  format?: DotFormat | ExportFormat;
  out?: string;
  gexfVersion?: GexfVersion;
  graph?: string;
  optimize?: (typeof OPTIMIZE_CHOICES)[number];
  gapDepth?: string;
  name?: string;
  stopwords?: string;
  language?: string;
  aiTopics?: boolean;
  includeGraph?: boolean;
  graphSummary: boolean;
  extendedSummary: boolean;
  maxNodes?: string;
  analysis?: string;
}

function dotCommand(): Command {
  return addReadingOptions(new Command('dot'))
    .description('The compact DOT view of a text or a graph: relations "a <-> b [label=...]" focused by --optimize')
    .argument('[files...]', 'text files or globs to read; "-" or nothing reads stdin')
    .addOption(
      new Option('-f, --format <format>', 'output: keywords (the DOT relations), json (the whole response), summary (plain text for language models); exports: graphviz, gexf, graphml, csv, html (an interactive picture), svg (a picture for documents)')
        .choices([...DOT_FORMATS, ...EXPORT_FORMATS])
        .default('keywords'),
    )
    .option('-o, --out <file>', OUT_HELP)
    .addOption(gexfVersionOption())
    .option('--graph <file>', 'describe this node-link graph instead of text: JSON with nodes and edges (or links), or a `tna graph -f json` output; "-" reads stdin')
    .addOption(new Option('--optimize <mode>', `which part of the graph to show: ${OPTIMIZE_HELP} (default: the strongest relations of the whole graph)`).choices(OPTIMIZE_CHOICES))
    .option('--gap-depth <n>', 'with --optimize gaps: which gap, 0 (most obvious) to 3', '0')
    .option('-n, --name <name>', 'name of the graph; without files, the saved graph of this name')
    .option('--stopwords <words>', 'extra stopwords, comma-separated; "-word" keeps a default stopword')
    .option('--language <code>', LANGUAGE_HELP, 'auto')
    .option('--ai-topics', 'name the clusters with a language model')
    .option('--include-graph', 'add the graph (nodes, edges, clusters) to the JSON')
    .option('--no-graph-summary', 'leave out the plain-text summary (graphSummary)')
    .option('--no-extended-summary', 'leave out the structured summary (extendedGraphSummary)')
    .option('--max-nodes <n>', MAX_NODES_HELP, String(DEFAULT_MAX_NODES))
    .addOption(analysisOption());
}

export const dotCli: CliCommand = {
  name: 'dot',
  examples: [
    ["tna dot essay.md", "the 50 strongest relations, one a line"],
    ["tna dot --optimize gaps essay.md | llm 'Bridge this gap'", "the relations around the main gap"],
    ["tna dot --graph g.json --optimize develop", "the view of a graph saved by tna graph -f json"],
  ],
  define: dotCommand,
  progress: 'Analyzing…',
  async run(args, rawOpts, io: IO, service: Service) {
    const files = args[0] as string[];
    const opts = rawOpts as unknown as DotOptions;
    const format = opts.format ?? 'keywords';
    checkOut(format, opts.out);
    const exporting = isExportFormat(format);
    const query = {
      optimize: opts.optimize,
      gapDepth: opts.gapDepth,
      includeGraph: Boolean(opts.includeGraph) || exporting,
      includeGraphSummary: opts.graphSummary || format === 'summary',
      extendedGraphSummary: opts.extendedSummary || exporting,
      maxNodes: opts.maxNodes,
    };
    let response: DotResponse;
    if (opts.graph !== undefined) {
      if (files.length > 0) throw badRequest('give either text files or --graph, not both');
      response = await service.dotGraph(query, { graph: await readJsonFile(opts.graph, '--graph', io) });
    } else {
      const text = files.length > 0 || !opts.name ? await readInputText(files, opts, io) : undefined;
      const body = {
        name: opts.name,
        text,
        stopwords: opts.stopwords?.split(',').map((w) => w.trim()).filter(Boolean),
        aiTopics: opts.aiTopics,
        language: opts.language,
        analysis: analysisMode(opts.analysis, io.env),
      };
      response = await service.dotGraphFromText(query, body as Parameters<Service['dotGraphFromText']>[1]);
    }
    if (exporting) {
      const name = opts.name ?? opts.graph ?? (files.join(', ') || 'stdin');
      return renderExport(format, exportSourceOf(response, name), { out: opts.out, cwd: io.cwd, gexfVersion: opts.gexfVersion });
    }
    switch (format) {
      case 'json':
        return renderJson(response);
      case 'summary':
        return (response.graphSummary ?? '') + '\n';
      case 'keywords':
        return response.graphKeywords === '' ? '' : response.graphKeywords + '\n';
    }
  },
};
