// Last build step: records in dist/ the hash of what this build was made from (scripts/source-hash.mjs),
// so that the prepare script can tell a current dist/ from a stale one. A build that failed before
// this step left no record (scripts/clean.mjs removed the old dist/), so the next prepare builds.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECORD, sourceHash } from './source-hash.mjs';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
writeFileSync(path.join(ROOT, RECORD), `${sourceHash(ROOT)}\n`);
