// The requests that public clients of the hosted text-network service send, and the response
// fields they read, as recorded from their source (repository, commit and file named with each).
// test/cli/hosted-clients.test.ts replays them against `tna serve --compat hosted`.

export interface ClientRequest {
  /** What the client calls it: an MCP tool, an n8n operation. */
  operation: string;
  /** The file of the client's repository that builds the request (and, after `+`, the one that reads the answer). */
  source: string;
  method: 'GET' | 'POST';
  /** The path under the client's base URL, with the query string exactly as the client builds it. */
  path: string;
  body?: Record<string, unknown>;
  /** Response fields the client reads, as dotted paths after its own unwrapping: each must be present and non-empty. */
  reads: string[];
  /** Asks the language model (advice), so the server needs one. */
  model?: boolean;
}

export interface HostedClient {
  name: string;
  repository: string;
  commit: string;
  /** The one setting that points the client at another server. */
  baseUrlSetting: string;
  /** The client reads the inside of `entriesAndGraphOfContext` when a response has one (the MCP server's src/api/client.ts). */
  unwraps: boolean;
  requests: ClientRequest[];
}

/** The text the "text" requests carry: five topics, so there are clusters, gaps and gateways to read. */
export const TEXT_PLACEHOLDER = '<text>';
/** The saved graph the "by name" requests read; the first request that saves creates it. */
export const GRAPH_NAME = 'client-notes';
export const SEARCH_WORDS = 'inflation';

const SUMMARY = ['contentGaps', 'mainTopics', 'mainConcepts', 'conceptualGateways', 'topRelations', 'topBigrams'].map((f) => `extendedGraphSummary.${f}`);
const GRAPHOLOGY = 'graph.graphologyGraph';
const GRAPH = [`${GRAPHOLOGY}.attributes.modularity`, `${GRAPHOLOGY}.nodes`, `${GRAPHOLOGY}.edges`, `${GRAPHOLOGY}.attributes.top_clusters`, `${GRAPHOLOGY}.attributes.dotGraphByCluster`];

/** The query string of an MCP tool, built as its URLSearchParams are. */
const q = (params: Record<string, string>) => '?' + new URLSearchParams(params).toString();

const MCP_TRANSFORM = 'src/utils/transformers.ts';

