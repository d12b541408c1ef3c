// Clusters of the partition, ranked by their share of betweenness, and the gaps between them.
import type { Edge } from './build.js';
import { compareDesc } from './rank.js';

export interface Cluster {
  id: number;
  /** Members by bc, highest first (ties: insertion order). */
  nodes: number[];
  bcSum: number;
  numberRatio: number;
  bcRatio: number;
}

export const round2 = (x: number) => Math.round(x * 100) / 100;

/** Clusters by bcRatio, highest first (ties: larger, then lower id). */
export function rankClusters(community: Int32Array, count: number, bc: Float64Array): Cluster[] {
  const members: number[][] = Array.from({ length: count }, () => []);
  community.forEach((c, node) => members[c].push(node));
  const n = community.length;
  const totalBc = bc.reduce((s, v) => s + v, 0);
  const clusters = members.map((nodes, id) => {
    const bcSum = nodes.reduce((s, i) => s + bc[i], 0);
    return {
      id,
      nodes: nodes.sort((a, b) => compareDesc(bc[a], bc[b]) || a - b),
      bcSum,
      numberRatio: round2(nodes.length / n),
      bcRatio: totalBc > 0 ? round2(bcSum / totalBc) : 0,
    };
  });
  return clusters.sort((a, b) => compareDesc(a.bcSum, b.bcSum) || b.nodes.length - a.nodes.length || a.id - b.id);
}

export interface Gap {
  from: Cluster;
  to: Cluster;
  /** Edges between the two clusters / (|from| · |to|). */
  density: number;
}

export const GAP_CANDIDATES = 6;

/**
 * Every pair of the top clusters (at least 2 nodes each, up to 6), least connected first
 * (ties: the pair holding more bc first). `from` is the cluster ranked higher.
 */
export function rankGaps(ranked: readonly Cluster[], community: Int32Array, edges: readonly Edge[]): Gap[] {
  const candidates = ranked.filter((c) => c.nodes.length >= 2).slice(0, GAP_CANDIDATES);
  // Each community's place among the candidates (-1: none), and the edges between each pair of
  // places counted in a K × K table: one pass over (possibly a million) edges with no keys built.
  const k = candidates.length;
  const position = new Int32Array(community.reduce((most, c) => Math.max(most, c + 1), 0)).fill(-1);
  candidates.forEach((c, i) => (position[c.id] = i));
  const between = new Int32Array(k * k);
  for (const e of edges) {
    const a = position[community[e.source]];
    const b = position[community[e.target]];
    if (a < 0 || b < 0 || a === b) continue;
    between[a < b ? a * k + b : b * k + a]++;
  }
  const gaps: Array<Gap & { order: number }> = [];
  for (let a = 0; a < candidates.length; a++) {
    for (let b = a + 1; b < candidates.length; b++) {
      const from = candidates[a];
      const to = candidates[b];
      const density = between[a * k + b] / (from.nodes.length * to.nodes.length);
      gaps.push({ from, to, density, order: gaps.length });
    }
  }
  return gaps
    .sort((x, y) => x.density - y.density || compareDesc(x.from.bcSum + x.to.bcSum, y.from.bcSum + y.to.bcSum) || x.order - y.order)
    .map(({ from, to, density }) => ({ from, to, density }));
}
