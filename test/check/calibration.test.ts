// The default rules and --init, on real Markdown nobody here wrote: the README files of the
// packages under node_modules. The defaults fail at most a tenth of them; --init sets thresholds
// from percentiles of a healthy folder, passes stubs by, and fails degenerate pages.
import { test } from 'node:test';
import { createHash } from 'node:crypto';
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { percentile } from '../../src/check/rules/rule.js';
import { ROOT, scratch, tna, writeJson } from './helpers.js';

/** Every README.md under node_modules, in a stable order. */
function readmes(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^readme\.md$/i.test(entry.name)) found.push(full);
    }
  };
  walk(path.join(ROOT, 'node_modules'));
  return found.sort();
}

/** Every rule that has defaults, at its default severity: what `"rule": "error"` in a configuration turns on. */
const DEFAULTS = {
  diversity: 'error',
  modularity: 'error',
  clusters: 'error',
  'top-cluster-share': 'error',
  'top-concept-share': 'error',
  'word-family': 'warning',
  repetition: 'error',
  gaps: 'warning',
};

interface Report {
  files: { file: string; skipped?: string; results: { rule: string; passed: boolean; severity: string }[] }[];
}

/** The default rules on every README under node_modules, in an analysis: at most a tenth fail, stubs are passed by. */
async function defaultRulesOnReadmes(mode?: 'reference'): Promise<void> {
  const files = readmes();
  assert.ok(files.length >= 500, `a real corpus: ${files.length} READMEs`);
  const dir = scratch();
  writeJson(path.join(dir, 'tna.config.json'), { check: { rules: DEFAULTS, ...(mode ? { analysis: { mode } } : {}) } });
  const r = await tna(['check', '-f', 'json', ...files], dir);
  assert.ok(r.code === 0 || r.code === 1, r.err);
  const report = JSON.parse(r.out) as Report;
  assert.equal(report.files.length, files.length);
  const failing = report.files.filter((f) => f.results.some((x) => !x.passed && x.severity === 'error'));
  const share = failing.length / files.length;
  assert.ok(share <= 0.1, `${failing.length} of ${files.length} fail (${(share * 100).toFixed(1)}%)`);
  // Stubs are passed by, with the reason: their statements are counted.
  const short = report.files.filter((f) => f.skipped !== undefined);
  assert.ok(short.length > 0 && short.length < files.length / 4, `${short.length} stubs`);
  for (const f of short) assert.match(f.skipped!, /^\d+ statements?, too short to have a shape/);
}

test('the default rules fail at most 10% of the READMEs under node_modules', () => defaultRulesOnReadmes());

// The analysis the defaults were calibrated on (487cf9e: 6.6% of 668 READMEs failed).
test('the default rules fail at most 10% of the READMEs under node_modules, under the reference analysis', () => defaultRulesOnReadmes('reference'));

/**
 * Whether a README belongs to the sample: a tenth of them, by a hash of the path under
 * node_modules, so that a package added or removed changes the sample by itself alone (a tenth
 * by position in the sorted list moved every pick after it whenever a development dependency came).
 */
const sampled = (file: string) => createHash('sha256').update(path.relative(ROOT, file)).digest()[0] % 10 === 9;

/** Forty READMEs of over 4 KB, a tenth of them by path: a healthy documentation folder. */
function healthyFolder(dir: string): void {
  mkdirSync(path.join(dir, 'docs'));
  const chosen = readmes().filter((f) => statSync(f).size > 4096).filter(sampled).slice(0, 40);
  assert.equal(chosen.length, 40);
  chosen.forEach((f, i) => copyFileSync(f, path.join(dir, 'docs', `page-${String(i).padStart(2, '0')}.md`)));
}

