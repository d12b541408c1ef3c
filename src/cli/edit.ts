// `tna edit NAME... --favorite --description TEXT --public`: changes a saved graph's description and flags, and says so on stderr.
import { Command } from 'commander';
import { badRequest } from '../core/errors.js';
import type { GraphChanges } from '../store/types.js';
import type { CliCommand } from './command.js';
import { write } from './io.js';
import { managedStore } from './local-store.js';

interface EditOptions {
  description?: string;
  favorite?: boolean;
  public?: boolean;
  user?: string;
}

/** What the change did, in words, for the confirmation line. */
function changeWords(changes: GraphChanges): string {
  const words: string[] = [];
  if (changes.favorite !== undefined) words.push(changes.favorite ? 'marked as favorite' : 'no longer a favorite');
  if (changes.isPublic !== undefined) words.push(changes.isPublic ? 'made public' : 'made private');
  if (changes.description !== undefined) words.push(changes.description ? `description set to "${changes.description}"` : 'description cleared');
  return words.join(', ');
}

export const editCli: CliCommand = {
  name: 'edit',
  examples: [
    ["tna edit notes --favorite", "mark a saved graph as a favorite"],
    ["tna edit notes --public --description 'Field notes'", "share it, with a description"],
  ],
  define: () =>
    new Command('edit')
      .description("Change saved graphs' description, favorite mark or visibility")
      .argument('<names...>', 'names of your saved graphs')
      .option('-d, --description <text>', 'set the description ("" clears it)')
      .option('--favorite', 'mark as favorite')
      .option('--no-favorite', 'remove the favorite mark')
      .option('--public', 'let every user see, list and search it')
      .option('--private', 'only you see it')
      .option('--user <name>', 'whose graphs (default: anonymous)'),
  async run(args, rawOpts, io) {
    const opts = rawOpts as unknown as EditOptions & { private?: boolean };
    const store = managedStore('edit', rawOpts, io);
    if (opts.public && opts.private) throw badRequest('--public and --private contradict each other: give one');
    if (opts.description === undefined && opts.favorite === undefined && !opts.public && !opts.private) {
      throw badRequest('nothing to change: give --description, --favorite, --no-favorite, --public or --private');
    }
    const changes: GraphChanges = {
      description: opts.description,
      favorite: opts.favorite,
      isPublic: opts.public ? true : opts.private ? false : undefined,
    };
    const edited = await (await import('../service/manage.js')).editGraphs(store, opts.user, args[0] as string[], changes);
    for (const g of edited) await write(io.stderr, `tna: graph "${g.name}": ${changeWords(changes)}\n`);
  },
};
