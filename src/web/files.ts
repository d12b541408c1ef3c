// Results and queries from files instead of a provider: the text of a saved reply, an SEO tool's export or a plain list, read into the same shapes the providers give.
//
// Formats (docs/web-search.md shows each): a JSON array of results or queries; a whole saved reply of
// SerpAPI, Brave or SearXNG, told apart by its fields; JSON lines, one result or query a line; CSV
// (or TSV, or semicolon-separated) with a header; and plain lines — `title<TAB>url<TAB>snippet` or
// snippet text for results, one query a line for queries. A bad row is a 400 naming the file, the
// line (or item) and what was expected.
import { badRequest } from '../core/errors.js';
import { braveHits, braveIntent, braveSuggestions } from './brave.js';
import { csvRows, describe, formatOf, jsonItems, jsonLines, jsonValue, plainLines, text, type Row } from './file-rows.js';
import type { Hit } from './pages.js';
import { searxngCompletions, searxngHits, searxngIntent } from './searxng.js';
import { serpApiHits, serpApiIntent, serpApiSuggestions } from './serpapi.js';
import type { IntentQuery, IntentSource, SearchResult } from './types.js';

const TITLE = ['title'];
const URL_COLUMNS = ['url', 'link'];
const SNIPPET = ['snippet', 'description', 'content'];
const POSITION = ['position', 'rank'];
const RESULT_COLUMNS = [...TITLE, ...URL_COLUMNS, ...SNIPPET, ...POSITION];
const QUERY = ['keyword', 'query', 'suggestion', 'question'];
const SOURCE = ['source', 'type'];
const QUERY_COLUMNS = [...QUERY, ...SOURCE];

/** Words SEO tools use for where a query came from, and the source each means. */
const SOURCES: Record<string, IntentSource> = {
  related: 'related',
  'related search': 'related',
  'related searches': 'related',
  'people also search for': 'related',
  question: 'question',
  questions: 'question',
  'people also ask': 'question',
  paa: 'question',
  faq: 'question',
  suggest: 'suggest',
  suggestion: 'suggest',
  suggestions: 'suggest',
  autocomplete: 'suggest',
};

/** The results in a results file's text; fileName names it in messages and its extension picks the format. */
export function parseResultsFile(content: string, fileName: string): SearchResult[] {
  const body = withoutBom(content, fileName);
  const expected = 'a result: an object with a title or a snippet (and a url)';
  let rows: Row[];
  switch (formatOf(body, fileName, RESULT_COLUMNS)) {
    case 'json': {
      const data = jsonValue(body, fileName);
      if (!Array.isArray(data)) return ranked(savedHits(data, fileName).map((hit) => ({ ...hit, position: undefined })));
      rows = jsonItems(data, fileName);
      break;
    }
    case 'jsonl':
      rows = jsonLines(body, fileName, expected);
      break;
    case 'csv':
      rows = csvRows(body, fileName, RESULT_COLUMNS, 'a title, url or snippet');
      break;
    case 'lines':
      rows = plainLines(body, fileName);
      break;
  }
  return ranked(rows.map(resultOf));
}

/** The queries in a queries file's text; fileName names it in messages and its extension picks the format. */
export function parseQueriesFile(content: string, fileName: string): IntentQuery[] {
  const body = withoutBom(content, fileName);
  let rows: Row[];
  switch (formatOf(body, fileName, QUERY_COLUMNS)) {
    case 'json': {
      const data = jsonValue(body, fileName);
      const completions = Array.isArray(data) && Array.isArray(data[1]) ? searxngCompletions(data) : undefined;
      if (completions) return completions.map((query) => ({ query, source: 'suggest' as const }));
      if (!Array.isArray(data)) return savedQueries(data, fileName);
      rows = jsonItems(data, fileName);
      break;
    }
    case 'jsonl':
      rows = jsonLines(body, fileName, 'a query: a string, or an object with a keyword or query field');
      break;
    case 'csv':
      rows = csvRows(body, fileName, QUERY, 'the query (keyword, query or suggestion)');
      break;
    case 'lines':
      rows = plainLines(body, fileName);
      break;
  }
  return rows.flatMap(queryOf);
}

function withoutBom(content: string, fileName: string): string {
  const body = content.replace(/^\uFEFF/, '');
  if (body.trim() === '') throw badRequest(`${fileName} is empty`);
  return body;
}

type Positioned = Hit & { position: number | undefined };

function resultOf(row: Row): Positioned {
  const { value, where } = row;
  if (typeof value === 'string') return lineResult(value, where);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest(`${where}: expected a result (an object with title, url and snippet, or a snippet string), not ${describe(value)}`);
  }
  const fields = value as Record<string, unknown>;
  const hit = { title: text(fields, TITLE) ?? '', url: text(fields, URL_COLUMNS) ?? '', snippet: text(fields, SNIPPET) ?? '' };
  if (hit.title === '' && hit.snippet === '') {
    throw badRequest(`${where}: expected a title or a snippet (fields ${TITLE.concat(SNIPPET).join(', ')}); found ${Object.keys(fields).join(', ') || 'nothing'}`);
  }
  const raw = text(fields, POSITION);
  const position = raw === undefined || raw === '' ? undefined : Number(raw);
  if (position !== undefined && !(Number.isFinite(position) && position >= 0)) {
    throw badRequest(`${where}: position ${JSON.stringify(raw)} is not a number`);
  }
  return { ...hit, position };
}

