// `tna delete NAME...`: deletes saved graphs and their statements, and says so on stderr.
import { Command } from 'commander';
import type { CliCommand } from './command.js';
import { write } from './io.js';
import { managedStore } from './local-store.js';

export const deleteCli: CliCommand = {
  name: 'delete',
  examples: [
    ["tna delete notes", "delete the saved graph notes"],
    ["tna delete draft1 draft2", "delete both, or neither if one is missing"],
  ],
  define: () =>
    new Command('delete')
      .description('Delete saved graphs and their statements (all names must exist, or nothing is deleted)')
      .argument('<names...>', 'names of your saved graphs')
      .option('--user <name>', 'whose graphs (default: anonymous)'),
  async run(args, opts, io) {
    const store = managedStore('delete', opts, io);
    const deleted = await (await import('../service/manage.js')).deleteGraphs(store, opts.user as string | undefined, args[0] as string[]);
    for (const d of deleted) {
      await write(io.stderr, `tna: deleted graph "${d.name}" (${d.statements} statement${d.statements === 1 ? '' : 's'})\n`);
    }
  },
};
