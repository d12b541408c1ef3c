// An HTML page is read for its main part by default: a site's navigation, sidebars, header,
// footer and banners are not what the page says. --html page (or "html": "page" in the
// configuration) reads it whole; a fragment with no page around it is always read whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readDocumentList } from '../../src/input/documents.js';
import { mainHtmlBlocks } from '../../src/input/html-main.js';
import { locatedHtmlBlocks } from '../../src/input/html.js';
import { plainDocument } from '../../src/input/markup.js';
import { readableParagraphs } from '../../src/web/page-text.js';
import { LENIENT, ROOT, tiny, tna, writeJson } from '../check/helpers.js';

const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'html-main');
const GIT_VERIFY_TAG = '/usr/share/doc/git-doc/git-verify-tag.html';
const read = (f: string) => readFileSync(path.join(FIXTURES, f), 'utf8');
const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);
const io = (cwd: string) => ({ stdin: process.stdin, stdinIsTTY: true, cwd });

/** Words of each fixture that stand only in its site's chrome, and words of its own text. */
const PAGES = {
  'sphinx.html': {
    chrome: ['navigation', 'index', 'documentation', 'contents', 'pruning', 'irrigation', 'grafting', 'rootstocks', 'search', 'copyright', 'guild', 'sphinx'],
    text: ['pollination', 'bees', 'pollen', 'blossoms', 'hives', 'acre'],
  },
  'plain.html': {
    chrome: ['almanac', 'lighthouses', 'shipwrecks', 'subscribe', 'popular', 'porcelain', 'cookies', 'privacy', 'accept', 'contact', 'editors'],
    text: ['tide', 'moon', 'bulge', 'earth', 'neap', 'sailors'],
  },
};

function scratch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tna-html-main-'));
  cpSync(FIXTURES, dir, { recursive: true });
  return dir;
}

const concepts = (json: string) => new Set((JSON.parse(json).entriesAndGraphOfContext.graph.networkGraph.nodes as { key: string }[]).map((n) => n.key));

for (const [file, { chrome, text }] of Object.entries(PAGES)) {
  test(`${file}: the main part is read by default, without the site's chrome; --html page reads it all`, async () => {
    const dir = scratch();
    const [main] = await readDocumentList([file], io(dir));
    const seen = words(main.text);
    for (const word of chrome) assert.ok(!seen.has(word), `${word} is the site's, not the page's`);
    for (const word of text) assert.ok(seen.has(word), `${word} is the page's own`);
    const [page] = await readDocumentList([file], io(dir), 'auto', 'page');
    const all = words(page.text);
    for (const word of [...chrome, ...text]) assert.ok(all.has(word), `--html page reads ${word}`);
  });
}

test('through the command line: --html main is the default, --html page keeps the chrome, a bad value exits 2 naming the flag and its values', async () => {
  const dir = scratch();
  const main = await tna(['graph', '-f', 'json', 'sphinx.html'], dir);
  assert.equal(main.code, 0, main.err);
  assert.ok(!concepts(main.out).has('irrigation') && concepts(main.out).has('pollen'));
  const page = await tna(['graph', '-f', 'json', '--html', 'page', 'sphinx.html'], dir);
  assert.ok(concepts(page.out).has('irrigation'), 'the sidebar is read with --html page');
  for (const args of [['related', 'Why do bees visit?', '--html', 'page', 'sphinx.html'], ['compare', '--html', 'page', 'sphinx.html', 'plain.html', '-f', 'dot']]) {
    const run = await tna(args, dir);
    assert.equal(run.code, 0, `${args[0]} takes --html: ${run.err}`);
  }
  const bad = await tna(['graph', '--html', 'article', 'sphinx.html'], dir);
  assert.equal(bad.code, 2);
  assert.match(bad.err, /--html.*article.*main, page/);
});

