// The words --help uses for values that are names of modes, and the examples each command's help ends with.
import type { Command, Help } from 'commander';
import { displayWidth, padEndTo } from '../report/display-width.js';

/** "value: what it does; value: …", for a flag whose choices are names. */
function meanings(entries: Record<string, string>): string {
  return Object.entries(entries)
    .map(([value, meaning]) => `${value}: ${meaning}`)
    .join('; ');
}

export const OPTIMIZE_HELP = meanings({
  develop: 'every cluster, by its most central concepts',
  reinforce: 'the two main clusters',
  gaps: 'the two clusters of a content gap (gap too)',
  latent: 'the two least represented clusters',
  imagine: 'those and the concepts that lead into them',
  auto: 'chosen by how diverse the text is (optimize too)',
});

export const REQUEST_MODE_HELP = meanings({
  question: 'a question that bridges the focus',
  idea: 'an idea that connects it',
  develop: 'one idea developed in depth',
  fact: 'a verifiable fact',
  challenge: 'a statement that questions an assumption',
  summary: 'a paragraph',
  'graph summary': 'a line per topic',
  paraphrase: 'the focus in other words',
  outline: 'a title and an article outline',
  chat: 'a reply to --prompt using the graph',
  response: 'a reply to --prompt and the earlier turns',
  gptchat: 'a reply to --prompt, the graph as background',
  reprompt: '--prompt rewritten to take the focus into account',
  custom: '--prompt is the whole instruction',
  transcend: 'three ideas beyond the graph',
});

export const WIKI_LINKS_HELP =
  'how [[wiki links]] count: ' +
  meanings({
    PROCESS_AS_MENTIONS: 'linked to every concept of their statement, outside the window of 4 words',
    PROCESS_AS_HASHTAGS: 'a concept like any word',
    PROCESS_AS_HASHTAGS_IGNORE_THE_REST: 'the only concepts: other words are left out',
    IGNORE_BRACKETS: 'the words inside, as plain words',
    EXCLUDE: 'left out',
  });

export const BRACKETS_HELP =
  'how [single brackets] count: ' + meanings({ IGNORE_BRACKETS: 'the words inside, as plain words', EXCLUDE: 'left out, as stage directions like [Laughter]' });

export const MENTIONS_HELP =
  'how @mentions count: ' +
  meanings({
    CONNECT_TO_ALL_CONCEPTS: 'linked to every concept of their statement',
    CONNECT_TO_CONCEPTS_ONLY: 'linked to the concepts, not to other mentions',
  });

/** How --help measures text as it aligns and wraps: in a terminal's columns (commander counts UTF-16 units). */
export const HELP_LAYOUT: Partial<Help> = { displayWidth };

/** Each example as its command line, then `# what it does` with every `#` in one column: for --help and the manual alike. */
export function exampleLines(examples: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...examples.map(([line]) => displayWidth(line)));
  return examples.map(([line, what]) => `${padEndTo(line, width)}  # ${what}`);
}

/** Adds "Examples:" to the end of a command's help: [command line, what it does] pairs, laid out when the help is shown. */
export function withExamples(command: Command, examples: readonly (readonly [string, string])[]): Command {
  if (examples.length === 0) return command;
  return command.addHelpText('after', () => `\nExamples:\n${exampleLines(examples).map((line) => `  $ ${line}`).join('\n')}`);
}

/**
 * Whether a command line may show help (what commander shows it for: -h, --help, the help
 * command, or no command at all), for which the width tables are loaded first (display-width.ts).
 */
export function mayShowHelp(args: readonly string[]): boolean {
  return args.length === 0 || args[0] === 'help' || args.some((a) => a === '-h' || a === '--help');
}

export const MAX_NODES_HELP =
  'keep the n concepts with the most relations (weighted degree: relations counted by how often they occur); "all" or 0 keeps every concept';
