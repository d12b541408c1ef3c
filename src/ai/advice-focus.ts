// The part of the graph an advice prompt is built on: the optimize focus, narrowed by pinnedNodes and topicsToProcess.
import type { Analysis } from '../core/analyze.js';
import type { Edge } from '../core/graph/build.js';
import type { Cluster } from '../core/graph/clusters.js';
import { badRequest } from '../core/errors.js';
import { CLUSTER_COVER, DotWriter } from '../report/dot.js';
import { focusOf, resolveOptimize, type Focus, type FocusMode } from '../report/focus.js';
import { clusterName, type TopicNames } from '../report/views.js';

export interface AdviceFocus extends Focus {
  mode: FocusMode;
  /** Set when optimize=auto/optimize chose the mode: the diversity score it chose by. */
  chosenBy?: string;
  /** The gap bridged, when the mode is gaps and the graph has one. */
  gap?: [Cluster, Cluster];
  /** Pinned concepts (node indexes), in the order given. */
  pinned: number[];
}

/** Relations shown around pinned concepts (ours). */
export const PINNED_RELATIONS = 12;

/**
 * Resolves `pinnedNodes` to node indexes. Every pin must be a concept of the graph: advice
 * about a word the graph lacks would be built on nothing.
 */
export function pinnedNodesOf(analysis: Analysis, pins: readonly string[] | undefined): number[] {
  const { names } = analysis.graph;
  const index = new Map(names.map((n, i) => [n, i]));
  const out: number[] = [];
  (pins ?? []).forEach((pin) => {
    const wanted = pin.trim().toLowerCase();
    if (!wanted) return;
    const node = index.get(wanted) ?? index.get(wanted.replace(/\s+/g, '_'));
    if (node === undefined) {
      const near = names.find((n) => n.length >= 3 && (wanted.startsWith(n) || n.startsWith(wanted)));
      throw badRequest(`pinnedNodes "${pin}" is not a concept of the graph${near ? ` (did you mean "${near}"?)` : ''}`, 'pinnedNodes');
    }
    if (!out.includes(node)) out.push(node);
  });
  return out;
}

/** Resolves `topicsToProcess` entries (a cluster id, or a topic name as the response shows it) to clusters. */
export function topicsOf(analysis: Analysis, topics: readonly (string | number)[] | undefined, aiNames?: TopicNames): Cluster[] {
  const out: Cluster[] = [];
  (topics ?? []).forEach((topic) => {
    const wanted = String(topic).trim().toLowerCase();
    const cluster =
      analysis.clusters.find((c) => String(c.id) === wanted) ??
      analysis.clusters.find((c) => clusterName(analysis, c, aiNames).toLowerCase() === wanted) ??
      analysis.clusters.find((c) => clusterName(analysis, c).toLowerCase() === wanted);
    if (!cluster) {
      const ids = analysis.clusters.map((c) => c.id).join(', ');
      throw badRequest(`topicsToProcess "${topic}" is not a cluster of the graph: give a cluster id (${ids}) or a topic name`, 'topicsToProcess');
    }
    if (!out.includes(cluster)) out.push(cluster);
  });
  return out;
}

export interface FocusRequest {
  /** The optimize value as given (develop, reinforce, gaps, gap, latent, imagine, optimize, auto). */
  optimize: string;
  gapDepth: number;
  pinned: number[];
  topics: Cluster[];
}

/**
 * `develop` with pinned concepts or chosen topics looks at those alone (INTERFACE.md); every
 * other mode takes its part of the graph from the optimize focus, and pins are named beside it.
 */
export function adviceFocus(analysis: Analysis, request: FocusRequest): AdviceFocus {
  const mode = resolveOptimize(request.optimize, analysis)!;
  const chosenBy = request.optimize === 'auto' || request.optimize === 'optimize' ? analysis.diversity.diversity_score : undefined;
  const base = { pinned: request.pinned, ...(chosenBy ? { chosenBy } : {}) };
  if (mode === 'develop' && (request.pinned.length > 0 || request.topics.length > 0)) {
    return { ...developAround(analysis, request.pinned, request.topics), ...base };
  }
  const focus = focusOf(analysis, mode, request.gapDepth);
  const resolved = focus.mode === 'none' ? 'develop' : focus.mode;
  const gap = resolved === 'gaps' && isGap(analysis, focus.clusters) ? (focus.clusters as [Cluster, Cluster]) : undefined;
  return { ...focus, mode: resolved, ...(gap ? { gap } : {}), ...base };
}

/** A structural gap, as opposed to the peripheral topics `gaps` falls back to on a highly connected graph. */
function isGap(analysis: Analysis, clusters: readonly Cluster[]): boolean {
  if (clusters.length !== 2 || analysis.diversity.modularity_class === 'low') return false;
  return analysis.gaps.some((g) => g.from === clusters[0] && g.to === clusters[1]);
}

function developAround(analysis: Analysis, pinned: readonly number[], topics: readonly Cluster[]): Focus & { mode: 'develop' } {
  const chosen = new Set<Cluster>(topics);
  for (const node of pinned) {
    const cluster = analysis.clusters.find((c) => c.id === analysis.community[node]);
    if (cluster) chosen.add(cluster);
  }
  // Rank order, as everywhere else.
  const clusters = analysis.clusters.filter((c) => chosen.has(c));
  const dot = new DotWriter(analysis);
  const relations: Edge[] = [];
  const add = (e: Edge) => {
    if (!relations.includes(e)) relations.push(e);
  };
  const pins = new Set(pinned);
  analysis.edgesByWeight
    .map((i) => analysis.graph.edges[i])
    .filter((e) => pins.has(e.source) || pins.has(e.target))
    .slice(0, PINNED_RELATIONS)
    .forEach(add);
  // Topics the user chose get the depth of a focused cluster, not develop's overview.
  for (const c of topics) dot.cluster(c.id, CLUSTER_COVER).forEach(add);
  return { mode: 'develop', clusters, relations, entryPoints: [] };
}
