import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compareContexts, type CompareContext } from '../../src/core/compare.js';
import { DEFAULT_SETTINGS } from '../../src/core/text/settings.js';
import { toStatements } from '../../src/core/text/statements.js';

const options = { language: 'en' as const, stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0 };
/** The weights below are the reference analysis's: a window of 4 across the whole statement, every concept kept (grow too). */
const reference = { ...options, analysis: 'reference' as const };

function context(name: string, text: string, k: number): CompareContext {
  return { name, statements: toStatements({ text }).map((s) => ({ ...s, id: `${k}_${s.id}` })) };
}

// A: apple grow tall tree → grow–apple 3, tall–grow 3, tall–apple 2, tree–tall 3, tree–grow 2, tree–apple 1
// B: tall tree shade apple → tree–tall 3, shade–tree 3, shade–tall 2, apple–shade 3, apple–tree 2, apple–tall 1
const A = context('a', 'Apples grow on tall trees.', 0);
const B = context('b', 'Tall trees shade apples.', 1);

function edges(result: ReturnType<typeof compareContexts>): Record<string, number> {
  const { names, edges: list } = result.analysis.graph;
  return Object.fromEntries(list.map((e) => [[names[e.source], names[e.target]].sort().join('-'), e.weight]));
}

test('merge: every concept and relation, weights added up', () => {
  const r = compareContexts([A, B], 'merge', reference);
  assert.deepEqual(r.analysis.graph.names, ['apple', 'grow', 'tall', 'tree', 'shade']);
  assert.deepEqual(edges(r), {
    'apple-grow': 3, 'grow-tall': 3, 'apple-tall': 3, 'tall-tree': 6, 'grow-tree': 2, 'apple-tree': 3, 'shade-tree': 3, 'shade-tall': 2, 'apple-shade': 3,
  });
  assert.equal(r.analysis.statements.length, 2);
  assert.deepEqual(r.contexts.map((c) => [c.name, c.nodes, c.edges, c.nodesInResult, c.edgesInResult, c.share, c.edgeShare]), [
    ['a', 4, 6, 4, 6, 0.8, 0.67],
    ['b', 4, 6, 4, 6, 0.8, 0.67],
  ]);
});

test('overlap: only what every context has; a shared relation weighs what the weakest context gives it', () => {
  const r = compareContexts([A, B], 'overlap', reference);
  assert.deepEqual(r.analysis.graph.names, ['apple', 'tall', 'tree']);
  assert.deepEqual(edges(r), { 'apple-tall': 1, 'tall-tree': 3, 'apple-tree': 1 });
  assert.deepEqual(r.contexts.map((c) => [c.share, c.edgeShare]), [[1, 1], [1, 1]]);
  // Three contexts: the third lacks "tall", so only apple and tree (and their relation) remain.
  const C = context('c', 'Apple trees bloom.', 2);
  const three = compareContexts([A, B, C], 'overlap', reference);
  assert.deepEqual(three.analysis.graph.names, ['apple', 'tree']);
  assert.deepEqual(edges(three), { 'apple-tree': 1 });
});

test('difference: what the others have that the first lacks, with the ends of those relations', () => {
  const r = compareContexts([A, B], 'difference', reference);
  assert.deepEqual(new Set(r.analysis.graph.names), new Set(['apple', 'tall', 'tree', 'shade']));
  assert.deepEqual(edges(r), { 'shade-tree': 3, 'shade-tall': 2, 'apple-shade': 3 });
  // The target still has the concepts at the ends, but none of the relations.
  assert.deepEqual([r.contexts[0].nodesInResult, r.contexts[0].edgesInResult, r.contexts[0].edgeShare], [3, 0, 0]);
  assert.deepEqual([r.contexts[1].share, r.contexts[1].edgeShare], [1, 1]);
  // Only the others' statements speak about the result.
  assert.deepEqual(r.analysis.statements.map((s) => s.statement.id), ['1_0']);
  // Nothing new: a context compared with itself leaves an empty difference.
  assert.equal(compareContexts([A, context('a again', 'Apples grow on tall trees.', 1)], 'difference', reference).analysis.graph.names.length, 0);
});