/** A plain line: title<TAB>url<TAB>snippet, title<TAB>url, or snippet text; a bare URL says nothing to analyze. */
function lineResult(line: string, where: string): Positioned {
  const fields = line.split('\t').map((f) => f.trim());
  if (fields.length === 1) {
    if (/^[a-z][a-z0-9+.-]*:\/\/\S*$/i.test(fields[0]!)) {
      throw badRequest(`${where}: a bare URL is not a result; write title<TAB>url<TAB>snippet, or the snippet text`);
    }
    return { title: '', url: '', snippet: fields[0]!, position: undefined };
  }
  const [title = '', url = '', ...rest] = fields;
  const snippet = rest.join(' ').trim();
  if (title === '' && snippet === '') throw badRequest(`${where}: expected title<TAB>url<TAB>snippet with a title or a snippet`);
  return { title, url, snippet, position: undefined };
}

/** Ranks 1.. in file order, or by the rows' positions when every row has one (SEO exports are not always sorted). */
function ranked(rows: Positioned[]): SearchResult[] {
  const order = rows.every((r) => r.position !== undefined) ? [...rows].sort((a, b) => a.position! - b.position!) : rows;
  return order.map(({ title, url, snippet }, i) => ({ rank: i + 1, title, url, snippet }));
}

function queryOf(row: Row): IntentQuery[] {
  const { value, where } = row;
  if (typeof value === 'string') {
    const query = value.replace(/\s+/g, ' ').trim();
    return query === '' ? [] : [{ query, source: defaultSource(query) }];
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest(`${where}: expected a query (a string, or an object with a keyword or query field), not ${describe(value)}`);
  }
  const fields = value as Record<string, unknown>;
  const query = text(fields, QUERY)?.replace(/\s+/g, ' ');
  if (query === undefined) throw badRequest(`${where}: expected a ${QUERY.join(', ')} field; found ${Object.keys(fields).join(', ') || 'nothing'}`);
  if (query === '') return [];
  const named = text(fields, SOURCE);
  if (named === undefined || named === '') return [{ query, source: defaultSource(query) }];
  const source = SOURCES[named.toLowerCase().replace(/[\s_-]+/g, ' ')];
  if (source === undefined) throw badRequest(`${where}: source ${JSON.stringify(named)} is not one of related, question, suggest`);
  return [{ query, source }];
}

/** A question mark says question; anything else is taken as a related search. */
function defaultSource(query: string): IntentSource {
  return query.endsWith('?') ? 'question' : 'related';
}

/** The results of a provider's whole saved reply, told apart by the fields each provider documents. */
function savedHits(data: unknown, fileName: string): Hit[] {
  const reply = savedReply(data, fileName, 'results');
  const missing = () => badRequest(`${fileName} is a saved ${reply.kind} reply without results`);
  if (reply.kind === 'SerpAPI') return serpApiHits(reply.body, missing);
  if (reply.kind === 'Brave') return braveHits(reply.body, missing);
  return searxngHits(reply.body, missing);
}

function savedQueries(data: unknown, fileName: string): IntentQuery[] {
  const reply = savedReply(data, fileName, 'queries');
  const { body } = reply;
  const suggest = (list: string[]) => list.map((query) => ({ query, source: 'suggest' as const }));
  if (reply.kind === 'SerpAPI') return [...serpApiIntent(body), ...suggest(serpApiSuggestions(body))];
  if (reply.kind === 'Brave') return body.type === 'suggest' ? suggest(braveSuggestions(body)) : braveIntent(body);
  return searxngIntent(body);
}

function savedReply(data: unknown, fileName: string, what: string): { kind: 'SerpAPI' | 'Brave' | 'SearXNG'; body: Record<string, unknown> } {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw badRequest(`${fileName} holds ${describe(data)}: expected a JSON array of ${what} or a saved SerpAPI, Brave or SearXNG reply`);
  }
  const body = data as Record<string, unknown>;
  const has = (...keys: string[]) => keys.some((k) => k in body);
  if (has('organic_results', 'related_searches', 'related_questions', 'search_metadata', 'search_information')) return { kind: 'SerpAPI', body };
  if (Array.isArray(body.suggestions) && body.suggestions.some((s) => typeof s === 'object' && s !== null)) return { kind: 'SerpAPI', body };
  if (has('web', 'faq', 'discussions') || body.type === 'search' || body.type === 'suggest') return { kind: 'Brave', body };
  if (Array.isArray(body.results) || Array.isArray(body.suggestions)) return { kind: 'SearXNG', body };
  throw badRequest(
    `${fileName} is a JSON object but not a saved SerpAPI (organic_results), Brave (web.results) or SearXNG (results) reply; fields found: ${Object.keys(body).slice(0, 10).join(', ') || 'none'}`,
  );
}
