// The views of a graph by cluster that the hosted service's clients read at the top level of a
// DOT or advice response, beside graphKeywords: each cluster's relations as DOT lines (and the
// pinned, top-node, inter-cluster and gateway views), and the clusters' names.
import type { Analysis } from '../core/analyze.js';
import type { DotWriter } from './dot.js';
import { lazyField } from '../core/lazy-field.js';
import { clusterName, conceptsOf, type TopicNames } from './views.js';

export interface ClusterViews {
  /** Cluster id (and `pinned`, `top_nodes`, `inter_cluster`, `conceptual_gateways`) → DOT lines, one relation a line. */
  dotGraphByCluster: Record<string, string[]>;
  /** The clusters the response is about, by id (DOT: the focus; advice: every cluster). */
  clusterIds: string[];
  /** The name of `clusterIds[i]` at `i`: clients read the two lists side by side. */
  clusterAiNames: string[];
  /** Every cluster id → its AI name, or its top concepts when no name was asked for. */
  clusterNamesById: Record<string, string>;
}

/**
 * Clients join the lines (`.join("\n")`) or keep a view only when it is an array: arrays they are.
 * `focusIds` are the clusters `clusterIds` lists, in order (every cluster when not given).
 */
export function clusterViews(analysis: Analysis, dot: DotWriter, aiNames?: TopicNames, pinnedNodes?: readonly string[], focusIds?: readonly number[]): ClusterViews {
  const dotGraphByCluster = dotViews(analysis, dot, pinnedNodes);
  const clusterNamesById = Object.fromEntries(analysis.clusters.map((c) => [String(c.id), clusterName(analysis, c, aiNames)]));
  const clusterIds = (focusIds ?? analysis.clusters.map((c) => c.id)).map(String);
  // One list of names per list of ids, so that an index into one is an index into the other.
  const clusterAiNames = clusterIds.map((id) => clusterNamesById[id]);
  return { dotGraphByCluster, clusterIds, clusterAiNames, clusterNamesById };
}

/**
 * Cluster id (and `pinned`, `top_nodes`, `inter_cluster`, `conceptual_gateways`) → DOT lines, one
 * relation a line: the views alone, for a graph's answer, which gives no names (the DOT and advice
 * answers do: clusterViews).
 */
export function dotViews(analysis: Analysis, dot: DotWriter, pinnedNodes?: readonly string[]): Record<string, string[]> {
  const { names } = analysis.graph;
  const pinned = new Set((pinnedNodes ?? []).map((p) => names.indexOf(p.toLowerCase())).filter((i) => i >= 0));
  const views: Record<string, string[]> = {};
  for (const c of analysis.clusters) views[String(c.id)] = dot.list(dot.cluster(c.id));
  views.pinned = dot.list(dot.among(pinned));
  views.top_nodes = dot.list(dot.among(analysis.topNodes));
  views.inter_cluster = dot.list(dot.interCluster());
  views.conceptual_gateways = dot.list(dot.gateways());
  return views;
}

/** A graph answer's fields of views: placeholders until lazyViews fills them. */
interface ViewFields {
  dotGraph?: string;
  dotGraphByCluster?: Record<string, string[]>;
  allClusters?: { id: string; community: string; text: string; dotGraph: string; aiName: string }[];
}

/**
 * A graph answer's views — the DOT text of the whole graph, the views by cluster (`made`, when the
 * caller has them already), and each cluster's concepts, DOT text and name (allClusters) — each
 * made when first read, in its place among the fields (lazy-field.ts says why).
 */
export function lazyViews(fields: ViewFields, analysis: Analysis, dot: DotWriter, made?: Record<string, string[]>, pinnedNodes?: readonly string[], aiNames?: TopicNames): void {
  let views = made;
  const byCluster = () => (views ??= dotViews(analysis, dot, pinnedNodes));
  lazyField(fields, 'dotGraph', () => dot.lines(dot.whole()));
  lazyField(fields, 'dotGraphByCluster', byCluster);
  fields.allClusters = analysis.clusters.map((c) => {
    const cluster = { id: String(c.id), community: String(c.id), text: '', dotGraph: '', aiName: '' };
    lazyField(cluster, 'text', () => conceptsOf(analysis, c, c.nodes.length).join(' '));
    lazyField(cluster, 'dotGraph', () => byCluster()[cluster.id].join('\n'));
    lazyField(cluster, 'aiName', () => clusterName(analysis, c, aiNames));
    return cluster;
  });
}
