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

/** One command's function: an option's value, an option, or the argument in that place. */
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
    '  case "$(_tna_position "$valued")" in',
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
# The place of the current word among the command's arguments, options and their values left out.
_tna_position() {
  local i n=0 skip=0
  for ((i = command_at + 1; i < COMP_CWORD; i++)); do
    if ((skip)); then skip=0; continue; fi
    case "\${COMP_WORDS[i]}" in
      --*=*) ;;
      -*) [[ "$1" == *" \${COMP_WORDS[i]} "* ]] && skip=1 ;;
      *) ((n++)) ;;
    esac
  done
  echo "$n"
}

${commands.map((c) => commandFunction(c, globals)).join('\n\n')}

_tna() {
  if [[ -n \${ZSH_VERSION-} ]]; then setopt localoptions ksharrays; fi
  local cur="\${COMP_WORDS[COMP_CWORD]}" prev="\${COMP_WORDS[COMP_CWORD-1]}" command="" command_at=0 i skip=0
  local global_valued=" ${globals.options.filter((o) => o.values).flatMap((o) => o.names).join(' ')} "
  for ((i = 1; i < COMP_CWORD; i++)); do
    if ((skip)); then skip=0; continue; fi
    case "\${COMP_WORDS[i]}" in
      --*=*) ;;
      -*) [[ "$global_valued" == *" \${COMP_WORDS[i]} "* ]] && skip=1 ;;
      *) command="\${COMP_WORDS[i]}"; command_at=$i; break ;;
    esac
  done
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
