// Flags with a fixed set of values accept them in any case (`--brackets exclude`, `-f JSON`) and
// hand the command the canonical spelling, as the request schemas do for request bodies.
import type { Command } from 'commander';

/** Wraps the value check of every option of `command` that lists its choices. */
export function acceptChoicesInAnyCase(command: Command): Command {
  for (const option of command.options) {
    const choices = option.argChoices;
    const check = option.parseArg;
    if (!choices || !check) continue;
    const canonical = new Map(choices.map((choice) => [choice.toLowerCase(), choice]));
    option.parseArg = <T>(value: string, previous: T): T => check.call(option, canonical.get(value.toLowerCase()) ?? value, previous) as T;
  }
  return command;
}
