// The export formats of every command that yields a graph: Graphviz DOT, GEXF, GraphML, CSV and an HTML picture, to stdout or to files.
import { writeFile } from 'node:fs/promises';
import nodePath from 'node:path';
import { Option } from 'commander';
import { badRequest } from '../core/errors.js';
import type { GexfVersion } from '../export/gexf.js';
import type { ExportSource } from '../export/graph-data.js';
import type { NetworkGraph } from '../report/graph-response.js';

export const EXPORT_FORMATS = ['graphviz', 'gexf', 'graphml', 'csv', 'html', 'svg'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const isExportFormat = (format: string | undefined): format is ExportFormat =>
  (EXPORT_FORMATS as readonly string[]).includes(format ?? '');

export const OUT_HELP = 'write the export to this file instead of stdout (csv: FILE.nodes.csv and FILE.edges.csv)';

export type { GexfVersion };
export const GEXF_VERSIONS = ['1.2', '1.3'] as const satisfies readonly GexfVersion[];

/**
 * `--gexf-version`, on every command with exports, next to `--out`. 1.2 by default: networkx's
 * read_gexf knows only 1.1 and 1.2. A fresh Option for each command, so no two share one object.
 */
export function gexfVersionOption(): Option {
  return new Option(
    '--gexf-version <version>',
    'with --format gexf: 1.2 (Gephi, networkx and most other tools read it) or 1.3 (the newer format; networkx cannot read it)',
  )
    .choices(GEXF_VERSIONS)
    .default('1.2');
}

/** What an export reads from a response: an E1 envelope and a DOT response with its graph both have this shape. */
export interface GraphHolder {
  graph?: { networkGraph: NetworkGraph };
  extendedGraphSummary?: { conceptualGateways?: string[]; mainTopicNames?: string[] };
}

export function exportSourceOf(holder: GraphHolder, name: string): ExportSource {
  if (!holder.graph) throw new Error('exportSourceOf: the response carries no graph (request it with includeGraph=true)');
  return {
    networkGraph: holder.graph.networkGraph,
    conceptualGateways: holder.extendedGraphSummary?.conceptualGateways,
    mainTopicNames: holder.extendedGraphSummary?.mainTopicNames,
    name,
  };
}

/** `--out` names the file; for csv it names both tables' files: `g` or `g.csv` → `g.nodes.csv` and `g.edges.csv` (ours). */
export function csvPaths(out: string): { nodes: string; edges: string } {
  const base = out.replace(/\.csv$/i, '');
  return { nodes: `${base}.nodes.csv`, edges: `${base}.edges.csv` };
}

async function writeOut(path: string, text: string, cwd: string): Promise<void> {
  try {
    await writeFile(nodePath.resolve(cwd, path), text);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'its folder does not exist' : (error as Error).message;
    throw badRequest(`--out: cannot write ${path}: ${reason}`, 'out');
  }
}

/**
 * The export as text for stdout, or '' when `out` sent it to files. The writers load only
 * here: graphology, xmldom, ForceAtlas2 and the viewer bundle cost nothing to other commands.
 */
export async function renderExport(
  format: ExportFormat,
  source: ExportSource,
  target: { out?: string; cwd: string; gexfVersion?: GexfVersion },
): Promise<string> {
  const { exportGraphOf } = await import('../export/graph-data.js');
  const graph = exportGraphOf(source);
  let text: string;
  switch (format) {
    case 'graphviz':
      text = (await import('../export/graphviz.js')).toGraphviz(graph);
      break;
    case 'gexf':
      text = (await import('../export/gexf.js')).toGexf(graph, undefined, target.gexfVersion);
      break;
    case 'graphml':
      text = (await import('../export/graphml.js')).toGraphml(graph);
      break;
    case 'html':
      text = (await import('../export/html.js')).toHtml(graph);
      break;
    case 'svg':
      text = (await import('../export/svg.js')).toSvg(graph);
      break;
    case 'csv': {
      const csv = await import('../export/csv.js');
      if (target.out === undefined) return csv.toCsv(graph);
      const paths = csvPaths(target.out);
      await writeOut(paths.nodes, csv.nodesCsv(graph), target.cwd);
      await writeOut(paths.edges, csv.edgesCsv(graph), target.cwd);
      return '';
    }
  }
  if (target.out === undefined) return text;
  await writeOut(target.out, text, target.cwd);
  return '';
}

/** `--out` only means something for an export; elsewhere it is a mistake worth naming. */
export function checkOut(format: string, out: string | undefined): void {
  if (out !== undefined && !isExportFormat(format)) {
    throw badRequest(`--out works with --format ${EXPORT_FORMATS.join(', ')}; redirect stdout for ${format}`, 'out');
  }
}
