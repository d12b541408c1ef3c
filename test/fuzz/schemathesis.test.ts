// Schemathesis, an OpenAPI fuzzer (a Python program, optional: skipped where it is not installed),
// against a live `tna serve`: requests generated from /openapi.json, and its checks for server
// errors, undocumented status codes, content types and response schemas. npm run fuzz runs it
// longer (TNA_FUZZ_RUNS examples per operation).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServe } from '../cli/serve-process.js';

const TOKEN = 'fuzz-token-0123456789';
const found = spawnSync('schemathesis', ['--version'], { encoding: 'utf8' });
const SKIP = found.status === 0 ? undefined : 'schemathesis is not installed (pip install schemathesis)';

test('schemathesis finds no server error, undocumented status, wrong content type or response off its schema', { skip: SKIP, timeout: 1_800_000 }, async () => {
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tna-schemathesis-')), 'tna.db');
  const server = await startServe(['--db', db, '--rate-limit', '0', '--workers', '2', '--quiet'], { TNA_SERVE_TOKENS: `${TOKEN}:fuzz` });
  try {
    const examples = process.env.TNA_FUZZ_RUNS ? String(Math.max(10, Math.round(Number(process.env.TNA_FUZZ_RUNS) / 10))) : '10';
    const run = spawn('schemathesis', ['run', `${server.url}/openapi.json`, '--checks', 'all', '--header', `Authorization: Bearer ${TOKEN}`, '--max-examples', examples], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    run.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    run.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => run.on('close', resolve));
    assert.equal(code, 0, output);
    assert.equal(server.child.exitCode, null, 'the server is still running');
  } finally {
    await server.stop();
  }
});
