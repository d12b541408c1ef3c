// What each exit code of a command means, for its man page and its page in docs/commands/.
import type { CliCommand } from '../command.js';

export const EXIT_STATUS: readonly (readonly [number, string])[] = [
  [0, 'done'],
  [1, 'a failure: a provider, a server or the store could not do it'],
  [2, 'bad input: the message names the flag or the field, and what is allowed'],
];

/** The command's own meanings where it has them (1 for "nothing found"), else the common ones. */
export function exitStatusOf(cli: CliCommand): readonly (readonly [number, string])[] {
  if (!cli.exitStatus) return EXIT_STATUS;
  const own = new Map(cli.exitStatus);
  return EXIT_STATUS.map(([status, meaning]) => [status, own.get(status) ?? meaning] as const);
}
