// Compact DOT: relations written `a <-> b [label="c, d"]`, the form language models read best.
import type { Analysis } from '../core/analyze.js';
import type { Edge } from '../core/graph/build.js';

/** How many relations the whole-graph view and the cross-cluster views hold at most (ours). */
export const DOT_RELATIONS = 50;
export const INTER_CLUSTER_RELATIONS = 12;
/** A cluster's view covers its most central concepts, not every one of them (ours). */
export const CLUSTER_COVER = 8;
const LABEL_NEIGHBOURS = 3;

export class DotWriter {
  private readonly neighbours: Set<number>[];

  constructor(private readonly analysis: Analysis) {
    const { csr } = analysis.graph;
    this.neighbours = Array.from({ length: csr.n }, (_, i) => new Set(csr.neighbors.subarray(csr.offsets[i], csr.offsets[i + 1])));
  }

  /** `a <-> b [label="c, d"]`: the label names up to 3 neighbours that a and b share, most central first. */
  relation(edge: Edge): string {
    const { names } = this.analysis.graph;
    const { bc } = this.analysis;
    const [small, large] =
      this.neighbours[edge.source].size < this.neighbours[edge.target].size
        ? [this.neighbours[edge.source], this.neighbours[edge.target]]
        : [this.neighbours[edge.target], this.neighbours[edge.source]];
    const shared = [...small].filter((n) => large.has(n)).sort((a, b) => bc[b] - bc[a] || a - b);
    const label = shared.slice(0, LABEL_NEIGHBOURS).map((n) => names[n]).join(', ');
    return `${names[edge.source]} <-> ${names[edge.target]}` + (label ? ` [label="${label}"]` : '');
  }

  lines(edges: readonly Edge[]): string {
    return edges.map((e) => this.relation(e)).join('\n');
  }

  /** The strongest relations of the whole graph. */
  whole(limit = DOT_RELATIONS): Edge[] {
    return this.analysis.edgesByWeight.slice(0, limit).map((i) => this.analysis.graph.edges[i]);
  }

  /** Strong edges that together reach a cluster's most central concepts (greedy cover). */
  cluster(clusterId: number, cover = CLUSTER_COVER): Edge[] {
    const { community, clusters } = this.analysis;
    const cluster = clusters.find((c) => c.id === clusterId);
    if (!cluster) return [];
    const wanted = new Set(cluster.nodes.slice(0, cover));
    const covered = new Set<number>();
    const chosen: Edge[] = [];
    for (const i of this.analysis.edgesByWeight) {
      const e = this.analysis.graph.edges[i];
      if (community[e.source] !== clusterId || community[e.target] !== clusterId) continue;
      if (!wanted.has(e.source) && !wanted.has(e.target)) continue;
      if (covered.has(e.source) && covered.has(e.target)) continue;
      chosen.push(e);
      covered.add(e.source);
      covered.add(e.target);
      if ([...wanted].every((n) => covered.has(n))) break;
    }
    return chosen;
  }

  /** Edges among a set of nodes, strongest first. */
  among(nodes: Iterable<number>): Edge[] {
    const set = new Set(nodes);
    return this.analysis.edgesByWeight
      .map((i) => this.analysis.graph.edges[i])
      .filter((e) => set.has(e.source) && set.has(e.target));
  }

  /** Edges across clusters, by the betweenness of their ends. */
  interCluster(limit = INTER_CLUSTER_RELATIONS): Edge[] {
    const { community, bc, graph } = this.analysis;
    return graph.edges
      .map((e, i) => ({ e, i }))
      .filter(({ e }) => community[e.source] !== community[e.target])
      .sort((x, y) => bc[y.e.source] + bc[y.e.target] - (bc[x.e.source] + bc[x.e.target]) || y.e.weight - x.e.weight || x.i - y.i)
      .slice(0, limit)
      .map(({ e }) => e);
  }

  /** Edges from the conceptual gateways to other clusters, by the gateways' rank. */
  gateways(limit = INTER_CLUSTER_RELATIONS): Edge[] {
    const { community, graph } = this.analysis;
    const out: Edge[] = [];
    const byWeight = this.analysis.edgesByWeight.map((i) => graph.edges[i]);
    for (const g of this.analysis.gateways) {
      for (const e of byWeight) {
        if ((e.source === g || e.target === g) && community[e.source] !== community[e.target] && !out.includes(e)) {
          out.push(e);
          break;
        }
      }
    }
    return out.slice(0, limit);
  }
}
