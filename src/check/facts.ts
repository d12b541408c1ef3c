// A graph response → the figures the rules read: concepts by influence, clusters, gaps with their depth, mentions.
import type { AnalysisMode } from '../core/analysis-mode.js';
import { GAP_CANDIDATES } from '../core/graph/clusters.js';
import { compareDesc } from '../core/graph/rank.js';
import type { Diversity } from '../core/graph/diversity.js';
import type { GraphResponse } from '../report/graph-response.js';

export interface ConceptFacts {
  name: string;
  bc: number;
  degree: number;
  community: string;
}

export interface ClusterFacts {
  id: string;
  /** Members, most influential first. */
  concepts: string[];
  /** Share of all betweenness held by the members (0–1). */
  bcRatio: number;
}

export interface GapFacts {
  from: ClusterFacts;
  to: ClusterFacts;
  /** Relations between a concept of one cluster and a concept of the other. */
  links: number;
  /** 1 − links / (|from| · |to|): the share of concept pairs across the two topics that are never linked (0–1). */
  depth: number;
}

export interface GraphFacts {
  /** The language the text was analysed in (an ISO 639-1 code, `und`): its concepts are words of it. */
  language: string;
  /** The analysis it was read with, where it was the reference one (the rules' default limits differ). */
  analysis?: AnalysisMode;
  /** Concepts of the graph, most influential (betweenness) first; ties: more relations, then text order. */
  concepts: ConceptFacts[];
  totalBc: number;
  /** Every concept of the text (also those the node cap left out of the graph) → how many statements hold it. */
  mentions: Map<string, number>;
  /** Every concept → the source line (1-based) of the first statement that holds it. */
  firstLine: Map<string, number>;
  /** Statements of the text (non-blank lines once re-lined by the split mode). */
  statements: number;
  /** Statements of five words or more that repeat an earlier one word for word (case and spacing aside). */
  repeated: number;
  /** The source line of the first such repeat; 1 when there is none. */
  firstRepeatLine: number;
  /** Ranked by influence, as `tna graph` lists them. */
  clusters: ClusterFacts[];
  modularity: number;
  diversity: Diversity;
  /** Every pair of top clusters (two concepts or more, the first six), deepest first, as `tna graph` ranks its gaps. */
  gaps: GapFacts[];
  /** What the text does with the phrases the configuration asks about (must-mention-phrase); absent when it asks none. */
  phrases?: PhraseFacts;
  /**
   * The text's key phrases of two words or more, best first (the default analysis; none under the
   * reference one): what --init suggests. `rank`: its place in the whole list, where --init keeps
   * only some of them (undefined: its place in this one).
   */
  keyPhrases?: { phrase: string; lemma: string; rank?: number }[];
}

/** What a text does with the phrases asked of it, each named as configured (its spacing made one space). */
export interface PhraseFacts {
  /** Written as such: its words' concepts side by side, in order, in one sentence. */
  written: string[];
  /** Not written as such, though every one of its words is (apart, or in another order). */
  apart: string[];
}

/** Whether a text has enough statements for the rules that read a graph's shape (analysis.minStatements). */
export const hasShape = (facts: GraphFacts, minStatements: number) => facts.statements >= minStatements;

/** What the text itself shows, apart from its graph: its statements, their repeats, and where each begins in the source. */
export interface TextFacts {
  statements: number;
  repeated: number;
  firstRepeatLine: number;
  /** A statement's id (its line in the text analyzed) → its line in the source. */
  lineOf: (statement: number) => number;
}

/** A statement this long that comes back word for word was pasted, not written twice. */
const REPEAT_WORDS = 5;

/** The statements of a re-lined text (one a line), and those that repeat an earlier one. */
export function textFacts(relined: string, lineOf: (statement: number) => number): TextFacts {
  const seen = new Set<string>();
  let statements = 0;
  let repeated = 0;
  let firstRepeatLine = 1;
  relined.split(/\r\n|\n|\r/).forEach((line, i) => {
    const words = line.toLowerCase().split(/\s+/).filter((w) => w !== '');
    if (words.length === 0) return;
    statements++;
    if (words.length < REPEAT_WORDS) return;
    const key = words.join(' ');
    if (!seen.has(key)) seen.add(key);
    else if (repeated++ === 0) firstRepeatLine = lineOf(i);
  });
  return { statements, repeated, firstRepeatLine, lineOf };
}

