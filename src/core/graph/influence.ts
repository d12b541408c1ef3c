// The graph influence is computed on: the whole graph, or under the default analysis the
// concepts a text uses twice or more (ConceptGraph.influential), the others weighing 0, with the
// concepts of a term (terms.ts) as one node.
import type { CsrGraph } from '../types.js';
import type { Centrality } from './betweenness.js';
import type { ConceptGraph } from './build.js';

/**
 * The graph to compute betweenness on, and `whole`, which turns betweenness computed on it into
 * values for every node of the graph (0 for the nodes it leaves out; a term's for each of its
 * concepts).
 */
export function influenceGraph(graph: ConceptGraph): { csr: CsrGraph; whole: (centrality: Centrality) => Centrality } {
  const { influential: mask, terms } = graph;
  if (!mask && !terms) return { csr: graph.csr, whole: (centrality) => centrality };
  const { offsets, neighbors, weights, n } = graph.csr;
  // Each node's node in the graph computed on (-1: left out), and that node's first node here.
  const inner = new Int32Array(n).fill(-1);
  const firsts: number[] = [];
  const termNode = new Int32Array(terms?.names.length ?? 0).fill(-1);
  for (let v = 0; v < n; v++) {
    if (mask && !mask[v]) continue;
    const term = terms ? terms.of[v] : -1;
    if (term < 0) inner[v] = firsts.push(v) - 1;
    else inner[v] = termNode[term] >= 0 ? termNode[term] : (termNode[term] = firsts.push(v) - 1);
  }
  const size = firsts.length;
  // Each node's concepts here, in order: a term's several, any other's one.
  const memberStarts = new Int32Array(size + 1);
  for (let v = 0; v < n; v++) if (inner[v] >= 0) memberStarts[inner[v] + 1]++;
  for (let i = 0; i < size; i++) memberStarts[i + 1] += memberStarts[i];
  const members = new Int32Array(memberStarts[size]);
  const filled = memberStarts.slice(0, size);
  for (let v = 0; v < n; v++) if (inner[v] >= 0) members[filled[inner[v]]++] = v;

  // The arcs between kept nodes, in the graph's order (heaviest first at each node, as toCsr lays
  // them), counted first, then written straight into typed arrays: a million arcs leave no garbage.
  // The arcs of a term's concepts to one node are one arc, their weights added.
  const subOffsets = new Int32Array(size + 1);
  const seen = new Int32Array(size).fill(-1);
  const eachArc = (i: number, visit: (w: number, weight: number) => void) => {
    for (let m = memberStarts[i]; m < memberStarts[i + 1]; m++) {
      const v = members[m];
      for (let a = offsets[v]; a < offsets[v + 1]; a++) {
        const w = inner[neighbors[a]];
        if (w >= 0 && w !== i) visit(w, weights[a]);
      }
    }
  };
  for (let i = 0; i < size; i++) {
    let kept = 0;
    eachArc(i, (w) => {
      if (seen[w] !== i) {
        seen[w] = i;
        kept++;
      }
    });
    subOffsets[i + 1] = subOffsets[i] + kept;
  }
  const subNeighbors = new Int32Array(subOffsets[size]);
  const subWeights = new Float64Array(subOffsets[size]);
  // Where node i's arc to w was written (valid from subOffsets[i] on).
  const slot = new Int32Array(size).fill(-1);
  for (let i = 0, at = 0; i < size; i++) {
    const start = at;
    eachArc(i, (w, weight) => {
      if (slot[w] >= start) subWeights[slot[w]] += weight;
      else {
        slot[w] = at;
        subNeighbors[at] = w;
        subWeights[at++] = weight;
      }
    });
  }
  const csr = { n: size, offsets: subOffsets, neighbors: subNeighbors, weights: subWeights };
  const whole = (centrality: Centrality): Centrality => {
    const bc = new Float64Array(n);
    for (let v = 0; v < n; v++) if (inner[v] >= 0) bc[v] = centrality.bc[inner[v]];
    return { ...centrality, bc };
  };
  return { csr, whole };
}
