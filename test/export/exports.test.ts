import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import Graph from 'graphology';
import { parse as parseGexf } from 'graphology-gexf';
import { parse as parseGraphml } from 'graphology-graphml';
import { parse as parseCsv } from 'csv-parse/sync';
import { exportSourceOf } from '../../src/cli/exports.js';
import { LocalService } from '../../src/service/local.js';
import { toCsv } from '../../src/export/csv.js';
import { toGexf } from '../../src/export/gexf.js';
import { exportGraphOf, type ExportGraph } from '../../src/export/graph-data.js';
import { toGraphml } from '../../src/export/graphml.js';
import { toGraphviz } from '../../src/export/graphviz.js';
import { toHtml } from '../../src/export/html.js';
import { PALETTE } from '../../src/export/palette.js';
import type { NetworkGraph } from '../../src/report/graph-response.js';

const text = readFileSync(new URL('../../../test/fixtures/topics.txt', import.meta.url), 'utf8');
const response = await new LocalService().graphAndStatements({}, { text });
const envelope = response.entriesAndGraphOfContext;
const graph = exportGraphOf(exportSourceOf(envelope, 'topics'));

/** Names a concept graph never has, but a supplied one may: quotes, markup, backslashes, spaces. */
const oddGraph: ExportGraph = exportGraphOf({
  name: 'odd "names" & <marks>',
  networkGraph: {
    nodes: [
      { key: 'say "hi"', attributes: { degree: 2, bc: 1, community: '0' } },
      { key: 'a&b<c>', attributes: { degree: 1, bc: 0, community: '0' } },
      { key: 'back\\slash it', attributes: { degree: 1, bc: 0, community: '1' } },
    ],
    edges: [
      { source: 'say "hi"', target: 'a&b<c>', attributes: { weight: 2.5 } },
      { source: 'say "hi"', target: 'back\\slash it', attributes: { weight: 4 } },
    ],
    attributes: { modularity: 0, top_influential_nodes: [], statementHashtags: [] },
  } as NetworkGraph,
});

const edgeKey = (a: string, b: string) => [a, b].sort().join(' -- ');

/** A read-back graph must hold the same nodes, relations and weights as the export. */
function assertSameGraph(read: Graph, from: ExportGraph) {
  assert.equal(read.type, 'undirected');
  assert.deepEqual(read.nodes(), from.nodes.map((n) => n.key));
  const weights = new Map<string, number>();
  read.forEachEdge((_, a, source, target) => weights.set(edgeKey(source, target), Number(a.weight)));
  assert.deepEqual(weights, new Map(from.edges.map((e) => [edgeKey(e.source, e.target), e.weight])));
}

test('GEXF read back by graphology-gexf: the same nodes, relations, weights and attributes; positions for Gephi', () => {
  const xml = toGexf(graph);
  assert.equal(toGexf(graph), xml, 'byte-identical on a second run');
  const read = parseGexf(Graph, xml);
  assertSameGraph(read, graph);
  for (const n of graph.nodes) {
    const a = read.getNodeAttributes(n.key);
    assert.equal(a.bc, n.bc);
    assert.equal(a.community, n.community);
    assert.equal(a.degree, n.degree);
    // GEXF 1.2draft (the default) writes a colour as r, g, b.
    assert.equal(a.color, `rgb(${[1, 3, 5].map((i) => parseInt(n.colour.slice(i, i + 2), 16)).join(',')})`);
    assert.ok(Number.isFinite(a.x) && Number.isFinite(a.y), 'laid out');
  }
  assertSameGraph(parseGexf(Graph, toGexf(oddGraph)), oddGraph);
});

test('GraphML read back by graphology-graphml: the same nodes, relations, weights and attributes', () => {
  const xml = toGraphml(graph);
  const read = parseGraphml(Graph, xml);
  assertSameGraph(read, graph);
  // Gephi takes a node's colour from r, g, b (graphology-graphml folds them into color, as checked below).
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(graph.nodes[0].colour.slice(i, i + 2), 16));
  assert.ok(xml.includes(`<data key="r">${r}</data><data key="g">${g}</data><data key="b">${b}</data>`));
  for (const n of graph.nodes) {
    const a = read.getNodeAttributes(n.key);
    assert.deepEqual([a.label, a.bc, a.community, a.degree, a.weightedDegree, a.color], [n.key, n.bc, n.community, n.degree, n.weightedDegree, n.colour]);
  }
  assertSameGraph(parseGraphml(Graph, toGraphml(oddGraph)), oddGraph);
});

test('CSV: a nodes table, one empty line, an edges table; csv-parse reads both back', () => {
  const [nodesPart, edgesPart, ...rest] = toCsv(graph).split('\n\n');
  assert.equal(rest.length, 0);
  const nodes = parseCsv(nodesPart, { columns: true });
  assert.deepEqual(Object.keys(nodes[0]), ['id', 'label', 'degree', 'weighted_degree', 'bc', 'community', 'color']);
  assert.deepEqual(nodes.map((n: { id: string; bc: string }) => [n.id, Number(n.bc)]), graph.nodes.map((n) => [n.key, n.bc]));
  const edges = parseCsv(edgesPart, { columns: true });
  assert.deepEqual(edges.map((e: Record<string, string>) => [e.source, e.target, Number(e.weight), e.type]), graph.edges.map((e) => [e.source, e.target, e.weight, 'undirected']));
  const [oddNodes, oddEdges] = toCsv(oddGraph).split('\n\n');
  assert.deepEqual(parseCsv(oddNodes, { columns: true }).map((n: { id: string }) => n.id), oddGraph.nodes.map((n) => n.key));
  assert.deepEqual(parseCsv(oddEdges, { columns: true }).map((e: { weight: string }) => Number(e.weight)), [2.5, 4]);
});

