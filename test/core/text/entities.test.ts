// HTML character references in plain text: decoded in statements and concepts alike, on text
// written for the test and on GNOME's help with its tags taken out and its references left in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeEntities } from '../../../src/core/text/entities.js';
import { extractConcepts } from '../../../src/core/text/concepts.js';
import { DEFAULT_SETTINGS } from '../../../src/core/text/settings.js';
import { toStatements } from '../../../src/core/text/statements.js';
import { LocalService } from '../../../src/service/local.js';
import type { AnalysisMode } from '../../../src/core/analysis-mode.js';
import { helpPageMarkup, helpPages, HELP_FOLDERS, xmlText } from './languages/corpora.js';
import { ROOT } from '../../check/helpers.js';

const conceptsOf = (text: string, analysis: AnalysisMode = 'default') =>
  extractConcepts(toStatements({ text }), { language: 'auto', stopwords: [], settings: DEFAULT_SETTINGS, modifyAnalyzedText: 'none', replaceEntities: true, analysis })
    .concepts.map((s) => s.tokens.map((t) => t.concept));

test('named, decimal and hexadecimal references are read as their characters', () => {
  assert.equal(decodeEntities('&lsquo;Miral&rsquo; &amp; crew'), '\u2018Miral\u2019 & crew');
  assert.equal(decodeEntities('it&#8217;s, it&#x2019;s, it&#X2019;s'), 'it\u2019s, it\u2019s, it\u2019s');
  assert.equal(decodeEntities('a&nbsp;b &ldquo;c&rdquo; &mdash; &eacute;t&eacute;'), 'a\u00a0b \u201cc\u201d \u2014 \u00e9t\u00e9');
});

test('an ampersand that is no reference stays as written, and so does text without one', () => {
  for (const text of ['AT&T and R&D', '&copy 2024', 'Tom & Jerry', 'a &unknown; name', '&;', 'x &# y']) assert.equal(decodeEntities(text), text);
  const plain = 'Trees need rain.';
  assert.equal(decodeEntities(plain), plain);
});

test('a line break a reference stands for leaves the statement on one line', () => {
  assert.deepEqual(toStatements({ text: 'one&#10;two\nthree' }).map((s) => s.content), ['one two', 'three']);
});

test('statements and concepts hold the characters, never the names of references, in either analysis', () => {
  const text = 'The &lsquo;Miral&rsquo; sailed &amp; docked at&nbsp;Haifa.\nFans said &#8220;great&#8221; and it&#8217;s fine.';
  assert.deepEqual(toStatements({ text }).map((s) => s.content), ['The \u2018Miral\u2019 sailed & docked at\u00a0Haifa.', 'Fans said \u201cgreat\u201d and it\u2019s fine.']);
  for (const analysis of ['default', 'reference'] as const) {
    const concepts = conceptsOf(text, analysis).flat();
    assert.ok(concepts.includes('miral') && concepts.includes('haifa'), `${analysis}: ${concepts.join(' ')}`);
    for (const name of ['lsquo', 'rsquo', 'amp', 'nbsp', 'ldquo', 'rdquo', 'x2019']) assert.ok(!concepts.includes(name), `${analysis}: ${name}`);
  }
});

test('statements given as a list are decoded too, with their ids kept', async () => {
  const service = new LocalService();
  const r = await service.graphAndStatements({}, { statements: ['Fish &amp; chips', '', 'Caf&eacute; culture'] });
  const statements = r.entriesAndGraphOfContext.statements.map((s) => [s.id, s.content]);
  assert.deepEqual(statements, [['0', 'Fish & chips'], ['2', 'Café culture']]);
});

test('GNOME help with its references left in reads as the same help decoded by hand', (t) => {
  let pages = 0;
  let references = 0;
  for (const language of Object.keys(HELP_FOLDERS)) {
    for (const page of helpPages(language)) {
      const markup = helpPageMarkup(language, page);
      const count = markup.match(/&#?[0-9a-zA-Z]+;/g)?.length ?? 0;
      if (count === 0) continue;
      pages++;
      references += count;
      const scraped = markup.split('\n').map((l) => l.replace(/\s+/g, ' ')).join('\n');
      const decoded = scraped.split('\n').map(xmlText).join('\n');
      assert.deepEqual(toStatements({ text: scraped }), toStatements({ text: decoded }), `${language}/${page}`);
      assert.deepEqual(conceptsOf(scraped), conceptsOf(decoded), `${language}/${page}`);
    }
  }
  if (pages === 0) {
    t.skip('GNOME help (gnome-user-docs) is not installed');
    return;
  }
  // gnome-user-docs 43 writes over a thousand &amp;, &lt; and &gt; in those languages' pages.
  assert.ok(references >= 500, `only ${references} references in ${pages} pages`);
});

const SOTU = path.join(ROOT, 'node_modules', '@stdlib', 'datasets-sotu', 'data');
const REFERENCE = /&#?[0-9a-zA-Z]+;/;
const addresses = () => readdirSync(SOTU).filter((f) => f.endsWith('.txt')).sort().map((file) => ({ file, text: readFileSync(path.join(SOTU, file), 'utf8') }));

test('a State of the Union address that holds references reads with their characters', () => {
  // Harrison's address of 1890, as the dataset has it, writes its quotation marks and dashes as &quot; and &mdash;.
  const held = addresses().filter((a) => REFERENCE.test(a.text));
  assert.ok(held.length > 0, 'no address holds a reference');
  for (const { file, text } of held) {
    const statements = toStatements({ text }).map((s) => s.content).join('\n');
    assert.doesNotMatch(statements, REFERENCE, file);
    assert.match(statements, /["\u2014]/, file);
    for (const analysis of ['default', 'reference'] as const) {
      const concepts = new Set(conceptsOf(text, analysis).flat());
      for (const name of ['quot', 'mdash', 'amp']) assert.ok(!concepts.has(name), `${file} ${analysis}: ${name}`);
    }
  }
});

test('a text without references keeps its statements as written, so the reference analysis reads it as before', () => {
  // The other addresses: real text, some with ampersands, none with a reference.
  const plain = addresses().filter((a) => !REFERENCE.test(a.text));
  assert.ok(plain.length > 200, `only ${plain.length} addresses`);
  for (const { file, text } of plain) {
    assert.deepEqual(toStatements({ text }).map((s) => s.content), text.split(/\r\n|\n|\r/).map((l) => l.trim()).filter(Boolean), file);
  }
});
