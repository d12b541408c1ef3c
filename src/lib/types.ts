// The options and answers of the library's functions: the HTTP API's field names where it has
// the field, else the command's long flag in camelCase; the answers are the command's JSON.
export type { GraphResponse, NetworkGraph, NodeOut, EdgeOut, ClusterOut, GapOut, GapSide, StatementOut, SavedLink } from '../report/graph-response.js';
export type { ExtendedGraphSummary, InfluentialNode } from '../report/summary.js';
export type { ClusterViews } from '../report/cluster-views.js';
export type { FocusMode } from '../report/focus.js';
export type { Diversity, DiversityScore, ModularityClass } from '../core/graph/diversity.js';
export type { BetweennessInfo } from '../core/graph/betweenness.js';
export type { KeyPhrase } from '../core/text/key-phrases.js';
export type { CompareMode } from '../core/compare-modes.js';
export type { ContextFigures } from '../core/compare.js';
export type { AiAdvice } from '../ai/advice-run.js';
export type { MatchResponse, NoMatchResponse, SearchContext, MatchedGraphs } from '../service/search-response.js';
export type { RuleResult, Severity } from '../check/types.js';
export type { DotResponse } from '../report/dot-response.js';
export type { CompareResponse } from '../service/compare.js';
export type { RelatedMatch } from '../service/related.js';
export type { AdviceResponse } from '../service/advice.js';
export type { GraphListEntry } from '../service/list.js';
export type { SearchResponse } from '../service/search.js';
export type { CheckJson, CheckJsonFile, CheckJsonResult } from '../check/formatters/json.js';
export type { Language } from '../core/types.js';
import type { Language } from '../core/types.js';
import type { GraphResponse } from '../report/graph-response.js';
import type { GraphListEntry } from '../service/list.js';
import type { SearchResponse } from '../service/search.js';

/** What the library tells of a long call as it goes: the stage and, where it is known, how far along it is. */
export interface Progress {
  stage: string;
  done?: number;
  total?: number;
  /** What `done` and `total` count. */
  unit?: 'sources' | 'files';
}

/** What every call takes besides its own options. */
export interface CallOptions {
  /** Stops the call: it rejects with the signal's reason (an `AbortError` unless the caller gave another). */
  signal?: AbortSignal;
  /** Told of the stages of the work as it goes (reading, building the graph, betweenness). */
  onProgress?: (progress: Progress) => void;
  /**
   * The environment variables the command would read (`TNA_ANALYSIS`, `OPENAI_API_KEY`,
   * `OPENAI_BASE_URL`, `TNA_MODEL`…). The library reads none unless they are passed here;
   * `{ env: process.env }` makes it read them as the command does.
   */
  env?: Readonly<Record<string, string | undefined>>;
  /** The directory relative file paths are read from (default: `process.cwd()`). */
  cwd?: string;
}

/** How a text is read into statements, as the command's --input-format, --html and --split. */
export interface ReadingOptions {
  /** `auto` (the default) tells Markdown and HTML by a file's extension, a text by its content. */
  inputFormat?: 'auto' | 'text' | 'markdown' | 'html';
  /** Which part of an HTML page: `main` (the default, without navigation, sidebars and footers) or `page`. */
  html?: 'main' | 'page';
  /** What one statement is: a `line` (the default), a `paragraph` or a `sentence`. */
  split?: 'line' | 'paragraph' | 'sentence';
}

/** The text to analyze: exactly one of `text`, `texts` and `files`. */
export interface TextSource extends ReadingOptions {
  /** One text. */
  text?: string;
  /** Several texts, read as one (a blank line between them), as the command reads several files. */
  texts?: readonly string[];
  /** Files to read, as the command's arguments (relative to `cwd`; globs allowed). */
  files?: readonly string[];
}

/** The `contextSettings` of the HTTP API: how hashtags, wiki links, brackets and mentions are read. */
export interface ContextSettings {
  partOfSpeechToProcess?: 'HASHTAGS_AND_WORDS' | 'HASHTAGS_ONLY' | 'WORDS_IF_NO_HASHTAGS';
  doubleSquarebracketsProcessing?: 'PROCESS_AS_MENTIONS' | 'PROCESS_AS_HASHTAGS' | 'IGNORE_BRACKETS' | 'EXCLUDE';
  squareBracketsProcessing?: 'IGNORE_BRACKETS' | 'EXCLUDE';
  mentionsProcessing?: 'CONNECT_TO_ALL_CONCEPTS' | 'CONNECT_TO_CONCEPTS_ONLY';
}

/** How the text becomes concepts: the HTTP API's body fields. */
export interface TextSettings {
  /** `auto` (the default: detected) or a language code. */
  language?: Language | 'auto' | (string & {});
  /** Extra stopwords; `-word` keeps a default stopword. */
  stopwords?: readonly string[];
  /** `default`, or `reference` (the reference service's numbers, exactly). */
  analysis?: 'default' | 'reference';
  contextSettings?: ContextSettings;
  /** `detectEntities` makes multi-word names one concept; `extractEntitiesOnly` keeps only them. */
  modifyAnalyzedText?: 'none' | 'detectEntities' | 'extractEntitiesOnly';
  /** With `detectEntities`: whether a name's words stop being concepts of their own (default true). */
  replaceEntities?: boolean;
  /** Name the clusters with the language model (`languageModel` or `env` says which). */
  aiTopics?: boolean;
}

