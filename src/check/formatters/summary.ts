// The one-line verdict every human-readable format ends with.
import type { CheckReport, CheckSummary } from '../types.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function summaryLine(report: CheckReport): string {
  return summaryLineOf(report.summary, report.files.reduce((n, f) => n + f.results.length, 0));
}

/** The summary line of a report whose files held `checks` results in all (a report written as its files are judged counts them as it goes). */
export function summaryLineOf(summary: CheckSummary, checks: number): string {
  const { errors, warnings, files, unreadable } = summary;
  if (unreadable > 0) {
    return `tna check: ${plural(unreadable, 'file')} could not be read; ${plural(errors, 'error')}, ${plural(warnings, 'warning')} in the other ${plural(files - unreadable, 'file')} (${plural(checks, 'check')})`;
  }
  if (errors === 0 && warnings === 0) return `tna check: ${plural(checks, 'check')} passed in ${plural(files, 'file')}`;
  return `tna check: ${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(files, 'file')} (${plural(checks, 'check')})`;
}
