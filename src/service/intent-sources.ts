// What a web-search request is about: its search results and its search-intent queries, from a
// provider or from the request itself, as statements ready for analysis (the query's own words removed).
import { lemmatizeAdjective, lemmatizeNoun, lemmatizeVerb } from '../core/text/lemma.js';
import { ApiError, badRequest } from '../core/errors.js';
import { extractConcepts } from '../core/text/concepts.js';
import { queryLanguage } from '../core/text/query-language.js';
import { DEFAULT_SETTINGS } from '../core/text/settings.js';
import { isLanguage } from '../core/text/stopwords.js';
import type { Language } from '../core/types.js';
import { expandedSuggestions } from '../web/expand.js';
import { mapLimited } from '../web/map-limited.js';
import type { IntentQuery, SearchRequest, SearchResult, WebSearchProvider } from '../web/types.js';
import type { IntentFields, ResultsFields, WebFields } from './intent-schemas.js';

/** Reads a page's prose for fetchPages: its paragraphs, or a failure (the result's snippet stands in). */
export type PageReader = (url: string) => Promise<string[]>;

export interface WebSources {
  /** The provider a request without its own results or queries asks; chosen (and failing) only then. */
  webSearch?: () => Promise<WebSearchProvider>;
  /** Reads pages for fetchPages; absent: fetchPages is refused. */
  readPage?: PageReader;
  /** Whether fetchPages may read addresses the request itself supplied (false on a shared server). */
  readSuppliedPages?: boolean;
}

/** Statements of one kind of source, with the categories of each (by index), as E1 bodies carry them. */
export interface SourceStatements {
  statements: string[];
  categories: string[][];
  /** Said once in the response, when something was left out or fell back. */
  warning?: string;
}

/** The language of the graph's stopwords: the one asked for, else detected from the results' text. */
export function analysisLanguage(body: WebFields): Language | 'auto' {
  return body.importLanguage && isLanguage(body.importLanguage) ? body.importLanguage : 'auto';
}

/** The query as a provider is asked it; AUTO (or nothing) takes the language the query's words show, else the provider's default. */
export function searchRequestOf(body: WebFields): SearchRequest {
  const query = body.searchQuery.trim();
  if (query === '') throw badRequest('searchQuery must not be blank', 'searchQuery');
  const asked = body.importLanguage && body.importLanguage !== 'auto' ? body.importLanguage : queryLanguage(query);
  return { query, ...(body.importCountry ? { country: body.importCountry } : {}), ...(asked ? { language: asked } : {}) };
}

/**
 * The query's own words as stopwords, as written, as concepts and by every lemma they may have
 * (`heat pumps` removes `heat`, `pumps` and `pump`; `coffee brewing` removes `brewing` and `brew`,
 * which "brewed" in a result becomes): they would otherwise sit at the centre of every cluster.
 */
