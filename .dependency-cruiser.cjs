// The layout's rules, checked by `npm run layout` and by test/layout.test.ts: no import circles,
// and dependencies pointing one way, cli | mcp | lib → service | http → ai | web | store | export → report → core.
// docs/ARCHITECTURE.md explains the rooms; a rule here is the enforceable half of that page.

/** A room may import itself and the rooms listed; anything else under src/ is forbidden. */
function room(name, mayImport, comment) {
  const allowed = [name, ...mayImport].join('|');
  return {
    name: `${name}-imports-only-${mayImport.join('-') || 'itself'}`,
    comment,
    severity: 'error',
    from: { path: `^src/${name}/` },
    to: { path: '^src/', pathNot: `^src/(${allowed})/` },
  };
}

// Development dependencies that src/ may import, because the build bundles them into dist/.
const BUNDLED = [
  'chalk', 'commander', 'csv-parse', 'graphology', 'graphology-[a-z0-9-]+', 'lilconfig', 'markdown-it', 'mdast-util-from-markdown',
  'mdast-util-gfm', 'micromark-extension-gfm', 'openai', 'ora', 'pretty-ms', 'sbd', 'string-width', 'tinyglobby', 'zod',
  // Readability and its DOM: a file of their own (dist/readability.mjs), as openai.
  '@mozilla/readability', 'linkedom',
  // The English tagger's context rules and its tables of punctuation and word endings (small
  // files of the packages; the lexicon they read is compiled into lexicon.bin at build time).
  'wink-pos-tagger', 'wink-lexicon',
];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle makes a module load half-initialized and ties rooms together; break it by moving the shared part down a layer.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    room('core', [], 'The analysis is pure: text in, numbers out; it knows nothing of requests, files, HTTP or models.'),
    room('report', ['core'], 'Reports shape an analysis into responses and summaries.'),
    room('viewer', [], 'The HTML picture runs in a browser: it is bundled on its own.'),
    room('export', ['report', 'viewer', 'core'], 'Graph files are written from a report.'),
    room('ai', ['report', 'core'], 'Prompts and the model client never reach back into the service or the wire.'),
    room('store', ['core'], 'The store keeps statements; it does not analyze them or answer requests.'),
    room('web', ['input', 'core'], 'Web-search providers are HTTP adapters, a disk cache, file readers and a page reader (which reads HTML through input/); they know nothing of analysis, requests or commands.'),
    room('parallel', ['core'], 'Worker threads run core computations; they know nothing of requests, files or the wire.'),
    room('service', ['ai', 'web', 'store', 'parallel', 'report', 'core'], 'An endpoint is a function from a validated request to a response, the same behind every front door.'),
    room('http', ['service', 'export', 'report', 'core'], 'The wire carries requests to a Service and back; it computes nothing (a saved graph\'s page for a browser is drawn by export/).'),
    room('input', ['core'], 'Reading files, globs and statements files is shared by every face; it knows nothing of commands.'),
    room('mcp', ['check', 'service', 'http', 'web', 'input', 'core'], 'The MCP face is as thin over the Service as the command line, and does not reach into it.'),
    room('check', ['service', 'input', 'report', 'core'], 'The CI gate judges what the Service answers; it reads files through input/ and never reaches the wire or the store.'),
    room('lib', ['check', 'service', 'store', 'ai', 'input', 'report', 'core'], 'The library is a front door as thin as the command line: options in, the Service\'s answer out.'),
    {
      name: 'no-dev-dependencies-in-src',
      comment:
        'What the tool runs must be installed by `npm install --omit=dev`, or be built into dist/ by scripts/bundle.mjs: ' +
        'the packages below, the viewer, openai and Readability with linkedom (files of their own). test/cli/package.test.ts runs the installed package without them.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/viewer/' },
      to: { dependencyTypes: ['npm-dev'], pathNot: `^node_modules/(${BUNDLED.join('|')})/` },
    },
    {
      name: 'no-missing-modules',
      comment: 'An import that resolves to nothing breaks at run time.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a circle of types is still a circle for the reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^src/viewer/bundle\\.js$' },
    // Resolve package entry points as Node does (csv-parse/sync is an `exports` subpath).
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
