import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { compareGraphs } from '../../src/service/compare.js';
import { ApiError } from '../../src/core/errors.js';
import { LocalService } from '../../src/service/local.js';

const topics = readFileSync(new URL('../../../test/fixtures/topics.txt', import.meta.url), 'utf8').trim().split('\n');
const first = topics.slice(0, 8).join('\n');
const second = topics.slice(8).join('\n');
const service = new LocalService();

test('E7 response: the E1 envelope of the result, the mode, and figures per context', async () => {
  const r = await service.compareGraphs({}, { contexts: [{ name: 'first', text: first }, { text: second }] });
  assert.equal(r.mode, 'merge', 'merge is the default mode');
  assert.deepEqual(Object.keys(r), ['entriesAndGraphOfContext', 'diversity_stats', 'userName', 'isPublic', 'mode', 'contexts', 'unclustered']);
  const env = r.entriesAndGraphOfContext;
  assert.ok(env.graph.networkGraph.nodes!.length > 0);
  assert.deepEqual(env.statements, [], 'includeStatements defaults to false on E7');
  assert.equal(typeof env.extendedGraphSummary, 'object');
  assert.equal(env.graphSummary, undefined);
  assert.deepEqual(r.contexts.map((c) => c.name), ['first', 'context 2']);
  for (const c of r.contexts) {
    assert.deepEqual(Object.keys(c), ['name', 'statements', 'nodes', 'edges', 'nodesInResult', 'edgesInResult', 'share', 'edgeShare', 'ownShare', 'ownEdgeShare']);
    assert.ok(c.share > 0 && c.share <= 1);
  }
  const withStatements = await service.compareGraphs({ includeStatements: true }, { contexts: [{ text: first }, { text: second }] });
  const ids = withStatements.entriesAndGraphOfContext.statements.map((s) => s.id);
  assert.equal(ids[0], '0_0');
  assert.equal(ids[ids.length - 1], `1_${topics.length - 9}`, 'ids carry the context and the line');
});

// Under the reference analysis: the default one weighs each text's first sentence more and ranks
// the concepts each text repeats, so two texts are not one text there.
test('merge of two texts is the graph of both texts together (reference analysis)', async () => {
  const merged = await service.compareGraphs({}, { contexts: [{ text: first }, { text: second }], analysis: 'reference' });
  const together = await service.graphAndStatements({}, { text: `${first}\n${second}`, analysis: 'reference' });
  const a = merged.entriesAndGraphOfContext.graph.networkGraph;
  const b = together.entriesAndGraphOfContext.graph.networkGraph;
  assert.deepEqual(a.nodes, b.nodes);
  assert.deepEqual(a.edges, b.edges);
  assert.equal(a.attributes.modularity, b.attributes.modularity);
  assert.deepEqual(a.attributes.gaps, b.attributes.gaps);
  assert.deepEqual(merged.diversity_stats, together.diversity_stats);
});

test('overlap and difference through the endpoint', async () => {
  const contexts = [{ text: 'Apples grow on tall trees.' }, { text: 'Tall trees shade apples.' }];
  const overlap = await service.compareGraphs({ mode: 'overlap' }, { contexts });
  assert.deepEqual(overlap.entriesAndGraphOfContext.graph.networkGraph.nodes!.map((n) => n.key), ['apple', 'tall', 'tree']);
  const difference = await service.compareGraphs({ mode: 'difference' }, { contexts });
  const edges = difference.entriesAndGraphOfContext.graph.networkGraph.edges!.map((e) => [e.source, e.target].sort().join('-'));
  assert.deepEqual(edges.sort(), ['apple-shade', 'shade-tall', 'shade-tree']);
});

test('nothing in common: an empty, valid response, not an error', async () => {
  const r = await service.compareGraphs({ mode: 'overlap', includeGraphSummary: true }, { contexts: [{ text: 'Apples grow quickly.' }, { text: 'Rivers flow north.' }] });
  const ng = r.entriesAndGraphOfContext.graph.networkGraph;
  assert.deepEqual([ng.nodes, ng.edges, ng.attributes.top_clusters, ng.attributes.gaps], [[], [], [], []]);
  assert.equal(r.diversity_stats!.total_clusters, 0);
  assert.match(r.entriesAndGraphOfContext.graphSummary!, /<MainConcepts>/);
  // Both are English (the first was once taken for French): grow, a verb, and quickly, an adverb, carry no subject.
  assert.deepEqual(r.contexts.map((c) => [c.nodes, c.nodesInResult, c.share]), [[1, 0, 0], [3, 0, 0]]);
});

test('saved graphs are contexts by name, read as the request user sees them', async () => {
  const asked: string[] = [];
  const saved = async (name: string, viewer: string) => {
    asked.push(`${viewer}/${name}`);
    return name === 'orchard' ? [{ id: '3', content: 'Tall trees shade apples.', categories: [] }] : undefined;
  };
  const r = await compareGraphs({ mode: 'overlap', includeStatements: true }, { userName: 'ann', contexts: [{ text: 'Apples grow on tall trees.' }, { name: 'orchard' }] }, { saved });
  assert.deepEqual(asked, ['ann/orchard']);
  assert.deepEqual(r.contexts.map((c) => c.name), ['context 1', 'orchard']);
  assert.deepEqual(r.entriesAndGraphOfContext.statements.map((s) => s.id), ['0_0', '1_3']);
  await assert.rejects(
    compareGraphs({}, { contexts: [{ text: 'x y z' }, { name: 'missing' }] }, { saved }),
    (e: unknown) => e instanceof ApiError && e.status === 404 && e.field === 'contexts.1.name' && /no saved graph named "missing"/.test(e.message),
  );
});

test('bad E7 input: one clear error naming the field', async () => {
  const cases: [unknown, unknown, string, RegExp][] = [
    [{}, {}, 'contexts', /is required/],
    [{}, { contexts: [] }, 'contexts', /two or more contexts/],
    [{}, { contexts: [{ text: 'apples' }] }, 'contexts', /two or more contexts: a comparison needs two or more texts/],
    [{}, { contexts: [{ text: 'apples' }, {}] }, 'contexts.1', /needs a source: text, statements, or the name of a saved graph/],
    [{}, { contexts: [{ text: '  \n ' }, { text: 'apples' }] }, 'contexts.0.text', /is empty/],
    [{}, { contexts: [{ statements: [] }, { text: 'apples' }] }, 'contexts.0.statements', /is empty/],
    [{ mode: 'union' }, { contexts: [{ text: 'apples' }, { text: 'pears' }] }, 'mode', /must be one of merge, overlap, difference/],
  ];
  for (const [query, body, field, message] of cases) {
    await assert.rejects(service.compareGraphs(query as never, body as never), (e: unknown) => {
      assert.ok(e instanceof ApiError, String(e));
      assert.equal(e.status, 400);
      assert.equal(e.field, field);
      assert.match(e.message, message);
      return true;
    });
  }
});
