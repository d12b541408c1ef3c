// Brandes' algorithm for weighted betweenness (Dijkstra, edge length = 1 / weight), run over a range of sources.

import type { CsrGraph } from '../types.js';

/**
 * Sums of 1/w are inexact in floating point (1/6 + 1/30 !== 1/5), so two routes that are equally
 * short on paper can differ in the last bits; comparing them with === silently drops one of the
 * routes and changes the result. Rounding error of a k-hop sum is below about k * 1.1e-16 relative,
 * so 1e-9 absorbs it for any realistic path while staying far below real differences between
 * routes (the price: routes that truly differ by less than 1e-9 relative count as equal).
 */
const REL_TOL = 1e-9;
/** A candidate is strictly shorter below cur * SHORTER and equal up to cur * EQUAL. */
const SHORTER = 1 - REL_TOL;
const EQUAL = 1 + REL_TOL;

/** Each arc's length, 1 / weight; a weight that is not positive and finite is refused (Dijkstra needs positive lengths). */
export function edgeLengths(graph: CsrGraph): Float64Array {
  const { n, offsets, weights } = graph;
  const arcs = offsets[n];
  // Dividing once here keeps the Dijkstra runs free of divisions.
  const length = new Float64Array(arcs);
  for (let j = 0; j < arcs; j++) {
    const w = weights[j];
    if (!(w > 0 && w < Infinity)) {
      throw new RangeError(`betweenness: edge weight must be a positive finite number, got ${w}`);
    }
    length[j] = 1 / w;
  }
  return length;
}

/** The graph as the Brandes runs read it: plain typed arrays, so a worker thread can share them. */
export interface BrandesGraph {
  n: number;
  offsets: Int32Array;
  neighbors: Int32Array;
  /** edgeLengths() of the graph. */
  lengths: Float64Array;
}

/**
 * Brandes' single-source runs (Dijkstra, then dependencies flowing back) over a range of sources,
 * with the per-source state allocated once and reset only where a run reached.
 */
export class Brandes {
  private readonly dist: Float64Array;
  private readonly sigma: Float64Array; // float: path counts overflow 32-bit integers on dense graphs
  private readonly delta: Float64Array;
  private readonly order: Int32Array; // nodes in the order they were settled (Brandes' stack)
  // Predecessors of w are a subset of its arcs, so its own CSR slice is always large enough.
  private readonly preds: Int32Array;
  private readonly predCount: Int32Array;
  /**
   * An indexed min-heap of node ids by distance, with decrease-key, so each node is queued at most
   * once per source and the heap never outgrows n (no lazy duplicates, no garbage). Keys live next
   * to the ids so sifting does not chase node ids into a distance array; pos is each node's place
   * in the heap, -1 when it is not queued.
   */
  private readonly heap: { items: Int32Array; keys: Float64Array; pos: Int32Array };

  constructor(private readonly graph: BrandesGraph) {
    const { n, offsets } = graph;
    this.dist = new Float64Array(n).fill(Infinity);
    this.sigma = new Float64Array(n);
    this.delta = new Float64Array(n);
    this.order = new Int32Array(n);
    this.preds = new Int32Array(offsets[n]);
    this.predCount = new Int32Array(n);
    this.heap = { items: new Int32Array(n), keys: new Float64Array(n), pos: new Int32Array(n).fill(-1) };
  }

  /**
   * Adds the dependency of every node on sources[from..to) to `sum` (a source's own entry
   * excluded). Sampled (counts given): each source counts counts[i] times, and `squares` gets the
   * squared dependencies (times the count). Sources run in order, so the same range gives the
   * same bits wherever it runs.
   */
  run(sources: Int32Array, counts: Float64Array | null, from: number, to: number, sum: Float64Array, squares: Float64Array | null): void {
    for (let i = from; i < to; i++) {
      const settled = this.settle(sources[i]);
      this.dependencies(settled, counts === null ? 1 : counts[i], sum, squares);
    }
  }

