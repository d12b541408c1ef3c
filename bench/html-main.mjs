// Benchmark: how well `tna graph` reads a generated documentation page for its main part.
// For a sample of pages of each site, tna's top 10 concepts (top_nodes) of:
//   main     the whole page, read as tna reads it by default (--html main);
//   page     the whole page, read whole (--html page: every menu, sidebar and footer);
//   content  the page's own text alone, cut HERE from the element its generator wraps it in
//            (each site's own selector below, not tna's extractor), read with --html page;
//   readability  the blocks Readability alone keeps (tna's markers and its widening to the
//            page's run of sections skipped), for comparison.
// Each is compared with `content`: how many of its 10 concepts the two share, averaged over the
// pages; and how many pages have the project's name among their top 10 (the sidebar's word).
// The sites are Debian's documentation packages, unpacked (not installed) by --root or
// TNA_DOC_SITES; `apt-get download postgresql-doc-15 python3.11-doc sphinx-doc git-doc
// mkdocs-doc nodejs-doc` and `dpkg-deb -x FILE DIR` for each make that folder.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parse } from 'node-html-parser';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'bin', 'tna.js');
const DIST = path.join(ROOT, 'dist', 'src');
const TOP = 10;
/** A page whose content holds fewer words is a table of contents or an index, not a page of text: passed over. */
const MIN_WORDS = 150;

/** Each site: where its pages are, the word of its own name, and the element its generator puts the page's text in. */
const SITES = [
  { name: 'Python 3.11 (Sphinx)', dir: 'python3.11/html', project: 'python', content: (root) => root.querySelector('div.body') },
  { name: 'Sphinx 5.3 (Sphinx)', dir: 'sphinx-doc/html', project: 'sphinx', content: (root) => root.querySelector('div.body') },
  { name: 'MkDocs 1.4 (MkDocs)', dir: 'mkdocs/html', project: 'mkdocs', content: (root) => root.querySelector('div[role=main]') },
  { name: 'Git 2.39 (AsciiDoc)', dir: 'git-doc', project: 'git', content: (root) => root.querySelector('#content') },
  { name: 'Node.js 18 (its own generator)', dir: 'nodejs/api', project: 'node', content: (root) => root.querySelector('#apicontent') },
  // DocBook's chunked HTML marks nothing as the content: it is the body's element between the navigation header and footer.
  { name: 'PostgreSQL 15 (DocBook)', dir: 'postgresql-doc-15/html', project: 'postgresql', content: (root) => root.querySelector('body')?.childNodes.find((n) => n.nodeType === 1 && !/^nav(header|footer)$/.test(n.getAttribute('class') ?? '')) },
];

const USAGE = `Usage: node bench/html-main.mjs [--root DIR] [--pages N] [--json]
  --root   the folder Debian's documentation packages were unpacked into (its usr/share/doc, or
           a folder holding the same subfolders); default: $TNA_DOC_SITES, else /usr/share/doc
  --pages  pages per site, spread evenly over its pages sorted by path (default 12)`;

