// Rankings of nodes: top nodes by betweenness, conceptual gateways, top influential nodes.

/** Betweenness values that differ only by floating-point noise are ties. */
export function compareDesc(a: number, b: number): number {
  const diff = b - a;
  return Math.abs(diff) <= 1e-12 * Math.max(1, Math.abs(a), Math.abs(b)) ? 0 : diff;
}

export const TOP_NODES = 16;
export const GATEWAYS = 8;

/** Up to 16 nodes by bc (ties: degree, then insertion order). */
export function topNodes(bc: Float64Array, degree: Int32Array, limit = TOP_NODES): number[] {
  return Array.from(bc.keys())
    .sort((a, b) => compareDesc(bc[a], bc[b]) || degree[b] - degree[a] || a - b)
    .slice(0, limit);
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
