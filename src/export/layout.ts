// A force-directed layout (ForceAtlas2) computed here, from seeded starting positions, so the same graph is always drawn the same way.
import Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import { seededRandom, DEFAULT_SEED } from '../core/graph/communities.js';
import type { ExportGraph } from './graph-data.js';

export type Layout = Map<string, { x: number; y: number }>;

/** Above this many concepts the O(n²) repulsion costs seconds; Barnes-Hut's O(n log n) approximation takes over. */
const BARNES_HUT_FROM = 400;
/** Node-pair and edge visits one layout may spend (about a second); a default-sized graph gets all 600 iterations. */
const WORK_BUDGET = 12e6;
const MAX_ITERATIONS = 600;
const MIN_ITERATIONS = 50;

/** As many iterations as the budget allows: 600 settle a few hundred concepts; big graphs take fewer, rougher ones. */
function iterationsFor(order: number, size: number, barnesHut: boolean): number {
  const perIteration = (barnesHut ? 4 * order * Math.log2(order) : (order * order) / 2) + size;
  return Math.max(MIN_ITERATIONS, Math.min(MAX_ITERATIONS, Math.floor(WORK_BUDGET / perIteration)));
}

/**
 * Each cluster starts around its own point on a circle (members jittered by a seeded
 * generator), so clusters separate quickly and no run depends on Math.random.
 */
export function forceLayout(graph: ExportGraph): Layout {
  const g = new Graph({ type: 'undirected', multi: false, allowSelfLoops: false });
  const random = seededRandom(DEFAULT_SEED);
  const clusterIds = [...new Set(graph.nodes.map((n) => n.community))];
  const slot = new Map(clusterIds.map((id, i) => [id, i]));
  const radius = 100;
  for (const n of graph.nodes) {
    const angle = (2 * Math.PI * slot.get(n.community)!) / Math.max(1, clusterIds.length);
    const r = 25 * Math.sqrt(random());
    const t = 2 * Math.PI * random();
    g.addNode(n.key, { x: radius * Math.cos(angle) + r * Math.cos(t), y: radius * Math.sin(angle) + r * Math.sin(t) });
  }
  for (const e of graph.edges) {
    if (e.source !== e.target && !g.hasEdge(e.source, e.target)) g.addEdge(e.source, e.target, { weight: e.weight });
  }
  const barnesHut = g.order > BARNES_HUT_FROM;
  const settings = { ...forceAtlas2.inferSettings(g), edgeWeightInfluence: 1, barnesHutOptimize: barnesHut };
  const iterations = iterationsFor(g.order, g.size, barnesHut);
  const positions = g.order > 1 ? forceAtlas2(g, { iterations, settings, getEdgeWeight: 'weight' }) : {};
  const layout: Layout = new Map();
  // Two decimals are far below a pixel and keep the page small and stable.
  const round = (v: number) => Math.round(v * 100) / 100;
  g.forEachNode((key, attributes) => {
    const p = positions[key] ?? attributes;
    layout.set(key, { x: round(p.x), y: round(p.y) });
  });
  return layout;
}

/** The box the layout's points take: its corner and its width and height (0 when the points line up). */
export function boundsOf(points: readonly { x: number; y: number }[]): { minX: number; minY: number; spanX: number; spanY: number } {
  if (points.length === 0) return { minX: 0, minY: 0, spanX: 0, spanY: 0 };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  return { minX, minY, spanX: Math.max(...xs) - minX, spanY: Math.max(...ys) - minY };
}
