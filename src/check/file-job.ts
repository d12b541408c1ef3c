// One file of a check read as a document and analyzed into its facts, the part of a check that
// runs on a worker thread (src/cli/each/pool-worker.ts): what goes in and what comes back is plain data,
// and what comes back is only what the rules read, never the page, its DOM or its text.
import { ApiError } from '../core/errors.js';
import type { Service } from '../service/service.js';
import { analyzeText } from './analysis.js';
import type { AnalysisSettings } from './config-schema.js';
import type { GraphFacts } from './facts.js';
import { readDocumentText, type CheckText, type ReadOptions } from './inputs.js';

/** What every file of a check shares: how to read it, how to analyze it. */
export interface FileJobSettings {
  /** The folder the command runs in (a worker's service reads from it). */
  cwd: string;
  reading: Pick<ReadOptions, 'format' | 'html' | 'keepText'>;
  analysis: AnalysisSettings;
  /** The phrases the configuration asks about (askedPhrases). */
  phrases: readonly string[];
  /** The facts hold each text's key phrases (--init's). */
  keyPhrases?: boolean;
}

/** A file's outcome: its text (without its words, unless `keepText`) and its facts, or the error that stopped the check. */
export interface FileJobOutcome {
  text?: CheckText;
  error?: { status: number; code: string; message: string; field?: string; plain?: boolean };
}

/**
 * `text` (a file as beforeReading left it: its document still to read) read and analyzed; its
 * facts are in `analyzed`, or `cached` where the cache kept them. An error that is no file's own
 * (a 5xx of the analysis) comes back as data, for the command's thread to throw.
 */
export async function readAndAnalyze(service: Service, text: CheckText, settings: FileJobSettings): Promise<FileJobOutcome> {
  try {
    const read = await readDocumentText(text, settings.reading);
    const kept: CheckText = { file: read.file, ...(read.absolute !== undefined ? { absolute: read.absolute } : {}), text: settings.reading.keepText ? read.text : '' };
    if (read.unreadable !== undefined) return { text: { ...kept, unreadable: read.unreadable } };
    if (read.hash !== undefined) kept.hash = read.hash;
    if (read.cached !== undefined) return { text: { ...kept, cached: read.cached } };
    const facts: GraphFacts | undefined = await analyzeText(service, read.text, settings.analysis, read.lines, settings.phrases, settings.keyPhrases);
    return { text: { ...kept, analyzed: facts ?? null } };
  } catch (error) {
    if (error instanceof ApiError) return { error: { status: error.status, code: error.code, message: error.message, ...(error.field !== undefined ? { field: error.field } : {}) } };
    return { error: { status: 500, code: 'internal', message: error instanceof Error ? error.message : String(error), plain: true } };
  }
}

/** The error a worker sent back, as the command's thread throws it. */
export function errorOf(error: NonNullable<FileJobOutcome['error']>): Error {
  if (error.plain) return new Error(error.message);
  return new ApiError(error.status, error.code as never, error.message, error.field);
}
