// `tna rename OLD NEW`: renames a saved graph, and says so on stderr.
import { Command } from 'commander';
import type { CliCommand } from './command.js';
import { write } from './io.js';
import { managedStore } from './local-store.js';

export const renameCli: CliCommand = {
  name: 'rename',
  examples: [
    ["tna rename notes notes-2026", "give a saved graph a new name"],
    ["tna rename notes archive --user alice", "rename alice's graph"],
  ],
  define: () =>
    new Command('rename')
      .description('Rename a saved graph')
      .argument('<name>', 'the name of your saved graph')
      .argument('<new-name>', 'its new name (not taken by another of your graphs)')
      .option('--user <name>', 'whose graph (default: anonymous)'),
  async run(args, opts, io) {
    const store = managedStore('rename', opts, io);
    const renamed = await (await import('../service/manage.js')).renameGraph(store, opts.user as string | undefined, args[0] as string, args[1] as string);
    await write(io.stderr, `tna: renamed graph "${renamed.from}" to "${renamed.to}"\n`);
  },
};
