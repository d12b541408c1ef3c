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
  /**
   * Per node, the last node whose neighbours marked it: a node's neighbours are those that hold its
   * number, once it has marked them since another did (markNeighbours). Made on first use; no set
   * of neighbours is made (a full graph has millions of links, and iterating a set allocated a step
   * each under the command line's compiler pace).
   */
  private marks?: Int32Array;
  /** The node whose neighbours the marks hold now. */
  private marked = -1;
  /** Per cover size, per cluster id, the edges a cluster's cover can use, strongest first; made on first use. */
  private readonly coverEdges = new Map<number, number[][]>();

  constructor(private readonly analysis: Analysis) {}

  /** Marks the neighbours of `node`, unless they are the ones marked now. */
  private markNeighbours(node: number): Int32Array {
    const { csr, names } = this.analysis.graph;
    const marks = (this.marks ??= new Int32Array(names.length).fill(-1));
    if (this.marked !== node) {
      for (let a = csr.offsets[node]; a < csr.offsets[node + 1]; a++) marks[csr.neighbors[a]] = node;
      this.marked = node;
    }
    return marks;
  }

  /** `a <-> b [label="c, d"]`: the label names up to 3 neighbours that a and b share, most central first. */
  relation(edge: Edge): string {
    const { names } = this.analysis.graph;
    const label = this.sharedNeighbours(edge.source, edge.target, LABEL_NEIGHBOURS).map((n) => names[n]).join(', ');
    return `${names[edge.source]} <-> ${names[edge.target]}` + (label ? ` [label="${label}"]` : '');
  }

  /** The `count` neighbours that `a` and `b` share with the highest bc (ties: lower index), highest first. */
  private sharedNeighbours(a: number, b: number, count: number): number[] {
    const { bc, graph } = this.analysis;
    const { offsets, neighbors } = graph.csr;
    // The neighbours of the end with more are marked (a hub stays marked across the relations it is in), those of the other read.
    const [small, large] = offsets[a + 1] - offsets[a] < offsets[b + 1] - offsets[b] ? [a, b] : [b, a];
    const marks = this.markNeighbours(large);
    const best = new Best(count, (x, y) => bc[x] > bc[y] || (bc[x] === bc[y] && x < y));
    // Two high-degree ends share thousands of neighbours, of which three are named.
    for (let k = offsets[small]; k < offsets[small + 1]; k++) if (marks[neighbors[k]] === large) best.offer(neighbors[k]);
    return best.items;
  }

  /**
   * The indexes of the edges that `keep` accepts, strongest first (ties: earlier), as
   * edgesByWeight orders them. The edges are read in creation order, where they lie in memory, and
   * only the few kept are sorted: walking edgesByWeight instead jumps all over a full graph's
   * million edges.
   */
  private strongestWhere(keep: (e: Edge) => boolean): number[] {
    const { edges } = this.analysis.graph;
    const kept: number[] = [];
    for (let i = 0; i < edges.length; i++) if (keep(edges[i])) kept.push(i);
    return byStrength(kept, edges);
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
    for (const i of this.coverCandidates(cover)[clusterId] ?? []) {
      const e = graph.edges[i];
      if (covered.has(e.source) && covered.has(e.target)) continue;
      chosen.push(e);
      cover1(e.source);
      cover1(e.target);
      if (coveredWanted === wanted.size) break;
    }
    return chosen;
  }

  /**
   * Per cluster id, the edges inside the cluster that touch one of its `cover` most central
   * concepts (no other edge can join its cover), strongest first: one pass for every cluster.
   */
  private coverCandidates(cover: number): number[][] {
    let lists = this.coverEdges.get(cover);
    if (!lists) {
      const { clusters, community, graph } = this.analysis;
      const wanted = new Uint8Array(graph.names.length);
      for (const c of clusters) for (const node of c.nodes.slice(0, cover)) wanted[node] = 1;
      const inside: number[][] = [];
      graph.edges.forEach((e, i) => {
        const c = community[e.source];
        if (c === community[e.target] && (wanted[e.source] || wanted[e.target])) (inside[c] ??= []).push(i);
      });
      lists = inside.map((list) => byStrength(list, graph.edges));
      this.coverEdges.set(cover, lists);
    }
    return lists;
  }

  /** Edges among a set of nodes, strongest first. */
  among(nodes: Iterable<number>): Edge[] {
    const set = new Set(nodes);
    if (set.size < 2) return [];
    const { edges } = this.analysis.graph;
    return this.strongestWhere((e) => set.has(e.source) && set.has(e.target)).map((i) => edges[i]);
  }

  /** Edges across clusters, by the betweenness of their ends (ties: heavier, then earlier). */
  interCluster(limit = INTER_CLUSTER_RELATIONS): Edge[] {
    const { community, bc, graph } = this.analysis;
    const before = (x: number, y: number) => {
      const a = graph.edges[x];
      const b = graph.edges[y];
      return (bc[b.source] + bc[b.target] - (bc[a.source] + bc[a.target]) || b.weight - a.weight || x - y) < 0;
    };
    const best = new Best(limit, before);
    graph.edges.forEach((e, i) => {
      if (community[e.source] !== community[e.target]) best.offer(i);
    });
    return best.items.map((i) => graph.edges[i]);
  }

  /**
   * Edges from the conceptual gateways to other clusters, by the gateways' rank: each gateway's
   * strongest such edge that an earlier gateway has not taken.
   */
  gateways(limit = INTER_CLUSTER_RELATIONS): Edge[] {
    const { community, graph, gateways } = this.analysis;
    const rank = new Int32Array(graph.names.length).fill(-1);
    gateways.forEach((g, r) => (rank[g] = r));
    const across = gateways.map(() => [] as number[]);
    graph.edges.forEach((e, i) => {
      if (community[e.source] === community[e.target]) return;
      if (rank[e.source] >= 0) across[rank[e.source]].push(i);
      if (rank[e.target] >= 0) across[rank[e.target]].push(i);
    });
    const taken = new Set<number>();
    for (const list of across) {
      const first = byStrength(list, graph.edges).find((i) => !taken.has(i));
      if (first !== undefined) taken.add(first);
    }
    return [...taken].slice(0, limit).map((i) => graph.edges[i]);
  }
}

/** Edge indexes in edgesByWeight's order: heavier first, ties by creation. Sorts in place. */
function byStrength(indexes: number[], edges: readonly Edge[]): number[] {
  return indexes.sort((a, b) => edges[b].weight - edges[a].weight || a - b);
}

/** The best `count` of the numbers offered by `before` (a strict order), best first: kept by insertion, one pass instead of a sort of them all. */
class Best {
  readonly items: number[] = [];

  constructor(
    private readonly count: number,
    private readonly before: (a: number, b: number) => boolean,
  ) {}

  offer(x: number): void {
    const { items, count, before } = this;
    if (count <= 0 || (items.length === count && !before(x, items[count - 1]))) return;
    let at = items.length === count ? count - 1 : items.length;
    while (at > 0 && before(x, items[at - 1])) {
      items[at] = items[at - 1];
      at--;
    }
    items[at] = x;
  }
}