/** A paragraph of prose from a real README, to paste ten times. */
function realParagraph(): string {
  const paragraphs = readFileSync(path.join(ROOT, 'node_modules', 'fastify', 'README.md'), 'utf8').split(/\n\s*\n/);
  const prose = paragraphs.find((p) => p.length > 300 && /^[A-Z][a-z]/.test(p) && !/[`([]/.test(p));
  assert.ok(prose, 'fastify/README.md has a paragraph of prose');
  return prose;
}

/** The rules whose thresholds --init sets from the percentiles of what the texts measure. */
const PERCENTILE_RULES = ['diversity', 'modularity', 'clusters', 'top-cluster-share', 'top-concept-share', 'word-family', 'gaps'];

test('--init sets thresholds from percentiles of a healthy folder; a stub neither fails nor sets one; degenerate pages fail', async () => {
  const dir = scratch();
  healthyFolder(dir);
  const plain = await tna(['check', '--init', '--config', 'without-stub.json', 'docs/*.md'], dir);
  assert.equal(plain.code, 0, plain.err);

  writeFileSync(path.join(dir, 'docs', 'stub.md'), '# Coming soon\n\nThis page is not written yet.\n');
  const init = await tna(['check', '--init', 'docs/*.md'], dir);
  assert.equal(init.code, 0, init.err);
  assert.match(init.out, /^Wrote tna\.config\.json from 41 texts: \d+ rules on/);
  assert.match(init.out, /^skipped: 1 text has fewer than 10 statements/m);
  // Each rule it turned on says how many of today's texts it fails: the odd ones out, by name.
  assert.match(init.out, /^ {2}top-concept-share +max 0\.\d\d +fails (none today|\d+ today: docs\/page-\d\d\.md)/m);
  const config = JSON.parse(readFileSync(path.join(dir, 'tna.config.json'), 'utf8'));
  const without = JSON.parse(readFileSync(path.join(dir, 'without-stub.json'), 'utf8'));
  for (const id of PERCENTILE_RULES) {
    assert.deepEqual(config.check.rules[id], without.check.rules[id], `the stub sets no threshold of ${id}`);
  }

  const check = await tna(['check', '-f', 'json', 'docs/*.md'], dir);
  const report = JSON.parse(check.out) as Report;
  const stub = report.files.find((f) => f.file === 'docs/stub.md')!;
  assert.match(stub.skipped ?? '', /^2 statements, too short/);
  assert.ok(stub.results.every((r) => r.passed), 'the stub fails nothing');
  // Percentiles, not the extremes: most pages pass the thresholds --init set from percentiles, a
  // few odd ones may not (repetition keeps its fixed 10%, and fails what it fails whichever pages
  // the sample holds).
  const fromPercentiles = new Set(PERCENTILE_RULES);
  const failing = report.files.filter((f) => f.results.some((x) => !x.passed && x.severity === 'error' && fromPercentiles.has(x.rule))).length;
  assert.ok(failing <= 4, `${failing} of 41 fail right after --init`);

  const lorem = 'Lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua'.split(' ');
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const salad = Array.from({ length: 20 }, () => Array.from({ length: 40 }, () => lorem[next() % lorem.length]).join(' ') + '.');
  const degenerate: Record<string, string> = {
    'one-word.md': Array.from({ length: 20 }, () => 'documentation '.repeat(12).trim()).join('\n\n'),
    'lorem.md': ['# Lorem ipsum', ...salad].join('\n\n'),
    'pasted.md': ['# About', ...Array.from({ length: 10 }, realParagraph)].join('\n\n'),
  };
  for (const [name, text] of Object.entries(degenerate)) {
    writeFileSync(path.join(dir, name), text + '\n');
    const r = await tna(['check', '-f', 'json', name], dir);
    assert.equal(r.code, 1, `${name} fails: ${r.out}`);
    // Not only for lacking a concept every healthy page has: its shape or its repeats give it away.
    const failed = (JSON.parse(r.out) as Report).files[0].results.filter((x) => !x.passed && x.severity === 'error').map((x) => x.rule);
    assert.ok(failed.some((rule) => rule !== 'must-mention'), `${name} fails ${failed.join(', ')}`);
  }
});

test('percentile: interpolated between the nearest ranks, so the 95th of a few values lies below the largest', () => {
  assert.equal(percentile([3, 1, 2], 0.5), 2);
  assert.equal(percentile([0, 10], 0.95), 9.5);
  assert.equal(percentile([5], 0.05), 5);
  const values = Array.from({ length: 40 }, (_, i) => i);
  assert.ok(percentile(values, 0.95) < 39 && percentile(values, 0.95) > 36);
});
