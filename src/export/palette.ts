// Cluster colours shared by every picture of a graph (Graphviz, GEXF, GraphML, HTML), so a cluster looks the same everywhere.

/** Twelve colours that stay apart on white and for common colour-vision deficiencies (Tableau 10 plus two). */
export const PALETTE = [
  '#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948',
  '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac', '#1b9e77', '#7570b3',
] as const;

/** Cluster ids are "0", "1", …; anything else (a supplied graph's own labels) is hashed to a colour. */
export function clusterColour(community: string): string {
  let index = /^\d+$/.test(community) ? Number(community) : [...community].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  index %= PALETTE.length;
  return PALETTE[index];
}
