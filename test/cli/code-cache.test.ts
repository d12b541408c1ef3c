import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// bin/load-cli.cjs compiles the command line's bundle with the code cache the build made for it.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const { loadCli } = createRequire(import.meta.url)(path.join(ROOT, 'bin', 'load-cli.cjs')) as {
  loadCli(options?: { useCache?: boolean }): { run: unknown; script: { cachedDataRejected?: boolean } };
};

test('the build made a code cache that this Node accepts for the bundle', () => {
  const { run, script } = loadCli();
  assert.equal(typeof run, 'function');
  assert.equal(script.cachedDataRejected, false, 'V8 refused dist/tna.cache (was the bundle rebuilt without it?)');
});

test('the bundle compiled from the cache answers as the bundle compiled from its text', () => {
  const text = 'Trees need rain. Rain feeds the rivers. Rivers carry water to the trees and the farms.';
  const answer = (useCache: boolean) => {
    const script = `require(${JSON.stringify(path.join(ROOT, 'bin', 'load-cli.cjs'))}).loadCli({ useCache: ${useCache} }).run(['graph', '-f', 'json']).then((code) => { process.exitCode = code; })`;
    return spawnSync(process.execPath, ['-e', script], { input: text, encoding: 'utf8' });
  };
  const cached = answer(true);
  const compiled = answer(false);
  assert.equal(cached.status, 0, cached.stderr);
  assert.equal(compiled.status, 0, compiled.stderr);
  assert.equal(cached.stderr, '');
  assert.ok(JSON.parse(cached.stdout).entriesAndGraphOfContext.graph.networkGraph.nodes.length > 3);
  assert.equal(cached.stdout, compiled.stdout);
});

test("a worker of a command over many files compiles the bundle with the cache made for it, under the flags that command set", () => {
  // `tna graph --each` sets V8's flags as its workers start under them; a worker then loads the bundle as bin/pool-worker.cjs does.
  const loader = JSON.stringify(path.join(ROOT, 'bin', 'load-cli.cjs'));
  const script = `
    const { Worker } = require('node:worker_threads');
    const cli = require(${loader}).loadCli();
    cli.run(['graph', '--each', ${JSON.stringify(path.join(ROOT, 'README.md'))}, '--threads', '1', '-f', 'json']).then(() => {
      const worker = new Worker("const l = require(" + JSON.stringify(${loader}) + ").loadCli({ cache: 'tna-pool.cache' }); require('node:worker_threads').parentPort.postMessage([l.script.cachedDataRejected, typeof l.runPoolWorker]);", { eval: true });
      worker.on('message', (answer) => { process.stderr.write('worker: ' + JSON.stringify(answer) + '\\n'); void worker.terminate(); });
    });`;
  const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  assert.equal(child.status, 0, child.stderr);
  assert.match(child.stderr, /worker: \[false,"function"\]/, 'V8 refused dist/tna-pool.cache in a worker (made under other flags than the command sets?)');
});
