// The one-line verdict every human-readable format ends with.
import type { CheckReport } from '../types.js';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function summaryLine(report: CheckReport): string {
  const { errors, warnings, files, unreadable } = report.summary;
  const checks = report.files.reduce((n, f) => n + f.results.length, 0);
  if (unreadable > 0) {
    return `tna check: ${plural(unreadable, 'file')} could not be read; ${plural(errors, 'error')}, ${plural(warnings, 'warning')} in the other ${plural(files - unreadable, 'file')} (${plural(checks, 'check')})`;
  }
  if (errors === 0 && warnings === 0) return `tna check: ${plural(checks, 'check')} passed in ${plural(files, 'file')}`;
  return `tna check: ${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(files, 'file')} (${plural(checks, 'check')})`;
}
