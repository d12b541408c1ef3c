// A file's report as a check keeps it until every file is judged: its results packed into one
// UTF-8 buffer. A report as objects costs about half a kilobyte a rule (an object, its concepts'
// array, its message as a string of two bytes a character where it holds a `≥` or a `–`), and a
// check of thousands of files kept them all on V8's heap, which grows by more than what it keeps;
// packed, a rule's result is a few hundred bytes outside that heap.
import { keepUtf8 } from './kept-bytes.js';
import type { FileReport, RuleResult } from './types.js';

/** A report packed (pack), or one kept as it is where packing would not give it back the same. */
export type KeptReport = FileReport | { packed: Buffer };

/** A result's fields, in the order they are packed. */
type PackedResult = [string, string, boolean, number | string, string, string, string[], number];

/** Whether JSON gives a result back as it is: no number JSON cannot write, no field left out. */
function packable(r: RuleResult): boolean {
  const keys = Object.keys(r);
  return (
    keys.length === 8 &&
    keys.join() === 'rule,severity,passed,measured,limit,message,concepts,line' &&
    (typeof r.measured === 'string' || (Number.isFinite(r.measured) && !Object.is(r.measured, -0))) &&
    Number.isFinite(r.line) &&
    !Object.is(r.line, -0) &&
    Array.isArray(r.concepts) &&
    r.concepts.every((c) => typeof c === 'string')
  );
}

/** The report packed, unless one of its results is not plain (then as it is: unpack gives back what it was given). */
export function pack(report: FileReport): KeptReport {
  const keys = Object.keys(report);
  if (keys.some((k) => !['file', 'results', 'skipped', 'unreadable'].includes(k) || (report as unknown as Record<string, unknown>)[k] === undefined)) return report;
  if (!report.results.every(packable)) return report;
  const results = report.results.map((r): PackedResult => [r.rule, r.severity, r.passed, r.measured, r.limit, r.message, r.concepts, r.line]);
  // The keys in the report's own order, with their values: the report comes back with the same order.
  return { packed: keepUtf8(JSON.stringify([keys, report.file, results, report.skipped ?? null, report.unreadable ?? null])) };
}

/** The report as it was packed: the same fields, in the same order. */
export function unpack(kept: KeptReport): FileReport {
  if (!('packed' in kept)) return kept;
  const [keys, file, packedResults, skipped, unreadable] = JSON.parse(kept.packed.toString('utf8')) as [string[], string, PackedResult[], string | null, string | null];
  const results = packedResults.map(([rule, severity, passed, measured, limit, message, concepts, line]) => ({ rule, severity, passed, measured, limit, message, concepts, line }) as RuleResult);
  const values: Record<string, unknown> = { file, results, skipped, unreadable };
  return Object.fromEntries(keys.map((k) => [k, values[k]])) as unknown as FileReport;
}
