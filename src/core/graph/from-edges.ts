// A ConceptGraph from nodes and weighted edges that did not come from text: a supplied node-link graph, or several contexts combined.
import { influenceMask, toCsr, type ConceptGraph, type Edge } from './build.js';
import { termsByName } from './terms.js';

export interface GraphInput {
  /** Node names; a node's index is its position here, and the order breaks ties as insertion order does. */
  names: readonly string[];
  /** Undirected edges between node indexes; parallel edges add up, self-loops are dropped. */
  edges: readonly Edge[];
  /** Per node: indexes of the statements it appears in, ascending (empty when there are none). */
  statements?: readonly (readonly number[])[];
  /**
   * Per node: how often its text used it (a default analysis's graph, given back): influence is
   * then computed among the nodes used twice or more, where at least `repeatedEnough` are.
   */
  uses?: readonly number[];
  /** Per node, with `uses`: the term it belongs to, by name (terms.ts), if any. */
  terms?: readonly (string | undefined)[];
  repeatedEnough?: number;
}

/**
 * Keeps the `maxNodes` nodes of highest weighted degree (ties: lower index; 0 keeps all), as
 * the text pipeline's cap does, and lays the rest out as the metrics expect.
 */
export function graphFromEdges(input: GraphInput, maxNodes: number): ConceptGraph {
  const total = input.names.length;
  const weighted = new Float64Array(total);
  for (const e of input.edges) {
    if (e.source === e.target) continue;
    weighted[e.source] += e.weight;
    weighted[e.target] += e.weight;
  }
  const keptIndex = new Int32Array(total).fill(-1);
  let kept = 0;
  if (maxNodes <= 0 || total <= maxNodes) {
    for (let i = 0; i < total; i++) keptIndex[i] = kept++;
  } else {
    const order = Array.from({ length: total }, (_, i) => i).sort((a, b) => weighted[b] - weighted[a] || a - b);
    const chosen = new Uint8Array(total);
    for (let k = 0; k < maxNodes; k++) chosen[order[k]] = 1;
    for (let i = 0; i < total; i++) if (chosen[i]) keptIndex[i] = kept++;
  }

  const edges: Edge[] = [];
  const edgeAt = new Map<number, number>();
  for (const e of input.edges) {
    let x = keptIndex[e.source];
    let y = keptIndex[e.target];
    if (x < 0 || y < 0 || x === y) continue;
    if (x > y) [x, y] = [y, x];
    const key = x * 0x4000000 + y;
    const at = edgeAt.get(key);
    if (at === undefined) {
      edgeAt.set(key, edges.length);
      edges.push({ source: x, target: y, weight: e.weight });
    } else edges[at].weight += e.weight;
  }

  const names: string[] = [];
  const statements: number[][] = [];
  for (let i = 0; i < total; i++) {
    if (keptIndex[i] < 0) continue;
    names.push(input.names[i]);
    statements.push([...(input.statements?.[i] ?? [])]);
  }
  const graph: ConceptGraph = { names, edges, ...toCsr(kept, edges), statements, conceptCount: total };
  if (input.uses) {
    const uses = Int32Array.from(input.uses.filter((_, i) => keptIndex[i] >= 0));
    graph.uses = uses;
    const influential = influenceMask(uses, input.repeatedEnough ?? 0);
    if (influential) graph.influential = influential;
    const terms = input.terms ? termsByName(input.terms.filter((_, i) => keptIndex[i] >= 0)) : undefined;
    if (terms) graph.terms = terms;
  }
  return graph;
}