/**
 * The response must carry the graph (includeGraph, not compactGraph) and the statistics (addStats).
 * Without `text` (a saved graph), statements are counted from the response and none repeats.
 * The key phrases are read only with `keyPhrases` (a local analysis ranks them when first read).
 */
export function factsOf(response: GraphResponse, text?: TextFacts, keyPhrases = false): GraphFacts {
  const lineOf = text?.lineOf ?? ((id: number) => id + 1);
  const envelope = response.entriesAndGraphOfContext;
  const network = envelope.graph.networkGraph;
  const nodes = network.nodes ?? [];
  const order = nodes.map((_, i) => i).sort((a, b) => {
    const x = nodes[a].attributes;
    const y = nodes[b].attributes;
    return compareDesc(x.bc, y.bc) || (y.degree ?? 0) - (x.degree ?? 0) || a - b;
  });
  const concepts = order.map((i) => ({
    name: nodes[i].key,
    bc: nodes[i].attributes.bc,
    degree: nodes[i].attributes.degree ?? 0,
    community: nodes[i].attributes.community ?? '',
  }));
  const mentions = new Map<string, number>();
  const firstLine = new Map<string, number>();
  // Ids are the statements' positions, so the first id to hold a concept is its first mention.
  const statements = Object.entries(envelope.graph.statementHashtags).map(([id, list]) => [Number(id), list] as const).sort((a, b) => a[0] - b[0]);
  for (const [id, list] of statements) {
    for (const concept of new Set(list)) {
      mentions.set(concept, (mentions.get(concept) ?? 0) + 1);
      if (!firstLine.has(concept)) firstLine.set(concept, lineOf(id));
    }
  }
  const clusters = (network.attributes.top_clusters ?? []).map((c) => ({ id: c.community, concepts: c.nodes.map((n) => n.nodeName), bcRatio: c.bcRatio }));
  const phrases = keyPhrases ? (envelope.keyPhrases ?? []).filter((k) => k.lemma.includes(' ')).map(({ phrase, lemma }) => ({ phrase, lemma })) : [];
  const diversity = response.diversity_stats ?? network.attributes.diversity_stats;
  if (!diversity) throw new Error('factsOf: the response has no diversity statistics (ask with addStats)');
  return {
    // A server that does not name the language analysed in English, the one language it had before.
    language: envelope.language ?? 'en',
    concepts,
    totalBc: concepts.reduce((s, c) => s + c.bc, 0),
    mentions,
    firstLine,
    statements: text?.statements ?? statements.length,
    repeated: text?.repeated ?? 0,
    firstRepeatLine: text?.firstRepeatLine ?? 1,
    clusters,
    modularity: network.attributes.modularity,
    diversity,
    gaps: gapsOf(clusters, nodes, network.edges ?? []),
    ...(phrases.length > 0 ? { keyPhrases: phrases } : {}),
  };
}

function gapsOf(
  clusters: ClusterFacts[],
  nodes: NonNullable<GraphResponse['entriesAndGraphOfContext']['graph']['networkGraph']['nodes']>,
  edges: NonNullable<GraphResponse['entriesAndGraphOfContext']['graph']['networkGraph']['edges']>,
): GapFacts[] {
  const candidates = clusters.filter((c) => c.concepts.length >= 2).slice(0, GAP_CANDIDATES);
  // Only relations between two candidates count: each candidate's concepts map to its slot, and
  // the links between two slots are counted in a table (a graph has thousands of relations).
  const slotOfCluster = new Map(candidates.map((c, i) => [c.id, i]));
  const slotOf = new Map<string, number>();
  for (const n of nodes) {
    const slot = slotOfCluster.get(n.attributes.community ?? '');
    if (slot !== undefined) slotOf.set(n.key, slot);
  }
  const m = candidates.length;
  const between = new Int32Array(m * m);
  for (const e of edges) {
    const a = slotOf.get(e.source);
    if (a === undefined) continue;
    const b = slotOf.get(e.target);
    if (b === undefined || a === b) continue;
    between[a * m + b]++;
  }
  const gaps: GapFacts[] = [];
  for (let i = 0; i < m; i++) {
    for (let j = i + 1; j < m; j++) {
      const [from, to] = [candidates[i], candidates[j]];
      const links = between[i * m + j] + between[j * m + i];
      gaps.push({ from, to, links, depth: 1 - links / (from.concepts.length * to.concepts.length) });
    }
  }
  // Stable: equally deep gaps keep the ranking order of their clusters.
  return gaps.sort((x, y) => y.depth - x.depth);
}