test('Graphviz: one statement per node and relation, sized by bc, coloured by cluster, weighted', () => {
  const gv = toGraphviz(graph);
  assert.match(gv, /^\/\/ .*\ngraph "topics" \{\n/);
  assert.match(gv, /\}\n$/);
  const nodeLines = gv.split('\n').filter((l) => /^ {2}"[^"]+" \[width=/.test(l));
  const edgeLines = gv.split('\n').filter((l) => / -- /.test(l));
  assert.equal(nodeLines.length, graph.nodes.length);
  assert.equal(edgeLines.length, graph.edges.length);
  graph.edges.forEach((e, i) => assert.ok(edgeLines[i].startsWith(`  "${e.source}" -- "${e.target}" [weight=${e.weight}, `), edgeLines[i]));
  const width = (key: string) => Number(new RegExp(`^ {2}"${key}" \\[width=([\\d.]+)`, 'm').exec(gv)![1]);
  const byBc = [...graph.nodes].sort((a, b) => b.bc - a.bc);
  assert.ok(width(byBc[0].key) > width(byBc[byBc.length - 1].key), 'the most central concept is drawn largest');
  for (const n of graph.nodes) assert.ok(gv.includes(`"${n.key}" [width=`) && nodeLines.find((l) => l.startsWith(`  "${n.key}" `))!.includes(`fillcolor="${n.colour}"`));
  const odd = toGraphviz(oddGraph);
  assert.ok(odd.includes('"say \\"hi\\"" -- "back\\\\slash it" [weight=4'));
  assert.ok(odd.includes('[weight=3, cooccurrence=2.5'), 'a fractional weight is rounded for dot and kept exactly');
});

test('Graphviz output renders with dot -Tsvg', (t) => {
  if (!existsSync('/usr/bin/dot')) return t.skip('Graphviz is not installed (apt-get install graphviz)');
  for (const [name, g] of [['topics', graph], ['odd names', oddGraph]] as const) {
    const r = spawnSync('/usr/bin/dot', ['-Tsvg'], { input: toGraphviz(g), encoding: 'utf8' });
    assert.equal(r.status, 0, `${name}: ${r.stderr}`);
    assert.equal(r.stderr, '', name);
    assert.match(r.stdout, /<svg[\s\S]*<\/svg>/);
    assert.equal((r.stdout.match(/class="node"/g) ?? []).length, g.nodes.length);
    assert.equal((r.stdout.match(/class="edge"/g) ?? []).length, g.edges.length);
  }
});

test('colours: one per cluster, the same in every format', () => {
  const colourOf = new Map<string, string>();
  for (const n of graph.nodes) {
    assert.ok((PALETTE as readonly string[]).includes(n.colour));
    if (colourOf.has(n.community)) assert.equal(colourOf.get(n.community), n.colour);
    colourOf.set(n.community, n.colour);
  }
  assert.equal(new Set(colourOf.values()).size, colourOf.size, 'clusters have different colours');
  assert.deepEqual(graph.clusters.map((c) => c.colour), graph.clusters.map((c) => colourOf.get(c.id)));
});

test('HTML: one self-contained page (nothing to fetch), the data inlined safely, the same bytes each time', () => {
  const html = toHtml(graph);
  assert.equal(toHtml(graph), html);
  assert.match(html, /^<!doctype html>/);
  assert.doesNotMatch(html, /\bsrc\s*=|<link\b|@import|https?:\/\/(?!www\.w3\.org)/i, 'no external resource');
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
  assert.equal(scripts.length, 2, 'the data and the viewer, each closed once');
  const data = JSON.parse(scripts[0][1]);
  assert.deepEqual(data.nodes.map((n: { key: string }) => n.key), graph.nodes.map((n) => n.key));
  assert.ok(data.nodes.every((n: { x: number; y: number }) => Number.isFinite(n.x) && Number.isFinite(n.y)));
  assert.deepEqual(data.gateways, envelope.extendedGraphSummary!.conceptualGateways);
  assert.equal(data.clusters.length, envelope.graph.networkGraph.attributes.top_clusters!.length);
  // A concept named like markup cannot close the data block.
  const hostile = toHtml(exportGraphOf({ name: '</script><b>', networkGraph: { ...oddGraph, nodes: [{ key: '</script><script>alert(1)</script>', attributes: { bc: 0 } }], edges: [], attributes: { modularity: 0, top_influential_nodes: [], statementHashtags: [] } } as never }));
  assert.equal([...hostile.matchAll(/<\/script>/g)].length, 2);
  assert.match(hostile, /<title>&lt;\/script&gt;&lt;b&gt; · tna<\/title>/);
});
