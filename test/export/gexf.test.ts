// GEXF: 1.2draft by default (the version networkx and Gephi both read), 1.3 with --gexf-version 1.3.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Graph from 'graphology';
import { parse as parseGexf } from 'graphology-gexf';
import { exportSourceOf, renderExport } from '../../src/cli/exports.js';
import { run } from '../../src/cli/main.js';
import { toGexf } from '../../src/export/gexf.js';
import { exportGraphOf } from '../../src/export/graph-data.js';
import { LocalService } from '../../src/service/local.js';
import { pipeIO } from '../cli/pipe-io.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const fixture = path.join(root, 'test', 'fixtures', 'topics.txt');
const dir = mkdtempSync(path.join(tmpdir(), 'tna-gexf-'));

const text = readFileSync(fixture, 'utf8');
const envelope = (await new LocalService().graphAndStatements({}, { text })).entriesAndGraphOfContext;
const source = exportSourceOf(envelope, 'topics');
const graph = exportGraphOf(source);

const GEXF_12 = 'http://www.gexf.net/1.2draft';
const VIZ_12 = 'http://www.gexf.net/1.2draft/viz';

/** The parts of a DOM element these checks use. */
interface XmlElement {
  namespaceURI: string | null;
  localName: string;
  attributes: ArrayLike<{ name: string; value: string }>;
  childNodes: ArrayLike<{ nodeType: number }>;
  getAttribute(name: string): string | null;
}

/**
 * xmldom (graphology-gexf's own XML parser) reads the file namespace-aware. Loaded untyped: its
 * typings pull the browser's DOM library into the whole compilation.
 */
const { DOMParser } = createRequire(import.meta.url)('@xmldom/xmldom');
function parseXml(xml: string): XmlElement {
  const fail = (message: string) => {
    throw new Error(`not well-formed XML: ${message}`);
  };
  return new DOMParser({ errorHandler: { warning: fail, error: fail, fatalError: fail } }).parseFromString(xml, 'application/xml').documentElement;
}

const childrenOf = (e: XmlElement): XmlElement[] => Array.from(e.childNodes).filter((n) => n.nodeType === 1) as unknown as XmlElement[];
const attributesOf = (e: XmlElement): Record<string, string> => Object.fromEntries(Array.from(e.attributes).map((a) => [a.name, a.value]));

/** Every element under `e` (and `e`), depth first. */
function* walk(e: XmlElement): Generator<XmlElement> {
  yield e;
  for (const c of childrenOf(e)) yield* walk(c);
}

/** The one child of `parent` with this namespace and local name. */
function only(parent: XmlElement, ns: string, local: string): XmlElement {
  const found = childrenOf(parent).filter((c) => c.namespaceURI === ns && c.localName === local);
  assert.equal(found.length, 1, `one <${local}> in <${parent.localName}>`);
  return found[0];
}

/**
 * The elements and attributes of GEXF 1.2draft (http://www.gexf.net/1.2draft/gexf.xsd and its viz.xsd)
 * that a static graph uses: anything outside these names is something a 1.2 reader does not know.
 */
const SCHEMA_12: Record<string, Record<string, string[]>> = {
  [GEXF_12]: {
    gexf: ['version', 'xmlns', 'xmlns:viz', 'xmlns:xsi', 'xsi:schemaLocation'],
    meta: ['lastmodifieddate'],
    creator: [],
    description: [],
    keywords: [],
    graph: ['defaultedgetype', 'mode', 'idtype', 'timeformat'],
    attributes: ['class', 'mode'],
    attribute: ['id', 'title', 'type'],
    nodes: ['count'],
    node: ['id', 'label'],
    attvalues: [],
    attvalue: ['for', 'value'],
    edges: ['count'],
    edge: ['id', 'source', 'target', 'weight', 'type', 'label'],
  },
  [VIZ_12]: { color: ['r', 'g', 'b', 'a'], size: ['value'], position: ['x', 'y', 'z'] },
};
const TYPES_12 = ['integer', 'long', 'double', 'float', 'boolean', 'liststring', 'string', 'anyURI'];

const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

