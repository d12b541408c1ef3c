// The part of graphology's Graph that graphology-communities-louvain reads, over our own edge list.
// Building a real graphology Graph of a million edges (string keys, attribute objects, adjacency
// maps) took seconds and hundreds of megabytes only to be read once into Louvain's own arrays.
import type Graph from 'graphology';
import type { Edge } from './build.js';

/**
 * What the louvain package (2.0.2, with graphology-indices 0.17) reads of an undirected graph:
 * its size, its nodes in order, each node's degree, and its edges in order with their ends. Nodes
 * are their index; Louvain reads each edge's weight through the getEdgeWeight of louvainWeight().
 * The order is the one a Graph built by adding nodes 0..n-1 and then `edges` would give, so
 * the communities are exactly those of such a Graph.
 */
export function louvainInput(n: number, edges: readonly Edge[]): Graph {
  const degree = new Int32Array(n);
  for (const e of edges) {
    degree[e.source]++;
    degree[e.target]++;
  }
  const refuse = () => {
    throw new Error('louvainInput: read-only');
  };
  const view = {
    // graphology-utils' isGraph() and inferType() look for these.
    addUndirectedEdgeWithKey: refuse,
    dropNode: refuse,
    setNodeAttribute: refuse,
    multi: false,
    type: 'undirected',
    order: n,
    size: edges.length,
    selfLoopCount: 0,
    forEachNode(callback: (node: number) => void) {
      for (let i = 0; i < n; i++) callback(i);
    },
    undirectedDegreeWithoutSelfLoops: (node: number) => degree[node],
    forEachEdge(callback: (edge: number, attributes: undefined, source: number, target: number, sa: undefined, ta: undefined, undirected: boolean) => void) {
      for (let i = 0; i < edges.length; i++) callback(i, undefined, edges[i].source, edges[i].target, undefined, undefined, true);
    },
  };
  return view as unknown as Graph;
}

/** Louvain's getEdgeWeight for louvainInput(): an edge is its index into `edges`. */
export function louvainWeight(edges: readonly Edge[]): (edge: string) => number {
  return (edge) => edges[edge as unknown as number].weight;
}
