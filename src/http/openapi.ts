// The OpenAPI 3.1 document of `tna serve`, served at GET /openapi.json and kept in docs/openapi.json.
// Request bodies and query parameters come from the zod schemas that validate every request;
// response bodies from the TypeScript types the service returns (response-schemas.json, which
// scripts/openapi-schemas.mjs writes from them). Nothing here is written twice by hand.
// Assembled here rather than by @fastify/swagger: that plugin collects route schemas that Fastify
// then validates and serializes with, and tna's routes take a body's bytes as they are and leave
// validation to the worker that runs the request (the zod schemas above); the routes would carry
// schemas only to have both turned off again.
import { ENDPOINTS, type EndpointName } from '../service/service.js';
import { jsonSchemaOf } from '../service/json-schema.js';
import { LINK_REFUSALS, NOT_FOUND, REFUSALS } from './openapi-rules.js';
import responseSchemas from './response-schemas.json' with { type: 'json' };

type Json = Record<string, unknown>;

/** What each endpoint does, in one line, and the body it answers with. */
const OPERATIONS: Record<EndpointName, { summary: string; response: Json }> = {
  graphAndStatements: { summary: 'Build the knowledge graph of a text (or a saved graph): clusters, influential concepts, gaps, diversity', response: ref('GraphResponse') },
  graphAndAdvice: { summary: 'Build the graph of a text and ask a language model for ideas, questions or a summary from it', response: ref('AdviceResponse') },
  dotGraph: { summary: 'A saved graph or text as DOT, whole and by cluster', response: ref('DotResponse') },
  dotGraphFromText: { summary: 'A text\'s graph as DOT, whole and by cluster', response: ref('DotResponse') },
  graphAiAdvice: { summary: 'Ask a language model about a graph you already have', response: ref('AdviceResponse') },
  listGraphs: { summary: 'The saved graphs you may see (yours and the public ones), newest first', response: { type: 'array', items: ref('GraphListEntry') } },
  search: { summary: 'Full-text search over the statements of saved graphs', response: ref('SearchResponse') },
  compareGraphs: { summary: 'Compare two or more texts or saved graphs: overlap, difference, or one against the rest', response: ref('CompareResponse') },
  graphsAndAiAdvice: { summary: 'Compare texts and ask a language model about what one has and the others lack', response: ref('AdviceResponse') },
  engineSearchResultsGraph: { summary: 'The graph of web search results for a query (or of results you send)', response: ref('GraphResponse') },
  engineSearchResultsAiAdvice: { summary: 'Web search results\' graph and a language model\'s advice on it', response: ref('AdviceResponse') },
  engineSearchIntentGraph: { summary: 'The graph of what people search for around a query (suggestions you send or fetched)', response: ref('GraphResponse') },
  engineSearchIntentAiAdvice: { summary: 'The search-intent graph and a language model\'s advice on it', response: ref('AdviceResponse') },
  engineSearchVsIntentGraph: { summary: 'What people search for that the search results do not cover', response: ref('VsIntentResponse') },
  engineSearchVsIntentAiAdvice: { summary: 'The gap between search intent and results, with a language model\'s advice', response: ref('AdviceResponse') },
  aiAdvice: { summary: 'Send a prompt about a graph or a context to the language model as it is', response: ref('RawAdviceResponse') },
  aiSearch: { summary: 'The statements related to a question, best first, by its words (BM25) and the headings the statements lie under (widened by the text\'s graph on request) or, where the server has one, fused with an embedding model', response: ref('AiSearchResponse') },
};

function ref(name: string): Json {
  return { $ref: `#/components/schemas/${name}` };
}

const ERROR_BODY: Json = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: {
          type: 'string',
          enum: ['bad_request', 'unauthorized', 'forbidden', 'not_found', 'method_not_allowed', 'payload_too_large', 'unsupported_media_type', 'rate_limited', 'not_implemented', 'upstream_error', 'unavailable', 'internal'],
        },
        message: { type: 'string', description: 'What went wrong and what to do, in words' },
        field: { type: 'string', description: 'The request field at fault, where one is' },
      },
    },
  },
};

const ERRORS: Record<string, string> = {
  '400': 'The request is not valid: the message names the field and what is allowed',
  '401': 'No token, a token that is not valid, or a keyless request for what needs a token',
  '403': 'Not offered to this request (web search without a token): the message says what to send instead',
  '404': 'No such saved graph that this token may see',
  '413': 'The body is larger than the server allows',
  '415': 'The body is not JSON',
  '429': 'Over the rate limit: Retry-After says when to try again',
  '500': 'The server failed: the message gives a reference its log has the details under',
  '501': 'This server does not offer the endpoint (no web-search provider configured)',
  '502': 'The language model or web-search provider failed',
  '503': 'Busy, the store away, or shutting down: Retry-After says when to try again',
};

