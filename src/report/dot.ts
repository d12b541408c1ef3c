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
  /** Neighbour sets, made for the few nodes a relation's label needs (a full graph has millions of links). */
  private readonly neighbourSets = new Map<number, Set<number>>();
  /** Per cluster id, the indexes of the edges inside it, strongest first; made on first use. */
  private inside?: number[][];

  constructor(private readonly analysis: Analysis) {}

  private neighbours(node: number): Set<number> {
    let set = this.neighbourSets.get(node);
    if (!set) {
      const { csr } = this.analysis.graph;
      set = new Set(csr.neighbors.subarray(csr.offsets[node], csr.offsets[node + 1]));
      this.neighbourSets.set(node, set);
    }
    return set;
  }

  /** `a <-> b [label="c, d"]`: the label names up to 3 neighbours that a and b share, most central first. */
  relation(edge: Edge): string {
    const { names } = this.analysis.graph;
    const { bc } = this.analysis;
    const from = this.neighbours(edge.source);
    const to = this.neighbours(edge.target);
    const [small, large] = from.size < to.size ? [from, to] : [to, from];
    const shared = [...small].filter((n) => large.has(n)).sort((a, b) => bc[b] - bc[a] || a - b);
    const label = shared.slice(0, LABEL_NEIGHBOURS).map((n) => names[n]).join(', ');
    return `${names[edge.source]} <-> ${names[edge.target]}` + (label ? ` [label="${label}"]` : '');
  }

  lines(edges: readonly Edge[]): string {
    return this.list(edges).join('\n');
  }

  /** One relation a line, as a list. */
  list(edges: readonly Edge[]): string[] {
    return edges.map((e) => this.relation(e));
  }

  /** The strongest relations of the whole graph. */
  whole(limit = DOT_RELATIONS): Edge[] {
    return this.analysis.edgesByWeight.slice(0, limit).map((i) => this.analysis.graph.edges[i]);
  }

  /** Strong edges that together reach a cluster's most central concepts (greedy cover). */
  cluster(clusterId: number, cover = CLUSTER_COVER): Edge[] {
    const { clusters, graph } = this.analysis;
    const cluster = clusters.find((c) => c.id === clusterId);
    if (!cluster) return [];
    const wanted = new Set(cluster.nodes.slice(0, cover));
    const covered = new Set<number>();
    let coveredWanted = 0;
    const cover1 = (node: number) => {
      if (covered.has(node)) return;
      covered.add(node);
      if (wanted.has(node)) coveredWanted++;
    };
    const chosen: Edge[] = [];
    for (const i of this.edgesInside(clusterId)) {
      const e = graph.edges[i];
      if (!wanted.has(e.source) && !wanted.has(e.target)) continue;
      if (covered.has(e.source) && covered.has(e.target)) continue;
      chosen.push(e);
      cover1(e.source);
      cover1(e.target);
      if (coveredWanted === wanted.size) break;
    }
    return chosen;
  }

  /** The edges inside a cluster, strongest first. */
  private edgesInside(clusterId: number): readonly number[] {
    if (!this.inside) {
      const { community, graph, edgesByWeight } = this.analysis;
      const inside: number[][] = [];
      for (const i of edgesByWeight) {
        const e = graph.edges[i];
        const c = community[e.source];
        if (c === community[e.target]) (inside[c] ??= []).push(i);
      }
      this.inside = inside;
    }
    return this.inside[clusterId] ?? [];
  }

  /** Edges among a set of nodes, strongest first. */
  among(nodes: Iterable<number>): Edge[] {
    const set = new Set(nodes);
    const out: Edge[] = [];
    if (set.size < 2) return out;
    const { edges } = this.analysis.graph;
    for (const i of this.analysis.edgesByWeight) {
      const e = edges[i];
      if (set.has(e.source) && set.has(e.target)) out.push(e);
    }
    return out;
  }

  /** Edges across clusters, by the betweenness of their ends (ties: heavier, then earlier). */
  interCluster(limit = INTER_CLUSTER_RELATIONS): Edge[] {
    const { community, bc, graph } = this.analysis;
    const before = (x: number, y: number) => {
      const a = graph.edges[x];
      const b = graph.edges[y];
      return (bc[b.source] + bc[b.target] - (bc[a.source] + bc[a.target]) || b.weight - a.weight || x - y) < 0;
    };
    // The best `limit` in order, kept by insertion: one pass instead of sorting every cross edge.
    const best: number[] = [];
    graph.edges.forEach((e, i) => {
      if (community[e.source] === community[e.target] || limit <= 0) return;
      if (best.length === limit && !before(i, best[limit - 1])) return;
      let at = best.length === limit ? limit - 1 : best.length;
      while (at > 0 && before(i, best[at - 1])) {
        best[at] = best[at - 1];
        at--;
      }
      best[at] = i;
    });
    return best.map((i) => graph.edges[i]);
  }

  /**
   * Edges from the conceptual gateways to other clusters, by the gateways' rank: each gateway's
   * strongest such edge that an earlier gateway has not taken. One pass over the edges, which ends
   * when every gateway has all the candidates it can use: a gateway ranks high for a small degree,
   * so its first edge sits far down a full graph's million edges, and a scan per gateway read
   * most of them each time. A gateway loses at most one candidate to each gateway before it, so
   * that many plus one are all it needs.
   */
  gateways(limit = INTER_CLUSTER_RELATIONS): Edge[] {
    const { community, graph, edgesByWeight, gateways } = this.analysis;
    const { offsets, neighbors } = graph.csr;
    const rank = new Map(gateways.map((g, r) => [g, r]));
    const candidates = gateways.map(() => [] as number[]);
    const wanted = gateways.map((g) => {
      let across = 0;
      for (let j = offsets[g]; j < offsets[g + 1]; j++) if (community[neighbors[j]] !== community[g]) across++;
      return Math.min(across, gateways.length);
    });
    let open = wanted.filter((w) => w > 0).length;
    for (let k = 0; k < edgesByWeight.length && open > 0; k++) {
      const { source, target } = graph.edges[edgesByWeight[k]];
      if (community[source] === community[target]) continue;
      for (const r of [rank.get(source), rank.get(target)]) {
        if (r !== undefined && candidates[r].length < wanted[r] && candidates[r].push(edgesByWeight[k]) === wanted[r]) open--;
      }
    }
    const taken = new Set<number>();
    for (const list of candidates) {
      const first = list.find((i) => !taken.has(i));
      if (first !== undefined) taken.add(first);
    }
    return [...taken].slice(0, limit).map((i) => graph.edges[i]);
  }
}
