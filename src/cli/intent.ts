// `tna intent`: the graph of what the web says about a query (results), of what people ask about it
// (queries), and of what they ask that the results do not answer (gaps); --advice asks a model about each.
import { Command, Option } from 'commander';
import { badRequest } from '../core/errors.js';
import { KEYWORDS_SOURCES, VS_COMPARE_MODES } from '../service/values.js';
import type { Service } from '../service/service.js';
import type { CliCommand } from './command.js';
import { addAdviceOptions, adviceFields, deliverAdvice, type AdviceOptions } from './advice.js';
import { addGraphOutputOptions, addResponseOptions, renderGraphResponse, responseQuery, type GraphOptions } from './graph.js';
import { analysisMode, analysisOption, commaList, type TextOptions } from './text-options.js';
import { readSourceFile } from './intent-files.js';
import type { IO } from './io.js';

export const INTENT_VIEWS = ['results', 'queries', 'gaps'] as const;
type View = (typeof INTENT_VIEWS)[number];

const ENDPOINTS = {
  results: { graph: 'engineSearchResultsGraph', advice: 'engineSearchResultsAiAdvice' },
  queries: { graph: 'engineSearchIntentGraph', advice: 'engineSearchIntentAiAdvice' },
  gaps: { graph: 'engineSearchVsIntentGraph', advice: 'engineSearchVsIntentAiAdvice' },
} as const;

export interface IntentOptions extends GraphOptions, Omit<AdviceOptions, keyof GraphOptions | 'format' | keyof TextOptions | 'statements'> {
  provider?: string;
  country?: string;
  language?: string;
  results: string;
  fetchPages?: boolean;
  keywordsSource?: string;
  expand?: boolean;
  keepSeedTerms?: boolean;
  resultsFile?: string;
  queriesFile?: string;
  compareMode?: string;
  cache: boolean;
  advice?: boolean;
  aiTopics?: boolean;
  stopwords?: string;
  user?: string;
}

export function intentCommand(): Command {
  const command = new Command('intent')
    .description('Web search results versus search intent: the graph of what the web says about a query (results), of what people ask about it (queries), and of what they ask that the results do not answer (gaps)')
    .addArgument(new Command().createArgument('<view>', 'results, queries or gaps').choices(INTENT_VIEWS))
    .argument('<query...>', 'the search query (quotes optional)')
    .option('--provider <name>', 'web search provider: serpapi, brave or searxng (else TNA_SEARCH_PROVIDER, else the first one configured)')
    .option('--country <code>', 'search from this country: a two-letter code (us, gb, de…)')
    .option('--language <code>', 'search in this language: a two-letter code, or AUTO to tell from the query', 'AUTO')
    .option('--results <n>', 'pages of search results to read, about 10 results each (1 to 10)', '1')
    .option('--fetch-pages', 'read the pages themselves, not just their titles and snippets')
    .addOption(new Option('--keywords-source <source>', 'queries from related searches and questions (related), autocomplete (suggest), or both').choices(KEYWORDS_SOURCES).default('both'))
    .option('--expand', 'widen the autocomplete suggestions: the query followed by each letter a–z and with question words (what, how, why, vs…)')
    .option('--keep-seed-terms', 'keep the words of the query in the graph (they are removed by default)')
    .option('--results-file <file>', 'search results from a file instead of a provider: JSON (a saved provider reply or an array), JSON lines, CSV or lines')
    .option('--queries-file <file>', 'search queries from a file instead of a provider: JSON, JSON lines, CSV (a keyword column) or one query a line')
    .addOption(new Option('--compare-mode <mode>', 'for gaps: relations people ask about that the results lack (difference), or only concepts the results never mention (difference_nodes)').choices(VS_COMPARE_MODES).default('difference'))
    .option('--no-cache', 'ask the provider again instead of using its answer saved on disk (kept 24 hours)')
    .option('--advice', 'ask a language model for a question, idea… built on the graph (see --mode)');
  addGraphOutputOptions(command);
  command
    .option('-n, --name <name>', 'name of the graph (default: the view and the query)')
    .option('--user <name>', 'owner of the graph (default: anonymous)')
    .option('--save', 'save the graph under --name (replacing a graph of that name); not for gaps')
    .option('--stopwords <words>', 'extra stopwords, comma-separated; "-word" keeps a default stopword')
    .option('--ai-topics', 'name the clusters with a language model')
    .addOption(analysisOption());
  addResponseOptions(command);
  return addAdviceOptions(command);
}

