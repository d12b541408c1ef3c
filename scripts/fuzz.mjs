// `npm run fuzz`: the fuzz suite (dist/test/fuzz) with many cases and a new seed, then how many cases ran and how long it took.
// TNA_FUZZ_SEED replays a seed, TNA_FUZZ_RUNS sets the cases per property (default 1000); a failure prints how to replay it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIR = path.join(ROOT, 'dist', 'test', 'fuzz');
if (!existsSync(DIR)) {
  console.error('fuzz: dist/test/fuzz is missing: run npm run build first');
  process.exit(2);
}

const seed = process.env.TNA_FUZZ_SEED || String(Math.floor(Math.random() * 2 ** 31));
const runs = process.env.TNA_FUZZ_RUNS || '1000';
const report = path.join(mkdtempSync(path.join(tmpdir(), 'tna-fuzz-')), 'cases.jsonl');
const files = readdirSync(DIR).filter((name) => name.endsWith('.test.js')).sort().map((name) => path.join(DIR, name));

console.log(`fuzz: seed ${seed}, ${runs} cases per property (replay with TNA_FUZZ_SEED=${seed} TNA_FUZZ_RUNS=${runs} npm run fuzz)`);
const started = performance.now();
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...files], {
  stdio: 'inherit',
  env: { ...process.env, TNA_FUZZ_SEED: seed, TNA_FUZZ_RUNS: runs, TNA_FUZZ_REPORT: report },
});
const seconds = (performance.now() - started) / 1000;

const rows = existsSync(report) ? readFileSync(report, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
rmSync(path.dirname(report), { recursive: true, force: true });
const cases = rows.reduce((sum, row) => sum + row.cases, 0);
console.log(`\nfuzz: ${cases.toLocaleString('en')} cases in ${rows.length} properties, ${seconds.toFixed(1)} s, seed ${seed}: ${result.status === 0 ? 'all held' : 'FAILED (the replay line is above)'}`);
process.exitCode = result.status ?? 1;