test('the default GEXF is 1.2draft: its namespaces, elements and attributes, declared node attributes, viz colour, size and position', () => {
  const xml = toGexf(graph);
  assert.equal(toGexf(graph), xml, 'byte-identical on a second run');
  assert.match(xml, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<gexf version="1\.2" xmlns="http:\/\/www\.gexf\.net\/1\.2draft" xmlns:viz="http:\/\/www\.gexf\.net\/1\.2draft\/viz">\n/);
  const gexf = parseXml(xml);
  assert.deepEqual([gexf.namespaceURI, gexf.localName, gexf.getAttribute('version')], [GEXF_12, 'gexf', '1.2']);
  for (const e of walk(gexf)) {
    const known = SCHEMA_12[e.namespaceURI ?? '']?.[e.localName];
    assert.ok(known, `<${e.localName}> in ${e.namespaceURI} is a GEXF 1.2draft element`);
    for (const name of Object.keys(attributesOf(e))) assert.ok(known.includes(name), `${name} on <${e.localName}>`);
  }

  const g = only(gexf, GEXF_12, 'graph');
  assert.equal(g.getAttribute('defaultedgetype'), 'undirected');
  const declared = childrenOf(only(g, GEXF_12, 'attributes'));
  assert.equal(only(g, GEXF_12, 'attributes').getAttribute('class'), 'node');
  const types = Object.fromEntries(declared.map((a) => [a.getAttribute('id'), a.getAttribute('type')]));
  assert.deepEqual(types, { degree: 'integer', weightedDegree: 'double', bc: 'double', community: 'string' });
  for (const a of declared) {
    assert.equal(a.getAttribute('title'), a.getAttribute('id'));
    assert.ok(TYPES_12.includes(a.getAttribute('type')!));
  }

  const nodes = childrenOf(only(g, GEXF_12, 'nodes'));
  assert.deepEqual(nodes.map((n) => [n.getAttribute('id'), n.getAttribute('label')]), graph.nodes.map((n) => [n.key, n.key]));
  nodes.forEach((node, i) => {
    const n = graph.nodes[i];
    const values = Object.fromEntries(childrenOf(only(node, GEXF_12, 'attvalues')).map((v) => [v.getAttribute('for'), v.getAttribute('value')]));
    assert.deepEqual(values, { degree: String(n.degree), weightedDegree: String(n.weightedDegree), bc: String(n.bc), community: n.community });
    const colour = only(node, VIZ_12, 'color');
    assert.deepEqual(['r', 'g', 'b'].map((c) => Number(colour.getAttribute(c))), rgbOf(n.colour), n.key);
    assert.ok(Number(only(node, VIZ_12, 'size').getAttribute('value')) >= 2);
    const at = attributesOf(only(node, VIZ_12, 'position'));
    assert.deepEqual(Object.keys(at).sort(), ['x', 'y', 'z'], 'the 1.2draft schema requires x, y and z');
    assert.ok(Number.isFinite(Number(at.x)) && Number.isFinite(Number(at.y)) && at.z === '0');
  });

  const edges = childrenOf(only(g, GEXF_12, 'edges'));
  assert.deepEqual(
    edges.map((e) => [e.getAttribute('source'), e.getAttribute('target'), Number(e.getAttribute('weight'))]),
    graph.edges.map((e) => [e.source, e.target, e.weight]),
  );
  assert.equal(new Set(edges.map((e) => e.getAttribute('id'))).size, edges.length, 'edge ids are unique');
});

test('graphology-gexf reads the 1.2 file back: the same nodes, relations, weights and attributes', () => {
  const read = parseGexf(Graph, toGexf(graph));
  assert.equal(read.type, 'undirected');
  assert.deepEqual(read.nodes(), graph.nodes.map((n) => n.key));
  assert.equal(read.size, graph.edges.length);
  for (const e of graph.edges) assert.equal(read.getEdgeAttribute(e.source, e.target, 'weight'), e.weight);
  for (const n of graph.nodes) {
    const a = read.getNodeAttributes(n.key);
    assert.deepEqual([a.label, a.degree, a.weightedDegree, a.bc, a.community], [n.key, n.degree, n.weightedDegree, n.bc, n.community]);
    assert.equal(a.color, `rgb(${rgbOf(n.colour).join(',')})`, '1.2draft colours are r, g, b');
    assert.ok(a.size >= 2 && Number.isFinite(a.x) && Number.isFinite(a.y));
  }
});

test('--gexf-version 1.3 still writes GEXF 1.3: its namespaces and hex colours', () => {
  const xml = toGexf(graph, undefined, '1.3');
  const gexf = parseXml(xml);
  assert.deepEqual([gexf.namespaceURI, gexf.getAttribute('version')], ['http://gexf.net/1.3', '1.3']);
  const first = childrenOf(only(only(gexf, 'http://gexf.net/1.3', 'graph'), 'http://gexf.net/1.3', 'nodes'))[0];
  assert.equal(only(first, 'http://gexf.net/1.3/viz', 'color').getAttribute('hex'), graph.nodes[0].colour);
  const read = parseGexf(Graph, xml);
  assert.deepEqual(read.nodes(), graph.nodes.map((n) => n.key));
  for (const n of graph.nodes) assert.deepEqual([read.getNodeAttribute(n.key, 'color'), read.getNodeAttribute(n.key, 'bc')], [n.colour, n.bc]);
});

/** The first Python that can import networkx, or undefined. */
async function pythonWithNetworkx(): Promise<string | undefined> {
  for (const python of ['/usr/bin/python3', 'python3']) {
    const child = spawn(python, ['-c', 'import networkx'], { stdio: 'ignore' });
    // 'error' (no such program) rejects; 'close' comes once the process has exited.
    const [code] = await once(child, 'close').catch(() => [1]);
    if (code === 0) return python;
  }
  return undefined;
}

