// One API request as the server hands it to a worker, and its answer: plain data, so it crosses threads as it is.
import { randomBytes } from 'node:crypto';
import { ApiError } from '../core/errors.js';
import { parseRequestBody } from './request-body.js';
import type { EndpointName, Service } from '../service/service.js';
import { adoptBody, type Compat } from './client-shapes.js';
import { withHostedNames } from './hosted-names.js';
import type { GraphResponse } from '../report/graph-response.js';
import { LOCAL_GRAPH_PREFIX } from '../service/graph-names.js';
import type { StoreTiming } from './metrics.js';

export interface Task {
  endpoint: EndpointName;
  /** Query parameters under the schema's own names (the server matched them case-insensitively). */
  query: Record<string, string>;
  /**
   * The body as received: parsing it is work the worker does, not the server's event loop. The
   * server sends its bytes, which move to the worker thread without a copy.
   */
  body: string | Uint8Array<ArrayBuffer>;
  /** Who asks: the token's user, or `anonymous` for a keyless request. */
  user: string;
  keyless: boolean;
  /** Mostly waits on a language model rather than computing, so it may share a worker. */
  waitsOnModel?: boolean;
  /** Answer also under the hosted service's field names. */
  compat?: Compat;
  /** Query parameters the endpoint does not know, which the server dropped (named in the warning). */
  ignoredQuery?: string[];
  /** This server's API address as the client reached it (`http://host:port/api/v1/`), for links to saved graphs. */
  apiBase?: string;
  /** A saved graph's link (GET graphs/<owner>/<name>): the graph found must be this user's, else 404. */
  owner?: string;
  /** The link was opened by a browser (it accepts text/html): answer the page of the graph. */
  page?: boolean;
}

export interface TaskResult {
  status: number;
  /** The response body, serialized in the worker: JSON text, or its UTF-8 bytes (which move between threads without a copy). */
  json: string | Uint8Array<ArrayBuffer>;
  /** Sent as Retry-After when the request may be tried again later. */
  retryAfterSeconds?: number;
  /** On the server's thread: the response has been sent, so the memory it held is free again. */
  release?: () => void;
  /** What of the request was ignored, sent as the Tna-Warning header. */
  warning?: string;
  /** Set when the body is not JSON (the page of a graph). */
  contentType?: string;
  /** The store calls this worker timed since its previous answer, for the server's metrics. */
  storeTimings?: StoreTiming[];
  /** A 500's whole story, for the server's log only: the body gives the reference alone. */
  failure?: Failure;
}

/** What went wrong inside the server, under the reference its 500 answer names. */
export interface Failure {
  reference: string;
  detail: string;
}

/** The response body as text. */
export function jsonText(result: TaskResult): string {
  return typeof result.json === 'string' ? result.json : Buffer.from(result.json.buffer, result.json.byteOffset, result.json.byteLength).toString('utf8');
}

const decoder = new TextDecoder();

/** The services a worker holds: keyless requests get one without a language model. */
export interface Services {
  full: Service;
  keyless: Service;
  /** The store calls timed since the last time this was asked (and forgets them). */
  storeTimings?: () => StoreTiming[];
}

/** The address of a saved graph on this server: GET <api>/graphs/<owner>/<name>. */
export function graphLink(apiBase: string): (owner: string, name: string) => string {
  return (owner, name) => `${apiBase}graphs/${encodeURIComponent(owner)}/${encodeURIComponent(name)}`;
}

export async function runTask(services: Services, task: Task): Promise<TaskResult> {
  const result = await answerTask(services, task);
  const storeTimings = services.storeTimings?.();
  return storeTimings?.length ? { ...result, storeTimings } : result;
}

