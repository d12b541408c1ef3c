// The one error type every layer throws; front doors turn it into an exit code or an HTTP reply.

/**
 * Why a call failed, as the HTTP API's error codes name it: `bad_request` for bad input,
 * `not_found` for a saved graph that is not there, `upstream_error` and `rate_limited` for a
 * language model, a web-search provider or a database that failed, `internal` for a fault of
 * tna's own.
 */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'not_implemented'
  | 'upstream_error'
  | 'unavailable'
  | 'internal';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly field?: string;

  constructor(status: number, code: ErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }

  toJSON(): { error: { code: ErrorCode; message: string; field?: string } } {
    return { error: { code: this.code, message: this.message, ...(this.field ? { field: this.field } : {}) } };
  }
}

/** Bad input from the user: status 400, CLI exit code 2. */
export function badRequest(message: string, field?: string): ApiError {
  return new ApiError(400, 'bad_request', message, field);
}

export function notImplemented(what: string): ApiError {
  return new ApiError(501, 'not_implemented', `${what} is not implemented yet`);
}

/** Something we depend on (the store's database) is away for now: status 503, sent with Retry-After. */
export function unavailable(message: string, retryAfterSeconds: number): ApiError & { retryAfterSeconds: number } {
  return Object.assign(new ApiError(503, 'upstream_error', message), { retryAfterSeconds });
}
