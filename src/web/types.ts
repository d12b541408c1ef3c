// What a web-search provider gives tna intent: ranked results for a query, and the queries people ask around it.

/** One organic result, as the provider ranked it. */
export interface SearchResult {
  /** 1-based position across all pages fetched. */
  rank: number;
  title: string;
  url: string;
  /** The provider's snippet (description) of the page; may be empty. */
  snippet: string;
}

/** Where a search-intent query came from. */
export type IntentSource = 'related' | 'question' | 'suggest';

export interface IntentQuery {
  query: string;
  source: IntentSource;
}

/** The query and where it is asked from; the same key caches a provider's answer. */
export interface SearchRequest {
  query: string;
  /** ISO 3166-1 alpha-2, lower case (`us`, `de`); undefined: the provider's default. */
  country?: string;
  /** ISO 639-1, lower case (`en`, `de`); undefined: the provider's default. */
  language?: string;
}

/**
 * A web-search provider. Each method is one or more HTTP calls in the provider's documented
 * format; a failure throws an ApiError (status 502/504, code `upstream_error`) whose message
 * names the provider and what to do, or a 400 for bad input (an unknown country, say).
 */
export interface WebSearchProvider {
  /** `serpapi`, `brave`, `searxng`: named in messages and in cache keys. */
  readonly name: string;
  /** Where the answers come from when the name alone does not say (a SearXNG instance's address, a base URL set by hand); part of the cache key. */
  readonly instance?: string;
  /** Organic results, `pages` pages of them (about 10 a page), ranks 1.. in order. */
  results(request: SearchRequest, pages: number): Promise<SearchResult[]>;
  /** Related searches and "people also ask" questions, in the provider's order; [] where it has none. */
  related(request: SearchRequest): Promise<IntentQuery[]>;
  /** Autocomplete suggestions for exactly this text (no expansion here), in the provider's order. */
  suggest(request: SearchRequest): Promise<string[]>;
}
