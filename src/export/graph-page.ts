// The page a browser gets at a saved graph's link on `tna serve`: the same HTML picture as
// `tna graph -f html` (the graph, its clusters and gaps), made from the graph's response.
import type { GraphResponse } from '../report/graph-response.js';
import { exportGraphOf } from './graph-data.js';
import { toHtml } from './html.js';

/** The response must carry the graph (includeGraph) and, for the clusters' names, the structured summary. */
export function graphPage(response: GraphResponse): string {
  const envelope = response.entriesAndGraphOfContext;
  const summary = envelope.extendedGraphSummary;
  return toHtml(
    exportGraphOf({
      networkGraph: envelope.graph.networkGraph,
      conceptualGateways: summary?.conceptualGateways,
      mainTopicNames: summary?.mainTopicNames,
      name: envelope.graphName ?? response.graphName,
    }),
  );
}
