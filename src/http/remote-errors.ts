// Failures of a remote call turned into one clear ApiError each: the server's own error, or what went wrong on the way.
import { ApiError, type ErrorCode } from '../core/errors.js';
import type { HttpReply } from './http-post.js';

const TOKEN_HELP = 'set it with --token or the TNA_TOKEN environment variable';

/** The `{ error: { code, message, field } }` body our server (and the spec's errors) send, if the reply holds one. */
export function errorBodyOf(reply: HttpReply): { code?: string; message: string; field?: string } | undefined {
  try {
    const parsed = JSON.parse(reply.body) as { error?: unknown };
    const error = parsed?.error;
    if (typeof error === 'string') return { message: error };
    if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
      const { code, message, field } = error as { code?: unknown; message: string; field?: unknown };
      return { code: typeof code === 'string' ? code : undefined, message, field: typeof field === 'string' ? field : undefined };
    }
  } catch {
    // not JSON: the caller describes the reply instead
  }
  return undefined;
}

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  501: 'not_implemented',
};

function codeOf(status: number, given?: string): ErrorCode {
  if (given && (Object.values(CODE_OF_STATUS) as string[]).concat(['upstream_error', 'internal']).includes(given)) return given as ErrorCode;
  return CODE_OF_STATUS[status] ?? (status >= 500 ? 'upstream_error' : 'bad_request');
}

/** Seconds the server asked us to wait (Retry-After as seconds or as an HTTP date), if it said. */
export function retryAfterMs(reply: HttpReply, now = Date.now()): number | undefined {
  const value = reply.headers['retry-after'];
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function waitHint(reply: HttpReply): string {
  const ms = retryAfterMs(reply);
  return ms === undefined ? 'try again later' : `try again in ${formatWait(ms)}`;
}

function formatWait(ms: number): string {
  const s = Math.ceil(ms / 1000);
  if (s < 120) return `${s} s`;
  if (s < 7200) return `${Math.ceil(s / 60)} min`;
  return `${Math.ceil(s / 3600)} h`;
}

/**
 * The error a non-2xx reply stands for. Errors our server explains (bad input, 404 of a saved
 * graph, 501) pass through unchanged, so the CLI prints the same line and exit code as locally;
 * the others get a line that says what to do.
 */
export function replyError(reply: HttpReply, where: string, endpointUrl: string, sentToken: boolean): ApiError {
  const { status } = reply;
  const given = errorBodyOf(reply);
  const code = codeOf(status, given?.code);
  const said = given?.message;
  switch (status) {
    case 401:
      return new ApiError(
        401,
        code,
        sentToken
          ? `the server at ${where} rejected the token (401${said ? `: ${said}` : ''}); check --token or TNA_TOKEN`
          : `the server at ${where} needs a token (401${said ? `: ${said}` : ''}); ${TOKEN_HELP}`,
      );
    case 403:
      return new ApiError(403, code, `the server at ${where} does not allow this for the token's user (403${said ? `: ${said}` : ''})`);
    case 413:
      return new ApiError(413, code, said ?? `the request is too large for the server at ${where} (413): send less text`);
    case 429:
      return new ApiError(429, code, `the server at ${where} is limiting requests (429${said ? `: ${said}` : ''}); ${waitHint(reply)}`);
  }
  if (given) return new ApiError(status, code, said as string, given.field);
  if (status === 404) return new ApiError(404, code, `${endpointUrl} was not found (404): is --remote the base URL of a tna server?`);
  const what = `${status}${reply.statusText ? ` ${reply.statusText}` : ''}`;
  if (status >= 500) return new ApiError(status, code, `the server at ${where} failed (${what})`);
  return new ApiError(status, code, `the server at ${where} refused the request (${what})`);
}

/** A 2xx reply whose body is not JSON: most likely --remote points at something that is not the API. */
export function notJsonError(reply: HttpReply, where: string): ApiError {
  const type = reply.headers['content-type'] ?? 'no content type';
  return new ApiError(
    502,
    'upstream_error',
    `the server at ${where} replied with something that is not JSON (${reply.status}, ${type}): is --remote the base URL of a tna server?`,
  );
}

/** A failure before any reply: no connection, no such host, or no answer in time. */
export function transportError(error: unknown, where: string, timeoutSeconds: number): ApiError {
  const err = error as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
  const code = err?.code ?? err?.cause?.code;
  if (err?.name === 'TimeoutError') {
    return new ApiError(504, 'upstream_error', `no reply from ${where} within ${timeoutSeconds} s: the server may be busy; raise --timeout or try again`);
  }
  switch (code) {
    case 'ECONNREFUSED':
      return new ApiError(503, 'upstream_error', `cannot connect to ${where} (connection refused): is the server running, and is --remote right?`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
    case 'EAI_FAIL':
      return new ApiError(503, 'upstream_error', `cannot find the host of ${where} (DNS lookup failed): check --remote`);
    case 'ECONNRESET':
    case 'EPIPE':
    case 'ECONNABORTED':
      return new ApiError(502, 'upstream_error', `the connection to ${where} was closed before a reply came`);
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return new ApiError(503, 'upstream_error', `cannot reach ${where} (${code}): check --remote and the network`);
    case 'CERT_HAS_EXPIRED':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
      return new ApiError(502, 'upstream_error', `the TLS certificate of ${where} is not trusted (${code})`);
  }
  const message = err instanceof Error ? err.message : String(error);
  return new ApiError(502, 'upstream_error', `the request to ${where} failed: ${message}${code && !message.includes(code) ? ` (${code})` : ''}`);
}
