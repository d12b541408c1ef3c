// Several contexts as one graph: merge (everything), overlap (what every context has), difference (what the others have and the first lacks).
import { analyzeGraph, conceptGraph, type AnalyzeOptions, type Analysis, type ConceptsOfStatement } from './analyze.js';
import type { ConceptGraph, Edge } from './graph/build.js';
import { round2 } from './graph/clusters.js';
import { graphFromEdges } from './graph/from-edges.js';
import type { Statement } from './types.js';

import type { CompareMode } from './compare-modes.js';

export { COMPARE_MODES, type CompareMode } from './compare-modes.js';

export interface CompareContext {
  /** How the context is named in the figures (a file, a saved graph's name, `context 2`). */
  name: string;
  /** Statement ids must be unique across all contexts (for example `<context>_<line>`). */
  statements: readonly Statement[];
}

/** One context's own graph (before any node cap) and how much of the result it holds. */
export interface ContextFigures {
  name: string;
  statements: number;
  nodes: number;
  edges: number;
  /** Concepts and relations of the result that this context has. */
  nodesInResult: number;
  edgesInResult: number;
  /** nodesInResult / the result's concepts, 2 decimals (0 for an empty result). */
  share: number;
  /** edgesInResult / the result's relations, 2 decimals (0 when the result has none). */
  edgeShare: number;
  /** nodesInResult / this context's own concepts: how much of it the result holds, 2 decimals. */
  ownShare: number;
  /** edgesInResult / this context's own relations, 2 decimals. */
  ownEdgeShare: number;
}

/** The comparisons of the search-intent graph with the search-results graph add one mode: the concepts alone. */
export type ComparisonMode = CompareMode | 'difference_nodes';

export interface Comparison {
  mode: ComparisonMode;
  /** The resulting graph, analyzed like any other; it may have no nodes (nothing in common). */
  analysis: Analysis;
  contexts: ContextFigures[];
  /**
   * Concepts of the result that have no relation in it (two texts both name them, but never
   * beside the same words): they belong to no cluster, so they are listed here instead of
   * standing as clusters of one, and are left out of the graph (when the caller sets them apart).
   */
  unclustered: string[];
}

/** A context's graph keyed by concept names, so graphs of different texts line up. */
interface NamedGraph {
  names: string[];
  nameSet: Set<string>;
  /** Relation key → weight, in creation order. */
  weights: Map<string, number>;
  statements: ConceptsOfStatement[];
}

/** Concept names cannot hold a NUL, so it separates the two ends of a relation key. */
const SEP = '\u0000';
const relationKey = (a: string, b: string) => (a < b ? a + SEP + b : b + SEP + a);

function namedGraph(context: CompareContext, options: AnalyzeOptions): { graph: NamedGraph; language: Analysis['language'] } {
  // The graph of the context in the analysis asked, as graphAndStatements builds it (under the
  // default one: sentences, a first sentence's weight, concepts used once left out), uncapped: a
  // concept both texts share must not be lost because one text is long.
  const built = conceptGraph(context.statements, { ...options, maxNodes: 0 });
  const { names, edges } = built.graph;
  const weights = new Map<string, number>();
  for (const e of edges) weights.set(relationKey(names[e.source], names[e.target]), e.weight);
  return {
    language: built.language,
    graph: { names, nameSet: new Set(names), weights, statements: built.statements },
  };
}

/** Every context added up: concepts in order of first appearance, weights summed. */
function union(graphs: readonly NamedGraph[]): { names: string[]; weights: Map<string, number> } {
  const names = new Set<string>();
  const weights = new Map<string, number>();
  for (const g of graphs) {
    for (const n of g.names) names.add(n);
    for (const [key, w] of g.weights) weights.set(key, (weights.get(key) ?? 0) + w);
  }
  return { names: [...names], weights };
}

/** Concepts and relations every context has; a shared relation weighs what the weakest context gives it. */
function intersection(graphs: readonly NamedGraph[]): { names: string[]; weights: Map<string, number> } {
  const [first, ...rest] = graphs;
  const names = first.names.filter((n) => rest.every((g) => g.nameSet.has(n)));
  const weights = new Map<string, number>();
  for (const [key, w] of first.weights) {
    if (rest.every((g) => g.weights.has(key))) weights.set(key, Math.min(w, ...rest.map((g) => g.weights.get(key)!)));
  }
  return { names, weights };
}

/**
 * What the other contexts have and the target lacks: their relations the target does not have
 * (summed over the others), with their ends, and their concepts the target does not have.
 */
function difference(target: NamedGraph, others: readonly NamedGraph[]): { names: string[]; weights: Map<string, number> } {
  const all = union(others);
  const weights = new Map([...all.weights].filter(([key]) => !target.weights.has(key)));
  const ends = new Set<string>();
  for (const key of weights.keys()) for (const n of key.split(SEP)) ends.add(n);
  return { names: all.names.filter((n) => !target.nameSet.has(n) || ends.has(n)), weights };
}

