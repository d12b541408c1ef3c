// Every command reads Markdown and HTML as documents: markup, code, URLs and template tags never
// become concepts; prose, headings, list items, table cells, alt text and link text do; a block a statement.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withoutCode } from '../../src/core/text/code-spans.js';
import { readDocuments } from '../../src/input/documents.js';
import { kindOf, plainText, sniffMarkup } from '../../src/input/markup.js';
import { FileRoots } from '../../src/mcp/files.js';
import { ROOT, tna } from '../check/helpers.js';

const FIXTURES = path.join(ROOT, 'test', 'fixtures', 'documents');
const read = (f: string) => readFileSync(path.join(FIXTURES, f), 'utf8');
/** The words of a text's prose: outside inline code, which is kept between backticks as written. */
const words = (text: string) => new Set(withoutCode(text).toLowerCase().match(/[a-z]+/g) ?? []);
/** Words that stand only in the fixtures' markup, code, addresses, comments and template tags. */
const MARKUP_ONLY = ['zebra', 'quokka', 'platypus', 'narwhal', 'wombat', 'axolotl', 'kookaburra', 'echidna', 'dingo', 'gecko', 'tapir', 'iguana', 'href', 'div', 'const', 'img', 'src', 'http', 'https', 'align', 'center', 'err', 'throw', 'listen'];

function scratch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tna-documents-'));
  cpSync(FIXTURES, dir, { recursive: true });
  return dir;
}

test('Markdown: raw HTML blocks keep their text and lose their tags; badges, code, signatures, template tags and comments go', async () => {
  const text = await plainText(read('readme.md'), 'markdown', 'readme.md');
  const seen = words(text);
  for (const gone of MARKUP_ONLY) assert.ok(!seen.has(gone), `${gone} should not be read`);
  for (const badge of ['build', 'status', 'version']) assert.ok(!seen.has(badge), `the badge's ${badge} should not be read`);
  const blocks = text.split('\n\n');
  assert.equal(blocks[0], 'Orchards and bees', "the front matter's title");
  assert.ok(blocks.includes('Orchard logo'), 'the alt text of an image inside raw HTML');
  assert.ok(blocks.includes('Orchards need bees'), 'a heading inside raw HTML');
  assert.ok(blocks.includes('Pollination'), 'a heading');
  assert.ok(blocks.includes('Bees carry pollen between apple blossoms, and farmers rent hives in spring. Wild bees also pollinate the orchard.'), 'a paragraph is one statement, however it is wrapped');
  assert.ok(blocks.includes('Blossoms open in April.'), 'a list item');
  assert.ok(blocks.includes('Bees on an apple blossom'), 'the alt text of an image');
  assert.ok(blocks.includes('Call `wombat()` to count the hives, or read the orchard guide and .'), 'link text and inline code (between backticks) stay, bare addresses go');
  assert.ok(blocks.includes('Spring hives and blossoms'), 'table cells');
  assert.ok(blocks.includes('Honey is the harvest of the bees.'), 'prose beside template tags');
  assert.ok(blocks.includes('Returns the number of trees.'), 'prose after an API signature');
});

test('Markdown: an HTML block of comments and tags has no words; the words after a comment on its line, and an image\'s alt text, stay', async () => {
  const markdown = [
    '<section class="intro">',
    '',
    '# Hives',
    '',
    '<p align="center"><img src="logo.png" alt="Hive logo"></p>',
    '',
    '<!-- quokka badges start -->',
    '',
    '<!--',
    'platypus: a comment over lines',
    '-->',
    '',
    '<!-- narwhal --> Bees sleep in winter.',
    '',
    '<!--- wombat --->',
    '',
    '<div>',
    '<!-- dingo -->',
    '</div>',
    '',
    'Blossoms follow.',
    '',
    '</section>',
  ].join('\n');
  const blocks = (await plainText(markdown, 'markdown', 'hives.md')).split('\n\n');
  assert.deepEqual(blocks, ['Hives', 'Hive logo', 'Bees sleep in winter.', 'Blossoms follow.']);
});

test('HTML: tags, attributes, code and template tags go; text and alt text stay', async () => {
  const text = await plainText(read('page.html'), 'html', 'page.html', 'page');
  const seen = words(text);
  for (const gone of MARKUP_ONLY) assert.ok(!seen.has(gone), `${gone} should not be read`);
  assert.deepEqual(text.split('\n\n'), ['Orchards', 'Orchard logo', 'Bees carry pollen between apple blossoms.', 'Honey is the harvest.']);
});

test('stdin is read as HTML or Markdown only on clear signs; plain text is the default', () => {
  assert.equal(sniffMarkup(read('page.html')), 'html');
  assert.equal(sniffMarkup(read('readme.md')), 'markdown');
  assert.equal(sniffMarkup('# Title\n\nSee the [guide](https://example.org) for more.\n'), 'markdown');
  assert.equal(sniffMarkup(read('lines.txt')), 'text', 'a line starting with # and a space is not enough');
  assert.equal(sniffMarkup('#climate #change is real\nwe need #action now\n'), 'text', 'hashtags are not headings');
  assert.equal(sniffMarkup('Trees need rain. Rain feeds the rivers.\n'), 'text');
  assert.equal(sniffMarkup('Use x < 3 and y > 2 in the formula.\n'), 'text');
});