test('graph --each reads each page for its main part, and the whole page with --html page', async () => {
  const dir = scratch();
  const nodesOf = (out: string) => out.trimEnd().split('\n').map((line) => new Set((JSON.parse(line).entriesAndGraphOfContext.graph.networkGraph.nodes as { key: string }[]).map((n) => n.key)));
  const main = await tna(['graph', '--each', '-f', 'json', 'sphinx.html', 'plain.html', '--threads', '1'], dir);
  assert.equal(main.code, 0, main.err);
  const [sphinx, plain] = nodesOf(main.out);
  assert.ok(!sphinx.has('irrigation') && sphinx.has('pollen'), 'the Sphinx sidebar is left out');
  assert.ok(!plain.has('lighthouses') && plain.has('tide'), "the plain site's menu is left out");
  const page = await tna(['graph', '--each', '-f', 'json', '--html', 'page', 'sphinx.html', 'plain.html', '--threads', '1'], dir);
  assert.equal(page.code, 0, page.err);
  assert.ok(nodesOf(page.out)[0].has('irrigation'), 'the sidebar is read with --html page');
});

test('a fragment (no html, body, main or navigation around it) is read whole, as it is', async () => {
  const fragment = read('fragment.html');
  const blocks = (await mainHtmlBlocks(fragment)).filter((b) => b.text.trim() !== '');
  assert.deepEqual(blocks, locatedHtmlBlocks(fragment).filter((b) => b.text.trim() !== ''));
  assert.deepEqual(blocks.map((b) => b.text.trim()), ['Orchard notes', 'Bees carry pollen between apple blossoms.', 'Prune the trees in winter.']);
  const markdown = await plainDocument('# Notes\n\n<nav><a href="a">Menu entry</a></nav>\n\nBees carry pollen.\n', 'markdown', 'notes.md');
  assert.ok(markdown.text.includes('Menu entry'), 'HTML inside Markdown is part of the document, read whole');
});

test('the main part keeps its lines in the source, and tna check points at them', async () => {
  const source = read('sphinx.html');
  const doc = await plainDocument(source, 'html', 'sphinx.html');
  const lineOf = (word: string) => doc.lines?.[doc.text.split('\n').findIndex((l) => l.includes(word))];
  const sourceLine = (word: string) => source.split('\n').findIndex((l) => l.includes(word)) + 1;
  assert.equal(lineOf('Pollination'), sourceLine('<h1>Pollination'));
  assert.equal(lineOf('Two hives for each acre'), sourceLine('Two hives for each acre'));
  const dir = scratch();
  writeJson(path.join(dir, 'tna.config.json'), tiny({ ...LENIENT, 'must-not-mention': { concepts: ['acre'] } }));
  const github = await tna(['check', '-f', 'github', 'sphinx.html'], dir);
  assert.equal(github.code, 1, github.err);
  assert.match(github.out, new RegExp(`^::error file=sphinx\\.html,line=${sourceLine('Two hives for each acre')},title=tna must-not-mention::`, 'm'));
});

test('tna check honours "html" in check.analysis, --html over it, and refuses a value it does not know', async () => {
  const dir = scratch();
  const config = (analysis: Record<string, unknown>) => writeJson(path.join(dir, 'tna.config.json'), tiny({ ...LENIENT, 'must-not-mention': { concepts: ['irrigation'] } }, analysis));
  config({});
  assert.equal((await tna(['check', 'sphinx.html'], dir)).code, 0, 'the sidebar is not read by default');
  config({ html: 'page' });
  const page = await tna(['check', 'sphinx.html'], dir);
  assert.equal(page.code, 1, 'read whole, the page mentions the sidebar\'s irrigation');
  assert.match(page.out, /must-not-mention/);
  assert.equal((await tna(['check', '--html', 'main', 'sphinx.html'], dir)).code, 0, '--html over the configuration');
  config({ html: 'article' });
  const bad = await tna(['check', 'sphinx.html'], dir);
  assert.equal(bad.code, 2);
  assert.match(bad.err, /check\.analysis\.html must be one of main, page/);
});

