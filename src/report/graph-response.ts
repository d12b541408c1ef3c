// Analysis → the E1 response (entriesAndGraphOfContext envelope), shaped by the query flags.
import { clusterBigrams } from './cluster-bigrams.js';
import { lazyViews, type ClusterViews } from './cluster-views.js';
import { lazyField } from '../core/lazy-field.js';
import type { Analysis, AnalyzedStatement } from '../core/analyze.js';
import type { BetweennessInfo } from '../core/graph/betweenness.js';
import type { ConceptGraph, Edge } from '../core/graph/build.js';
import type { Diversity } from '../core/graph/diversity.js';
import type { KeyPhrase } from '../core/text/key-phrases.js';
import { DotWriter } from './dot.js';
import { UNDETERMINED_NOTE } from '../core/text/stopwords.js';
import { extendedSummary, graphSummaryText, influentialNodes, reportedGaps, GAP_CONCEPTS, type ExtendedGraphSummary, type InfluentialNode } from './summary.js';
import type { TopicNames } from './views.js';
import { eagerList, lazyList, type EntryJson } from './lazy-list.js';

export interface ResponseFlags {
  addStats: boolean;
  includeStatements: boolean;
  includeGraphSummary: boolean;
  extendedGraphSummary: boolean;
  includeGraph: boolean;
  gapDepth: number;
  compactStatements: boolean;
  compactGraph: boolean;
}

/** Where a graph was saved: its name and its address. */
export interface SavedLink {
  graphName: string;
  graphUrl: string;
}

export interface ResponseContext {
  contextName: string;
  userName: string;
  aiNames?: TopicNames;
  warning?: string;
  /** Set only when the graph was saved. */
  saved?: SavedLink;
  /** Set only by a save: how many of its statements the graph already held. */
  alreadySaved?: number;
  isPublic: boolean;
  /** Nodes to pin in dotGraphByCluster.pinned. */
  pinnedNodes?: readonly string[];
  /** The cluster views when the caller made them already (it shows them at its top level too). */
  views?: ClusterViews;
  /**
   * networkGraph's edges made only as they are read (lazyList): for an answer written out where it
   * is made, never one that is cloned or sent to another thread.
   */
  lazyRelations?: boolean;
}

export interface NodeOut {
  key: string;
  /** The default analysis only: `uses`, how often the text used the concept (influence is computed among the concepts used twice or more); `term`, the term it belongs to, if any (core/graph/terms.ts). */
  attributes: { degree?: number; weightedDegree?: number; bc: number; community?: string; uses?: number; term?: string };
}
export interface EdgeOut {
  source: string;
  target: string;
  attributes: { weight: number };
}
export interface ClusterOut {
  community: string;
  nodes: { nodeName: string; bc: number }[];
  numberRatio: number;
  bcRatio: number;
  topStatementId: string;
  aiName?: string;
}
export interface GapSide {
  community: string;
  nodes: { nodeName: string; bc: number }[];
  aiName?: string;
}
export interface GapOut {
  from: GapSide;
  to: GapSide;
}

export interface NetworkGraph {
  options?: { type: 'undirected'; multi: false; allowSelfLoops: false };
  nodes?: NodeOut[];
  edges?: EdgeOut[];
  attributes: {
    modularity: number;
    /** How bc was computed: `{ method: 'exact' }`, or approx with its samples, error bound and confidence. */
    betweenness?: BetweennessInfo;
    top_nodes?: string[];
    top_influential_nodes: InfluentialNode[];
    top_clusters?: ClusterOut[];
    gaps?: GapOut[];
    diversity_stats?: Diversity;
    nodes_to_statements_map?: Record<string, string[]>;
    dotGraph?: string;
    dotGraphByCluster?: Record<string, string[]>;
    allClusters?: { id: string; community: string; text: string; dotGraph: string; aiName: string }[];
    bigrams?: Record<string, string[]>;
    statementHashtags: string[][];
  };
}

export interface StatementOut {
  id: string;
  content: string;
  statementHashtags?: string[];
  statementCommunities?: string[];
  topStatementCommunity: string;
  topStatementOfCommunity: string;
  categories: string[];
  timestamp?: string;
  by?: string;
  name?: string;
}

