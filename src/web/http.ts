// One GET to a web-search provider: a timeout, retries on rate limits and server errors, and one clear ApiError for each way it can fail.
import { ApiError, badRequest } from '../core/errors.js';
import { retryAfterMs, sleep } from '../core/retry-after.js';

/** How patient calls to a provider are; TNA_SEARCH_TIMEOUT and TNA_SEARCH_RETRIES set the first two. */
export interface HttpSettings {
  timeoutMs: number;
  /** Further attempts after a 429 or a 5xx (not after a timeout or a refused connection, which repeat). */
  retries: number;
  /** The longest Retry-After honoured; a server asking for more is not retried. */
  maxRetryWaitMs: number;
  /** The wait before retry n is this times 2^n when the server names none. */
  retryBaseMs: number;
}

export const DEFAULT_HTTP: HttpSettings = { timeoutMs: 20_000, retries: 2, maxRetryWaitMs: 30_000, retryBaseMs: 1_000 };

export function httpSettingsFromEnv(env: NodeJS.ProcessEnv): HttpSettings {
  const settings = { ...DEFAULT_HTTP };
  const timeout = env.TNA_SEARCH_TIMEOUT?.trim();
  if (timeout) {
    const secs = Number(timeout);
    if (!Number.isFinite(secs) || secs <= 0) throw badRequest(`TNA_SEARCH_TIMEOUT must be a number of seconds above 0, not ${JSON.stringify(timeout)}`);
    settings.timeoutMs = secs * 1000;
  }
  const retries = env.TNA_SEARCH_RETRIES?.trim();
  if (retries) {
    const n = Number(retries);
    if (!Number.isInteger(n) || n < 0) throw badRequest(`TNA_SEARCH_RETRIES must be a whole number (0 or more), not ${JSON.stringify(retries)}`);
    settings.retries = n;
  }
  return settings;
}

/** What a provider's own error body says, read by its adapter. */
export interface ErrorReading {
  /** The provider's message, shown after the status. */
  detail?: string;
  /** The body says the key is wrong although the status is not 401 (Brave answers a bad key with 422). */
  keyRejected?: boolean;
  /** The account is out of searches: retrying cannot help. */
  quota?: boolean;
  /** Not a failure after all (SerpAPI's "no results" error): the body is the answer. */
  answer?: boolean;
  /** A whole message that says better than the generic one what to do (SearXNG's JSON format). */
  message?: string;
}

/** A provider as failures name it. */
export interface Endpoint {
  /** With its article, as in "the SerpAPI", "the SearXNG instance". */
  label: string;
  /** The variable with the key, named when the key is rejected; none for keyless providers. */
  keyEnv?: string;
  /** The variable with the address, named when it cannot be reached. */
  urlEnv: string;
  /** Values no message may show (the key, a password); messages also never show a query string. */
  secrets: string[];
  readError(status: number, body: unknown, text: string): ErrorReading;
}

type Failure =
  | { kind: 'status'; status: number; reading: ErrorReading; headers: Headers; waitMs?: number }
  | { kind: 'timeout' }
  | { kind: 'connection'; detail?: string }
  | { kind: 'malformed'; detail: string };

/** GETs url and answers its JSON body; any failure, after the retries it deserves, is thrown as an ApiError. */
export async function getJson(endpoint: Endpoint, url: URL, headers: Record<string, string>, settings: HttpSettings): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    const outcome = await attemptOnce(endpoint, url, headers, settings);
    if (outcome.ok) return outcome.body;
    const wait = retryWait(outcome.failure, attempt, settings);
    if (wait === undefined) throw failureError(endpoint, url, outcome.failure, attempt + 1, settings);
    await sleep(wait);
  }
}

async function attemptOnce(endpoint: Endpoint, url: URL, headers: Record<string, string>, settings: HttpSettings): Promise<{ ok: true; body: unknown } | { ok: false; failure: Failure }> {
  let response: Response;
  let text: string;
  try {
    // The signal also bounds reading the body, so a server that stalls midway times out too.
    response = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(settings.timeoutMs) });
    text = await response.text();
  } catch (error) {
    return { ok: false, failure: transportFailure(error) };
  }
  let body: unknown;
  let isJson = true;
  try {
    body = JSON.parse(text);
  } catch {
    isJson = false;
  }
  if (response.ok) return isJson ? { ok: true, body } : { ok: false, failure: { kind: 'malformed', detail: 'its body is not JSON' } };
  const reading = endpoint.readError(response.status, isJson ? body : undefined, text);
  if (reading.answer && isJson) return { ok: true, body };
  return { ok: false, failure: { kind: 'status', status: response.status, reading, headers: response.headers } };
}

function transportFailure(error: unknown): Failure {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'timeout' };
  // undici reports the socket's error as the cause, or as one of several (IPv4 and IPv6 both refused).
  const cause = (error as { cause?: { code?: string; errors?: Array<{ code?: string }>; message?: string } }).cause;
  const code = cause?.code ?? cause?.errors?.find((e) => e.code)?.code;
  return { kind: 'connection', detail: code ?? cause?.message ?? (error instanceof Error ? error.message : undefined) };
}