/** Runs `python -c script args…` and returns its stdout, failing with its stderr. */
async function runPython(python: string, script: string, args: string[]): Promise<string> {
  const child = spawn(python, ['-c', script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const [code] = await once(child, 'close');
  assert.equal(code, 0, stderr);
  return stdout;
}

const NETWORKX_SCRIPT = `
import json, sys, networkx
g = networkx.read_gexf(sys.argv[1])
print(json.dumps({
  'directed': g.is_directed(),
  'nodes': g.number_of_nodes(),
  'edges': g.number_of_edges(),
  'weights': [[a, b, w] for a, b, w in g.edges(data='weight')],
  'attributes': {n: a for n, a in g.nodes(data=True)},
}))
`;

test('networkx.read_gexf reads the default file: nodes, relations, weights, bc, community and colours', async (t) => {
  const python = await pythonWithNetworkx();
  if (!python) return t.skip('no Python with networkx (apt-get install python3-networkx, or pip install networkx)');
  const file = path.join(dir, 'topics.gexf');
  writeFileSync(file, toGexf(graph));
  const read = JSON.parse(await runPython(python, NETWORKX_SCRIPT, [file]));
  assert.equal(read.directed, false);
  assert.equal(read.nodes, graph.nodes.length);
  assert.equal(read.edges, graph.edges.length);
  const weight = new Map(read.weights.map(([a, b, w]: [string, string, number]) => [[a, b].sort().join(' -- '), w]));
  for (const e of graph.edges) assert.equal(weight.get([e.source, e.target].sort().join(' -- ')), e.weight);
  const top = [...graph.nodes].sort((a, b) => b.bc - a.bc)[0];
  const a = read.attributes[top.key];
  assert.deepEqual([a.label, a.bc, a.community, a.degree, a.weightedDegree], [top.key, top.bc, top.community, top.degree, top.weightedDegree]);
  // networkx finds viz:* only under the 1.2draft viz namespace.
  assert.deepEqual(a.viz.color, { r: rgbOf(top.colour)[0], g: rgbOf(top.colour)[1], b: rgbOf(top.colour)[2], a: 1 });
  assert.ok(Number.isFinite(a.viz.position.x) && a.viz.size >= 2);
});

test('renderExport: 1.2 unless asked for 1.3, on stdout or in the --out file', async () => {
  assert.match(await renderExport('gexf', source, { cwd: dir }), /<gexf version="1\.2" xmlns="http:\/\/www\.gexf\.net\/1\.2draft"/);
  assert.match(await renderExport('gexf', source, { cwd: dir, gexfVersion: '1.3' }), /<gexf version="1\.3" xmlns="http:\/\/gexf\.net\/1\.3"/);
  assert.equal(await renderExport('gexf', source, { cwd: dir, out: 'out.gexf', gexfVersion: '1.2' }), '');
  assert.equal(readFileSync(path.join(dir, 'out.gexf'), 'utf8'), toGexf(graph));
});


const local = async () => new LocalService();

test('--gexf-version on graph, dot and compare: 1.2 by default, 1.3 when asked, anything else is bad input', async () => {
  writeFileSync(path.join(dir, 'a.txt'), 'Apples grow on tall trees.\n');
  writeFileSync(path.join(dir, 'b.txt'), 'Tall trees shade apples.\n');
  const cases: [string[], string][] = [
    [['graph', '-f', 'gexf', fixture], '1.2'],
    [['graph', '-f', 'gexf', '--gexf-version', '1.3', fixture], '1.3'],
    [['dot', '-f', 'gexf', fixture], '1.2'],
    [['dot', '-f', 'gexf', '--gexf-version', '1.3', fixture], '1.3'],
    [['compare', '-f', 'gexf', 'a.txt', 'b.txt'], '1.2'],
    [['compare', '-f', 'gexf', '--gexf-version=1.3', 'a.txt', 'b.txt'], '1.3'],
  ];
  for (const [args, version] of cases) {
    const r = pipeIO({ cwd: dir, stdin: '' });
    assert.equal(await run(args, r.io, local), 0, `${args.join(' ')}: ${r.err()}`);
    assert.match(r.out(), new RegExp(`^<\\?xml [^\\n]*\\n<gexf version="${version.replace('.', '\\.')}" `), args.join(' '));
  }
  const same = pipeIO({ cwd: dir, stdin: '' });
  await run(['graph', '-f', 'gexf', fixture], same.io, local);
  assert.equal(same.out(), toGexf(exportGraphOf({ ...source, name: fixture })), 'the command writes what the module writes');

  for (const cmd of ['graph', 'dot', 'compare']) {
    const r = pipeIO({ cwd: dir, stdin: '' });
    assert.equal(await run([cmd, '-f', 'gexf', '--gexf-version', '1.4', fixture], r.io, local), 2);
    assert.match(r.err(), /^tna: option '--gexf-version <version>' argument '1\.4' is invalid\. Allowed choices are 1\.2, 1\.3\.\n/, cmd);
    assert.equal(r.out(), '');
  }
  const help = pipeIO({ cwd: dir, stdin: '' });
  assert.equal(await run(['graph', '--help'], help.io, local), 0);
  assert.match(help.out().replace(/\s+/g, ' '), /--gexf-version <version> with --format gexf: 1\.2 .* \(choices: "1\.2", "1\.3", default: "1\.2"\)/);
});
