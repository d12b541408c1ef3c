// Defaults of `tna serve`'s limits, in a module of their own so the CLI can show them without loading the server.
export const DEFAULT_MAX_BODY = 1024 * 1024;
export const DEFAULT_ANONYMOUS_MAX_BODY = 64 * 1024;
/** Requests per minute per token. */
export const DEFAULT_RATE_LIMIT = 600;
export const DEFAULT_PORT = 8080;
