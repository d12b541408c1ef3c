// Request values whose rules live in code beside the schemas — statement timestamps (read by
// core/text/timestamps.ts), date filters, a node-link graph (read by node-link.ts) — with the
// JSON Schema that states those rules, so that the API document allows only what is accepted.
import * as z from 'zod/mini';
import { withJsonSchema } from './json-schema.js';

/** The widest Unix time a JavaScript date holds, in milliseconds (and so in seconds, / 1000). */
const MAX_DATE_MS = 8.64e15;

/**
 * One statement's timestamp: an ISO date or date-time, Unix seconds or milliseconds, or null.
 * The server also reads a bare year and Unix times written as digits; the document names only
 * the forms every client can produce, so that what it allows is always accepted.
 */
export const timestamp = withJsonSchema(z.union([z.string(), z.number(), z.null()]), {
  anyOf: [
    { type: 'string', format: 'date-time' },
    { type: 'string', format: 'date' },
    // Below 1e12 a number is seconds; a date reaches 8.64e15 ms either way.
    { type: 'number', minimum: -MAX_DATE_MS / 1000, maximum: MAX_DATE_MS },
    { type: 'null' },
  ],
  description: 'A date per statement: ISO 8601 (2024-05-01 or 2024-05-01T12:00:00Z), or Unix seconds or milliseconds; null for none.',
});

/** A date filter (listGraphs): a date alone is the whole day, a date-time without an offset is UTC. */
export const isoDate = z.union([z.iso.datetime({ offset: true, local: true }), z.iso.date()], {
  error: 'must be an ISO date (2024-05-01) or date-time (2024-05-01T12:00:00Z)',
});

const key = { type: ['string', 'number'] };
const weight = { type: 'number', exclusiveMinimum: 0, description: 'A positive weight; 1 when absent' };
const edge = {
  type: 'object',
  required: ['source', 'target'],
  properties: { source: key, target: key, weight, attributes: { type: 'object', properties: { weight } } },
};
const edges = { type: 'array', items: edge };

const nodes = {
  type: 'array',
  items: {
    anyOf: [
      key,
      { type: 'object', required: ['key'], properties: { key, attributes: { type: 'object' } } },
      { type: 'object', required: ['id'], properties: { id: key } },
    ],
  },
};
const atLeastOne = (list: Record<string, unknown>) => ({ ...list, minItems: 1 });

/**
 * What node-link.ts reads: nodes (keys, or objects with a key or id) and edges (or links). A graph
 * with no node at all is refused, so one of the lists holds one at least: a branch each, whole
 * (request generators merge a branch that only adds `required` into nothing useful).
 */
const NODE_LINK = {
  type: 'object',
  anyOf: [
    { type: 'object', required: ['nodes'], properties: { nodes: atLeastOne(nodes), edges, links: edges } },
    { type: 'object', required: ['edges'], properties: { nodes, edges: atLeastOne(edges), links: edges } },
    { type: 'object', required: ['links'], properties: { nodes, links: atLeastOne(edges) } },
  ],
};

/** The forms a graph may take: node-link, or a graph response (`tna graph -f json`) or the part of it that holds one. */
export const GRAPH_FORMS: Record<string, unknown>[] = [
  NODE_LINK,
  { type: 'object', required: ['networkGraph'], properties: { networkGraph: NODE_LINK } },
  { type: 'object', required: ['graph'], properties: { graph: { type: 'object', required: ['networkGraph'], properties: { networkGraph: NODE_LINK } } } },
  {
    type: 'object',
    required: ['entriesAndGraphOfContext'],
    properties: {
      entriesAndGraphOfContext: {
        type: 'object',
        required: ['graph'],
        properties: { graph: { type: 'object', required: ['networkGraph'], properties: { networkGraph: NODE_LINK } } },
      },
    },
  },
];

/** A graph field: any object here, checked by node-link.ts, which names the part at fault. */
export const graphInput = withJsonSchema(z.looseObject({}), {
  type: 'object',
  anyOf: GRAPH_FORMS,
  description: 'A node-link graph (nodes and edges, or links), or a graph response that holds one',
});
