// The first part of a stop: readiness answers 503 for --drain-delay seconds while requests are
// still served, so that balancers checking /readyz take this instance out before its listener
// closes; only then are new connections refused. Nobody asked /readyz lately, or a second signal:
// no wait.
import type { Readiness } from '../../http/readiness.js';

export interface LeaveLog {
  info(message: string): void;
}

/** Resolves when the delay is over, or at once when nobody watches readiness, or on a second SIGTERM or SIGINT. */
export async function leaveBalancers(readiness: Readiness, delayMs: number, signal: string, logger: LeaveLog): Promise<void> {
  readiness.leave();
  if (delayMs === 0 || !readiness.watched()) return;
  logger.info(`tna serve: ${signal}: /readyz answers 503 for ${delayMs / 1000} s (--drain-delay) so that balancers stop sending requests; they are served meanwhile`);
  let timer: NodeJS.Timeout | undefined;
  let again: () => void = () => undefined;
  await new Promise<void>((resolve) => {
    timer = setTimeout(resolve, delayMs);
    again = () => {
      logger.info('tna serve: a second signal: no more waiting for balancers');
      resolve();
    };
    process.once('SIGTERM', again);
    process.once('SIGINT', again);
  });
  clearTimeout(timer);
  // A later signal is no longer this wait's: Node's own handling (stop now) applies again.
  process.off('SIGTERM', again);
  process.off('SIGINT', again);
}
