#!/usr/bin/env node
// Launcher: runs the built CLI. `npm install` builds it (the prepare script).
import { run } from '../dist/src/cli/main.js';
process.exitCode = await run(process.argv.slice(2));
