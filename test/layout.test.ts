// The layout stays true: no import circles, dependencies pointing one way (the rules in
// .dependency-cruiser.cjs, explained in docs/ARCHITECTURE.md), and no source file so long that it
// must be doing several jobs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Compiled to dist/test/, so the checkout is two levels up.
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DEPCRUISE = path.join(ROOT, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const MAX_LINES = 300;

function cruise(cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [DEPCRUISE, 'src', '--config', CONFIG], { cwd }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr });
    });
  });
}

test('src/ has no import circle and no import against the direction of the layers', async () => {
  const { code, output } = await cruise(ROOT);
  assert.equal(code, 0, output);
  assert.match(output, /no dependency violations found/);
});

test('the rules catch a circle, imports up the layers (static or lazy) and a room importing its sibling', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tna-layout-'));
  try {
    const files: Record<string, string> = {
      // a circle inside one room
      'src/service/a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'src/service/b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
      // the core reaching up into the CLI
      'src/core/pure.ts': "import { flag } from '../cli/flags.js';\nexport const pure = flag;\n",
      'src/cli/flags.ts': "export const flag = 1;\n",
      // the language-model room reaching into the service, by a lazy import
      'src/ai/model.ts': "export const model = async () => (await import('../service/a.js')).a;\n",
      // the store reaching sideways into the language-model room
      'src/store/keep.ts': "import { model } from '../ai/model.js';\nexport const keep = model;\n",
      'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' }, include: ['src/**/*.ts'] }),
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const { code, output } = await cruise(dir);
    assert.notEqual(code, 0, output);
    assert.match(output, /no-circular: src\/service\/a\.ts/);
    assert.match(output, /core-imports-only-itself: src\/core\/pure\.ts → src\/cli\/flags\.ts/);
    assert.match(output, /ai-imports-only-report-core: src\/ai\/model\.ts → src\/service\/a\.ts/);
    assert.match(output, /store-imports-only-core: src\/store\/keep\.ts → src\/ai\/model\.ts/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

test(`no source file is longer than ${MAX_LINES} lines`, () => {
  const long = sourceFiles(path.join(ROOT, 'src'))
    .map((file) => ({ file: path.relative(ROOT, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
    .filter(({ lines }) => lines > MAX_LINES);
  assert.deepEqual(long, [], 'split these files by job');
});
