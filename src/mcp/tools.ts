// The tools tna offers an agent: each one Service call (the same request as the command line's),
// its result as text the model reads — the summary, DOT or advice — with the JSON beside it.
import { ApiError, badRequest } from '../core/errors.js';
import type { SavedStatements } from '../service/saved.js';
import { rawAdviceBody } from '../service/raw-advice-schemas.js';
import * as s from '../service/schemas.js';
import { hasMatches } from '../service/search-response.js';
import type { Service } from '../service/service.js';
import { checkTool } from './check-tool.js';
import { intentTool } from './intent-tool.js';
import { relatedTool } from './related-tool.js';
import { textOf } from './tool-text.js';
import { LOCAL_READ, REMOTE_READ, type Json, type Tool, type ToolContext } from './tool.js';
import { FILES, SPLIT, splitArguments, toolSchema } from './tool-schema.js';

const FORMAT = (formats: readonly string[], help: string) => ({ type: 'string', enum: [...formats], default: formats[0], description: help });

const asJson = (value: unknown) => JSON.stringify(value, null, 2);

const graphTool: Tool = {
  name: 'graph',
  annotations: LOCAL_READ,
  title: 'Knowledge graph of a text',
  description:
    'Turn a text (or files, or a saved graph by name) into a knowledge graph and describe it: the main concepts by influence, ' +
    'the topical clusters, the content gaps between them, the conceptual gateways that bridge them, and how diverse or biased ' +
    'the discourse is. format summary (default) gives a compact text for you to read; dot the relations; json every field.',
  inputSchema: toolSchema(
    { query: s.graphQuery, body: s.graphBody },
    {
      omit: ['doNotSave', 'replace', 'includeGraphSummary'],
      extra: { files: FILES, split: SPLIT, format: FORMAT(['summary', 'dot', 'json'], 'summary: plain text; dot: relations as a <-> b; json: the whole response') },
    },
  ),
  async run(args, context) {
    const format = (args.format as string | undefined) ?? 'summary';
    const { query, body } = splitArguments(args, s.graphQuery, ['files', 'split', 'format']);
    const text = await textOf(args, context);
    const response = await context.service.graphAndStatements(
      { ...query, doNotSave: true, includeGraphSummary: format === 'summary' },
      { ...body, ...(text !== undefined ? { text } : {}) },
    );
    if (format === 'json') return { text: asJson(response), structured: response as unknown as Json };
    const envelope = response.entriesAndGraphOfContext;
    return { text: format === 'dot' ? envelope.graph.networkGraph.attributes.dotGraph ?? '' : envelope.graphSummary ?? '' };
  },
};

const saveTool: Tool = {
  name: 'save_graph',
  // It adds to a saved graph (replace: true starts it afresh), never deletes one.
  annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
  outputSchema: { type: 'object', properties: { graphName: { type: 'string' }, graphUrl: { type: 'string' } }, required: ['graphName', 'graphUrl'] },
  title: 'Save a text as a named graph',
  description:
    'Add a text (or files) to the saved graph of that name — created if new, appended to otherwise (replace: true starts it afresh) — ' +
    'and describe the whole saved graph. Saved graphs can be read back by name, listed, searched and compared.',
  inputSchema: toolSchema(
    { query: s.graphQuery, body: s.graphBody },
    {
      omit: ['doNotSave', 'includeGraphSummary', 'includeStatements', 'compactStatements', 'compactGraph', 'addStats', 'extendedGraphSummary', 'includeGraph'],
      extra: { files: FILES, split: SPLIT },
      required: ['name'],
    },
  ),
  async run(args, context) {
    const { query, body } = splitArguments(args, s.graphQuery, ['files', 'split']);
    const text = await textOf(args, context);
    const response = await context.service.graphAndStatements(
      { ...query, doNotSave: false, includeGraphSummary: true, includeStatements: false },
      { ...body, ...(text !== undefined ? { text } : {}) },
    );
    const saved = `Saved as "${response.graphName ?? String(args.name)}" (${response.graphUrl ?? 'no url'}).\n\n`;
    return { text: saved + (response.entriesAndGraphOfContext.graphSummary ?? ''), structured: { graphName: response.graphName, graphUrl: response.graphUrl } };
  },
};