/** infranodus/mcp-server-infranodus: every tool, with its defaults (and the graph-returning options on). */
export const MCP_SERVER: HostedClient = {
  name: 'MCP server',
  repository: 'infranodus/mcp-server-infranodus',
  commit: '739134999ade2ddfe90000ed11ef8faf5c3eaea0',
  baseUrlSetting: 'INFRANODUS_API_BASE (environment; apiBase in its Smithery configuration), src/index.ts and src/config/index.ts',
  unwraps: true,
  requests: [
    {
      operation: 'create_knowledge_graph',
      source: `src/tools/createKnowledgeGraph.ts + ${MCP_TRANSFORM}`,
      method: 'POST',
      path: '/graphAndStatements' + q({ doNotSave: 'false', addStats: 'true', includeStatements: 'false', includeGraphSummary: 'false', extendedGraphSummary: 'true', includeGraph: 'false', aiTopics: 'true', optimize: 'develop' }),
      body: { name: GRAPH_NAME, text: TEXT_PLACEHOLDER, aiTopics: 'true' },
      reads: [...SUMMARY, `${GRAPHOLOGY}.attributes.modularity`, 'userName', 'graphName', 'graphUrl'],
    },
    {
      operation: 'generate_knowledge_graph',
      source: `src/tools/generateKnowledgeGraph.ts + ${MCP_TRANSFORM}`,
      method: 'POST',
      path: '/graphAndStatements' + q({ doNotSave: 'true', addStats: 'true', includeStatements: 'false', includeGraphSummary: 'false', extendedGraphSummary: 'true', includeGraph: 'false', aiTopics: 'true', optimize: 'develop' }),
      body: { text: TEXT_PLACEHOLDER, aiTopics: 'true' },
      reads: [...SUMMARY, `${GRAPHOLOGY}.attributes.modularity`, 'userName'],
    },
    {
      operation: 'generate_knowledge_graph (includeStatements, includeGraph, addNodesAndEdges, modifyAnalyzedText)',
      source: `src/tools/generateKnowledgeGraph.ts + ${MCP_TRANSFORM}`,
      method: 'POST',
      path: '/graphAndStatements' + q({ doNotSave: 'true', addStats: 'true', includeStatements: 'true', includeGraphSummary: 'false', extendedGraphSummary: 'true', includeGraph: 'true', aiTopics: 'true', optimize: 'develop' }),
      body: { text: TEXT_PLACEHOLDER, aiTopics: 'true', modifyAnalyzedText: 'detectEntities' },
      reads: [...SUMMARY, ...GRAPH, 'statements', 'userName'],
    },
    {
      operation: 'analyze_existing_graph_by_name (includeGraphSummary, includeGraph)',
      source: `src/tools/analyzeExistingGraph.ts + ${MCP_TRANSFORM}`,
      method: 'POST',
      path: '/graphAndStatements' + q({ doNotSave: 'true', addStats: 'true', includeStatements: 'true', includeGraphSummary: 'true', extendedGraphSummary: 'true', includeGraph: 'true', aiTopics: 'true', optimize: 'develop' }),
      body: { name: GRAPH_NAME, aiTopics: 'true' },
      reads: ['graphSummary', ...SUMMARY, ...GRAPH, 'statements', 'userName', 'graphName', 'graphUrl'],
    },
    {
      operation: 'generate_content_gaps',
      source: `src/tools/generateContentGaps.ts + ${MCP_TRANSFORM} (generateGaps)`,
      method: 'POST',
      path: '/graphAndStatements' + q({ doNotSave: 'true', addStats: 'true', includeGraphSummary: 'false', extendedGraphSummary: 'true', includeGraph: 'false', includeStatements: 'false', aiTopics: 'true' }),
      body: { text: TEXT_PLACEHOLDER },
      reads: ['extendedGraphSummary.contentGaps'],
    },
    {
      operation: 'generate_topical_clusters',
      source: `src/tools/generateTopicalClusters.ts + ${MCP_TRANSFORM} (generateTopics)`,
      method: 'POST',
      path: '/graphAndStatements' + q({ doNotSave: 'true', addStats: 'true', includeGraphSummary: 'false', extendedGraphSummary: 'true', includeGraph: 'false', includeStatements: 'false', aiTopics: 'true' }),
      body: { text: TEXT_PLACEHOLDER },
      reads: ['extendedGraphSummary.mainTopics'],
    },
    {
      operation: 'generate_text_overview',
      source: `src/tools/generateTextOverview.ts + ${MCP_TRANSFORM} (generateTextOverview)`,
      method: 'POST',
      path: '/graphAndStatements' + q({ doNotSave: 'true', addStats: 'true', includeGraphSummary: 'true', extendedGraphSummary: 'false', includeGraph: 'false', includeStatements: 'false', aiTopics: 'true' }),
      body: { text: TEXT_PLACEHOLDER },
      reads: ['graphSummary'],
    },
    {
      operation: 'generate_research_questions (useSeveralGaps)',
      source: `src/tools/generateResearchQuestions.ts + ${MCP_TRANSFORM} (generateResearchQuestions)`,
      method: 'POST',
      path: '/graphAndAdvice' + q({ doNotSave: 'true', addStats: 'true', optimize: 'gap', includeStatements: 'false', includeGraphSummary: 'false', extendedGraphSummary: 'false', includeGraph: 'false', aiTopics: 'true', extendedAdvice: 'true', gapDepth: '0' }),
      body: { text: TEXT_PLACEHOLDER, aiTopics: 'true', requestMode: 'question', modelToUse: 'gpt-4o' },
      reads: ['aiAdvice'],
      model: true,
    },
    {
      operation: 'generate_research_questions_from_graph',
      source: `src/tools/generateResearchQuestionsFromGraph.ts + ${MCP_TRANSFORM} (generateResearchQuestions)`,
      method: 'POST',
      path: '/graphAndAdvice' + q({ doNotSave: 'true', addStats: 'true', optimize: 'gap', includeStatements: 'false', includeGraphSummary: 'false', extendedGraphSummary: 'false', includeGraph: 'false', aiTopics: 'true', extendedAdvice: 'false', gapDepth: '0' }),
      body: { name: GRAPH_NAME, aiTopics: 'true', requestMode: 'question', modelToUse: 'gpt-4o' },
      reads: ['aiAdvice'],
      model: true,
    },
    {
      operation: 'generate_responses_from_graph',
      source: `src/tools/generateResponsesFromGraph.ts + ${MCP_TRANSFORM} (generateResponses)`,
      method: 'POST',
      path: '/graphAndAdvice' + q({ doNotSave: 'true', addStats: 'true', optimize: 'gap', includeStatements: 'false', includeGraphSummary: 'false', extendedGraphSummary: 'false', includeGraph: 'false', aiTopics: 'true' }),
      body: { name: GRAPH_NAME, aiTopics: 'true', requestMode: 'response', prompt: 'What slows inflation?', modelToUse: 'claude-sonnet-4' },
      reads: ['aiAdvice'],
      model: true,
    },
    {
      operation: 'search',
      source: `src/tools/searchGraphs.ts + ${MCP_TRANSFORM} (generateSearchResult)`,
      method: 'POST',
      path: '/search',
      body: { query: SEARCH_WORDS, contextNames: '' },
      reads: ['userName', 'graphNames', 'graphUrls'],
    },
    {
      operation: 'search (contextNames)',
      source: `src/tools/searchGraphs.ts + ${MCP_TRANSFORM} (generateSearchResult)`,
      method: 'POST',
      path: '/search',
      body: { query: SEARCH_WORDS, contextNames: [GRAPH_NAME].join(',') },
      reads: ['userName', 'graphNames', 'graphUrls'],
    },
    // `fetch` takes the id `search` made (`<userName>:<graphName>:<query>`) apart: the test builds it from the search answer.
    {
      operation: 'fetch',
      source: `src/tools/searchGraphsFetch.ts + ${MCP_TRANSFORM} (generateFetchResult)`,
      method: 'POST',
      path: '/search',
      body: { query: '<from the search id>', contextNames: '<from the search id>', userName: '<from the search id>' },
      reads: ['userName', 'graphNames', 'graphUrls', 'entriesAdded.texts'],
    },
  ],
};

