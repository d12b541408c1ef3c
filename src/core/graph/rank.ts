// Rankings: top nodes by betweenness, conceptual gateways, top influential nodes; edges by weight.

/** Betweenness values that differ only by floating-point noise are ties. */
export function compareDesc(a: number, b: number): number {
  const diff = b - a;
  return Math.abs(diff) <= 1e-12 * Math.max(1, Math.abs(a), Math.abs(b)) ? 0 : diff;
}

export const TOP_NODES = 16;
export const GATEWAYS = 8;

/**
 * Up to 16 nodes by bc (ties: degree, then insertion order); with `uses` (the default analysis),
 * ties go to the concept the text uses more, then to the one it uses first, as a reader meets
 * them (degree, which grows with uses anyway, ranked a text's subject lower on the keyphrase
 * datasets: docs/analysis.md), and with `among`, only those nodes are ranked (the concepts
 * influence was computed among).
 */
export function topNodes(bc: Float64Array, degree: Int32Array, limit = TOP_NODES, uses?: Int32Array, among?: Uint8Array): number[] {
  const tie = uses ? (a: number, b: number) => uses[b] - uses[a] : (a: number, b: number) => degree[b] - degree[a];
  return Array.from(bc.keys())
    .filter((i) => !among || among[i] === 1)
    .sort((a, b) => compareDesc(bc[a], bc[b]) || tie(a, b) || a - b)
    .slice(0, limit);
}

/** The first `limit` of `items` in `order`, without sorting them all (a long text has a million candidate phrases). */
export function firstInOrder(items: readonly number[], limit: number, order: (a: number, b: number) => number): number[] {
  const kept: number[] = [];
  if (limit <= 0) return kept;
  for (const item of items) {
    if (kept.length === limit && order(item, kept[limit - 1]) >= 0) continue;
    let at = kept.length === limit ? limit - 1 : kept.length;
    while (at > 0 && order(item, kept[at - 1]) < 0) {
      kept[at] = kept[at - 1];
      at--;
    }
    kept[at] = item;
  }
  return kept;
}

/** Nodes that bridge more than their number of links suggests: bc / degree, highest first. */
export function gatewayRatio(bc: Float64Array, degree: Int32Array, candidates: Iterable<number>, limit: number): number[] {
  return [...candidates]
    .filter((i) => degree[i] > 0)
    .sort((a, b) => compareDesc(bc[a] / degree[a], bc[b] / degree[b]) || a - b)
    .slice(0, limit);
}

/** The smallest run of top-bc nodes holding at least half of all bc (at most 16). */
export function topInfluential(bc: Float64Array, ranked: readonly number[]): number[] {
  const total = bc.reduce((s, v) => s + v, 0);
  if (total <= 0) return [];
  const out: number[] = [];
  let held = 0;
  for (const i of ranked) {
    if (held >= total / 2 - 1e-12 * total || out.length >= TOP_NODES) break;
    out.push(i);
    held += bc[i];
  }
  return out;
}

/**
 * Every edge index by weight, highest first (ties: creation order). A text's weights are whole
 * numbers (sums of the window's and the mentions' weights), so they are counted into place
 * (a stable counting sort, linear in the edges: a million of them take milliseconds, where a
 * comparison sort took a tenth of a second); other weights (a supplied graph's) are sorted.
 */
export function edgesByWeight(edges: readonly { weight: number }[]): number[] {
  let heaviest = 0;
  for (const { weight } of edges) {
    if (!(Number.isInteger(weight) && weight >= 0 && weight <= COUNTED_WEIGHTS)) {
      return edges.map((_, i) => i).sort((a, b) => edges[b].weight - edges[a].weight || a - b);
    }
    if (weight > heaviest) heaviest = weight;
  }
  // starts[k]: where the edges of weight heaviest - k begin.
  const starts = new Int32Array(heaviest + 2);
  for (const { weight } of edges) starts[heaviest - weight + 1]++;
  for (let k = 1; k < starts.length; k++) starts[k] += starts[k - 1];
  const order: number[] = new Array(edges.length);
  for (let i = 0; i < edges.length; i++) order[starts[heaviest - edges[i].weight]++] = i;
  return order;
}

/** The largest weight counted into place by edgesByWeight (its counts take 4 bytes a weight). */
const COUNTED_WEIGHTS = 1 << 24;