const JSON_TYPE = 'application/json';
const errorResponse = (description: string): Json => ({ description, content: { [JSON_TYPE]: { schema: ref('Error') } } });
const errorResponses = (statuses: string[]): Json => Object.fromEntries(statuses.map((status) => [status, errorResponse(ERRORS[status])]));
const ALL_ERRORS = Object.keys(ERRORS);

/** A query schema's properties as query parameters (matched by name in any case). */
function queryParameters(name: EndpointName): Json[] {
  const schema = jsonSchemaOf(ENDPOINTS[name].query) as { properties?: Record<string, Json> };
  return Object.entries(schema.properties ?? {}).map(([parameter, property]) => ({
    name: parameter,
    in: 'query',
    required: false,
    ...(typeof property.description === 'string' ? { description: property.description } : {}),
    schema: property,
  }));
}

function endpointOperation(name: EndpointName): Json {
  const { id, path } = ENDPOINTS[name];
  const operation = OPERATIONS[name];
  return {
    operationId: name,
    summary: operation.summary,
    tags: [path.startsWith('import/') ? 'web search' : id === 'E5' || id === 'E6' ? 'saved graphs' : 'analysis'],
    parameters: queryParameters(name),
    requestBody: { required: true, content: { [JSON_TYPE]: { schema: jsonSchemaOf(ENDPOINTS[name].body) } } },
    responses: { '200': { description: 'The answer', content: { [JSON_TYPE]: { schema: operation.response } } }, ...errorResponses(ALL_ERRORS), ...ownErrors(name) },
  };
}

/** The 400 (and 404) of an operation with the rules beyond its schemas that it refuses a request for. */
function ownErrors(name: EndpointName): Json {
  const own: Json = { '400': errorResponse(`${ERRORS['400']}. Beyond the schemas: ${REFUSALS[name].join('; ')}.`) };
  if (NOT_FOUND[name]) own['404'] = errorResponse(NOT_FOUND[name]);
  return own;
}

const plain = (description: string, schema: Json): Json => ({ description, content: { [JSON_TYPE]: { schema } } });
const STATUS = (values: string[]) => ({ type: 'object', required: ['status'], properties: { status: { type: 'string', enum: values }, reason: { type: 'string' } } });

/** The addresses beside the endpoints: health, readiness, metrics, a saved graph's link, this document. */
function operatorPaths(): Json {
  const open = { security: [] };
  return {
    '/healthz': { get: { operationId: 'health', summary: 'The process answers', tags: ['operations'], ...open, responses: { '200': plain('Alive', STATUS(['ok'])) } } },
    '/readyz': {
      get: {
        operationId: 'readiness',
        summary: 'The server can take requests: the store answers, workers are up, it is not shutting down',
        tags: ['operations'],
        ...open,
        responses: { '200': plain('Ready', STATUS(['ready'])), '503': plain('Not ready, and why', STATUS(['unavailable'])) },
      },
    },
    '/metrics': {
      get: {
        operationId: 'metrics',
        summary: 'Prometheus metrics (here with a token; on --metrics-port without one)',
        tags: ['operations'],
        responses: { '200': { description: 'Prometheus text format', content: { 'text/plain': { schema: { type: 'string' } } } }, ...errorResponses(['401', '429']) },
      },
    },
    '/openapi.json': { get: { operationId: 'openapi', summary: 'This document', tags: ['operations'], ...open, responses: { '200': plain('OpenAPI 3.1', { type: 'object' }) } } },
    '/api/v1/graphs/{owner}/{name}': {
      get: {
        operationId: 'savedGraph',
        summary: 'A saved graph by its link: JSON, or its picture to a browser (Accept: text/html)',
        tags: ['saved graphs'],
        parameters: [
          { name: 'owner', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'name', in: 'path', required: true, schema: { type: 'string' } },
          ...queryParameters('graphAndStatements'),
        ],
        responses: {
          '200': { description: 'The graph', content: { [JSON_TYPE]: { schema: ref('GraphResponse') }, 'text/html': { schema: { type: 'string' } } } },
          ...errorResponses(['400', '401', '404', '429', '500', '503']),
          '400': errorResponse(`${ERRORS['400']}. Beyond the schemas: ${LINK_REFUSALS.join('; ')}.`),
        },
      },
    },
  };
}

let built: string | undefined;

/** The document as JSON text, built once. */
export function openApiDocument(version: string): string {
  if (built) return built;
  const paths: Json = {};
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) paths[`/api/v1/${ENDPOINTS[name].path}`] = { post: endpointOperation(name) };
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'tna serve',
      version,
      description: 'Text network analysis over HTTP: every command of the tna command line as an endpoint. docs/api.md explains each field.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    tags: [{ name: 'analysis' }, { name: 'saved graphs' }, { name: 'web search' }, { name: 'operations' }],
    paths: { ...paths, ...operatorPaths() },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A token the server\'s operator gave you (tna serve --tokens)' } },
      schemas: { ...(responseSchemas as Record<string, Json>), Error: ERROR_BODY },
    },
  };
  return (built = JSON.stringify(document, null, 2) + '\n');
}
