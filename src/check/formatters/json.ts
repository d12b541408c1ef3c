// The JSON report: { files: [{ file, results: [{ rule, severity, passed, measured, limit, message, concepts, line }], skipped?, unreadable? }], summary: { errors, warnings, files, unreadable? } }.
import { eagerList } from '../../report/lazy-list.js';
import type { CheckReport, CheckSummary, FileReport, RuleResult } from '../types.js';

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

/** One file's results with their keys in a fixed order. */
export function fileJson(f: FileReport): CheckJsonFile {
  return {
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
  };
}

/**
 * The report with its keys in a fixed order. `list` makes its files: a plain array, or for a
 * report written out where it was made, one whose entries are made as they are written (lazyList).
 */
export function checkJson(report: CheckReport, list: <T>(length: number, entry: (i: number) => T) => T[] = eagerList): CheckJson {
  const files = list(report.files.length, (i) => fileJson(report.files[i]));
  return { files, summary: summaryJson(report.summary) };
}

/** The summary as the JSON report gives it: `unreadable` only when a file could not be read. */
export function summaryJson({ errors, warnings, files, unreadable }: CheckSummary): CheckJson['summary'] {
  return { errors, warnings, files, ...(unreadable > 0 ? { unreadable } : {}) };
}

/** Keys in a fixed order, two-space indent, one trailing newline: stable enough to diff and to commit. */
export function formatJson(report: CheckReport): string {
  return JSON.stringify(checkJson(report), null, 2) + '\n';
}
