// E6 search: full-text search over a user's saved statements, and the graph of what matched in the E1 response schema.
import { analyze } from '../core/analyze.js';
import { graphResponse, type GraphResponse } from '../report/graph-response.js';
import type { GraphContext, SavedSettings, SearchHit, Store, StoreProvider } from '../store/types.js';
import { ApiError, badRequest } from '../core/errors.js';
import { isLanguage, moduleOf } from '../core/text/stopwords.js';
import { conceptKey } from '../core/text/word-forms.js';
import { commaList, notFound, ownerOf } from './graph-names.js';
import { responseFlags } from './analysis-request.js';
import { coreStatement } from './saved-graphs.js';
import { analyzeOptions } from './saved-settings.js';
import { searchBody, searchQuery, validate } from './schemas.js';
import type { MatchedGraphs, SearchContext, SearchResponse } from './search-response.js';

/** Ours: how many matching statements, most relevant first, make the graph unless `limit` says otherwise. */
export const DEFAULT_SEARCH_LIMIT = 1000;

export { hasMatches, type NoMatchResponse, type SearchContext, type SearchResponse } from './search-response.js';

/** How a search call names the saved graphs it found, beyond their names. */
export interface SearchLinks {
  /** The address of a saved graph on the server that answers (E6 `graphUrls`); none: `null`. */
  graphLink?: (owner: string, name: string) => string;
}

/** Plain words as FTS5 phrases, for a query FTS5 cannot parse (`don't`, `well-being`, `a:b`). */
export function plainQuery(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `"${word.replace(/"/g, '""')}"`)
    .join(' ');
}

/** A query of words alone, none of FTS5's syntax (quotes, `*`, `:`, brackets, operators): one tna may widen. */
const PLAIN_WORDS = /^[\p{L}\p{M}\p{N}\s]+$/u;
const OPERATORS = /\b(?:AND|OR|NOT|NEAR)\b/;

/**
 * A query of plain words, each widened to the other forms of its word in the languages of the
 * graphs searched (the search index stems English words only): in a German graph `datei`
 * becomes `"datei"*`, which also finds Dateien, and `Verzeichnissen` `"verzeichnis"*`. Anything else goes as written.
 */
export function formsQuery(text: string, languages: readonly string[]): string {
  const modules = [...new Set(languages)].filter(isLanguage).filter((l) => l !== 'en').map(moduleOf).filter((m) => m.stemmer || m.optionalAffixes);
  if (modules.length === 0 || !PLAIN_WORDS.test(text) || OPERATORS.test(text)) return text;
  const quote = (word: string) => `"${word}"`;
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const keys = [...new Set(modules.map((m) => conceptKey(m, word)))].filter((k) => k.length >= 3);
      const terms = [...(keys.some((k) => word.toLowerCase().startsWith(k)) ? [] : [quote(word)]), ...keys.map((k) => `${quote(k)}*`)];
      return terms.length === 1 ? terms[0] : `(${terms.join(' OR ')})`;
    })
    .join(' ');
}

async function runSearch(store: Store, text: string, graphs: GraphContext[], limit: number): Promise<SearchHit[]> {
  try {
    return await store.search(formsQuery(text, graphs.map((g) => g.language)), graphs, limit);
  } catch (error) {
    if (!(error instanceof ApiError && error.field === 'query')) throw error;
    const plain = plainQuery(text.replace(/"/g, ' '));
    if (!plain) throw error;
    return store.search(plain, graphs, limit);
  }
}

async function scope(store: Store | undefined, viewer: string, names: string[] | undefined): Promise<GraphContext[]> {
  if (!names) return store ? (await store.listGraphs(viewer, {})).filter((c) => c.owner === viewer) : [];
  const graphs: GraphContext[] = [];
  for (const name of names) graphs.push((await store?.findGraph(viewer, name)) ?? missing(name, viewer));
  return graphs;
}

function missing(name: string, viewer: string): never {
  const error = notFound(name, viewer);
  throw new ApiError(error.status, error.code, error.message, 'contextNames');
}

/** The graphs' common settings when they agree, else the defaults: one analysis needs one set. */
function commonSettings(graphs: GraphContext[]): SavedSettings {
  const first = JSON.stringify(graphs[0]?.settings ?? {});
  return graphs.every((g) => JSON.stringify(g.settings) === first) ? (graphs[0]?.settings ?? {}) : {};
}

/** The graphs the hits came from, most matches first (then by name), as `contexts` lists them. */
function matchedGraphs(hits: SearchHit[]): SearchContext[] {
  const counts = new Map<string, SearchContext>();
  for (const hit of hits) {
    const key = JSON.stringify([hit.owner, hit.contextName]);
    const entry = counts.get(key) ?? { contextName: hit.contextName, userName: hit.owner, matches: 0 };
    entry.matches += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.matches - a.matches || (a.contextName < b.contextName ? -1 : a.contextName > b.contextName ? 1 : 0));
}

export async function searchSaved(
  provider: StoreProvider,
  rawQuery: unknown,
  rawBody: unknown,
  defaultMaxNodes: number,
  links: SearchLinks = {},
): Promise<SearchResponse> {
  const query = validate(searchQuery, rawQuery, 'query');
  const body = validate(searchBody, rawBody, 'body');
  const text = body.query.trim();
  if (text === '') throw badRequest('query is empty: give the words to search for', 'query');
  const viewer = ownerOf(body.userName);
  const store = await provider('read');
  const graphs = await scope(store, viewer, commaList(body.contextNames));
  const hits = store && graphs.length ? await runSearch(store, text, graphs, body.limit ?? DEFAULT_SEARCH_LIMIT) : [];
  if (hits.length === 0) {
    return {
      entriesAndGraphOfContext: { statements: [], userName: viewer, isPublic: false, graphNames: [], graphUrls: [] },
      userName: viewer,
      isPublic: false,
      ...(body.showContexts ? { contexts: [] } : {}),
    };
  }

  // Ids name their graph (another user's public graph as owner/name), so they stay unique across graphs.
  const label = (hit: SearchHit) => (hit.owner === viewer ? hit.contextName : `${hit.owner}/${hit.contextName}`);
  const statements = hits.map((hit) => coreStatement(hit, `${label(hit)}:${hit.id}`));
  const settings = { ...commonSettings(graphs), ...(body.analysis ? { analysis: body.analysis } : {}) };
  const analysis = analyze(statements, analyzeOptions(settings, body.maxNodes ?? defaultMaxNodes));
  const response: GraphResponse & { contexts?: SearchContext[] } = graphResponse(analysis, responseFlags(query), { contextName: 'search', userName: viewer, isPublic: false });

  const hitOf = new Map(statements.map((s, i) => [s.id, hits[i]]));
  for (const out of response.entriesAndGraphOfContext.statements) {
    const hit = hitOf.get(out.id);
    if (hit && out.name !== undefined) {
      out.name = hit.contextName;
      out.by = hit.by;
    }
  }
  const matched = matchedGraphs(hits);
  const named: MatchedGraphs = {
    graphNames: matched.map((g) => g.contextName),
    graphUrls: matched.map((g) => links.graphLink?.(g.userName, g.contextName) ?? null),
  };
  Object.assign(response.entriesAndGraphOfContext, named);
  if (body.showContexts) response.contexts = matched;
  return response as SearchResponse;
}
