// The SearXNG adapter: a self-hosted metasearch instance's results, its suggested searches, and its autocompleter.
//
// Format as SearXNG documents and implements it (docs/dev/search_api.rst; searx/webapp.py search()
// and autocompleter(); searx/webutils.py get_json_response; searx/webadapter.py parse_lang):
//   GET /search?q&format=json&language&pageno → {query, results[].{url,title,content,engine},
//     answers, corrections, infoboxes, suggestions: string[], unresponsive_engines: [engine, error][]}.
//     `format=json` answers 403 unless settings.yml lists json under search.formats (the default lists
//     only html). language is `de` or `de-DE`; pageno counts from 1. Errors: {"error": "..."}, 400/500.
//   GET /autocompleter?q&language → a JSON array of strings when asked with X-Requested-With:
//     XMLHttpRequest, else the OpenSearch form ["q", ["s1", ...], [], [], {...}]; both are read.
//     Suggestions come from the instance's search.autocomplete backend; with none set they are empty.
//   The instance's bot limiter (server.limiter) answers 429 "Too Many Requests" as plain text.
// SearXNG has no key. Credentials written into SEARXNG_URL (https://user:password@host, for an
// instance behind basic authentication) are sent as an Authorization header, since fetch refuses URLs
// that carry them, and never shown.
import { ApiError } from '../core/errors.js';
import { getJson, malformedReply, record, serverAddress, str, type Endpoint, type ErrorReading, type HttpSettings } from './http.js';
import { rankedPages, ReplyMemo, type Hit } from './pages.js';
import type { IntentQuery, SearchRequest, SearchResult, WebSearchProvider } from './types.js';

export interface SearxngConfig {
  /** SEARXNG_URL: the instance's address, as in a browser (may carry user:password@). */
  baseUrl: string;
  http: HttpSettings;
}

export class SearxngProvider implements WebSearchProvider {
  readonly name = 'searxng';
  readonly instance: string;
  private readonly endpoint: Endpoint;
  private readonly base: URL;
  private readonly auth: Record<string, string> = {};
  private readonly memo = new ReplyMemo();

  constructor(private readonly config: SearxngConfig) {
    let base: URL;
    try {
      base = new URL(config.baseUrl);
    } catch {
      throw new ApiError(400, 'bad_request', 'SEARXNG_URL is not a URL: write the instance\'s address, such as http://localhost:8888');
    }
    const secrets: string[] = [];
    if (base.username || base.password) {
      const user = decodeURIComponent(base.username);
      const password = decodeURIComponent(base.password);
      this.auth.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
      secrets.push(password, this.auth.authorization.slice('Basic '.length));
      base.username = '';
      base.password = '';
    }
    base.search = '';
    base.hash = '';
    if (!base.pathname.endsWith('/')) base.pathname += '/';
    this.base = base;
    const where = serverAddress(new URL('x', base));
    this.instance = where;
    this.endpoint = { label: 'the SearXNG instance', urlEnv: 'SEARXNG_URL', secrets, readError: (status, body, text) => readSearxngError(status, body, text, where) };
  }

  results(request: SearchRequest, pages: number): Promise<SearchResult[]> {
    return rankedPages(pages, async (page) => {
      const url = this.searchUrl(request, page + 1);
      const body = await this.search(url);
      const hits = searxngHits(body, () => malformedReply(this.endpoint, url, 'no results array'));
      if (hits.length === 0 && page === 0) failedEngines(body, this.endpoint);
      return hits;
    });
  }

  async related(request: SearchRequest): Promise<IntentQuery[]> {
    const url = this.searchUrl(request, 1);
    const body = record(await this.search(url));
    if (!body || !Array.isArray(body.suggestions)) throw malformedReply(this.endpoint, url, 'no suggestions array');
    return searxngIntent(body);
  }

  async suggest(request: SearchRequest): Promise<string[]> {
    const url = new URL('autocompleter', this.base);
    url.searchParams.set('q', request.query);
    const language = searxngLanguage(request);
    if (language) url.searchParams.set('language', language);
    const body = await getJson(this.endpoint, url, this.auth, this.config.http);
    const suggestions = searxngCompletions(body);
    if (!suggestions) throw malformedReply(this.endpoint, url, 'neither a list of suggestions nor the OpenSearch form');
    return suggestions;
  }

