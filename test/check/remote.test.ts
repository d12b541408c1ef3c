// tna check --remote: the same report and exit code through a `tna serve` child process as on this machine (needs npm run build).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTna, startServe, type ServeProcess } from '../cli/serve-process.js';
import { scratch, writeJson } from './helpers.js';

let server: ServeProcess;
const TOKEN = 'tok-check-0001';

before(async () => {
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'tna-check-serve-')), 'serve.db');
  server = await startServe(['--quiet', '--workers', '1'], { TNA_SERVE_TOKENS: `${TOKEN}:alice`, TNA_DB: db });
});
after(async () => {
  await server?.stop();
});

test('local and --remote give the same report and exit code, concept and phrase lists and a baseline file included', async () => {
  const dir = scratch('guide.md', 'biased.md', 'release-v1.md', 'release-v2.md');
  writeJson(path.join(dir, 'tna.config.json'), {
    check: {
      rules: {
        'top-concept-share': { max: '50%' },
        'must-mention': { concepts: ['Gardens', 'security'], severity: 'warning' },
        'must-mention-phrase': { phrases: ['central banks', 'garden trees', 'soil compost'] },
        drift: { baseline: 'release-v1.md', maxChange: 0.6 },
      },
    },
  });
  const args = ['check', '-f', 'json', '--combined', 'guide.md', 'biased.md', 'release-v2.md'];
  const local = await runTna(args, { cwd: dir });
  const remote = await runTna([...args, '--remote', server.url, '--token', TOKEN], { cwd: dir });
  assert.equal(local.code, 1, local.stderr);
  assert.deepEqual([remote.code, remote.stderr], [local.code, local.stderr]);
  assert.equal(remote.stdout, local.stdout);
});
