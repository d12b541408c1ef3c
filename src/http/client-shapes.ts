// Request bodies as the hosted service's clients send them, made ours before the endpoint reads
// them: a blank text beside a graph's name means that graph, and what the endpoint does not use
// is dropped and named (the server answers with the names in a warning instead of a 400).
import { badRequest } from '../core/errors.js';
import type { EndpointName } from '../service/service.js';
import { ENDPOINTS } from '../service/service.js';
import { unknownFields } from '../service/unknown-fields.js';

/** Answer also under the hosted service's field names (`tna serve --compat hosted`, or the `Tna-Compat` header). */
export type Compat = 'hosted';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Makes a parsed body ours (in place) and says what of the request was ignored. `ignoredQuery`
 * are the query parameters the server already dropped. Under `compat`, `contextSettings.stopwords`
 * join `stopwords`, an absent `analysis` is `reference`, and `modelToUse` is dropped: the hosted
 * clients name the hosted service's models, and this server has its own.
 */
export function adoptBody(endpoint: EndpointName, body: unknown, ignoredQuery: readonly string[], compat: Compat | undefined): string | undefined {
  const parts: string[] = [];
  if (ignoredQuery.length) parts.push(`query parameter${ignoredQuery.length === 1 ? '' : 's'} ${ignoredQuery.join(', ')}`);
  if (isObject(body)) {
    // A form left blank: "text": "" beside a name asks for that saved graph (the hosted clients send it so).
    if (typeof body.text === 'string' && body.text.trim() === '' && typeof body.name === 'string' && body.name.trim() !== '' && body.statements === undefined) {
      delete body.text;
    }
    if (compat === 'hosted') {
      hostedStopwords(body);
      hostedAnalysis(endpoint, body);
    }
    const unknown = unknownFields(ENDPOINTS[endpoint].body, body);
    if (unknown.length) parts.push(`body field${unknown.length === 1 ? '' : 's'} ${unknown.join(', ')}`);
    if (compat === 'hosted' && body.modelToUse !== undefined) {
      delete body.modelToUse;
      parts.push('modelToUse (this server answers with its own language model)');
    }
  }
  return parts.length ? `ignored ${parts.join('; ')}` : undefined;
}

/** The hosted clients send their stopwords inside contextSettings; ours are a field of the body. */
function hostedStopwords(body: Record<string, unknown>): void {
  const settings = body.contextSettings;
  if (!isObject(settings) || !Array.isArray(settings.stopwords) || !settings.stopwords.every((w) => typeof w === 'string')) return;
  const words = settings.stopwords as string[];
  delete settings.stopwords;
  const own = body.stopwords;
  if (own === undefined) body.stopwords = words;
  else if (Array.isArray(own)) body.stopwords = [...own, ...words];
  else if (typeof own === 'string') body.stopwords = [own, ...words].join(',');
  else settings.stopwords = words;
}

/**
 * The hosted clients expect the hosted service's numbers: where an endpoint analyzes text and the
 * request names no analysis, it is the reference one. A request that names one keeps it.
 */
function hostedAnalysis(endpoint: EndpointName, body: Record<string, unknown>): void {
  const shape = (ENDPOINTS[endpoint].body as { shape?: Record<string, unknown> }).shape;
  if (shape && Object.hasOwn(shape, 'analysis') && body.analysis === undefined) body.analysis = 'reference';
}

/** A warning as an HTTP header value: printable ASCII only, and never very long. */
export function headerValue(warning: string): string {
  const ascii = warning.replace(/[^\x20-\x7e]/g, '?');
  return ascii.length > 1000 ? ascii.slice(0, 999) + '~' : ascii;
}

/** A request's compatibility mode: its `Tna-Compat` header (`hosted` or `none`), else the server's. */
export function compatOf(header: string | string[] | undefined, serverDefault: Compat | undefined): Compat | undefined {
  const value = (Array.isArray(header) ? header[header.length - 1] : header)?.trim().toLowerCase();
  if (value === undefined || value === '') return serverDefault;
  if (value === 'hosted') return 'hosted';
  if (value === 'none') return undefined;
  throw badRequest(`the Tna-Compat header must be hosted or none (got ${JSON.stringify(value.slice(0, 40))})`);
}

/** The query's names the endpoint does not know, as sent (the server drops them). */
export function ignoredQuery(raw: Record<string, unknown>, names: readonly string[]): string[] {
  const known = new Set(names.map((n) => n.toLowerCase()));
  return Object.keys(raw).filter((name) => !known.has(name.toLowerCase()));
}

/** The query's names matched case-insensitively against the schema's (`donotsave` → `doNotSave`); others are ignored. */
export function canonicalQuery(raw: Record<string, unknown>, names: readonly string[]): Record<string, string> {
  const byLower = new Map(names.map((n) => [n.toLowerCase(), n]));
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    const key = byLower.get(name.toLowerCase());
    if (!key) continue;
    query[key] = String(Array.isArray(value) ? value[value.length - 1] : value);
  }
  return query;
}
