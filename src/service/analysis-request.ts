// What a request's text-processing fields mean: its statements, timestamps and categories, its
// analysis options with their defaults, and the response flags of its query. Every endpoint that
// analyzes text reads its request through these, so they agree on defaults and error messages.
import { analyzeGraph, clustersOf, conceptGraph, type Analysis, type AnalyzeOptions, type BuiltGraph } from '../core/analyze.js';
import type { Communities } from '../core/graph/communities.js';
import { influenceGraph } from '../core/graph/influence.js';
import { oneThread, type BetweennessMode, type BetweennessRunner } from '../core/graph/betweenness.js';
import { badRequest } from '../core/errors.js';
import { DEFAULT_ANALYSIS } from '../core/analysis-mode.js';
import { DEFAULT_SETTINGS, type ContextSettings } from '../core/text/settings.js';
import { toStatements } from '../core/text/statements.js';
import { isoTimestampOf } from '../core/text/timestamps.js';
import type { Statement } from '../core/types.js';
import type { ResponseFlags } from '../report/graph-response.js';
import type { GraphBody, GraphQuery } from './schemas.js';

export { DEFAULT_MAX_NODES } from './values.js';

/** Timestamps arrive as ISO strings or as Unix times (seconds or milliseconds, as numbers or digits). */
function isoTimestamp(value: string | number | null | undefined, index: number): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const iso = isoTimestampOf(value);
  if (iso === undefined) throw badRequest(`timestamps.${index} is not a date: ${JSON.stringify(value)}`, `timestamps.${index}`);
  return iso;
}

function categoriesOf(value: string | string[] | null | undefined): string[] | undefined {
  if (value === null || value === undefined) return undefined;
  return (Array.isArray(value) ? value : value.split(/[;,]/)).map((c) => c.trim()).filter(Boolean);
}

export function statementsOf(body: Pick<GraphBody, 'text' | 'statements' | 'timestamps' | 'categories'>): Statement[] {
  return toStatements({
    text: body.text,
    statements: body.statements,
    timestamps: body.timestamps?.map(isoTimestamp),
    categories: body.categories?.map(categoriesOf),
  });
}

export function settingsOf(body: Pick<GraphBody, 'contextSettings'>): ContextSettings {
  const given = Object.fromEntries(Object.entries(body.contextSettings ?? {}).filter(([, v]) => v !== undefined));
  return { ...DEFAULT_SETTINGS, ...given };
}

/** The analysis options a request's text-processing fields describe, with their defaults. */
export function analyzeOptionsOf(
  body: Pick<GraphBody, 'language' | 'stopwords' | 'contextSettings' | 'modifyAnalyzedText' | 'replaceEntities' | 'analysis'>,
  maxNodes: number,
): AnalyzeOptions {
  return {
    analysis: body.analysis ?? DEFAULT_ANALYSIS,
    language: body.language ?? 'auto',
    stopwords: body.stopwords ?? [],
    settings: settingsOf(body),
    modifyAnalyzedText: body.modifyAnalyzedText ?? 'none',
    replaceEntities: body.replaceEntities ?? true,
    maxNodes,
  };
}

/** The concept graph of a request's text, or says clearly why there is nothing to analyze. */
export function graphOfBody(body: GraphBody, maxNodes: number): BuiltGraph {
  const statements = statementsOf(body);
  const field = textField(body, statements);
  return withConcepts(conceptGraph(statements, analyzeOptionsOf(body, maxNodes)), field);
}

/**
 * Where a text is read into its concept graph: conceptGraph on this thread, or a reader that
 * makes the same graph on several (src/parallel/read.ts).
 */
export type GraphReader = (statements: readonly Statement[], options: AnalyzeOptions, threads?: number) => Promise<BuiltGraph>;

/** graphOfBody, the text read by `read` on up to `threads` threads (the request's, for betweenness too). */
export async function readGraphOfBody(body: GraphBody, maxNodes: number, read: GraphReader, threads?: number): Promise<BuiltGraph> {
  const statements = statementsOf(body);
  const field = textField(body, statements);
  return withConcepts(await read(statements, analyzeOptionsOf(body, maxNodes), threads), field);
}

/** The field the statements came from; refused when there are none. */
function textField(body: GraphBody, statements: readonly Statement[]): string {
  const field = body.statements ? 'statements' : 'text';
  if (statements.length === 0) throw badRequest(`${field} is empty: give some text to analyze`, field);
  return field;
}

/** A graph with no concept left is refused, naming the field its text came from. */
export function withConcepts(built: BuiltGraph, field: string): BuiltGraph {
  if (built.graph.names.length === 0) {
    throw badRequest(`${field} has no concepts left after removing stopwords, numbers and links (language: ${built.language})`, field);
  }
  return built;
}

/**
 * Runs the core on a request's text, its betweenness (exact or approx by the graph's size) by
 * `run`: worker threads, when the Service has them.
 */
export function analyzeBody(body: GraphBody, maxNodes: number, run: BetweennessRunner = oneThread): Promise<Analysis> {
  return finishAnalysis(graphOfBody(body, maxNodes), {}, run);
}

/** How a request wants its betweenness computed (E1's `betweenness` and `threads`). */
export interface BetweennessRequest {
  betweenness?: BetweennessMode;
  threads?: number;
}

/** The metrics of a built graph, its betweenness computed by `run` (on worker threads, when the Service has them). */
export async function finishAnalysis(built: BuiltGraph, request: BetweennessRequest, run: BetweennessRunner = oneThread): Promise<Analysis> {
  // The clusters need no betweenness: a runner with worker threads has them found here meanwhile.
  let communities: Communities | undefined;
  const meanwhile = () => {
    communities = clustersOf(built.graph);
  };
  const { csr, whole } = influenceGraph(built.graph);
  const centrality = whole(await run(csr, { mode: request.betweenness, threads: request.threads, meanwhile }));
  return analyzeGraph(built.graph, built.statements, built.language, undefined, centrality, communities, built.phrases);
}

export function responseFlags(query: GraphQuery): ResponseFlags {
  return {
    addStats: query.addStats ?? true,
    includeStatements: query.includeStatements ?? true,
    includeGraphSummary: query.includeGraphSummary ?? false,
    extendedGraphSummary: query.extendedGraphSummary ?? true,
    includeGraph: query.includeGraph ?? true,
    gapDepth: query.gapDepth ?? 0,
    compactStatements: query.compactStatements ?? false,
    compactGraph: query.compactGraph ?? false,
  };
}
