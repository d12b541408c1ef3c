// tna check and the analysis mode: check.analysis.mode in the configuration, --analysis over it,
// TNA_ANALYSIS under it, a bad mode named by its key, and --init writing the mode it measured with.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { run } from '../../src/cli/main.js';
import { LocalService } from '../../src/service/local.js';
import type { Service } from '../../src/service/service.js';
import { storeAt } from '../../src/store/provider.js';
import { pipeIO } from '../cli/pipe-io.js';
import { scratch, writeJson } from './helpers.js';

/** `tna ARGS` in `cwd` against a LocalService whose graphAndStatements notes the analysis of every body. */
async function tna(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const { io, out, err } = pipeIO({ cwd, env });
  const store = storeAt(path.join(cwd, '.tna-test.db'));
  const modes: unknown[] = [];
  try {
    const code = await run(args, io, async () => {
      const service = new LocalService({ store });
      const graph = service.graphAndStatements;
      service.graphAndStatements = (query, body) => {
        modes.push(body.analysis);
        return graph(query, body);
      };
      return service as Service;
    });
    return { code, out: out(), err: err(), modes: [...new Set(modes)] };
  } finally {
    await store.close();
  }
}

const RULES = { clusters: { min: 1 } };

test('check.analysis.mode is the analysis of every text; --analysis over it; TNA_ANALYSIS only where it says none', async () => {
  const dir = scratch('guide.md');
  const config = (analysis: Record<string, unknown>) => writeJson(path.join(dir, 'tna.config.json'), { check: { rules: RULES, analysis } });
  const modes = async (args: string[], env: NodeJS.ProcessEnv = {}) => {
    const r = await tna(['check', '-f', 'json', ...args, 'guide.md'], dir, env);
    assert.ok(r.code === 0 || r.code === 1, r.err);
    return r.modes;
  };
  config({ mode: 'reference' });
  assert.deepEqual(await modes([]), ['reference']);
  assert.deepEqual(await modes(['--analysis', 'default']), ['default'], 'the flag over the configuration');
  assert.deepEqual(await modes([], { TNA_ANALYSIS: 'default' }), ['reference'], 'the configuration over the environment');
  config({});
  assert.deepEqual(await modes([]), ['default'], 'neither: the default analysis, said explicitly');
  assert.deepEqual(await modes([], { TNA_ANALYSIS: 'reference' }), ['reference']);
  assert.deepEqual(await modes(['--analysis', 'default'], { TNA_ANALYSIS: 'reference' }), ['default']);
  const bad = await tna(['check', 'guide.md'], dir, { TNA_ANALYSIS: 'fast' });
  assert.equal(bad.code, 2);
  assert.equal(bad.err, 'tna: TNA_ANALYSIS must be one of default, reference (got "fast")\n');
});

test('a bad check.analysis.mode exits 2 naming the key and the allowed values', async () => {
  const dir = scratch('guide.md');
  writeJson(path.join(dir, 'tna.config.json'), { check: { rules: RULES, analysis: { mode: 'hosted' } } });
  const bad = await tna(['check', 'guide.md'], dir);
  assert.equal(bad.code, 2);
  assert.equal(bad.err, 'tna: tna.config.json: check.analysis.mode must be one of default, reference\n');
  assert.deepEqual(bad.modes, [], 'nothing analysed');
  writeJson(path.join(dir, 'tna.config.json'), { check: { rules: RULES, analysis: { modes: 'default' } } });
  const unknown = await tna(['check', 'guide.md'], dir);
  assert.equal(unknown.code, 2);
  assert.match(unknown.err, /check\.analysis\.modes is not allowed; allowed keys are language, stopwords, maxNodes, split, minStatements, mode, html, \$comment\n$/);
});

test('--init writes the mode it measured with, and the configuration it writes passes on the same texts', async () => {
  for (const [args, mode] of [[[], 'default'], [['--analysis', 'reference'], 'reference']] as const) {
    const dir = scratch('guide.md', 'cooking.md');
    const init = await tna(['check', '--init', ...args, 'guide.md', 'cooking.md'], dir);
    assert.equal(init.code, 0, init.err);
    assert.deepEqual(init.modes, [mode], 'measured in that mode');
    const written = JSON.parse(readFileSync(path.join(dir, 'tna.config.json'), 'utf8'));
    assert.equal(written.check.analysis.mode, mode);
    const check = await tna(['check', 'guide.md', 'cooking.md'], dir, { TNA_ANALYSIS: mode === 'default' ? 'reference' : 'default' });
    assert.equal(check.code, 0, check.out + check.err);
    assert.deepEqual(check.modes, [mode], 'checked in the mode the thresholds were measured in, whatever the environment says');
  }
});