  /**
   * Dijkstra from s: distances, path counts and predecessors of every node it reaches; returns how
   * many it settled (s first). The heap's two operations are written out here rather than called:
   * a short run (a graph of 150 concepts) ends before the engine has compiled this code, and calls
   * are what the interpreter does slowest.
   */
  private settle(s: number): number {
    const { offsets, neighbors, lengths } = this.graph;
    const { dist, sigma, order, preds, predCount } = this;
    const { items, keys, pos } = this.heap;
    let settledCount = 0;
    dist[s] = 0;
    sigma[s] = 1;
    // The heap holds s alone.
    items[0] = s;
    keys[0] = 0;
    pos[s] = 0;
    let size = 1;

    while (size > 0) {
      // Pop the nearest node v; the last item sifts down from the root.
      const v = items[0];
      pos[v] = -1;
      size--;
      if (size > 0) {
        const last = items[size];
        const lastKey = keys[size];
        let i = 0;
        for (;;) {
          let child = 2 * i + 1;
          if (child >= size) break;
          if (child + 1 < size && keys[child + 1] < keys[child]) child++;
          const ck = keys[child];
          if (ck >= lastKey) break;
          const c = items[child];
          items[i] = c;
          keys[i] = ck;
          pos[c] = i;
          i = child;
        }
        items[i] = last;
        keys[i] = lastKey;
        pos[last] = i;
      }
      // sigma[v] is final here: every equal route into v comes from a node settled earlier, because
      // settled nodes below are never given new predecessors.
      order[settledCount++] = v;
      const dv = dist[v];
      // Settled nodes are marked by a negative distance (no longer needed once popped). A candidate
      // is positive, so it is neither shorter than nor equal to a negative mark: a settled node never
      // gets a new predecessor (an edge shorter than the tolerance would otherwise make a cycle in the
      // predecessor DAG and change sigma after it was used; exactly, such a route is always longer
      // anyway). The mark costs no branch of its own: a test for it, true for about half the arcs in
      // no pattern a processor can predict, made the whole computation about a quarter slower.
      dist[v] = -1;
      const sv = sigma[v];
      for (let j = offsets[v], end = offsets[v + 1]; j < end; j++) {
        const w = neighbors[j];
        const cur = dist[w];
        const cand = dv + lengths[j];
        // Scaling cur (rather than subtracting a tolerance) keeps unreached nodes, cur = Infinity, free of NaN.
        if (cand < cur * SHORTER) {
          dist[w] = cand;
          sigma[w] = sv;
          preds[offsets[w]] = v;
          predCount[w] = 1;
          // Push w, or lower its key: it sifts up from its place (or a new one at the end).
          let i = pos[w];
          if (i === -1) i = size++;
          while (i > 0) {
            const parent = (i - 1) >> 1;
            const pk = keys[parent];
            if (pk <= cand) break;
            const p = items[parent];
            items[i] = p;
            keys[i] = pk;
            pos[p] = i;
            i = parent;
          }
          items[i] = w;
          keys[i] = cand;
          pos[w] = i;
        } else if (cand <= cur * EQUAL) {
          // Keep dist[w] as is so heap order and the settle order stay consistent.
          sigma[w] += sv;
          preds[offsets[w] + predCount[w]++] = v;
        }
      }
    }

    return settledCount;
  }

  /**
   * Brandes' dependencies: they flow back from the farthest nodes (settle order is non-decreasing
   * in distance). A node's dependency is final once it is reached, so it is added to `sum` (times
   * the source's count; its square to `squares`) and the node's state reset in the same pass.
   */
  private dependencies(settledCount: number, count: number, sum: Float64Array, squares: Float64Array | null): void {
    const { offsets } = this.graph;
    const { dist, sigma, delta, order, preds, predCount } = this;
    for (let i = settledCount - 1; i >= 0; i--) {
      const w = order[i];
      const dw = delta[w];
      const coeff = (1 + dw) / sigma[w];
      for (let p = offsets[w], end = p + predCount[w]; p < end; p++) {
        const v = preds[p];
        delta[v] += sigma[v] * coeff;
      }
      // The source itself (settled first) gets nothing.
      if (i > 0) {
        if (squares === null) sum[w] += count === 1 ? dw : count * dw;
        else {
          sum[w] += count * dw;
          squares[w] += count * dw * dw;
        }
      }
      // Nothing reads w's state again: its predecessors were settled before it, and reset after.
      dist[w] = Infinity;
      sigma[w] = 0;
      delta[w] = 0;
      predCount[w] = 0;
    }
  }
}
