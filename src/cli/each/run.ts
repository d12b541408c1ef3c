// `tna graph --each FILES…`: one analysis per file in one process, printed as each is done and in
// the order given (one JSON line a file, or one block a file headed by its path), on worker
// threads; a file that fails is a line of its own and the exit code at the end, never a file lost.
import { badRequest } from '../../core/errors.js';
import { countFiles } from '../../core/progress.js';
import { graphBody, graphQuery, validate } from '../../service/schemas.js';
import { localServiceFor } from '../../service/local-setup.js';
import type { Service } from '../../service/service.js';
import { EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK, type CommandResult } from '../command.js';
import { isExportFormat } from '../exports.js';
import { whole } from '../flag-values.js';
import { responseQuery, type GraphOptions } from '../graph-options.js';
import { wantsColour, write, type IO } from '../io.js';
import type { GraphFormat } from '../render.js';
import { textFields } from '../text-options.js';
import { analyzeEach, type EachInput, type EachOutcome, type EachSettings } from './analyze.js';
import { eachInputs } from './inputs.js';
import { collectSooner } from '../v8-pace.js';
import { AHEAD_PER_THREAD, defaultThreads, EachPool, type EachRunner } from './pool.js';

/** What --each cannot do yet: each names one graph, or one output, where --each makes many. */
const REFUSED: [keyof GraphOptions, string][] = [
  ['save', '--save'],
  ['name', '--name'],
  ['replace', '--replace'],
  ['skipExisting', '--skip-existing'],
  ['out', '--out'],
];

export async function runEach(files: readonly string[], opts: GraphOptions, io: IO, service: Service, remote: boolean): Promise<CommandResult> {
  const format = checkFlags(opts, io);
  collectSooner();
  const threads = opts.threads === undefined ? defaultThreads() : whole(opts.threads, '--threads', 1, 1024);
  // Files fill the threads, so each file's betweenness runs on the thread that analyzes it.
  const query = { ...responseQuery(opts, format), threads: 1 };
  const fields = textFields(opts, io.env);
  // A flag's mistake is said once, before any file, rather than once a file.
  validate(graphQuery, query, 'query');
  validate(graphBody, { ...fields, text: 'x' }, 'body');
  const settings: EachSettings = { format, colour: wantsColour(io), query, fields, split: opts.split, inputFormat: opts.inputFormat, ...(opts.html ? { html: opts.html } : {}), cwd: io.cwd };
  const inputs = await eachInputs(files, io.cwd);
  const lanes = remote ? 1 : Math.min(threads, inputs.length);
  // A Service of its own here: the command's tells a terminal of each file's stages, not of files.
  // Each thread reads files of its own: none reads one on two.
  const here = remote ? service : localServiceFor({ cwd: io.cwd, env: io.env, search: false, readOnThreads: false });
  const analyzeHere = (input: EachInput) => analyzeEach(here, input, settings);
  const runner: EachRunner = lanes > 1 ? new EachPool(lanes, { settings, env: io.env }, analyzeHere) : { run: analyzeHere, close: async () => undefined };
  // A server (--remote) is sent a few files at once; this thread alone analyzes one at a time
  // (it is busy with it, and a file begun meanwhile would only hold a second page at once).
  const ahead = !remote && lanes === 1 ? 1 : lanes * AHEAD_PER_THREAD;
  const failures: number[] = [];
  try {
    const analyzed = countFiles(io.progress, 'analyzing', inputs.length);
    await inOrder(inputs.length, ahead, (i) => runner.run(inputs[i]), async (outcome, i) => {
      // Blocks are set apart by a blank line; JSON lines follow each other.
      await write(io.stdout, i > 0 && format !== 'json' ? `\n${outcome.output}` : outcome.output);
      if (outcome.failure) {
        failures.push(outcome.failure.status);
        await write(io.stderr, `tna: ${outcome.failure.message.includes(inputs[i].label) ? '' : `${inputs[i].label}: `}${outcome.failure.message}\n`);
      } else if (outcome.note && io.stderrIsTTY) {
        await write(io.stderr, `tna: note: ${outcome.note}\n`);
      }
      analyzed();
    });
  } finally {
    await runner.close();
  }
  return { text: '', exitCode: exitCode(failures) };
}

/** The output format, once the flags that --each refuses are refused. */
function checkFlags(opts: GraphOptions, io: IO): GraphFormat {
  for (const [key, flag] of REFUSED) {
    if (opts[key] !== undefined && opts[key] !== false) throw badRequest(`${flag} cannot be used with --each, which makes one graph a file and prints each`);
  }
  if (typeof opts.statements === 'string') throw badRequest('--statements cannot be used with --each: name the text files to analyze one by one');
  const format = opts.format ?? (io.stdoutIsTTY ? 'text' : 'json');
  if (isExportFormat(format)) throw badRequest(`-f ${format} cannot be used with --each: it prints json (a line a file), summary, text or dot (a block a file)`);
  return format;
}

/**
 * Runs `start(i)` for each index with at most `ahead` started and not yet handed to `done`,
 * which gets the outcomes in index order as soon as each and those before it are in.
 */
async function inOrder(count: number, ahead: number, start: (i: number) => Promise<EachOutcome>, done: (outcome: EachOutcome, i: number) => Promise<void>): Promise<void> {
  const started: Promise<EachOutcome>[] = [];
  let next = 0;
  for (let i = 0; i < count; i++) {
    while (next < count && next - i < ahead) started.push(start(next++));
    await done(await (started.shift() as Promise<EachOutcome>), i);
  }
}

/** 0 when every file was analyzed; 2 when some could not be (bad input: unreadable, nothing to analyze); 1 when tna failed on one. */
function exitCode(failures: readonly number[]): number {
  if (failures.length === 0) return EXIT_OK;
  return failures.every((status) => status >= 400 && status < 500) ? EXIT_BAD_INPUT : EXIT_FAILURE;
}
