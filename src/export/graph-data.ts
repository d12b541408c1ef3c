// The graph a response carries, in the plain shape every export format writes: nodes, edges, clusters, gaps, gateways.
import type { Diversity } from '../core/graph/diversity.js';
import type { NetworkGraph } from '../report/graph-response.js';
import { FALLBACK_NAME_CONCEPTS } from '../report/views.js';
import { clusterColour } from './palette.js';

export interface ExportNode {
  key: string;
  degree: number;
  weightedDegree: number;
  bc: number;
  community: string;
  colour: string;
}

export interface ExportEdge {
  source: string;
  target: string;
  weight: number;
}

export interface ExportCluster {
  id: string;
  name: string;
  colour: string;
  /** Members by bc, highest first. */
  concepts: string[];
  numberRatio: number;
  bcRatio: number;
}

export interface ExportGraph {
  name: string;
  nodes: ExportNode[];
  edges: ExportEdge[];
  /** In rank order (share of betweenness). */
  clusters: ExportCluster[];
  gaps: { from: string; to: string }[];
  gateways: string[];
  /** Up to 16 concepts by betweenness. */
  topConcepts: string[];
  modularity: number;
  diversity?: Diversity;
}

/** What an export needs of a response: its node-link graph and, when there is one, the structured summary. */
export interface ExportSource {
  networkGraph: NetworkGraph;
  conceptualGateways?: readonly string[];
  mainTopicNames?: readonly string[];
  name?: string;
}

/**
 * Degrees missing from a compact graph are counted from its edges, and a node without a
 * community belongs to cluster 0, so any node-link graph can be exported.
 */
export function exportGraphOf(source: ExportSource): ExportGraph {
  const { networkGraph } = source;
  const attributes = networkGraph.attributes;
  const edges: ExportEdge[] = (networkGraph.edges ?? []).map((e) => ({ source: e.source, target: e.target, weight: e.attributes.weight }));
  const counted = new Map<string, { degree: number; weighted: number }>();
  for (const e of edges) {
    for (const end of [e.source, e.target]) {
      const c = counted.get(end) ?? { degree: 0, weighted: 0 };
      c.degree += 1;
      c.weighted += e.weight;
      counted.set(end, c);
    }
  }
  const nodes: ExportNode[] = (networkGraph.nodes ?? []).map((n) => {
    const community = n.attributes.community ?? '0';
    return {
      key: n.key,
      degree: n.attributes.degree ?? counted.get(n.key)?.degree ?? 0,
      weightedDegree: n.attributes.weightedDegree ?? counted.get(n.key)?.weighted ?? 0,
      bc: n.attributes.bc ?? 0,
      community,
      colour: clusterColour(community),
    };
  });
  const clusters: ExportCluster[] = (attributes.top_clusters ?? []).map((c, i) => ({
    id: c.community,
    name:
      source.mainTopicNames?.[i] ??
      c.aiName ??
      c.nodes
        .slice(0, FALLBACK_NAME_CONCEPTS)
        .map((n) => n.nodeName)
        .join(' '),
    colour: clusterColour(c.community),
    concepts: c.nodes.map((n) => n.nodeName),
    numberRatio: c.numberRatio,
    bcRatio: c.bcRatio,
  }));
  return {
    name: source.name ?? 'untitled',
    nodes,
    edges,
    clusters,
    gaps: (attributes.gaps ?? []).map((g) => ({ from: g.from.community, to: g.to.community })),
    gateways: [...(source.conceptualGateways ?? [])],
    topConcepts: attributes.top_nodes ?? [],
    modularity: attributes.modularity,
    diversity: attributes.diversity_stats,
  };
}

/** A node's share of the largest betweenness, 0 to 1; every size in every format follows it. */
export function bcScale(graph: ExportGraph): (bc: number) => number {
  const max = graph.nodes.reduce((m, n) => Math.max(m, n.bc), 0);
  return (bc) => (max > 0 ? bc / max : 0);
}
