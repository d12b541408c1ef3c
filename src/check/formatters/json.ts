// The JSON report: { files: [{ file, results: [{ rule, severity, passed, measured, limit, message, concepts, line }], skipped?, unreadable? }], summary: { errors, warnings, files, unreadable? } }.
import type { CheckReport } from '../types.js';

/** Keys in a fixed order, two-space indent, one trailing newline: stable enough to diff and to commit. */
export function formatJson(report: CheckReport): string {
  const files = report.files.map((f) => ({
    file: f.file,
    results: f.results.map((r) => ({
      rule: r.rule,
      severity: r.severity,
      passed: r.passed,
      measured: r.measured,
      limit: r.limit,
      message: r.message,
      concepts: r.concepts,
      line: r.line,
    })),
    ...(f.skipped !== undefined ? { skipped: f.skipped } : {}),
    ...(f.unreadable !== undefined ? { unreadable: f.unreadable } : {}),
  }));
  const { errors, warnings, files: count, unreadable } = report.summary;
  return JSON.stringify({ files, summary: { errors, warnings, files: count, ...(unreadable > 0 ? { unreadable } : {}) } }, null, 2) + '\n';
}
