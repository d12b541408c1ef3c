// The graph influence is computed on: the whole graph, or under the default analysis the
// concepts a text uses twice or more (ConceptGraph.influential), the others weighing 0.
import type { CsrGraph } from '../types.js';
import type { Centrality } from './betweenness.js';
import type { ConceptGraph } from './build.js';

/**
 * The graph to compute betweenness on, and `whole`, which turns betweenness computed on it into
 * values for every node of the graph (0 for the nodes it leaves out).
 */
export function influenceGraph(graph: ConceptGraph): { csr: CsrGraph; whole: (centrality: Centrality) => Centrality } {
  const mask = graph.influential;
  if (!mask) return { csr: graph.csr, whole: (centrality) => centrality };
  const { offsets, neighbors, weights, n } = graph.csr;
  const inner = new Int32Array(n).fill(-1);
  const nodes: number[] = [];
  for (let v = 0; v < n; v++) if (mask[v]) inner[v] = nodes.push(v) - 1;
  // The arcs between kept nodes, in the graph's order (heaviest first at each node, as toCsr lays them).
  const subOffsets = new Int32Array(nodes.length + 1);
  const subNeighbors: number[] = [];
  const subWeights: number[] = [];
  nodes.forEach((v, i) => {
    for (let a = offsets[v]; a < offsets[v + 1]; a++) {
      const w = inner[neighbors[a]];
      if (w < 0) continue;
      subNeighbors.push(w);
      subWeights.push(weights[a]);
    }
    subOffsets[i + 1] = subNeighbors.length;
  });
  const csr = { n: nodes.length, offsets: subOffsets, neighbors: Int32Array.from(subNeighbors), weights: Float64Array.from(subWeights) };
  const whole = (centrality: Centrality): Centrality => {
    const bc = new Float64Array(n);
    nodes.forEach((v, i) => (bc[v] = centrality.bc[i]));
    return { ...centrality, bc };
  };
  return { csr, whole };
}
