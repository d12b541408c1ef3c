// GEXF (Gephi's format) written by graphology-gexf: attributes, cluster colours, sizes by betweenness, positions when laid out.
import Graph from 'graphology';
import { write } from 'graphology-gexf';
import { bcScale, type ExportGraph } from './graph-data.js';
import { forceLayout } from './layout.js';

/**
 * 1.2 is GEXF 1.2draft, the version most readers know (Gephi, networkx among them);
 * 1.3 is Gephi's newer one, which networkx cannot read.
 */
export type GexfVersion = '1.2' | '1.3';

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

/**
 * graphology-gexf declares an attribute's type from the values it sees: a graph whose every bc
 * happens to be 0 would get an integer bc column. The same columns keep the same types in every file.
 */
const DOUBLE_ATTRIBUTES = ['bc', 'weightedDegree'];

function declareDoubles(xml: string): string {
  return DOUBLE_ATTRIBUTES.reduce(
    (text, id) => text.replace(`<attribute id="${id}" title="${id}" type="integer"/>`, `<attribute id="${id}" title="${id}" type="double"/>`),
    xml,
  );
}

/**
 * graphology-gexf 0.13 names the 1.2 viz namespace "http:///www.gexf.net/1.1draft/viz" (three
 * slashes, the 1.1 name); readers that match namespaces (networkx, igraph) then miss every
 * colour, size and position. The first xmlns:viz is the root's: nothing written before it is data.
 */
const fixVizNamespace = (xml: string): string => xml.replace(/xmlns:viz="[^"]*"/, 'xmlns:viz="http://www.gexf.net/1.2draft/viz"');

/** Positions come from the same layout as the HTML picture, so Gephi opens the graph already laid out. */
export function toGexf(graph: ExportGraph, positions: Positions = forceLayout(graph), version: GexfVersion = '1.2'): string {
  const g = toGraphology(graph, positions);
  g.setAttribute('creator', 'tna');
  g.setAttribute('description', graph.name);
  // 1.3 writes colours as hex (viz:color hex); 1.2 as r, g, b, which is all 1.2draft knows.
  if (version === '1.3') return declareDoubles(write(g, { version: '1.3' }));
  // 1.2draft's schema requires z on viz:position; a flat picture lies at z = 0.
  g.forEachNode((key, a) => {
    if (a.x !== undefined) g.setNodeAttribute(key, 'z', 0);
  });
  return fixVizNamespace(declareDoubles(write(g, { version: '1.2' })));
}
