// Concepts → co-occurrence graph: the window of 4, mention links, and the node cap.
import type { ConceptToken } from '../text/tokens.js';
import type { ContextSettings } from '../text/settings.js';
import type { CsrGraph } from '../types.js';
import { PairWeights } from './pair-index.js';
import { edgesByWeight } from './rank.js';
import type { Terms } from './terms.js';

export interface Edge {
  /** The end that appeared first in the text (lower node index). */
  source: number;
  target: number;
  weight: number;
}

export interface ConceptGraph {
  /** Kept concepts in order of first appearance; a node's index is its position here. */
  names: string[];
  edges: Edge[];
  csr: CsrGraph;
  /** Distinct neighbours. */
  degree: Int32Array;
  weightedDegree: Float64Array;
  /** Every edge index by weight, heaviest first (ties: creation order); the CSR's arcs follow it. */
  edgesByWeight: number[];
  /** Per node: indexes of the statements it appears in, ascending. */
  statements: number[][];
  /** Concepts before the node cap. */
  conceptCount: number;
  /**
   * The default analysis only: how often the text uses each node, which breaks ties of influence
   * (a short text's graph has many concepts no shortest path crosses).
   */
  uses?: Int32Array;
  /**
   * The default analysis only, where it leaves some out: the nodes influence is computed among
   * (1), the concepts the text uses twice or more; the others lie on no shortest path and weigh 0.
   */
  influential?: Uint8Array;
  /** The default analysis only, where the text has them: concepts it writes as one, which share one node for influence (terms.ts). */
  terms?: Terms;
}

/** A statement's concepts as ids: its window (every concept, in text order) and its distinct mentions. */
export interface Encoded {
  window: Int32Array;
  mentions: Int32Array;
  /** How many of the window's first concepts are a title, a first sentence or a heading, whose links weigh more. */
  leading?: number;
  /** Their links' weight, times this. */
  leadingWeight?: number;
}

/** How the default analysis shapes the graph; the reference analysis uses none of it. */
export interface GraphShape {
  /**
   * Concepts the text uses only once have no influence where at least this many concepts occur
   * twice or more: one mention in a long sentence between two topics would otherwise lie on many
   * shortest paths, and rank above the concepts the text is about. They stay in the graph.
   */
  repeatedEnough: number;
}

/**
 * Concepts → ids in order of first appearance, one statement's tokens at a time, so a long text's
 * tokens never need to be kept all at once (a token object costs ten times its id).
 */
export class ConceptIds {
  private readonly ids = new Map<string, number>();
  readonly names: string[] = [];

  /** The concept's id, the next one when it has none yet. */
  intern(concept: string): number {
    let id = this.ids.get(concept);
    if (id === undefined) {
      id = this.names.length;
      this.ids.set(concept, id);
      this.names.push(concept);
    }
    return id;
  }

  encode(tokens: readonly ConceptToken[]): Encoded {
    const window: number[] = [];
    const mentions: number[] = [];
    for (const t of tokens) {
      const id = this.intern(t.concept);
      if (t.role === 'window') window.push(id);
      else if (!mentions.includes(id)) mentions.push(id);
    }
    return { window: Int32Array.from(window), mentions: Int32Array.from(mentions) };
  }
}

type Visit = (a: number, b: number, weight: number) => void;

/** Every weighted pair of one statement; called twice when there is a node cap (the cap, then edges), so it must stay pure. */
function forEachPair(s: Encoded, connectConceptsToEachOther: boolean, visit: Visit): void {
  const { window, mentions } = s;
  const leading = s.leading ?? 0;
  const leadingWeight = s.leadingWeight ?? 1;
  if (connectConceptsToEachOther) {
    for (let i = 1; i < window.length; i++) {
      const a = window[i];
      if (a < 0) continue;
      const times = i < leading ? leadingWeight : 1;
      // A gap (-1) between two sentences ends the window.
      for (let d = 1; d <= 3 && i - d >= 0 && window[i - d] >= 0; d++) {
        const b = window[i - d];
        if (a !== b) visit(a, b, (4 - d) * times);
      }
    }
  }
  if (mentions.length === 0) return;
  const concepts = [...new Set(window)].filter((c) => c >= 0);
  for (let i = 0; i < mentions.length; i++) {
    for (const c of concepts) if (c !== mentions[i]) visit(mentions[i], c, 3);
    for (let j = 0; j < i; j++) visit(mentions[i], mentions[j], 3);
  }
}

export function buildGraph(
  statements: readonly (readonly ConceptToken[])[],
  mentionsProcessing: ContextSettings['mentionsProcessing'],
  maxNodes: number,
): ConceptGraph {
  const ids = new ConceptIds();
  return graphOf(
    statements.map((tokens) => ids.encode(tokens)),
    ids.names,
    mentionsProcessing,
    maxNodes,
  );
}

