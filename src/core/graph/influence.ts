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
  // The arcs between kept nodes, in the graph's order (heaviest first at each node, as toCsr lays
  // them), counted first: written straight into typed arrays, a million arcs leave no garbage.
  const subOffsets = new Int32Array(nodes.length + 1);
  for (let i = 0; i < nodes.length; i++) {
    const v = nodes[i];
    let kept = 0;
    for (let a = offsets[v]; a < offsets[v + 1]; a++) if (inner[neighbors[a]] >= 0) kept++;
    subOffsets[i + 1] = subOffsets[i] + kept;
  }
  const subNeighbors = new Int32Array(subOffsets[nodes.length]);
  const subWeights = new Float64Array(subOffsets[nodes.length]);
  for (let i = 0, at = 0; i < nodes.length; i++) {
    const v = nodes[i];
    for (let a = offsets[v]; a < offsets[v + 1]; a++) {
      const w = inner[neighbors[a]];
      if (w < 0) continue;
      subNeighbors[at] = w;
      subWeights[at++] = weights[a];
    }
  }
  const csr = { n: nodes.length, offsets: subOffsets, neighbors: subNeighbors, weights: subWeights };
  const whole = (centrality: Centrality): Centrality => {
    const bc = new Float64Array(n);
    nodes.forEach((v, i) => (bc[v] = centrality.bc[i]));
    return { ...centrality, bc };
  };
  return { csr, whole };
}
