// A real Graphviz DOT of the graph: nodes sized by betweenness and coloured by cluster, edges
// weighted, each node at its place in tna's own layout (pos="x,y!"). `neato -n2 -Tsvg` draws it
// at those places with straight edges in well under a second; letting Graphviz lay it out again
// with curved edges (splines) took 36-46 s for one address's default graph.
import { bcScale, type ExportGraph } from './graph-data.js';
import { boundsOf, forceLayout, type Layout } from './layout.js';

/** The layout is scaled so its wider side spans this many points (about a page's width at 72 dpi, 14 inches). */
const SPAN_POINTS = 1000;

/** Layout units → points, the layout's corner at the origin. */
function toPoints(layout: Layout): (at: { x: number; y: number }) => { x: number; y: number } {
  const { minX, minY, spanX, spanY } = boundsOf([...layout.values()]);
  const span = Math.max(spanX, spanY) || 1;
  return (at) => ({ x: ((at.x - minX) * SPAN_POINTS) / span, y: ((at.y - minY) * SPAN_POINTS) / span });
}
/** The command the file suggests, and the README shows. */
export const RENDER_COMMAND = 'neato -n2 -Tsvg graph.gv > graph.svg';

/** A DOT double-quoted ID: only `"` and a backslash need escaping. */
export const dotId = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

const fixed = (x: number, digits: number) => Number(x.toFixed(digits)).toString();

/**
 * `weight` must be an integer for `dot`; co-occurrence weights are, but a supplied graph's may
 * not be, so those are rounded (at least 1) and the exact value stays in `cooccurrence`.
 */
function edgeWeight(w: number): string {
  return Number.isInteger(w) ? String(w) : `${Math.max(1, Math.round(w))}, cooccurrence=${fixed(w, 6)}`;
}

export function toGraphviz(graph: ExportGraph, layout: Layout = forceLayout(graph)): string {
  const scale = bcScale(graph);
  const place = toPoints(layout);
  const maxWeight = graph.edges.reduce((m, e) => Math.max(m, e.weight), 0);
  const lines = [
    `// ${graph.name}: ${graph.nodes.length} concepts, ${graph.edges.length} relations, made by tna, laid out by tna. Render: ${RENDER_COMMAND}`,
    `graph ${dotId(graph.name)} {`,
    '  graph [splines=false, outputorder=edgesfirst, fontname="Helvetica"];',
    '  node [shape=circle, style=filled, fixedsize=shape, penwidth=0, fontname="Helvetica", fontcolor="#222222"];',
    '  edge [color="#9a9a9a80"];',
  ];
  for (const n of graph.nodes) {
    const s = scale(n.bc);
    const size = fixed(0.15 + 0.85 * Math.sqrt(s), 3);
    const at = place(layout.get(n.key) ?? { x: 0, y: 0 });
    lines.push(
      `  ${dotId(n.key)} [width=${size}, height=${size}, fontsize=${fixed(9 + 15 * s, 1)}, fillcolor="${n.colour}", ` +
        `pos="${fixed(at.x, 1)},${fixed(at.y, 1)}!", community=${dotId(n.community)}, bc=${fixed(n.bc, 6)}, degree=${n.degree}];`,
    );
  }
  for (const e of graph.edges) {
    const width = maxWeight > 0 ? 0.5 + 3.5 * (e.weight / maxWeight) : 1;
    lines.push(`  ${dotId(e.source)} -- ${dotId(e.target)} [weight=${edgeWeight(e.weight)}, penwidth=${fixed(width, 2)}];`);
  }
  lines.push('}');
  return lines.join('\n') + '\n';
}
