// GEXF (Gephi's format) written by graphology-gexf: attributes, cluster colours, sizes by betweenness, positions when laid out.
import Graph from 'graphology';
import { write } from 'graphology-gexf';
import { bcScale, type ExportGraph } from './graph-data.js';
import { forceLayout } from './layout.js';

export interface Positions {
  get(key: string): { x: number; y: number } | undefined;
}

/** A graphology graph of the export, the common ground of the GEXF writer and the picture. */
export function toGraphology(graph: ExportGraph, positions?: Positions): Graph {
  const g = new Graph({ type: 'undirected', multi: false, allowSelfLoops: false });
  const scale = bcScale(graph);
  for (const n of graph.nodes) {
    const at = positions?.get(n.key);
    g.addNode(n.key, {
      label: n.key,
      size: Number((2 + 18 * scale(n.bc)).toFixed(3)),
      color: n.colour,
      ...(at ? { x: at.x, y: at.y } : {}),
      degree: n.degree,
      weightedDegree: n.weightedDegree,
      bc: n.bc,
      community: n.community,
    });
  }
  graph.edges.forEach((e, i) => {
    // A supplied graph may list an edge twice; graphology's simple graph keeps one, so weights add up.
    if (g.hasEdge(e.source, e.target)) g.updateEdgeAttribute(e.source, e.target, 'weight', (w) => (w as number) + e.weight);
    // Our own keys: graphology's generated ones carry a per-process counter, and the output must not change between runs.
    else g.addEdgeWithKey(`e${i}`, e.source, e.target, { weight: e.weight });
  });
  return g;
}

/** Positions come from the same layout as the HTML picture, so Gephi opens the graph already laid out. */
export function toGexf(graph: ExportGraph, positions: Positions = forceLayout(graph)): string {
  const g = toGraphology(graph, positions);
  g.setAttribute('creator', 'tna');
  g.setAttribute('description', graph.name);
  // GEXF 1.3 writes colours as hex and is what current Gephi reads best.
  return write(g, { version: '1.3' });
}
