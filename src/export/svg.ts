// A self-contained SVG picture of the graph, drawn from tna's own layout (ForceAtlas2), so a
// picture for a report or a README needs no Graphviz: edges under nodes, nodes sized by
// betweenness and coloured by cluster, the top concepts labelled where labels do not overlap,
// and a legend of the clusters' names.
import { bcScale, type ExportGraph } from './graph-data.js';
// GraphML's escaping, control characters dropped: SVG is XML too.
import { xmlEscape as escapeXml } from './graphml.js';
import { boundsOf, forceLayout, type Layout } from './layout.js';

/** The drawing's width in user units; it scales to any width (a README's column is about 800 px). */
const WIDTH = 1000;
/** The graph on the left, the legend of clusters in the column on the right. */
const PLOT_WIDTH = 740;
const PLOT_HEIGHT = 620;
const LEGEND_X = PLOT_WIDTH + 20;
const MARGIN = 40;
const LEGEND_LINE = 22;
const MIN_RADIUS = 3;
const MAX_RADIUS = 22;
/** At most this many concepts are labelled, most influential first (ours). */
const MAX_LABELS = 40;
const FONT = 'Helvetica, Arial, sans-serif';
/** A legend line holds this many characters of a cluster's name (the column is a quarter of the width). */
const LEGEND_CHARS = 26;
const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max - 1) + '…' : text);

const num = (x: number) => Number(x.toFixed(1)).toString();

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The layout fitted into the drawing, aspect kept. */
function fitted(graph: ExportGraph, layout: Layout, width: number, height: number): Map<string, { x: number; y: number }> {
  const points = graph.nodes.map((n) => layout.get(n.key) ?? { x: 0, y: 0 });
  const box = boundsOf(points);
  const { minX, minY } = box;
  const spanX = box.spanX || 1;
  const spanY = box.spanY || 1;
  const scale = Math.min((width - 2 * MARGIN) / spanX, (height - 2 * MARGIN) / spanY);
  const offsetX = (width - spanX * scale) / 2;
  const offsetY = (height - spanY * scale) / 2;
  return new Map(graph.nodes.map((n, i) => [n.key, { x: offsetX + (points[i].x - minX) * scale, y: offsetY + (points[i].y - minY) * scale }]));
}

export function toSvg(graph: ExportGraph, layout: Layout = forceLayout(graph)): string {
  const height = Math.max(PLOT_HEIGHT, graph.clusters.length * LEGEND_LINE + 2 * MARGIN);
  const at = fitted(graph, layout, PLOT_WIDTH, PLOT_HEIGHT);
  const scale = bcScale(graph);
  const radius = new Map(graph.nodes.map((n) => [n.key, MIN_RADIUS + (MAX_RADIUS - MIN_RADIUS) * Math.sqrt(scale(n.bc))]));
  const maxWeight = graph.edges.reduce((m, e) => Math.max(m, e.weight), 0) || 1;

  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" font-family="${FONT}">`,
    `<title>${escapeXml(graph.name)}: ${graph.nodes.length} concepts, ${graph.edges.length} relations</title>`,
    '<rect width="100%" height="100%" fill="#ffffff"/>',
    '<g id="edges" stroke="#9a9a9a" stroke-opacity="0.45" fill="none">',
  ];
  // Light relations first, so the strong ones are drawn on top of them.
  for (const e of [...graph.edges].sort((a, b) => a.weight - b.weight)) {
    const a = at.get(e.source);
    const b = at.get(e.target);
    if (!a || !b) continue;
    out.push(`<line x1="${num(a.x)}" y1="${num(a.y)}" x2="${num(b.x)}" y2="${num(b.y)}" stroke-width="${num(0.4 + 2.6 * (e.weight / maxWeight))}"/>`);
  }
  out.push('</g>', '<g id="nodes" stroke="#ffffff" stroke-width="1">');
  // Small nodes first, so the influential ones are not hidden under them.
  const bySize = [...graph.nodes].sort((a, b) => a.bc - b.bc || (a.key < b.key ? -1 : 1));
  for (const n of bySize) {
    const p = at.get(n.key)!;
    out.push(`<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${num(radius.get(n.key)!)}" fill="${n.colour}"><title>${escapeXml(n.key)}</title></circle>`);
  }
  out.push('</g>', '<g id="labels" fill="#222222" text-anchor="middle" paint-order="stroke" stroke="#ffffff" stroke-width="3" stroke-linejoin="round">');
  // Labels for the most influential concepts, each kept only where it overlaps no label already placed.
  const placed: Box[] = [];
  for (const n of [...bySize].reverse().slice(0, MAX_LABELS * 3)) {
    if (placed.length >= MAX_LABELS) break;
    const p = at.get(n.key)!;
    const size = 11 + 9 * scale(n.bc);
    const w = n.key.length * size * 0.58;
    const box = { x: p.x - w / 2, y: p.y - radius.get(n.key)! - size - 2, w, h: size + 2 };
    if (box.x < 0 || box.x + box.w > PLOT_WIDTH || box.y < 0 || placed.some((b) => overlaps(b, box))) continue;
    placed.push(box);
    out.push(`<text x="${num(p.x)}" y="${num(box.y + size)}" font-size="${num(size)}">${escapeXml(n.key)}</text>`);
  }
  out.push('</g>', `<g id="legend" font-size="13" fill="#222222">`);
  graph.clusters.forEach((c, i) => {
    const y = MARGIN + i * LEGEND_LINE;
    out.push(`<circle cx="${LEGEND_X + 6}" cy="${y}" r="6" fill="${c.colour}"/>`, `<text x="${LEGEND_X + 18}" y="${y + 4}">${escapeXml(cut(c.name, LEGEND_CHARS))} (${Math.round(c.bcRatio * 100)}%)</text>`);
  });
  out.push('</g>', '</svg>');
  return out.join('\n') + '\n';
}
