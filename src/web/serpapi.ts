// The SerpAPI adapter: Google's organic results, related searches, "people also ask" questions and autocomplete, through serpapi.com.
//
// Format as SerpAPI documents it (serpapi.com/search-api, /organic-results, /related-searches,
// /related-questions, /google-autocomplete-api, /api-status-and-error-codes, /search-errors):
//   GET /search.json?engine=google&q&gl&hl&start&api_key → organic_results[].{position,title,link,snippet},
//     related_searches[].query, related_questions[].question; `start` is the result offset (10 a page).
//   GET /search.json?engine=google_autocomplete&q&gl&hl&api_key → suggestions[].{value,relevance,type}.
//   Errors: {"error": "..."} with HTTP 401 (invalid key), 429 (hourly limit, or out of searches),
//     400 (bad parameter), 5xx. A search Google found nothing for is a success: HTTP 200,
//     search_information.organic_results_state "Fully empty" and error "Google hasn't returned any
//     results for this query." — an empty answer here, not a failure.
import { getJson, malformedReply, record, serverAddress, reportedError, str, type Endpoint, type ErrorReading, type HttpSettings } from './http.js';
import { rankedPages, ReplyMemo, type Hit } from './pages.js';
import type { IntentQuery, SearchRequest, SearchResult, WebSearchProvider } from './types.js';

export const SERPAPI_URL = 'https://serpapi.com';
/** Google's page of organic results, which `start` counts in. */
const PAGE_SIZE = 10;

export interface SerpApiConfig {
  apiKey: string;
  /** SERPAPI_BASE_URL; tests point it at a loopback server. */
  baseUrl?: string;
  http: HttpSettings;
}

export class SerpApiProvider implements WebSearchProvider {
  readonly name = 'serpapi';
  private readonly endpoint: Endpoint;
  private readonly base: string;
  readonly instance?: string;
  private readonly memo = new ReplyMemo();

  constructor(private readonly config: SerpApiConfig) {
    this.base = (config.baseUrl ?? SERPAPI_URL).replace(/\/+$/, '');
    if (config.baseUrl) this.instance = serverAddress(new URL(`${this.base}/x`));
    this.endpoint = {
      label: 'the SerpAPI',
      keyEnv: 'SERPAPI_API_KEY',
      urlEnv: 'SERPAPI_BASE_URL',
      secrets: [config.apiKey],
      readError: readSerpApiError,
    };
  }

  results(request: SearchRequest, pages: number): Promise<SearchResult[]> {
    return rankedPages(pages, async (page) => {
      const url = this.url('google', request, page);
      return serpApiHits(await this.search(url), () => malformedReply(this.endpoint, url, 'no organic_results array'));
    });
  }

  async related(request: SearchRequest): Promise<IntentQuery[]> {
    const url = this.url('google', request, 0);
    const body = record(await this.search(url));
    if (!body) throw malformedReply(this.endpoint, url, 'not a JSON object');
    return serpApiIntent(body);
  }

  async suggest(request: SearchRequest): Promise<string[]> {
    const url = this.url('google_autocomplete', request);
    const body = record(await getJson(this.endpoint, url, {}, this.config.http));
    const error = str(body?.error);
    if (error !== undefined && !isNoResults(error)) throw reportedError(this.endpoint, error);
    if (!body || (!Array.isArray(body.suggestions) && error === undefined && !record(body.search_metadata))) {
      throw malformedReply(this.endpoint, url, 'no suggestions array');
    }
    return serpApiSuggestions(body);
  }

  private search(url: URL): Promise<unknown> {
    return this.memo.get(url.href, async () => {
      const body = await getJson(this.endpoint, url, {}, this.config.http);
      const error = str(record(body)?.error);
      if (error !== undefined && !isNoResults(error)) throw reportedError(this.endpoint, error);
      return body;
    });
  }

  private url(engine: 'google' | 'google_autocomplete', request: SearchRequest, page?: number): URL {
    const url = new URL(`${this.base}/search.json`);
    url.searchParams.set('engine', engine);
    url.searchParams.set('q', request.query);
    if (request.country) url.searchParams.set('gl', request.country.toLowerCase());
    if (request.language) url.searchParams.set('hl', request.language.toLowerCase());
    if (page !== undefined) url.searchParams.set('start', String(page * PAGE_SIZE));
    url.searchParams.set('api_key', this.config.apiKey);
    return url;
  }
}

function readSerpApiError(status: number, body: unknown): ErrorReading {
  const detail = str(record(body)?.error);
  if (detail !== undefined && isNoResults(detail)) return { answer: true };
  // The same 429 means "too fast this hour" or "no searches left"; only the message tells them apart.
  const quota = status === 429 && detail !== undefined && /run out|exhausted|no (more )?searches|searches left|plan/i.test(detail);
  return { detail: detail?.slice(0, 200), quota };
}

/** Google found nothing: a successful search with an empty answer. */
function isNoResults(error: string): boolean {
  return /hasn[’']t returned any results/i.test(error);
}

function isFullyEmpty(body: Record<string, unknown>): boolean {
  const state = str(record(body.search_information)?.organic_results_state);
  return (state !== undefined && /fully empty/i.test(state)) || isNoResults(str(body.error) ?? '');
}

/** The organic results of a SerpAPI Google reply (a saved one too); `missing` builds the error for a reply without them. */
export function serpApiHits(body: unknown, missing: () => Error): Hit[] {
  const reply = record(body);
  if (!reply) throw missing();
  if (!Array.isArray(reply.organic_results)) {
    if (isFullyEmpty(reply)) return [];
    throw missing();
  }
  const hits: Hit[] = [];
  for (const item of reply.organic_results) {
    const r = record(item);
    const url = str(r?.link) ?? '';
    const title = str(r?.title) ?? '';
    // An entry with neither is a SERP feature squeezed into the list, not a page.
    if (url === '' && title === '') continue;
    hits.push({ title, url, snippet: str(r?.snippet) ?? '' });
  }
  return hits;
}

/** "People also ask" questions (higher on Google's page) then related searches, of a SerpAPI Google reply. */
export function serpApiIntent(reply: Record<string, unknown>): IntentQuery[] {
  const out: IntentQuery[] = [];
  for (const item of Array.isArray(reply.related_questions) ? reply.related_questions : []) {
    const question = str(record(item)?.question)?.trim();
    if (question) out.push({ query: question, source: 'question' });
  }
  for (const item of Array.isArray(reply.related_searches) ? reply.related_searches : []) {
    const query = str(record(item)?.query)?.trim();
    if (query) out.push({ query, source: 'related' });
  }
  return out;
}

/** The completions of a SerpAPI google_autocomplete reply. */
export function serpApiSuggestions(reply: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const item of Array.isArray(reply.suggestions) ? reply.suggestions : []) {
    const value = str(record(item)?.value)?.trim();
    if (value) out.push(value);
  }
  return out;
}