const dotTool: Tool = {
  name: 'dot',
  annotations: LOCAL_READ,
  title: 'Relations of a text, focused',
  description:
    'The compact relations of a text (or a saved graph) as DOT lines "a <-> b [label=...]", focused by optimize: gaps shows the ' +
    'relations around a content gap (gapDepth picks which), develop every topic, and so on. Short enough to put in a prompt.',
  inputSchema: toolSchema(
    { query: s.dotQuery, body: s.dotFromTextBody },
    { omit: ['includeGraph', 'includeGraphSummary', 'extendedGraphSummary'], extra: { files: FILES, split: SPLIT } },
  ),
  async run(args, context) {
    const { query, body } = splitArguments(args, s.dotQuery, ['files', 'split']);
    const text = await textOf(args, context);
    const response = await context.service.dotGraphFromText(query, { ...body, ...(text !== undefined ? { text } : {}) });
    return { text: response.graphKeywords };
  },
};

const ADVICE_QUERY_OMIT = ['doNotSave', 'addStats', 'includeStatements', 'includeGraphSummary', 'extendedGraphSummary', 'includeGraph', 'compactStatements', 'compactGraph'];

const adviceTool: Tool = {
  name: 'advice',
  annotations: REMOTE_READ,
  outputSchema: {
    type: 'object',
    properties: {
      aiAdvice: { type: 'array', items: { type: 'object', properties: { text: { type: 'string' }, finish_reason: { type: 'string' } }, required: ['text'] } },
      usage: { type: 'number' },
      requests: { type: 'array', description: 'With promptOnly: the messages of each request that would be sent.' },
    },
  },
  title: 'Advice that bridges the gaps of a text',
  description:
    'Ask the configured language model for a question, idea, fact, summary, outline… built on the knowledge graph of a text: by ' +
    'default a question that bridges its main content gap. With promptOnly: true nothing is sent: you get the exact messages ' +
    '(the graph-augmented prompt) to answer yourself.',
  inputSchema: toolSchema(
    { query: s.adviceQuery, body: s.adviceBody },
    {
      omit: [...ADVICE_QUERY_OMIT, 'promptChatContext'],
      extra: { files: FILES, split: SPLIT, promptOnly: { type: 'boolean', description: 'Return the messages instead of asking the model.' } },
    },
  ),
  async run(args, context) {
    const { query, body } = splitArguments(args, s.adviceQuery, ['files', 'split', 'promptOnly']);
    const text = await textOf(args, context);
    const request = [query, { ...body, ...(text !== undefined ? { text } : {}) }] as const;
    if (args.promptOnly === true) {
      const { advicePrompts } = await import('../service/advice.js');
      const saved = (context.service as { savedStatements?: SavedStatements }).savedStatements;
      const requests = await advicePrompts('graphAndAdvice', ...request, { saved });
      return { text: asJson(requests.length === 1 ? requests[0] : requests), structured: { requests } };
    }
    const response = await context.service.graphAndAdvice(...request).catch((error: unknown) => {
      // The service's advice names the command line's flag; here the way out is this tool's argument.
      const command = /\. To see the prompt without a model, use tna advice --prompt-only$/;
      if (error instanceof ApiError && error.message.startsWith('No language model is configured') && command.test(error.message)) {
        throw badRequest(error.message.replace(command, '. To get the prompt without a model, call advice with promptOnly: true'));
      }
      throw error;
    });
    return { text: response.aiAdvice.map((a) => a.text).join('\n\n'), structured: { aiAdvice: response.aiAdvice, usage: response.usage } };
  },
};

const compareTool: Tool = {
  name: 'compare',
  annotations: LOCAL_READ,
  title: 'Compare texts or saved graphs',
  description:
    'Compare several texts (files: one text per file; contexts: texts, statements or saved graph names): merge them into one ' +
    'graph, keep what they all share (overlap), or what the others have that the first lacks (difference), and describe the result.',
  inputSchema: toolSchema(
    { query: s.compareQuery, body: s.compareBody },
    {
      omit: ['doNotSave', 'includeGraphSummary', 'text', 'statements', 'timestamps', 'categories', 'aiTopics'],
      extra: {
        files: { ...FILES, description: 'Files to compare, one text each, after the contexts; relative to the first allowed directory.' },
        format: FORMAT(['summary', 'json'], 'summary: plain text of the result; json: the whole response'),
      },
    },
  ),
  async run(args, context) {
    const { query, body } = splitArguments(args, s.compareQuery, ['files', 'format']);
    const contexts = Array.isArray(body.contexts) ? [...body.contexts] : [];
    for (const file of Array.isArray(args.files) ? args.files : []) {
      contexts.push({ name: String(file), text: await context.files.readDocuments([String(file)]) });
    }
    const format = (args.format as string | undefined) ?? 'summary';
    const response = await context.service.compareGraphs({ ...query, doNotSave: true, includeGraphSummary: format === 'summary' }, { ...body, contexts });
    if (format === 'json') return { text: asJson(response), structured: response as unknown as Json };
    return { text: response.entriesAndGraphOfContext.graphSummary ?? '', structured: { mode: response.mode, contexts: response.contexts } };
  },
};

