// A check from its request to its report: the configuration, the texts, the rules through the
// Service. `tna check`, the library's check() and the MCP tool run it; the command adds only its flags, its worker threads, the formatted report and an exit code.
import nodePath from 'node:path';
import { badRequest } from '../core/errors.js';
import type { AnalysisMode } from '../core/analysis-mode.js';
import type { InputIO } from '../input/files.js';
import type { HtmlMode, InputFormat } from '../input/markup.js';
import type { Service } from '../service/service.js';
import { textDocument } from '../input/documents.js';
import { DEFAULT_CACHE_FILE, FactsCache } from './cache.js';
import { CONFIG_FILES, loadConfig, type LoadedConfig } from './config.js';
import { checkConfigOf, DEFAULT_ANALYSIS, htmlMode, withMode, type AnalysisSettings } from './config-schema.js';
import { listSources, readSource, type CheckSource, type ReadOptions } from './inputs.js';
import { askedPhrases } from './overrides.js';
import { runConfiguredCheck, type PendingText } from './runner.js';
import type { CheckReport, FileReport } from './types.js';

/** A text given as it is (not a file): how reports name it, and its content. */
export interface GivenText {
  file: string;
  text: string;
}

export interface CheckRequest {
  /** Files, globs and '-' (stdin); none (and no `texts`) reads stdin. */
  files: readonly string[];
  /** Texts given as they are, checked after the files. */
  texts?: readonly GivenText[];
  /** The configuration file (--config); else one found from the working directory up. */
  config?: string;
  /** A configuration given as an object (the library's), in place of a file. */
  configObject?: unknown;
  /** A configuration the caller loaded already (the MCP tool, which checks where it lies first). */
  loadedConfig?: LoadedConfig;
  combined?: boolean;
  baseline?: string;
  baselineRef?: string;
  inputFormat?: InputFormat;
  /** Over the configuration's check.analysis.html, else main. */
  html?: HtmlMode;
  /** Over the configuration's check.analysis.mode, which is over `fallbackAnalysis`. */
  analysis?: AnalysisMode;
  /** What decides when neither `analysis` nor the configuration does (TNA_ANALYSIS, for the command). */
  fallbackAnalysis?: () => AnalysisMode | undefined;
  /** What a pattern that matches no file is; default: an error. */
  unmatched?: (pattern: string) => void;
  /** Keep each file's facts in a cache file (--cache-location; true: .tnacache in the working directory). */
  cache?: string | true;
  /** What else changes the facts, for the cache's key: tna's version, and the server asked (null: none). */
  cacheSalt?: { version: string; remote: string | null };
  /**
   * The report's files made only as they are read, each again at each read (a Proxy, which
   * structuredClone refuses): for a report written out where it was made, as the command does.
   */
  lazyFiles?: boolean;
  /** Each file's report in order as soon as it is judged; the report returned then has no files (see CheckContext.onFile). */
  onFile?: (file: FileReport) => Promise<void>;
}

/** Where the texts are read and analyzed: the command spreads many files over worker threads; default, this thread. */
export type Spread = (
  sources: readonly CheckSource[],
  reading: ReadOptions,
  analysis: AnalysisSettings,
  phrases: readonly string[],
) => { texts: PendingText[]; concurrency?: number; close: () => Promise<void> };

export interface CheckDeps {
  service: Service;
  io: InputIO;
  spread?: Spread;
}

/** Each source, to be read when the check reaches it. */
export const onThisThread: Spread = (sources, reading) => ({ texts: sources.map((source) => () => readSource(source, reading)), close: async () => undefined });

/** The report of a check; bad input (no configuration, nothing to check) is an ApiError 400. */
export async function runCheckRequest(request: CheckRequest, deps: CheckDeps): Promise<CheckReport> {
  const { io } = deps;
  if (request.baseline !== undefined && request.baselineRef !== undefined) throw badRequest('--baseline and --baseline-ref name two references for drift: give one');
  const config = await configOf(request, io.cwd);
  if (!config && request.baseline === undefined && request.baselineRef === undefined) {
    throw badRequest(
      `No configuration found: looked for ${CONFIG_FILES.slice(0, -1).join(', ')} and a "tna" key in package.json, from ${io.cwd} up. ` +
        'Run `tna check --init FILES` to write one from your texts, or name one with --config.',
    );
  }
  const configured = config?.analysis ?? DEFAULT_ANALYSIS;
  const fallback = request.analysis === undefined ? request.fallbackAnalysis?.() : undefined;
  const analysis = { ...withMode(configured, request.analysis, fallback), html: htmlMode(configured, request.html) };
  const phrases = askedPhrases(config);
  const cache = request.cache === undefined ? undefined : await openCache(request, io.cwd, analysis, phrases);
  const reading: ReadOptions = { format: request.inputFormat, html: analysis.html, unmatched: request.unmatched, cache, keepText: request.combined };
  const given = request.texts ?? [];
  const sources = [...(request.files.length > 0 || given.length === 0 ? await listSources(request.files, io, reading) : []), ...(await givenSources(given, reading))];
  if (sources.length === 0) throw badRequest('nothing to check: no file matches the patterns given');
  const checked = (deps.spread ?? onThisThread)(sources, reading, analysis, phrases);
  let report;
  try {
    report = await runConfiguredCheck(checked.texts, {
      service: deps.service,
      io,
      config,
      analysis,
      baseline: request.baseline,
      baselineRef: request.baselineRef,
      combined: Boolean(request.combined),
      cache,
      concurrency: checked.concurrency,
      lazyFiles: request.lazyFiles,
      onFile: request.onFile,
    });
  } finally {
    await checked.close();
  }
  await cache?.save();
  return report;
}

async function configOf(request: CheckRequest, cwd: string): Promise<LoadedConfig | undefined> {
  if (request.loadedConfig !== undefined) return request.loadedConfig;
  if (request.configObject === undefined) return loadConfig(cwd, request.config);
  if (request.config !== undefined) throw badRequest('give the configuration as a file or as an object, not both', 'config');
  return { ...checkConfigOf(request.configObject, 'the configuration', ''), label: 'the configuration', dir: cwd };
}

/** Texts given as they are, read as documents as stdin is (their markup by their content, or as `format` says). */
async function givenSources(texts: readonly GivenText[], reading: ReadOptions): Promise<CheckSource[]> {
  const sources: CheckSource[] = [];
  for (const { file, text } of texts) {
    if (typeof file !== 'string' || typeof text !== 'string') throw badRequest('each text to check must be { file: string, text: string }', 'texts');
    const document = await textDocument(text, file, reading.format, reading.html);
    sources.push({ file, text: document.text, ...(document.lines ? { lines: document.lines } : {}) });
  }
  return sources;
}

/**
 * The cache named by --cache-location (or .tnacache here). Its key holds what changes the
 * analysis: the caller's salt (tna's version, the server asked), the analysis settings, how files
 * are read, and the phrases the configuration asks about (when it asks any), which the facts tell of each text.
 */
function openCache(request: CheckRequest, cwd: string, analysis: AnalysisSettings, phrases: readonly string[]): Promise<FactsCache> {
  const { version, remote = null } = request.cacheSalt ?? { version: 'unknown' };
  const salt = JSON.stringify({ version, analysis, inputFormat: request.inputFormat ?? 'auto', remote, ...(phrases.length > 0 ? { phrases } : {}) });
  return FactsCache.open(nodePath.resolve(cwd, request.cache === true || request.cache === undefined ? DEFAULT_CACHE_FILE : request.cache), salt);
}
