// --analysis default|reference on every command that analyses text, TNA_ANALYSIS when the flag is
// absent, and the body field each sends, locally (a spy on the service) and with --remote.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from '../../src/cli/main.js';
import { LocalService } from '../../src/service/local.js';
import { storeAt } from '../../src/store/provider.js';
import { recordingServices, startServer, type RecordedCall } from '../http/server-helpers.js';
import { spying, type Call } from '../spying-service.js';
import { pipeIO } from './pipe-io.js';
import { runTna } from './serve-process.js';

const dir = mkdtempSync(path.join(tmpdir(), 'tna-analysis-cli-'));
const file = (name: string, content: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, content);
  return p;
};
const garden = file('garden.txt', 'Gardeners plant young trees in warm spring soil.\nOld trees shade the garden soil.\nRain feeds the garden.\n');
const economy = file('economy.txt', 'Banks raise interest rates to slow inflation.\nFarmers sell vegetables at the local market.\n');
const results = file('results.jsonl', '{"title":"How heat pumps work","snippet":"Warmth from outdoor air, moved with electricity."}\n');

/** `tna ARGS` in a pipe, against a spied LocalService with its own store; the calls it made. */
async function tna(args: string[], env: NodeJS.ProcessEnv = {}, stdin?: string) {
  const { io, out, err } = pipeIO({ cwd: dir, env, stdin });
  const store = storeAt(path.join(dir, 'tna.db'));
  const calls: Call[] = [];
  try {
    const code = await run(args, io, async () => spying(new LocalService({ store }), calls));
    return { code, out: out(), err: err(), calls };
  } finally {
    await store.close();
  }
}

/** The analysis field of the command's first call to `endpoint` (the call must have been made). */
async function sent(args: string[], endpoint: string, env: NodeJS.ProcessEnv = {}): Promise<unknown> {
  const r = await tna(args, env);
  const call = r.calls.find((c) => c.endpoint === endpoint);
  assert.ok(call, `${args.join(' ')} calls ${endpoint} (exit ${r.code}: ${r.err})`);
  return call.body.analysis;
}

test('tna graph: --analysis, else TNA_ANALYSIS, else nothing (the service\'s default); any case', async () => {
  assert.equal(await sent(['graph', garden], 'graphAndStatements'), undefined);
  assert.equal(await sent(['graph', '--analysis', 'reference', garden], 'graphAndStatements'), 'reference');
  assert.equal(await sent(['graph', '--analysis', 'REFERENCE', garden], 'graphAndStatements'), 'reference');
  assert.equal(await sent(['graph', garden], 'graphAndStatements', { TNA_ANALYSIS: 'reference' }), 'reference');
  assert.equal(await sent(['graph', garden], 'graphAndStatements', { TNA_ANALYSIS: ' Reference ' }), 'reference');
  assert.equal(await sent(['graph', '--analysis', 'default', garden], 'graphAndStatements', { TNA_ANALYSIS: 'reference' }), 'default', 'the flag over the environment');
  assert.equal(await sent(['graph', garden], 'graphAndStatements', { TNA_ANALYSIS: '' }), undefined, 'an empty variable is no choice');
  // The mode a saved graph was given stays with it when text is added without one.
  const saved = await tna(['graph', '--save', '--name', 'kept', '--analysis', 'reference', garden]);
  assert.equal(saved.code, 0, saved.err);
  const store = storeAt(path.join(dir, 'tna.db'));
  try {
    assert.equal((await tna(['graph', '--save', '--name', 'kept', economy])).code, 0);
    assert.equal((await (await store('read'))!.findGraph('anonymous', 'kept'))!.settings.analysis, 'reference');
  } finally {
    await store.close();
  }
});

