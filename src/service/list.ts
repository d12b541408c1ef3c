// E5 listGraphs: the saved graphs a user can see, filtered; our response is an array of list entries.
import type { GraphContext, ListFilters, StoreProvider } from '../store/types.js';
import { badRequest } from '../core/errors.js';
import { commaList, ownerOf } from './graph-names.js';
import { listBody, validate } from './schemas.js';

/** One saved graph of a list of them. */
export interface GraphListEntry {
  contextName: string;
  description: string;
  contextType: string;
  createdAt: string;
  updatedAt: string;
  language: string;
  favorite: boolean;
  isPublic: boolean;
  statementCount: number;
  nodeCount: number;
  /** The owner: the requesting user, or another user whose graph is public. */
  userName: string;
}

export function listEntry(c: GraphContext): GraphListEntry {
  return {
    contextName: c.name,
    description: c.description,
    contextType: c.contextType,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    language: c.language,
    favorite: c.favorite,
    isPublic: c.isPublic,
    statementCount: c.statementCount,
    nodeCount: c.nodeCount,
    userName: c.owner,
  };
}

/**
 * A date filter as the store's ISO form. A date alone means the whole day (UTC): `toDate`
 * 2024-05-01 includes graphs created that day; a date-time without an offset is UTC.
 */
export function dateBound(value: string | undefined, end: 'from' | 'to', field: string): string | undefined {
  if (value === undefined) return undefined;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const text = dateOnly ? `${value}T${end === 'from' ? '00:00:00.000' : '23:59:59.999'}Z` : /(Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`;
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw badRequest(`${field} is not a date: ${JSON.stringify(value)}`, field);
  return date.toISOString();
}

export async function listSavedGraphs(store: StoreProvider, rawBody: unknown): Promise<GraphListEntry[]> {
  const body = validate(listBody, rawBody, 'body');
  const viewer = ownerOf(body.userName);
  const filters: ListFilters = {
    query: commaList(body.query),
    types: commaList(body.type),
    languages: commaList(body.language),
    from: dateBound(body.fromDate, 'from', 'fromDate'),
    to: dateBound(body.toDate, 'to', 'toDate'),
    favorite: body.favorite,
  };
  if (filters.from && filters.to && filters.from > filters.to) throw badRequest('fromDate must be on or before toDate', 'fromDate');
  const reading = await store('read');
  return reading ? (await reading.listGraphs(viewer, filters)).map(listEntry) : [];
}
