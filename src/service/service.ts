// The Service seam: one function per endpoint of INTERFACE.md, the same shape locally and remotely.
import type * as z from 'zod/mini';
import * as s from './schemas.js';
import * as w from './intent-schemas.js';
import * as r from './raw-advice-schemas.js';
import * as a from './related-schemas.js';
import type { GraphResponse } from '../report/graph-response.js';
import type { AdviceResponse } from './advice.js';
import type { GraphListEntry } from './list.js';
import type { SearchResponse } from './search.js';
import type { DotResponse } from '../report/dot-response.js';
import type { CompareResponse } from './compare.js';
import type { VsIntentResponse } from './intent.js';
import type { RawAdviceResponse } from './raw-advice.js';
import type { AiSearchResponse } from './related.js';

/** A JSON object whose exact shape the endpoint's issue defines; typed here as far as it is built. */
export type Json = Record<string, unknown>;

type In<Q extends z.ZodMiniType, B extends z.ZodMiniType> = [query: z.input<Q>, body: z.input<B>];

export interface Service {
  graphAndStatements(...args: In<typeof s.graphQuery, typeof s.graphBody>): Promise<GraphResponse>;
  graphAndAdvice(...args: In<typeof s.adviceQuery, typeof s.adviceBody>): Promise<AdviceResponse>;
  dotGraph(...args: In<typeof s.dotQuery, typeof s.dotGraphBody>): Promise<DotResponse>;
  dotGraphFromText(...args: In<typeof s.dotQuery, typeof s.dotFromTextBody>): Promise<DotResponse>;
  graphAiAdvice(...args: In<typeof s.aiAdviceQuery, typeof s.aiAdviceBody>): Promise<AdviceResponse>;
  listGraphs(...args: In<typeof s.listQuery, typeof s.listBody>): Promise<GraphListEntry[]>;
  search(...args: In<typeof s.searchQuery, typeof s.searchBody>): Promise<SearchResponse>;
  compareGraphs(...args: In<typeof s.compareQuery, typeof s.compareBody>): Promise<CompareResponse>;
  graphsAndAiAdvice(...args: In<typeof s.compareAdviceQuery, typeof s.compareAdviceBody>): Promise<AdviceResponse>;
  engineSearchResultsGraph(...args: In<typeof s.graphQuery, typeof w.searchResultsGraphBody>): Promise<GraphResponse>;
  engineSearchResultsAiAdvice(...args: In<typeof s.adviceQuery, typeof w.searchResultsAdviceBody>): Promise<AdviceResponse>;
  engineSearchIntentGraph(...args: In<typeof s.graphQuery, typeof w.searchIntentGraphBody>): Promise<GraphResponse>;
  engineSearchIntentAiAdvice(...args: In<typeof s.adviceQuery, typeof w.searchIntentAdviceBody>): Promise<AdviceResponse>;
  engineSearchVsIntentGraph(...args: In<typeof w.vsGraphQuery, typeof w.vsGraphBody>): Promise<VsIntentResponse>;
  engineSearchVsIntentAiAdvice(...args: In<typeof w.vsAdviceQuery, typeof w.vsAdviceBody>): Promise<AdviceResponse>;
  /** The hosted service's raw prompt endpoint, which its clients call beside the fourteen. */
  aiAdvice(...args: In<typeof r.rawAdviceQuery, typeof r.rawAdviceBody>): Promise<RawAdviceResponse>;
  /** The hosted service's related statements for a question ("chat with your graph"). */
  aiSearch(...args: In<typeof a.aiSearchQuery, typeof a.aiSearchBody>): Promise<AiSearchResponse>;
}

export type EndpointName = keyof Service;

export interface Endpoint {
  /** E1 … E14, as INTERFACE.md numbers them; `hosted` for an endpoint of the hosted service's clients. */
  id: string;
  /** Path under /api/v1. */
  path: string;
  query: z.ZodMiniType;
  body: z.ZodMiniType;
}

/** Every endpoint's path and schemas; the server routes and the remote client call by this table. */
export const ENDPOINTS: Record<EndpointName, Endpoint> = {
  graphAndStatements: { id: 'E1', path: 'graphAndStatements', query: s.graphQuery, body: s.graphBody },
  graphAndAdvice: { id: 'E2', path: 'graphAndAdvice', query: s.adviceQuery, body: s.adviceBody },
  dotGraph: { id: 'E3', path: 'dotGraph', query: s.dotQuery, body: s.dotGraphBody },
  dotGraphFromText: { id: 'E3', path: 'dotGraphFromText', query: s.dotQuery, body: s.dotFromTextBody },
  graphAiAdvice: { id: 'E4', path: 'graphAiAdvice', query: s.aiAdviceQuery, body: s.aiAdviceBody },
  listGraphs: { id: 'E5', path: 'listGraphs', query: s.listQuery, body: s.listBody },
  search: { id: 'E6', path: 'search', query: s.searchQuery, body: s.searchBody },
  compareGraphs: { id: 'E7', path: 'compareGraphs', query: s.compareQuery, body: s.compareBody },
  graphsAndAiAdvice: { id: 'E8', path: 'graphsAndAiAdvice', query: s.compareAdviceQuery, body: s.compareAdviceBody },
  engineSearchResultsGraph: { id: 'E9', path: 'import/engineSearchResultsGraph', query: s.graphQuery, body: w.searchResultsGraphBody },
  engineSearchResultsAiAdvice: { id: 'E10', path: 'import/engineSearchResultsAiAdvice', query: s.adviceQuery, body: w.searchResultsAdviceBody },
  engineSearchIntentGraph: { id: 'E11', path: 'import/engineSearchIntentGraph', query: s.graphQuery, body: w.searchIntentGraphBody },
  engineSearchIntentAiAdvice: { id: 'E12', path: 'import/engineSearchIntentAiAdvice', query: s.adviceQuery, body: w.searchIntentAdviceBody },
  engineSearchVsIntentGraph: { id: 'E13', path: 'import/engineSearchVsIntentGraph', query: w.vsGraphQuery, body: w.vsGraphBody },
  engineSearchVsIntentAiAdvice: { id: 'E14', path: 'import/engineSearchVsIntentAiAdvice', query: w.vsAdviceQuery, body: w.vsAdviceBody },
  aiAdvice: { id: 'hosted', path: 'aiAdvice', query: r.rawAdviceQuery, body: r.rawAdviceBody },
  aiSearch: { id: 'hosted', path: 'aiSearch', query: a.aiSearchQuery, body: a.aiSearchBody },
};
