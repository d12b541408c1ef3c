#!/usr/bin/env node
'use strict';
// Launcher: runs the bundled CLI (bin/load-cli.cjs says how). `npm install` builds it (the prepare script).
// CommonJS (bin/package.json says so): an ES module entry costs Node about 10 ms more to start.
const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  // The version alone needs none of the bundle, whose loading is most of a short run's time.
  process.stdout.write(`${require('../package.json').version}\n`);
} else {
  const { loadCli } = require('./load-cli.cjs');
  loadCli()
    .run(args)
    .then((code) => {
      process.exitCode = code;
    });
}