export interface GraphResponse {
  entriesAndGraphOfContext: {
    graph: { networkGraph: NetworkGraph; statementHashtags: Record<string, string[]> };
    statements: StatementOut[];
    extendedGraphSummary?: ExtendedGraphSummary | Omit<ExtendedGraphSummary, 'diversityStatistics'>;
    graphSummary?: string;
    graphUrl?: string;
    graphName?: string;
    userName: string;
    isPublic: boolean;
    /**
     * The language the text was analysed in: an ISO 639-1 code, or `und` for a script no
     * supported language is written in (its words found by script alone).
     */
    language: string;
    warning?: string;
    /** Saving only, when some were: how many of the statements sent the graph already held (the same text). */
    alreadySaved?: number;
    /** The text's key phrases, best first (the default analysis; absent under the reference analysis). */
    keyPhrases?: KeyPhrase[];
  };
  diversity_stats?: Diversity;
  userName: string;
  /** With graphUrl, only for a saved graph: the same values as in the envelope. */
  graphName?: string;
  graphUrl?: string;
  isPublic: boolean;
}

const community = (id: number) => (id < 0 ? 'none' : String(id));

function statementOut(s: AnalyzedStatement, flags: ResponseFlags, ctx: ResponseContext): StatementOut {
  const base = {
    id: s.statement.id,
    content: s.statement.content,
    categories: s.statement.categories,
    topStatementCommunity: community(s.topCommunity),
    topStatementOfCommunity: community(s.topOfCommunity),
  };
  if (flags.compactStatements) return base;
  return {
    id: base.id,
    content: base.content,
    statementHashtags: s.concepts,
    statementCommunities: s.communities.map(String),
    topStatementCommunity: base.topStatementCommunity,
    topStatementOfCommunity: base.topStatementOfCommunity,
    categories: base.categories,
    ...(s.statement.timestamp !== undefined ? { timestamp: s.statement.timestamp } : {}),
    by: ctx.userName,
    name: ctx.contextName,
  };
}

function networkGraph(analysis: Analysis, flags: ResponseFlags, ctx: ResponseContext, dot: DotWriter): NetworkGraph {
  const { graph, bc, community: of } = analysis;
  const names = graph.names;
  const relation = (i: number): EdgeOut => {
    const e = graph.edges[i];
    return { source: names[e.source], target: names[e.target], attributes: { weight: e.weight } };
  };
  const statementIds = analysis.statements.map((s) => s.statement.id);
  const nodeBc = (i: number) => ({ nodeName: names[i], bc: bc[i] });
  const attributes: NetworkGraph['attributes'] = {
    modularity: analysis.modularity,
    betweenness: analysis.betweenness,
    top_influential_nodes: influentialNodes(analysis),
    statementHashtags: analysis.statements.map((s) => s.concepts),
  };
  if (flags.addStats) attributes.diversity_stats = analysis.diversity;
  if (!flags.includeGraph) return { attributes };

  const gapSide = (c: Analysis['clusters'][number]): GapSide => ({
    community: String(c.id),
    nodes: c.nodes.slice(0, GAP_CONCEPTS).map(nodeBc),
    ...(ctx.aiNames?.has(c.id) ? { aiName: ctx.aiNames.get(c.id) } : {}),
  });

  Object.assign(attributes, {
    top_nodes: analysis.topNodes.map((i) => names[i]),
    top_clusters: analysis.clusters.map((c) => ({
      community: String(c.id),
      nodes: c.nodes.map(nodeBc),
      numberRatio: c.numberRatio,
      bcRatio: c.bcRatio,
      topStatementId: statementIds[analysis.topStatementOfCluster[c.id]] ?? '',
      ...(ctx.aiNames?.has(c.id) ? { aiName: ctx.aiNames.get(c.id) } : {}),
    })),
    gaps: [],
    nodes_to_statements_map: {},
    dotGraph: '',
    dotGraphByCluster: {},
    allClusters: [],
    bigrams: {},
  });
  // Made when read: tna check reads none of them.
  lazyField(attributes, 'gaps', () => reportedGaps(analysis, flags.gapDepth).map((g) => ({ from: gapSide(g.from), to: gapSide(g.to) })));
  lazyField(attributes, 'nodes_to_statements_map', () => Object.fromEntries(names.map((n, i) => [n, graph.statements[i].map((s) => statementIds[s])])));
  lazyField(attributes, 'bigrams', () => clusterBigrams(analysis));
  lazyViews(attributes, analysis, dot, ctx.views?.dotGraphByCluster, ctx.pinnedNodes, ctx.aiNames);
  return {
    options: { type: 'undirected', multi: false, allowSelfLoops: false },
    nodes: names.map((key, i) => ({
      key,
      attributes: flags.compactGraph
        ? { bc: bc[i] }
        : { degree: graph.degree[i], weightedDegree: graph.weightedDegree[i], bc: bc[i], community: String(of[i]), ...(graph.uses ? { uses: graph.uses[i] } : {}), ...termOf(graph, i) },
    })),
    edges: ctx.lazyRelations ? lazyList(graph.edges.length, relation, relationJson(graph.edges, names)) : eagerList(graph.edges.length, relation),
    attributes,
  };
}

