// Renderers of a graph response for stdout: JSON, the plain-text summary, compact DOT, and a terminal view.
import { languageName } from '../core/text/stopwords.js';
import { Chalk } from 'chalk';
import type { GraphResponse } from '../report/graph-response.js';
import { KEY_PHRASES_SHOWN } from '../report/summary.js';

export const GRAPH_FORMATS = ['json', 'summary', 'dot', 'text'] as const;
export type GraphFormat = (typeof GRAPH_FORMATS)[number];

/**
 * A graph response in one of the shared formats; `text` is the command's own terminal view.
 * (Exports — graphviz, gexf, … — go through exports.ts.)
 */
export function renderGraphFormat<R extends GraphResponse>(format: GraphFormat, response: R, text: (response: R) => string): string {
  switch (format) {
    case 'json':
      return renderJson(response);
    case 'summary':
      return renderSummary(response);
    case 'dot':
      return renderDot(response);
    case 'text':
      return text(response);
  }
}

export function renderJson(value: unknown): string {
  return JSON.stringify(value, null, 2) + '\n';
}

export function renderSummary(response: GraphResponse): string {
  return (response.entriesAndGraphOfContext.graphSummary ?? '') + '\n';
}

export function renderDot(response: GraphResponse): string {
  const dot = response.entriesAndGraphOfContext.graph.networkGraph.attributes.dotGraph ?? '';
  return dot === '' ? '' : dot + '\n';
}

/** A readable report for a person at a terminal: topics, concepts, gaps, gateways, diversity. */
export function renderText(response: GraphResponse, colour: boolean): string {
  const c = new Chalk({ level: colour ? 1 : 0 });
  const envelope = response.entriesAndGraphOfContext;
  const summary = envelope.extendedGraphSummary;
  const attributes = envelope.graph.networkGraph.attributes;
  const nodes = envelope.graph.networkGraph.nodes ?? [];
  const edges = envelope.graph.networkGraph.edges ?? [];
  const palette = [c.cyan, c.magenta, c.yellow, c.green, c.blue, c.red];
  const tint = (community: string) => palette[Number(community) % palette.length] ?? c.white;
  const communityOf = new Map(nodes.map((n) => [n.key, n.attributes.community ?? '0']));
  const heading = (title: string) => c.bold(title);
  const lines: string[] = [];

  const clusters = attributes.top_clusters?.length ?? 0;
  lines.push(
    `${c.bold(String(nodes.length))} ${nodes.length === 1 ? 'concept' : 'concepts'}, ${c.bold(String(edges.length))} ${edges.length === 1 ? 'relation' : 'relations'}, ` +
      `${c.bold(String(clusters))} topical ${clusters === 1 ? 'cluster' : 'clusters'}, modularity ${attributes.modularity.toFixed(2)}`,
    c.dim(`Language: ${languageName(envelope.language)} (${envelope.language})`),
    '',
  );
  const estimate = attributes.betweenness;
  if (estimate?.method === 'approx') {
    lines.splice(
      2,
      0,
      c.dim(`Betweenness estimated from the paths out of ${estimate.samples} randomly drawn concepts: each value within ` +
        `±${estimate.errorBound?.toPrecision(2)} of the exact one with ${Math.round((estimate.confidence ?? 0) * 100)}% confidence.`),
    );
  }
  if (summary) {
    lines.push(heading('Main topics') + c.dim('  (cluster number | share of the concepts | share of the influence)'));
    (attributes.top_clusters ?? []).forEach((cluster, i) => {
      const topic = summary.mainTopics[i] ?? '';
      lines.push('  ' + tint(cluster.community)(topic));
    });
    lines.push('', heading('Most influential concepts') + c.dim('  (most often on the shortest paths between other concepts)'));
    lines.push('  ' + summary.mainConcepts.map((name) => tint(communityOf.get(name) ?? '0')(name)).join(', '));
    if (envelope.keyPhrases?.length) {
      lines.push('', heading('Key phrases') + c.dim('  (the phrases the text is about, best first)'));
      lines.push('  ' + envelope.keyPhrases.slice(0, KEY_PHRASES_SHOWN).map((k) => k.phrase).join(', '));
    }
    lines.push('', heading('Content gaps'));
    lines.push(...(summary.contentGaps.length ? summary.contentGaps.map((g) => '  ' + g) : ['  none: fewer than two clusters of two or more concepts']));
    lines.push('', heading('Conceptual gateways') + c.dim('  (influential concepts that link several clusters)'));
    lines.push('  ' + (summary.conceptualGateways.join(', ') || 'none'));
    lines.push('', heading('Top relations'));
    lines.push(...summary.topRelations.map((r) => '  ' + r));
  }
  const stats = response.diversity_stats;
  if (stats) {
    const score = stats.diversity_score === 'biased' ? c.red : stats.diversity_score === 'focused' ? c.yellow : c.green;
    lines.push('', heading('Diversity'));
    lines.push(
      `  ${score(stats.diversity_score)} (modularity ${attributes.modularity.toFixed(2)}, ${stats.modularity_class}; ${stats.total_clusters} ${stats.total_clusters === 1 ? 'cluster' : 'clusters'}; ` +
        `top cluster holds ${Math.round(stats.ratio_of_top_cluster_influence_by_betweenness * 100)}% of influence)`,
    );
  }
  if (envelope.warning) lines.push('', c.yellow(`Note: ${envelope.warning}`));
  return lines.join('\n') + '\n';
}