/**
 * The concepts the other contexts have and the target lacks, with only the relations among them:
 * the topics the target does not touch at all, without the bridges to what it already covers.
 */
function differenceNodes(target: NamedGraph, others: readonly NamedGraph[]): { names: string[]; weights: Map<string, number> } {
  const all = union(others);
  const names = all.names.filter((n) => !target.nameSet.has(n));
  const kept = new Set(names);
  const weights = new Map([...all.weights].filter(([key]) => key.split(SEP).every((n) => kept.has(n))));
  return { names, weights };
}

const COMBINE: Record<ComparisonMode, (graphs: readonly NamedGraph[]) => { names: string[]; weights: Map<string, number> }> = {
  merge: union,
  overlap: intersection,
  difference: (graphs) => difference(graphs[0], graphs.slice(1)),
  difference_nodes: (graphs) => differenceNodes(graphs[0], graphs.slice(1)),
};

/** The graph without its concepts that have no relation, whose names go to `apart`. */
function withoutLoneConcepts(graph: ConceptGraph, apart: string[]): ConceptGraph {
  const degree = new Uint32Array(graph.names.length);
  for (const e of graph.edges) {
    degree[e.source]++;
    degree[e.target]++;
  }
  if (degree.every((d) => d > 0)) return graph;
  const index = new Int32Array(graph.names.length).fill(-1);
  const names: string[] = [];
  const statements: number[][] = [];
  graph.names.forEach((name, i) => {
    if (degree[i] === 0) apart.push(name);
    else {
      index[i] = names.length;
      names.push(name);
      statements.push([...graph.statements[i]]);
    }
  });
  const edges = graph.edges.map((e) => ({ source: index[e.source], target: index[e.target], weight: e.weight }));
  return { ...graphFromEdges({ names, edges, statements }, 0), conceptCount: graph.conceptCount };
}

/**
 * The comparison of the contexts. With `setApart`, concepts that have no relation in the result
 * are listed as `unclustered` and left out of the graph (each would be a cluster of one), unless
 * the result has no relation at all;
 * without it they stay, as a comparison of search intent with results wants its lone concepts.
 */
export function compareContexts(contexts: readonly CompareContext[], mode: ComparisonMode, options: AnalyzeOptions, setApart = false): Comparison {
  if (contexts.length === 0) throw new RangeError('compareContexts: at least one context is needed');
  const named = contexts.map((c) => namedGraph(c, options));
  const graphs = named.map((n) => n.graph);
  const combined = COMBINE[mode](graphs);
  const related = new Set<string>();
  for (const key of combined.weights.keys()) for (const n of key.split(SEP)) related.add(n);
  // A result without any relation has no clusters to keep lone concepts out of: it stays whole.
  const apart = setApart && related.size > 0;
  const result = apart ? { names: combined.names.filter((n) => related.has(n)), weights: combined.weights } : combined;
  const unclustered = apart ? combined.names.filter((n) => !related.has(n)) : [];
  const contributing = mode === 'difference' || mode === 'difference_nodes' ? graphs.slice(1) : graphs;

  const index = new Map(result.names.map((n, i) => [n, i]));
  const edges: Edge[] = [];
  for (const [key, weight] of result.weights) {
    const [a, b] = key.split(SEP).map((n) => index.get(n)!);
    edges.push(a < b ? { source: a, target: b, weight } : { source: b, target: a, weight });
  }
  // The statements that speak about the result: those holding at least one of its concepts.
  const statements = contributing.flatMap((g) => g.statements).filter((s) => s.concepts.some((c) => index.has(c)));
  const nodeStatements: number[][] = result.names.map(() => []);
  statements.forEach((s, k) => {
    for (const c of s.concepts) {
      const i = index.get(c);
      if (i !== undefined) nodeStatements[i].push(k);
    }
  });

  let graph = graphFromEdges({ names: result.names, edges, statements: nodeStatements }, options.maxNodes);
  // The cap can leave a kept concept without any of its relations: it too stands apart.
  if (apart) graph = withoutLoneConcepts(graph, unclustered);
  const analysis = analyzeGraph(graph, statements, named[0].language, options.seed);

  const resultKeys = graph.edges.map((e) => relationKey(graph.names[e.source], graph.names[e.target]));
  const ratio = (part: number, whole: number) => (whole > 0 ? round2(part / whole) : 0);
  return {
    mode,
    analysis,
    contexts: contexts.map((c, i) => {
      const g = graphs[i];
      const nodesInResult = graph.names.filter((n) => g.nameSet.has(n)).length;
      const edgesInResult = resultKeys.filter((k) => g.weights.has(k)).length;
      return {
        name: c.name,
        statements: c.statements.length,
        nodes: g.names.length,
        edges: g.weights.size,
        nodesInResult,
        edgesInResult,
        share: ratio(nodesInResult, graph.names.length),
        edgeShare: ratio(edgesInResult, graph.edges.length),
        ownShare: ratio(nodesInResult, g.names.length),
        ownEdgeShare: ratio(edgesInResult, g.weights.size),
      };
    }),
    unclustered,
  };
}