/** Milliseconds to wait before the next attempt, or undefined to give up. */
function retryWait(failure: Failure, attempt: number, settings: HttpSettings): number | undefined {
  if (failure.kind !== 'status' || attempt >= settings.retries) return undefined;
  const { status, reading } = failure;
  if (reading.quota || reading.keyRejected || !(status === 429 || status >= 500)) return undefined;
  const asked = retryAfterMs(failure.headers);
  if (asked !== undefined && asked > settings.maxRetryWaitMs) {
    failure.waitMs = asked;
    return undefined;
  }
  return asked ?? Math.min(settings.retryBaseMs * 2 ** attempt, settings.maxRetryWaitMs);
}

function failureError(endpoint: Endpoint, url: URL, failure: Failure, attempts: number, settings: HttpSettings): ApiError {
  const Label = capitalize(endpoint.label);
  const where = serverAddress(url);
  const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
  switch (failure.kind) {
    case 'timeout':
      return upstream(endpoint, `${Label} did not answer within ${formatSeconds(settings.timeoutMs)}: try again, or allow more time with TNA_SEARCH_TIMEOUT (seconds)`, 504);
    case 'connection':
      return upstream(endpoint, `Cannot reach ${endpoint.label} at ${where}${failure.detail ? ` (${failure.detail})` : ''}: check ${endpoint.urlEnv} and the network connection`);
    case 'malformed':
      return malformedReply(endpoint, url, failure.detail);
    case 'status':
      return statusError(endpoint, failure, where, tries);
  }
}

function statusError(endpoint: Endpoint, failure: Extract<Failure, { kind: 'status' }>, where: string, tries: string): ApiError {
  const { status, reading } = failure;
  const Label = capitalize(endpoint.label);
  const detail = reading.detail ? `: ${reading.detail}` : '';
  if (reading.message) return upstream(endpoint, reading.message);
  if (endpoint.keyEnv && (reading.keyRejected || status === 401 || status === 403)) {
    return upstream(endpoint, `${Label} rejected the API key (HTTP ${status}): check ${endpoint.keyEnv}`);
  }
  if (status === 429 && reading.quota) {
    return upstream(endpoint, `${Label} account is out of searches (HTTP 429${detail}): wait for the quota to renew or raise the plan; meanwhile --results-file and --queries-file work offline`);
  }
  if (status === 429) {
    const asked = failure.waitMs === undefined ? '' : ` and asks to wait ${formatSeconds(failure.waitMs)}`;
    return upstream(endpoint, `${Label} is rate-limiting requests (HTTP 429${detail})${tries}${asked}: wait a moment and try again, allow more retries with TNA_SEARCH_RETRIES, or check the plan's limits`);
  }
  // The request carries only the query, country and language, so a refusal is about one of those.
  if (status === 400 || status === 422) return redacted(endpoint, badRequest(`${Label} rejected the request (HTTP ${status}${detail}): check the query, country and language`));
  if (status === 404) return upstream(endpoint, `${Label} at ${where} has no such endpoint (HTTP 404${detail}): check ${endpoint.urlEnv}`);
  if (status >= 500) return upstream(endpoint, `${Label} failed (HTTP ${status}${detail})${tries}: try again later`);
  return upstream(endpoint, `${Label} answered HTTP ${status}${detail}`);
}

/** A reply that parsed but lacks what the adapter needs, named by what is missing. */
export function malformedReply(endpoint: Endpoint, url: URL, what: string): ApiError {
  return upstream(endpoint, `${capitalize(endpoint.label)} at ${serverAddress(url)} sent a reply that is not a search answer (${what}): check ${endpoint.urlEnv}`);
}

/** A provider's own error inside an otherwise successful reply. */
export function reportedError(endpoint: Endpoint, detail: string): ApiError {
  return upstream(endpoint, `${capitalize(endpoint.label)} reported an error: ${detail}`);
}

function upstream(endpoint: Endpoint, message: string, status = 502): ApiError {
  return new ApiError(status, 'upstream_error', redact(message, endpoint.secrets));
}

function redacted(endpoint: Endpoint, error: ApiError): ApiError {
  return new ApiError(error.status, error.code, redact(error.message, endpoint.secrets), error.field);
}

/** Providers echo parameters back in their messages; a key must never reach a terminal or a log. */
export function redact(message: string, secrets: string[]): string {
  let out = message;
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join('[redacted]');
  }
  return out;
}

/** The server's address without credentials, path details or the query string (where SerpAPI's key travels). */
export function serverAddress(url: URL): string {
  const copy = new URL(url.href);
  copy.username = '';
  copy.password = '';
  copy.search = '';
  copy.hash = '';
  return copy.origin + copy.pathname.replace(/\/[^/]*$/, '');
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatSeconds(ms: number): string {
  return `${Math.round(ms / 10) / 100} s`;
}

/** String or undefined: provider bodies are untrusted JSON. */
export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}
