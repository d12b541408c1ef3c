// Markdown as people write it: each dialect's markup is left out and its content read, one
// fixture per dialect (test/fixtures/check/dialects/), through the reader and through tna check.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { markupOf, plainText } from '../../src/input/markup.js';
import { FIXTURES, scratch, tna, writeJson } from './helpers.js';

const DIALECTS = path.join(FIXTURES, 'dialects');
/** Words that stand only in the fixtures' markup: template names, attributes, keys, fence names. */
const MARKUP_ONLY = ['zebra', 'quokka', 'platypus', 'narwhal', 'wombat', 'axolotl', 'echidna', 'kookaburra', 'anchor', 'layout', 'template', 'tip', 'warning', 'note', 'notice', 'figure', 'raw', 'endraw'];

const EXPECTED: Record<string, string[]> = {
  'front-matter.md': ['Rivers and their salmon', 'Salmon swim up cold rivers to spawn.', 'Dams block the salmon on their way upstream.'],
  'front-matter-toml.md': ['Rivers and their salmon', 'Dams block the salmon on their way upstream.'],
  'nunjucks.md': ['Salmon', 'Salmon swim up cold rivers.', 'Dams block the salmon on their way upstream.', 'Fish ladders help the salmon climb.'],
  'containers.md': ['Salmon', 'Salmon swim up cold rivers to spawn.', 'Dams block the salmon on their way upstream.'],
  'admonitions.md': [
    'Salmon',
    'Cold rivers',
    'Salmon swim up cold rivers to spawn.',
    'Dams block the salmon on their way upstream.',
    'Fish ladders help the salmon climb.',
    'Hatcheries',
    'Young salmon grow in hatcheries.',
    'After the admonitions, the text goes on.',
  ],
  'raw-html.md': ['Salmon', 'Salmon swim up cold rivers to spawn.', 'Dams', 'Dams block the salmon on their way upstream.'],
  'jsx.mdx': ['Salmon in rivers', 'Salmon', 'Salmon swim up cold rivers to spawn.', 'Dams block the salmon on their way upstream.'],
};

for (const [file, blocks] of Object.entries(EXPECTED)) {
  test(`${file}: the markup goes, the content stays, a block a statement`, async () => {
    const text = await plainText(readFileSync(path.join(DIALECTS, file), 'utf8'), markupOf(file), file);
    assert.deepEqual(text.split('\n\n'), blocks);
    const words = new Set(text.toLowerCase().match(/[a-z]+/g));
    for (const gone of MARKUP_ONLY) assert.ok(!words.has(gone), `${gone} should not be read`);
  });
}

test('tna check reads every dialect: no word of markup is a concept, the content is', async () => {
  const files = Object.keys(EXPECTED);
  const dir = scratch(...files.map((f) => path.join('dialects', f)));
  // Under the reference analysis, where every word of markup could be a concept (the default one
  // counts some, such as tip, among its generic words, and refuses them in must-not-mention).
  writeJson(path.join(dir, 'tna.config.json'), {
    check: { rules: { 'must-not-mention': { concepts: MARKUP_ONLY }, 'must-mention': { concepts: ['salmon'] } }, analysis: { mode: 'reference' } },
  });
  const r = await tna(['check', '-f', 'json', ...files.map((f) => path.join('dialects', f))], dir);
  assert.equal(r.code, 0, r.out + r.err);
  const report = JSON.parse(r.out) as { files: { file: string; results: { rule: string; passed: boolean }[] }[] };
  assert.equal(report.files.length, files.length);
  for (const f of report.files) assert.ok(f.results.length > 0 && f.results.every((x) => x.passed), f.file);
});
