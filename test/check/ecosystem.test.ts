// tna check where CI users look for it: the GitHub Action (action.yml and the script its Check step
// runs) and the pre-commit hook (.pre-commit-hooks.yaml, its entry run as pre-commit runs it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT, scratch, writeJson } from './helpers.js';

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}

const action = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { required?: boolean; default?: string }>;
  runs: { using: string; steps: Step[] };
};

/** A folder with one page that fails must-mention (no 'zeppelin') and one that passes. */
function repository(): string {
  const dir = scratch('guide.md');
  writeFileSync(path.join(dir, 'airships.md'), '# Airships\n\nThe zeppelin floats over the harbour.\n');
  writeJson(path.join(dir, 'tna.config.json'), { check: { rules: { 'must-mention': { concepts: ['zeppelin'] } } } });
  return dir;
}

/** The Check step's script, as the runner runs it: inputs in INPUT_* variables, outputs to $GITHUB_OUTPUT. */
function runAction(dir: string, inputs: Record<string, string>) {
  const output = path.join(dir, 'github-output.txt');
  writeFileSync(output, '');
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, GITHUB_OUTPUT: output, GITHUB_ACTION_PATH: ROOT, NO_COLOR: '1' };
  for (const [key, value] of Object.entries(inputs)) env[`INPUT_${key.toUpperCase().replace(/-/g, '_')}`] = value;
  const r = spawnSync('bash', [path.join(ROOT, 'scripts', 'github-action.sh')], { cwd: dir, env, encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, exitCode: /^exit-code=(\d)$/m.exec(readFileSync(output, 'utf8'))?.[1] };
}

test('action.yml: a composite action with files and format inputs, whose Check step runs the script and whose upload takes SARIF', () => {
  assert.equal(action.runs.using, 'composite');
  assert.equal(action.inputs.files.required, true);
  assert.equal(action.inputs.format.default, 'github');
  const check = action.runs.steps.find((s) => s.id === 'check');
  assert.ok(check?.run?.includes('scripts/github-action.sh'), 'the Check step runs the tested script');
  for (const input of Object.keys(action.inputs)) {
    assert.equal(check!.env?.[`INPUT_${input.toUpperCase().replace(/-/g, '_')}`], `\${{ inputs.${input} }}`, `${input} reaches the script`);
  }
  const upload = action.runs.steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
  assert.ok(upload?.if?.includes("inputs.format == 'sarif'"), 'SARIF is uploaded to code scanning');
  const last = action.runs.steps[action.runs.steps.length - 1];
  assert.match(last.run ?? '', /exit "\$\{\{ steps\.check\.outputs\.exit-code \}\}"/, 'the job fails as tna check does');
});

test('the action script: annotations with files and lines, a SARIF log, and tna\'s exit code as the step output', () => {
  const dir = repository();
  const github = runAction(dir, { files: 'guide.md\nairships.md', format: 'github' });
  assert.equal(github.status, 0, github.stderr);
  assert.equal(github.exitCode, '1', 'guide.md never mentions a zeppelin');
  assert.match(github.stdout, /^::error file=guide\.md,line=1,title=tna must-mention::/m);
  assert.doesNotMatch(github.stdout, /file=airships\.md/);

  const sarif = runAction(dir, { files: '*.md', format: 'sarif', 'sarif-file': 'out.sarif' });
  assert.equal(sarif.exitCode, '1', sarif.stderr);
  const log = JSON.parse(readFileSync(path.join(dir, 'out.sarif'), 'utf8'));
  assert.deepEqual(log.runs[0].results.map((r: { ruleId: string }) => r.ruleId), ['must-mention']);

  assert.equal(runAction(dir, { files: 'airships.md', format: 'github' }).exitCode, '0');
  assert.equal(runAction(dir, { files: 'guide.md', format: 'github', 'max-warnings': 'many' }).exitCode, '2');
  const badFormat = runAction(dir, { files: 'guide.md', format: 'xml' });
  assert.equal(badFormat.exitCode, '2');
  assert.match(badFormat.stdout, /^::error title=tna check::format must be github or sarif/m);
  assert.equal(runAction(dir, { files: '  ', format: 'github' }).exitCode, '2', 'no files is not a pass');
});

test('.pre-commit-hooks.yaml: hook tna-check runs `tna check` on the staged documents; its entry exits as tna check does', () => {
  const hooks = parse(readFileSync(path.join(ROOT, '.pre-commit-hooks.yaml'), 'utf8')) as { id: string; entry: string; language: string; files: string }[];
  const hook = hooks.find((h) => h.id === 'tna-check');
  assert.ok(hook);
  assert.equal(hook.language, 'node');
  const files = new RegExp(hook.files);
  for (const name of ['README.md', 'docs/a.markdown', 'page.mdx', 'index.html', 'x.htm']) assert.match(name, files);
  for (const name of ['notes.txt', 'src/a.ts', 'md']) assert.doesNotMatch(name, files);

  // pre-commit installs the repository as a node package and calls the entry with the file names
  // appended: the entry's first word is the package's bin.
  const [command, ...args] = hook.entry.split(' ');
  const bin = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin[command];
  assert.ok(bin, `${command} is the package's bin`);
  const dir = repository();
  const run = (...names: string[]) => spawnSync(process.execPath, [path.join(ROOT, bin), ...args, ...names], { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  const failing = run('guide.md', 'airships.md');
  assert.equal(failing.status, 1, failing.stderr);
  assert.match(failing.stdout, /guide\.md:1: error must-mention/);
  assert.equal(run('airships.md').status, 0);
});