test('tna check --init --html page writes the reading into the configuration', async () => {
  const dir = scratch();
  const init = await tna(['check', '--init', '--html', 'page', 'sphinx.html', 'plain.html'], dir);
  assert.equal(init.code, 0, init.err);
  assert.equal(JSON.parse(readFileSync(path.join(dir, 'tna.config.json'), 'utf8')).check.analysis.html, 'page');
});

test("intent's page text is the same main part, its short blocks left out", async () => {
  for (const file of Object.keys(PAGES)) {
    const html = read(file);
    const main = (await mainHtmlBlocks(html)).map((b) => b.text.replace(/\s+/g, ' ').trim()).filter((b) => b.split(' ').length >= 8);
    assert.deepEqual(await readableParagraphs(html), main);
    const seen = words(main.join(' '));
    for (const word of PAGES[file as keyof typeof PAGES].chrome) assert.ok(!seen.has(word), `${file}: ${word}`);
  }
});

test('a page that is all chrome (an aside, nothing else) is read whole rather than as nothing', async () => {
  const aside = '<!doctype html><html><body>\n<aside>Apple orchard shop, open on Sundays</aside>\n</body></html>';
  assert.deepEqual((await mainHtmlBlocks(aside)).filter((b) => b.text.trim() !== ''), [{ text: 'Apple orchard shop, open on Sundays', line: 2 }]);
  const dir = scratch();
  writeFileSync(path.join(dir, 'shop.html'), aside);
  const run = await tna(['graph', '-f', 'json', 'shop.html'], dir);
  assert.equal(run.code, 0, run.err);
  assert.ok(concepts(run.out).has('orchard'));
});

test('other generators: Docusaurus and MkDocs Material by their content elements, a bare <main> without its asides', async () => {
  const pages = {
    docusaurus: `<!doctype html><html><body><nav class="navbar">Orchard Docs Blog GitHub</nav><div class="main-wrapper"><aside class="theme-doc-sidebar-container"><ul><li>Irrigation</li></ul></aside>
      <main class="docMainContainer"><div class="theme-doc-markdown markdown"><h1>Pollination</h1><p>Bees carry pollen between apple blossoms.</p></div>
      <footer class="theme-doc-footer"><a class="theme-edit-this-page" href="x">Edit this page</a></footer><nav class="pagination-nav"><a href="p">Previous Pruning</a></nav></main></div></body></html>`,
    material: `<!doctype html><html><body><header class="md-header">Orchard Docs</header><div class="md-main"><nav class="md-nav">Irrigation Pruning</nav><div class="md-content">
      <article class="md-content__inner md-typeset"><a class="md-content__button" href="e">Edit this page</a><h1>Pollination</h1><p>Bees carry pollen between apple blossoms.</p></article></div></div></body></html>`,
    main: `<!doctype html><html><body><header>Orchard Docs</header><main><h1>Pollination</h1><p>Bees carry pollen between apple blossoms.</p>
      <aside><h2>Irrigation</h2><p>Read about pruning next.</p></aside></main><footer>Edit this page</footer></body></html>`,
  };
  for (const [name, html] of Object.entries(pages)) {
    const text = (await mainHtmlBlocks(html)).map((b) => b.text.trim()).filter(Boolean);
    assert.deepEqual(text, ['Pollination', 'Bees carry pollen between apple blossoms.'], name);
  }
});

test('pages no generator marks: an AsciiDoc manual page is read section by section without its footer; a DocBook table of contents is read, not its navigation bar alone', async () => {
  const asciidoc = words((await mainHtmlBlocks(read('asciidoc.html'))).map((b) => b.text).join('\n'));
  for (const word of ['prunes', 'ladder', 'stake', 'cider']) assert.ok(asciidoc.has(word), `the sections' ${word}`);
  for (const word of ['updated', 'toolchain', 'almanac']) assert.ok(!asciidoc.has(word), `the footer's ${word}`);
  const toc = words((await mainHtmlBlocks(read('docbook-toc.html'))).map((b) => b.text).join('\n'));
  for (const word of ['rootstock', 'mildew', 'cider', 'windfalls']) assert.ok(toc.has(word), `the table of contents' ${word}`);
});