/**
 * Relation i's JSON, as JSON.stringify writes relation(i) (see EntryJson), made straight from the
 * edge: a full graph's million relations are written in about half the time it takes to make
 * each an object and stringify it. The names are quoted once, when the first relation is written.
 */
function relationJson(edges: readonly Edge[], names: readonly string[]): EntryJson {
  let quoted: string[] | undefined;
  return (i, indent) => {
    const e = edges[i];
    quoted ??= names.map((name) => JSON.stringify(name));
    const weight = Number.isFinite(e.weight) ? String(e.weight) : 'null';
    if (indent === undefined) return `{"source":${quoted[e.source]},"target":${quoted[e.target]},"attributes":{"weight":${weight}}}`;
    return `{\n${indent}  "source": ${quoted[e.source]},\n${indent}  "target": ${quoted[e.target]},\n${indent}  "attributes": {\n${indent}    "weight": ${weight}\n${indent}  }\n${indent}}`;
  };
}

export function graphResponse(analysis: Analysis, flags: ResponseFlags, ctx: ResponseContext): GraphResponse {
  const dot = new DotWriter(analysis);
  const summary = flags.extendedGraphSummary || flags.includeGraphSummary ? extendedSummary(analysis, flags.gapDepth, ctx.aiNames, dot) : undefined;
  const envelope: GraphResponse['entriesAndGraphOfContext'] = {
    graph: {
      networkGraph: networkGraph(analysis, flags, ctx, dot),
      statementHashtags: Object.fromEntries(analysis.statements.map((s) => [s.statement.id, s.concepts])),
    },
    statements: flags.includeStatements ? analysis.statements.map((s) => statementOut(s, flags, ctx)) : [],
    userName: ctx.userName,
    isPublic: ctx.isPublic,
    language: analysis.language,
  };
  // Ranked when first read (absent from JSON when there are none): a check reads none of them.
  if (analysis.ranksKeyPhrases) lazyField(envelope, 'keyPhrases', () => (analysis.keyPhrases.length > 0 ? analysis.keyPhrases.map((k) => ({ ...k, score: round4(k.score) })) : undefined));
  if (summary && flags.extendedGraphSummary) {
    if (flags.addStats) envelope.extendedGraphSummary = summary;
    else {
      const { diversityStatistics: _omitted, ...withoutStats } = summary;
      envelope.extendedGraphSummary = withoutStats;
    }
  }
  if (summary && flags.includeGraphSummary) envelope.graphSummary = graphSummaryText(analysis, summary);
  if (ctx.saved) Object.assign(envelope, ctx.saved);
  const warning = [ctx.warning, analysis.language === 'und' ? UNDETERMINED_NOTE : undefined].filter(Boolean).join('; ');
  if (warning) envelope.warning = warning;
  if (ctx.alreadySaved) envelope.alreadySaved = ctx.alreadySaved;
  return {
    entriesAndGraphOfContext: envelope,
    ...(flags.addStats ? { diversity_stats: analysis.diversity } : {}),
    userName: ctx.userName,
    ...(ctx.saved ? { graphName: ctx.saved.graphName, graphUrl: ctx.saved.graphUrl } : {}),
    isPublic: ctx.isPublic,
  };
}

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** A node's `term` attribute: the term it belongs to, where it is in one (core/graph/terms.ts). */
function termOf({ terms }: ConceptGraph, i: number): { term?: string } {
  const term = terms ? terms.of[i] : -1;
  return terms && term >= 0 ? { term: terms.names[term] } : {};
}
