// The terminal report: a table of file, rule, measured, limit, result and the concepts behind it; then the problems in full, then the verdict.
import { Chalk } from 'chalk';
import { tableLines, type Column } from '../../report/table.js';
import type { CheckReport, RuleResult } from '../types.js';
import { summaryLine } from './summary.js';

export interface TextOptions {
  colour: boolean;
  /** Only failed rules (and skipped files) in the table. */
  quiet?: boolean;
}

const MAX_CONCEPTS = 60;
const COLUMNS: readonly Column[] = [{ header: 'FILE' }, { header: 'RULE' }, { header: 'MEASURED' }, { header: 'LIMIT' }, { header: 'RESULT' }, { header: 'CONCEPTS', max: MAX_CONCEPTS }];
const RESULT = 4;

/** A share reads as a percentage when its limit does; other fractions get two decimals. */
function shown(r: RuleResult): string {
  if (typeof r.measured !== 'number') return r.measured;
  if (r.limit.includes('%')) return `${Math.round(r.measured * 100)}%`;
  return Number.isInteger(r.measured) ? String(r.measured) : r.measured.toFixed(2);
}

const verdict = (r: RuleResult) => (r.passed ? 'pass' : r.severity === 'error' ? 'FAIL' : 'warn');

export function formatText(report: CheckReport, options: TextOptions): string {
  return textLines(report, options).join('\n') + '\n';
}

/** The terminal report's lines (formatText's text, a line at a time, without the newline after each). */
export function textLines(report: CheckReport, options: TextOptions): string[] {
  const c = new Chalk({ level: options.colour ? 1 : 0 });
  const rows: string[][] = [];
  for (const f of report.files) {
    const shownResults = options.quiet ? f.results.filter((r) => !r.passed) : f.results;
    if (f.skipped) rows.push([f.file, '—', '', '', 'skipped', f.skipped]);
    if (f.unreadable) rows.push([f.file, '—', '', '', 'ERROR', f.unreadable]);
    shownResults.forEach((r, i) => {
      rows.push([i === 0 && !f.skipped ? f.file : '', r.rule, shown(r), r.limit, verdict(r), r.concepts.join(', ')]);
    });
  }
  const out: string[] = [];
  if (rows.length > 0) {
    const tint = (result: string) =>
      result === 'pass' ? c.green : result === 'FAIL' || result === 'ERROR' ? c.red.bold : result === 'warn' ? c.yellow : c.dim;
    // The result cell alone is coloured, by its verdict, and not its padding, which a line's end then trims.
    const paint = (text: string, row: number, column: number) => {
      if (column !== RESULT) return text;
      const word = text.trimEnd();
      return tint(rows[row][RESULT])(word) + text.slice(word.length);
    };
    const table = tableLines(COLUMNS, rows, paint, (h) => c.bold(h));
    // The table's text trimmed at its end, as one string of it was: its last lines, when blank.
    while (table.length > 0 && table.at(-1)?.trimEnd() === '') table.pop();
    if (table.length > 0) table[table.length - 1] = table[table.length - 1].trimEnd();
    for (const row of table) out.push(row);
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
  return out;
}
