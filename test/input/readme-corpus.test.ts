// On Markdown that nobody here wrote, the README files of the installed packages: no word of
// markup (a tag, an attribute, code, a URL's scheme) is read as prose; inline code stays between backticks. The few prose sentences
// that speak of those words are listed by hand, with the file they are in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statSync } from 'node:fs';
import path from 'node:path';
import { withoutCode } from '../../src/core/text/code-spans.js';
import { readDocumentList } from '../../src/input/documents.js';
import { readmeFiles } from './readme-files.js';
import { ROOT } from '../check/helpers.js';

/**
 * Words that come from markup when they come through: written in lower case, as markup writes
 * them, and any part of a URL (its scheme or www). The word http itself is prose as often as not
 * ("an http echo server", "debug http and worker"), so only a scheme counts.
 */
const MARKUP_WORD = /(?<![\p{L}\p{N}_$.#/-])(?:href|div|const|img|src)(?![\p{L}\p{N}_$])|\b(?:https?|ftp):|:\/\/|\bwww\./gu;
/** Sentences of prose that name one of those words on purpose: file → the words it may name. */
const PROSE_MENTIONS: Record<string, string[]> = {
  'dependency-cruiser/README.md': ['src'], // "the dependencies in your src folder"
  'sanitize-html/README.md': ['href', 'src'], // "cases like href that normally don't make sense", "strip out the src from the iframe"
  'sbd/README.md': ['div'], // "split at specific tags (br, and closing p, div, ul, ol)"
  '@stdlib/utils-library-manifest/README.md': ['src'], // a manifest field named src, in bold
  '@isaacs/cliui/README.md': ['div'], // "should a border be placed around the div?"
  'cliui/README.md': ['div'], // the same sentence, in another copy of cliui
  'ajv/README.md': ['const'], // an older ajv's keyword lists in prose: "keywords: const, enum, format"
  'http2-client/README.md': ['http:', 'https:'], // option defaults in prose: "Default: 'http:'"
  'newman/README.md': ['src'], // 'the filename in the "src" attribute of the request'
  'proxy-from-env/README.md': ['http:', 'ftp:'], // "only used for http:-URLs", "schemes such as (ftp:)"
  'az/README.md': ['http:', 'www.'], // links "without "http://" or "www." at the start", in quotes, in Russian prose
};

test('the README files in node_modules read as prose, with no word of markup', async () => {
  const modules = path.join(ROOT, 'node_modules');
  const files = readmeFiles(modules).sort();
  // npm ci installs several hundred; fewer means the corpus is not there to test on.
  assert.ok(files.length >= 300, `only ${files.length} README files under node_modules`);
  const io = { stdin: process.stdin, stdinIsTTY: true, cwd: modules };
  const found: string[] = [];
  let large = 0;
  for (const file of files) {
    if (statSync(file).size > 4096) large++;
    const [document] = await readDocumentList([file], io);
    const relative = path.relative(modules, file).split(path.sep).join('/').replace(/^.*node_modules\//, '');
    const allowed = PROSE_MENTIONS[relative] ?? [];
    // Inline code stays, between backticks, as written: only the prose around it must be free of markup.
    const prose = withoutCode(document.text);
    for (const match of prose.matchAll(MARKUP_WORD)) {
      if (!allowed.includes(match[0])) found.push(`${relative}: "${match[0]}" in "${prose.slice(Math.max(0, match.index - 40), match.index + 40)}"`);
    }
  }
  assert.ok(large >= 200, `only ${large} README files over 4 KB`);
  assert.deepEqual(found, []);
});
