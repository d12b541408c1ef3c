'use strict';
// Entry of an analysis worker thread of `tna graph --each` and `tna check` (src/cli/each/pool.ts)
// as the command line runs it: the bundle, compiled with the code cache the build made for such
// workers (dist/tna-pool.cache, under the V8 flags those commands set: scripts/code-cache.mjs), so
// that a worker neither parses nor compiles again the code the command's thread had from its own.
require('./load-cli.cjs')
  .loadCli({ cache: 'tna-pool.cache' })
  .runPoolWorker()
  .catch((error) => {
    // As an ES module's top-level await would: the worker fails, and the pool hears why.
    setImmediate(() => {
      throw error;
    });
  });
