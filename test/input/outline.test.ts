// A Markdown or HTML document marks its headings' levels: each statement lies under the heading of
// its own section, and a heading under its parent, never under the sibling before it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { toStatements } from '../../src/core/text/statements.js';
import { readDocumentFile, textDocument } from '../../src/input/documents.js';
import { outlineOf } from '../../src/input/markup.js';
import { locatedStatements, statementsBody } from '../../src/input/statement-places.js';
import { headingsOf } from '../../src/service/search-index.js';
import { ROOT } from '../check/helpers.js';

/** What each statement lies under, by text: with the outline its document marks, and guessed as for plain text. */
function underOf(statements: readonly { content: string; outline?: number }[]) {
  const body = statementsBody(statements.map((s) => ({ ...s, where: '' })));
  const marked = toStatements({ statements: body.text, outline: body.outline });
  const guessed = toStatements({ statements: body.text });
  const [withOutline, withGuess] = [headingsOf(marked), headingsOf(guessed)];
  // The last statement of the text (a page's table of contents names its headings first).
  const index = (content: string) => marked.map((s) => s.content).lastIndexOf(content);
  const heading = (headings: number[], content: string) => (headings[index(content)] >= 0 ? marked[headings[index(content)]].content : undefined);
  return { marked: (content: string) => heading(withOutline, content), guessed: (content: string) => heading(withGuess, content) };
}

test("Fastify's server reference (Markdown): an option's heading lies under its section, its description under the option, not under the option before it", async () => {
  const file = path.join(ROOT, 'node_modules', 'fastify', 'docs', 'Reference', 'Server.md');
  const statements = locatedStatements([await readDocumentFile(file, 'Server.md')]);
  const under = underOf(statements);
  const description = statements.find((s) => s.content.startsWith('Defines the server keep-alive timeout'))!.content;
  // Guessed, `### keepAliveTimeout` lay under the previous option's default, a short line that ends no sentence, and its description under its own default.
  assert.equal(under.guessed('`keepAliveTimeout`'), 'Default: `0` (no timeout)');
  assert.equal(under.guessed(description), 'Default: `72000` (72 seconds)');
  assert.equal(under.marked('`keepAliveTimeout`'), 'Factory', 'a ### lies under the ## before it, not the ### of the option before');
  assert.equal(under.marked(description), '`keepAliveTimeout`');
  assert.equal(under.marked('Default: `72000` (72 seconds)'), '`keepAliveTimeout`', 'a list item is no heading');
});

test('HTML: a definition list\'s terms are headings of their definitions, under the section\'s heading; the text after the list lies under the section again', async () => {
  // The structure AsciiDoc gives a manual page's options (Git's manual).
  const html = `<html><body><div id="content">
<div class="sect1"><h2 id="_options">OPTIONS</h2><div class="sectionbody">
<div class="dlist"><dl>
<dt class="hdlist1">--no-external-commands</dt><dd><p>Do not list external commands found on the path.</p></dd>
<dt class="hdlist1">--no-aliases</dt><dd><p>Do not list aliases.</p>
<div class="dlist"><dl><dt class="hdlist1">alias.*</dt><dd><p>Each alias is a shorter name of a command.</p></dd></dl></div>
<p>Aliases are read from the configuration.</p></dd>
</dl></div>
<p>Options may be given in any order.</p>
<h3 id="_examples">Examples</h3><p>List the commands.</p>
</div></div></div></body></html>`;
  const document = await textDocument(html, 'git-help.html', 'html', 'page');
  const under = underOf(locatedStatements([document]));
  assert.equal(under.marked('--no-external-commands'), 'OPTIONS');
  assert.equal(under.marked('--no-aliases'), 'OPTIONS', 'a term lies under its section, not under the term before it');
  assert.equal(under.guessed('--no-aliases'), '--no-external-commands');
  assert.equal(under.marked('Do not list aliases.'), '--no-aliases');
  assert.equal(under.marked('alias.*'), '--no-aliases', 'a term of a list inside a definition lies under the definition\'s term');
  assert.equal(under.marked('Each alias is a shorter name of a command.'), 'alias.*');
  assert.equal(under.marked('Aliases are read from the configuration.'), '--no-aliases', 'after the inner list, the definition goes on');
  assert.equal(under.marked('Options may be given in any order.'), 'OPTIONS', 'after the list, the section goes on');
  assert.equal(under.marked('Examples'), 'OPTIONS');
  assert.equal(under.marked('List the commands.'), 'Examples');
});

test('outlineOf: a heading under the nearest heading of a lower rank; a skipped level; documents apart; plain text guessed', () => {
  assert.deepEqual(outlineOf([{ heading: 1 }, {}, { heading: 3 }, {}, { heading: 2 }, {}, { heading: 3 }, { heading: 1 }, {}]), [1, -1, 2, -2, 2, -2, 3, 1, -1]);
  // Two documents, one after another: the second's first heading lies under none, whatever its level.
  const statements = toStatements({ statements: ['Guide', 'Install', 'Run it.', 'Reference', 'Options', 'Plain title', 'A line.'], outline: [1, 2, -2, 1, 2, null, null] });
  assert.deepEqual(headingsOf(statements), [-1, 0, 1, -1, 3, 4, 5]);
});