/** n8n sends each displayed parameter as its routing says: query values and option values as strings. */
const N8N_GRAPHS = 'nodes/Infranodus/resources/graphs';
const N8N_ADVICE = 'nodes/Infranodus/resources/graphAdvice';
/** The parameters every advice operation sends (graphAdvice/defaults.ts, with its defaults), before the operation's own. */
const adviceQuery = (own: Record<string, string>) =>
  q({ optimize: 'develop', doNotSave: 'true', addStats: 'true', includeGraph: 'false', ...own, extendedGraphSummary: 'true', compactGraph: 'true' });
const adviceBody = (own: Record<string, unknown>) => ({ name: GRAPH_NAME, ...own, aiTopics: 'true', modelToUse: 'gpt-4o' });
/** The n8n node hands the whole answer to the workflow: what a workflow reads is what the options ask for. */
const ENVELOPE = 'entriesAndGraphOfContext';
const N8N_SUMMARY = SUMMARY.map((f) => `${ENVELOPE}.${f}`);
const N8N_GRAPH = [`${ENVELOPE}.${GRAPHOLOGY}.nodes`, `${ENVELOPE}.${GRAPHOLOGY}.edges`, `${ENVELOPE}.${GRAPHOLOGY}.attributes.top_clusters`];

/** infranodus/n8n-nodes-infranodus: every operation of both resources, with the defaults of its options. */
export const N8N_NODE: HostedClient = {
  name: 'n8n node',
  repository: 'infranodus/n8n-nodes-infranodus',
  commit: 'cb7f1fefb9859fd762da592c7c12d51ee77a56b0',
  baseUrlSetting: 'requestDefaults.baseURL in nodes/Infranodus/Infranodus.node.ts (and the credential test request in credentials/InfranodusApi.credentials.ts)',
  unwraps: false,
  requests: [
    {
      operation: 'credential test (n8n checks the status only)',
      source: 'credentials/InfranodusApi.credentials.ts',
      method: 'GET',
      path: '/token',
      reads: [],
    },
    {
      operation: 'knowledgeGraphs: createGraph (save: yes)',
      source: `${N8N_GRAPHS}/create.ts, ${N8N_GRAPHS}/defaults.ts`,
      method: 'POST',
      path: '/graphAndStatements' + q({ includeStatements: 'false', doNotSave: 'false', addStats: 'true', includeGraphSummary: 'true', extendedGraphSummary: 'true', includeGraph: 'true' }),
      body: { name: GRAPH_NAME, text: TEXT_PLACEHOLDER, aiTopics: 'true' },
      reads: [...N8N_GRAPH, `${ENVELOPE}.graphSummary`, ...N8N_SUMMARY, 'userName', 'graphName', 'graphUrl'],
    },
    {
      operation: 'knowledgeGraphs: getGraph',
      source: `${N8N_GRAPHS}/get.ts`,
      method: 'POST',
      path: '/graphAndStatements' + q({ addStats: 'true', includeGraphSummary: 'true', extendedGraphSummary: 'true', includeGraph: 'true' }),
      body: { name: GRAPH_NAME, aiTopics: 'false' },
      reads: [...N8N_GRAPH, `${ENVELOPE}.graphSummary`, ...N8N_SUMMARY, `${ENVELOPE}.statements`, 'graphName', 'graphUrl'],
    },
    {
      operation: 'knowledgeGraphs: generateGraphStats (text left empty: the saved graph)',
      source: `${N8N_GRAPHS}/stats.ts`,
      method: 'POST',
      path: '/graphAndStatements' + q({ doNotSave: 'true', extendedGraphSummary: 'true', includeGraph: 'false', includeStatements: 'false' }),
      body: { name: GRAPH_NAME, text: '', aiTopics: 'true' },
      reads: N8N_SUMMARY,
    },
    {
      operation: 'knowledgeGraphs: generateGraphSummary (from text)',
      source: `${N8N_GRAPHS}/stats.ts`,
      method: 'POST',
      path: '/graphAndStatements' + q({ doNotSave: 'true', includeGraphSummary: 'true', extendedGraphSummary: 'true', includeGraph: 'false', includeStatements: 'false' }),
      body: { name: 'scratch', text: TEXT_PLACEHOLDER, aiTopics: 'true' },
      reads: [`${ENVELOPE}.graphSummary`, ...N8N_SUMMARY],
    },
    {
      operation: 'aiAdviceForGraph: promptGraph',
      source: `${N8N_ADVICE}/response.ts, ${N8N_ADVICE}/defaults.ts`,
      method: 'POST',
      path: '/graphAndAdvice' + adviceQuery({ includeStatements: 'false' }),
      body: adviceBody({ prompt: 'What slows inflation?', requestMode: 'response' }),
      reads: ['aiAdvice', ...SUMMARY],
      model: true,
    },
    {
      operation: 'aiAdviceForGraph: retrieveStatementsFromGraph (include statements)',
      source: `${N8N_ADVICE}/retrieve.ts, ${N8N_ADVICE}/defaults.ts`,
      method: 'POST',
      path: '/graphAndAdvice' + adviceQuery({ includeStatements: 'true' }),
      body: adviceBody({ prompt: 'interest rates and inflation', requestMode: 'retrieve' }),
      reads: ['aiAdvice', 'statements', ...SUMMARY],
    },
    {
      operation: 'aiAdviceForGraph: questionGraph',
      source: `${N8N_ADVICE}/question.ts, ${N8N_ADVICE}/defaults.ts`,
      method: 'POST',
      path: '/graphAndAdvice' + adviceQuery({ extendedAdvice: 'false', includeGraphSummary: 'false' }),
      body: adviceBody({ requestMode: 'question' }),
      reads: ['aiAdvice', ...SUMMARY],
      model: true,
    },
    {
      operation: 'aiAdviceForGraph: summarizeGraph',
      source: `${N8N_ADVICE}/summarize.ts, ${N8N_ADVICE}/defaults.ts`,
      method: 'POST',
      path: '/graphAndAdvice' + adviceQuery({ includeGraphSummary: 'true' }),
      body: adviceBody({ requestMode: 'graph summary' }),
      reads: ['aiAdvice', 'graphSummary', ...SUMMARY],
      model: true,
    },
  ],
};

