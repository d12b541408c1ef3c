// `tna check`'s report written as the files are judged, in the JSON and GitHub formats: each
// file's part as soon as it and the files before it are, the summary last. The same bytes as the
// report written whole, but the command keeps no file's results until the end, so its memory does
// not grow with the number of files. (The text table's widths and JUnit's and SARIF's totals need
// every file first.)
import type { Writable } from 'node:stream';
import { githubLines } from '../check/formatters/github.js';
import { fileJson, summaryJson } from '../check/formatters/json.js';
import { summaryLineOf } from '../check/formatters/summary.js';
import type { CheckFormat, CheckSummary, FileReport } from '../check/types.js';
import { write } from './io.js';

/** Pieces are gathered up to about this many characters before they are written. */
const FLUSH = 32 * 1024;

/** A report written a file at a time: file() for each file in order, then end(). */
export interface ReportStream {
  file(report: FileReport): Promise<void>;
  end(summary: CheckSummary): Promise<void>;
}

/** The stream of a format that can be written as the files are judged, if `format` is one. */
export function reportStream(format: CheckFormat | undefined, stream: Writable): ReportStream | undefined {
  if (format === 'json') return new JsonStream(new Pieces(stream));
  if (format === 'github') return new GithubStream(new Pieces(stream));
  return undefined;
}

/** Text gathered into writes of about FLUSH characters. */
class Pieces {
  private pending = '';

  constructor(private readonly stream: Writable) {}

  async add(text: string, last = false): Promise<void> {
    this.pending += text;
    if (!last && this.pending.length < FLUSH) return;
    const gathered = this.pending;
    this.pending = '';
    await write(this.stream, gathered);
  }
}

/** JSON.stringify(value, null, 2) for a value nested `depth` levels deep in the report. */
const nested = (value: unknown, depth: number) => JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);

/** JSON.stringify(checkJson(report), null, 2) + '\n', a file at a time. */
class JsonStream implements ReportStream {
  private written = 0;

  constructor(private readonly out: Pieces) {}

  file(report: FileReport): Promise<void> {
    return this.out.add(`${this.written++ === 0 ? '{\n  "files": [' : ','}\n    ${nested(fileJson(report), 2)}`);
  }

  end(summary: CheckSummary): Promise<void> {
    const files = this.written === 0 ? '{\n  "files": []' : '\n  ]';
    return this.out.add(`${files},\n  "summary": ${nested(summaryJson(summary), 1)}\n}\n`, true);
  }
}

/** formatGithub(report), a file at a time. */
class GithubStream implements ReportStream {
  private checks = 0;

  constructor(private readonly out: Pieces) {}

  file(report: FileReport): Promise<void> {
    this.checks += report.results.length;
    return this.out.add(githubLines(report).map((line) => `${line}\n`).join(''));
  }

  end(summary: CheckSummary): Promise<void> {
    return this.out.add(`${summaryLineOf(summary, this.checks)}\n`, true);
  }
}
