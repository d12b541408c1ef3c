import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { sqlite } from '../../src/store/sqlite.js';
import { openStore } from '../../src/store/store.js';
import { tempStorePath } from './helpers.js';

const moduleUrl = (relative: string) => new URL(relative, import.meta.url).href;

/** A child process that saves graphs through the LocalService, as a second `tna` would. */
const SAVER = `
const { LocalService } = await import(process.env.LOCAL_URL);
const { storeAt } = await import(process.env.PROVIDER_URL);
const service = new LocalService({ store: storeAt(process.env.DB) });
const prefix = process.env.PREFIX;
const lines = Number(process.env.LINES);
if (lines > 0) {
  const text = Array.from({ length: lines }, (_, i) => 'River ' + i + ' feeds farm ' + (i % 97) + ' and city ' + (i % 89) + ' near lake ' + (i % 83)).join('\\n');
  process.stdout.write('saving\\n');
  await service.graphAndStatements({ doNotSave: false, maxNodes: 'all' }, { name: 'big', text });
  process.stdout.write('saved\\n');
} else {
  for (let i = 0; i < Number(process.env.COUNT); i++) {
    await service.graphAndStatements({ doNotSave: false }, { name: prefix + '-' + i, text: 'Process ' + prefix + ' writes graph ' + i + ' about rivers.\\nRivers feed farms.' });
    await service.graphAndStatements({ doNotSave: false }, { name: 'shared', text: prefix + ' appends line ' + i + ' about lakes' });
  }
}
`;

function saver(db: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', SAVER], {
    env: {
      PATH: process.env.PATH ?? '',
      DB: db,
      LOCAL_URL: moduleUrl('../../src/service/local.js'),
      PROVIDER_URL: moduleUrl('../../src/store/provider.js'),
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done, output: () => stdout };
}

test('two processes saving 200 graphs each at once into a new store: nothing lost, nothing locked', async () => {
  const db = tempStorePath('tna-concurrent-');
  const runs = [saver(db, { PREFIX: 'a', COUNT: '200' }), saver(db, { PREFIX: 'b', COUNT: '200' })];
  const results = await Promise.all(runs.map((r) => r.done));
  for (const r of results) {
    assert.equal(r.stderr, '', 'no error, no "database is locked"');
    assert.equal(r.code, 0);
  }
  const store = openStore(db);
  const graphs = await store.listGraphs('anonymous', {});
  assert.equal(graphs.length, 401);
  for (const prefix of ['a', 'b']) {
    for (let i = 0; i < 200; i++) assert.equal((await store.findGraph('anonymous', `${prefix}-${i}`))?.statementCount, 2, `${prefix}-${i}`);
  }
  const shared = await store.statementsOf({ owner: 'anonymous', name: 'shared' });
  assert.deepEqual(shared.map((s) => s.id), Array.from({ length: 400 }, (_, i) => String(i)), 'concurrent appends got unique, gapless ids');
  const contents = new Set(shared.map((s) => s.content));
  for (const prefix of ['a', 'b']) for (let i = 0; i < 200; i++) assert.ok(contents.has(`${prefix} appends line ${i} about lakes`));
  assert.equal((await store.search('lakes', [{ owner: 'anonymous', name: 'shared' }])).length, 400);
  await store.close();
});

test('a process killed in the middle of a save leaves all of it or none of it', async () => {
  const db = tempStorePath('tna-killed-');
  const lines = 50000;
  const run = saver(db, { LINES: String(lines) });
  await new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (run.output().includes('saving')) {
        clearInterval(check);
        setTimeout(resolve, 200);
      }
    }, 10);
  });
  run.child.kill('SIGKILL');
  const result = await run.done;
  const store = openStore(db);
  const big = await store.findGraph('anonymous', 'big');
  const completed = result.stdout.includes('saved');
  assert.ok(completed || result.signal === 'SIGKILL');
  if (process.env.TNA_TEST_DEBUG) console.error('kill test:', completed ? 'save completed first' : 'killed mid-save');
  if (completed) assert.equal(big?.statementCount, lines);
  else assert.equal(big, undefined, 'the killed save left nothing behind');
  assert.ok(big === undefined || big.statementCount === lines);
  await store.close();
  const raw = new (sqlite())(db, { readonly: true });
  assert.equal(raw.pragma('integrity_check', { simple: true }), 'ok');
  raw.close();
});
