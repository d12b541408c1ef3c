// The MCP server: tna's tools, its saved graphs as readable resources and a ready-made prompt,
// over any transport the SDK offers. Every answer comes from the same Service as the command line.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { ApiError } from '../core/errors.js';
import type { ToolContext } from './tool.js';
import { stringsAsLists } from './tool-schema.js';
import { checkArguments, TOOLS } from './tools.js';

const GRAPH_URI = 'tna://graphs/';

const INSTRUCTIONS =
  'tna turns text into a knowledge graph: concepts, topical clusters, content gaps and the concepts that bridge them. ' +
  'Use graph to understand a text, dot for its relations around a gap, advice (or advice with promptOnly) for questions ' +
  'that bridge the gaps, compare for several texts, and save_graph, list_graphs and search for named graphs.';

/** What a failed call says: the message the command line prints for the same mistake. */
function messageOf(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return `internal error: ${error instanceof Error ? error.message : String(error)}`;
}

async function graphSummary(context: ToolContext, name: string): Promise<string> {
  const response = await context.service.graphAndStatements({ includeGraphSummary: true, includeStatements: false }, { name, userName: context.user });
  return response.entriesAndGraphOfContext.graphSummary ?? '';
}

export function buildMcpServer(context: ToolContext, version: string): Server {
  const server = new Server({ name: 'tna', version }, { capabilities: { tools: {}, resources: {}, prompts: {} }, instructions: INSTRUCTIONS });

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map((t) => ({
      name: t.name,
      title: t.title,
      description: t.description,
      inputSchema: t.inputSchema as { type: 'object' },
      annotations: { title: t.title, ...t.annotations },
      ...(t.outputSchema ? { outputSchema: t.outputSchema as { type: 'object' } } : {}),
    })),
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = TOOLS.find((t) => t.name === request.params.name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, `no tool named ${request.params.name} (tools: ${TOOLS.map((t) => t.name).join(', ')})`);
    const args = { ...(request.params.arguments ?? {}) };
    try {
      checkArguments(tool, args);
      stringsAsLists(tool.inputSchema, args);
      // Over HTTP the token says who asks, as with `tna serve`: a userName cannot claim another's graphs.
      if (context.user !== undefined && 'userName' in (tool.inputSchema.properties as object)) args.userName = context.user;
      // The server's analysis for a call that names none; check puts a configuration's own mode first, so it reads it itself.
      if (context.analysis !== undefined && tool.name !== 'check' && 'analysis' in (tool.inputSchema.properties as object)) args.analysis ??= context.analysis;
      const result = await tool.run(args, context);
      return { content: [{ type: 'text', text: result.text }], ...(result.structured ? { structuredContent: result.structured } : {}) };
    } catch (error) {
      return { content: [{ type: 'text', text: messageOf(error) }], isError: true };
    }
  });

  server.setRequestHandler(ListResourcesRequestSchema, async () => {
    const viewer = context.user ?? 'anonymous';
    const graphs = (await context.service.listGraphs({}, { userName: viewer })).filter((g) => g.userName === viewer);
    return {
      resources: graphs.map((g) => ({
        uri: GRAPH_URI + encodeURIComponent(g.contextName),
        name: g.contextName,
        description: `${g.statementCount} statements, ${g.nodeCount} concepts${g.description ? `: ${g.description}` : ''}`,
        mimeType: 'text/plain',
      })),
    };
  });
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({
    resourceTemplates: [
      { uriTemplate: `${GRAPH_URI}{name}`, name: 'saved graph', description: 'The summary of a saved graph: concepts, topics, gaps, gateways.', mimeType: 'text/plain' },
    ],
  }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const { uri } = request.params;
    if (!uri.startsWith(GRAPH_URI)) throw new McpError(ErrorCode.InvalidParams, `unknown resource ${uri}: saved graphs are ${GRAPH_URI}{name}`);
    try {
      const text = await graphSummary(context, decodeURIComponent(uri.slice(GRAPH_URI.length)));
      return { contents: [{ uri, mimeType: 'text/plain', text }] };
    } catch (error) {
      throw new McpError(ErrorCode.InvalidParams, messageOf(error));
    }
  });

  server.setRequestHandler(ListPromptsRequestSchema, async () => ({
    prompts: [
      {
        name: 'find_gaps',
        title: 'Find the gaps in a text',
        description: 'The knowledge graph of a text with a request to find its content gaps and the questions that would bridge them.',
        arguments: [{ name: 'text', description: 'The text to look at', required: true }],
      },
    ],
  }));
  server.setRequestHandler(GetPromptRequestSchema, async (request) => {
    if (request.params.name !== 'find_gaps') throw new McpError(ErrorCode.InvalidParams, `no prompt named ${request.params.name} (prompts: find_gaps)`);
    const text = request.params.arguments?.text;
    if (!text) throw new McpError(ErrorCode.InvalidParams, 'find_gaps needs a text');
    let summary: string;
    try {
      const response = await context.service.graphAndStatements({ includeGraphSummary: true, includeStatements: false }, { text });
      summary = response.entriesAndGraphOfContext.graphSummary ?? '';
    } catch (error) {
      throw new McpError(ErrorCode.InvalidParams, messageOf(error));
    }
    const ask =
      'Below is the knowledge graph of a text, made by tna: its main concepts (with their influence), its topics, the content gaps ' +
      'between topics and the gateway concepts that bridge them.\n\n' +
      summary +
      '\n\nWhich of these gaps matter most for what the text tries to say, and which questions or ideas would bridge them? ' +
      'Name the concepts involved.';
    return { description: 'Find the gaps in a text', messages: [{ role: 'user', content: { type: 'text', text: ask } }] };
  });

  return server;
}