test('an overlap with nothing in common is an empty, analyzable result', () => {
  const r = compareContexts([context('a', 'Apples grow quickly.', 0), context('b', 'Rivers flow north.', 1)], 'overlap', reference);
  assert.equal(r.analysis.graph.names.length, 0);
  assert.equal(r.analysis.graph.edges.length, 0);
  assert.deepEqual(r.analysis.clusters, []);
  assert.deepEqual(r.analysis.statements, []);
  assert.deepEqual(r.contexts.map((c) => [c.nodes, c.nodesInResult, c.share]), [[3, 0, 0], [3, 0, 0]]);
});

test('contexts are compared uncapped; the node cap applies to the result', () => {
  const long = context('long', 'alpha beta gamma delta epsilon zeta eta theta iota kappa common', 0);
  const other = context('other', 'common lambda', 1);
  const capped = { ...options, maxNodes: 3 };
  // "common" has a low weighted degree in the long text, yet the overlap finds it.
  assert.deepEqual(compareContexts([long, other], 'overlap', capped).analysis.graph.names, ['common']);
  assert.equal(compareContexts([long, other], 'merge', capped).analysis.graph.names.length, 3);
});

test('set apart: concepts without a relation in the result are unclustered, not clusters of one; each context says how much of it the result holds', () => {
  // Both texts name "river", but never beside the same words; they share apples, tall trees.
  const a = context('a', 'Apples grow on tall trees.\nThe river floods the valley.', 0);
  const b = context('b', 'Tall trees shade apples.\nFish swim in the river.', 1);
  const kept = compareContexts([a, b], 'overlap', reference);
  assert.ok(kept.analysis.graph.names.includes('river'), 'without setApart (search intent) lone concepts stay');
  assert.deepEqual(kept.unclustered, []);

  const r = compareContexts([a, b], 'overlap', reference, true);
  assert.deepEqual(r.analysis.graph.names, ['apple', 'tall', 'tree']);
  assert.deepEqual(r.unclustered, ['river']);
  assert.equal(r.analysis.clusters.filter((c) => c.nodes.length === 1).length, 0);
  // a: apple grow tall tree river flood valley = 7 concepts, 3 of them in the overlap.
  assert.deepEqual(r.contexts.map((c) => [c.name, c.nodes, c.nodesInResult, c.ownShare, c.share]), [
    ['a', 7, 3, 0.43, 1],
    ['b', 7, 3, 0.43, 1],
  ]);

  // A cap that keeps a concept but none of its relations sets it apart too.
  const capped = compareContexts([a, b], 'merge', { ...reference, maxNodes: 5 }, true);
  assert.ok(capped.analysis.graph.names.length <= 5);
  const degree = new Map<number, number>();
  for (const e of capped.analysis.graph.edges) for (const n of [e.source, e.target]) degree.set(n, (degree.get(n) ?? 0) + 1);
  assert.equal(degree.size, capped.analysis.graph.names.length, 'every kept concept has a relation');
});

test('contexts in different languages are each read in their own language', () => {
  const german = context('de', 'Die Dateien liegen im Verzeichnis.\nAlle Dateien des Benutzers liegen zwischen den Verzeichnissen.', 0);
  const french = context('fr', "Les fichiers sont dans le répertoire.\nTous les fichiers de l'utilisateur sont entre les répertoires.", 1);
  const r = compareContexts([german, french], 'merge', { ...options, language: 'auto' });
  const names = r.analysis.graph.names;
  for (const concept of ['dateien', 'verzeichnis', 'fichiers', 'répertoire', 'utilisateur']) assert.ok(names.includes(concept), `${concept} in ${names.join(' ')}`);
  for (const stopword of ['die', 'alle', 'des', 'den', 'les', 'tous', 'entre', "l'utilisateur", 'verzeichnissen', 'répertoires']) assert.ok(!names.includes(stopword), stopword);
});
