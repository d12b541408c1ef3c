// `tna check` running: the configuration, the texts, the rules through the Service, the report, and the exit code.
import type { HtmlMode, InputFormat } from '../input/markup.js';
import { writeFile } from 'node:fs/promises';
import nodePath from 'node:path';
import type { Writable } from 'node:stream';
import { badRequest } from '../core/errors.js';
import { INIT_FILE, labelOf } from '../check/config.js';
import { DEFAULT_ANALYSIS, withMode, type AnalysisSettings } from '../check/config-schema.js';
import type { AnalysisMode } from '../core/analysis-mode.js';
import { formatReport } from '../check/formatters/index.js';
import { checkJson } from '../check/formatters/json.js';
import { textLines } from '../check/formatters/text.js';
import { loadWidthTables } from '../report/display-width.js';
import { lazyList } from '../report/lazy-list.js';
import { reportStream } from './check-report-stream.js';
import { acceptsFor, initialConfig, initSummary, Measurements } from '../check/init.js';
import { errorOf, readAndAnalyze, type FileJobOutcome, type FileJobSettings } from '../check/file-job.js';
import { beforeReading, listSources, readSource, type CheckSource, type CheckText, type ReadOptions } from '../check/inputs.js';
import { onThisThread, runCheckRequest } from '../check/run.js';
import { analyzeEach, type PendingText } from '../check/runner.js';
import type { CheckFormat, CheckReport } from '../check/types.js';
import type { Service } from '../service/service.js';
import { AHEAD_PER_THREAD, defaultThreads, WorkerPool, type Runner } from './each/pool.js';
import { collectSooner } from './v8-pace.js';
import type { CheckWorkerData } from './each/pool-worker.js';
import { EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK, type CommandResult, type GlobalOptions } from './command.js';
import { whole } from './flag-values.js';
import { wantsColour, write, type IO } from './io.js';
import { writeJson } from './json-chunks.js';
import { packageVersion } from './version.js';
import { analysisMode } from './text-options.js';

export interface CheckOptions extends GlobalOptions {
  format: CheckFormat;
  config?: string;
  combined?: boolean;
  maxWarnings?: string;
  baseline?: string;
  baselineRef?: string;
  init?: boolean;
  quiet?: boolean;
  inputFormat?: InputFormat;
  /** --html: over the configuration's check.analysis.html, else main. */
  html?: HtmlMode;
  cache?: boolean;
  cacheLocation?: string;
  /** false with --no-error-on-unmatched-pattern. */
  errorOnUnmatchedPattern?: boolean;
  /** --analysis: over the configuration's check.analysis.mode, which is over TNA_ANALYSIS. */
  analysis?: AnalysisMode;
  /** --jobs: files analyzed at once, on this thread and worker threads beside it (1: this thread alone). */
  jobs?: string;
}

export async function runCheckCommand(files: string[], opts: CheckOptions, io: IO, service: Service): Promise<CommandResult> {
  const maxWarnings = opts.maxWarnings === undefined ? undefined : whole(opts.maxWarnings, '--max-warnings');
  if (opts.jobs !== undefined) whole(opts.jobs, '--jobs', 1, 1024);
  collectSooner();
  if (opts.init) return { text: await init(files, opts, io, service), exitCode: EXIT_OK };

  // JSON and GitHub's annotations into a pipe or a file go out as the files are judged, so that a
  // check of tens of thousands of files keeps none of their results; on a terminal, where the
  // progress display shares the screen, the report comes whole at the end.
  const streamed = io.stdoutIsTTY ? undefined : reportStream(opts.format, io.stdout);
  const report = await runCheckRequest(
    {
      files,
      config: opts.config,
      combined: opts.combined,
      baseline: opts.baseline,
      baselineRef: opts.baselineRef,
      inputFormat: opts.inputFormat,
      html: opts.html,
      analysis: opts.analysis,
      fallbackAnalysis: () => envMode(opts, io),
      unmatched: unmatchedPatterns(opts, io),
      cache: opts.cacheLocation ?? (opts.cache ? true : undefined),
      cacheSalt: { version: packageVersion(), remote: opts.remote ?? null },
      lazyFiles: true,
      onFile: streamed && ((file) => streamed.file(file)),
    },
    { service, io, spread: (sources, reading, analysis, phrases) => onThreads(sources, opts, io, service, reading, analysis, phrases) },
  );
  const { errors, warnings } = report.summary;
  const tooManyWarnings = maxWarnings !== undefined && warnings > maxWarnings;
  if (tooManyWarnings) await write(io.stderr, `tna: ${warnings} warning${warnings === 1 ? '' : 's'}, more than --max-warnings ${maxWarnings} allows\n`);
  const output = (stdout: Writable) => (streamed ? streamed.end(report.summary) : writeReport(stdout, report, opts, io));
  // A file that could not be read was not checked: bad input, whatever the others did.
  if (report.summary.unreadable > 0) return { text: '', write: output, exitCode: EXIT_BAD_INPUT };
  return { text: '', write: output, exitCode: errors > 0 || tooManyWarnings ? EXIT_FAILURE : EXIT_OK };
}

