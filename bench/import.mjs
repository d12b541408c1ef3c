// Benchmark: what `import('tna')` costs a program, against `node -e 0`: whole processes, each
// command run in turn so that both meet the same load; the median and the least of the runs.
// The package is imported by its name, from a project beside the checkout that links it, as a
// program that installed it would.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUNS = Number(process.env.RUNS ?? 21);

const app = mkdtempSync(path.join(tmpdir(), 'tna-import-'));
try {
  mkdirSync(path.join(app, 'node_modules'));
  symlinkSync(ROOT, path.join(app, 'node_modules', 'tna'), 'dir');
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  const commands = {
    'node -e 0': ['-e', '0'],
    "import('tna')": ['--input-type=module', '-e', "await import('tna')"],
    "import('tna') and graph() of a line": ['--input-type=module', '-e', "const { graph } = await import('tna'); await graph({ text: 'Trees need rain.' })"],
  };
  const times = Object.fromEntries(Object.keys(commands).map((name) => [name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const [name, args] of Object.entries(commands)) {
      const start = process.hrtime.bigint();
      const child = spawnSync(process.execPath, args, { cwd: app, encoding: 'utf8' });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (child.status !== 0) throw new Error(`${name}: ${child.stderr}`);
      times[name].push(ms);
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const bare = times['node -e 0'];
  console.log(`${RUNS} runs each, in turn (Node ${process.versions.node})`);
  for (const [name, values] of Object.entries(times)) {
    const more = name === 'node -e 0' ? '' : `  (+${(median(values) - median(bare)).toFixed(1)} ms median, +${(Math.min(...values) - Math.min(...bare)).toFixed(1)} ms least)`;
    console.log(`${name.padEnd(40)} median ${median(values).toFixed(1)} ms, least ${Math.min(...values).toFixed(1)} ms${more}`);
  }
} finally {
  rmSync(app, { recursive: true, force: true });
}
