// GitHub Actions workflow commands: one ::error or ::warning annotation per failed rule, escaped as the runner expects.
import { COMBINED, isRepositoryFile, type CheckReport, type FileReport } from '../types.js';
import { summaryLine } from './summary.js';

/** A command's message: `%`, CR and LF are escaped (actions/toolkit's escapeData). */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A property value (file, title) also escapes `:` and `,`, which separate properties (escapeProperty). */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

function command(kind: 'error' | 'warning' | 'notice', file: string, title: string, message: string, line = 1): string {
  const where = isRepositoryFile(file) ? `file=${escapeProperty(file)},line=${line},` : '';
  const suffix = file === COMBINED ? ` ${COMBINED}` : '';
  return `::${kind} ${where}title=${escapeProperty(title + suffix)}::${escapeData(message)}`;
}

export function formatGithub(report: CheckReport): string {
  const lines = report.files.flatMap(githubLines);
  lines.push(summaryLine(report));
  return lines.join('\n') + '\n';
}

/** One file's annotations: why it was passed by or could not be read, and each rule it failed. */
export function githubLines(f: FileReport): string[] {
  const lines: string[] = [];
  if (f.skipped) lines.push(command('notice', f.file, 'tna check', `skipped: ${f.skipped}`));
  if (f.unreadable) lines.push(command('error', f.file, 'tna check', `cannot read: ${f.unreadable}`));
  for (const r of f.results) if (!r.passed) lines.push(command(r.severity, f.file, `tna ${r.rule}`, r.message, r.line));
  return lines;
}
