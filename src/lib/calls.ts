// What every library call shares: the command's defaults, the options read into the request the
// command would send, this machine's Service, progress, abort and the library's errors.
import { Readable } from 'node:stream';
import { ApiError, badRequest } from '../core/errors.js';
import { analysisMode, ANALYSIS_MODES } from '../core/analysis-mode.js';
import type { ProgressSink } from '../core/progress.js';
import { DEFAULT_SETTINGS } from '../core/text/settings.js';
import { DEFAULT_MAX_NODES } from '../service/values.js';
import { relineText, SPLIT_MODES, type SplitMode } from '../core/text/split.js';
import { readDocumentList, textDocument, type DocumentText } from '../input/documents.js';
import type { InputIO } from '../input/files.js';
import { locatedStatements, withPlaces } from '../input/statement-places.js';
import { HTML_MODES, INPUT_FORMATS, type HtmlMode, type InputFormat } from '../input/markup.js';
import { DEFAULT_MODEL, DEFAULT_RETRIES, DEFAULT_RETRY_BASE_MS, DEFAULT_TIMEOUT_MS, MAX_RETRY_WAIT_MS, languageModelFromEnv, OpenAiCompatibleModel, type LanguageModel } from '../ai/client.js';
import { embeddingModelFromEnv } from '../ai/embeddings.js';
import { LocalService } from '../service/local.js';
import { threadedBetweenness, threadedReading } from '../service/local-setup.js';
import { packageVersion } from '../service/version.js';
import { checkPostgresUrl } from '../store/pg.js';
import { storeFor, type ClosableProvider } from '../store/provider.js';
import type { StoreProvider } from '../store/types.js';
import { runCheckRequest } from '../check/run.js';
import { checkJson } from '../check/formatters/json.js';
import { BadInputError, NotFoundError, ProviderError, TnaError } from './errors.js';
import type * as t from './types.js';

/** A store as the library opened it: with the provider its calls share. */
export type OpenedStore = t.Store & { provider<T>(make: () => T): T };

type Env = Readonly<Record<string, string | undefined>>;

// ---- the command's defaults -------------------------------------------------------------

/** What `tna graph -f json` asks for when no flag says otherwise. */
const GRAPH_QUERY = {
  addStats: true,
  includeStatements: true,
  includeGraphSummary: false,
  extendedGraphSummary: true,
  includeGraph: true,
  gapDepth: 0,
  compactStatements: false,
  compactGraph: false,
  maxNodes: DEFAULT_MAX_NODES,
  betweenness: 'auto',
} as const;
const GRAPH_QUERY_KEYS = [...Object.keys(GRAPH_QUERY), 'threads'] as const;

/** How the command reads text when no flag says otherwise (--wiki-links, --brackets, --mentions…). */
const TEXT_BODY = {
  modifyAnalyzedText: 'none',
  replaceEntities: true,
  language: 'auto',
} as const;
const TEXT_BODY_KEYS = ['modifyAnalyzedText', 'replaceEntities', 'language', 'stopwords', 'aiTopics', 'contextType', 'userName'] as const;

// ---- what every call shares ---------------------------------------------------------------

/** The fields of `options` named by `keys` that are set. */
export function pick<T extends object>(options: T, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of keys) {
    const value = (options as Record<string, unknown>)[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The library's error for what the service threw; an abort stays the signal's reason. */
export function libraryError(error: unknown, signal: AbortSignal | undefined): unknown {
  if (signal?.aborted && error === signal.reason) return error;
  if (error instanceof TnaError) return error;
  if (error instanceof ApiError) {
    const options = { field: error.field, code: error.code, cause: error };
    switch (error.code) {
      case 'bad_request':
      case 'payload_too_large':
      case 'unsupported_media_type':
        return new BadInputError(error.message, options);
      case 'not_found':
        return new NotFoundError(error.message, options);
      case 'upstream_error':
      case 'rate_limited':
      case 'unavailable':
        return new ProviderError(error.message, options);
      default:
        return new TnaError(error.code, error.message, options);
    }
  }
  if (error instanceof Error && error.name === 'AbortError') return error;
  return new TnaError('internal', error instanceof Error ? error.message : String(error), { cause: error });
}

/** The progress sink of a call: it tells the caller, and stops the work once the signal aborts. */
export function sinkOf(options: t.CallOptions): ProgressSink | undefined {
  const { signal, onProgress } = options;
  if (!signal && !onProgress) return undefined;
  return (stage, done, total, unit) => {
    signal?.throwIfAborted();
    onProgress?.({ stage, ...(done !== undefined ? { done } : {}), ...(total !== undefined ? { total } : {}), ...(unit ? { unit } : {}) });
  };
}

/** Runs `work` with the call's progress sink, and gives the library's errors. */
export async function call<T>(options: t.CallOptions, work: (sink: ProgressSink | undefined) => Promise<T>): Promise<T> {
  if (options === null || typeof options !== 'object') throw new BadInputError('the options must be an object');
  try {
    options.signal?.throwIfAborted();
    const result = await work(sinkOf(options));
    options.signal?.throwIfAborted();
    return result;
  } catch (error) {
    throw libraryError(error, options.signal);
  }
}

/** Files are read as the command reads them; there is no stdin to read. */
export function inputIO(options: t.CallOptions, progress: ProgressSink | undefined): InputIO {
  return { stdin: Readable.from([]), stdinIsTTY: true, cwd: options.cwd ?? process.cwd(), progress };
}

export function languageModelOf(options: { languageModel?: t.LanguageModelOptions; env?: Env }): LanguageModel | undefined {
  const given = options.languageModel;
  if (given === undefined) return options.env ? languageModelFromEnv(options.env) : undefined;
  return new OpenAiCompatibleModel({
    apiKey: given.apiKey,
    baseURL: given.baseURL,
    model: given.model ?? DEFAULT_MODEL,
    timeoutMs: given.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    retries: given.retries ?? DEFAULT_RETRIES,
    retryBaseMs: DEFAULT_RETRY_BASE_MS,
    maxRetryWaitMs: MAX_RETRY_WAIT_MS,
  });
}

/** A call that names a saved graph without a store says what it needs. */
const noStore: StoreProvider = async () => {
  throw badRequest('a saved graph needs a store: pass `store: openStore(path)`', 'store');
};

/** The store's provider, opened once for all the calls that use it. */
export function providerOf(store: t.Store): ClosableProvider {
  return (store as OpenedStore).provider(() => {
    if (store.location.kind === 'postgres') checkPostgresUrl(store.location.url);
    return storeFor(store.location);
  });
}

/** This machine's Service for one call: the analysis as the command runs it (threads for a large graph or a long text). */
export function serviceFor(options: t.CallOptions & t.StoreOption & { languageModel?: t.LanguageModelOptions }, sink: ProgressSink | undefined): LocalService {
  return new LocalService({
    languageModel: languageModelOf(options),
    embeddings: options.env ? embeddingModelFromEnv(options.env) : undefined,
    store: options.store ? providerOf(options.store) : noStore,
    web: {},
    betweenness: threadedBetweenness(false, sink),
    reading: threadedReading,
  });
}

export function oneOf<T extends string>(value: unknown, values: readonly T[], field: string, fallback: T): T {
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  throw badRequest(`${field} must be one of ${values.join(', ')}`, field);
}

export function strings(value: unknown, field: string): readonly string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) throw badRequest(`${field} must be an array of strings`, field);
  return value;
}

