// The Brave Search API adapter: web results, the questions Brave attaches to them, and Brave's autocomplete.
//
// Format as Brave documents it (api-dashboard.search.brave.com/api-reference/web/search/get and
// /other/suggestions; the response objects at api.search.brave.com/app/documentation/web-search/responses;
// the types of Brave's own client, github.com/brave/brave-search-mcp-server src/tools/web/types.ts):
//   GET /res/v1/web/search?q&country&search_lang&count&offset, header X-Subscription-Token →
//     {type:"search", query:{original, altered?}, web?:{results[].{title,url,description}},
//      faq?:{results[].{question,answer,title,url}}, discussions?:{results[].{data?.question}}}.
//     count is at most 20; offset counts pages of `count` (0..9); pages may overlap.
//   GET /res/v1/suggest/search?q&country&lang&count → {type:"suggest", results[].query}.
//   Errors: {type:"ErrorResponse", error:{code,detail,status,meta}} (some pages of the reference show
//     `errors: [...]`, so both are read). A bad key is HTTP 422 SUBSCRIPTION_TOKEN_INVALID, not 401;
//     429 is RATE_LIMITED (per second) or QUOTA_LIMITED (per month); a plan without an endpoint
//     answers OPTION_NOT_IN_PLAN.
// Brave has no "related searches" for every plan: related() gives its FAQ and forum questions, and
// the spelling Brave searched instead (query.altered) as a related search, or nothing.
import { getJson, malformedReply, record, serverAddress, str, type Endpoint, type ErrorReading, type HttpSettings } from './http.js';
import { rankedPages, ReplyMemo, type Hit } from './pages.js';
import type { IntentQuery, SearchRequest, SearchResult, WebSearchProvider } from './types.js';

export const BRAVE_URL = 'https://api.search.brave.com';
/** Ten a page, like the other providers, so that `pages` means the same everywhere. */
const PAGE_SIZE = 10;
/** Brave's largest offset is 9: ten pages. */
const MAX_PAGES = 10;
const SUGGESTIONS = 20;

export interface BraveConfig {
  apiKey: string;
  /** BRAVE_SEARCH_BASE_URL; tests point it at a loopback server. */
  baseUrl?: string;
  /** The variable the key came from (BRAVE_API_KEY is accepted too), named when it is rejected. */
  keyEnv?: string;
  http: HttpSettings;
}

export class BraveProvider implements WebSearchProvider {
  readonly name = 'brave';
  private readonly endpoint: Endpoint;
  private readonly base: string;
  readonly instance?: string;
  private readonly memo = new ReplyMemo();

  constructor(private readonly config: BraveConfig) {
    this.base = (config.baseUrl ?? BRAVE_URL).replace(/\/+$/, '');
    if (config.baseUrl) this.instance = serverAddress(new URL(`${this.base}/x`));
    this.endpoint = {
      label: 'the Brave Search API',
      keyEnv: config.keyEnv ?? 'BRAVE_SEARCH_API_KEY',
      urlEnv: 'BRAVE_SEARCH_BASE_URL',
      secrets: [config.apiKey],
      readError: (status, body) => readBraveError(status, body, this.endpoint.keyEnv!),
    };
  }

  results(request: SearchRequest, pages: number): Promise<SearchResult[]> {
    const wanted = Number.isInteger(pages) && pages > MAX_PAGES ? MAX_PAGES : pages;
    return rankedPages(wanted, async (page) => {
      const url = this.searchUrl(request, page);
      return braveHits(await this.search(url), () => malformedReply(this.endpoint, url, 'no web results and no type "search"'));
    });
  }

  async related(request: SearchRequest): Promise<IntentQuery[]> {
    const url = this.searchUrl(request, 0);
    const body = record(await this.search(url));
    if (!body) throw malformedReply(this.endpoint, url, 'not a JSON object');
    return braveIntent(body);
  }

  async suggest(request: SearchRequest): Promise<string[]> {
    const url = new URL(`${this.base}/res/v1/suggest/search`);
    url.searchParams.set('q', request.query);
    if (request.country) url.searchParams.set('country', request.country.toUpperCase());
    if (request.language) url.searchParams.set('lang', braveLanguage(request.language, request.country));
    url.searchParams.set('count', String(SUGGESTIONS));
    const body = record(await getJson(this.endpoint, url, this.headers(), this.config.http));
    if (!body || !(Array.isArray(body.results) || body.type === 'suggest')) throw malformedReply(this.endpoint, url, 'no results array');
    return braveSuggestions(body);
  }

