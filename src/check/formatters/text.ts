// The terminal report: a table of file, rule, measured, limit, result and the concepts behind it; then the problems in full, then the verdict.
import { Chalk } from 'chalk';
import type { CheckReport, RuleResult } from '../types.js';
import { summaryLine } from './summary.js';

export interface TextOptions {
  colour: boolean;
  /** Only failed rules (and skipped files) in the table. */
  quiet?: boolean;
}

const HEADERS = ['FILE', 'RULE', 'MEASURED', 'LIMIT', 'RESULT', 'CONCEPTS'];
const MAX_CONCEPTS = 60;

/** A share reads as a percentage when its limit does; other fractions get two decimals. */
function shown(r: RuleResult): string {
  if (typeof r.measured !== 'number') return r.measured;
  if (r.limit.includes('%')) return `${Math.round(r.measured * 100)}%`;
  return Number.isInteger(r.measured) ? String(r.measured) : r.measured.toFixed(2);
}

const verdict = (r: RuleResult) => (r.passed ? 'pass' : r.severity === 'error' ? 'FAIL' : 'warn');

function cut(text: string, max: number): string {
  return text.length > max ? text.slice(0, max - 1) + '…' : text;
}

export function formatText(report: CheckReport, options: TextOptions): string {
  const c = new Chalk({ level: options.colour ? 1 : 0 });
  const rows: string[][] = [];
  for (const f of report.files) {
    const shownResults = options.quiet ? f.results.filter((r) => !r.passed) : f.results;
    if (f.skipped) rows.push([f.file, '—', '', '', 'skipped', cut(f.skipped, MAX_CONCEPTS)]);
    if (f.unreadable) rows.push([f.file, '—', '', '', 'ERROR', cut(f.unreadable, MAX_CONCEPTS)]);
    shownResults.forEach((r, i) => {
      rows.push([i === 0 && !f.skipped ? f.file : '', r.rule, shown(r), r.limit, verdict(r), cut(r.concepts.join(', '), MAX_CONCEPTS)]);
    });
  }
  const out: string[] = [];
  if (rows.length > 0) {
    const widths = HEADERS.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd();
    const paint = (text: string, result: string) =>
      result === 'pass' ? c.green(text) : result === 'FAIL' || result === 'ERROR' ? c.red.bold(text) : result === 'warn' ? c.yellow(text) : c.dim(text);
    out.push(c.bold(line(HEADERS)));
    for (const row of rows) {
      const text = line(row);
      // Colour the result cell only, after padding, so escape codes never skew the columns.
      const start = widths.slice(0, 4).reduce((s, w) => s + w + 2, 0);
      out.push(text.slice(0, start) + paint(text.slice(start, start + row[4].length), row[4]) + text.slice(start + row[4].length));
    }
  } else if (report.files.every((f) => f.results.length === 0 && !f.skipped && !f.unreadable)) {
    out.push('No rule is in force: configure some in tna.config.json (tna check --init writes a starting one).');
  }
  const problems = report.files.flatMap((f) => f.results.filter((r) => !r.passed).map((r) => ({ file: f.file, r })));
  if (problems.length > 0) {
    out.push('');
    for (const { file, r } of problems) {
      const tag = r.severity === 'error' ? c.red('error') : c.yellow('warning');
      // file:line, as compilers and linters write it, so that editors and terminals can jump there.
      out.push(`${file}:${r.line}: ${tag} ${c.bold(r.rule)}: ${r.message}`);
    }
  }
  out.push('', report.summary.errors > 0 ? c.red(summaryLine(report)) : report.summary.warnings > 0 ? c.yellow(summaryLine(report)) : c.green(summaryLine(report)));
  return out.join('\n') + '\n';
}
