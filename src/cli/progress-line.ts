// The one line a terminal shows of a command's progress, from what the command reports: the stage
// it is in, a computation's sources done, and on a job over many files "k of n files" with the
// time left, the stage of the file at hand beside it. Pure: the caller gives the time of each report.
import prettyMilliseconds from 'pretty-ms';
import type { ProgressUnit } from '../core/progress.js';

interface FileCount {
  stage: string;
  done: number;
  total: number;
  /** When the count began (none of the files done): the time left is timed from here. */
  since: number;
}

const count = (n: number) => n.toLocaleString('en');
const percent = (done: number, total: number) => Math.floor((100 * done) / total);

/** A stage as a line: its name, and how far along it is where that is known. */
function describe(stage: string, done?: number, total?: number): string {
  if (done === undefined || !total) return stage.endsWith('…') ? stage : `${stage}…`;
  return `${stage}: ${percent(done, total)}% (${count(done)} of ${count(total)} sources)`;
}

/** The time the files left will take at the pace of those done, once one is done; whole seconds, two units at most ("2m 5s"). */
function timeLeft(files: FileCount, now: number): string {
  if (files.done === 0) return '';
  const ms = ((now - files.since) / files.done) * (files.total - files.done);
  return `, about ${prettyMilliseconds(Math.max(1000, Math.round(ms / 1000) * 1000), { secondsDecimalDigits: 0, unitCount: 2 })} left`;
}

export class ProgressLine {
  private files?: FileCount;
  /** The latest stage that is not the file count (while files are counted: the stage of the file at hand, if one was told). */
  private step: string | undefined;

  constructor(firstStage: string) {
    this.step = describe(firstStage);
  }

  /** Takes one report, made at `now` (milliseconds), and gives the line to show. */
  report(now: number, stage: string, done?: number, total?: number, unit: ProgressUnit = 'sources'): string {
    if (unit !== 'files' || done === undefined || !total) {
      this.step = describe(stage, done, total);
    } else if (done >= total) {
      // The count is over: it stays on the line until the next stage replaces it.
      this.files = undefined;
      this.step = `${stage}: ${count(total)} of ${count(total)} files (100%)`;
    } else {
      if (done === 0 || this.files?.stage !== stage) {
        this.files = { stage, done, total, since: now };
        this.step = undefined;
      }
      this.files.done = done;
    }
    return this.line(now);
  }

  private line(now: number): string {
    const files = this.files;
    if (!files) return this.step ?? '';
    const counted = `${files.stage}: ${count(files.done)} of ${count(files.total)} files (${percent(files.done, files.total)}%)${timeLeft(files, now)}`;
    return this.step ? `${counted} · ${this.step}` : counted;
  }
}
