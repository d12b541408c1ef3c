// The arcs the Brandes runs need: a graph's arcs less those that no shortest route uses
// (dominated-arcs.as.ts finds them), so that Dijkstra does not scan them from every source. Two
// steps: the arcs are written on the thread that has the graph, and chosen on any that shares
// the memory (a worker thread, while the first does other work).
import type { CsrGraph } from '../types.js';
import { arcArrays, instantiate, view } from './brandes-module.js';
import type { RouteLengths } from './bucket-ring.js';
import { routeBound } from './route-bounds.js';

/** The kept arcs: how many, and the lengths the runs will scan. */
export interface ChosenArcs {
  arcs: number;
  routes: RouteLengths;
}

/**
 * Writes a graph's arcs with their lengths (1 / weight) into `memory` where `at` says (offsets,
 * neighbors, lengths, with room for every arc), each node's strongest first; returns how long a
 * shortest route can be, and the longest arc.
 */
export function writeArcs(csr: CsrGraph, memory: WebAssembly.Memory, at: Record<string, number>): { farthest: number; longest: number } {
  const { n, offsets, neighbors, weights } = csr;
  const arcs = offsets[n];
  const into = arcArrays(memory.buffer, at, n, arcs);
  into.offsets.set(offsets);
  // Dividing once here keeps the runs free of divisions.
  const order = strongestFirst(n, offsets, weights);
  let longest = 0;
  for (let j = 0; j < arcs; j++) {
    const arc = order ? order[j] : j;
    into.neighbors[j] = neighbors[arc];
    into.lengths[j] = 1 / weights[arc];
    if (into.lengths[j] > longest) longest = into.lengths[j];
  }
  return { farthest: routeBound(n, offsets, neighbors, longest), longest };
}

/**
 * Leaves out of the arcs writeArcs() wrote the dominated ones that two-arc routes show, each node
 * looking at up to `budget` arcs of its neighbours for each arc of its own (dominated-arcs.as.ts;
 * `seen` and `flags` are its scratch): the kept arcs move to the front, in CSR form. Needs only
 * the memory, so any thread that shares it can do it. The same arcs and budget keep the same arcs.
 */
export function keepArcs(memory: WebAssembly.Memory, at: Record<string, number>, n: number, budget: number, written: { farthest: number; longest: number }): ChosenArcs {
  const into = arcArrays(memory.buffer, at, n);
  const arcs = into.offsets[n];
  // A route through a dominated arc is longer than the shortest by more than `margin`, which is
  // more than the 1e-9 tolerance of equal routes on the longest a shortest route can be.
  const margin = 4e-9 * (written.farthest + written.longest);
  // Each node's 16 bytes of `seen`: a route's length, then whose it is (-1: none yet).
  const seen = view(Int32Array, memory.buffer, at.seen, 4 * n);
  for (let v = 0; v < n; v++) seen[4 * v + 2] = -1;
  instantiate(memory).markDominated(at.offsets, at.neighbors, at.lengths, 0, n, budget, margin, at.seen, at.flags);

  // The kept arcs move to the front (never past where they were), node by node.
  const dominated = view(Uint8Array, memory.buffer, at.flags, arcs);
  const routes: RouteLengths = { shortest: Infinity, longest: 0, farthest: written.farthest };
  let kept = 0;
  for (let v = 0, first = 0; v < n; v++) {
    const end = into.offsets[v + 1];
    for (let j = first; j < end; j++) {
      if (dominated[j]) continue;
      const length = into.lengths[j];
      into.neighbors[kept] = into.neighbors[j];
      into.lengths[kept++] = length;
      if (length < routes.shortest) routes.shortest = length;
      if (length > routes.longest) routes.longest = length;
    }
    into.offsets[v + 1] = kept;
    first = end;
  }
  return { arcs: kept, routes };
}

/**
 * Each node's arcs by weight, heaviest (shortest) first, equal weights in their order in the
 * graph; null where they are so already (tna's own graphs are built that way).
 */
function strongestFirst(n: number, offsets: Int32Array, weights: Float64Array): Int32Array | null {
  let sorted = true;
  for (let v = 0; v < n && sorted; v++) {
    for (let j = offsets[v] + 1; j < offsets[v + 1] && sorted; j++) sorted = weights[j] <= weights[j - 1];
  }
  if (sorted) return null;
  const order = new Int32Array(offsets[n]);
  for (let v = 0; v < n; v++) {
    const slice = Array.from({ length: offsets[v + 1] - offsets[v] }, (_, i) => offsets[v] + i);
    slice.sort((a, b) => weights[b] - weights[a] || a - b);
    order.set(slice, offsets[v]);
  }
  return order;
}