function options() {
  const { values } = parseArgs({ options: { root: { type: 'string' }, pages: { type: 'string', default: '12' }, json: { type: 'boolean' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const pages = Number(values.pages);
  if (!Number.isInteger(pages) || pages < 1) {
    console.error(`--pages must be a whole number of at least 1 (got ${values.pages})\n${USAGE}`);
    process.exit(2);
  }
  let root = values.root ?? process.env.TNA_DOC_SITES ?? '/usr/share/doc';
  if (existsSync(path.join(root, 'usr/share/doc'))) root = path.join(root, 'usr/share/doc');
  return { root, pages, json: Boolean(values.json) };
}

/** Every .html file under dir, sorted by path. */
function htmlFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory() && !entry.name.startsWith('_')) out.push(...htmlFiles(file));
    else if (entry.name.endsWith('.html') && statSync(file).isFile()) out.push(file);
  }
  return out.sort();
}

/** tna graph's top concepts of a file (JSON in a pipe), and how long the command took. */
function topNodes(file, html) {
  const started = performance.now();
  const run = spawnSync(process.execPath, [CLI, 'graph', '--html', html, '-f', 'json', file], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`tna graph --html ${html} ${file}: ${run.stderr.trim()}`);
  return { top: JSON.parse(run.stdout).entriesAndGraphOfContext.graph.networkGraph.attributes.top_nodes.slice(0, TOP), ms };
}

/** The same for a plain text (Readability's blocks, a block a paragraph as tna joins a document's). */
function topNodesOfText(text, dir) {
  const file = path.join(dir, 'readability.txt');
  writeFileSync(file, text);
  const run = spawnSync(process.execPath, [CLI, 'graph', '-f', 'json', file], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`tna graph (Readability's text): ${run.stderr.trim()}`);
  return JSON.parse(run.stdout).entriesAndGraphOfContext.graph.networkGraph.attributes.top_nodes.slice(0, TOP);
}

const shared = (a, b) => a.filter((c) => b.includes(c)).length;
const mean = (xs) => xs.reduce((s, x) => s + x, 0) / xs.length;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function main() {
  const { root, pages, json } = options();
  const { parseHtml, blocksOf } = await import(pathToFileURL(path.join(DIST, 'input', 'html.js')).href);
  const { readabilityArticle } = await import(pathToFileURL(path.join(DIST, 'input', 'html-readability.js')).href);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'tna-html-main-'));
  const results = [];
  try {
    for (const site of SITES) {
      const dir = path.join(root, site.dir);
      if (!existsSync(dir)) {
        results.push({ site: site.name, missing: dir });
        continue;
      }
      const all = htmlFiles(dir);
      const rows = [];
      // Pages spread evenly over the site; a page whose content holds too little text is passed over for the next.
      for (let i = 0; i < all.length && rows.length < pages; i += Math.max(1, Math.floor(all.length / pages))) {
        for (let j = i; j < all.length && j < i + Math.max(1, Math.floor(all.length / pages)); j++) {
          const file = all[j];
          const html = readFileSync(file, 'utf8');
          const content = site.content(parse(html, { comment: false }));
          if (!content || content.text.split(/\s+/).filter(Boolean).length < MIN_WORDS) continue;
          const cut = path.join(tmp, 'content.html');
          writeFileSync(cut, `<!doctype html><html><body>${content.toString()}</body></html>`);
          const want = topNodes(cut, 'page').top;
          if (want.length < TOP) continue;
          const main = topNodes(file, 'main');
          const page = topNodes(file, 'page');
          const parsed = parseHtml(html);
          const kept = (await readabilityArticle(parsed, html))?.kept;
          const readabilityText = kept ? blocksOf(parsed, html, 1, (e) => kept.has(e)).map((b) => b.text.replace(/\s+/g, ' ').trim()).filter(Boolean).join('\n\n') : '';
          const readability = readabilityText ? topNodesOfText(readabilityText, tmp) : [];
          rows.push({
            file: path.relative(root, file),
            main: shared(main.top, want),
            page: shared(page.top, want),
            readability: shared(readability, want),
            projectMain: main.top.includes(site.project),
            projectPage: page.top.includes(site.project),
            projectContent: want.includes(site.project),
            msMain: main.ms,
            msPage: page.ms,
          });
          break;
        }
      }
      results.push({
        site: site.name,
        pages: rows.length,
        of: all.length,
        main: mean(rows.map((r) => r.main)),
        worstMain: Math.min(...rows.map((r) => r.main)),
        page: mean(rows.map((r) => r.page)),
        readability: mean(rows.map((r) => r.readability)),
        projectPage: rows.filter((r) => r.projectPage).length,
        projectMain: rows.filter((r) => r.projectMain).length,
        projectContent: rows.filter((r) => r.projectContent).length,
        timeRatio: median(rows.map((r) => r.msMain)) / median(rows.map((r) => r.msPage)),
        rows,
      });
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  if (json) {
    console.log(JSON.stringify(results, null, 2));
    return;
  }
  console.log(`Top ${TOP} concepts shared with the page's own content (cut by its generator's element), mean over the pages:`);
  console.log('| site | pages | --html main | worst page | --html page | Readability alone | project in top 10: page → main (content) | time main/page |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    if (r.missing) {
      console.log(`| ${r.site} | not found: ${r.missing} |`);
      continue;
    }
    console.log(`| ${r.site} | ${r.pages} of ${r.of} | ${r.main.toFixed(1)} | ${r.worstMain} | ${r.page.toFixed(1)} | ${r.readability.toFixed(1)} | ${r.projectPage} → ${r.projectMain} (${r.projectContent}) | ${r.timeRatio.toFixed(2)} |`);
  }
  const measured = results.filter((r) => !r.missing);
  if (measured.length > 0) console.log(`All sites: --html main ${mean(measured.map((r) => r.main)).toFixed(2)}, --html page ${mean(measured.map((r) => r.page)).toFixed(2)} of ${TOP}`);
}

await main();
