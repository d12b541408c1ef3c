// A command's manual page in roff (man(7)), from the same commander definition that prints its --help.
import type { Command, Option } from 'commander';
import type { CliCommand } from '../command.js';
import { exitStatusOf } from './exit-status.js';

/** Text as roff reads it: backslashes and hyphens escaped, no line taken for a request. */
export function roff(text: string): string {
  return text
    .replace(/\\/g, '\\e')
    .replace(/-/g, '\\-')
    .split('\n')
    .map((line) => (/^[.']/.test(line) ? `\\&${line}` : line))
    .join('\n');
}

function optionEntry(option: Option): string {
  const value = /(<[^>]+>|\[[^\]]+\])/.exec(option.flags)?.[1];
  const names = [option.short, option.long].filter(Boolean).map((n) => `\\fB${roff(n!)}\\fR`).join(', ');
  const lines = ['.TP', `${names}${value ? ` \\fI${roff(value.slice(1, -1))}\\fR` : ''}`, roff(option.description)];
  if (option.argChoices) lines.push(`.br\nOne of: ${roff(option.argChoices.join(', '))}.`);
  if (option.defaultValue !== undefined && option.defaultValue !== false && !option.negate) lines.push(`.br\nDefault: ${roff(String(option.defaultValue))}.`);
  return lines.join('\n');
}

export interface PageParts {
  /** `tna-graph` (the page's name), `tna` for the overview. */
  name: string;
  version: string;
  /** The command line a user types: `tna graph`. */
  usage: string;
  summary: string;
  description: string;
  options: readonly Option[];
  examples: readonly (readonly [string, string])[];
  /** Sections of its own (COMMANDS, EXIT STATUS…): title and roff body. */
  sections?: readonly (readonly [string, string])[];
  seeAlso: readonly string[];
}

export function manPage(parts: PageParts): string {
  const lines = [
    `.TH ${roff(parts.name.toUpperCase())} 1 "" "tna ${parts.version}" "tna manual"`,
    '.SH NAME',
    `${roff(parts.name)} \\- ${roff(parts.summary)}`,
    '.SH SYNOPSIS',
    `.B ${roff(parts.usage)}`,
    '.SH DESCRIPTION',
    roff(parts.description),
  ];
  if (parts.options.length) lines.push('.SH OPTIONS', ...parts.options.map(optionEntry));
  for (const [title, body] of parts.sections ?? []) lines.push(`.SH ${title}`, body);
  if (parts.examples.length) {
    lines.push('.SH EXAMPLES');
    for (const [line, what] of parts.examples) lines.push('.TP', `\\fB${roff(line)}\\fR`, roff(what));
  }
  lines.push('.SH SEE ALSO', parts.seeAlso.map((page) => `.BR ${roff(page)} (1)`).join(',\n'));
  return lines.join('\n') + '\n';
}

/** EXIT STATUS in roff. */
export function exitStatusSection(status: readonly (readonly [number, string])[]): readonly [string, string] {
  return ['EXIT STATUS', status.map(([code, meaning]) => `.TP\n${code}\n${roff(meaning)}`).join('\n')];
}

/** The page of one command, from its definition. */
export function commandPage(command: Command, cli: CliCommand, version: string): string {
  const usage = `tna ${command.name()} ${command.usage()}`;
  const description = command.description();
  return manPage({
    name: `tna-${command.name()}`,
    version,
    usage,
    summary: description.split(/(?<=[.:;])\s|\s\(/)[0].replace(/[.:;]$/, ''),
    description,
    options: command.options,
    sections: [exitStatusSection(exitStatusOf(cli))],
    examples: cli.examples,
    seeAlso: ['tna'],
  });
}
