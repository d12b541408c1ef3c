// The bash completion script (zsh runs it too, through bashcompinit), generated from the command tree.
import type { CommandSpec, Values } from './tree.js';

/** What COMPREPLY becomes for a word that takes these values. */
function reply(values: Values | undefined): string {
  switch (values?.kind) {
    case 'choices':
      return `_tna_reply "${values.choices.join(' ')}"`;
    case 'files':
      return '_tna_files';
    case 'graphs':
      return '_tna_reply "$(tna __complete graphs 2>/dev/null)"';
    default:
      return 'COMPREPLY=()';
  }
}

/** One command's function: an option's value, an option, or the argument in that place (counted from 0). */
function commandFunction(command: CommandSpec, globals: CommandSpec): string {
  const options = [...command.options, ...globals.options];
  const valued = options.filter((o) => o.values);
  const cases = valued.map((o) => `    ${o.names.join('|')}) ${reply(o.values)}; return ;;`);
  const args = command.args.length ? command.args : [{ kind: 'free' } as Values];
  const argCases = args.map((a, i) => `    ${i === args.length - 1 ? '*' : i}) ${reply(a)} ;;`);
  return [
    `_tna_${command.name.replace(/\W/g, '_')}() {`,
    `  local valued=" ${valued.flatMap((o) => o.names).join(' ')} "`,
    '  case "$prev" in',
    ...cases,
    '  esac',
    `  if [[ $cur == -* ]]; then _tna_reply "${options.flatMap((o) => o.names).join(' ')}"; return; fi`,
    '  local -a args=($(_tna_positionals $((command_at + 1)) "$valued"))',
    '  case "${#args[@]}" in',
    ...argCases,
    '  esac',
    '}',
  ].join('\n');
}

export function bashScript(commands: readonly CommandSpec[], globals: CommandSpec): string {
  const names = commands.map((c) => c.name);
  return `# tna completion for bash (and zsh, through bashcompinit)
# Load it now: source <(tna completion bash)
# Or for good: tna completion bash > ~/.local/share/bash-completion/completions/tna

_tna_reply() { COMPREPLY=($(compgen -W "$1" -- "$cur")); }
_tna_files() {
  if type compopt >/dev/null 2>&1; then compopt -o filenames; fi
  COMPREPLY=($(compgen -f -- "$cur"))
}
# The places of the arguments from word $1 to the current one: options, and the values of those named
# in $2, left out.
_tna_positionals() {
  local i skip=0
  for ((i = $1; i < COMP_CWORD; i++)); do
    if ((skip)); then skip=0; continue; fi
    case "\${COMP_WORDS[i]}" in
      --*=*) ;;
      -*) [[ "$2" == *" \${COMP_WORDS[i]} "* ]] && skip=1 ;;
      *) echo "$i" ;;
    esac
  done
}

${commands.map((c) => commandFunction(c, globals)).join('\n\n')}

_tna() {
  if [[ -n \${ZSH_VERSION-} ]]; then setopt localoptions ksharrays; fi
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" command="" command_at=0
  local -a found=($(_tna_positionals 1 " ${globals.options.filter((o) => o.values).flatMap((o) => o.names).join(' ')} "))
  if ((\${#found[@]})); then command_at=\${found[0]}; command="\${COMP_WORDS[command_at]}"; fi
  case "$command" in
    "")
      if [[ $cur == -* ]]; then _tna_reply "-h --help -V --version"; else _tna_reply "${names.join(' ')} help"; fi ;;
    help) _tna_reply "${names.join(' ')}" ;;
${commands.map((c) => `    ${c.name}) _tna_${c.name.replace(/\W/g, '_')} ;;`).join('\n')}
  esac
}
complete -F _tna tna
`;
}
