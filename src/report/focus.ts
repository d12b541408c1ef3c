// The part of a graph an `optimize` mode looks at: which clusters, which relations (INTERFACE.md "Optimize modes", ANALYSIS.md §8).
import type { Analysis } from '../core/analyze.js';
import type { Edge } from '../core/graph/build.js';
import type { Cluster } from '../core/graph/clusters.js';
import { gatewayRatio } from '../core/graph/rank.js';
import { CLUSTER_COVER, DotWriter, INTER_CLUSTER_RELATIONS } from './dot.js';

export const FOCUS_MODES = ['develop', 'reinforce', 'gaps', 'latent', 'imagine'] as const;
export type FocusMode = (typeof FOCUS_MODES)[number];

/** `develop` shows every cluster by its few most central concepts (ours). */
export const DEVELOP_COVER = 4;
/** `reinforce` looks at the two strongest clusters, `latent` and `imagine` at the two weakest (ours). */
export const FOCUS_CLUSTERS = 2;
/** `imagine`'s entry points: the nodes of highest bc / degree inside the weakest clusters (ours). */
export const ENTRY_POINTS = 4;

export interface Focus {
  /** The mode applied; `auto` resolves to one, `gaps` without a gap falls back to `develop`; none: the whole graph. */
  mode: FocusMode | 'none';
  /** Clusters looked at, in rank order of the focus. */
  clusters: Cluster[];
  /** Relations that show the focus: each cluster's strong core, then the relations across the chosen clusters. */
  relations: Edge[];
  /** Concept nodes `imagine` enters the graph through. */
  entryPoints: number[];
}

/**
 * `auto` (and `optimize`) chooses by the diversity score: biased → latent, focused or
 * diversified → gaps, dispersed → reinforce. `gap` is accepted as `gaps`.
 */
export function resolveOptimize(optimize: string | undefined, analysis: Analysis): FocusMode | undefined {
  if (optimize === undefined) return undefined;
  if (optimize === 'gap') return 'gaps';
  if (optimize === 'auto' || optimize === 'optimize') {
    const score = analysis.diversity.diversity_score;
    return score === 'biased' ? 'latent' : score === 'dispersed' ? 'reinforce' : 'gaps';
  }
  return optimize as FocusMode;
}

/** Clusters of at least two concepts are topics; single concepts are noise for these choices. */
const topics = (analysis: Analysis) => analysis.clusters.filter((c) => c.nodes.length >= 2);

/** The least represented clusters, weakest last (as ranked), falling back to single-concept ones. */
function weakest(analysis: Analysis, count: number): Cluster[] {
  const pool = topics(analysis).length >= count ? topics(analysis) : analysis.clusters;
  return pool.slice(-count);
}

/** The gap a `gaps` focus bridges, as two clusters, or none when the graph has no gap. */
function gapClusters(analysis: Analysis, gapDepth: number): Cluster[] {
  // A highly connected graph (low modularity) has no real hole: bridge its peripheral topics instead.
  if (analysis.diversity.modularity_class === 'low' && topics(analysis).length >= 2) return topics(analysis).slice(-2);
  if (analysis.gaps.length === 0) return [];
  const gap = analysis.gaps[Math.min(gapDepth, analysis.gaps.length - 1)];
  return [gap.from, gap.to];
}

/** Relations whose ends lie in two different chosen clusters, by the betweenness of their ends. */
function across(analysis: Analysis, clusters: readonly Cluster[]): Edge[] {
  const chosen = new Set(clusters.map((c) => c.id));
  const { community, bc, graph } = analysis;
  return graph.edges
    .map((e, i) => ({ e, i }))
    .filter(({ e }) => community[e.source] !== community[e.target] && chosen.has(community[e.source]) && chosen.has(community[e.target]))
    .sort((x, y) => bc[y.e.source] + bc[y.e.target] - (bc[x.e.source] + bc[x.e.target]) || y.e.weight - x.e.weight || x.i - y.i)
    .slice(0, INTER_CLUSTER_RELATIONS)
    .map(({ e }) => e);
}

export function focusOf(analysis: Analysis, optimize: string | undefined, gapDepth = 0): Focus {
  let mode = resolveOptimize(optimize, analysis);
  const dot = new DotWriter(analysis);
  if (mode === undefined) return { mode: 'none', clusters: analysis.clusters, relations: dot.whole(), entryPoints: [] };

  let clusters: Cluster[];
  let cover = CLUSTER_COVER;
  if (mode === 'gaps') {
    clusters = gapClusters(analysis, gapDepth);
    if (clusters.length === 0) mode = 'develop';
  }
  if (mode === 'develop') {
    clusters = analysis.clusters;
    cover = DEVELOP_COVER;
  } else if (mode === 'reinforce') clusters = analysis.clusters.slice(0, FOCUS_CLUSTERS);
  else if (mode === 'latent' || mode === 'imagine') clusters = weakest(analysis, FOCUS_CLUSTERS);
  clusters = clusters!;

  const entryPoints =
    mode === 'imagine'
      ? gatewayRatio(analysis.bc, analysis.graph.degree, clusters.flatMap((c) => c.nodes), ENTRY_POINTS)
      : [];
  const relations: Edge[] = [];
  const add = (e: Edge) => {
    if (!relations.includes(e)) relations.push(e);
  };
  for (const c of clusters) dot.cluster(c.id, cover).forEach(add);
  across(analysis, clusters).forEach(add);
  for (const node of entryPoints) {
    // An entry point shows through its strongest relation, wherever that leads.
    const strongest = analysis.edgesByWeight.map((i) => analysis.graph.edges[i]).find((e) => e.source === node || e.target === node);
    if (strongest) add(strongest);
  }
  return { mode, clusters, relations, entryPoints };
}