  private search(url: URL): Promise<unknown> {
    return this.memo.get(url.href, () => getJson(this.endpoint, url, this.auth, this.config.http));
  }

  private searchUrl(request: SearchRequest, pageno: number): URL {
    const url = new URL('search', this.base);
    url.searchParams.set('q', request.query);
    url.searchParams.set('format', 'json');
    const language = searxngLanguage(request);
    if (language) url.searchParams.set('language', language);
    url.searchParams.set('pageno', String(pageno));
    return url;
  }
}

/** SearXNG has no country of its own; the country narrows the language instead (de-AT). */
function searxngLanguage(request: SearchRequest): string | undefined {
  if (!request.language) return undefined;
  const lang = request.language.toLowerCase();
  return request.country ? `${lang}-${request.country.toUpperCase()}` : lang;
}

function readSearxngError(status: number, body: unknown, text: string, where: string): ErrorReading {
  if (status === 403) {
    return { message: `The SearXNG instance at ${where} refuses JSON (HTTP 403): enable \`json\` under \`search.formats\` in its settings.yml and restart it` };
  }
  if (status === 429) {
    return { message: `The SearXNG instance at ${where} is limiting requests (HTTP 429): its bot limiter blocked this client: set \`server.limiter: false\` in settings.yml for a private instance, or list this machine under \`botdetection.ip_lists.pass_ip\` in limiter.toml` };
  }
  if (status === 401) {
    return { message: `The SearXNG instance at ${where} asks for credentials (HTTP 401): write them into SEARXNG_URL as https://user:password@host` };
  }
  const detail = str(record(body)?.error) ?? (text.trim().length > 0 && text.length < 200 && !text.includes('<') ? text.trim() : undefined);
  return { detail };
}

/** With no results at all, engines that failed are the reason, and worth saying rather than an empty answer. */
function failedEngines(body: unknown, endpoint: Endpoint): void {
  const failed = record(body)?.unresponsive_engines;
  if (!Array.isArray(failed) || failed.length === 0) return;
  const named = failed.map((e) => (Array.isArray(e) ? e.map(String).join(': ') : String(e))).join(', ');
  throw new ApiError(502, 'upstream_error', `The SearXNG instance found nothing because its engines failed (${named.slice(0, 300)}): try again later, or enable other engines in its settings.yml`);
}

/** The results of a SearXNG JSON reply (a saved one too). */
export function searxngHits(body: unknown, missing: () => Error): Hit[] {
  const reply = record(body);
  if (!reply || !Array.isArray(reply.results)) throw missing();
  const hits: Hit[] = [];
  for (const item of reply.results) {
    const r = record(item);
    const url = str(r?.url) ?? '';
    const title = str(r?.title) ?? '';
    if (url === '' && title === '') continue;
    hits.push({ title, url, snippet: str(r?.content) ?? '' });
  }
  return hits;
}

/** The suggested searches of a SearXNG JSON reply, as related searches. */
export function searxngIntent(reply: Record<string, unknown>): IntentQuery[] {
  const out: IntentQuery[] = [];
  for (const item of Array.isArray(reply.suggestions) ? reply.suggestions : []) {
    const query = str(item)?.trim();
    if (query) out.push({ query, source: 'related' });
  }
  return out;
}

/** The completions of an autocompleter reply in either of its forms, or undefined when it is neither. */
export function searxngCompletions(body: unknown): string[] | undefined {
  if (!Array.isArray(body)) return undefined;
  // OpenSearch: [query, [completions], [descriptions], [urls], {extras}].
  const list = body.length >= 2 && typeof body[0] === 'string' && Array.isArray(body[1]) ? body[1] : body;
  if (!list.every((s) => typeof s === 'string')) return undefined;
  return (list as string[]).map((s) => s.trim()).filter((s) => s !== '');
}
