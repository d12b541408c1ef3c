// Every manual page of tna, tna(1) and one per command, from the definitions that print --help (scripts/build-man.mjs writes them).
import { definedCommands } from '../main.js';
import { EXIT_STATUS } from './exit-status.js';
import { commandPage, exitStatusSection, manPage, roff } from './man-page.js';
import { commandReference } from './markdown-page.js';

const ENVIRONMENT: readonly (readonly [string, string])[] = [
  ['TNA_REMOTE, TNA_TOKEN', 'a server that speaks the API, and the token for it (as --remote and --token)'],
  ['TNA_DB, TNA_STORE_URL', 'the local store of saved graphs, or a shared PostgreSQL store (as --db and --store)'],
  ['OPENAI_API_KEY, OPENAI_BASE_URL, TNA_MODEL', 'the language model for advice and topic names: any OpenAI-compatible server'],
  ['TNA_ANALYSIS', 'the analysis when --analysis is not given: default, or reference (the reference service\'s numbers, exactly)'],
  ['TNA_AI_TIMEOUT, TNA_AI_RETRIES', 'seconds a model request may take, and how often it is retried'],
  ['TNA_EMBEDDING_MODEL, TNA_EMBEDDING_CACHE_MB', 'an embedding model for tna related (it is sent the statements), and its cache on disk'],
  ['TNA_CACHE_DIR', 'where web-search answers and embeddings are kept'],
  ['NO_COLOR', 'no colours, even on a terminal'],
  ['TNA_PROGRESS_DELAY', 'milliseconds a command works before it shows its progress on a terminal (1000); 0 shows every step at once'],
];

/** File name (`tna-graph.1`) → the page's roff. */
export function manualPages(version: string): Map<string, string> {
  const commands = definedCommands();
  const pages = new Map<string, string>();
  const list = commands.map(({ command }) => `.TP\n\\fB${roff(command.name())}\\fR\n${roff(command.description())} See \\fBtna\\-${roff(command.name())}\\fR(1).`).join('\n');
  pages.set(
    'tna.1',
    manPage({
      name: 'tna',
      version,
      usage: 'tna <command> [options] [files...]',
      summary: 'text network analysis on the command line',
      description:
        'Turns text into a knowledge graph of concepts and tells what is in it: topical clusters, the most influential concepts, the content gaps between topics, the concepts that bridge them, and how diverse or biased the discourse is. ' +
        'It runs on this machine, or sends the same requests to a server that speaks its API (--remote). Text on standard input with no command is tna graph.',
      options: [],
      sections: [
        ['COMMANDS', list],
        ['GLOBAL OPTIONS', '.TP\n\\fB\\-h\\fR, \\fB\\-\\-help\\fR\nThe help of tna, or of a command.\n.TP\n\\fB\\-V\\fR, \\fB\\-\\-version\\fR\nThe version of tna.'],
        ['ENVIRONMENT', ENVIRONMENT.map(([name, what]) => `.TP\n\\fB${roff(name)}\\fR\n${roff(what)}`).join('\n')],
        exitStatusSection(EXIT_STATUS),
      ],
      examples: [
        ['tna graph notes.md', 'a readable report of a Markdown file'],
        ["cat *.md | tna graph -f summary | llm 'What is missing?'", 'the plain-text summary, for a language model'],
        ['tna check -f github "docs/**/*.md"', 'a quality gate for documentation in CI'],
      ],
      seeAlso: commands.map(({ command }) => `tna-${command.name()}`),
    }),
  );
  for (const { cli, command } of commands) pages.set(`tna-${command.name()}.1`, commandPage(command, cli, version));
  return pages;
}

/** Command name (`graph`) → the generated reference of its page in docs/commands/ (scripts/build-docs.mjs). */
export function commandReferences(): Map<string, string> {
  return new Map(definedCommands().map(({ cli, command }) => [command.name(), commandReference(cli, command)]));
}
