'use strict';
// Loads the command line's bundle (dist/tna.cjs) as Node loads a CommonJS module, but compiled
// with the V8 code cache that `npm run build` made for it (dist/tna.cache, scripts/code-cache.mjs):
// the engine then neither parses nor compiles the code a command runs, which was a good part of
// a short run's time. Node 20 keeps no such cache for modules itself. V8 refuses a cache made by
// another version of Node, or for a source of another length (it checks no more: the build
// always writes the bundle and its cache together), and the bundle is then compiled as usual.
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');
const vm = require('node:vm');

const DIST = path.join(__dirname, '..', 'dist');
const BUNDLE = path.join(DIST, 'tna.cjs');

/**
 * The bundle's exports (the CLI's run; a worker thread's entry; the setting of V8's flags, for the
 * build's code caches) and the compiled script (to make a cache of). `cache`: the code cache's
 * file in dist/, tna.cache for a start, tna-pool.cache for a worker thread of a command over
 * many files (bin/pool-worker.cjs), made under the V8 flags each runs with.
 */
function loadCli({ useCache = true, cache = 'tna.cache' } = {}) {
  // The bundle is ASCII (scripts/bundle.mjs checks), so latin1 decodes it exactly, and fastest.
  const source = readFileSync(BUNDLE, 'latin1');
  let cachedData;
  if (useCache) {
    try {
      cachedData = readFileSync(path.join(DIST, cache));
    } catch {
      // No cache (a build that skipped it): compile as usual.
    }
  }
  // The bundle is written as the function Node wraps a CommonJS module in (scripts/bundle.mjs).
  const script = new vm.Script(source, { filename: BUNDLE, cachedData });
  // Node 20 gives code compiled from a cache no import() (src/core/import-module.ts): this
  // module's own serves the bundle instead (packages resolve from the same node_modules).
  globalThis[Symbol.for('tna.import')] = (specifier) => import(specifier);
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(BUNDLE), module, BUNDLE, DIST);
  return { ...module.exports, script };
}

module.exports = { loadCli };
