#!/usr/bin/env node
// Launcher: runs the bundled CLI (bin/load-cli.cjs says how). `npm install` builds it (the prepare script).
import { createRequire } from 'node:module';

const { loadCli } = createRequire(import.meta.url)('./load-cli.cjs');
process.exitCode = await loadCli().run(process.argv.slice(2));
