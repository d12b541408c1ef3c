// -f sarif: a SARIF 2.1.0 log that the OASIS schema accepts (vendored as a fixture, from
// @microsoft/jest-sarif's copy of sarif-2.1.0-rtm.5.json), with every rule, every failed rule as a
// located result, and unreadable or skipped files as notifications.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { RULE_IDS } from '../../src/check/rules/index.js';
import { FIXTURES, LENIENT, scratch, tiny, tna, writeJson } from './helpers.js';

const require = createRequire(import.meta.url);
// The schema is draft-04, which Ajv 8 reads through its draft-04 class; formats (uri, date-time) come from ajv-formats.
const Ajv04 = require('ajv-draft-04') as new (options: object) => { compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown } };
const addFormats = require('ajv-formats') as (ajv: object) => void;
// The schema has a pattern that is no valid regular expression under the u flag (a stray `]`), so patterns are compiled without it.
const ajv = new Ajv04({ allErrors: true, strict: false, unicodeRegExp: false });
addFormats(ajv);
const validate = ajv.compile(JSON.parse(readFileSync(path.join(FIXTURES, 'sarif-schema-2.1.0.json'), 'utf8')));

function valid(log: unknown): void {
  assert.ok(validate(log), `SARIF schema errors: ${JSON.stringify(validate.errors, null, 2)}`);
}

interface SarifResult {
  ruleId: string;
  ruleIndex: number;
  level: string;
  message: { text: string };
  locations?: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
}

test('sarif: valid 2.1.0, one run, the driver with every rule, a located result per failed rule', async () => {
  const dir = scratch('guide.md');
  mkdirSync(path.join(dir, 'docs dir'));
  writeFileSync(path.join(dir, 'docs dir', 'bees.md'), '# Bees\n\nBees dance to tell where the flowers are.\n\nThe hive keeps the honey and the bees warm.\n');
  writeJson(path.join(dir, 'tna.config.json'), tiny({ ...LENIENT, 'must-mention': { concepts: ['honey'] }, 'top-concept-share': { max: '1%' } }));
  const r = await tna(['check', '-f', 'sarif', 'guide.md', 'docs dir/bees.md'], dir);
  assert.equal(r.code, 1, r.err);
  const log = JSON.parse(r.out);
  valid(log);
  assert.equal(log.version, '2.1.0');
  assert.equal(log.runs.length, 1);
  const driver = log.runs[0].tool.driver;
  assert.equal(driver.name, 'tna');
  assert.match(driver.version, /^\d+\.\d+\.\d+/);
  assert.match(driver.informationUri, /^https:\/\//);
  assert.deepEqual(driver.rules.map((x: { id: string }) => x.id), RULE_IDS);
  for (const rule of driver.rules) {
    assert.ok(rule.shortDescription.text && rule.fullDescription.text && rule.help.text, rule.id);
    assert.match(rule.helpUri, /^https:\/\/.*#commands$/);
  }

  const json = JSON.parse((await tna(['check', '-f', 'json', 'guide.md', 'docs dir/bees.md'], dir)).out);
  const failed = json.files.flatMap((f: { file: string; results: { passed: boolean; rule: string; line: number; severity: string; message: string }[] }) =>
    f.results.filter((x) => !x.passed).map((x) => ({ ...x, file: f.file })),
  );
  const results = log.runs[0].results as SarifResult[];
  assert.equal(results.length, failed.length);
  assert.ok(results.length >= 3, 'guide.md fails must-mention; both fail top-concept-share');
  results.forEach((res, i) => {
    assert.equal(res.ruleId, failed[i].rule);
    assert.equal(driver.rules[res.ruleIndex].id, res.ruleId);
    assert.equal(res.level, failed[i].severity);
    assert.equal(res.message.text, failed[i].message);
    const where = res.locations![0].physicalLocation;
    assert.equal(decodeURIComponent(where.artifactLocation.uri), failed[i].file);
    assert.equal(where.region.startLine, failed[i].line);
  });
  assert.ok(results.some((x) => x.locations![0].physicalLocation.artifactLocation.uri === 'docs%20dir/bees.md'), 'a relative URI, percent-encoded');
});

test('sarif: an unreadable file is an error notification, stdin and (combined) results carry no location; still valid', async () => {
  const dir = scratch('guide.md');
  writeJson(path.join(dir, 'tna.config.json'), tiny({ 'must-mention': { concepts: ['zeppelin'] } }));
  writeFileSync(path.join(dir, 'blob.md'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00]));
  const r = await tna(['check', '-f', 'sarif', '--combined', 'guide.md', 'blob.md'], dir);
  assert.equal(r.code, 2);
  const log = JSON.parse(r.out);
  valid(log);
  const invocation = log.runs[0].invocations[0];
  assert.equal(invocation.executionSuccessful, false);
  assert.equal(invocation.toolExecutionNotifications.length, 1);
  assert.equal(invocation.toolExecutionNotifications[0].level, 'error');
  assert.match(invocation.toolExecutionNotifications[0].message.text, /^blob\.md: cannot read: blob\.md looks like a binary file/);
  const combined = (log.runs[0].results as SarifResult[]).filter((x) => x.message.text.startsWith('(combined)'));
  assert.equal(combined.length, 1);
  assert.equal(combined[0].locations, undefined);

  const piped = await tna(['check', '-f', 'sarif'], dir, 'Airships float over the harbour at dawn.\n');
  const stdinLog = JSON.parse(piped.out);
  valid(stdinLog);
  assert.equal(stdinLog.runs[0].results[0].locations, undefined);
});

test('sarif: a run where every rule passes is a valid log with no results', async () => {
  const dir = scratch('guide.md');
  writeJson(path.join(dir, 'tna.config.json'), tiny(LENIENT));
  const r = await tna(['check', '-f', 'sarif', 'guide.md'], dir);
  assert.equal(r.code, 0, r.err);
  const log = JSON.parse(r.out);
  valid(log);
  assert.deepEqual(log.runs[0].results, []);
  assert.equal(log.runs[0].invocations[0].executionSuccessful, true);
});