/** The editor's stopwords and contextSettings as src/extension.ts `_buildRequestBody` makes them (text mode, default settings). */
const VSCODE_BODY = {
  name: 'notes.md',
  text: TEXT_PLACEHOLDER,
  aiTopics: true,
  contextSettings: {
    partOfSpeechToProcess: 'HASHTAGS_AND_WORDS',
    doubleSquarebracketsProcessing: 'PROCESS_AS_HASHTAGS',
    mentionsProcessing: 'CONNECT_TO_ALL_CONCEPTS',
    stopwords: ['const', 'var', 'let'],
    lemmatizeHashtags: true,
  },
};
const VSCODE_GRAPH = `${ENVELOPE}.${GRAPHOLOGY}`;

/** infranodus/infranodus-vscode-extension: analyzing the open document, exporting it, and AI advice on its graph. */
export const VSCODE_EXTENSION: HostedClient = {
  name: 'VS Code extension',
  repository: 'infranodus/infranodus-vscode-extension',
  commit: '0add4c346b62c59d809c97c27ff0046aeafd3358',
  baseUrlSetting: 'infranodus-graph-view.apiUrl (VS Code settings; package.json)',
  unwraps: false,
  requests: [
    {
      operation: 'processDocument',
      source: 'src/extension.ts (processDocument, _buildRequestBody)',
      method: 'POST',
      path: '/graphAndStatements?donotsave=true&addStats=true&dotGraph=true&optimize=develop',
      body: VSCODE_BODY,
      reads: [`${ENVELOPE}.graph`, `${ENVELOPE}.statements`, `${VSCODE_GRAPH}.nodes`, `${VSCODE_GRAPH}.edges`, `${VSCODE_GRAPH}.attributes.dotGraph`, `${VSCODE_GRAPH}.attributes.dotGraphByCluster`, `${VSCODE_GRAPH}.attributes.top_clusters`],
    },
    // The graph and statements are those the previous answer gave (the test fills them in).
    {
      operation: 'requestGraphAiAdvice',
      source: 'src/extension.ts (requestGraphAiAdvice, formatGraphAiAdviceResponses)',
      method: 'POST',
      path: '/graphAiAdvice',
      body: {
        prompt: '',
        userPrompt: [],
        promptContext: 'Selected: inflation, bank',
        promptChatContext: [],
        requestMode: 'question',
        modelToUse: 'gpt-5.4',
        pinnedNodes: ['inflation'],
        topicsToProcess: [],
        graph: '<graphologyGraph of processDocument>',
        statements: '<statements of processDocument>',
      },
      reads: ['aiAdvice.0.text'],
      model: true,
    },
    {
      operation: 'exportToInfraNodus',
      source: 'src/extension.ts (export to a saved graph)',
      method: 'POST',
      path: `/graphAndStatements?doNotSave=false&addstats=true&contextName=${GRAPH_NAME}`,
      body: { name: GRAPH_NAME, text: TEXT_PLACEHOLDER, aiTopics: true, contextSettings: { partOfSpeechToProcess: 'HASHTAGS_AND_WORDS', lemmatizeHashtags: true } },
      reads: [],
    },
  ],
};

export const CLIENTS: readonly HostedClient[] = [MCP_SERVER, N8N_NODE, VSCODE_EXTENSION];
