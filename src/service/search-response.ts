// What a search answers, in a module of its own: the command line tells a match from none
// without loading the search itself (zod, the analysis, the store).
import type { GraphResponse } from '../report/graph-response.js';

/** With showContexts, the graphs the matches came from. */
export interface SearchContext {
  contextName: string;
  userName: string;
  matches: number;
}

/**
 * No statement matched: no graph, so no summary and no diversity verdict (an empty graph would
 * otherwise read as "biased"); only the empty statements and who asked.
 */
export interface NoMatchResponse {
  entriesAndGraphOfContext: { statements: []; userName: string; isPublic: boolean };
  userName: string;
  isPublic: boolean;
  contexts?: SearchContext[];
}

export type SearchResponse = (GraphResponse & { contexts?: SearchContext[] }) | NoMatchResponse;

/** Whether a search found anything (and so carries a graph). */
export function hasMatches(response: SearchResponse): response is GraphResponse & { contexts?: SearchContext[] } {
  return 'graph' in response.entriesAndGraphOfContext;
}