test("an AsciiDoc page, by its generator meta (Git's manual, apt-get install git-doc), is its header and content less the footer, a manual page's title without the generator's *Manual Page*", { skip: !existsSync(GIT_VERIFY_TAG) && 'git-doc is not installed' }, async () => {
  const blocks = (await mainHtmlBlocks(readFileSync(GIT_VERIFY_TAG, 'utf8'))).map((b) => b.text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  // Readability's pick left out the header: the page's title, and the NAME line that says what the command does.
  assert.deepEqual(blocks.slice(0, 3), ['git-verify-tag(1)', 'NAME', 'git-verify-tag - Check the GPG signature of tags']);
  assert.ok(blocks.includes('Part of the git(1) suite'), 'the last section is the page\'s own');
  assert.ok(!blocks.some((b) => /Manual Page|Last updated/.test(b)), blocks.join(' | '));
  // Without the meta the page is no generator's, and Readability guesses.
  const guessed = (await mainHtmlBlocks(readFileSync(GIT_VERIFY_TAG, 'utf8').replace(/<meta name="generator"[^>]*>/, ''))).map((b) => b.text.trim());
  assert.ok(!guessed.includes('git-verify-tag(1)'));
});

test('sectionsAround: a pick inside one of a run of sections (same tag and class, each opening with its heading) widens to their parent; a pick in no such run stays', async () => {
  const { sectionsAround } = await import('../../src/input/html-sections.js');
  const { parseHtml } = await import('../../src/input/html.js');
  const section = (title: string) => `<div class="sect1"><h2>${title}</h2><div class="sectionbody"><p>${title} of the orchard.</p></div></div>`;
  const root = parseHtml(`<html><body><div id="header"><h1>Orchard</h1></div><div id="content">${['Pruning', 'Grafting', 'Picking'].map(section).join('')}</div></body></html>`);
  const picked = root.querySelectorAll('div.sect1')[1].querySelector('p')!;
  assert.equal(sectionsAround(new Set([picked]))?.getAttribute('id'), 'content');
  const lone = parseHtml('<html><body><div class="story"><h1>Tides</h1><p>The moon pulls the water.</p></div><div class="sidebar"><p>Popular</p></div></body></html>');
  assert.equal(sectionsAround(new Set([lone.querySelector('p')!])), undefined, 'the story and the sidebar are no run of sections');
});

test("a DocBook page, by its generator meta, is its body less the navigation bars and the tables of contents, without Readability's guess; a page that is only a table of contents under its title is read as that table", async () => {
  // Two pages of PostgreSQL's manual as Debian ships them (postgresql-NOTICE.txt).
  const blocks = async (html: string) => (await mainHtmlBlocks(html)).map((b) => b.text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  const color = read('postgresql-color.html');
  assert.deepEqual(await blocks(color), ['Appendix N. Color Support', 'Most programs in the PostgreSQL package can produce colorized console output. This appendix describes how that is configured.']);
  const hashIndexes = read('postgresql-hash-index.html');
  assert.deepEqual(await blocks(hashIndexes), ['Chapter 72. Hash Indexes', 'Table of Contents', '72.1. Overview', '72.2. Implementation']);
  // Without the meta, the same pages are no generator's: Readability's pick keeps the table of contents, and on the second the bars.
  const unmarked = (html: string) => html.replace(/<meta name="generator"[^>]*>/, '');
  assert.ok((await blocks(unmarked(color))).includes('N.1. When Color is Used'));
  assert.ok((await blocks(unmarked(hashIndexes))).some((b) => b.startsWith('Prev Up')));
});
