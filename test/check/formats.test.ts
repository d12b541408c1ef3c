// The output formats parsed back: JSON's documented shape, GitHub workflow commands by pattern and escaping, JUnit with an XML parser, text without colour in a pipe.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { escapeData, escapeProperty } from '../../src/check/formatters/github.js';
import { escapeXml } from '../../src/check/formatters/junit.js';
import { FIXTURES, scratch, tna, writeJson } from './helpers.js';

// Two files: the odd name checks escaping in every format.
const ODD = 'a&b <c>, d:e%.md';
const dir = scratch('guide.md', 'biased.md');
copyFileSync(path.join(FIXTURES, 'biased.md'), path.join(dir, ODD));
writeJson(path.join(dir, 'tna.config.json'), {
  check: {
    rules: {
      'top-concept-share': { max: '50%' },
      'word-family': { max: 1, severity: 'warning' },
      'must-mention': { concepts: ['security'], severity: 'warning' },
      clusters: { min: 1 },
    },
    analysis: { minStatements: 1 },
  },
});
const FILES = ['guide.md', ODD];

test('json: { files: [{ file, results: [{ rule, severity, passed, measured, limit, message, concepts, line }] }], summary: { errors, warnings, files } }', async () => {
  const r = await tna(['check', '-f', 'json', ...FILES], dir);
  assert.equal(r.code, 1, r.err);
  const report = JSON.parse(r.out);
  assert.deepEqual(Object.keys(report), ['files', 'summary']);
  assert.deepEqual(report.files.map((f: { file: string }) => f.file), FILES);
  for (const f of report.files) {
    assert.deepEqual(Object.keys(f), ['file', 'results']);
    for (const x of f.results) {
      assert.deepEqual(Object.keys(x), ['rule', 'severity', 'passed', 'measured', 'limit', 'message', 'concepts', 'line']);
      assert.ok(['error', 'warning'].includes(x.severity));
      assert.ok(typeof x.measured === 'number' || typeof x.measured === 'string');
    }
  }
  const failed = report.files.flatMap((f: { results: { passed: boolean; severity: string }[] }) => f.results.filter((x) => !x.passed));
  assert.deepEqual(report.summary, {
    errors: failed.filter((x: { severity: string }) => x.severity === 'error').length,
    warnings: failed.filter((x: { severity: string }) => x.severity === 'warning').length,
    files: 2,
  });
  assert.equal(report.summary.errors, 1, 'security holds more than half the influence in the odd file');
  assert.equal((await tna(['check', '-f', 'json', ...FILES], dir)).out, r.out, 'the same run gives the same bytes');
});

test('github: an ::error or ::warning line per failed rule, properties and data escaped as the runner expects', async () => {
  assert.equal(escapeData('50% done\r\nnext'), '50%25 done%0D%0Anext');
  assert.equal(escapeProperty('a:b,c%\n'), 'a%3Ab%2Cc%25%0A');
  const r = await tna(['check', '-f', 'github', ...FILES], dir);
  assert.equal(r.code, 1, r.err);
  const lines = r.out.trimEnd().split('\n');
  const commands = lines.filter((l) => l.startsWith('::'));
  const json = JSON.parse((await tna(['check', '-f', 'json', ...FILES], dir)).out);
  const failed = json.files.flatMap((f: { file: string; results: { passed: boolean }[] }) => f.results.filter((x) => !x.passed).map((x) => ({ file: f.file, ...x })));
  assert.equal(commands.length, failed.length);
  commands.forEach((line, i) => {
    const m = /^::(error|warning) file=([^,:]+),line=\d+,title=tna ([a-z-]+)::(.*)$/.exec(line);
    assert.ok(m, line);
    const [, kind, file, rule, message] = m;
    assert.equal(kind, failed[i].severity);
    assert.equal(decodeURIComponent(file), failed[i].file);
    assert.equal(rule, failed[i].rule);
    assert.equal(decodeURIComponent(message), failed[i].message);
  });
  assert.ok(commands.some((l) => l.includes('file=a&b <c>%2C d%3Ae%25.md,')), 'the odd name, escaped');
  assert.ok(commands.some((l) => /::top concept 'security' holds \d+%25 of influence, limit 50%25$/.test(l)));
  assert.match(lines[lines.length - 1], /^tna check: 1 error, \d+ warnings? in 2 files/);
});

/** The parts of a DOM node these checks use (xmldom, loaded untyped: its typings pull in the browser's DOM library). */
interface El {
  tagName: string;
  textContent: string;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<El>;
}
const { DOMParser } = createRequire(import.meta.url)('@xmldom/xmldom');
function parseXml(xml: string): El {
  const fail = (message: string) => {
    throw new Error(`not well-formed XML: ${message}`);
  };
  return new DOMParser({ errorHandler: { warning: fail, error: fail, fatalError: fail } }).parseFromString(xml, 'application/xml').documentElement;
}

test('junit: well-formed XML, a testsuite per file, a testcase per rule, a <failure> for each failed error', async () => {
  assert.equal(escapeXml('<a href="x">&\'\u0001</a>'), '&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
  const r = await tna(['check', '-f', 'junit', ...FILES], dir);
  assert.equal(r.code, 1, r.err);
  assert.match(r.out, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites /);
  const root = parseXml(r.out);
  assert.equal(root.tagName, 'testsuites');
  const json = JSON.parse((await tna(['check', '-f', 'json', ...FILES], dir)).out);
  const suites = Array.from(root.getElementsByTagName('testsuite'));
  assert.deepEqual(suites.map((s) => s.getAttribute('name')), FILES, 'names unescaped by the parser');
  suites.forEach((suite, i) => {
    const results = json.files[i].results as { rule: string; passed: boolean; severity: string; message: string }[];
    const cases = Array.from(suite.getElementsByTagName('testcase'));
    assert.deepEqual(cases.map((c) => c.getAttribute('name')), results.map((x) => x.rule));
    assert.equal(suite.getAttribute('tests'), String(results.length));
    const errors = results.filter((x) => !x.passed && x.severity === 'error');
    assert.equal(suite.getAttribute('failures'), String(errors.length));
    const failures = Array.from(suite.getElementsByTagName('failure'));
    assert.deepEqual(failures.map((f) => f.getAttribute('message')), errors.map((x) => x.message));
  });
  assert.equal(root.getAttribute('failures'), '1');
  assert.ok(Array.from(root.getElementsByTagName('system-out')).some((s) => s.textContent.startsWith('warning: ')), 'warnings are told, not failed');
});

test('text: a table of file, rule, measured, limit, result and concepts, no escape codes in a pipe or with NO_COLOR; --quiet keeps the failures', async () => {
  const r = await tna(['check', ...FILES], dir, undefined, { NO_COLOR: '1' });
  assert.equal(r.code, 1);
  assert.doesNotMatch(r.out, /\u001b\[/);
  const lines = r.out.split('\n');
  assert.match(lines[0], /^FILE\s+RULE\s+MEASURED\s+LIMIT\s+RESULT\s+CONCEPTS$/);
  assert.match(r.out, /\n {2,}top-concept-share +\d+% +≤ 50% +FAIL +security\n/);
  assert.match(r.out, /: error top-concept-share: top concept 'security' holds \d+% of influence, limit 50%\n/);
  assert.match(r.out, /\ntna check: 1 error, \d+ warnings? in 2 files \(\d+ checks\)\n$/);
  const quiet = await tna(['check', '-q', ...FILES], dir);
  assert.doesNotMatch(quiet.out, /\bpass\b/);
  assert.match(quiet.out, /FAIL/);
});
