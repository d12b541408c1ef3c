// Shared wording of the text views: cluster names, concept lists, number formats.
import type { Analysis } from '../core/analyze.js';
import type { Cluster } from '../core/graph/clusters.js';

/** AI topic names by cluster id, when a language model named them. */
export type TopicNames = ReadonlyMap<number, string>;

export const FALLBACK_NAME_CONCEPTS = 3;

export function conceptsOf(analysis: Analysis, cluster: Cluster, limit: number): string[] {
  return cluster.nodes.slice(0, limit).map((i) => analysis.graph.names[i]);
}

/** The AI name, or without one the cluster's top concepts. */
export function clusterName(analysis: Analysis, cluster: Cluster, names?: TopicNames): string {
  return names?.get(cluster.id) ?? conceptsOf(analysis, cluster, FALLBACK_NAME_CONCEPTS).join(' ');
}

export const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
export const fixed4 = (x: number) => x.toFixed(4);