test('every command that analyses text sends the flag, and TNA_ANALYSIS without it', async () => {
  const commands: [string[], string][] = [
    [['graph', garden], 'graphAndStatements'],
    [['dot', garden], 'dotGraphFromText'],
    [['compare', garden, economy], 'compareGraphs'],
    [['compare', '--advice', garden, economy], 'graphsAndAiAdvice'],
    [['advice', garden], 'graphAndAdvice'],
    [['advice', '--compare', 'merge', garden, economy], 'graphsAndAiAdvice'],
    [['related', 'rain', garden], 'aiSearch'],
    [['search', 'garden'], 'search'],
    [['intent', 'results', 'heat pumps', '--results-file', results], 'engineSearchResultsGraph'],
  ];
  for (const [args, endpoint] of commands) {
    assert.equal(await sent([...args, '--analysis', 'reference'], endpoint), 'reference', `${args[0]} --analysis reference`);
    assert.equal(await sent(args, endpoint, { TNA_ANALYSIS: 'reference' }), 'reference', `${args[0]} with TNA_ANALYSIS`);
    assert.equal(await sent([...args, '--analysis', 'default'], endpoint, { TNA_ANALYSIS: 'reference' }), 'default', `${args[0]}: the flag first`);
  }
});

test('a bad --analysis or TNA_ANALYSIS exits 2 naming the allowed values (and the variable), before anything is analysed', async () => {
  for (const command of [['graph', garden], ['dot', garden], ['related', 'rain', garden], ['search', 'garden'], ['compare', garden, economy], ['mcp']]) {
    const flag = await tna([...command, '--analysis', 'nonsense']);
    assert.equal(flag.code, 2, command[0]);
    assert.match(flag.err, /--analysis <mode>' argument 'nonsense' is invalid\. Allowed choices are default, reference\./);
    const env = await tna(command, { TNA_ANALYSIS: 'exact' });
    assert.equal(env.code, 2, `${command[0]} with TNA_ANALYSIS=exact`);
    assert.equal(env.err, 'tna: TNA_ANALYSIS must be one of default, reference (got "exact")\n');
    assert.deepEqual(env.calls, [], 'nothing was asked of the service');
  }
  // A good flag makes a bad variable beside it irrelevant, as it is never read.
  assert.equal(await sent(['graph', '--analysis', 'reference', garden], 'graphAndStatements', { TNA_ANALYSIS: 'exact' }), 'reference');
});

test('the installed command: exit 2 and the message for a bad flag and a bad variable', async () => {
  const flag = await runTna(['graph', '--analysis', 'nonsense'], { input: 'Rain feeds rivers.' });
  assert.equal(flag.code, 2);
  assert.match(flag.stderr, /Allowed choices are default, reference/);
  const env = await runTna(['graph'], { input: 'Rain feeds rivers.', env: { TNA_ANALYSIS: 'bogus' } });
  assert.equal(env.code, 2);
  assert.equal(env.stderr, 'tna: TNA_ANALYSIS must be one of default, reference (got "bogus")\n');
  const good = await runTna(['graph', '--analysis', 'reference', '-f', 'summary'], { input: 'Rain feeds rivers.\nRivers feed farms.' });
  assert.equal(good.code, 0, good.stderr);
});

test('with --remote the field is sent in the body, from the flag or TNA_ANALYSIS', async () => {
  const calls: RecordedCall[] = [];
  const server = await startServer({ services: recordingServices(calls) });
  const remote = async (args: string[], env: NodeJS.ProcessEnv = {}) => {
    const { io } = pipeIO({ cwd: dir, env: { ...env, TNA_REMOTE: server.url, TNA_TOKEN: 'alice-secret-token' } });
    calls.length = 0;
    // The recording server answers with the request itself, which the command cannot render: only the request counts here.
    await run(args, io);
    assert.equal(calls.length, 1, args.join(' '));
    return calls[0].body.analysis;
  };
  try {
    assert.equal(await remote(['graph', '--analysis', 'reference', garden]), 'reference');
    assert.equal(await remote(['dot', garden], { TNA_ANALYSIS: 'reference' }), 'reference');
    assert.equal(await remote(['compare', '--analysis', 'default', garden, economy]), 'default');
    assert.equal(await remote(['graph', garden]), undefined, 'no flag, no variable: the server\'s default');
  } finally {
    await server.close();
  }
});
