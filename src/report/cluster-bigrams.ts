// Each cluster's strongest relations inside it, as "source target" pairs: the `bigrams` of a
// graph's answer.
import type { Analysis } from '../core/analyze.js';

export const BIGRAMS_PER_CLUSTER = 12;

/** Cluster id → its BIGRAMS_PER_CLUSTER strongest inner relations, strongest first. */
export function clusterBigrams(analysis: Analysis): Record<string, string[]> {
  const { graph, community: of } = analysis;
  const names = graph.names;
  const bigramsOf: string[][] = [];
  for (const c of analysis.clusters) bigramsOf[c.id] = [];
  // How many each cluster gets: its share, or all of its relations where it has fewer (counted
  // in one pass in the edges' order, so that the pass by weight, whose reads jump about a
  // million relations, ends as soon as every cluster has them, not at the last relation).
  const wanted = new Int32Array(bigramsOf.length);
  for (const e of graph.edges) if (of[e.source] === of[e.target] && wanted[of[e.source]] < BIGRAMS_PER_CLUSTER) wanted[of[e.source]]++;
  let open = 0;
  for (const c of analysis.clusters) if (wanted[c.id] > 0) open++;
  for (let k = 0; k < analysis.edgesByWeight.length && open > 0; k++) {
    const e = graph.edges[analysis.edgesByWeight[k]];
    const list = of[e.source] === of[e.target] ? bigramsOf[of[e.source]] : undefined;
    if (list && list.length < BIGRAMS_PER_CLUSTER && list.push(`${names[e.source]} ${names[e.target]}`) === wanted[of[e.source]]) open--;
  }
  return Object.fromEntries(analysis.clusters.map((c) => [String(c.id), bigramsOf[c.id]]));
}
