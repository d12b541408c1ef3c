// Plain data of the store of saved graphs, and the Store interface; importing this loads nothing native.
import type { AnalysisMode } from '../core/analysis-mode.js';
import type { ContextSettings, ModifyText } from '../core/text/settings.js';
import type { Language, Statement } from '../core/types.js';

/** The text-processing settings a graph was saved with; absent fields take the defaults. */
export interface SavedSettings {
  language?: Language | 'auto';
  stopwords?: string[];
  contextSettings?: Partial<ContextSettings>;
  modifyAnalyzedText?: ModifyText;
  replaceEntities?: boolean;
  /** The analysis the graph is read with (absent: the default one). */
  analysis?: AnalysisMode;
}

/** A saved graph (a context) without its statements. */
export interface GraphContext {
  owner: string;
  name: string;
  description: string;
  contextType: string;
  /** The language the graph's text was analyzed in at its last save (ISO 639-1). */
  language: string;
  favorite: boolean;
  isPublic: boolean;
  /** ISO date-times. */
  createdAt: string;
  updatedAt: string;
  settings: SavedSettings;
  statementCount: number;
  /** Distinct concepts of the graph (before any node cap) at its last save. */
  nodeCount: number;
}

export interface StoredStatement extends Statement {
  /** Who added it: the userName of the save. */
  by: string;
  /** When it was saved (ISO date-time). */
  createdAt: string;
  /** The graph it belongs to. */
  owner: string;
  contextName: string;
}

export interface SaveInput {
  owner: string;
  name: string;
  /** Statements with ids counted from 0; an append shifts them past the graph's ids. */
  statements: readonly Statement[];
  /** Replace the graph's statements instead of appending to them. */
  replace: boolean;
  /** When appending, leave out the statements whose text the graph already holds. */
  skipExisting?: boolean;
  contextType?: string;
  /** The graph's settings after this save, given those it had (undefined for a new graph or a replace). */
  settings(previous: SavedSettings | undefined): SavedSettings;
}

/** What a save learns from analyzing the whole graph; computed inside the save's transaction. */
export interface GraphFacts<T> {
  language: string;
  nodeCount: number;
  /** What `related` reads the graph by (service/search-index.ts), stored with it; none: a stored one is dropped. */
  searchIndex?: string;
  result: T;
}

export interface SaveOutcome<T> {
  context: GraphContext;
  /** Every statement of the graph after the save, in id order. */
  statements: StoredStatement[];
  created: boolean;
  /** The ids given to the statements of this save. */
  addedIds: string[];
  /** How many of this save's statements the graph already held (the same text), skipped or not. */
  alreadySaved: number;
  result: T;
}

/** E5 filters; every array is an OR of its values, and the filters are ANDed. */
export interface ListFilters {
  query?: string[];
  types?: string[];
  languages?: string[];
  /** ISO date-times, inclusive. */
  from?: string;
  to?: string;
  favorite?: boolean;
}

export interface SearchHit extends StoredStatement {
  /** Its place among its graph's statements in id order (0 first): its place in the graph's search index. */
  position: number;
}

export interface GraphRef {
  owner: string;
  name: string;
}

export interface GraphChanges {
  description?: string;
  favorite?: boolean;
  isPublic?: boolean;
}

/**
 * The store of saved graphs. Every call names the user it acts for; a user sees their own graphs and public ones.
 * Every call is asynchronous, so that a store over the network (PostgreSQL) fits the same interface as SQLite.
 */
export interface Store {
  readonly path: string;
  /**
   * Saves statements to the owner's graph `name` in one transaction: creates the graph, or
   * appends to it, or replaces its statements. `summarize` runs inside the transaction on all
   * the graph's statements; if it throws, nothing is saved.
   */
  saveGraph<T>(input: SaveInput, summarize: (statements: StoredStatement[], context: GraphContext) => GraphFacts<T>): Promise<SaveOutcome<T>>;
  /** The viewer's own graph of that name, else a public one (the earliest created); undefined if none. */
  findGraph(viewer: string, name: string): Promise<GraphContext | undefined>;
  statementsOf(graph: GraphRef): Promise<StoredStatement[]>;
  /**
   * The statements at these places among the graph's statements in id order (0 first), each with
   * its place, in the order the places are given; a place it does not hold is left out. For an
   * answer of a few statements of a large graph, without reading the rest.
   */
  statementsAt(graph: GraphRef, places: readonly number[]): Promise<SearchHit[]>;
  /** What `related` reads the graph by, as its last save stored it; undefined if none (a store that keeps none has no such method). */
  searchIndexOf?(graph: GraphRef): Promise<string | undefined>;
  listGraphs(viewer: string, filters: ListFilters): Promise<GraphContext[]>;
  /**
   * Full-text search (FTS5's query syntax on both stores) over the statements of `graphs`: every
   * statement that matches, in the order they were saved; a query it cannot parse is a 400 on
   * `query`. Which come first is the search's to decide (service/search.ts ranks them).
   */
  search(query: string, graphs: readonly GraphRef[]): Promise<SearchHit[]>;
  /** Deletes the owner's graph; answers how many statements it held, or undefined if there was no such graph. */
  deleteGraph(owner: string, name: string): Promise<number | undefined>;
  /** Renames the owner's graph; false if there is no such graph. Throws if `to` is taken. */
  renameGraph(owner: string, from: string, to: string): Promise<boolean>;
  /** Changes description, favorite or public flag; the updated graph, or undefined if there is no such graph. */
  updateGraph(owner: string, name: string, changes: GraphChanges): Promise<GraphContext | undefined>;
  close(): Promise<void>;
}

/** How a request reaches the store: opened on first need. 'read' answers undefined when no store file exists yet, so reading never creates one. */
export type StoreProvider = (intent: 'read' | 'write') => Promise<Store | undefined>;
