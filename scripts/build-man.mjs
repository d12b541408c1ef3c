// Build step: the manual pages, tna(1) and one per command, written to dist/man from the same command
// definitions that print --help, so that the two never disagree. package.json's "man" lists them.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { manualPages } = await import(pathToFileURL(path.join(ROOT, 'dist', 'src', 'cli', 'manual', 'pages.js')).href);
// The examples are laid out in terminal columns, measured with the width tables.
await (await import(pathToFileURL(path.join(ROOT, 'dist', 'src', 'report', 'display-width.js')).href)).loadWidthTables();
const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));

const dir = path.join(ROOT, 'dist', 'man');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const pages = manualPages(version);
for (const [file, text] of pages) writeFileSync(path.join(dir, file), text);

const listed = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).man ?? [];
const written = [...pages.keys()].map((file) => `./dist/man/${file}`).sort();
if (JSON.stringify([...listed].sort()) !== JSON.stringify(written)) {
  throw new Error(`build-man: package.json's "man" must list the pages written: ${JSON.stringify(written)}`);
}
