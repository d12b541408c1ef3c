// The zsh completion script: the bash one, run by zsh's own bash completion layer (bashcompinit).
import { bashScript } from './bash.js';
import type { CommandSpec } from './tree.js';

export function zshScript(commands: readonly CommandSpec[], globals: CommandSpec): string {
  return `#compdef tna
# tna completion for zsh
# Load it now: source <(tna completion zsh)
# Or for good: tna completion zsh > "\${fpath[1]}/_tna" (then start a new shell)
autoload -U +X compinit && compinit -u
autoload -U +X bashcompinit && bashcompinit
${bashScript(commands, globals).split('\n').filter((line) => !line.startsWith('# ')).join('\n')}`;
}
