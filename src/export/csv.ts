// CSV of the graph as two tables, nodes and edges, with the column names Gephi's spreadsheet import and pandas expect.
import type { ExportGraph } from './graph-data.js';

/** RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled. */
export const csvField = (value: string | number) => {
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

const row = (fields: (string | number)[]) => fields.map(csvField).join(',') + '\n';

export function nodesCsv(graph: ExportGraph): string {
  return (
    row(['id', 'label', 'degree', 'weighted_degree', 'bc', 'community', 'color']) +
    graph.nodes.map((n) => row([n.key, n.key, n.degree, n.weightedDegree, n.bc, n.community, n.colour])).join('')
  );
}

export function edgesCsv(graph: ExportGraph): string {
  return row(['source', 'target', 'weight', 'type']) + graph.edges.map((e) => row([e.source, e.target, e.weight, 'undirected'])).join('');
}

/** Both tables in one stream: the nodes table, one empty line, the edges table (our rule; --out writes two files). */
export function toCsv(graph: ExportGraph): string {
  return nodesCsv(graph) + '\n' + edgesCsv(graph);
}
