// The JSON report: { files: [{ file, results: [{ rule, severity, passed, measured, limit, message, concepts }], skipped? }], summary: { errors, warnings, files } }.
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
    })),
    ...(f.skipped !== undefined ? { skipped: f.skipped } : {}),
  }));
  const { errors, warnings, files: count } = report.summary;
  return JSON.stringify({ files, summary: { errors, warnings, files: count } }, null, 2) + '\n';
}