const listTool: Tool = {
  name: 'list_graphs',
  annotations: LOCAL_READ,
  outputSchema: { type: 'object', properties: { graphs: { type: 'array', items: { type: 'object', properties: { contextName: { type: 'string' }, userName: { type: 'string' } } } } }, required: ['graphs'] },
  title: 'List the saved graphs',
  description: 'The saved graphs (yours and the public ones), with their statement and concept counts, newest first; filters are optional.',
  inputSchema: toolSchema({ body: s.listBody }),
  async run(args, context) {
    const graphs = await context.service.listGraphs({}, args);
    return { text: asJson(graphs), structured: { graphs } };
  },
};

const searchTool: Tool = {
  name: 'search',
  annotations: LOCAL_READ,
  title: 'Search the saved graphs',
  description:
    'Full-text search over the statements of the saved graphs; answers the matching statements, most relevant first, and the ' +
    'summary of the graph they make.',
  inputSchema: toolSchema(
    { query: s.searchQuery, body: s.searchBody },
    { omit: ['includeGraphSummary'], extra: { format: FORMAT(['summary', 'json'], 'summary: the matches and their graph as text; json: the whole response') } },
  ),
  async run(args, context) {
    const format = (args.format as string | undefined) ?? 'summary';
    const { query, body } = splitArguments(args, s.searchQuery, ['format']);
    const response = await context.service.search({ ...query, includeGraphSummary: format === 'summary' }, body as Parameters<Service['search']>[1]);
    if (format === 'json') return { text: asJson(response), structured: response as unknown as Json };
    if (!hasMatches(response)) return { text: 'No saved statement matches.' };
    const matches = response.entriesAndGraphOfContext.statements.map((m) => `${m.id}: ${m.content}`);
    return { text: `Matching statements, most relevant first:\n${matches.join('\n')}\n\n${response.entriesAndGraphOfContext.graphSummary ?? ''}` };
  },
};

const askModelTool: Tool = {
  name: 'ask_model',
  annotations: REMOTE_READ,
  outputSchema: {
    type: 'object',
    properties: {
      choices: { type: 'array', items: { type: 'object', properties: { index: { type: 'number' }, text: { type: 'string' }, finish_reason: { type: 'string' } }, required: ['text'] } },
      usage: { type: 'number' },
    },
    required: ['choices'],
  },
  title: 'Ask the language model about a graph',
  description:
    'Send your own prompt (text, or chat messages) to the configured language model, with a graph as DOT lines (promptGraph, ' +
    'as the dot tool gives them) and context to answer from; or with mode "topics", name each of topicalClusters (one line ' +
    '"N. Name" per cluster, in order). The hosted service\'s aiAdvice endpoint, as its clients call it.',
  inputSchema: toolSchema(
    { body: rawAdviceBody },
    {
      omit: ['type', 'extendedMode', 'app', 'source', 'modal', 'modelToUse'],
      help: {
        mode: 'topics: name the clusters of topicalClusters; anything else (or nothing): answer the prompt.',
        prompt: 'The question or instruction: a string, or chat messages [{ role, content }] ending with a user turn.',
        promptGraph: 'The graph the prompt is about, as DOT lines "a <-> b" (the dot tool gives them).',
        promptContext: 'Context to answer from, such as what the text is or who it is for.',
        language: 'The language code to reply in, such as "de"; English by default.',
        topicalClusters: 'With mode topics: the clusters to name, each { text: "\\"word1, word2, word3\\"" }.',
      },
    },
  ),
  async run(args, context) {
    const response = await context.service.aiAdvice({}, args as Parameters<Service['aiAdvice']>[1]);
    return { text: response.choices[0]?.text ?? '', structured: { choices: response.choices, usage: response.usage } };
  },
};

export const TOOLS: readonly Tool[] = [graphTool, saveTool, dotTool, adviceTool, askModelTool, compareTool, intentTool, relatedTool, listTool, searchTool, checkTool];

/** Arguments the tool's schema does not name are refused, so that a misspelt one is not silently ignored. */
export function checkArguments(tool: Tool, args: Json): void {
  const known = Object.keys(tool.inputSchema.properties as Json);
  for (const key of Object.keys(args)) {
    if (!known.includes(key)) throw badRequest(`${key} is not an argument of ${tool.name} (its arguments: ${known.join(', ')})`, key);
  }
}