/** The body fields every view shares: the query, where it is asked from, how its text is processed. */
async function intentBody(view: View, query: string, opts: IntentOptions, io: IO) {
  const results = view !== 'queries' && opts.resultsFile ? { searchResults: await readSourceFile(opts.resultsFile, 'results', io) } : {};
  const queries = view !== 'results' && opts.queriesFile ? { searchQueries: await readSourceFile(opts.queriesFile, 'queries', io) } : {};
  return {
    searchQuery: query,
    importCountry: opts.country,
    importLanguage: opts.language,
    name: opts.name,
    userName: opts.user,
    stopwords: commaList(opts.stopwords),
    aiTopics: opts.aiTopics,
    keepSeedTerms: opts.keepSeedTerms,
    analysis: analysisMode(opts.analysis, io.env),
    ...(view !== 'queries' ? { resultPages: opts.results, fetchPages: opts.fetchPages, ...results } : {}),
    ...(view !== 'results' ? { keywordsSource: opts.keywordsSource, expandSuggestions: opts.expand, ...queries } : {}),
  };
}

/** Flags that only one view reads are refused in the others, rather than silently ignored. */
function checkFlags(view: View, opts: IntentOptions): void {
  const only = (flag: string, given: unknown, views: View[]) => {
    if (given && !views.includes(view)) throw badRequest(`${flag} goes with ${views.join(' or ')}, not ${view}`);
  };
  only('--results-file', opts.resultsFile, ['results', 'gaps']);
  only('--fetch-pages', opts.fetchPages, ['results', 'gaps']);
  only('--queries-file', opts.queriesFile, ['queries', 'gaps']);
  only('--expand', opts.expand, ['queries', 'gaps']);
  only('--save', opts.save, ['results', 'queries']);
  if (opts.advice && opts.format && opts.format !== 'text' && opts.format !== 'json') {
    throw badRequest(`--format ${opts.format} prints a graph; with --advice the format is text or json`);
  }
}

export async function runIntent(view: View, words: string[], opts: IntentOptions, io: IO, service: Service): Promise<string | void> {
  checkFlags(view, opts);
  const query = words.join(' ').trim();
  if (!query) throw badRequest('the search query is empty: give it after the view, e.g. tna intent results "heat pumps"');
  const body = await intentBody(view, query, opts, io);
  const endpoints = ENDPOINTS[view];
  const compare = view === 'gaps' ? { compareMode: opts.compareMode } : {};
  const save = view === 'gaps' ? {} : { doNotSave: !opts.save };

  if (opts.advice) {
    const format = opts.format === 'json' ? 'json' : 'text';
    const adviceQuery = {
      ...save,
      ...compare,
      ...responseQuery({ ...opts, statements: false }, 'json'),
      includeGraph: opts.graph,
      optimize: opts.optimize,
      transcend: opts.transcend,
      extendedAdvice: Boolean(opts.extended),
    };
    const request = { endpoint: endpoints.advice, query: adviceQuery, body: { ...body, ...(await adviceFields(opts as unknown as AdviceOptions, io)) } };
    return deliverAdvice(request, { ...opts, format }, io, service, async () => {
      const prompts = (service as { intentAdvicePrompts?: (e: string, q: object, b: object) => Promise<never> }).intentAdvicePrompts;
      if (!prompts) throw badRequest('--prompt-only works on this machine: leave out --remote');
      return prompts(request.endpoint, request.query, request.body);
    });
  }

  const format = opts.format ?? (io.stdoutIsTTY ? 'text' : 'json');
  const graphQuery = { ...save, ...compare, ...responseQuery(opts, format) };
  const response = await service[endpoints.graph](graphQuery, body as never);
  return renderGraphResponse(response, format, opts, io, `${view}: ${query}`);
}

export const intentCli: CliCommand = {
  name: 'intent',
  exitStatus: [[1, 'the web-search provider failed or found nothing, or the store failed']],
  examples: [
    ["tna intent gaps 'heat pumps' -f summary", "what people search for that the results do not answer"],
    ["tna intent results 'heat pumps' --results-file serp.json", "the graph of saved search results, offline"],
    ["tna intent queries 'heat pumps' --queries-file keywords.csv", "the graph of what people search for, from an export"],
  ],
  define: intentCommand,
  run: (args, opts, io, service) => runIntent(args[0] as View, args[1] as string[], opts as unknown as IntentOptions, io, service),
  // Advice shows its own spinner, which stops when the first words stream in.
  progress: (opts) => (opts.advice ? undefined : 'Searching…'),
};
