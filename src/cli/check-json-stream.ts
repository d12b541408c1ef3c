// `tna check -f json` written as the files are judged: each file's part of the report as soon as
// it and the files before it are, the summary last. The same bytes as the whole report's JSON
// (JSON.stringify(report, null, 2)), but the command keeps no file's results until the end, so its
// memory does not grow with the number of files.
import type { Writable } from 'node:stream';
import { fileJson, summaryJson } from '../check/formatters/json.js';
import type { CheckSummary, FileReport } from '../check/types.js';
import { write } from './io.js';

/** Pieces are gathered up to about this many characters before they are written. */
const FLUSH = 32 * 1024;

/** JSON.stringify(value, null, 2) for a value nested `depth` levels deep in the report. */
const nested = (value: unknown, depth: number) => JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);

export class CheckJsonStream {
  private pending = '{\n  "files": [';
  private written = 0;

  constructor(private readonly stream: Writable) {}

  /** One more file, after those given before it. */
  async file(report: FileReport): Promise<void> {
    this.pending += `${this.written++ > 0 ? ',' : ''}\n    ${nested(fileJson(report), 2)}`;
    if (this.pending.length >= FLUSH) await this.flush();
  }

  /** The summary, and the end of the report. */
  async end(summary: CheckSummary): Promise<void> {
    this.pending += `${this.written > 0 ? '\n  ' : ''}],\n  "summary": ${nested(summaryJson(summary), 1)}\n}\n`;
    await this.flush();
  }

  private async flush(): Promise<void> {
    const text = this.pending;
    this.pending = '';
    await write(this.stream, text);
  }
}
