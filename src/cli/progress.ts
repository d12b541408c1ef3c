// What a command shows on a terminal while it works: after about a second, a spinner on stderr
// with the stage it is in (reading files, the graph's betweenness with how many sources are done
// and on how many threads, clusters, writing), and on a job over many files how many are done of
// how many, with the time left (progress-line.ts words it). Nothing on a pipe, in CI, or when
// stderr is not a terminal; stdout never sees it. Redrawn at once when the stage changes, so that
// a computation that holds the event loop still shows where it is.
import type { ProgressSink } from '../core/progress.js';
import type { IO } from './io.js';
import { ProgressLine } from './progress-line.js';

/** Quiet for commands that finish in less than this (TNA_PROGRESS_DELAY, in milliseconds, changes it). */
const SHOW_AFTER_MS = 1000;
/** Redraws at most this often (and with no delay asked for, at every step). */
const REDRAW_MS = 80;

/** How long to wait before showing progress, and how often to redraw it: TNA_PROGRESS_DELAY's, or the defaults. */
function timing(env: IO['env']): { showAfter: number; redraw: number } {
  const asked = env.TNA_PROGRESS_DELAY;
  const ms = asked !== undefined && /^\d+$/.test(asked.trim()) ? Number(asked) : SHOW_AFTER_MS;
  return { showAfter: ms, redraw: Math.min(REDRAW_MS, ms) };
}

export interface ProgressDisplay {
  sink?: ProgressSink;
  stop(): void;
}

/** Whether this terminal may get a spinner: a terminal that reports no width would be redrawn without end. */
export function showsProgress(io: IO): boolean {
  const columns = (io.stderr as { columns?: number }).columns ?? 0;
  return io.stderrIsTTY && !io.env.CI && columns > 0;
}

export async function progressDisplay(io: IO, firstStage: string): Promise<ProgressDisplay> {
  if (!showsProgress(io)) return { stop: () => undefined };
  const { default: ora } = await import('ora');
  const { showAfter, redraw } = timing(io.env);
  const started = Date.now();
  const line = new ProgressLine(firstStage);
  let text = firstStage;
  let spinner: ReturnType<typeof ora> | undefined;
  let drawn = 0;
  const show = () => {
    spinner ??= ora({ text, stream: io.stderr as NodeJS.WritableStream, discardStdin: false }).start();
  };
  const timer = setTimeout(show, showAfter);
  timer.unref();
  return {
    sink(stage, done, total, unit) {
      const now = Date.now();
      text = line.report(now, stage, done, total, unit);
      if (!spinner && now - started >= showAfter) show();
      if (!spinner) return;
      spinner.text = text;
      // A writable TTY is written synchronously: the line is there even while a computation holds the thread.
      // A new stage, and the first and last step of a count, are drawn whatever the time since the last.
      if (done === undefined || done === 0 || done === total || now - drawn >= redraw) {
        spinner.render();
        drawn = now;
      }
    },
    stop() {
      clearTimeout(timer);
      spinner?.stop();
    },
  };
}