/** The graph of encoded statements; `allNames` names every id (ConceptIds.names). */
export function graphOf(
  encoded: readonly Encoded[],
  allNames: readonly string[],
  mentionsProcessing: ContextSettings['mentionsProcessing'],
  maxNodes: number,
  shape?: GraphShape,
): ConceptGraph {
  const linksConcepts = (s: Encoded) => mentionsProcessing === 'CONNECT_TO_ALL_CONCEPTS' || s.mentions.length === 0;

  const total = allNames.length;
  const keptIndex = new Int32Array(total).fill(-1);
  let kept = 0;
  if (maxNodes <= 0 || total <= maxNodes) {
    for (let i = 0; i < total; i++) keptIndex[i] = kept++;
  } else {
    // The cap ranks by weighted degree in the whole graph, which needs only sums, not edges.
    const fullWeightedDegree = new Float64Array(total);
    const addDegree: Visit = (a, b, w) => {
      fullWeightedDegree[a] += w;
      fullWeightedDegree[b] += w;
    };
    for (const s of encoded) forEachPair(s, linksConcepts(s), addDegree);
    const order = Array.from({ length: total }, (_, i) => i);
    order.sort((a, b) => fullWeightedDegree[b] - fullWeightedDegree[a] || a - b);
    const chosen = new Uint8Array(total);
    for (let k = 0; k < maxNodes; k++) chosen[order[k]] = 1;
    for (let i = 0; i < total; i++) if (chosen[i]) keptIndex[i] = kept++;
  }
  const names = allNames.filter((_, i) => keptIndex[i] >= 0);

  const pairs = new PairWeights();
  const addEdge: Visit = (a, b, w) => {
    const x = keptIndex[a];
    const y = keptIndex[b];
    if (x < 0 || y < 0) return;
    if (x < y) pairs.add(x, y, w);
    else pairs.add(y, x, w);
  };
  for (const s of encoded) forEachPair(s, linksConcepts(s), addEdge);
  const edges: Edge[] = pairs.take();

  const nodeStatements: number[][] = names.map(() => []);
  encoded.forEach((s, index) => {
    for (const list of [s.window, s.mentions]) {
      for (const id of list) {
        if (id < 0) continue;
        const node = keptIndex[id];
        if (node < 0) continue;
        const seen = nodeStatements[node];
        if (seen[seen.length - 1] !== index) seen.push(index);
      }
    }
  });

  const graph: ConceptGraph = { names, edges, ...toCsr(kept, edges), statements: nodeStatements, conceptCount: total };
  if (shape) {
    const uses = new Int32Array(kept);
    for (const s of encoded) {
      for (const id of s.window) if (id >= 0 && keptIndex[id] >= 0) uses[keptIndex[id]]++;
      for (const id of s.mentions) if (keptIndex[id] >= 0) uses[keptIndex[id]]++;
    }
    graph.uses = uses;
    const influential = influenceMask(uses, shape.repeatedEnough);
    if (influential) graph.influential = influential;
  }
  return graph;
}

/**
 * The concepts influence is computed among (GraphShape.repeatedEnough): those used twice or more,
 * where at least `enough` are and some are not; else undefined (all of them).
 */
export function influenceMask(uses: ArrayLike<number>, enough: number): Uint8Array | undefined {
  let repeated = 0;
  for (let i = 0; i < uses.length; i++) if (uses[i] >= 2) repeated++;
  return repeated >= enough && repeated < uses.length ? Uint8Array.from(uses, (k) => (k >= 2 ? 1 : 0)) : undefined;
}

export function toCsr(n: number, edges: readonly Edge[]): { csr: CsrGraph; degree: Int32Array; weightedDegree: Float64Array; edgesByWeight: number[] } {
  const degree = new Int32Array(n);
  const weightedDegree = new Float64Array(n);
  for (const e of edges) {
    degree[e.source]++;
    degree[e.target]++;
    weightedDegree[e.source] += e.weight;
    weightedDegree[e.target] += e.weight;
  }
  const offsets = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) offsets[i + 1] = offsets[i] + degree[i];
  const fill = offsets.slice(0, n);
  const neighbors = new Int32Array(offsets[n]);
  const weights = new Float64Array(offsets[n]);
  // Heaviest first: each node's arcs come out strongest first, as the betweenness's search for
  // arcs no shortest route uses wants them (dominated-arcs.ts); the order is kept for the analysis.
  const byWeight = edgesByWeight(edges);
  for (const i of byWeight) {
    const e = edges[i];
    neighbors[fill[e.source]] = e.target;
    weights[fill[e.source]++] = e.weight;
    neighbors[fill[e.target]] = e.source;
    weights[fill[e.target]++] = e.weight;
  }
  return { csr: { n, offsets, neighbors, weights }, degree, weightedDegree, edgesByWeight: byWeight };
}
