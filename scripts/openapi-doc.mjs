// Writes docs/openapi.json: the document `tna serve` answers at GET /openapi.json (from the build).
import { readFileSync, writeFileSync } from 'node:fs';
import { openApiDocument } from '../dist/src/http/openapi.js';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
writeFileSync(new URL('../docs/openapi.json', import.meta.url), openApiDocument(version));
console.error('wrote docs/openapi.json');
