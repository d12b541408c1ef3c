import { test } from 'node:test';
import assert from 'node:assert/strict';
import { diversity, entropy, modularityClass } from '../../../src/core/graph/diversity.js';
import { rankClusters, rankGaps } from '../../../src/core/graph/clusters.js';
import { topInfluential, topNodes, gatewayRatio } from '../../../src/core/graph/rank.js';

test('entropy of the top influential nodes: 2,1,1,1 gives 1.92, one cluster 0', () => {
  assert.equal(Math.round(entropy([0, 0, 1, 2, 3]) * 100) / 100, 1.92);
  assert.equal(entropy([4, 4, 4]), 0);
});

test('modularity classes', () => {
  assert.equal(modularityClass(0.19), 'low');
  assert.equal(modularityClass(0.2), 'medium');
  assert.equal(modularityClass(0.399), 'medium');
  assert.equal(modularityClass(0.4), 'high');
});

const base = { influentialBc: 1, totalBc: 2 };

test('published reference points', () => {
  // modularity 0.295, entropy 0, top cluster 0.63 of 3 clusters → focused
  const a = diversity({ ...base, modularity: 0.295, totalClusters: 3, topClusterBcRatio: 0.63, influentialCommunities: [0, 0] });
  assert.equal(a.diversity_score, 'focused');
  assert.equal(a.top_nodes_entropy, 0);
  assert.equal(a.too_focused_on_top_nodes, true);
  assert.equal(a.too_focused_on_top_clusters, true);
  assert.equal(a.fair_influence_by_cluster, 0.33);
  // high modularity with only the cluster flag set → focused
  const b = diversity({ ...base, modularity: 0.5, totalClusters: 4, topClusterBcRatio: 0.5, influentialCommunities: [0, 1, 2] });
  assert.equal(b.too_focused_on_top_clusters, true);
  assert.equal(b.too_focused_on_top_nodes, false);
  assert.equal(b.diversity_score, 'focused');
  // high modularity, no flag → diversified
  const c = diversity({ ...base, modularity: 0.5, totalClusters: 4, topClusterBcRatio: 0.3, influentialCommunities: [0, 1, 2] });
  assert.equal(c.diversity_score, 'diversified');
  // above 0.65 and no flag → dispersed
  const d = diversity({ ...base, modularity: 0.7, totalClusters: 5, topClusterBcRatio: 0.25, influentialCommunities: [0, 1, 2, 3] });
  assert.equal(d.diversity_score, 'dispersed');
  // one cluster → biased, whatever the rest
  const e = diversity({ ...base, modularity: 0.5, totalClusters: 1, topClusterBcRatio: 1, influentialCommunities: [0, 1] });
  assert.equal(e.diversity_score, 'biased');
  // low modularity → biased
  assert.equal(diversity({ ...base, modularity: 0.1, totalClusters: 4, topClusterBcRatio: 0.3, influentialCommunities: [0, 1, 2] }).diversity_score, 'biased');
});

test('clusters by bcRatio (ties: larger, then lower id), members by bc', () => {
  const community = Int32Array.from([0, 0, 1, 1, 1, 2, 2, 3]);
  const bc = Float64Array.from([0.1, 0.3, 0.1, 0.1, 0.2, 0.1, 0.1, 0]);
  const clusters = rankClusters(community, 4, bc);
  assert.deepEqual(clusters.map((c) => c.id), [1, 0, 2, 3]);
  assert.deepEqual(clusters[0].nodes, [4, 2, 3]);
  assert.equal(clusters[0].bcRatio, 0.4);
  assert.equal(clusters[0].numberRatio, 0.38);
  assert.equal(clusters[3].bcRatio, 0);
});

test('gaps: least dense pairs first, `from` is the higher-ranked cluster, singletons are no candidates', () => {
  const community = Int32Array.from([0, 0, 1, 1, 2, 2, 3]);
  const bc = Float64Array.from([0.4, 0.1, 0.2, 0.1, 0.1, 0.05, 0]);
  const edges = [
    { source: 0, target: 1, weight: 1 },
    { source: 2, target: 3, weight: 1 },
    { source: 4, target: 5, weight: 1 },
    { source: 0, target: 2, weight: 1 }, // clusters 0-1 touch
    { source: 1, target: 4, weight: 1 }, // clusters 0-2 touch
    { source: 3, target: 6, weight: 1 },
  ];
  const ranked = rankClusters(community, 4, bc);
  const gaps = rankGaps(ranked, community, edges);
  assert.equal(gaps.length, 3);
  assert.deepEqual([gaps[0].from.id, gaps[0].to.id, gaps[0].density], [1, 2, 0]);
  assert.deepEqual([gaps[1].from.id, gaps[1].to.id, gaps[1].density], [0, 1, 0.25]);
  assert.deepEqual([gaps[2].from.id, gaps[2].to.id], [0, 2]);
});

test('top nodes by bc (ties: degree, then insertion); influential nodes hold half of all bc; gateways by bc/degree', () => {
  const bc = Float64Array.from([0.5, 0.2, 0.2, 0.1, 0]);
  const degree = Int32Array.from([5, 1, 4, 1, 0]);
  assert.deepEqual(topNodes(bc, degree), [0, 2, 1, 3, 4]);
  assert.deepEqual(topInfluential(bc, topNodes(bc, degree)), [0]);
  assert.deepEqual(gatewayRatio(bc, degree, bc.keys(), 8), [1, 0, 3, 2]);
});