export interface Reading {
  format: InputFormat;
  html: HtmlMode;
  split: SplitMode;
}

export function readingOf(options: t.ReadingOptions): Reading {
  return {
    format: oneOf(options.inputFormat, INPUT_FORMATS, 'inputFormat', 'auto'),
    html: oneOf(options.html, HTML_MODES, 'html', 'main'),
    split: oneOf(options.split, SPLIT_MODES, 'split', 'line'),
  };
}

/** The documents of `text`, `texts` or `files` (exactly one may be given); undefined when none is. */
export async function documentsOf(source: t.TextSource, io: InputIO, reading: Reading): Promise<DocumentText[] | undefined> {
  const given = (['text', 'texts', 'files'] as const).filter((key) => source[key] !== undefined);
  if (given.length > 1) throw badRequest(`give one of text, texts and files, not ${given.join(' and ')}`, given[1]);
  if (source.files !== undefined) {
    const files = strings(source.files, 'files');
    if (files.length === 0) throw badRequest('files must name at least one file', 'files');
    return readDocumentList(files, io, reading.format, reading.html);
  }
  if (source.texts !== undefined) {
    const texts = strings(source.texts, 'texts');
    return Promise.all(texts.map((text, i) => textDocument(text, `texts[${i}]`, reading.format, reading.html)));
  }
  if (source.text !== undefined) {
    if (typeof source.text !== 'string') throw badRequest('text must be a string', 'text');
    return [await textDocument(source.text, 'text', reading.format, reading.html)];
  }
  return undefined;
}

/** The text of a request, as the command sends it: the documents joined by a blank line, then one statement a line after `split`. */
export async function requestText(source: t.TextSource, io: InputIO): Promise<string | undefined> {
  const reading = readingOf(source);
  const documents = await documentsOf(source, io, reading);
  if (documents === undefined) return undefined;
  io.progress?.('building the graph');
  return relineText(documents.map((d) => d.text).join('\n\n'), reading.split);
}

export function analysisOf(options: { analysis?: string; env?: Env }): string | undefined {
  if (options.analysis !== undefined) oneOf(options.analysis, ANALYSIS_MODES, 'analysis', 'default');
  return analysisMode(options.analysis, options.env ?? {});
}

// ---- the graph request ------------------------------------------------------------------------

/** The query and body of `tna graph` for these options. */
export async function graphRequest(options: t.GraphOptions, io: InputIO, save?: Pick<t.SaveOptions, 'replace' | 'skipExisting'> & { name: string }, nameAlone = false) {
  const text = await requestText(options, io);
  if (text !== undefined && options.statements !== undefined) throw badRequest('give either a text (text, texts, files) or statements, not both', 'statements');
  const source =
    options.statements !== undefined
      ? { statements: strings(options.statements, 'statements'), ...pick(options, ['timestamps', 'categories']) }
      : text !== undefined
        ? { text }
        : {};
  if (!('text' in source) && !('statements' in source) && save === undefined && !(nameAlone && options.name !== undefined)) throw badRequest('give the text to analyze: text, texts, files or statements', 'text');
  const query = {
    ...GRAPH_QUERY,
    ...pick(options, GRAPH_QUERY_KEYS),
    doNotSave: save === undefined,
    ...(save?.replace ? { replace: true } : {}),
    ...(save?.skipExisting ? { skipExisting: true } : {}),
  };
  const body = {
    ...source,
    name: save?.name ?? options.name,
    ...TEXT_BODY,
    ...pick(options, TEXT_BODY_KEYS),
    analysis: analysisOf(options),
    contextSettings: { ...DEFAULT_SETTINGS, ...(options.contextSettings ?? {}) },
  };
  return { query, body };
}

