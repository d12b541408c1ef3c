// A supplied node-link graph (graphology, networkx, or a whole E1 response) → an Analysis whose metrics are recomputed, not trusted.
import { analyzeGraph, type Analysis } from '../core/analyze.js';
import type { Edge } from '../core/graph/build.js';
import { graphFromEdges } from '../core/graph/from-edges.js';
import { badRequest } from '../core/errors.js';
import { DEFAULT_SHAPE } from '../core/subject-graph.js';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasGraphArrays = (v: unknown): v is Obj => isObject(v) && (Array.isArray(v.nodes) || Array.isArray(v.edges) || Array.isArray(v.links));

/** Where a node-link graph may sit: the value itself, an E1 response, its envelope, or its `graph` object. */
function findGraph(value: unknown, field: string): { graph: Obj; field: string } {
  const v = isObject(value) ? value : {};
  const envelope = isObject(v.entriesAndGraphOfContext) ? v.entriesAndGraphOfContext : v;
  const inner = isObject(envelope.graph) ? envelope.graph : undefined;
  const candidates: [unknown, string][] = [
    [v, field],
    [inner?.networkGraph, `${field}.entriesAndGraphOfContext.graph.networkGraph`],
    [v.networkGraph, `${field}.networkGraph`],
    [inner, `${field}.graph`],
  ];
  for (const [candidate, at] of candidates) if (hasGraphArrays(candidate)) return { graph: candidate, field: at };
  if (isObject(inner?.networkGraph) || isObject(v.networkGraph)) {
    throw badRequest(`${field} holds no nodes: a graph response made with includeGraph=false (tna graph --no-graph) has none`, field);
  }
  throw badRequest(`${field} must be a node-link graph: an object with "nodes" and "edges" (or "links"), or a graph response (tna graph -f json)`, field);
}

const keyOf = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;

/**
 * Nodes keep their given order (it breaks ties as text order does); an edge may name a node the
 * list lacks (it is added); parallel edges and both directions add up into one undirected relation.
 */
export function analysisFromNodeLink(value: unknown, maxNodes: number, field = 'graph'): Analysis {
  const { graph, field: at } = findGraph(value, field);
  const index = new Map<string, number>();
  const names: string[] = [];
  const nodeIndex = (key: string) => {
    let i = index.get(key);
    if (i === undefined) {
      i = names.length;
      index.set(key, i);
      names.push(key);
    }
    return i;
  };
  const nodes = Array.isArray(graph.nodes) ? graph.nodes : [];
  // A default analysis's graph says how often its text used each concept: influence is computed
  // among the repeated ones again, as it was on the text, the concepts of a term (their `term`
  // attribute) one node.
  const uses: number[] = [];
  const terms: (string | undefined)[] = [];
  nodes.forEach((node, i) => {
    const key = keyOf(node) ?? (isObject(node) ? keyOf(node.key) ?? keyOf(node.id) : undefined);
    if (key === undefined) throw badRequest(`${at}.nodes.${i} needs a "key" (or "id"): a string or a number`, `${at}.nodes.${i}`);
    const attributes = isObject(node) && isObject(node.attributes) ? node.attributes : {};
    const used = attributes.uses;
    if (nodeIndex(key) === uses.length && typeof used === 'number' && Number.isInteger(used) && used > 0) {
      uses.push(used);
      terms.push(typeof attributes.term === 'string' ? attributes.term : undefined);
    }
  });
  const list = Array.isArray(graph.edges) ? 'edges' : 'links';
  const edges: Edge[] = [];
  ((graph[list] as unknown[] | undefined) ?? []).forEach((edge, i) => {
    const where = `${at}.${list}.${i}`;
    if (!isObject(edge)) throw badRequest(`${where} must be an object with "source" and "target"`, where);
    const source = keyOf(edge.source);
    const target = keyOf(edge.target);
    if (source === undefined || target === undefined) throw badRequest(`${where} needs "source" and "target": strings or numbers`, where);
    const attributes = isObject(edge.attributes) ? edge.attributes : {};
    const weight = attributes.weight ?? edge.weight ?? 1;
    if (typeof weight !== 'number' || !(weight > 0 && Number.isFinite(weight))) {
      throw badRequest(`${where} weight must be a positive number, got ${JSON.stringify(weight)}`, where);
    }
    edges.push({ source: nodeIndex(source), target: nodeIndex(target), weight });
  });
  if (names.length === 0) throw badRequest(`${at} has no nodes: there is nothing to describe`, at);
  const withUses = uses.length === names.length ? { uses, terms, repeatedEnough: DEFAULT_SHAPE.repeatedEnough } : {};
  return analyzeGraph(graphFromEdges({ names, edges, ...withUses }, maxNodes), [], 'en');
}
