// Finding the configuration (walking up; tna.config.json, .tnarc, .tnarc.json, package.json "tna"), --config, per-path overrides, and bad configurations (exit 2 naming the key).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scratch, tna, writeJson } from './helpers.js';

/** The rules that ran on the first file, by id → severity. */
async function rulesRun(args: string[], cwd: string): Promise<Record<string, string>> {
  const r = await tna(['check', '-f', 'json', ...args], cwd);
  assert.ok(r.code === 0 || r.code === 1, r.err);
  return Object.fromEntries(JSON.parse(r.out).files[0].results.map((x: { rule: string; severity: string }) => [x.rule, x.severity]));
}

test('the configuration is found by walking up from the working directory', async () => {
  const dir = scratch('guide.md');
  const deep = path.join(dir, 'a', 'b');
  mkdirSync(deep, { recursive: true });
  writeJson(path.join(dir, 'tna.config.json'), { check: { rules: { clusters: { min: 2 } } } });
  assert.deepEqual(await rulesRun(['../../guide.md'], deep), { clusters: 'error' });
  // A nearer one wins, whatever its name.
  writeJson(path.join(dir, 'a', '.tnarc'), { check: { rules: { modularity: 'warning' } } });
  assert.deepEqual(await rulesRun(['../../guide.md'], deep), { modularity: 'warning' });
  writeJson(path.join(deep, 'package.json'), { name: 'docs', tna: { check: { rules: { gaps: 'error' } } } });
  assert.deepEqual(await rulesRun(['../../guide.md'], deep), { gaps: 'error' });
});

test('in one directory tna.config.json comes first, then .tnarc, .tnarc.json, package.json; a package.json without "tna" is passed over', async () => {
  const dir = scratch('guide.md');
  writeJson(path.join(dir, 'package.json'), { name: 'no-tna-key' });
  writeJson(path.join(dir, '.tnarc.json'), { check: { rules: { clusters: 'warning' } } });
  assert.deepEqual(await rulesRun(['guide.md'], dir), { clusters: 'warning' });
  writeJson(path.join(dir, '.tnarc'), { check: { rules: { modularity: 'warning' } } });
  assert.deepEqual(await rulesRun(['guide.md'], dir), { modularity: 'warning' });
  writeJson(path.join(dir, 'tna.config.json'), { check: { rules: { gaps: 'warning' } } });
  assert.deepEqual(await rulesRun(['guide.md'], dir), { gaps: 'warning' });
});

test('--config names the file to use, including a package.json', async () => {
  const dir = scratch('guide.md');
  writeJson(path.join(dir, 'tna.config.json'), { check: { rules: { gaps: 'warning' } } });
  writeJson(path.join(dir, 'strict.json'), { check: { rules: { clusters: { min: 2, severity: 'error' } } } });
  assert.deepEqual(await rulesRun(['--config', 'strict.json', 'guide.md'], dir), { clusters: 'error' });
  writeJson(path.join(dir, 'package.json'), { tna: { check: { rules: { diversity: {} } } } });
  assert.deepEqual(await rulesRun(['-c', 'package.json', 'guide.md'], dir), { diversity: 'error' });
  const missing = await tna(['check', '--config', 'nope.json', 'guide.md'], dir);
  assert.equal(missing.code, 2);
  assert.equal(missing.err, 'tna: --config: nope.json does not exist\n');
});

test('overrides: globs relative to the configuration turn rules off, change options or severity; later wins', async () => {
  const dir = scratch();
  mkdirSync(path.join(dir, 'docs', 'api'), { recursive: true });
  const text = '# Rivers\n\nRivers carry water to the sea.\n\nSalmon swim up rivers.\n\nBanks raise interest rates.\n';
  for (const f of ['docs/api/ref.md', 'docs/guide.md', 'notes.md']) writeFileSync(path.join(dir, f), text);
  writeJson(path.join(dir, 'tna.config.json'), {
    check: {
      rules: { clusters: { min: 1 }, modularity: { min: -0.5 }, 'top-concept-share': { max: 1 } },
      overrides: [
        { files: ['docs/**'], rules: { clusters: 'warning', modularity: 'off' } },
        { files: 'docs/api/**', rules: { clusters: { min: 50 }, modularity: { min: -0.5, severity: 'warning' }, 'top-concept-share': 'off' } },
      ],
      analysis: { minStatements: 1 },
    },
  });
  const r = await tna(['check', '-f', 'json', 'docs/api/ref.md', 'docs/guide.md', 'notes.md'], dir);
  const byFile = Object.fromEntries(
    JSON.parse(r.out).files.map((f: { file: string; results: { rule: string; severity: string; passed: boolean }[] }) => [
      f.file,
      f.results.map((x) => `${x.rule}:${x.severity}:${x.passed ? 'pass' : 'fail'}`),
    ]),
  );
  assert.deepEqual(byFile, {
    // The second override keeps the first's severity (warning) and raises min; it turns modularity back on.
    'docs/api/ref.md': ['modularity:warning:pass', 'clusters:warning:fail'],
    'docs/guide.md': ['clusters:warning:pass', 'top-concept-share:error:pass'],
    'notes.md': ['modularity:error:pass', 'clusters:error:pass', 'top-concept-share:error:pass'],
  });
  assert.equal(r.code, 0, 'a failed warning does not fail the run');
  // Run from a subdirectory, the globs still count from the configuration's directory.
  const sub = await tna(['check', '-f', 'json', 'api/ref.md'], path.join(dir, 'docs'));
  assert.deepEqual(JSON.parse(sub.out).files[0].results.map((x: { rule: string }) => x.rule), ['modularity', 'clusters']);
});

