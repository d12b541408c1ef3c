import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import Graph from 'graphology';
import { LocalService } from '../../src/service/local.js';
import { ApiError } from '../../src/core/errors.js';

const text = readFileSync(new URL('../../../test/fixtures/topics.txt', import.meta.url), 'utf8');
const service = new LocalService();

type Shape = 'string' | 'number' | 'boolean' | 'object' | 'array';
function assertShape(value: Record<string, unknown>, shape: Record<string, Shape>, where: string): void {
  for (const [field, type] of Object.entries(shape)) {
    const v = value[field];
    const actual = Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v;
    assert.equal(actual, type, `${where}.${field} should be ${type}, is ${actual}`);
  }
}

test('E1 response: every field INTERFACE.md names is present with its type', async () => {
  const r = await service.graphAndStatements({ includeGraphSummary: true }, { text });
  assertShape(r as never, { entriesAndGraphOfContext: 'object', diversity_stats: 'object', userName: 'string', isPublic: 'boolean' }, 'response');
  const env = r.entriesAndGraphOfContext;
  assertShape(env as never, { graph: 'object', statements: 'array', extendedGraphSummary: 'object', graphSummary: 'string', userName: 'string', isPublic: 'boolean' }, 'envelope');
  assert.equal(env.userName, 'anonymous');
  assert.equal(env.graphUrl, undefined, 'graphUrl only when saved');
  assert.equal(env.graphName, undefined, 'graphName only when saved');
  assertShape(env.graph as never, { networkGraph: 'object', statementHashtags: 'object' }, 'graph');
  const ng = env.graph.networkGraph;
  assertShape(ng as never, { nodes: 'array', edges: 'array', attributes: 'object' }, 'networkGraph');
  assertShape(ng.attributes as never, {
    modularity: 'number', top_nodes: 'array', top_influential_nodes: 'array', top_clusters: 'array', gaps: 'array',
    diversity_stats: 'object', nodes_to_statements_map: 'object', dotGraph: 'string', dotGraphByCluster: 'object',
    allClusters: 'array', bigrams: 'object', statementHashtags: 'array',
  }, 'attributes');
  const a = ng.attributes;
  assert.ok(a.modularity > 0 && a.modularity <= 1);
  assert.ok(a.top_nodes!.length > 0 && a.top_nodes!.length <= 16);
  assertShape(ng.nodes![0] as never, { key: 'string', attributes: 'object' }, 'node');
  assertShape(ng.nodes![0].attributes as never, { degree: 'number', bc: 'number', community: 'string' }, 'node.attributes');
  assertShape(ng.edges![0] as never, { source: 'string', target: 'string', attributes: 'object' }, 'edge');
  assertShape(ng.edges![0].attributes as never, { weight: 'number' }, 'edge.attributes');
  const cluster = a.top_clusters![0];
  assertShape(cluster as never, { community: 'string', nodes: 'array', numberRatio: 'number', bcRatio: 'number', topStatementId: 'string' }, 'cluster');
  assertShape(cluster.nodes[0] as never, { nodeName: 'string', bc: 'number' }, 'cluster.nodes');
  assert.ok(a.gaps!.length > 0);
  assertShape(a.gaps![0].from as never, { community: 'string', nodes: 'array' }, 'gap.from');
  assertShape(a.gaps![0].to as never, { community: 'string', nodes: 'array' }, 'gap.to');
  assertShape(a.diversity_stats as never, {
    diversity_score: 'string', modularity_score: 'number', modularity_class: 'string', too_focused_on_top_nodes: 'boolean', too_focused_on_top_clusters: 'boolean',
    ratio_of_top_nodes_influence_by_betweenness: 'number', ratio_of_top_cluster_influence_by_betweenness: 'number',
    total_clusters: 'number', fair_influence_by_cluster: 'number', top_nodes_entropy: 'number',
  }, 'diversity_stats');
  for (const key of ['pinned', 'top_nodes', 'conceptual_gateways', ...a.top_clusters!.map((c) => c.community)]) {
    assert.ok(Array.isArray(a.dotGraphByCluster![key]) && a.dotGraphByCluster![key].every((line) => typeof line === 'string'), `dotGraphByCluster.${key}: DOT lines`);
  }
  assertShape(a.allClusters![0] as never, { id: 'string', community: 'string', text: 'string', dotGraph: 'string', aiName: 'string' }, 'allClusters');
  const st = env.statements[0];
  assertShape(st as never, {
    id: 'string', content: 'string', statementHashtags: 'array', statementCommunities: 'array', topStatementCommunity: 'string',
    topStatementOfCommunity: 'string', categories: 'array', by: 'string', name: 'string',
  }, 'statement');
  assertShape(env.extendedGraphSummary as never, {
    mainTopics: 'array', mainTopicNames: 'array', mainConcepts: 'array', contentGaps: 'array', topInfluentialNodes: 'array',
    topRelations: 'array', topBigrams: 'array', topicsToDevelop: 'array', conceptualGateways: 'array',
    conceptualGatewaysGraph: 'array', diversityStatistics: 'object',
  }, 'extendedGraphSummary');
  for (const tag of ['MainConcepts', 'MainTopics', 'TopicalGaps', 'ConceptualGateways', 'Relations', 'DiversityStatistics']) {
    assert.match(env.graphSummary!, new RegExp(`<${tag}>\\n[^]*\\n</${tag}>`), tag);
  }
});

