// Build step: removes the last build's output, so a module that was moved or deleted in src/ or
// test/ leaves no stale copy in dist/ for the test runner or the bundler to pick up.
import { rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
