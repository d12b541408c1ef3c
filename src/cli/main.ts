// The command line: parses flags, runs one command against a Service, maps errors to exit codes.
import { Command, CommanderError } from 'commander';
import { ApiError } from '../core/errors.js';
import type { Service } from '../service/service.js';
import { EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK, type CliCommand, type CommandResult, type GlobalOptions } from './command.js';
import { FLAG_OF_FIELD, graphCli } from './graph.js';
import { listCli } from './list.js';
import { searchCli } from './search.js';
import { relatedCli } from './related.js';
import { completeCli, completionCli } from './completion/command.js';
import { deleteCli } from './delete.js';
import { renameCli } from './rename.js';
import { editCli } from './edit.js';
import { dotCli } from './dot.js';
import { compareCli } from './compare.js';
import { intentCli } from './intent.js';
import { adviceCli } from './advice.js';
import { serveCli } from './serve/command.js';
import { mcpCli } from './mcp.js';
import { checkCli } from './check.js';
import { acceptChoicesInAnyCase } from './any-case-choices.js';
import { HELP_LAYOUT, mayShowHelp, withExamples } from './help-text.js';
import { processIO, write, type IO } from './io.js';
import { progressDisplay } from './progress.js';
import { createService } from './service-factory.js';
import { packageVersion } from './version.js';
import { paceCompiler } from './v8-pace.js';
import { loadWidthTables } from '../report/display-width.js';

/** Every command of the CLI, in the order --help lists them. */
export const COMMANDS: CliCommand[] = [graphCli, adviceCli, dotCli, compareCli, intentCli, relatedCli, checkCli, listCli, searchCli, deleteCli, renameCli, editCli, serveCli, mcpCli];
/** Every command a command line may name: the above, and the ones about the command line itself. */
const ALL_COMMANDS: CliCommand[] = [...COMMANDS, completionCli(() => ALL_COMMANDS.filter((cli) => !cli.hidden), addGlobalOptions), completeCli];


function errorLine(error: ApiError): string {
  const flag = error.field ? FLAG_OF_FIELD[error.field] : undefined;
  if (flag && error.field && error.message.startsWith(error.field + ' ')) {
    const rest = error.message.slice(error.field.length + 1);
    return flag.startsWith('--') ? `${flag}: ${rest}` : `${flag} ${rest}`;
  }
  return error.message;
}

/** Commander's error as one line, like every other error: its suggestion (Did you mean …?) comes on a line of its own. */
function commanderError(s: string): string {
  const line = s.replace(/^error: /, 'tna: ').trim().replace(/\s*\n\s*/g, ' ');
  return `${line}${/unknown command/.test(line) && !/Did you mean/.test(line) ? ' (tna --help lists the commands)' : ''}\n`;
}

/** Options every command accepts: where the Service is, and how to reach it. */
function addGlobalOptions(command: Command): Command {
  return command
    .option('--remote <url>', 'send the request to a server that speaks the API (env TNA_REMOTE)')
    .option('--token <token>', 'bearer token for --remote (env TNA_TOKEN)')
    .option('--timeout <seconds>', 'give up on --remote after this many seconds', '180')
    .option('--db <path>', 'the local store of saved graphs (env TNA_DB)')
    .option('--store <url>', 'a shared PostgreSQL store instead, postgres://user:password@host:5432/database (env TNA_STORE_URL)');
}

/**
 * The commands to define for a command line: the ones it names (commander dispatches on the name,
 * so the one called is among them), or all of them when it names none (help, an unknown command
 * and its "Did you mean"). Defining every command's flags costs a few milliseconds of each start.
 */
function commandsFor(argv: readonly string[]): CliCommand[] {
  const named = ALL_COMMANDS.filter((cli) => argv.includes(cli.name));
  return named.length > 0 ? named : ALL_COMMANDS;
}

/** Flags of tna itself, which need no command. */
const PROGRAM_FLAGS = new Set(['-h', '--help', '-V', '--version']);

/**
 * Whether a command line that names no command is `tna graph`: text on stdin with nothing else
 * (`cat notes.txt | tna`), or graph's flags and files starting with a flag or '-' for stdin
 * (`cat notes.txt | tna -f summary`, `tna - --split sentence`).
 */
function impliedGraph(argv: readonly string[], io: IO): boolean {
  if (argv.length === 0) return !io.stdinIsTTY;
  if (argv[0] !== '-' && (!argv[0].startsWith('-') || PROGRAM_FLAGS.has(argv[0]))) return false;
  // A command's name after a word that is no flag (`tna --db x list`) is a command in the wrong
  // place, left to its error; after a flag (`-f dot`) it is that flag's value.
  const isCommand = (arg: string) => arg === 'help' || ALL_COMMANDS.some((cli) => cli.name === arg);
  return !argv.some((arg, i) => i > 0 && isCommand(arg) && !argv[i - 1].startsWith('-'));
}

