// Line numbers through the markup stripping: every reader keeps the source line of each block, a
// statement traces back to it in every --split mode, and every format of tna check carries it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { plainDocument } from '../../src/input/markup.js';
import { reline } from '../../src/core/text/split.js';
import { LENIENT, scratch, tiny, tna, writeJson } from './helpers.js';

/** The source line of the first line of `doc` that contains `word`. */
function lineOfWord(doc: { text: string; lines?: number[] }, word: string): number | undefined {
  const i = doc.text.split('\n').findIndex((l) => l.includes(word));
  return i === -1 ? undefined : doc.lines ? doc.lines[i] : i + 1;
}

const MARKDOWN = [
  '---', //                                         1
  'title: Walnut orchards', //                      2
  'layout: page', //                                3
  '---', //                                         4
  '', //                                            5
  '# Harvest', //                                   6
  '', //                                            7
  '```js', //                                       8
  'const password = 1;', //                         9
  '```', //                                        10
  '', //                                           11
  '<div align="center">', //                       12
  '  <p>Squirrels bury the nuts.</p>', //          13
  '</div>', //                                     14
  '', //                                           15
  '| Tree | Yield |', //                           16
  '|---|---|', //                                  17
  '| Walnut | plenty of shells |', //             18
  '', //                                           19
  '::: tip Pruning', //                            20
  'Prune in winter, when the sap sleeps.', //      21
  ':::', //                                        22
  '', //                                           23
  'A long paragraph starts here', //               24
  'and wraps onto a second line about ladders.', // 25
].join('\n');

test('Markdown: each block keeps its source line through front matter, code, raw HTML, tables and containers', async () => {
  const doc = await plainDocument(MARKDOWN, 'markdown', 'orchard.md');
  assert.equal(lineOfWord(doc, 'Walnut orchards'), 2, 'the front matter title');
  assert.equal(lineOfWord(doc, 'Harvest'), 6);
  assert.equal(lineOfWord(doc, 'password'), undefined, 'code is not read');
  assert.equal(lineOfWord(doc, 'Squirrels'), 13, 'text inside raw HTML, on its own line');
  assert.equal(lineOfWord(doc, 'plenty of shells'), 18, 'a table row');
  assert.equal(lineOfWord(doc, 'Prune in winter'), 21, 'a container body');
  assert.equal(lineOfWord(doc, 'ladders'), 24, 'a wrapped paragraph: where it begins');
});

test('MDX and HTML keep their lines too', async () => {
  const mdx = await plainDocument("import X from './x'\n\n# Ferns\n\n<Note>\n  Spores ride the wind.\n</Note>\n", 'mdx', 'f.mdx');
  assert.equal(lineOfWord(mdx, 'Ferns'), 3);
  assert.equal(lineOfWord(mdx, 'Spores'), 6);
  const html = await plainDocument('<!doctype html>\n<html><body>\n<h1>Moss</h1>\n<p>\n  Moss drinks the rain.\n</p>\n</body></html>\n', 'html', 'm.html');
  assert.equal(lineOfWord(html, 'Moss drinks'), 5);
  assert.equal(lineOfWord(html, 'Moss'), 3);
});

test('reline: every statement traces back to the line where its paragraph begins', () => {
  const text = 'one line\nwrapped on.\n\n\nSecond paragraph. Two sentences here.';
  assert.deepEqual(reline(text, 'line').origins, [0, 1, 2, 3, 4]);
  assert.deepEqual(reline(text, 'paragraph'), { text: 'one line wrapped on.\nSecond paragraph. Two sentences here.', origins: [0, 4] });
  assert.deepEqual(reline(text, 'sentence').origins, [0, 4, 4]);
});

const ORCHARD = MARKDOWN + '\n\nNever write the password of the barn on a walnut.\n';
const PASSWORD_LINE = 27;

for (const split of ['line', 'paragraph', 'sentence'] as const) {
  test(`tna check points a result about a concept at its first mention (split ${split}), in every format`, async () => {
    const dir = scratch();
    writeFileSync(path.join(dir, 'orchard.md'), ORCHARD);
    writeJson(path.join(dir, 'tna.config.json'), tiny({ ...LENIENT, 'must-not-mention': { concepts: ['password'] } }, { split }));

    const json = JSON.parse((await tna(['check', '-f', 'json', 'orchard.md'], dir)).out);
    const results = json.files[0].results as { rule: string; line: number; passed: boolean }[];
    assert.equal(results.find((r) => r.rule === 'must-not-mention')?.line, PASSWORD_LINE);
    assert.ok(results.filter((r) => r.rule === 'diversity').every((r) => r.line === 1), 'a result about the whole text points at line 1');

    const github = await tna(['check', '-f', 'github', 'orchard.md'], dir);
    assert.equal(github.code, 1);
    assert.match(github.out, new RegExp(`^::error file=orchard\\.md,line=${PASSWORD_LINE},title=tna must-not-mention::`, 'm'));

    const text = await tna(['check', 'orchard.md'], dir);
    assert.match(text.out, new RegExp(`^orchard\\.md:${PASSWORD_LINE}: error must-not-mention: `, 'm'));

    const junit = await tna(['check', '-f', 'junit', 'orchard.md'], dir);
    assert.match(junit.out, new RegExp(`<testcase classname="orchard\\.md" name="must-not-mention" file="orchard\\.md" line="${PASSWORD_LINE}">`));

    const sarif = JSON.parse((await tna(['check', '-f', 'sarif', 'orchard.md'], dir)).out);
    const result = sarif.runs[0].results.find((r: { ruleId: string }) => r.ruleId === 'must-not-mention');
    assert.deepEqual(result.locations[0].physicalLocation, { artifactLocation: { uri: 'orchard.md', uriBaseId: '%SRCROOT%' }, region: { startLine: PASSWORD_LINE } });
  });
}

test('a plain-text file is counted line by line as written', async () => {
  const dir = scratch();
  writeFileSync(path.join(dir, 'notes.txt'), 'Apples ripen late.\n\nPears too.\nThe password is on line four.\n');
  writeJson(path.join(dir, 'tna.config.json'), tiny({ 'must-not-mention': { concepts: ['password'] } }));
  const github = await tna(['check', '-f', 'github', 'notes.txt'], dir);
  assert.match(github.out, /^::error file=notes\.txt,line=4,title=tna must-not-mention::/m);
});
