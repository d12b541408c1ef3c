#!/usr/bin/env node
// Launcher: runs the bundled CLI. `npm install` builds it (the prepare script).
import { run } from '../dist/tna.mjs';
process.exitCode = await run(process.argv.slice(2));