export type ServiceFactory = (opts: GlobalOptions, io: IO) => Promise<Service>;

/** Each command a user may name, defined as it runs (its own options and those every command takes): for its manual page. */
export function definedCommands(): { cli: CliCommand; command: Command }[] {
  return ALL_COMMANDS.filter((cli) => !cli.hidden).map((cli) => ({ cli, command: acceptChoicesInAnyCase(addGlobalOptions(cli.define())) }));
}

export function buildProgram(io: IO, service: ServiceFactory, output: { text: string; exitCode?: number; write?: CommandResult['write'] }, argv?: readonly string[]): Command {
  const program = new Command('tna')
    .description('Text network analysis: turn text into a knowledge graph and see its topics, gaps and bridges.')
    .version(packageVersion(), '-V, --version')
    .addHelpText('after', '\nManual: man tna (and man tna-<command>)')
    .exitOverride()
    .configureHelp(HELP_LAYOUT)
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      outputError: (s, writeErr) => writeErr(commanderError(s)),
    });
  for (const cli of argv ? commandsFor(argv) : ALL_COMMANDS) {
    const defined = acceptChoicesInAnyCase(addGlobalOptions(cli.define()));
    // The manual's name, then the examples, which end every command's help.
    if (!cli.hidden) defined.addHelpText('after', `\nManual: man tna-${cli.name}`);
    const command = withExamples(defined, cli.examples);
    command.exitOverride().configureHelp(HELP_LAYOUT).configureOutput(program.configureOutput());
    command.action(async (...params: unknown[]) => {
      // commander passes the positional arguments, then the options, then the command
      const opts = params[params.length - 2] as Record<string, unknown> & GlobalOptions;
      const args = params.slice(0, -2);
      const stage = typeof cli.progress === 'function' ? cli.progress(opts) : cli.progress;
      const display = stage ? await progressDisplay(io, stage) : undefined;
      // The command and its Service tell the display where they are.
      const commandIO: IO = display?.sink ? { ...io, progress: display.sink } : io;
      let result: Awaited<ReturnType<CliCommand['run']>>;
      if (!cli.serves) paceCompiler();
      try {
        result = await cli.run(args, opts, commandIO, await service(opts, commandIO));
      } finally {
        display?.stop();
      }
      if (typeof result === 'string') output.text = result;
      else if (result) Object.assign(output, result);
    });
    program.addCommand(command, cli.hidden ? { hidden: true } : {});
  }
  return program;
}

// The build sets V8's compiler flags back before it writes the code cache, and sets those of a
// command over many files before it writes its workers' (scripts/code-cache.mjs).
export { v8CompilerDefaults, manyFilesPace } from './v8-pace.js';
// A worker thread of a command over many files, started from the bundle (bin/pool-worker.cjs).
export { runPoolWorker } from './each/pool-worker.js';

/** Runs the CLI and returns the exit code: 0 done, 2 bad input, 1 any other failure (or, for search, no match). */
export async function run(argv: readonly string[], io: IO = processIO(), service: ServiceFactory = createService): Promise<number> {
  const output: { text: string; exitCode?: number; write?: CommandResult['write'] } = { text: '' };
  try {
    const args = impliedGraph(argv, io) ? ['graph', ...argv] : [...argv];
    if (mayShowHelp(args)) await loadWidthTables();
    await buildProgram(io, service, output, args).parseAsync(args, { from: 'user' });
    if (output.write) await output.write(io.stdout);
    else if (output.text) await write(io.stdout, output.text);
    return output.exitCode ?? EXIT_OK;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has printed its message already; help and version are not failures.
      return error.exitCode === 0 ? EXIT_OK : EXIT_BAD_INPUT;
    }
    if (error instanceof ApiError) {
      await write(io.stderr, `tna: ${errorLine(error)}\n`);
      const badInput = error.status >= 400 && error.status < 500 && ![401, 403, 429].includes(error.status);
      return badInput ? EXIT_BAD_INPUT : EXIT_FAILURE;
    }
    const message = error instanceof Error ? error.message : String(error);
    await write(io.stderr, `tna: internal error: ${message}\n`);
    if (io.env.TNA_DEBUG && error instanceof Error) await write(io.stderr, `${error.stack}\n`);
    return EXIT_FAILURE;
  }
}
