// The two summaries: extendedGraphSummary (structured) and graphSummary (plain text for language models).
import type { Analysis } from '../core/analyze.js';
import type { Gap } from '../core/graph/clusters.js';
import type { Diversity } from '../core/graph/diversity.js';
import { DotWriter } from './dot.js';
import { clusterName, conceptsOf, fixed4, percent, type TopicNames } from './views.js';

export const MAIN_TOPIC_CONCEPTS = 8;
export const GAP_CONCEPTS = 4;
export const REPORTED_GAPS = 3;

export interface InfluentialNode {
  node: string;
  bc: number;
  degree: number;
}

export interface ExtendedGraphSummary {
  mainTopics: string[];
  mainTopicNames: string[];
  mainConcepts: string[];
  contentGaps: string[];
  topInfluentialNodes: InfluentialNode[];
  topRelations: string[];
  topBigrams: string[];
  topicsToDevelop: string[];
  conceptualGateways: string[];
  conceptualGatewaysGraph: string[];
  diversityStatistics: Diversity & { modularity: number };
}

/** The gaps a response reports: three, starting at gapDepth (deeper gaps are less obvious ones). */
export function reportedGaps(analysis: Analysis, gapDepth: number): Gap[] {
  return analysis.gaps.slice(gapDepth, gapDepth + REPORTED_GAPS);
}

export function influentialNodes(analysis: Analysis): InfluentialNode[] {
  return analysis.topInfluential.map((i) => ({ node: analysis.graph.names[i], bc: analysis.bc[i], degree: analysis.graph.degree[i] }));
}

/** `dot` lets a response that also writes DOT views share one writer (its neighbour sets). */
export function extendedSummary(analysis: Analysis, gapDepth: number, names?: TopicNames, dot = new DotWriter(analysis)): ExtendedGraphSummary {
  const { graph } = analysis;
  const rank = new Map(analysis.clusters.map((c, i) => [c.id, i + 1]));
  const pair = (i: number) => graph.edges[i];
  return {
    mainTopics: analysis.clusters.map(
      (c, i) =>
        `${i + 1}. ${clusterName(analysis, c, names)}: ${conceptsOf(analysis, c, MAIN_TOPIC_CONCEPTS).join(', ')} ` +
        `(${c.id} | ${percent(c.numberRatio)} | ${percent(c.bcRatio)})`,
    ),
    mainTopicNames: analysis.clusters.map((c) => clusterName(analysis, c, names)),
    mainConcepts: analysis.topNodes.map((i) => graph.names[i]),
    contentGaps: reportedGaps(analysis, gapDepth).map(
      (g, k) =>
        `Gap ${k + 1}: ${rank.get(g.from.id)}. ${clusterName(analysis, g.from, names)} (${conceptsOf(analysis, g.from, GAP_CONCEPTS).join(', ')})` +
        ` -> ${rank.get(g.to.id)}. ${clusterName(analysis, g.to, names)} (${conceptsOf(analysis, g.to, GAP_CONCEPTS).join(', ')})`,
    ),
    topInfluentialNodes: influentialNodes(analysis),
    topRelations: analysis.relations.map((i, k) => `${k + 1}) ${graph.names[pair(i).source]} <-> ${graph.names[pair(i).target]}`),
    topBigrams: analysis.relations.map((i) => `${graph.names[pair(i).source]} ${graph.names[pair(i).target]}`),
    topicsToDevelop: analysis.clusters.map((c) => dot.lines(dot.cluster(c.id))).filter((text) => text !== ''),
    conceptualGateways: analysis.gateways.map((i) => graph.names[i]),
    conceptualGatewaysGraph: dot.gateways().map((e) => dot.relation(e)),
    diversityStatistics: { ...analysis.diversity, modularity: round4(analysis.modularity) },
  };
}

export const round4 = (x: number) => Math.round(x * 10000) / 10000;

/** One concept as the text summary writes it: `word (degree | bc | community)`. */
function concept(analysis: Analysis, i: number): string {
  return `${analysis.graph.names[i]} (${analysis.graph.degree[i]} | ${fixed4(analysis.bc[i])} | ${analysis.community[i]})`;
}

/** The key phrases a summary or a report names. */
export const KEY_PHRASES_SHOWN = 10;

function section(tag: string, lines: readonly string[]): string {
  return `<${tag}>\n${lines.join('\n')}\n</${tag}>`;
}

/** The plain-text summary, one tagged section each, meant to be pasted into a prompt. */
export function graphSummaryText(analysis: Analysis, summary: ExtendedGraphSummary): string {
  const d = summary.diversityStatistics;
  const gaps = summary.contentGaps.length > 0 ? summary.contentGaps : ['No gaps: the graph has fewer than two clusters of two or more concepts.'];
  return [
    section('MainConcepts', [analysis.topNodes.map((i) => concept(analysis, i)).join(', ')]),
    ...(analysis.keyPhrases.length > 0 ? [section('KeyPhrases', [analysis.keyPhrases.slice(0, KEY_PHRASES_SHOWN).map((k) => k.phrase).join(', ')])] : []),
    section('MainTopics', summary.mainTopics),
    section('TopicalGaps', gaps),
    section('ConceptualGateways', [analysis.gateways.map((i) => concept(analysis, i)).join(', ')]),
    section('Relations', summary.topRelations),
    section('DiversityStatistics', [
      `Diversity: ${d.diversity_score}`,
      `Modularity: ${d.modularity} (${d.modularity_class})`,
      `Clusters: ${d.total_clusters} (fair share of influence ${percent(d.fair_influence_by_cluster)})`,
      `Influence of the top cluster: ${percent(d.ratio_of_top_cluster_influence_by_betweenness)}${d.too_focused_on_top_clusters ? ' (too focused on the top cluster)' : ''}`,
      `Influence of the top concepts: ${percent(d.ratio_of_top_nodes_influence_by_betweenness)}, entropy ${d.top_nodes_entropy}${d.too_focused_on_top_nodes ? ' (too focused on the top concepts)' : ''}`,
    ]),
  ].join('\n');
}
