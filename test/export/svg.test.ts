// -f svg: a picture drawn by tna itself, on a State of the Union address (real text): every node
// and relation, edges under nodes, nodes sized by betweenness and coloured by cluster, labels that
// never overlap, a legend of every cluster; rendered by headless Chromium. And the Graphviz export
// carries tna's layout, so the command it suggests draws it at once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { exportGraphOf } from '../../src/export/graph-data.js';
import { RENDER_COMMAND, toGraphviz } from '../../src/export/graphviz.js';
import { forceLayout } from '../../src/export/layout.js';
import { toSvg } from '../../src/export/svg.js';
import { LocalService } from '../../src/service/local.js';
import { pixelCounts } from './pixels.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ADDRESS = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data', '2021_joseph_r_biden_d.txt');
const CHROMIUM = process.env.TNA_CHROMIUM ?? '/usr/bin/chromium';

const response = await new LocalService().graphAndStatements({}, { text: readFileSync(ADDRESS, 'utf8') });
const graph = exportGraphOf({
  networkGraph: response.entriesAndGraphOfContext.graph.networkGraph,
  mainTopicNames: response.entriesAndGraphOfContext.extendedGraphSummary?.mainTopicNames,
  name: '2021 address',
});
const layout = forceLayout(graph);
const svg = toSvg(graph, layout);

interface El {
  tagName: string;
  textContent: string;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<El>;
  childNodes: ArrayLike<El & { nodeType: number }>;
}
const { DOMParser } = createRequire(import.meta.url)('@xmldom/xmldom');
const root = new DOMParser({ errorHandler: { error: (m: string) => assert.fail(m), fatalError: (m: string) => assert.fail(m) } }).parseFromString(svg, 'image/svg+xml').documentElement as El;
const group = (id: string) => Array.from(root.getElementsByTagName('g')).find((g) => g.getAttribute('id') === id)!;

test('svg: well-formed, every concept a circle and every relation a line, edges drawn before nodes', () => {
  assert.equal(root.tagName, 'svg');
  assert.match(root.getAttribute('viewBox') ?? '', /^0 0 \d+ \d+$/);
  assert.equal(group('nodes').getElementsByTagName('circle').length, graph.nodes.length);
  assert.equal(group('edges').getElementsByTagName('line').length, graph.edges.length);
  const order = Array.from(root.getElementsByTagName('g')).map((g) => g.getAttribute('id'));
  assert.ok(order.indexOf('edges') < order.indexOf('nodes') && order.indexOf('nodes') < order.indexOf('labels'), order.join(' '));
  assert.ok(graph.nodes.length === 150 && graph.edges.length > 1000, 'the default graph of one address');
});

test('svg: sized by betweenness, coloured by cluster, the top concepts labelled without overlap, a legend of every cluster', () => {
  const circles = Array.from(group('nodes').getElementsByTagName('circle'));
  const radiusOf = new Map(circles.map((c) => [c.getElementsByTagName('title')[0].textContent, Number(c.getAttribute('r'))]));
  const byBc = [...graph.nodes].sort((a, b) => b.bc - a.bc);
  assert.ok(radiusOf.get(byBc[0].key)! > radiusOf.get(byBc[byBc.length - 1].key)!, 'the most central concept is drawn largest');
  for (const c of circles) {
    const node = graph.nodes.find((n) => n.key === c.getElementsByTagName('title')[0].textContent)!;
    assert.equal(c.getAttribute('fill'), node.colour);
  }
  const labels = Array.from(group('labels').getElementsByTagName('text'));
  assert.ok(labels.length >= 20, `${labels.length} labels`);
  assert.ok(labels.some((l) => l.textContent === byBc[0].key), 'the top concept is labelled');
  const boxes = labels.map((l) => {
    const size = Number(l.getAttribute('font-size'));
    const w = l.textContent.length * size * 0.58;
    return { x: Number(l.getAttribute('x')) - w / 2, y: Number(l.getAttribute('y')) - size, w, h: size };
  });
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b, j) => assert.ok(!(a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h), `${labels[i].textContent} overlaps ${labels[i + 1 + j].textContent}`)));
  const legend = Array.from(group('legend').getElementsByTagName('text')).map((t) => t.textContent);
  assert.equal(legend.length, graph.clusters.length);
  assert.match(legend[0], /^.+ \(\d+%\)$/);
});

test('svg in headless Chromium: it renders, and every cluster colour is on the page', { timeout: 120_000 }, async (t) => {
  if (!existsSync(CHROMIUM)) return t.skip(`${CHROMIUM} is not installed (apt-get install chromium)`);
  const { chromium } = await import('playwright-core');
  const dir = mkdtempSync(path.join(tmpdir(), 'tna-svg-'));
  const file = path.join(dir, 'graph.svg');
  writeFileSync(file, svg);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto(pathToFileURL(file).href);
    const png = await page.screenshot();
    assert.deepEqual(problems, []);
    const colours = [...new Set(graph.clusters.map((c) => c.colour))];
    // Decoded in an HTML page: the SVG document has no canvas.
    const { near } = await pixelCounts(await browser.newPage(), png, colours);
    assert.ok(near.every((n: number) => n > 20), `every cluster colour is drawn: ${near}`);
  } finally {
    await browser.close();
  }
});

test('Graphviz: every node at its place in tna\'s layout, and the command the file suggests draws it', (t) => {
  const gv = toGraphviz(graph, layout);
  assert.ok(gv.startsWith(`// 2021 address: 150 concepts`));
  assert.ok(gv.split('\n')[0].endsWith(`Render: ${RENDER_COMMAND}`));
  assert.doesNotMatch(gv, /splines=true/, 'curved edges took Graphviz 36-46 s on this graph');
  const positioned = gv.split('\n').filter((l) => /^ {2}"[^"]+" \[width=.*pos="[\d.]+,[\d.]+!"/.test(l));
  assert.equal(positioned.length, graph.nodes.length);
  if (!existsSync('/usr/bin/neato')) return t.skip('Graphviz is not installed (apt-get install graphviz)');
  const [command, ...args] = RENDER_COMMAND.split(' > ')[0].split(' ').filter((a) => a !== 'graph.gv');
  const r = spawnSync(command, args, { input: gv, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  assert.equal((r.stdout.match(/class="node"/g) ?? []).length, graph.nodes.length);
  assert.equal((r.stdout.match(/class="edge"/g) ?? []).length, graph.edges.length);
});
