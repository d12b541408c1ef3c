// `tna check` on worker threads: the same report, in the same order, as on the command's own
// thread (--jobs 1), with an unreadable file, --combined, --cache and --init; and a worker that
// runs out of its capped heap hands its file back to the command's thread rather than failing it;
// a worker takes files while the command's thread is busy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { WORKERS_FROM } from '../../src/cli/check-run.js';
import { HERE } from '../../src/cli/each/claims.js';
import { AHEAD_PER_THREAD, WorkerPool } from '../../src/cli/each/pool.js';
import type { CheckWorkerData } from '../../src/cli/each/pool-worker.js';
import { DEFAULT_ANALYSIS } from '../../src/check/config-schema.js';
import type { FileJobOutcome } from '../../src/check/file-job.js';
import type { CheckText } from '../../src/check/inputs.js';
import { LENIENT, scratch, tiny, tna, writeJson } from './helpers.js';

const TOPICS = ['salmon rivers', 'mountain glaciers', 'desert dunes', 'coral reefs', 'pine forests', 'city bridges', 'harbour cranes', 'river deltas', 'prairie winds', 'volcanic islands', 'arctic tundra', 'rice terraces'];

/** A folder of more files than a check starts workers for: Markdown and HTML pages, one binary file among them. */
function folder(): { dir: string; files: string[] } {
  const dir = scratch();
  writeJson(path.join(dir, 'tna.config.json'), tiny(LENIENT));
  const files: string[] = [];
  TOPICS.forEach((topic, i) => {
    const [a, b] = topic.split(' ');
    const prose = `The ${a} shapes the ${b}. Every ${b} remembers the ${a} and its seasons. Travellers study the ${a} near old ${b} at dawn.\n\nMaps of the ${b} show where the ${a} meets the sea.`;
    const name = i % 3 === 0 ? `page-${String(i).padStart(2, '0')}.html` : `note-${String(i).padStart(2, '0')}.md`;
    writeFileSync(path.join(dir, name), name.endsWith('.html') ? `<html><body><nav><a href="/">Home</a></nav><main><h1>${topic}</h1><p>${prose}</p></main></body></html>` : `# ${topic}\n\n${prose}\n`);
    files.push(name);
  });
  writeFileSync(path.join(dir, 'note-99.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00, 0x01]));
  files.push('note-99.md');
  assert.ok(files.length >= WORKERS_FROM, 'enough files for workers');
  return { dir, files: files.sort() };
}

test('on worker threads, the report is the one of the command thread, file for file and in order, an unreadable file among them', async () => {
  const { dir, files } = folder();
  const threaded = await tna(['check', '-f', 'json', '--jobs', '2', '*.md', '*.html'], dir);
  const inline = await tna(['check', '-f', 'json', '--jobs', '1', '*.md', '*.html'], dir);
  assert.equal(threaded.code, 2, 'the binary file is bad input');
  assert.equal(threaded.out, inline.out);
  assert.equal(threaded.err, inline.err);
  const report = JSON.parse(threaded.out) as { files: { file: string; results: unknown[]; unreadable?: string }[] };
  const order = [...files.filter((f) => f.endsWith('.md')), ...files.filter((f) => f.endsWith('.html'))];
  assert.deepEqual(report.files.map((f) => f.file), order, 'the files in the order the patterns named them');
  assert.match(report.files.find((f) => f.file === 'note-99.md')?.unreadable ?? '', /looks like a binary file/);
  assert.ok(report.files.filter((f) => f.unreadable === undefined).every((f) => f.results.length > 0), 'every other file judged');

  const text = await tna(['check', '--jobs', '2', '*.md', '*.html'], dir);
  assert.equal(text.out, (await tna(['check', '--jobs', '1', '*.md', '*.html'], dir)).out, 'the text table too');
});

// Bounded: a file that no thread takes would otherwise hang the test rather than fail it.
test('more files than are in flight: every file once, in order, the report of the command thread', { timeout: 300_000 }, async () => {
  const dir = scratch();
  writeJson(path.join(dir, 'tna.config.json'), tiny(LENIENT));
  // Far more files than the threads keep in flight (AHEAD_PER_THREAD a thread), so that the
  // slots of files done are offered again while a worker may still hold their earlier offers.
  const count = 6 * AHEAD_PER_THREAD * 2;
  for (let i = 0; i < count; i++) {
    const [a, b] = TOPICS[i % TOPICS.length].split(' ');
    const [c, d] = TOPICS[(i * 5 + 3) % TOPICS.length].split(' ');
    writeFileSync(path.join(dir, `n${String(i).padStart(3, '0')}.md`), `# ${a} and ${d}\n\nThe ${a} shapes the ${b} and the ${c}. Every ${d} remembers the ${a}.\n\n${'Travellers study the ' + c + ' near the ' + b + '. '.repeat(1 + (i % 4))}\n`);
  }
  const threaded = await tna(['check', '-f', 'json', '--jobs', '2', '*.md'], dir);
  const inline = await tna(['check', '-f', 'json', '--jobs', '1', '*.md'], dir);
  assert.equal(threaded.out, inline.out);
  const report = JSON.parse(threaded.out) as { files: { file: string }[] };
  assert.deepEqual(report.files.map((f) => f.file), Array.from({ length: count }, (_, i) => `n${String(i).padStart(3, '0')}.md`));
});

test('--combined, --cache and --init on worker threads as on the command thread', async () => {
  const { dir } = folder();
  const combined = await tna(['check', '-f', 'json', '--combined', '--jobs', '2', '*.md'], dir);
  assert.equal(combined.out, (await tna(['check', '-f', 'json', '--combined', '--jobs', '1', '*.md'], dir)).out);
  assert.equal((JSON.parse(combined.out) as { files: { file: string }[] }).files.at(-1)?.file, '(combined)');

  const first = await tna(['check', '-f', 'json', '--cache', '--jobs', '2', '*.md'], dir);
  const again = await tna(['check', '-f', 'json', '--cache', '--jobs', '2', '*.md'], dir);
  assert.equal(again.out, first.out, 'the facts the workers found, kept and read back');
  assert.equal(first.out, (await tna(['check', '-f', 'json', '--jobs', '1', '*.md'], dir)).out);

  await tna(['check', '--init', '--config', 'threaded.json', '--jobs', '2', '*.md', '*.html'], dir);
  await tna(['check', '--init', '--config', 'inline.json', '--jobs', '1', '*.md', '*.html'], dir);
  assert.equal(readFileSync(path.join(dir, 'threaded.json'), 'utf8'), readFileSync(path.join(dir, 'inline.json'), 'utf8'));
});

test('--jobs takes a whole number of one or more', async () => {
  const { dir } = folder();
  const r = await tna(['check', '--jobs', '0', '*.md'], dir);
  assert.equal(r.code, 2);
  assert.match(r.err, /--jobs/);
});

test('a file whose worker ran out of its heap is analyzed again where the pool says, not failed', async () => {
  const data: CheckWorkerData = { kind: 'check', settings: { cwd: process.cwd(), reading: {}, analysis: DEFAULT_ANALYSIS, phrases: [] }, env: {} };
  const retried: string[] = [];
  // A heap too small for a worker even to start: every file goes back.
  const pool = new WorkerPool<CheckText, FileJobOutcome>({
    threads: 2,
    data,
    resourceLimits: { maxOldGenerationSizeMb: 1, maxYoungGenerationSizeMb: 1 },
    failed: () => ({ error: { status: 500, code: 'internal', message: 'failed' } }),
    retry: async (text) => {
      retried.push(text.file);
      return { text: { ...text, analyzed: null } };
    },
  });
  try {
    const names = ['a.md', 'b.md', 'c.md', 'd.md', 'e.md'];
    const outcomes = await Promise.all(names.map((file) => pool.run({ file, absolute: `/nowhere/${file}`, text: '' })));
    assert.deepEqual(outcomes.map((o) => o.text?.file), names);
    assert.ok(outcomes.every((o) => o.error === undefined && o.text?.analyzed === null));
    assert.deepEqual([...retried].sort(), names);
  } finally {
    await pool.close();
  }
});

test('a worker takes the files offered while this thread is busy with a long one, without waiting for it', async () => {
  const data: CheckWorkerData = { kind: 'check', settings: { cwd: process.cwd(), reading: {}, analysis: DEFAULT_ANALYSIS, phrases: [] }, env: {} };
  // This thread's first file holds it, never yielding, until a worker has claimed a file (or a
  // minute has passed, for a failure rather than a hang): a pool that handed files out from this
  // thread's event loop would give the worker none meanwhile.
  const pause = new Int32Array(new SharedArrayBuffer(4));
  let long = true;
  let tookMeanwhile = false;
  const pool: WorkerPool<CheckText, FileJobOutcome> = new WorkerPool<CheckText, FileJobOutcome>({
    threads: 2,
    data,
    local: async (text) => {
      if (long) {
        long = false;
        const until = Date.now() + 60_000;
        while (!tookMeanwhile && Date.now() < until) {
          tookMeanwhile = pool.claims.slots.some((owner) => owner > HERE);
          Atomics.wait(pause, 0, 0, 5);
        }
      }
      return { text: { ...text, file: 'here' } };
    },
    failed: () => ({ error: { status: 500, code: 'internal', message: 'failed' } }),
  });
  try {
    const names = Array.from({ length: 16 }, (_, i) => `f${i}.md`);
    const outcomes = await Promise.all(names.map((file) => pool.run({ file, absolute: `/nowhere/${file}`, text: '' })));
    const there = outcomes.filter((o) => o.text?.file !== 'here').map((o) => o.text?.file);
    assert.ok(tookMeanwhile, 'the worker took a file while this thread was busy');
    assert.ok(there.length > 0, 'and analyzed it');
    assert.ok(there.every((file) => file !== undefined && names.includes(file)), 'each answer under its own file');
    assert.equal(outcomes.length, names.length);
  } finally {
    await pool.close();
  }
});
