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
 * The graphs the matches came from, most matches first, beside the statements (as the hosted
 * service names them): their names, and each one's address on the server that answered, or
 * `null` where there is none (a search on this machine).
 */
export interface MatchedGraphs {
  graphNames: string[];
  graphUrls: (string | null)[];
}

/**
 * No statement matched: no graph, so no summary and no diversity verdict (an empty graph would
 * otherwise read as "biased"); only the empty statements and who asked.
 */
export interface NoMatchResponse {
  entriesAndGraphOfContext: { statements: []; userName: string; isPublic: boolean } & MatchedGraphs;
  userName: string;
  isPublic: boolean;
  contexts?: SearchContext[];
}

export type MatchResponse = GraphResponse & { entriesAndGraphOfContext: MatchedGraphs; contexts?: SearchContext[] };
export type SearchResponse = MatchResponse | NoMatchResponse;

/** Whether a search found anything (and so carries a graph). */
export function hasMatches(response: SearchResponse): response is MatchResponse {
  return 'graph' in response.entriesAndGraphOfContext;
}
