// RemoteService: every endpoint sent to a server that speaks INTERFACE.md, with one deadline and polite retries.
import { setTimeout as delay } from 'node:timers/promises';
import { badRequest } from '../core/errors.js';
import { postJson, type HttpReply } from './http-post.js';
import { notJsonError, replyError, retryAfterMs, transportError } from './remote-errors.js';
import { ENDPOINTS, type EndpointName, type Service } from '../service/service.js';

export const DEFAULT_REMOTE_TIMEOUT_MS = 180_000;
export const DEFAULT_REMOTE_RETRIES = 3;
export const DEFAULT_RETRY_BASE_MS = 500;
/** A Retry-After longer than this fails at once with "try again in …" rather than leaving the user waiting. */
export const MAX_RETRY_WAIT_MS = 30_000;

/** Statuses that say "not now" rather than "no": the request was not processed and may be sent again. */
const RETRY_STATUSES = new Set([429, 502, 503, 504]);

export interface RemoteOptions {
  /** The server's base URL; `/api/v1/<endpoint>` is appended (a trailing `/api/v1` is accepted too). */
  baseUrl: string;
  /** Bearer token; never printed. */
  token?: string;
  /** Deadline of the whole call, retries included. */
  timeoutMs?: number;
  /** Retries after the first attempt, on 429/502/503/504. */
  retries?: number;
  /** First backoff delay; doubles with each retry, with jitter, unless the server sends Retry-After. */
  retryBaseMs?: number;
  maxRetryWaitMs?: number;
  /** Injectable for tests: jitter source in [0, 1). */
  random?: () => number;
}

/** The API root a --remote value names, or a clear error; credentials in the URL are kept out of messages. */
export function apiBase(remote: string): URL {
  let url: URL;
  try {
    url = new URL(remote.trim());
  } catch {
    throw badRequest(`--remote must be an http:// or https:// URL, like http://127.0.0.1:8080 (got ${JSON.stringify(remote)})`, 'remote');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw badRequest(`--remote must be an http:// or https:// URL, like http://127.0.0.1:8080 (got ${url.protocol})`, 'remote');
  }
  url.pathname = url.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/, '') + '/api/v1/';
  url.search = '';
  url.hash = '';
  return url;
}

/** Query parameters as INTERFACE.md sends them: in the URL, booleans and numbers written out. */
export function searchParams(query: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return params;
}

export class RemoteService implements Service {
  private readonly base: URL;
  /** The server as messages name it: origin and path, never credentials or the token. */
  private readonly where: string;

  constructor(private readonly options: RemoteOptions) {
    this.base = apiBase(options.baseUrl);
    this.where = this.base.origin + this.base.pathname.replace(/\/api\/v1\/$/, '');
  }

  graphAndStatements = this.endpoint('graphAndStatements');
  graphAndAdvice = this.endpoint('graphAndAdvice');
  dotGraph = this.endpoint('dotGraph');
  dotGraphFromText = this.endpoint('dotGraphFromText');
  graphAiAdvice = this.endpoint('graphAiAdvice');
  aiAdvice = this.endpoint('aiAdvice');
  aiSearch = this.endpoint('aiSearch');
  listGraphs = this.endpoint('listGraphs');
  search = this.endpoint('search');
  compareGraphs = this.endpoint('compareGraphs');
  graphsAndAiAdvice = this.endpoint('graphsAndAiAdvice');
  engineSearchResultsGraph = this.endpoint('engineSearchResultsGraph');
  engineSearchResultsAiAdvice = this.endpoint('engineSearchResultsAiAdvice');
  engineSearchIntentGraph = this.endpoint('engineSearchIntentGraph');
  engineSearchIntentAiAdvice = this.endpoint('engineSearchIntentAiAdvice');
  engineSearchVsIntentGraph = this.endpoint('engineSearchVsIntentGraph');
  engineSearchVsIntentAiAdvice = this.endpoint('engineSearchVsIntentAiAdvice');

  private endpoint<N extends EndpointName>(name: N): Service[N] {
    return ((query: unknown, body: unknown) => this.call(ENDPOINTS[name].path, query, body)) as unknown as Service[N];
  }

  /** POSTs one request and returns the parsed JSON reply, retrying what the server says may be retried. */
  async call(path: string, query: unknown, body: unknown): Promise<unknown> {
    const timeoutMs = this.options.timeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS;
    const retries = this.options.retries ?? DEFAULT_REMOTE_RETRIES;
    const deadline = Date.now() + timeoutMs;
    const url = new URL(path, this.base);
    url.search = searchParams(query).toString();
    const endpointUrl = url.origin + url.pathname;
    const payload = JSON.stringify(body ?? {});
    // tna reads our own field names: a server answering with the hosted ones too (--compat hosted) leaves them out for us.
    const headers: Record<string, string> = { 'tna-compat': 'none', ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}) };
    const seconds = Math.round(timeoutMs / 100) / 10;

    for (let attempt = 0; ; attempt++) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw transportError(Object.assign(new Error('timeout'), { name: 'TimeoutError' }), this.where, seconds);
      let reply: HttpReply;
      try {
        reply = await postJson(url, payload, headers, AbortSignal.timeout(remaining));
      } catch (error) {
        throw transportError(error, this.where, seconds);
      }
      if (reply.status >= 200 && reply.status < 300) return parseReply(reply, this.where);
      const wait = attempt < retries && RETRY_STATUSES.has(reply.status) ? this.retryWait(reply, attempt) : undefined;
      if (wait === undefined || wait >= deadline - Date.now()) throw replyError(reply, this.where, endpointUrl, Boolean(this.options.token));
      await delay(wait);
    }
  }

  /** How long to wait before the next attempt, or undefined when the server asks for longer than we wait. */
  private retryWait(reply: HttpReply, attempt: number): number | undefined {
    const asked = retryAfterMs(reply);
    if (asked !== undefined) return asked <= (this.options.maxRetryWaitMs ?? MAX_RETRY_WAIT_MS) ? asked : undefined;
    return backoffMs(attempt, this.options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS, this.options.random ?? Math.random);
  }
}

/**
 * Exponential backoff with jitter: about base · 2^attempt, spread over half to one and a half
 * times that, so clients that failed together do not come back together.
 */
export function backoffMs(attempt: number, baseMs: number, random: () => number): number {
  return Math.round(baseMs * 2 ** attempt * (0.5 + random()));
}

function parseReply(reply: HttpReply, where: string): unknown {
  try {
    return JSON.parse(reply.body);
  } catch {
    throw notJsonError(reply, where);
  }
}
