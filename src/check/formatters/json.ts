// The JSON report: { files: [{ file, results: [{ rule, severity, passed, measured, limit, message, concepts, line }], skipped?, unreadable? }], summary: { errors, warnings, files, unreadable? } }.
import type { CheckReport, RuleResult } from '../types.js';

/** One rule's result on one text. */
export type CheckJsonResult = Pick<RuleResult, 'rule' | 'severity' | 'passed' | 'measured' | 'limit' | 'message' | 'concepts' | 'line'>;

/** One text's results: `skipped` says why rules passed it by, `unreadable` why it could not be read. */
export interface CheckJsonFile {
  file: string;
  results: CheckJsonResult[];
  skipped?: string;
  unreadable?: string;
}

/** What `tna check -f json` prints, and the library's check() answers. */
export interface CheckJson {
  files: CheckJsonFile[];
  /** `unreadable` only when a file could not be read. */
  summary: { errors: number; warnings: number; files: number; unreadable?: number };
}

/** The report with its keys in a fixed order. */
export function checkJson(report: CheckReport): CheckJson {
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
  return { files, summary: { errors, warnings, files: count, ...(unreadable > 0 ? { unreadable } : {}) } };
}

/** Keys in a fixed order, two-space indent, one trailing newline: stable enough to diff and to commit. */
export function formatJson(report: CheckReport): string {
  return JSON.stringify(checkJson(report), null, 2) + '\n';
}
