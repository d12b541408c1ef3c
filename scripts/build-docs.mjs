// `npm run docs`: brings the reference part of each command's page in docs/commands/ up to date
// with the command definitions (the same that print --help and write the man pages). The prose
// around it is kept; a command without a page gets one. test/docs/manual.test.ts fails when a
// committed page differs from what this writes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const manual = (file) => import(pathToFileURL(path.join(ROOT, 'dist', 'src', 'cli', 'manual', file)).href);
// The examples are laid out in terminal columns, measured with the width tables.
await (await import(pathToFileURL(path.join(ROOT, 'dist', 'src', 'report', 'display-width.js')).href)).loadWidthTables();
const { commandReferences } = await manual('pages.js');
const { updatedPage } = await manual('markdown-page.js');

const dir = path.join(ROOT, 'docs', 'commands');
mkdirSync(dir, { recursive: true });
for (const [name, reference] of commandReferences()) {
  const file = path.join(dir, `${name}.md`);
  const page = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  const updated = updatedPage(page, reference, name);
  if (updated !== page) {
    writeFileSync(file, updated);
    console.error(`docs: wrote docs/commands/${name}.md`);
  }
}
