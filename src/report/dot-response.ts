// Analysis → the E3 DOT response (graphKeywords, clusterKeywords, bigrams, …), focused by `optimize`.
import type { Analysis } from '../core/analyze.js';
import { TOP_RELATIONS } from '../core/analyze.js';
import { clusterViews, type ClusterViews } from './cluster-views.js';
import { DotWriter } from './dot.js';
import { focusOf, type FocusMode } from './focus.js';
import { graphResponse, type GraphResponse, type ResponseContext } from './graph-response.js';
import { extendedSummary, GAP_CONCEPTS, graphSummaryText, type ExtendedGraphSummary } from './summary.js';
import { conceptsOf } from './views.js';

export interface DotFlags {
  optimize?: string;
  gapDepth: number;
  includeGraph: boolean;
  includeGraphSummary: boolean;
  extendedGraphSummary: boolean;
}

export interface DotResponse extends ClusterViews {
  graphKeywords: string;
  clusterKeywords: string;
  allClusters: { text: string }[];
  graphSummary?: string;
  bigrams: string[];
  /** The mode applied (what `auto` chose), or `none` without `optimize`. */
  optimize: FocusMode | 'none';
  extendedGraphSummary?: ExtendedGraphSummary;
  /** With includeGraph: the graph as the graph answer gives it. */
  graph?: GraphResponse['entriesAndGraphOfContext']['graph'];
  warning?: string;
}

export function dotResponse(analysis: Analysis, flags: DotFlags, ctx: ResponseContext): DotResponse {
  const dot = new DotWriter(analysis);
  const focus = focusOf(analysis, flags.optimize, flags.gapDepth);
  const { names } = analysis.graph;
  const { community } = analysis;
  const chosen = new Set(focus.clusters.map((c) => c.id));
  const bigrams =
    focus.mode === 'none'
      ? analysis.relations.map((i) => analysis.graph.edges[i])
      : analysis.edgesByWeight
          .map((i) => analysis.graph.edges[i])
          .filter((e) => community[e.source] === community[e.target] && chosen.has(community[e.source]))
          .slice(0, TOP_RELATIONS);

  const summary = flags.extendedGraphSummary || flags.includeGraphSummary ? extendedSummary(analysis, flags.gapDepth, ctx.aiNames, dot) : undefined;
  // clusterIds (and clusterAiNames beside it) are the focus: the gap's two clusters under optimize=gap.
  const views = clusterViews(analysis, dot, ctx.aiNames, ctx.pinnedNodes, focus.clusters.map((c) => c.id));
  const response: DotResponse = {
    graphKeywords: dot.lines(focus.relations),
    clusterIds: views.clusterIds,
    clusterAiNames: views.clusterAiNames,
    clusterKeywords: focus.clusters.map((c) => `"${conceptsOf(analysis, c, GAP_CONCEPTS).join(' ')}"`).join(' and '),
    allClusters: analysis.clusters.map((c) => ({ text: conceptsOf(analysis, c, c.nodes.length).join(' ') })),
    ...(summary && flags.includeGraphSummary ? { graphSummary: graphSummaryText(analysis, summary) } : {}),
    bigrams: bigrams.map((e) => `${names[e.source]} <-> ${names[e.target]}`),
    dotGraphByCluster: views.dotGraphByCluster,
    clusterNamesById: views.clusterNamesById,
    optimize: focus.mode,
  };
  if (summary && flags.extendedGraphSummary) response.extendedGraphSummary = summary;
  if (flags.includeGraph) {
    const graphFlags = {
      addStats: true,
      includeStatements: false,
      includeGraphSummary: false,
      extendedGraphSummary: false,
      includeGraph: true,
      gapDepth: flags.gapDepth,
      compactStatements: false,
      compactGraph: false,
    };
    response.graph = graphResponse(analysis, graphFlags, { ...ctx, views }).entriesAndGraphOfContext.graph;
  }
  if (ctx.warning) response.warning = ctx.warning;
  return response;
}
