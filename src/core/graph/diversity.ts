// Diversity statistics: how evenly influence spreads over concepts and clusters (rules in docs/analysis.md).
import { round2 } from './clusters.js';

export type ModularityClass = 'low' | 'medium' | 'high';
export type DiversityScore = 'biased' | 'focused' | 'diversified' | 'dispersed';

export interface Diversity {
  diversity_score: DiversityScore;
  /** The modularity the verdict reads, to two decimals (a number, as clients of the hosted service read it). */
  modularity_score: number;
  /** The modularity in words, low (< 0.2), medium (< 0.4) or high. */
  modularity_class: ModularityClass;
  too_focused_on_top_nodes: boolean;
  too_focused_on_top_clusters: boolean;
  ratio_of_top_nodes_influence_by_betweenness: number;
  ratio_of_top_cluster_influence_by_betweenness: number;
  total_clusters: number;
  fair_influence_by_cluster: number;
  top_nodes_entropy: number;
}

export function modularityClass(modularity: number): ModularityClass {
  return modularity < 0.2 ? 'low' : modularity < 0.4 ? 'medium' : 'high';
}

/** Shannon entropy (bits) of a list of labels. */
export function entropy(labels: readonly number[]): number {
  const counts = new Map<number, number>();
  for (const l of labels) counts.set(l, (counts.get(l) ?? 0) + 1);
  let h = 0;
  for (const c of counts.values()) {
    const p = c / labels.length;
    h -= p * Math.log2(p);
  }
  return h;
}

export interface DiversityInput {
  modularity: number;
  totalClusters: number;
  /** bcRatio of the first (largest) cluster. */
  topClusterBcRatio: number;
  /** Communities of the top influential nodes. */
  influentialCommunities: readonly number[];
  influentialBc: number;
  totalBc: number;
}

export function diversity(input: DiversityInput): Diversity {
  const modularity_class = modularityClass(input.modularity);
  const top_nodes_entropy = round2(entropy(input.influentialCommunities));
  const fair = input.totalClusters > 0 ? round2(1 / input.totalClusters) : 0;
  const topCluster = input.topClusterBcRatio;
  const too_focused_on_top_nodes = top_nodes_entropy < 1;
  const too_focused_on_top_clusters = topCluster > Math.max(1 / 3, (4 / 3) * fair);
  let diversity_score: DiversityScore;
  if (modularity_class === 'low' || input.totalClusters <= 1) diversity_score = 'biased';
  else if (input.modularity > 0.65 && !too_focused_on_top_nodes && !too_focused_on_top_clusters) diversity_score = 'dispersed';
  else if (modularity_class === 'high' && !too_focused_on_top_nodes && !too_focused_on_top_clusters) diversity_score = 'diversified';
  else diversity_score = 'focused';
  return {
    diversity_score,
    modularity_score: round2(input.modularity),
    modularity_class,
    too_focused_on_top_nodes,
    too_focused_on_top_clusters,
    ratio_of_top_nodes_influence_by_betweenness: input.totalBc > 0 ? round2(input.influentialBc / input.totalBc) : 0,
    ratio_of_top_cluster_influence_by_betweenness: topCluster,
    total_clusters: input.totalClusters,
    fair_influence_by_cluster: fair,
    top_nodes_entropy,
  };
}