test('a bad configuration exits 2 and names the file, the key and what is allowed', async () => {
  const dir = scratch('guide.md');
  const cases: [unknown, RegExp][] = [
    [{ check: { rules: { diversity: { min: 'great' } } } }, /^tna: tna\.config\.json: check\.rules\.diversity\.min must be one of biased, focused, diversified, dispersed\n$/],
    [{ check: { rules: { diversity: { minimum: 'focused' } } } }, /check\.rules\.diversity\.minimum is not allowed; allowed keys are min, max, severity, \$comment/],
    [{ check: { rules: { diversty: 'error' } } }, /check\.rules\.diversty is not a rule; the rules are diversity, modularity, /],
    [{ check: { rules: { clusters: 'on' } } }, /check\.rules\.clusters must be one of off, warning, error, or an object of options/],
    [{ check: { rules: { 'top-concept-share': { max: '120%' } } } }, /check\.rules\.top-concept-share\.max must be a share: a number from 0 to 1, or a percentage such as "25%"/],
    [{ check: { rules: { 'must-mention': 'error' } } }, /check\.rules\.must-mention\.concepts is required/],
    [{ check: { rules: { 'must-mention': { concepts: ['the'] } } } }, /check\.rules\.must-mention\.concepts: "the" can never be a concept/],
    [{ check: { rules: { drift: {} } } }, /check\.rules\.drift\.baseline or baselineRef is required: run with --baseline/],
    [{ check: { analysis: { language: 'xx' } } }, /check\.analysis\.language must be auto or a supported language code: en, de, /],
    [{ check: { analysis: { maxNodes: -1 } } }, /check\.analysis\.maxNodes must be a whole number, or "all"/],
    [{ check: { overrides: [{ files: ['*.md'], rules: { gaps: { min: -1 } } }] } }, /check\.overrides\.0\.rules\.gaps\.min must be a whole number of at least 0/],
    [{ check: { rulez: {} } }, /check\.rulez is not allowed; allowed keys are rules, overrides, analysis/],
    [[1, 2], /tna\.config\.json: the file must be a JSON object/],
  ];
  for (const [config, pattern] of cases) {
    writeJson(path.join(dir, 'tna.config.json'), config);
    const r = await tna(['check', 'guide.md'], dir);
    assert.equal(r.code, 2, JSON.stringify(config));
    assert.match(r.err, pattern);
    assert.equal(r.out, '');
  }
  writeFileSync(path.join(dir, 'tna.config.json'), '{ "check": ');
  const broken = await tna(['check', 'guide.md'], dir);
  assert.equal(broken.code, 2);
  assert.match(broken.err, /^tna: tna\.config\.json is not valid JSON \(/);
  writeJson(path.join(dir, 'tna.config.json'), {});
  writeJson(path.join(dir, 'package.json'), { tna: { check: { rules: { clusters: { max: 'two' } } } } });
  const pkg = await tna(['check', '-c', 'package.json', 'guide.md'], dir);
  assert.match(pkg.err, /^tna: package\.json: tna\.check\.rules\.clusters\.max must be a whole number of at least 1\n$/);
});

test('no configuration anywhere up the tree: exit 2 with a pointer to --init', async () => {
  const dir = scratch('guide.md');
  const r = await tna(['check', 'guide.md'], dir);
  assert.equal(r.code, 2);
  assert.match(r.err, /^tna: No configuration found: looked for tna\.config\.json, \.tnarc, \.tnarc\.json and a "tna" key in package\.json, from .* up\. Run `tna check --init FILES`/);
});
