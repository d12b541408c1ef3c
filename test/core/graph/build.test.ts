import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildGraph } from '../../../src/core/graph/build.js';
import type { ConceptToken } from '../../../src/core/text/tokens.js';

const w = (...concepts: string[]): ConceptToken[] => concepts.map((concept) => ({ concept, role: 'window' as const }));
const m = (concept: string): ConceptToken => ({ concept, role: 'mention' });

function weights(graph: ReturnType<typeof buildGraph>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of graph.edges) out[`${graph.names[e.source]}-${graph.names[e.target]}`] = e.weight;
  return out;
}

test('window of 4: neighbours at distance 1, 2, 3 get weight 3, 2, 1; weights add up', () => {
  const g = buildGraph([w('a', 'b', 'c', 'd', 'e')], 'CONNECT_TO_ALL_CONCEPTS', 0);
  assert.deepEqual(weights(g), { 'a-b': 3, 'b-c': 3, 'a-c': 2, 'c-d': 3, 'b-d': 2, 'a-d': 1, 'd-e': 3, 'c-e': 2, 'b-e': 1 });
  const twice = buildGraph([w('a', 'b'), w('b', 'a')], 'CONNECT_TO_ALL_CONCEPTS', 0);
  assert.deepEqual(weights(twice), { 'a-b': 6 });
});

test('the window never crosses statements, and identical concepts are not linked', () => {
  const g = buildGraph([w('a', 'b'), w('c', 'c', 'd')], 'CONNECT_TO_ALL_CONCEPTS', 0);
  assert.deepEqual(weights(g), { 'a-b': 3, 'c-d': 5 });
});

test('mentions link to every concept of their statement (weight 3) and to each other', () => {
  const all = buildGraph([[...w('a', 'b'), m('@x'), m('@y')]], 'CONNECT_TO_ALL_CONCEPTS', 0);
  assert.deepEqual(weights(all), { 'a-b': 3, 'a-@x': 3, 'b-@x': 3, 'a-@y': 3, 'b-@y': 3, '@x-@y': 3 });
  const only = buildGraph([[...w('a', 'b'), m('@x')], w('c', 'd')], 'CONNECT_TO_CONCEPTS_ONLY', 0);
  assert.deepEqual(weights(only), { 'a-@x': 3, 'b-@x': 3, 'c-d': 3 });
});

test('node cap keeps the nodes of highest weighted degree, in insertion order, and only their edges', () => {
  // hub links to everything; z appears once at the end with weight 3 to y only
  const g = buildGraph([w('p', 'hub', 'q'), w('r', 'hub', 's'), w('hub', 'y', 'z')], 'CONNECT_TO_ALL_CONCEPTS', 3);
  assert.equal(g.conceptCount, 7);
  assert.deepEqual(g.names, ['p', 'hub', 'y']);
  assert.deepEqual(weights(g), { 'p-hub': 3, 'hub-y': 3 });
  assert.deepEqual(Array.from(g.degree), [1, 2, 1]);
});

test('nodes_to_statements: each node lists the statements it appears in', () => {
  const g = buildGraph([w('a', 'b'), w('b', 'c'), w('a')], 'CONNECT_TO_ALL_CONCEPTS', 0);
  assert.deepEqual(g.statements, [[0, 2], [0, 1], [1]]);
});
