// Terms: the concepts a text writes as one share one node where influence is computed, and a
// default analysis's graph given back keeps them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { analyze, type Analysis } from '../../../src/core/analyze.js';
import type { AnalysisMode } from '../../../src/core/analysis-mode.js';
import { graphOf } from '../../../src/core/graph/build.js';
import { influenceGraph } from '../../../src/core/graph/influence.js';
import { termsByName } from '../../../src/core/graph/terms.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import { analysisFromNodeLink } from '../../../src/service/node-link.js';
import { LocalService } from '../../../src/service/local.js';

const OPTIONS = { language: 'en' as const, stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none' as const, replaceEntities: true, maxNodes: 0 };
const analysisOf = (text: string, analysis?: AnalysisMode): Analysis => analyze(toStatements({ text }), { ...OPTIONS, analysis });
const bcOf = (a: Analysis, name: string) => a.bc[a.graph.names.indexOf(name)];

const TAGS = [
  'Tensor factorization for tag recommendation.',
  'We learn tensor factorization models for ranking.',
  'Tag recommendation needs a good ranking of tags.',
  'Ranking tags by tensor factorization improves tag recommendation and the ranking quality of search.',
  'Search quality depends on ranking.',
].join('\n');

test('a phrase the text writes as one is a term: its concepts share one node for influence, and one value', () => {
  const a = analysisOf(TAGS);
  const terms = a.graph.terms!;
  assert.deepEqual(terms.names.slice().sort(), ['tag recommendation', 'tensor factorization']);
  assert.equal(bcOf(a, 'tensor'), bcOf(a, 'factorization'));
  assert.equal(bcOf(a, 'tag'), bcOf(a, 'recommendation'));
  const top = a.topNodes.map((i) => a.graph.names[i]);
  assert.equal(Math.abs(top.indexOf('tensor') - top.indexOf('factorization')), 1, `a term's concepts stand together: ${top.join(' ')}`);
});

test('a phrase that holds less than half of a concept\'s uses is no term: ranking stands apart from its other company', () => {
  const a = analysisOf(TAGS);
  // "ranking quality" is written twice, but ranking is used six times.
  assert.equal(a.graph.terms!.of[a.graph.names.indexOf('ranking')], -1);
  assert.equal(a.graph.terms!.of[a.graph.names.indexOf('quality')], -1);
});

test('the reference analysis has no terms: each concept is its own node, as before', () => {
  const a = analysisOf(TAGS, 'reference');
  assert.equal(a.graph.terms, undefined);
  assert.notEqual(bcOf(a, 'tensor'), bcOf(a, 'factorization'));
});

test('the graph influence is computed on: a term\'s links to one node are one link, their weights added', () => {
  // a–b is a term; c links to both, d to a only; e is used once (left out).
  const graph = graphOf(
    [
      { window: Int32Array.from([0, 1, 2]), mentions: new Int32Array(0) },
      { window: Int32Array.from([0, 1, 2, 3]), mentions: new Int32Array(0) },
      { window: Int32Array.from([3, 0, 1, 4]), mentions: new Int32Array(0) },
    ],
    ['a', 'b', 'c', 'd', 'e'],
    'CONNECT_TO_ALL_CONCEPTS',
    0,
    { repeatedEnough: 3 },
  );
  graph.terms = termsByName(['a b', 'a b', undefined, undefined, undefined]);
  const { csr, whole } = influenceGraph(graph);
  assert.equal(csr.n, 3, 'a and b are one node; e is used once');
  const arcs = new Map<string, number>();
  const label = ['ab', 'c', 'd'];
  for (let u = 0; u < csr.n; u++) for (let k = csr.offsets[u]; k < csr.offsets[u + 1]; k++) arcs.set(`${label[u]}-${label[csr.neighbors[k]]}`, csr.weights[k]);
  const weight = (x: string, y: string) => {
    const e = graph.edges.find((e) => [graph.names[e.source], graph.names[e.target]].sort().join() === [x, y].sort().join());
    return e?.weight ?? 0;
  };
  assert.equal(arcs.get('ab-c'), weight('a', 'c') + weight('b', 'c'));
  assert.equal(arcs.get('c-ab'), arcs.get('ab-c'));
  assert.equal(arcs.get('ab-d'), weight('a', 'd') + weight('b', 'd'));
  assert.equal(arcs.size, 6, 'no link from the term to itself, none to e');
  const bc = whole({ bc: Float64Array.from([0.5, 0.25, 0]) } as Parameters<typeof whole>[0]).bc;
  assert.deepEqual([...bc], [0.5, 0.5, 0.25, 0, 0]);
});

test('a default analysis\'s graph given back keeps its terms: the same influence, concept for concept', async () => {
  const service = new LocalService();
  const answer = await service.graphAndStatements({}, { text: TAGS });
  const graph = answer.entriesAndGraphOfContext.graph.networkGraph;
  const nodes = graph.nodes!;
  assert.equal(nodes.find((n) => n.key === 'tensor')!.attributes.term, 'tensor factorization');
  assert.equal(nodes.find((n) => n.key === 'ranking')!.attributes.term, undefined);
  const again = analysisFromNodeLink(answer.entriesAndGraphOfContext.graph, 0);
  for (const node of nodes) assert.equal(bcOf(again, node.key), node.attributes.bc, node.key);
  // Without the terms, the influence is another: the attribute is what keeps it.
  const withoutTerms = { networkGraph: { ...graph, nodes: nodes.map(({ key, attributes: { term: _term, ...rest } }) => ({ key, attributes: rest })) } };
  const apart = analysisFromNodeLink(withoutTerms, 0);
  assert.notEqual(bcOf(apart, 'tag'), bcOf(apart, 'recommendation'));
});