test('the networkGraph loads into graphology as it is', async () => {
  const r = await service.graphAndStatements({}, { text });
  const g = Graph.from(r.entriesAndGraphOfContext.graph.networkGraph as never);
  assert.equal(g.order, r.entriesAndGraphOfContext.graph.networkGraph.nodes!.length);
  assert.equal(g.size, r.entriesAndGraphOfContext.graph.networkGraph.edges!.length);
});

// Under the reference analysis, whose concepts the test names (interest is one of the default analysis's generic words).
test('the analysis finds the three topics of the fixture and the gaps between them', async () => {
  const r = await service.graphAndStatements({}, { text, analysis: 'reference' });
  const a = r.entriesAndGraphOfContext.graph.networkGraph.attributes;
  const clusterOf = (word: string) => r.entriesAndGraphOfContext.graph.networkGraph.nodes!.find((n) => n.key === word)!.attributes.community;
  assert.equal(clusterOf('symphony'), clusterOf('orchestra'));
  assert.equal(clusterOf('inflation'), clusterOf('interest'));
  assert.notEqual(clusterOf('symphony'), clusterOf('inflation'));
  assert.notEqual(clusterOf('compost'), clusterOf('inflation'));
  assert.ok(a.diversity_stats!.total_clusters >= 3);
  assert.ok(a.top_nodes!.includes('economy'), 'economy bridges the topics');
});

test('same input, byte-identical output', async () => {
  const a = JSON.stringify(await service.graphAndStatements({ includeGraphSummary: true }, { text }));
  const b = JSON.stringify(await service.graphAndStatements({ includeGraphSummary: true }, { text }));
  assert.equal(a, b);
});

test('includeGraph=false removes exactly the listed fields', async () => {
  const r = await service.graphAndStatements({ includeGraph: false }, { text });
  const ng = r.entriesAndGraphOfContext.graph.networkGraph as unknown as Record<string, unknown>;
  assert.equal(ng.nodes, undefined);
  assert.equal(ng.edges, undefined);
  const attrs = ng.attributes as Record<string, unknown>;
  for (const gone of ['top_nodes', 'top_clusters', 'gaps', 'dotGraph', 'dotGraphByCluster', 'allClusters', 'bigrams', 'nodes_to_statements_map']) {
    assert.equal(attrs[gone], undefined, gone);
  }
  assert.equal(typeof attrs.modularity, 'number');
  assert.ok(attrs.diversity_stats);
});

test('compact shapes, no statements, no stats, no extended summary', async () => {
  const r = await service.graphAndStatements({ compactGraph: 'true', compactStatements: true, addStats: false, extendedGraphSummary: false }, { text });
  const env = r.entriesAndGraphOfContext;
  assert.deepEqual(Object.keys(env.graph.networkGraph.nodes![0]), ['key', 'attributes']);
  assert.deepEqual(Object.keys(env.graph.networkGraph.nodes![0].attributes), ['bc']);
  assert.deepEqual(Object.keys(env.graph.networkGraph.edges![0].attributes), ['weight']);
  assert.deepEqual(Object.keys(env.statements[0]).sort(), ['categories', 'content', 'id', 'topStatementCommunity', 'topStatementOfCommunity']);
  assert.equal(r.diversity_stats, undefined);
  assert.equal(env.extendedGraphSummary, undefined);
  const none = await service.graphAndStatements({ includeStatements: false }, { text });
  assert.deepEqual(none.entriesAndGraphOfContext.statements, []);
});

test('gapDepth shifts the reported gaps to less obvious ones', async () => {
  const r0 = await service.graphAndStatements({ gapDepth: 0 }, { text });
  const r1 = await service.graphAndStatements({ gapDepth: 1 }, { text });
  assert.deepEqual(r1.entriesAndGraphOfContext.graph.networkGraph.attributes.gaps![0], r0.entriesAndGraphOfContext.graph.networkGraph.attributes.gaps![1]);
});

test('every cluster has a representative statement, marked on the statement', async () => {
  const r = await service.graphAndStatements({}, { text });
  const env = r.entriesAndGraphOfContext;
  for (const cluster of env.graph.networkGraph.attributes.top_clusters!) {
    if (cluster.nodes.length < 2) continue;
    const st = env.statements.find((s) => s.id === cluster.topStatementId);
    assert.ok(st, `cluster ${cluster.community} names statement ${cluster.topStatementId}`);
    assert.ok(st!.statementCommunities!.includes(cluster.community));
  }
  assert.ok(env.statements.some((s) => s.topStatementOfCommunity !== 'none'));
});

test('maxNodes caps the graph; "all" keeps every node', async () => {
  const small = await service.graphAndStatements({ maxNodes: 10 }, { text });
  assert.equal(small.entriesAndGraphOfContext.graph.networkGraph.nodes!.length, 10);
  const all = await service.graphAndStatements({ maxNodes: 'all' }, { text });
  assert.ok(all.entriesAndGraphOfContext.graph.networkGraph.nodes!.length > 50);
});