export function seedStopwords(body: WebFields): string[] {
  if (body.keepSeedTerms) return body.stopwords ?? [];
  const words = (body.searchQuery.toLowerCase().match(/[\p{L}\p{N}'’_-]+/gu) ?? []).map((w) => w.replace(/^-+/, '')).filter(Boolean);
  // Lemmas are English only, so the query's language decides whether `pumps` also removes `pump`.
  const language = analysisLanguage(body);
  const { concepts } = extractConcepts([{ id: '0', content: body.searchQuery, categories: [] }], {
    language: language === 'auto' ? queryLanguage(body.searchQuery) ?? 'en' : language,
    stopwords: [],
    settings: { ...DEFAULT_SETTINGS, ...(body.contextSettings ?? {}) },
    modifyAnalyzedText: 'none',
    replaceEntities: true,
  });
  // A gerund stays a noun in the query (brewing) and becomes its verb elsewhere (brewed → brew).
  const lemmas = language === 'en' || language === 'auto' ? words.flatMap((w) => [lemmatizeNoun(w), lemmatizeVerb(w), lemmatizeAdjective(w)]) : [];
  const seeds = [...words, ...lemmas, ...concepts.flatMap((c) => c.tokens.map((t) => t.concept))];
  return [...new Set([...(body.stopwords ?? []), ...seeds])];
}

function providerOf(sources: WebSources): Promise<WebSearchProvider> {
  if (!sources.webSearch) throw new ApiError(403, 'forbidden', 'Web search is not available for this request: send the results (searchResults) or queries (searchQueries) with it, or use a token');
  return sources.webSearch();
}

function noneFound(provider: string, what: string, request: SearchRequest): ApiError {
  const where = [request.country && `country ${request.country}`, request.language && `language ${request.language}`].filter(Boolean).join(', ');
  return new ApiError(502, 'upstream_error', `${provider} found no ${what} for "${request.query}"${where ? ` (${where})` : ''}: try a broader query, another country or language, or a file of your own`);
}

/** `Title. Snippet`, without doubling the title's own end mark. */
function resultText(result: SearchResult): string {
  const title = result.title.trim();
  const snippet = result.snippet.trim();
  if (!title || !snippet) return title || snippet;
  return /[.!?:;]$/.test(title) ? `${title} ${snippet}` : `${title}. ${snippet}`;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.replace(/^www\./, '') || undefined;
  } catch {
    return undefined;
  }
}

/** A result's categories: its host, its address and its rank (`rank:3`). */
function resultCategories(result: SearchResult): string[] {
  const host = result.url ? hostOf(result.url) : undefined;
  return [...(host ? [host] : []), ...(result.url ? [result.url] : []), `rank:${result.rank}`];
}

function suppliedResults(items: NonNullable<ResultsFields['searchResults']>): SearchResult[] {
  return items.map((item, i) => {
    const result = { rank: item.rank ?? i + 1, title: item.title ?? '', url: item.url ?? '', snippet: item.snippet ?? '' };
    if (!result.title.trim() && !result.snippet.trim()) throw badRequest(`searchResults.${i} needs a title or a snippet`, `searchResults.${i}`);
    return result;
  });
}

/** Each result as one statement, or with fetchPages each paragraph of its page (its snippet where the page cannot be read). */
export async function resultStatements(body: WebFields & ResultsFields, sources: WebSources): Promise<SourceStatements> {
  const request = searchRequestOf(body);
  let results: SearchResult[];
  if (body.searchResults) results = suppliedResults(body.searchResults);
  else {
    const provider = await providerOf(sources);
    results = await provider.results(request, body.resultPages ?? 1);
    if (results.length === 0) throw noneFound(provider.name, 'results', request);
  }
  if (!body.fetchPages) {
    return { statements: results.map(resultText), categories: results.map(resultCategories) };
  }
  if (!sources.readPage) throw badRequest('fetchPages is not available here', 'fetchPages');
  if (body.searchResults && !sources.readSuppliedPages) {
    throw badRequest('fetchPages reads only the pages a search provider found on this server: send the pages\' text as snippets instead', 'fetchPages');
  }
  const pages = await readPages(results, sources.readPage);
  const out: SourceStatements = { statements: [], categories: [] };
  let unread = 0;
  results.forEach((result, i) => {
    const paragraphs = pages[i];
    if (!paragraphs || paragraphs.length === 0) unread++;
    for (const text of paragraphs?.length ? paragraphs : [resultText(result)]) {
      out.statements.push(text);
      out.categories.push(resultCategories(result));
    }
  });
  if (unread > 0) out.warning = `${unread} of ${results.length} pages could not be read; their titles and snippets were used instead`;
  return out;
}

/** Pages read four at a time; a page that fails (or has no web address) is undefined, in its place. */
function readPages(results: readonly SearchResult[], read: PageReader): Promise<(string[] | undefined)[]> {
  return mapLimited(results, 4, async ({ url }) => (/^https?:\/\//i.test(url) ? read(url).catch(() => undefined) : undefined));
}

const SOURCES_OF: Record<NonNullable<IntentFields['keywordsSource']>, ReadonlySet<IntentQuery['source']>> = {
  related: new Set(['related', 'question']),
  suggest: new Set(['suggest']),
  both: new Set(['related', 'question', 'suggest']),
};

/** Queries from the request: a query without a source counts as any source. */
function suppliedQueries(items: NonNullable<IntentFields['searchQueries']>, keep: ReadonlySet<IntentQuery['source']>): IntentQuery[] {
  return items
    .map((item) => (typeof item === 'string' ? { query: item, source: undefined } : item))
    .filter((q) => q.source === undefined || keep.has(q.source))
    .map((q) => ({ query: q.query, source: q.source ?? 'related' }));
}

async function providerQueries(body: IntentFields, request: SearchRequest, provider: WebSearchProvider): Promise<IntentQuery[]> {
  const source = body.keywordsSource ?? 'both';
  const related = source === 'suggest' ? [] : await provider.related(request);
  if (source === 'related') return related;
  const suggestions = body.expandSuggestions ? await expandedSuggestions(provider, request) : await provider.suggest(request);
  return [...related, ...suggestions.map((query) => ({ query, source: 'suggest' as const }))];
}

const normalized = (query: string) => query.toLowerCase().replace(/\s+/g, ' ').trim();

/** One statement per distinct query (case and spacing aside), the search query itself left out; categories name the source. */
export async function intentStatements(body: WebFields & IntentFields, sources: WebSources): Promise<SourceStatements> {
  const request = searchRequestOf(body);
  const keep = SOURCES_OF[body.keywordsSource ?? 'both'];
  let queries: IntentQuery[];
  let providerName = 'The queries given';
  if (body.searchQueries) queries = suppliedQueries(body.searchQueries, keep);
  else {
    const provider = await providerOf(sources);
    providerName = provider.name;
    queries = await providerQueries(body, request, provider);
  }
  const seen = new Set([normalized(request.query)]);
  const distinct = queries.filter((q) => {
    const key = normalized(q.query);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (distinct.length === 0) {
    if (body.searchQueries) throw badRequest(`searchQueries holds no query of the kind asked for (keywordsSource ${body.keywordsSource ?? 'both'}) other than the search query itself`, 'searchQueries');
    throw noneFound(providerName, 'related searches or suggestions', request);
  }
  return { statements: distinct.map((q) => q.query.trim()), categories: distinct.map((q) => [q.source]) };
}
