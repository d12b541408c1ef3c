// The errors the library throws: one base class with the code and the message the command would
// print, and a class for each kind a program handles apart (bad input, not found, a provider).
import type { ErrorCode as TnaErrorCode } from '../core/errors.js';

export type { TnaErrorCode };

/** Every error the library throws on purpose; `message` is the one `tna` prints after `tna: `. */
export class TnaError extends Error {
  /** The kind of failure, as the HTTP API's `error.code` names it. */
  readonly code: TnaErrorCode;
  /** The option at fault, when one is (for example `maxNodes`, `contextSettings.mentionsProcessing`). */
  readonly field?: string;

  constructor(code: TnaErrorCode, message: string, options: { field?: string; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'TnaError';
    this.code = code;
    if (options.field !== undefined) this.field = options.field;
  }
}

/** Bad input: an option out of range, a text with nothing to analyze, a file that cannot be read, a configuration that does not parse. */
export class BadInputError extends TnaError {
  constructor(message: string, options: { field?: string; code?: TnaErrorCode; cause?: unknown } = {}) {
    super(options.code ?? 'bad_request', message, options);
    this.name = 'BadInputError';
  }
}

/** A saved graph (or another named thing) that is not there. */
export class NotFoundError extends TnaError {
  constructor(message: string, options: { field?: string; cause?: unknown } = {}) {
    super('not_found', message, options);
    this.name = 'NotFoundError';
  }
}

/** A language model, a web-search provider or a database that failed or refused, or answered what tna cannot use. */
export class ProviderError extends TnaError {
  constructor(message: string, options: { field?: string; code?: TnaErrorCode; cause?: unknown } = {}) {
    super(options.code ?? 'upstream_error', message, options);
    this.name = 'ProviderError';
  }
}
