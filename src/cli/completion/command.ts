// `tna completion bash|zsh|fish`: a completion script made from the command tree; and `tna __complete graphs`, which it calls for saved graph names.
import { Argument, Command } from 'commander';
import type { Service } from '../../service/service.js';
import type { CliCommand } from '../command.js';
import { bashScript } from './bash.js';
import { fishScript } from './fish.js';
import { commandSpec } from './tree.js';
import { zshScript } from './zsh.js';

const SHELLS = { bash: bashScript, zsh: zshScript, fish: fishScript } as const;

/** The completion command, over the commands `commands()` gives (called when it runs) and the options every command takes. */
export function completionCli(commands: () => readonly CliCommand[], globalOptions: (command: Command) => Command): CliCommand {
  return {
    name: 'completion',
    examples: [
      ['source <(tna completion bash)', 'complete tna in this bash session (zsh: the same with zsh)'],
      ['tna completion bash > ~/.local/share/bash-completion/completions/tna', 'for every new bash'],
      ['tna completion fish > ~/.config/fish/completions/tna.fish', 'for every new fish'],
    ],
    define: () =>
      new Command('completion')
        .description('Print a completion script for your shell: commands, options, the values of options with a fixed list (formats, modes, languages…), files, and the names of saved graphs')
        .addArgument(new Argument('<shell>', 'bash, zsh or fish').choices(Object.keys(SHELLS))),
    async run(args) {
      const shell = args[0] as keyof typeof SHELLS;
      const specs = commands().map((c) => commandSpec(c.define()));
      return SHELLS[shell](specs, commandSpec(globalOptions(new Command('tna'))));
    },
  };
}

/**
 * `tna __complete graphs`: the names of the saved graphs, a line each, for a completion script.
 * Quick and quiet: no store is nothing, and any failure prints nothing, so a shell never sees an error.
 */
export const completeCli: CliCommand = {
  name: '__complete',
  hidden: true,
  examples: [],
  define: () => new Command('__complete').argument('<what>', 'graphs'),
  async run(args, _opts, _io, service: Service) {
    if (args[0] !== 'graphs') return '';
    try {
      const graphs = await service.listGraphs({}, {});
      return [...new Set(graphs.map((g) => g.contextName))].map((name) => `${name}\n`).join('');
    } catch {
      return '';
    }
  },
};
