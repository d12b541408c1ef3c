// Provider failures: sorting what the openai package threw, deciding whether and when to retry, and the one clear ApiError each becomes.
import { formatSeconds, providerAddress, redactKey, type OpenAIModule } from './provider-config.js';
import { ApiError } from '../core/errors.js';
import { retryAfterMs, sleep } from '../core/retry-after.js';

// Moved to core so that every remote provider (the language model, web search) waits the same way.
export { retryAfterMs, sleep };

/** A failure the provider caused, before it became an ApiError. */
export interface Failure {
  kind: 'status' | 'timeout' | 'connection' | 'malformed';
  status?: number;
  headers?: Headers;
  detail?: string;
  /** The request field the provider's error blames (OpenAI's `error.param`), when it names one. */
  param?: string;
  /** Whether text already reached the caller, so a retry would repeat it. */
  streamed?: boolean;
}

/** The part of a model's configuration that decides retries (ModelConfig documents each field). */
export interface RetryPolicy {
  retries: number;
  retryBaseMs: number;
  maxRetryWaitMs: number;
}

/** What a failure's message names besides the failure itself. */
export interface FailureContext {
  model: string;
  timeoutMs: number;
  attempts: number;
  baseURL?: string;
  apiKey?: string;
}

export function malformed(detail: string): Failure {
  return { kind: 'malformed', detail };
}

export function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && 'kind' in value && !(value instanceof Error);
}

/** Sorts whatever the openai package (or fetch) threw into the four kinds of provider failure. */
export function describeFailure(sdk: OpenAIModule, error: unknown): Failure {
  if (isFailure(error)) return error;
  if (error instanceof sdk.APIConnectionTimeoutError) return { kind: 'timeout' };
  if (error instanceof sdk.APIConnectionError) {
    const cause = (error as { cause?: { code?: string; cause?: { code?: string } } }).cause;
    return { kind: 'connection', detail: cause?.code ?? cause?.cause?.code };
  }
  if (error instanceof sdk.APIError) {
    const body = error.error as { message?: unknown; param?: unknown } | string | undefined;
    // Some servers (LM Studio among them) send `{"error": "<message>"}` rather than an object.
    const text = typeof body === 'string' ? body : body?.message;
    const message = typeof text === 'string' ? text.slice(0, 200) : undefined;
    const param = typeof body === 'object' && typeof body?.param === 'string' ? body.param : undefined;
    if (typeof error.status === 'number') {
      return { kind: 'status', status: error.status, headers: error.headers, detail: message, ...(param ? { param } : {}) };
    }
    // An error object inside a stream.
    return malformed(message ? `it reported: ${message}` : 'it reported an error');
  }
  // JSON that does not parse, in a plain reply or inside a stream chunk.
  if (error instanceof SyntaxError) return malformed('its body is not valid JSON');
  if (error instanceof sdk.OpenAIError) return malformed(error.message.slice(0, 200));
  throw error;
}

/**
 * Whether a failure may be the provider refusing JSON mode (`response_format`): 'named' when a 400 or
 * 422 blames response_format or JSON, 'possible' for any other 400 (servers word this refusal every
 * way, or not at all), else undefined. Either is worth one retry without it; see OpenAiCompatibleModel.
 */
export function jsonModeRefusal(failure: Failure): 'named' | 'possible' | undefined {
  if (failure.kind !== 'status') return undefined;
  const named = /response[_ ]?format|json/i.test(`${failure.param ?? ''} ${failure.detail ?? ''}`);
  if (named && (failure.status === 400 || failure.status === 422)) return 'named';
  return failure.status === 400 ? 'possible' : undefined;
}

/** Milliseconds to wait before the next attempt, or undefined to give up. */
export function retryDelay(failure: Failure, attempt: number, policy: RetryPolicy): number | undefined {
  if (attempt >= policy.retries || failure.streamed) return undefined;
  const retryable = failure.kind === 'connection' || (failure.status !== undefined && (failure.status === 429 || failure.status >= 500));
  if (!retryable) return undefined;
  const asked = retryAfterMs(failure.headers);
  if (asked !== undefined) return asked <= policy.maxRetryWaitMs ? asked : undefined;
  const backoff = policy.retryBaseMs * 2 ** attempt;
  return Math.min(backoff * (1 - Math.random() * 0.25), policy.maxRetryWaitMs);
}

/** What an attempt gave, or the failure the last one ended with and how many were made. */
export type Attempted<T> = { value: T } | { failure: Failure; attempts: number };

/** `attempt`, made again after each failure that retryDelay allows, after the wait it says. */
export async function withRetries<T>(sdk: OpenAIModule, policy: RetryPolicy, attempt: () => Promise<T>): Promise<Attempted<T>> {
  for (let made = 0; ; made++) {
    try {
      return { value: await attempt() };
    } catch (error) {
      const failure = describeFailure(sdk, error);
      const wait = retryDelay(failure, made, policy);
      if (wait === undefined) return { failure, attempts: made + 1 };
      await sleep(wait);
    }
  }
}

/** The one clear ApiError a failure becomes, with the key redacted from every message. */
export function apiErrorFor(failure: Failure, context: FailureContext): ApiError {
  const { model, timeoutMs, attempts } = context;
  const upstream = (message: string, status = 502) => new ApiError(status, 'upstream_error', redactKey(message, context.apiKey));
  const where = () => providerAddress(context.baseURL);
  const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
  switch (failure.kind) {
    case 'timeout':
      return upstream(
        `The language-model provider did not answer within ${formatSeconds(timeoutMs)}${failure.streamed ? ' (the reply stopped midway)' : ''}: try again, or allow more time with TNA_AI_TIMEOUT (seconds)`,
        504,
      );
    case 'connection':
      return upstream(`Cannot reach the language-model provider at ${where()}${tries}${failure.detail ? ` (${failure.detail})` : ''}: check OPENAI_BASE_URL and that the server is running`);
    case 'malformed':
      return upstream(`The language-model provider at ${where()} sent a reply that is not a chat completion (${failure.detail}): check that OPENAI_BASE_URL points to an OpenAI-compatible /v1 endpoint`);
    case 'status': {
      const status = failure.status!;
      if (status === 401) return upstream('The language-model provider rejected the API key (HTTP 401 Unauthorized): check OPENAI_API_KEY');
      if (status === 403) return upstream(`The language-model provider refused access (HTTP 403 Forbidden): the API key may not be allowed to use the model "${model}"`);
      if (status === 404) return upstream(`The language-model provider does not know the model "${model}" (HTTP 404 Not Found): choose another with --model, modelToUse or TNA_MODEL, or check OPENAI_BASE_URL`);
      if (status === 429) return upstream(`The language-model provider is rate-limiting requests (HTTP 429 Too Many Requests)${tries}: wait a moment and try again, or check the account's quota`);
      if (status >= 500) return upstream(`The language-model provider failed (HTTP ${status})${tries}: try again later`);
      return upstream(`The language-model provider rejected the request (HTTP ${status})${failure.detail ? `: ${failure.detail}` : ''}`);
    }
  }
}