test('aiTopics without a language model still answers, with a warning and names from top concepts', async () => {
  const r = await service.graphAndStatements({}, { text, aiTopics: true });
  assert.match(r.entriesAndGraphOfContext.warning!, /no language model/);
  assert.ok(r.entriesAndGraphOfContext.extendedGraphSummary!.mainTopicNames.every((n) => n.length > 0));
});

test('bad input: a clear 400 naming the field', async () => {
  const cases: Array<[unknown, unknown, RegExp]> = [
    [{ gapDepth: 4 }, { text }, /^gapDepth must be an integer from 0 to 3$/],
    [{ includeGraph: 'maybe' }, { text }, /^includeGraph must be true or false$/],
    [{ maxNodes: 'many' }, { text }, /^maxNodes must be a whole number, or "all"$/],
    [{}, { text, contextSettings: { mentionsProcessing: 'SOMETIMES' } }, /^contextSettings\.mentionsProcessing must be one of CONNECT_TO_ALL_CONCEPTS, CONNECT_TO_CONCEPTS_ONLY$/],
    [{}, { text, modifyAnalyzedText: 'x' }, /^modifyAnalyzedText must be one of none, detectEntities, extractEntitiesOnly$/],
    [{}, { text: 42 }, /^text must be a string$/],
    [{}, { text: '  \n ' }, /^text is empty/],
    [{}, { text: 'the and of it is' }, /^text has no concepts left/],
    [{}, {}, /^text is required/],
    [{}, { text, language: 'xx' }, /^language must be auto or a supported language code: en, /],
  ];
  for (const [query, body, message] of cases) {
    await assert.rejects(service.graphAndStatements(query as never, body as never), (e: unknown) => {
      assert.ok(e instanceof ApiError, String(e));
      assert.equal(e.status, 400);
      assert.match(e.message, message);
      return true;
    });
  }
});

test('saving needs a name: a clear 400 before any store is opened (saving itself: test/api/saved-graphs.test.ts)', async () => {
  await assert.rejects(service.graphAndStatements({ doNotSave: false }, { text }), (e: unknown) => e instanceof ApiError && e.status === 400 && e.field === 'name' && /name is required/.test(e.message));
});

test('timestamps and categories travel with statements', async () => {
  const r = await service.graphAndStatements({}, {
    statements: ['rain feeds the garden soil', 'bank rates slow inflation'],
    timestamps: ['2024-05-01', 1714608000],
    categories: [['nature'], 'money;policy'],
  });
  const [a, b] = r.entriesAndGraphOfContext.statements;
  assert.equal(a.timestamp, '2024-05-01T00:00:00.000Z');
  assert.equal(b.timestamp, '2024-05-02T00:00:00.000Z');
  assert.deepEqual(b.categories, ['money', 'policy']);
  await assert.rejects(service.graphAndStatements({}, { statements: ['a b c'], timestamps: ['not a date'] }), /timestamps\.0 is not a date/);
});

test('Unix times given as digits (a CSV cell) are seconds or milliseconds, like numbers; four digits are a year', async () => {
  const r = await service.graphAndStatements({}, {
    statements: ['rain feeds the garden soil', 'bank rates slow inflation', 'rivers carry fresh water', 'farms need rain'],
    timestamps: ['1714608000', '1714608000000', 1714608000000, '2023'],
  });
  assert.deepEqual(r.entriesAndGraphOfContext.statements.map((s) => s.timestamp), [
    '2024-05-02T00:00:00.000Z', '2024-05-02T00:00:00.000Z', '2024-05-02T00:00:00.000Z', '2023-01-01T00:00:00.000Z',
  ]);
});

test('enumerated values are accepted in any case and answered in their canonical spelling', async () => {
  const text = 'Farmers [quietly] need rain.\n@alice writes about rivers [and floods].';
  const canonical = await service.graphAndStatements({}, {
    text,
    contextSettings: { squareBracketsProcessing: 'EXCLUDE', mentionsProcessing: 'CONNECT_TO_ALL_CONCEPTS' },
    modifyAnalyzedText: 'detectEntities',
  });
  const anyCase = await service.graphAndStatements({}, {
    text,
    contextSettings: { squareBracketsProcessing: 'exclude', mentionsProcessing: 'Connect_To_All_Concepts' },
    modifyAnalyzedText: 'DETECTENTITIES',
  });
  assert.deepEqual(anyCase, canonical);
  assert.ok(!(canonical.entriesAndGraphOfContext.graph.networkGraph.nodes ?? []).some((n) => n.key === 'quietly'), 'EXCLUDE took effect');
  await assert.rejects(
    service.graphAndStatements({}, { text, contextSettings: { squareBracketsProcessing: 'sometimes' } }),
    (e: unknown) => e instanceof ApiError && e.field === 'contextSettings.squareBracketsProcessing' && /must be one of IGNORE_BRACKETS, /.test(e.message),
  );
});
