// The command tree as shell completion needs it: each command's options, what values they take, and its arguments'.
import type { Argument, Command, Option } from 'commander';
import { LANGUAGE_CODES } from '../../core/text/stopwords.js';

/** What a word in a place completes to. */
export type Values =
  | { kind: 'choices'; choices: readonly string[] }
  | { kind: 'files' }
  /** The saved graphs' names, read from the store when asked. */
  | { kind: 'graphs' }
  /** A number, a word, a URL: nothing to offer. */
  | { kind: 'free' };

export interface OptionSpec {
  /** `-f`, `--format`. */
  names: string[];
  description: string;
  /** Absent: a flag. */
  values?: Values;
}

export interface CommandSpec {
  name: string;
  description: string;
  options: OptionSpec[];
  /** What each positional argument takes, in order; the last one repeats when it is variadic. */
  args: Values[];
}

/** Value names that are paths. */
const PATH_VALUES = new Set(['file', 'files', 'path', 'dir', 'directory']);

/**
 * What an option's value completes to, by what the option says of itself: its choices, its
 * value's name (`<file>`), or its name (`--language` takes a language, `--name` a saved graph).
 */
function valuesOf(option: Option): Values | undefined {
  if (!option.required && !option.optional) return undefined;
  if (option.argChoices) return { kind: 'choices', choices: option.argChoices };
  const valueName = /<([^>]+)>|\[([^\]]+)\]/.exec(option.flags);
  const name = (valueName?.[1] ?? valueName?.[2] ?? '').toLowerCase();
  if (option.long === '--language') return { kind: 'choices', choices: ['auto', ...LANGUAGE_CODES] };
  if (option.long === '--name' || name === 'graph') return { kind: 'graphs' };
  if (PATH_VALUES.has(name)) return { kind: 'files' };
  return { kind: 'free' };
}

function argumentValues(argument: Argument): Values {
  if (argument.argChoices) return { kind: 'choices', choices: argument.argChoices };
  return PATH_VALUES.has(argument.name().toLowerCase()) ? { kind: 'files' } : { kind: 'free' };
}

/** The first sentence of a help text, for shells that show one beside each word. */
export function shortDescription(text: string): string {
  const first = text.split(/(?<=[.;:])\s|\s\(/)[0].replace(/[.;:]$/, '');
  return first.length > 80 ? first.slice(0, 77) + '…' : first;
}

/** A command as completion sees it. */
export function commandSpec(command: Command): CommandSpec {
  return {
    name: command.name(),
    description: shortDescription(command.description()),
    options: command.options.map((o) => ({
      names: [o.short, o.long].filter((n): n is string => Boolean(n)),
      description: shortDescription(o.description),
      ...(valuesOf(o) ? { values: valuesOf(o)! } : {}),
    })),
    args: command.registeredArguments.map(argumentValues),
  };
}