/** Lines of the text report gathered into one write, up to about this many characters. */
const WRITE_CHARS = 32 * 1024;

/**
 * The report on stdout: JSON and the text table in pieces, as they are made, so that the report
 * of thousands of files is never one string (and again its bytes) beside the results it is made
 * from; the other formats whole.
 */
async function writeReport(stdout: Writable, report: CheckReport, opts: CheckOptions, io: IO): Promise<void> {
  if (opts.format === 'json') return writeJson(stdout, checkJson(report, lazyList));
  if (opts.format === 'text') {
    await loadWidthTables();
    let pending: string[] = [];
    let size = 0;
    for (const line of textLines(report, { colour: wantsColour(io), quiet: opts.quiet })) {
      pending.push(line);
      size += line.length + 1;
      if (size >= WRITE_CHARS) {
        await write(stdout, pending.join('\n') + '\n');
        pending = [];
        size = 0;
      }
    }
    if (pending.length > 0) await write(stdout, pending.join('\n') + '\n');
    return;
  }
  const text = await formatReport(report, opts.format, { colour: wantsColour(io), quiet: opts.quiet, version: packageVersion() });
  if (text) await write(stdout, text);
}

/**
 * Fewer files than this are read and analyzed on the command's own thread: a worker starts with
 * its own copy of tna's code and language data, which costs more time than a few files take.
 */
export const WORKERS_FROM = 8;

/**
 * The heap of each worker: what a worker keeps is a few tens of megabytes (the language data and
 * a page's DOM), and each worker has a heap of its own, young generation included. A page too
 * large for the cap is not lost: the worker stops, and the file is read again on the command's
 * thread, whose heap is node's.
 */
const WORKER_HEAP = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16 };

/**
 * The texts of a check, each to be read and analyzed when the check reaches it: with more than a
 * few files (and not against a server, which has workers of its own), on --jobs threads (default:
 * defaultThreads()), this one and workers beside it, each taking the next file as it
 * finishes one. The command's thread is one of them: it is there already, its code compiled from
 * the code cache, where each worker starts cold; judging and printing take it little time.
 * What comes back of a file is its facts alone (never its page, its DOM or its text, unless
 * --combined joins the texts), so the command's memory does not grow with the files.
 */
