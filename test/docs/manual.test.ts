// The manual in docs/: one page per command, whose reference part (synopsis, options, exit status,
// examples) is what `npm run docs` makes from the command definitions, the same that print --help
// and write the man pages; and a README short enough to read in five minutes that links to each.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { definedCommands } from '../../src/cli/main.js';
import { commandReferences } from '../../src/cli/manual/pages.js';
import { updatedPage } from '../../src/cli/manual/markdown-page.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const pages = path.join(root, 'docs', 'commands');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

test("every command's page in docs/commands/ holds its reference as the command definitions make it now", () => {
  const references = commandReferences();
  for (const { command } of definedCommands()) {
    const name = command.name();
    const file = path.join(pages, `${name}.md`);
    assert.ok(existsSync(file), `docs/commands/${name}.md is missing: run npm run docs`);
    const page = readFileSync(file, 'utf8');
    assert.equal(updatedPage(page, references.get(name)!, name), page, `docs/commands/${name}.md is stale: run npm run docs`);
    // Every option the command defines has its row in the page's table.
    for (const option of command.options.filter((o) => !o.hidden)) assert.ok(page.includes(`| \`${option.flags}\` |`), `${name}: ${option.flags}`);
  }
  // No page of a command that no longer exists.
  for (const file of readdirSync(pages)) assert.ok(references.has(file.replace(/\.md$/, '')), `docs/commands/${file} documents no command`);
});

test('the README is at most 400 lines and links to every command page', () => {
  assert.ok(readme.split('\n').length <= 400, `README.md has ${readme.split('\n').length} lines`);
  for (const name of commandReferences().keys()) assert.ok(readme.includes(`](docs/commands/${name}.md)`), `README.md links docs/commands/${name}.md`);
});
