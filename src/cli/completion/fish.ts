// The fish completion script, generated from the command tree.
import type { CommandSpec, OptionSpec, Values } from './tree.js';

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** What fish offers for a word that takes these values. */
function offer(values: Values | undefined): string {
  switch (values?.kind) {
    case 'choices':
      return `-x -a ${quote(values.choices.join(' '))}`;
    case 'files':
      return '-r -F';
    case 'graphs':
      return `-x -a ${quote('(tna __complete graphs 2>/dev/null)')}`;
    case 'free':
      return '-x';
    default:
      return '';
  }
}

function optionLine(condition: string, option: OptionSpec): string {
  const names = option.names.map((n) => (n.startsWith('--') ? `-l ${n.slice(2)}` : `-s ${n.slice(1)}`)).join(' ');
  return `complete -c tna -n ${quote(condition)} ${names} ${offer(option.values)} -d ${quote(option.description)}`.replace(/ {2,}/g, ' ');
}

export function fishScript(commands: readonly CommandSpec[], globals: CommandSpec): string {
  const names = commands.map((c) => c.name).join(' ');
  const lines = [
    '# tna completion for fish',
    '# Load it now: tna completion fish | source',
    '# Or for good: tna completion fish > ~/.config/fish/completions/tna.fish',
    'complete -c tna -f',
    ...commands.map((c) => `complete -c tna -n '__fish_use_subcommand' -a ${c.name} -d ${quote(c.description)}`),
    `complete -c tna -n '__fish_seen_subcommand_from help' -a ${quote(names)}`,
  ];
  for (const command of commands) {
    const condition = `__fish_seen_subcommand_from ${command.name}`;
    for (const option of [...command.options, ...globals.options]) lines.push(optionLine(condition, option));
    // Arguments: files where a command reads them, else the first argument's choices.
    if (command.args.some((a) => a.kind === 'files')) lines.push(`complete -c tna -n ${quote(condition)} -F`);
    const choices = command.args.find((a) => a.kind === 'choices');
    if (choices) lines.push(`complete -c tna -n ${quote(condition)} ${offer(choices)}`);
  }
  return lines.join('\n') + '\n';
}
