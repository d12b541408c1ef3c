// The arcs the Brandes runs need: a graph's arcs less those that no shortest route uses
// (dominated-arcs.as.ts finds them), so that Dijkstra does not scan them from every source.
import type { CsrGraph } from '../types.js';
import { instantiate, place, sharedMemory, view } from './brandes-module.js';
import type { RouteLengths } from './bucket-ring.js';
import { routeBound } from './route-bounds.js';

/** A graph's arcs, CSR: each node's arcs from offsets[v] to offsets[v + 1], with their lengths. */
export interface Arcs {
  offsets: Int32Array;
  neighbors: Int32Array;
  lengths: Float64Array;
}

/** A graph's arcs, strongest first at each node, with the dominated ones flagged. */
export interface ChosenArcs extends Arcs {
  dominated: Uint8Array;
  /** Kept arcs at each node (n entries). */
  kept: Int32Array;
  /** Of the kept arcs. */
  routes: RouteLengths;
}

/**
 * A graph's arcs, with their lengths (1 / weight), and those that two-arc routes show dominated
 * flagged, each node looking at up to `budget` arcs of its neighbours for each arc of its own
 * (dominated-arcs.as.ts). The same graph and budget give the same arcs; they live in a memory of
 * their own until copied out with keepArcs().
 */
export function chooseArcs(csr: CsrGraph, budget: number): ChosenArcs {
  const { n, offsets, neighbors, weights } = csr;
  const arcs = offsets[n];
  const layout = place([
    ['neighbors', Int32Array, arcs], ['lengths', Float64Array, arcs], ['offsets', Int32Array, n + 1],
    ['seen', Float64Array, 2 * n], ['flags', Uint8Array, arcs],
  ]);
  const memory = sharedMemory(layout.end);
  const at = layout.at;
  const chosen: ChosenArcs = {
    offsets: view(Int32Array, memory.buffer, at.offsets, n + 1) as Int32Array,
    neighbors: view(Int32Array, memory.buffer, at.neighbors, arcs) as Int32Array,
    lengths: view(Float64Array, memory.buffer, at.lengths, arcs) as Float64Array,
    dominated: view(Uint8Array, memory.buffer, at.flags, arcs) as Uint8Array,
    kept: new Int32Array(n),
    routes: { shortest: Infinity, longest: 0, farthest: 0 },
  };
  chosen.offsets.set(offsets);
  // Dividing once here keeps the runs free of divisions.
  const order = strongestFirst(n, offsets, weights);
  for (let j = 0; j < arcs; j++) {
    const arc = order ? order[j] : j;
    chosen.neighbors[j] = neighbors[arc];
    chosen.lengths[j] = 1 / weights[arc];
  }
  let longest = 0;
  for (let j = 0; j < arcs; j++) if (chosen.lengths[j] > longest) longest = chosen.lengths[j];
  const farthest = routeBound(n, offsets, neighbors, longest);
  // A route through a dominated arc is longer than the shortest by more than `margin`, which is
  // more than the 1e-9 tolerance of equal routes on the longest a shortest route can be.
  const margin = 4e-9 * (farthest + longest);
  // Each node's 16 bytes: a route's length, then whose it is (-1: none yet).
  const seen = view(Int32Array, memory.buffer, at.seen, 4 * n);
  for (let v = 0; v < n; v++) seen[4 * v + 2] = -1;
  instantiate(memory).markDominated(at.offsets, at.neighbors, at.lengths, 0, n, budget, margin, at.seen, at.flags);
  const { routes, dominated, lengths } = chosen;
  routes.farthest = farthest;
  for (let v = 0; v < n; v++) {
    let kept = 0;
    for (let j = offsets[v]; j < offsets[v + 1]; j++) {
      if (dominated[j]) continue;
      kept++;
      if (lengths[j] < routes.shortest) routes.shortest = lengths[j];
      if (lengths[j] > routes.longest) routes.longest = lengths[j];
    }
    chosen.kept[v] = kept;
  }
  return chosen;
}

/** Copies the kept arcs into `into` (as many arcs as kept), in the same order. */
export function keepArcs(chosen: ChosenArcs, into: Arcs): void {
  const { offsets, neighbors, lengths, dominated, kept } = chosen;
  into.offsets[0] = 0;
  for (let v = 0; v < kept.length; v++) into.offsets[v + 1] = into.offsets[v] + kept[v];
  for (let j = 0, k = 0; j < offsets[kept.length]; j++) {
    if (dominated[j]) continue;
    into.neighbors[k] = neighbors[j];
    into.lengths[k++] = lengths[j];
  }
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
