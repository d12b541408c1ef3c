import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { exportSourceOf } from '../../src/cli/exports.js';
import { LocalService } from '../../src/service/local.js';
import { exportGraphOf } from '../../src/export/graph-data.js';
import { toHtml } from '../../src/export/html.js';
import { pixelCounts } from './pixels.js';

// The callbacks given to page.evaluate run in the browser, which has these; tsc checks tests without the DOM library.
declare const document: any;
declare const window: any;
declare const Image: any;

/** Debian's chromium; TNA_CHROMIUM points elsewhere (or at nothing, to see the skip). */
const CHROMIUM = process.env.TNA_CHROMIUM ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

test('the HTML picture in headless Chromium: no errors, nothing fetched, the canvas draws, hover and search work', { timeout: 120_000 }, async (t) => {
  if (!existsSync(CHROMIUM)) return t.skip(`${CHROMIUM} is not installed (apt-get install chromium); the browser test needs it`);
  const { chromium } = await import('playwright-core');
  const text = readFileSync(new URL('../../../test/fixtures/topics.txt', import.meta.url), 'utf8');
  const response = await new LocalService().graphAndStatements({}, { text });
  const envelope = response.entriesAndGraphOfContext;
  const graph = exportGraphOf(exportSourceOf(envelope, 'topics'));
  const dir = mkdtempSync(path.join(tmpdir(), 'tna-html-'));
  const file = path.join(dir, 'graph.html');
  writeFileSync(file, toHtml(graph));

  const browser = await chromium.launchPersistentContext(path.join(dir, 'profile'), {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1200, height: 800 },
  });
  try {
    const fetched: string[] = [];
    await browser.route('**/*', (route) => {
      const url = route.request().url();
      if (url.startsWith('file:') || url.startsWith('data:')) return route.continue();
      fetched.push(url);
      return route.abort();
    });
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(pathToFileURL(file).href);
    await page.waitForFunction(() => document.body.dataset.ready !== undefined, undefined, { timeout: 30_000 });
    assert.equal(await page.evaluate(() => document.body.dataset.ready), 'true', await page.textContent('#graph') ?? '');

    // The side panel lists what the response holds.
    assert.equal(await page.locator('#clusters li').count(), graph.clusters.length);
    assert.equal(await page.locator('#gaps li').count(), graph.gaps.length);
    assert.equal(await page.locator('#gateways li').count(), graph.gateways.length);
    assert.match((await page.textContent('#figures'))!, new RegExp(`^${graph.nodes.length} concepts · ${graph.edges.length} relations`));

    await page.waitForTimeout(300);
    const area = (await page.locator('#graph').boundingBox())!;
    const before = await page.screenshot({ clip: area });
    writeFileSync(path.join(dir, 'graph.png'), before);
    const drawn = await pixelCounts(page, before, graph.clusters.map((c) => c.colour));
    assert.ok(drawn.ink > drawn.total * 0.01, `the canvas draws: ${drawn.ink} of ${drawn.total} pixels are not blank`);
    assert.ok(drawn.near.every((n) => n > 0), `every cluster colour is on screen: ${drawn.near}`);

    // Hover the most central concept: it and its neighbours stay lit, the rest fade.
    const top = graph.topConcepts[0];
    const at = await page.evaluate((key) => {
      const renderer = window.tna.renderer;
      return renderer.framedGraphToViewport(renderer.getNodeDisplayData(key)) as { x: number; y: number };
    }, top);
    await page.mouse.move(area.x + at.x, area.y + at.y);
    await page.waitForFunction((key) => document.body.dataset.hovered === key, top, { timeout: 5_000 });
    const info = (await page.textContent('#info'))!;
    const neighbours = new Set(graph.edges.flatMap((e) => (e.source === top ? [e.target] : e.target === top ? [e.source] : [])));
    assert.ok(info.startsWith(top));
    assert.deepEqual(new Set(info.replace(/^[\s\S]*neighbours: /, '').split(', ')), neighbours);
    const hovered = await page.screenshot({ clip: area });
    writeFileSync(path.join(dir, 'hover.png'), hovered);
    const lit = await pixelCounts(page, hovered, graph.clusters.map((c) => c.colour));
    const litColour = lit.near.reduce((s, n) => s + n, 0);
    const allColour = drawn.near.reduce((s, n) => s + n, 0);
    assert.ok(litColour < allColour * 0.9, `hovering fades the other concepts (${litColour} coloured pixels, ${allColour} before)`);
    await page.mouse.move(area.x + 2, area.y + 2);
    await page.waitForFunction(() => document.body.dataset.hovered === '', undefined, { timeout: 5_000 });

    // Search: a prefix finds the concept and keeps it lit.
    const wanted = graph.nodes.find((n) => n.key.length > 5 && n.key !== top)!.key;
    await page.fill('#search', wanted.slice(0, 5));
    await page.press('#search', 'Enter');
    await page.waitForFunction((key) => document.body.dataset.selected?.startsWith(key), wanted.slice(0, 5), { timeout: 5_000 });
    await page.fill('#search', 'no-such-concept');
    await page.press('#search', 'Enter');
    assert.match((await page.textContent('#info'))!, /No concept matches/);

    assert.deepEqual(problems, []);
    assert.deepEqual(fetched, [], 'the page works offline');
  } finally {
    await browser.close();
    if (!process.env.TNA_KEEP_SCREENSHOTS) rmSync(dir, { recursive: true, force: true });
    else t.diagnostic(`screenshots in ${dir}`);
  }
});
