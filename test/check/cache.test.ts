// --cache: a second run over unchanged files reads and hashes them but neither parses nor analyzes
// them; a changed file, changed analysis settings or a damaged cache file mean analyzing again,
// and the report is the same either way.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { run } from '../../src/cli/main.js';
import { LocalService } from '../../src/service/local.js';
import { pipeIO } from '../cli/pipe-io.js';
import { LENIENT, scratch, tiny, writeJson } from './helpers.js';

/** `tna ARGS` with a Service that counts the texts it is asked to analyze. */
async function counted(args: string[], cwd: string): Promise<{ code: number; out: string; analyzed: number }> {
  const { io, out } = pipeIO({ cwd });
  let analyzed = 0;
  const code = await run(args, io, async () => {
    const service = new LocalService({});
    return new Proxy(service, {
      get(target, key, receiver) {
        if (key === 'graphAndStatements') {
          return (...a: Parameters<LocalService['graphAndStatements']>) => {
            analyzed++;
            return target.graphAndStatements(...a);
          };
        }
        return Reflect.get(target, key, receiver);
      },
    });
  });
  return { code, out: out(), analyzed };
}

function folder(): string {
  const dir = scratch('guide.md', 'biased.md', 'families.md');
  writeJson(path.join(dir, 'tna.config.json'), tiny({ ...LENIENT, 'top-concept-share': { max: '50%' }, 'must-mention': { concepts: ['security'] } }));
  return dir;
}
const FILES = ['guide.md', 'biased.md', 'families.md'];

test('--cache: the second run analyzes nothing and reports the same; a changed file alone is analyzed again', async () => {
  const dir = folder();
  const plain = await counted(['check', '-f', 'json', ...FILES], dir);
  const first = await counted(['check', '--cache', '-f', 'json', ...FILES], dir);
  assert.ok(existsSync(path.join(dir, '.tnacache')));
  // Three texts, and must-mention's list once.
  assert.equal(first.analyzed, 4);
  const second = await counted(['check', '--cache', '-f', 'json', ...FILES], dir);
  assert.equal(second.analyzed, 1, 'only the concept list');
  assert.equal(second.out, first.out);
  assert.equal(first.out, plain.out, 'the cache changes nothing in the report');
  assert.equal(second.code, 1);

  writeFileSync(path.join(dir, 'biased.md'), readFileSync(path.join(dir, 'biased.md'), 'utf8') + '\nSecurity reviews happen every quarter.\n');
  const third = await counted(['check', '--cache', '-f', 'json', ...FILES], dir);
  assert.equal(third.analyzed, 2, 'the edited file, and the list');
  assert.notEqual(third.out, second.out);

  // A rule's threshold is not part of the key: the kept figures are judged anew.
  writeJson(path.join(dir, 'tna.config.json'), tiny({ ...LENIENT }));
  const rules = await counted(['check', '--cache', '-f', 'json', ...FILES], dir);
  assert.equal(rules.analyzed, 0);
  assert.equal(rules.code, 0);
});

test('--cache: other analysis settings miss; a damaged cache file is read as empty; --cache-location names the file', async () => {
  const dir = folder();
  await counted(['check', '--cache', ...FILES], dir);
  writeJson(path.join(dir, 'tna.config.json'), tiny({ ...LENIENT }, { split: 'sentence' }));
  assert.equal((await counted(['check', '--cache', ...FILES], dir)).analyzed, 3, 'another split: every file again');
  assert.equal((await counted(['check', '--cache', ...FILES], dir)).analyzed, 0);

  writeFileSync(path.join(dir, '.tnacache'), '{ not json');
  const damaged = await counted(['check', '--cache', ...FILES], dir);
  assert.equal(damaged.analyzed, 3);
  assert.doesNotThrow(() => JSON.parse(readFileSync(path.join(dir, '.tnacache'), 'utf8')), 'written anew');

  await counted(['check', '--cache-location', 'build/check-cache.json', ...FILES], dir);
  assert.ok(existsSync(path.join(dir, 'build', 'check-cache.json')), 'its directory is made');
  assert.equal((await counted(['check', '--cache-location', 'build/check-cache.json', ...FILES], dir)).analyzed, 0);
  writeFileSync(path.join(dir, 'blocked'), 'a file where a directory would go');
  const blocked = await counted(['check', '--cache-location', 'blocked/cache.json', ...FILES], dir);
  assert.equal(blocked.code, 2, 'a cache that cannot be written is bad input');
});

test('--cache with --combined: the files are still read for the combined text, which is analyzed every time', async () => {
  const dir = folder();
  const plain = await counted(['check', '-f', 'json', '--combined', ...FILES], dir);
  await counted(['check', '--cache', '-f', 'json', '--combined', ...FILES], dir);
  const again = await counted(['check', '--cache', '-f', 'json', '--combined', ...FILES], dir);
  assert.equal(again.analyzed, 2, 'the combined text and the list');
  assert.equal(again.out, plain.out);
});
