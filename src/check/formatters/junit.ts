// JUnit XML, as CI systems read test reports: a testsuite per file, a testcase per rule, a <failure> for each failed error.
import type { CheckReport } from '../types.js';

/** Text and attribute values: the five entities, and no characters that XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const attrs = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');

/** Warnings pass as tests (JUnit knows no warning) and say so in <system-out>, which most CI pages show. */
export function formatJunit(report: CheckReport): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const count = (f: CheckReport['files'][number]) => ({
    tests: f.results.length + (f.skipped || f.unreadable ? 1 : 0),
    failures: f.results.filter((r) => !r.passed && r.severity === 'error').length,
    errors: f.unreadable ? 1 : 0,
    skipped: f.skipped ? 1 : 0,
  });
  const totals = report.files
    .map(count)
    .reduce((a, b) => ({ tests: a.tests + b.tests, failures: a.failures + b.failures, errors: a.errors + b.errors, skipped: a.skipped + b.skipped }), { tests: 0, failures: 0, errors: 0, skipped: 0 });
  lines.push(`<testsuites${attrs({ name: 'tna check', tests: totals.tests, failures: totals.failures, errors: totals.errors, skipped: totals.skipped })}>`);
  for (const f of report.files) {
    const c = count(f);
    lines.push(`  <testsuite${attrs({ name: f.file, tests: c.tests, failures: c.failures, errors: c.errors, skipped: c.skipped })}>`);
    // A file that could not be read is an error of the run, not a failed rule.
    if (f.unreadable) {
      lines.push(`    <testcase${attrs({ classname: f.file, name: 'read' })}>`, `      <error${attrs({ message: f.unreadable, type: 'unreadable' })}/>`, '    </testcase>');
    }
    if (f.skipped) {
      lines.push(`    <testcase${attrs({ classname: f.file, name: 'analysis' })}>`, `      <skipped${attrs({ message: f.skipped })}/>`, '    </testcase>');
    }
    for (const r of f.results) {
      // file and line are read by the test reporters that annotate a pull request (GitHub's among them).
      const head = `    <testcase${attrs({ classname: f.file, name: r.rule, file: f.file, line: r.line })}`;
      const detail = `measured: ${r.measured}\nlimit: ${r.limit}\nconcepts: ${r.concepts.join(', ')}`;
      if (r.passed) lines.push(`${head}/>`);
      else if (r.severity === 'error') {
        lines.push(`${head}>`, `      <failure${attrs({ message: r.message, type: r.rule })}>${escapeXml(detail)}</failure>`, '    </testcase>');
      } else {
        lines.push(`${head}>`, `      <system-out>${escapeXml(`warning: ${r.message}\n${detail}`)}</system-out>`, '    </testcase>');
      }
    }
    lines.push('  </testsuite>');
  }
  lines.push('</testsuites>');
  return lines.join('\n') + '\n';
}
