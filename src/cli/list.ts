// `tna list`: the saved graphs (E5), as a table on a terminal and as JSON in a pipe.
import { Chalk } from 'chalk';
import { Command, Option } from 'commander';
import type { GraphListEntry } from '../service/list.js';
import type { Service } from '../service/service.js';
import type { CliCommand } from './command.js';
import { wantsColour, type IO } from './io.js';
import { renameField } from './field-flags.js';
import { renderJson } from './render.js';
import { loadWidthTables } from '../report/display-width.js';
import { renderTable } from '../report/table.js';

export const LIST_FORMATS = ['table', 'json'] as const;
type ListFormat = (typeof LIST_FORMATS)[number];

interface ListOptions {
  format?: ListFormat;
  query?: string;
  type?: string;
  from?: string;
  to?: string;
  language?: string;
  favorite?: boolean;
  user?: string;
}

function listCommand(): Command {
  return new Command('list')
    .description('List the saved graphs: yours and the public ones; a comma in a filter means OR')
    .addOption(new Option('-f, --format <format>', 'table, or json (every field of every graph); default: table on a terminal, json in a pipe').choices(LIST_FORMATS))
    .option('-q, --query <words>', 'match the name or description (case-insensitive, part of a word counts)')
    .option('-t, --type <types>', 'context types, e.g. csv,engine')
    .option('--from <date>', 'created on or after this ISO date or date-time')
    .option('--to <date>', 'created on or before this ISO date (the whole day) or date-time')
    .option('--language <codes>', 'language codes, e.g. en,de')
    .option('--favorite', 'only favorites')
    .option('--no-favorite', 'only graphs that are not favorites')
    .option('--user <name>', 'whose graphs (default: anonymous)');
}

const FIELD_FLAGS: Record<string, string> = { fromDate: '--from', toDate: '--to', favorite: '--favorite' };

export function renderGraphTable(entries: readonly GraphListEntry[], viewer: string, colour: boolean): string {
  if (entries.length === 0) return 'No saved graphs match. Save one with: tna graph --save --name NAME FILE\n';
  const c = new Chalk({ level: colour ? 1 : 0 });
  const rows = entries.map((e) => [
    e.userName === viewer ? e.contextName : `${e.userName}/${e.contextName}`,
    e.contextType,
    e.language,
    String(e.statementCount),
    String(e.nodeCount),
    e.createdAt.slice(0, 16).replace('T', ' '),
    [e.favorite ? '★' : '', e.isPublic ? 'public' : ''].filter(Boolean).join(' '),
    e.description,
  ]);
  const columns = [
    { header: 'NAME', max: 40 },
    { header: 'TYPE' },
    { header: 'LANG' },
    { header: 'STATEMENTS', right: true },
    { header: 'CONCEPTS', right: true },
    { header: 'CREATED (UTC)' },
    { header: 'FLAGS' },
    { header: 'DESCRIPTION', max: 50 },
  ];
  const paint = (text: string, _row: number, column: number) => (column === 0 ? c.cyan(text) : column === 6 ? c.yellow(text) : text);
  return renderTable(columns, rows, paint, (h) => c.bold(h));
}

export const listCli: CliCommand = {
  name: 'list',
  examples: [
    ["tna list", "your saved graphs and the public ones"],
    ["tna list --favorite -f json", "favorites, every field"],
    ["tna list --from 2026-01-01 --language en", "graphs created since a date, in English"],
  ],
  define: listCommand,
  async run(_args, rawOpts, io: IO, service: Service) {
    const opts = rawOpts as unknown as ListOptions;
    const format: ListFormat = opts.format ?? (io.stdoutIsTTY ? 'table' : 'json');
    const body = {
      query: opts.query,
      type: opts.type,
      fromDate: opts.from,
      toDate: opts.to,
      language: opts.language,
      favorite: opts.favorite,
      userName: opts.user,
    };
    const entries = await service.listGraphs({}, body).catch((error) => {
      throw renameField(error, FIELD_FLAGS);
    });
    if (format === 'json') return renderJson(entries);
    await loadWidthTables();
    return renderGraphTable(entries, opts.user ?? 'anonymous', wantsColour(io));
  },
};
