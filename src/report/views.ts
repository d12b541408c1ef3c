// Shared wording of the text views: cluster names, concept lists, number formats.
import type { Analysis } from '../core/analyze.js';
import type { Cluster } from '../core/graph/clusters.js';

/** AI topic names by cluster id, when a language model named them. */
export type TopicNames = ReadonlyMap<number, string>;

export const FALLBACK_NAME_CONCEPTS = 3;

export function conceptsOf(analysis: Analysis, cluster: Cluster, limit: number): string[] {
  return cluster.nodes.slice(0, limit).map((i) => analysis.graph.names[i]);
}

/**
 * The AI name; without one, the best key phrase of two or more words whose concepts all lie in
 * the cluster (the default analysis has key phrases); else the cluster's top concepts.
 */
export function clusterName(analysis: Analysis, cluster: Cluster, names?: TopicNames): string {
  return names?.get(cluster.id) ?? phraseName(analysis, cluster) ?? conceptsOf(analysis, cluster, FALLBACK_NAME_CONCEPTS).join(' ');
}

function phraseName(analysis: Analysis, cluster: Cluster): string | undefined {
  if (analysis.keyPhrases.length === 0) return undefined;
  const members = new Set(cluster.nodes.map((i) => analysis.graph.names[i]));
  return analysis.keyPhrases.find((k) => {
    const concepts = k.lemma.split(' ');
    return concepts.length >= 2 && concepts.every((concept) => members.has(concept));
  })?.phrase;
}

export const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
export const fixed4 = (x: number) => x.toFixed(4);