test('--input-format wins over the extension and over sniffing', () => {
  assert.equal(kindOf('auto', '', 'a.md'), 'markdown');
  assert.equal(kindOf('auto', '', 'a.MDX'), 'mdx');
  assert.equal(kindOf('auto', '', 'a.htm'), 'html');
  assert.equal(kindOf('auto', read('readme.md'), 'a.txt'), 'text', 'a file is known by its extension, not its content');
  assert.equal(kindOf('text', '', 'a.md'), 'text');
  assert.equal(kindOf('markdown', '', 'notes.txt'), 'markdown');
  assert.equal(kindOf('markdown', '', 'page.mdx'), 'mdx');
  assert.equal(kindOf('html', '', 'a.md'), 'html');
  assert.equal(kindOf('auto', read('page.html')), 'html');
});

test('files of different kinds are read each by its own kind and joined by a blank line', async () => {
  const dir = scratch();
  const text = await readDocuments(['lines.txt', 'page.html'], { stdin: process.stdin, stdinIsTTY: true, cwd: dir });
  assert.ok(text.startsWith('# heading-like line that is plain text\nBees carry pollen.\nFarmers rent hives.\n'), 'plain text as it is');
  assert.ok(text.endsWith('Bees carry pollen between apple blossoms.\n\nHoney is the harvest.'));
});

/** The concepts of a `tna graph -f json` response. */
function concepts(json: string): Set<string> {
  const response = JSON.parse(json) as { entriesAndGraphOfContext: { graph: { networkGraph: { nodes: { key: string }[] } } } };
  return new Set(response.entriesAndGraphOfContext.graph.networkGraph.nodes.map((n) => n.key));
}

test('tna graph, dot, compare and advice --prompt-only read a .md file as a document', async () => {
  const dir = scratch();
  const graph = await tna(['graph', 'readme.md', '-f', 'json'], dir);
  assert.equal(graph.code, 0, graph.err);
  const seen = concepts(graph.out);
  for (const gone of MARKUP_ONLY) assert.ok(!seen.has(gone), `graph: ${gone} should not be a concept`);
  for (const kept of ['bee', 'orchard', 'blossom', 'hive', 'pollen', 'honey']) assert.ok(seen.has(kept), `graph: ${kept} should be a concept`);
  const statements = (JSON.parse(graph.out) as { entriesAndGraphOfContext: { statements: unknown[] } }).entriesAndGraphOfContext.statements;
  assert.equal(statements.length, 13, "one statement a block, the front matter's title one of them");

  for (const args of [['dot', 'readme.md'], ['compare', 'readme.md', 'page.html', '-f', 'dot'], ['advice', '--prompt-only', 'readme.md']]) {
    const result = await tna(args, dir);
    assert.equal(result.code, 0, `${args.join(' ')}: ${result.err}`);
    const seen = words(result.out);
    for (const gone of ['platypus', 'narwhal', 'quokka', 'kookaburra', 'href', 'const', 'err']) assert.ok(!seen.has(gone), `${args[0]}: ${gone} should not be read`);
    assert.ok(seen.has('bee') || seen.has('bees'), `${args[0]}: the prose is read`);
  }
});

test('stdin: Markdown is sniffed; --input-format text reads it as it is, --input-format markdown reads a .txt file as Markdown', async () => {
  const dir = scratch();
  const sniffed = await tna(['graph', '-f', 'json'], dir, read('readme.md'));
  assert.equal(sniffed.code, 0, sniffed.err);
  assert.ok(!concepts(sniffed.out).has('platypus'));
  const asText = await tna(['graph', '-f', 'json', '--input-format', 'text'], dir, read('readme.md'));
  assert.ok(concepts(asText.out).has('platypus'), 'read as it is, the code block is words');
  const forced = await tna(['graph', '-f', 'json', '--input-format', 'markdown', 'lines.txt'], dir);
  const statements = (JSON.parse(forced.out) as { entriesAndGraphOfContext: { statements: unknown[] } }).entriesAndGraphOfContext.statements;
  assert.equal(statements.length, 2, 'a heading and one paragraph of two wrapped lines');
  const bad = await tna(['graph', '--input-format', 'pdf', 'lines.txt'], dir);
  assert.equal(bad.code, 2);
  assert.match(bad.err, /--input-format.*pdf.*(auto|text|markdown|html)/);
});

test('the MCP tools read files inside their roots as documents too', async () => {
  const dir = scratch();
  const roots = await FileRoots.of([dir], dir);
  const seen = words(await roots.readDocuments(['readme.md']));
  assert.ok(!seen.has('platypus') && !seen.has('href') && seen.has('pollen'));
});

test('tna check reads documents by extension too, and --input-format text reads the markup as words', async () => {
  const dir = scratch();
  writeFileSync(path.join(dir, 'tna.config.json'), JSON.stringify({ check: { rules: { 'must-not-mention': { concepts: ['platypus', 'href'] } } } }));
  const asDocument = await tna(['check', '-f', 'json', 'readme.md'], dir);
  assert.equal(asDocument.code, 0, asDocument.out + asDocument.err);
  const asText = await tna(['check', '-f', 'json', '--input-format', 'text', 'readme.md'], dir);
  assert.equal(asText.code, 1);
  const result = JSON.parse(asText.out).files[0].results.find((r: { rule: string }) => r.rule === 'must-not-mention');
  assert.deepEqual(result.concepts, ['platypus', 'href']);
});
