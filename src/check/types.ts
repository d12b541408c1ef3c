// The shapes of a check: severities, one rule's result on one text, and the report every formatter reads.

export type Severity = 'error' | 'warning';
export const SEVERITIES = ['error', 'warning'] as const;
/** What a configuration may say of a rule: its severity, or `off`. */
export const SETTINGS = ['off', 'warning', 'error'] as const;
export type Setting = (typeof SETTINGS)[number];

export interface RuleResult {
  rule: string;
  severity: Severity;
  passed: boolean;
  /** What the text measures: a number (a share is 0–1) or a word (a diversity class, a count of a list). */
  measured: number | string;
  /** The allowed values, in words (`≤ 25%`, `focused–diversified`). */
  limit: string;
  message: string;
  /** The concepts that explain the measure: the dominant ones, the missing ones, the forbidden ones found. */
  concepts: string[];
  /** The source line the result points at: the first mention of the concept it is about, or 1 for the whole text. */
  line: number;
}

export interface FileReport {
  /** The path as given (relative to the working directory), `stdin`, or `(combined)` for --combined. */
  file: string;
  results: RuleResult[];
  /**
   * Why rules passed the text by: it had nothing to analyze (no rule ran), or too few statements
   * for the rules that read the graph's shape (the others ran).
   */
  skipped?: string;
  /** Set when the file could not be read; no rule ran, and the check exits 2. */
  unreadable?: string;
}

export interface CheckSummary {
  /** Failed rules of severity error. */
  errors: number;
  /** Failed rules of severity warning. */
  warnings: number;
  /** Entries in `files` (the combined corpus counts as one). */
  files: number;
  /** Files that could not be read. */
  unreadable: number;
}

export interface CheckReport {
  files: FileReport[];
  summary: CheckSummary;
}

export const COMBINED = '(combined)';
/** How reports name standard input. */
export const STDIN = 'stdin';
/** stdin and the combined corpus are no files of the repository: annotations about them carry no location. */
export const isRepositoryFile = (file: string) => file !== STDIN && file !== COMBINED;

/** The output formats; here, apart from the formatters, so the command's flags can list them without loading them. */
export const CHECK_FORMATS = ['text', 'json', 'github', 'junit', 'sarif'] as const;
export type CheckFormat = (typeof CHECK_FORMATS)[number];

/** The counts of a report, read a file at a time (a command's files are made only as they are read). */
export function summarize(files: readonly FileReport[]): CheckSummary {
  const summary = emptySummary();
  for (const file of files) tally(summary, file);
  return summary;
}

export const emptySummary = (): CheckSummary => ({ errors: 0, warnings: 0, files: 0, unreadable: 0 });

/** Counts one more file into `summary` (a report written as its files are judged keeps its counts alone). */
export function tally(summary: CheckSummary, file: FileReport): void {
  summary.files++;
  if (file.unreadable !== undefined) summary.unreadable++;
  for (const r of file.results) if (!r.passed) summary[r.severity === 'error' ? 'errors' : 'warnings']++;
}
