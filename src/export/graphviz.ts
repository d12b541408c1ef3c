// A real Graphviz DOT of the graph: nodes sized by betweenness and coloured by cluster, edges weighted; `neato -Tsvg` or `dot -Tsvg` renders it.
import { bcScale, type ExportGraph } from './graph-data.js';

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

export function toGraphviz(graph: ExportGraph): string {
  const scale = bcScale(graph);
  const maxWeight = graph.edges.reduce((m, e) => Math.max(m, e.weight), 0);
  const lines = [
    `// ${graph.name}: ${graph.nodes.length} concepts, ${graph.edges.length} relations, made by tna. Render: neato -Tsvg graph.gv > graph.svg`,
    `graph ${dotId(graph.name)} {`,
    '  graph [overlap=false, splines=true, outputorder=edgesfirst, fontname="Helvetica"];',
    '  node [shape=circle, style=filled, fixedsize=shape, penwidth=0, fontname="Helvetica", fontcolor="#222222"];',
    '  edge [color="#9a9a9a80"];',
  ];
  for (const n of graph.nodes) {
    const s = scale(n.bc);
    const size = fixed(0.15 + 0.85 * Math.sqrt(s), 3);
    lines.push(
      `  ${dotId(n.key)} [width=${size}, height=${size}, fontsize=${fixed(9 + 15 * s, 1)}, fillcolor="${n.colour}", ` +
        `community=${dotId(n.community)}, bc=${fixed(n.bc, 6)}, degree=${n.degree}];`,
    );
  }
  for (const e of graph.edges) {
    const width = maxWeight > 0 ? 0.5 + 3.5 * (e.weight / maxWeight) : 1;
    lines.push(`  ${dotId(e.source)} -- ${dotId(e.target)} [weight=${edgeWeight(e.weight)}, penwidth=${fixed(width, 2)}];`);
  }
  lines.push('}');
  return lines.join('\n') + '\n';
}
