// Markdown, MDX and HTML are read as the words a reader sees: no code, front matter, tags or URLs; link text kept; one block a statement.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withoutCode } from '../../src/core/text/code-spans.js';
import { markupOf, plainText } from '../../src/input/markup.js';
import { FIXTURES, scratch, tna, writeJson } from './helpers.js';

const read = (f: string) => readFileSync(path.join(FIXTURES, f), 'utf8');
/** The words of a text's prose: outside inline code, which is kept between backticks as written. */
const words = (text: string) => new Set(withoutCode(text).toLowerCase().match(/[a-z]+/g) ?? []);

test('the kind of markup comes from the extension; anything else is plain text', () => {
  assert.deepEqual(['a.md', 'B.MARKDOWN', 'c.mdx', 'd.html', 'e.htm', 'f.txt', 'g'].map(markupOf), ['markdown', 'markdown', 'mdx', 'html', 'html', 'text', 'text']);
});

test('Markdown: front matter but its title, code blocks and URLs go; link text, alt text and inline code (between backticks) stay; each block is its own statement', async () => {
  const text = await plainText(read('guide.md'), 'markdown', 'guide.md');
  const seen = words(text);
  for (const gone of ['zebra', 'xylophone', 'quokka', 'platypus', 'narwhal', 'axolotl', 'echidna', 'wombat', 'kookaburra', 'https', 'python']) {
    assert.ok(!seen.has(gone), `${gone} should not be read`);
  }
  assert.ok(text.includes('Read the central bank report or'), 'link text kept');
  assert.ok(text.includes('Run `echidna --fast` to rebuild the page.'), 'inline code kept as written, between backticks');
  assert.ok(text.includes('dingo screenshot'), "an image's alt text kept");
  const blocks = text.split('\n\n');
  assert.equal(blocks[0], 'Gardens in spring', "the front matter's title is a statement");
  assert.equal(blocks[1], 'Gardens and trees', 'a heading is a statement');
  assert.ok(blocks.includes('Savers earn more on deposits when rates rise.'), 'a list item is a statement');
  assert.ok(!text.includes('\n\n\n') && blocks.every((b) => b.trim() === b && !b.includes('\n')), 'one line a block, blank lines between');
});

test('a table row is one statement, its cells apart', async () => {
  const text = await plainText('| Rule | Meaning |\n|---|---|\n| diversity | how evenly influence spreads |\n', 'markdown', 't.md');
  assert.deepEqual(text.split('\n\n'), ['Rule Meaning', 'diversity how evenly influence spreads']);
});

test('a .txt file is read as it is, even when it looks like Markdown', async () => {
  assert.equal(await plainText('```\ncode words\n```', 'text', 'a.txt'), '```\ncode words\n```');
});

test('HTML: script, style, pre and the doctype go, inline code stays between backticks; entities are decoded; link text stays; blocks are statements', async () => {
  const text = await plainText(read('page.html'), 'html', 'page.html', 'page');
  const seen = words(text);
  for (const gone of ['kangaroo', 'marsupial', 'wombatfont', 'narwhal', 'platypus', 'dingo', 'doctype', 'href']) assert.ok(!seen.has(gone), `${gone} should not be read`);
  assert.deepEqual(text.split('\n\n'), [
    'Solar power at home',
    'Solar panels',
    'Solar panels turn sunlight into electricity for homes & farms. Read the installation guide.',
    'Batteries store electricity for the night.',
    'Inverters feed electricity into the grid.',
    'Run `platypus` to see the output.',
    'Wind turbines feed the grid',
  ]);
});

test('MDX: imports, exports and expressions go; the text inside components stays', async () => {
  const text = await plainText(read('component.mdx'), 'mdx', 'component.mdx');
  assert.deepEqual(text.split('\n\n'), ['Rivers and salmon', 'Salmon swim up rivers to spawn in cold water.', 'Dams block salmon on their way upstream .']);
  await assert.rejects(plainText('<Callout>\nunclosed', 'mdx', 'bad.mdx'), /bad\.mdx is not valid MDX/);
});

test('through tna check: a code block\'s words are not concepts, front matter is skipped, link text is', async () => {
  const dir = scratch('guide.md', 'only-code.md');
  writeJson(path.join(dir, 'tna.config.json'), {
    check: {
      rules: {
        'must-not-mention': { concepts: ['platypus', 'narwhal', 'zebra', 'quokka', 'echidna', 'wombat', 'example'] },
        'must-mention': { concepts: ['central bank report', 'salmon'] },
      },
      // Under the reference analysis, where example could be a concept (the default one counts it
      // among its generic words, and refuses it in must-not-mention).
      analysis: { mode: 'reference' },
    },
  });
  const r = await tna(['check', '-f', 'json', 'guide.md', 'only-code.md'], dir);
  assert.equal(r.code, 0, r.out + r.err);
  const report = JSON.parse(r.out);
  assert.ok(report.files[0].results.every((x: { passed: boolean }) => x.passed));
  // A file with nothing but code has nothing to judge: reported as skipped, not failed.
  assert.deepEqual(report.files[1], { file: 'only-code.md', results: [], skipped: report.files[1].skipped });
  assert.match(report.files[1].skipped, /nothing to analyze/);
  // The same words in a .txt file are concepts.
  writeFileSync(path.join(dir, 'code.txt'), '```\nplatypus narwhal swim\n```\n');
  const txt = await tna(['check', '-f', 'json', 'code.txt'], dir);
  assert.equal(txt.code, 1);
  assert.deepEqual(JSON.parse(txt.out).files[0].results.find((x: { rule: string }) => x.rule === 'must-not-mention').concepts, ['platypus', 'narwhal']);
});
