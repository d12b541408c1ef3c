// The intent tool: what the web says about a query, what people ask about it, and what they ask that the web does not answer.
import { parseQueriesFile, parseResultsFile } from '../web/files.js';
import * as w from '../service/intent-schemas.js';
import type { Json, Tool } from './tool.js';
import { splitArguments, toolSchema } from './tool-schema.js';

const VIEWS = {
  results: 'engineSearchResultsGraph',
  queries: 'engineSearchIntentGraph',
  gaps: 'engineSearchVsIntentGraph',
} as const;
type View = keyof typeof VIEWS;

/** Fields that only one side reads: a results view leaves the intent ones out, and the other way round. */
const RESULTS_ONLY = ['resultPages', 'fetchPages', 'searchResults', 'resultsFile'];
const QUERIES_ONLY = ['keywordsSource', 'expandSuggestions', 'searchQueries', 'queriesFile'];
const FILE_HELP = 'Read them from this file instead of a search provider (JSON, JSON lines, CSV or one a line), relative to the first allowed directory.';

export const intentTool: Tool = {
  name: 'intent',
  // It searches the web unless given results and queries.
  annotations: { readOnlyHint: true, idempotentHint: false, openWorldHint: true },
  title: 'Web search results versus search intent',
  description:
    'For a search query: the graph of what the web search results say (view results), of what people search for around it — related ' +
    'searches, questions, autocomplete (view queries) — or of what people ask that the results do not answer yet (view gaps, the ' +
    'content opportunities). The words of the query itself are left out. Needs a web-search provider on the server, or results and ' +
    'queries given as files or arrays.',
  inputSchema: toolSchema(
    { query: w.vsGraphQuery, body: w.vsGraphBody },
    {
      omit: ['doNotSave', 'includeGraphSummary', 'aiTopics'],
      extra: {
        view: { type: 'string', enum: Object.keys(VIEWS), default: 'gaps', description: 'results, queries, or gaps (what intent asks that results lack).' },
        resultsFile: { type: 'string', description: `Search results: ${FILE_HELP}` },
        queriesFile: { type: 'string', description: `Search queries: ${FILE_HELP}` },
        format: { type: 'string', enum: ['summary', 'json'], default: 'summary', description: 'summary: plain text; json: the whole response' },
      },
      required: ['searchQuery'],
    },
  ),
  async run(args, context) {
    const view = ((args.view as string | undefined) ?? 'gaps') as View;
    const format = (args.format as string | undefined) ?? 'summary';
    const { query, body } = splitArguments(args, w.vsGraphQuery, ['view', 'format', 'resultsFile', 'queriesFile']);
    const leftOut = view === 'results' ? QUERIES_ONLY : view === 'queries' ? RESULTS_ONLY : [];
    for (const key of leftOut) delete body[key];
    if (view !== 'gaps') delete query.compareMode;
    if (typeof args.resultsFile === 'string' && view !== 'queries') {
      body.searchResults = parseResultsFile(await context.files.readText([args.resultsFile], 'resultsFile'), args.resultsFile);
    }
    if (typeof args.queriesFile === 'string' && view !== 'results') {
      body.searchQueries = parseQueriesFile(await context.files.readText([args.queriesFile], 'queriesFile'), args.queriesFile);
    }
    const request = [{ ...query, ...(view === 'gaps' ? {} : { doNotSave: true }), includeGraphSummary: format === 'summary' }, body] as const;
    const response = await (context.service[VIEWS[view]] as unknown as (q: Json, b: Json) => Promise<{ entriesAndGraphOfContext: { graphSummary?: string } }>)(...request);
    if (format === 'json') return { text: JSON.stringify(response, null, 2), structured: response as unknown as Json };
    return { text: response.entriesAndGraphOfContext.graphSummary ?? '' };
  },
};
