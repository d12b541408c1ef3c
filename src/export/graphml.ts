// GraphML of the graph for Gephi, Cytoscape, yEd and networkx: node attributes, cluster colours (also as r, g, b for Gephi), edge weights.
import { bcScale, type ExportGraph } from './graph-data.js';

/**
 * graphology-graphml only parses; this writer emits the plain GraphML it reads back (and the
 * tests read it with graphology-graphml). XML 1.0 forbids most control characters, so they go.
 */
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
export const xmlEscape = (s: string) =>
  s
    .replace(INVALID_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const NODE_KEYS: [id: string, type: string][] = [
  ['label', 'string'],
  ['degree', 'int'],
  ['weightedDegree', 'double'],
  ['bc', 'double'],
  ['community', 'string'],
  ['color', 'string'],
  ['r', 'int'],
  ['g', 'int'],
  ['b', 'int'],
  ['size', 'double'],
];

export function toGraphml(graph: ExportGraph): string {
  const scale = bcScale(graph);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
      ' xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd">',
    ...NODE_KEYS.map(([id, type]) => `  <key id="${id}" for="node" attr.name="${id}" attr.type="${type}"/>`),
    '  <key id="weight" for="edge" attr.name="weight" attr.type="double"/>',
    `  <graph id="${xmlEscape(graph.name)}" edgedefault="undirected">`,
  ];
  for (const n of graph.nodes) {
    const rgb = [1, 3, 5].map((i) => parseInt(n.colour.slice(i, i + 2), 16));
    const values: Record<string, string | number> = {
      label: n.key,
      degree: n.degree,
      weightedDegree: n.weightedDegree,
      bc: n.bc,
      community: n.community,
      color: n.colour,
      r: rgb[0],
      g: rgb[1],
      b: rgb[2],
      size: Number((2 + 18 * scale(n.bc)).toFixed(3)),
    };
    const data = NODE_KEYS.map(([id]) => `<data key="${id}">${xmlEscape(String(values[id]))}</data>`).join('');
    lines.push(`    <node id="${xmlEscape(n.key)}">${data}</node>`);
  }
  graph.edges.forEach((e, i) => {
    lines.push(`    <edge id="e${i}" source="${xmlEscape(e.source)}" target="${xmlEscape(e.target)}"><data key="weight">${e.weight}</data></edge>`);
  });
  lines.push('  </graph>', '</graphml>');
  return lines.join('\n') + '\n';
}