  private search(url: URL): Promise<unknown> {
    return this.memo.get(url.href, () => getJson(this.endpoint, url, this.headers(), this.config.http));
  }

  private searchUrl(request: SearchRequest, page: number): URL {
    const url = new URL(`${this.base}/res/v1/web/search`);
    url.searchParams.set('q', request.query);
    if (request.country) url.searchParams.set('country', request.country.toUpperCase());
    if (request.language) url.searchParams.set('search_lang', braveLanguage(request.language, request.country));
    url.searchParams.set('count', String(PAGE_SIZE));
    url.searchParams.set('offset', String(page));
    return url;
  }

  private headers(): Record<string, string> {
    return { 'X-Subscription-Token': this.config.apiKey };
  }
}

/** Brave's language codes are ISO 639-1 except Portuguese, which it splits into pt-br and pt-pt. */
function braveLanguage(language: string, country: string | undefined): string {
  const lang = language.toLowerCase();
  if (lang === 'pt') return country?.toLowerCase() === 'br' ? 'pt-br' : 'pt-pt';
  return lang;
}

function readBraveError(status: number, body: unknown, keyEnv: string): ErrorReading {
  const reply = record(body);
  const first = record(reply?.error) ?? record(Array.isArray(reply?.errors) ? reply.errors[0] : undefined);
  const code = str(first?.code);
  const detail = str(first?.detail);
  const shown = [code, detail].filter(Boolean).join(': ').slice(0, 200) || undefined;
  if (code === 'OPTION_NOT_IN_PLAN' || code === 'SUBSCRIPTION_NOT_FOUND') {
    return { message: `The Brave Search API refused (HTTP ${status}: ${shown}): the subscription behind ${keyEnv} does not include this endpoint; check the plan` };
  }
  return {
    detail: shown,
    keyRejected: code === 'SUBSCRIPTION_TOKEN_INVALID' || code === 'SUBSCRIPTION_TOKEN_MISSING',
    quota: code === 'QUOTA_LIMITED',
  };
}

/** The web results of a Brave web-search reply (a saved one too). */
export function braveHits(body: unknown, missing: () => Error): Hit[] {
  const reply = record(body);
  const web = record(reply?.web);
  if (!reply || (!Array.isArray(web?.results) && reply.type !== 'search')) throw missing();
  const hits: Hit[] = [];
  // Brave leaves `web` out when it found nothing.
  for (const item of Array.isArray(web?.results) ? web.results : []) {
    const r = record(item);
    const url = str(r?.url) ?? '';
    const title = str(r?.title) ?? '';
    if (url === '' && title === '') continue;
    hits.push({ title, url, snippet: stripTags(str(r?.description) ?? '') });
  }
  return hits;
}

/** FAQ and forum questions, then the spelling Brave searched instead, of a Brave web-search reply. */
export function braveIntent(reply: Record<string, unknown>): IntentQuery[] {
  const out: IntentQuery[] = [];
  const faq = record(reply.faq)?.results;
  for (const item of Array.isArray(faq) ? faq : []) {
    const question = str(record(item)?.question)?.trim();
    if (question) out.push({ query: question, source: 'question' });
  }
  const discussions = record(reply.discussions)?.results;
  for (const item of Array.isArray(discussions) ? discussions : []) {
    const question = str(record(record(item)?.data)?.question)?.trim();
    if (question) out.push({ query: question, source: 'question' });
  }
  const query = record(reply.query);
  const altered = str(query?.altered)?.trim();
  if (altered && altered !== str(query?.original)?.trim()) out.push({ query: altered, source: 'related' });
  return out;
}

/** The completions of a Brave suggest reply. */
export function braveSuggestions(reply: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const item of Array.isArray(reply.results) ? reply.results : []) {
    const query = str(record(item)?.query)?.trim();
    if (query) out.push(query);
  }
  return out;
}

/** Brave marks the query's words in descriptions with <strong> (text_decorations, on by default). */
function stripTags(text: string): string {
  return text.replace(/<\/?strong>/g, '');
}
