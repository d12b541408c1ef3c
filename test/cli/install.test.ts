// The README's way to get `tna` on the PATH (`npm link` in the clone) works, and the linked
// command runs from any directory, not only inside the clone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

test('npm link puts tna on the PATH, and it runs outside the clone', (t) => {
  const prefix = mkdtempSync(path.join(tmpdir(), 'tna-link-'));
  t.after(() => rmSync(prefix, { recursive: true, force: true }));
  // A private global prefix, so the test leaves the machine's own global packages alone; no
  // scripts (the build already ran) and no network.
  const env = { ...process.env, npm_config_prefix: prefix, npm_config_update_notifier: 'false' };
  const link = spawnSync('npm', ['link', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'], { cwd: root, env, encoding: 'utf8' });
  assert.equal(link.status, 0, link.stderr);

  const elsewhere = mkdtempSync(path.join(tmpdir(), 'tna-elsewhere-'));
  t.after(() => rmSync(elsewhere, { recursive: true, force: true }));
  const PATH = `${path.join(prefix, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`;
  const run = spawnSync('tna', ['graph', '-f', 'summary'], {
    cwd: elsewhere,
    env: { PATH, HOME: elsewhere },
    input: 'Trees need rain.\nRain feeds the rivers that farms need.',
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /^<MainConcepts>\n.*\brain \(/);
});