async function answerTask(services: Services, task: Task): Promise<TaskResult> {
  try {
    // UTF-8, a byte-order mark dropped, bytes that are not UTF-8 read as U+FFFD (and so refused as JSON, or kept as text).
    const body = parseRequestBody(typeof task.body === 'string' ? task.body : decoder.decode(task.body));
    const warning = adoptBody(task.endpoint, body, task.ignoredQuery ?? [], task.compat);
    // Ownership: the token says who the user is; a userName in the body cannot claim someone else's graphs.
    if (body && typeof body === 'object' && !Array.isArray(body)) (body as Record<string, unknown>).userName = task.user;
    const service = task.keyless ? services.keyless : services.full;
    const call = service[task.endpoint] as (query: unknown, body: unknown, links?: unknown) => Promise<unknown>;
    const links = task.endpoint === 'search' && task.apiBase ? [{ graphLink: graphLink(task.apiBase) }] : [];
    const result = await call.call(service, task.query, body, ...links);
    if (task.owner !== undefined) ownedBy(result, task.owner, body);
    if (task.apiBase) withHttpLinks(result, task.apiBase);
    if (task.page) {
      // The picture's code (the viewer bundle) loads only when a browser asks.
      const { graphPage } = await import('../export/graph-page.js');
      return { status: 200, json: graphPage(result as GraphResponse), contentType: 'text/html; charset=utf-8' };
    }
    const answer = task.compat === 'hosted' ? withHostedNames(task.endpoint, result, warning) : result;
    return { status: 200, json: JSON.stringify(answer), ...(warning ? { warning } : {}) };
  } catch (error) {
    return errorResult(error);
  }
}

/**
 * A saved graph's address in a response is where this server serves it: the service names it
 * `tna://graphs/<owner>/<name>` (the form the command line shows), and the link becomes
 * `<api>/graphs/<owner>/<name>`, which clients keep because it starts with http.
 */
function withHttpLinks(result: unknown, apiBase: string): void {
  const rewrite = (holder: unknown) => {
    const h = holder as { graphUrl?: unknown } | undefined;
    if (h && typeof h.graphUrl === 'string' && h.graphUrl.startsWith(LOCAL_GRAPH_PREFIX)) h.graphUrl = `${apiBase}graphs/${h.graphUrl.slice(LOCAL_GRAPH_PREFIX.length)}`;
  };
  rewrite(result);
  rewrite((result as { entriesAndGraphOfContext?: unknown } | undefined)?.entriesAndGraphOfContext);
  // compareGraphs with doNotSave=false: where each context was saved.
  const saved = (result as { saved?: unknown } | undefined)?.saved;
  if (Array.isArray(saved)) saved.forEach(rewrite);
}

/** A graph's link names its owner: the graph the name found for the caller must be theirs. */
function ownedBy(result: unknown, owner: string, body: unknown): void {
  if ((result as { userName?: unknown }).userName === owner) return;
  const name = String((body as { name?: unknown }).name);
  throw new ApiError(404, 'not_found', `no saved graph named "${name}" of user "${owner}" that this token may see`, 'name');
}

/**
 * What a client sees of a failure inside the server: never a file path, a query or a stack, which
 * say more about the machine than the caller should know. The whole message is for the server's
 * log, under a reference the body gives, so an operator can find it.
 */
export function privateFailure(message: string): { error: ApiError; failure: Failure } {
  const reference = randomBytes(4).toString('hex');
  return {
    error: new ApiError(500, 'internal', `internal error (reference ${reference}): the server could not answer; its log has the details`),
    failure: { reference, detail: message.replace(/^internal error: /, '') },
  };
}

function failureResult(message: string): TaskResult {
  const { error, failure } = privateFailure(message);
  return { status: 500, json: JSON.stringify(error.toJSON()), failure };
}

export function errorResult(error: unknown): TaskResult {
  if (error instanceof ApiError && error.status >= 500 && error.code === 'internal') return failureResult(error.message);
  if (error instanceof ApiError) {
    // A 503 may say when to try again (the store's database restarting).
    const retry = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    return { status: error.status, json: JSON.stringify(error.toJSON()), ...(retry !== undefined ? { retryAfterSeconds: retry } : {}) };
  }
  // The CLI prints `internal error: …` for the same failure locally; the server logs it and says where.
  const message = error instanceof Error ? error.message : String(error);
  return failureResult(process.env.TNA_DEBUG && error instanceof Error && error.stack ? error.stack : message);
}
