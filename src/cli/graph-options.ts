// The options of `tna graph` (and of the commands that print a graph the same way), and the query flags they make.
import type { ExportFormat, GexfVersion } from './exports.js';
import { isExportFormat } from './exports.js';
import type { GraphFormat } from './render.js';
import type { TextOptions } from './text-options.js';

export interface GraphOptions extends TextOptions {
  format?: GraphFormat | ExportFormat;
  /** Where an export goes instead of stdout. */
  out?: string;
  gexfVersion?: GexfVersion;
  /** A statements file, or false for --no-statements (includeStatements=false). */
  statements?: string | false;
  name?: string;
  save?: boolean;
  replace?: boolean;
  skipExisting?: boolean;
  stats: boolean;
  graph: boolean;
  extendedSummary: boolean;
  graphSummary?: boolean;
  gapDepth?: string;
  compact?: boolean;
  compactStatements?: boolean;
  compactGraph?: boolean;
  maxNodes?: string;
  betweenness?: string;
  threads?: string;
  /** --each: one graph a file, printed as each is done. */
  each?: boolean;
}

/** The query flags of a graph response, as the options and the output format need them. */
export function responseQuery(opts: GraphOptions, format: GraphFormat | ExportFormat) {
  return {
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
    betweenness: opts.betweenness,
    threads: opts.threads,
  };
}

