// Search: full-text search over a user's saved statements, ranked as `related` ranks the statements of each graph for the
// query's words, and the graph of what matched in the graph response schema.
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
import { queryWords } from '../store/pg-query.js';
import { byGraph } from './related.js';
import { buildSearchIndex, RELATED_MAX_NODES, storedSearchIndex, type SearchIndex } from './search-index.js';
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

/** Every saved statement of the graphs that matches the query (a query the syntax refuses: its plain words), in the order saved. */
async function runSearch(store: Store, text: string, graphs: GraphContext[]): Promise<SearchHit[]> {
  try {
    return await store.search(formsQuery(text, graphs.map((g) => g.language)), graphs);
  } catch (error) {
    if (!(error instanceof ApiError && error.field === 'query')) throw error;
    const plain = plainQuery(text.replace(/"/g, ' '));
    if (!plain) throw error;
    return store.search(plain, graphs);
  }
}

/** A graph's search index as `related --name` reads it: the one its last save stored, else made from its statements. */
async function searchIndexOf(store: Store, graph: GraphContext): Promise<SearchIndex> {
  const options = analyzeOptions(graph.settings, RELATED_MAX_NODES);
  const ref = { owner: graph.owner, name: graph.name };
  const stored = storedSearchIndex(await store.searchIndexOf?.(ref), options, graph.statementCount);
  return stored ?? buildSearchIndex((await store.statementsOf(ref)).map((s) => coreStatement(s)), options);
}

/**
 * The matches, most related first, at most `limit`. Each graph's matches are ranked as `related`
 * ranks its statements for a question made of the query's words (queryWords), by the graph's
 * own index; a match the ranking gives nothing (a prefix's longer word, a NOT query's) comes
 * after those it ranks, in the order saved. The graphs' rankings are merged by their
 * similarity (0–1), each graph's order kept; a tie goes to the graph named (or listed) first.
 */
async function ranked(store: Store, text: string, graphs: GraphContext[], hits: SearchHit[], limit: number): Promise<SearchHit[]> {
  const question = queryWords(text);
  const key = (owner: string, name: string) => JSON.stringify([owner, name]);
  const byGraphKey = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const k = key(hit.owner, hit.contextName);
    const list = byGraphKey.get(k);
    if (list) list.push(hit);
    else byGraphKey.set(k, [hit]);
  }
  const lists: { hit: SearchHit; similarity: number }[][] = [];
  for (const graph of graphs) {
    const matches = byGraphKey.get(key(graph.owner, graph.name));
    if (!matches) continue;
    byGraphKey.delete(key(graph.owner, graph.name)); // a graph named twice is ranked once
    const scored = question ? byGraph(await searchIndexOf(store, graph), question) : [];
    const place = new Map(scored.map((s, rank) => [s.index, { rank, similarity: s.similarity }]));
    lists.push(
      matches
        .map((hit) => ({ hit, rank: place.get(hit.position)?.rank ?? scored.length + hit.position, similarity: place.get(hit.position)?.similarity ?? 0 }))
        .sort((a, b) => a.rank - b.rank),
    );
  }
  // Each list falls in similarity: take the best head of all, the earlier graph's on a tie.
  const heads = lists.map(() => 0);
  const out: SearchHit[] = [];
  while (out.length < Math.min(limit, hits.length)) {
    let best = -1;
    for (let g = 0; g < lists.length; g++) {
      if (heads[g] < lists[g].length && (best < 0 || lists[g][heads[g]].similarity > lists[best][heads[best]].similarity)) best = g;
    }
    if (best < 0) break;
    out.push(lists[best][heads[best]++].hit);
  }
  return out;
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
  const matches = store && graphs.length ? await runSearch(store, text, graphs) : [];
  const hits = matches.length ? await ranked(store!, text, graphs, matches, body.limit ?? DEFAULT_SEARCH_LIMIT) : [];
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
