// What the request schemas of the API document cannot say, said in words on each operation's 400
// (and 404) response: rules between two fields (dates in order, a flag that needs another), and
// rules on what a value means (a text with no concepts left, a pinned concept the graph lacks).
// Each names the fields it is about in backticks, as the error's `field` names them.
import type { EndpointName } from '../service/service.js';

const TEXT = '`text`, `statements` or the `name` of a saved graph is required, and the text must leave concepts once stopwords, numbers and links are removed';
const SAVING = '`replace` and `skipExisting` need `doNotSave=false`; `replace` needs `text` or `statements`';
const ADVICE =
  '`pinnedNodes` must be concepts of the graph and `topicsToProcess` its clusters; `prompt` is required with `requestMode` custom, reprompt, retrieve (which also takes no `doNotSave`) and chat';
const CONTEXTS = 'each of `contexts` needs text, statements or the name of a saved graph (and a name to be saved with `doNotSave=false`)';
const NOTHING_TO_ADVISE = 'a comparison whose result has no concepts leaves nothing to advise on (`contexts`)';
const GRAPH = '`graph` (or the body itself) must hold nodes: a graph response made with includeGraph=false has none';
const WEB =
  '`searchQuery` must hold words; `fetchPages` needs a web-search provider on this server and reads only the pages it found, so not with `searchResults`; `searchResults` each need a title or a snippet';
const INTENT = '`searchQueries` must hold a query of the kind `keywordsSource` asks for, other than `searchQuery` itself';
const VS_ADVICE = 'when the results cover everything the search intent holds there is nothing to advise on (`searchQuery`)';

/** The rules beyond the schemas each operation refuses with 400 (the field named in each error). */
export const REFUSALS: Record<EndpointName, string[]> = {
  graphAndStatements: [TEXT, SAVING],
  graphAndAdvice: [TEXT, ADVICE],
  dotGraph: [GRAPH],
  dotGraphFromText: [TEXT],
  graphAiAdvice: [GRAPH, ADVICE],
  listGraphs: ['`fromDate` must be on or before `toDate`'],
  search: ['`query` must hold words to search for'],
  compareGraphs: [CONTEXTS, SAVING],
  graphsAndAiAdvice: [CONTEXTS, NOTHING_TO_ADVISE, ADVICE],
  engineSearchResultsGraph: [WEB, TEXT, SAVING],
  engineSearchResultsAiAdvice: [WEB, TEXT, ADVICE],
  engineSearchIntentGraph: [WEB, INTENT, TEXT, SAVING],
  engineSearchIntentAiAdvice: [WEB, INTENT, TEXT, ADVICE],
  engineSearchVsIntentGraph: [WEB, INTENT, TEXT],
  engineSearchVsIntentAiAdvice: [WEB, INTENT, TEXT, VS_ADVICE, ADVICE],
  aiAdvice: ['`prompt` is required (a string, or messages with a user turn); with mode topics `topicalClusters` must name words for each cluster'],
  aiSearch: ['`searchQuery` must hold words; `text` (or the `name` of a saved graph) must hold statements'],
};

/** A saved graph's link takes graphAndStatements' query, and so its rule on saving flags. */
export const LINK_REFUSALS = [SAVING];

/** Which saved graph a 404 is about, per operation that reads saved graphs by name. */
export const NOT_FOUND: Partial<Record<EndpointName, string>> = {
  search: 'No saved graph named in `contextNames` that this token may see',
  compareGraphs: 'No saved graph of a context\'s name (`contexts`) that this token may see',
  graphsAndAiAdvice: 'No saved graph of a context\'s name (`contexts`) that this token may see',
};