/** What a graph answer holds (the HTTP API's query fields), with the command's defaults. */
export interface ResponseOptions {
  /** Diversity statistics (default true). */
  addStats?: boolean;
  /** The annotated statements (default true). */
  includeStatements?: boolean;
  /** The plain-text summary, `graphSummary` (default false). */
  includeGraphSummary?: boolean;
  /** The structured summary (default true). */
  extendedGraphSummary?: boolean;
  /** Nodes, edges, clusters, gaps and DOT views (default true). */
  includeGraph?: boolean;
  /** Which gaps come first: 0 (most obvious, the default) to 3. */
  gapDepth?: 0 | 1 | 2 | 3;
  compactStatements?: boolean;
  compactGraph?: boolean;
  /** The most influential concepts kept (default 150); 0 or `all` keeps every one. */
  maxNodes?: number | 'all';
}

/** An OpenAI-compatible language model (OpenAI, Ollama, vLLM…), for advice and topic names. */
export interface LanguageModelOptions {
  /** The server's address, e.g. `http://localhost:11434/v1`; default OpenAI's. */
  baseURL?: string;
  apiKey?: string;
  /** Default `gpt-4o-mini`. */
  model?: string;
  /** Default 60 000. */
  timeoutMs?: number;
  /** Retries after a failed attempt (429, 5xx, no connection); default 2. */
  retries?: number;
}

/** Where the saved graphs a call names are: an open store (see {@link openStore}). */
export interface StoreOption {
  store?: Store;
}

export interface GraphOptions extends CallOptions, TextSource, TextSettings, ResponseOptions, StoreOption {
  /** Statements given one by one instead of a text (the HTTP API's `statements`). */
  statements?: readonly string[];
  /** With `statements`: the time of each (ISO 8601 or epoch). */
  timestamps?: ReadonlyArray<string | number | null>;
  /** With `statements`: the categories of each. */
  categories?: ReadonlyArray<readonly string[] | string | null>;
  /** How betweenness is computed: `exact`, `approx` (sampled) or `auto` (the default: exact unless the graph is very large). */
  betweenness?: 'exact' | 'approx' | 'auto';
  /** Threads for betweenness and for reading a long text (default: the processors available). */
  threads?: number;
  /** The language model for `aiTopics`. */
  languageModel?: LanguageModelOptions;
  /** The graph's name in the answer. */
  name?: string;
  userName?: string;
  contextType?: string;
}

/** A graph to save: a text, texts, files or statements, read and analyzed as {@link graph} does. */
export interface SaveOptions extends Omit<GraphOptions, 'store' | 'name'> {
  /** Replace the saved graph's statements instead of appending to them. */
  replace?: boolean;
  /** Leave out the statements whose text the saved graph already holds. */
  skipExisting?: boolean;
}

/** Which saved graphs to list (the HTTP API's listGraphs fields). */
export interface ListOptions {
  /** Words the graphs' names or descriptions hold. */
  query?: string;
  /** A context type. */
  type?: string;
  /** ISO dates. */
  fromDate?: string;
  toDate?: string;
  language?: string;
  favorite?: boolean;
  /** Whose graphs (and the public ones); default `anonymous`. */
  userName?: string;
}

/** A search of the saved graphs: the graph of the statements that match, in the graph answer's shape. */
export interface SearchOptions extends Omit<ResponseOptions, 'maxNodes'>, Pick<CallOptions, 'signal' | 'onProgress'> {
  /** The graphs to search, comma-separated; default: all the user's. */
  contextNames?: string;
  userName?: string;
  maxNodes?: number | 'all';
  /** At most this many matching statements, most relevant first (default 1000). */
  limit?: number;
  showContexts?: boolean;
  analysis?: 'default' | 'reference';
}

/** Options of {@link graph} that a saved graph's answer takes (not its text: that is saved). */
export type SavedGraphOptions = Omit<GraphOptions, 'store' | 'name' | 'text' | 'texts' | 'files' | 'statements' | 'timestamps' | 'categories'>;

/**
 * Saved graphs in an SQLite file or a PostgreSQL database (see {@link openStore}). Nothing is
 * opened, created or loaded until a method needs it; {@link Store.close} lets the process exit.
 */
export interface Store {
  /** Where the graphs are: the SQLite file's absolute path, or the database's URL. */
  readonly location: { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };
  /** Analyzes a text and saves its statements under `name` (appending to a graph of that name, unless `replace`); the answer is the saved graph's. */
  save(name: string, options: SaveOptions): Promise<GraphResponse>;
  /** The saved graph of this name, as {@link graph} answers. */
  graph(name: string, options?: SavedGraphOptions): Promise<GraphResponse>;
  /** The saved graphs a user can see. */
  list(options?: ListOptions): Promise<GraphListEntry[]>;
  /** The graph of the saved statements that match `query`. */
  search(query: string, options?: SearchOptions): Promise<SearchResponse>;
  /** Closes the file or the database's connections; the store opens again if used after. */
  close(): Promise<void>;
}