function onThreads(
  sources: readonly CheckSource[],
  opts: CheckOptions,
  io: IO,
  service: Service,
  reading: ReadOptions,
  analysis: AnalysisSettings,
  phrases: readonly string[],
  keyPhrases = false,
): { texts: PendingText[]; concurrency?: number; close: () => Promise<void> } {
  const jobs = opts.jobs === undefined ? defaultThreads() : whole(opts.jobs, '--jobs', 1, 1024);
  const remote = Boolean(opts.remote ?? io.env.TNA_REMOTE);
  const threads = Math.min(jobs, sources.length);
  if (remote) return onThisThread(sources, reading, analysis, phrases);
  // On this thread alone, one file at a time: the analysis keeps the thread busy, and a file
  // begun while another waits would only hold a second page (its DOM, its words) at once.
  if (threads < 2 || sources.length < WORKERS_FROM) return { ...onThisThread(sources, reading, analysis, phrases), concurrency: 1 };
  const settings: FileJobSettings = { cwd: io.cwd, reading: { format: reading.format, html: reading.html, keepText: Boolean(opts.combined) }, analysis, phrases, ...(keyPhrases ? { keyPhrases } : {}) };
  const data: CheckWorkerData = { kind: 'check', settings, env: io.env };
  // The same function here as on the workers: the same facts, wherever a file is analyzed.
  const here = (text: CheckText) => readAndAnalyze(service, text, settings);
  const pool: Runner<CheckText, FileJobOutcome> = new WorkerPool<CheckText, FileJobOutcome>({
    threads,
    data,
    local: here,
    resourceLimits: WORKER_HEAP,
    failed: (_text, error) => ({ error: { status: 500, code: 'internal', message: error.message, plain: true } }),
    // A page the capped heap cannot take, read again here.
    retry: here,
  });
  const texts = sources.map((source): PendingText => async () => {
    if (source.absolute === undefined) return readSource(source, reading);
    const before = await beforeReading(source.file, source.absolute, reading);
    if (!before.read) return before.text;
    const outcome = await pool.run(before.text);
    if (outcome.error) throw errorOf(outcome.error);
    return outcome.text as CheckText;
  });
  return { texts, concurrency: AHEAD_PER_THREAD * threads, close: () => pool.close() };
}

/** TNA_ANALYSIS, read (and so checked) only when --analysis does not decide. */
const envMode = (opts: CheckOptions, io: IO) => (opts.analysis === undefined ? analysisMode(undefined, io.env) : undefined);

/**
 * What a pattern that matches no file is: an error (exit 2, as a gate that checked nothing has
 * not passed), or with --no-error-on-unmatched-pattern a warning on stderr.
 */
function unmatchedPatterns(opts: CheckOptions, io: IO): ((pattern: string) => void) | undefined {
  if (opts.errorOnUnmatchedPattern !== false) return undefined;
  return (pattern) => void write(io.stderr, `tna: warning: no files match ${pattern}\n`);
}

/** Writes the starting configuration; never over an existing file. */
async function init(files: string[], opts: CheckOptions, io: IO, service: Service): Promise<string> {
  const target = nodePath.resolve(io.cwd, opts.config ?? INIT_FILE);
  const label = labelOf(target, io.cwd);
  const analysis = { ...withMode(DEFAULT_ANALYSIS, opts.analysis, envMode(opts, io)), ...(opts.html ? { html: opts.html } : {}) };
  if (files.length === 0) throw badRequest("--init needs the files to measure: tna check --init FILES, for example tna check --init 'docs/**/*.md'");
  const reading: ReadOptions = { format: opts.inputFormat, html: opts.html, unmatched: unmatchedPatterns(opts, io) };
  const sources = await listSources(files, io, reading);
  const measurements = new Measurements();
  // Its facts hold each text's key phrases, which must-mention-phrase's suggestion reads.
  const texts = onThreads(sources, opts, io, service, reading, analysis, [], true);
  try {
    await analyzeEach(texts.texts, Boolean(opts.combined), { service, analysis, keyPhrases: true, progress: io.progress, concurrency: texts.concurrency }, async (a) => {
      if (a.facts) measurements.add(a.text.file, a.facts);
    });
  } finally {
    await texts.close();
  }
  const measured = measurements.list;
  if (measured.length === 0) throw badRequest('--init: the texts have nothing to analyze (no concepts once markup, code and stopwords are left out)');
  const result = await initialConfig(measured, analysis, sources.length, acceptsFor(service, analysis));
  const { content } = result;
  try {
    // `wx`: fail rather than replace a file that appeared since, or was there all along.
    await writeFile(target, content, { flag: 'wx' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw badRequest(`${label} exists already; tna check --init never overwrites a file (remove it, or name another with --config)`);
    throw badRequest(`--init: cannot write ${label} (${code ?? (error as Error).message})`);
  }
  await loadWidthTables();
  return initSummary(label, sources.length, result);
}
