// E3: the DOT response for text (dotGraphFromText) and for a supplied node-link graph (dotGraph).
import type { LanguageModel } from '../ai/client.js';
import type { Analysis } from '../core/analyze.js';
import { dotResponse, type DotResponse } from '../report/dot-response.js';
import { badRequest } from '../core/errors.js';
import { analyzeBody, DEFAULT_MAX_NODES } from './analysis-request.js';
import { analysisFromNodeLink } from './node-link.js';
import { savedStatementsOf, type SavedStatements } from './saved.js';
import { dotFromTextBody, dotGraphBody, dotQuery, validate, type DotQuery } from './schemas.js';
import type { BetweennessRunner } from '../core/graph/betweenness.js';

export interface DotDeps {
  /** Names the clusters when the body asks for aiTopics. */
  languageModel?: LanguageModel;
  saved?: SavedStatements;
  /** Where betweenness is computed (worker threads); default: this thread. */
  betweenness?: BetweennessRunner;
}

function flagsOf(query: DotQuery) {
  return {
    optimize: query.optimize,
    gapDepth: query.gapDepth ?? 0,
    includeGraph: query.includeGraph ?? false,
    includeGraphSummary: query.includeGraphSummary ?? true,
    extendedGraphSummary: query.extendedGraphSummary ?? true,
  };
}

export async function dotGraphFromText(rawQuery: unknown, rawBody: unknown, deps: DotDeps = {}): Promise<DotResponse> {
  const query = validate(dotQuery, rawQuery, 'query');
  const body = validate(dotFromTextBody, rawBody, 'body');
  const maxNodes = query.maxNodes ?? DEFAULT_MAX_NODES;
  const settings = { stopwords: body.stopwords, language: body.language, analysis: body.analysis };
  let analysis: Analysis;
  if (body.text === undefined) {
    if (!body.name) throw badRequest('text is required (or the name of a saved graph)', 'text');
    const statements = await savedStatementsOf(deps.saved, body.name, body.userName ?? 'anonymous', 'name');
    analysis = await analyzeBody({ statements: statements.map((s) => s.content), ...settings }, maxNodes, deps.betweenness);
  } else {
    analysis = await analyzeBody({ text: body.text, ...settings }, maxNodes, deps.betweenness);
  }
  // Naming sends only the clusters' concepts to the provider (privacy rule 2), as on E1.
  const { aiNames, warning } = body.aiTopics ? await (await import('../ai/topics.js')).nameTopics(analysis, deps.languageModel) : {};
  return dotResponse(analysis, flagsOf(query), {
    contextName: body.name ?? 'untitled',
    userName: body.userName ?? 'anonymous',
    isPublic: false,
    aiNames,
    warning,
  });
}

/** The graph's own metrics are recomputed from its nodes and edges; attributes it carries are not trusted. */
export async function dotGraph(rawQuery: unknown, rawBody: unknown): Promise<DotResponse> {
  const query = validate(dotQuery, rawQuery, 'query');
  const body = validate(dotGraphBody, rawBody, 'body') as Record<string, unknown>;
  // The graph may come as { graph: … } or be the body itself.
  const source = body.graph !== undefined ? body.graph : body;
  const analysis = analysisFromNodeLink(source, query.maxNodes ?? DEFAULT_MAX_NODES, body.graph !== undefined ? 'graph' : 'body');
  return dotResponse(analysis, flagsOf(query), { contextName: 'untitled', userName: 'anonymous', isPublic: false });
}
