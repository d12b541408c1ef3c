// The language-model client: chat completions from any OpenAI-compatible server, with a timeout,
// retries that honour Retry-After, and provider failures turned into one clear ApiError each.
import { ApiError, badRequest } from '../core/errors.js';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionRequest {
  messages: readonly ChatMessage[];
  /** Overrides the model's default (modelToUse, --model). */
  model?: string;
  /** Streams the reply: called with each piece of text as it arrives. */
  onToken?: (text: string) => void;
  /** Overrides the configured timeout, e.g. shorter for topic names. */
  timeoutMs?: number;
}

export interface Completion {
  text: string;
  finishReason: string;
  /** Total tokens as the provider reports them; 0 when it does not. */
  totalTokens: number;
  /** The provider's `created` (Unix seconds), when it sent one. */
  created?: number;
}

/** What the advice and topic-naming code needs from a language model; tests may supply their own. */
export interface LanguageModel {
  readonly defaultModel: string;
  /** Milliseconds a request may take before it counts as timed out. */
  readonly timeoutMs: number;
  complete(request: CompletionRequest): Promise<Completion>;
}

export interface ModelConfig {
  apiKey?: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
  /** Retries after the first attempt, on 429, 5xx and failed connections. */
  retries: number;
  /** First backoff delay; doubles with each retry (with jitter) unless the server says Retry-After. */
  retryBaseMs: number;
  /** A Retry-After longer than this fails at once instead of keeping the user waiting. */
  maxRetryWaitMs: number;
}

export const DEFAULT_MODEL = 'gpt-4o-mini';
export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_RETRIES = 2;
export const DEFAULT_RETRY_BASE_MS = 500;
export const MAX_RETRY_WAIT_MS = 30_000;

export const NO_MODEL_HELP =
  'set OPENAI_API_KEY to use OpenAI, or OPENAI_BASE_URL to use any OpenAI-compatible server ' +
  '(for example OPENAI_BASE_URL=http://localhost:11434/v1 for Ollama), and optionally TNA_MODEL';

/** The configuration the environment describes, or undefined when neither a key nor a server is set. */
export function modelConfigFromEnv(env: NodeJS.ProcessEnv): ModelConfig | undefined {
  const apiKey = env.OPENAI_API_KEY?.trim() || undefined;
  const baseURL = env.OPENAI_BASE_URL?.trim() || undefined;
  if (!apiKey && !baseURL) return undefined;
  return {
    apiKey,
    baseURL,
    model: env.TNA_MODEL?.trim() || DEFAULT_MODEL,
    timeoutMs: seconds(env.TNA_AI_TIMEOUT, 'TNA_AI_TIMEOUT', DEFAULT_TIMEOUT_MS),
    retries: count(env.TNA_AI_RETRIES, 'TNA_AI_RETRIES', DEFAULT_RETRIES),
    retryBaseMs: DEFAULT_RETRY_BASE_MS,
    maxRetryWaitMs: MAX_RETRY_WAIT_MS,
  };
}

/**
 * The model the environment configures, or undefined. A bad TNA_AI_* value fails only the
 * requests that use the model, so that `tna graph` keeps working.
 */
export function languageModelFromEnv(env: NodeJS.ProcessEnv): LanguageModel | undefined {
  try {
    const config = modelConfigFromEnv(env);
    return config && new OpenAiCompatibleModel(config);
  } catch (error) {
    const fail = async (): Promise<never> => {
      throw error;
    };
    return { defaultModel: env.TNA_MODEL?.trim() || DEFAULT_MODEL, timeoutMs: DEFAULT_TIMEOUT_MS, complete: fail };
  }
}

function seconds(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw badRequest(`${name} must be a number of seconds above 0, e.g. 60 (it is "${value}")`);
  return Math.round(n * 1000);
}

function count(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10) throw badRequest(`${name} must be a whole number from 0 to 10 (it is "${value}")`);
  return n;
}

/** A failure the provider caused, before it became an ApiError. */
interface Failure {
  kind: 'status' | 'timeout' | 'connection' | 'malformed';
  status?: number;
  headers?: Headers;
  detail?: string;
  /** Whether text already reached the caller, so a retry would repeat it. */
  streamed?: boolean;
}

type OpenAIModule = typeof import('openai');
type OpenAI = import('openai').OpenAI;

export class OpenAiCompatibleModel implements LanguageModel {
  private client?: Promise<{ sdk: OpenAIModule; client: OpenAI }>;

  constructor(readonly config: ModelConfig) {}

  get defaultModel(): string {
    return this.config.model;
  }

  get timeoutMs(): number {
    return this.config.timeoutMs;
  }

  /** The openai package is evaluated at the first request only. */
  private openai(): Promise<{ sdk: OpenAIModule; client: OpenAI }> {
    this.client ??= import('openai').then((sdk) => ({
      sdk,
      client: new sdk.OpenAI({
        // A local server needs no key, but the package insists on one.
        apiKey: this.config.apiKey ?? 'no-key',
        // null, not undefined: the package would read OPENAI_BASE_URL from process.env itself.
        baseURL: this.config.baseURL ?? null,
        // Retries are ours: they honour Retry-After with a cap and back off from a configurable base.
        maxRetries: 0,
        timeout: this.config.timeoutMs,
        logLevel: 'off',
      }),
    }));
    return this.client;
  }

  async complete(request: CompletionRequest): Promise<Completion> {
    const model = request.model || this.config.model;
    const timeoutMs = request.timeoutMs ?? this.config.timeoutMs;
    const { sdk, client } = await this.openai();
    let attempt = 0;
    for (;;) {
      try {
        return await this.once(sdk, client, request, model, timeoutMs);
      } catch (error) {
        const failure = describeFailure(sdk, error);
        const wait = this.retryDelay(failure, attempt);
        if (wait === undefined) throw this.toApiError(failure, model, timeoutMs, attempt + 1);
        await sleep(wait);
        attempt++;
      }
    }
  }

  /** Milliseconds to wait before the next attempt, or undefined to give up. */
  private retryDelay(failure: Failure, attempt: number): number | undefined {
    if (attempt >= this.config.retries || failure.streamed) return undefined;
    const retryable = failure.kind === 'connection' || (failure.status !== undefined && (failure.status === 429 || failure.status >= 500));
    if (!retryable) return undefined;
    const asked = retryAfterMs(failure.headers);
    if (asked !== undefined) return asked <= this.config.maxRetryWaitMs ? asked : undefined;
    const backoff = this.config.retryBaseMs * 2 ** attempt;
    return Math.min(backoff * (1 - Math.random() * 0.25), this.config.maxRetryWaitMs);
  }

  private async once(sdk: OpenAIModule, client: OpenAI, request: CompletionRequest, model: string, timeoutMs: number): Promise<Completion> {
    // The package's own timeout stops at the response headers; a stream needs a deadline of its own.
    const controller = new AbortController();
    let timedOut = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
    };
    arm();
    let streamed = false;
    try {
      const messages = request.messages.map((m) => ({ role: m.role, content: m.content }));
      if (!request.onToken) {
        const reply: unknown = await client.chat.completions.create({ model, messages }, { signal: controller.signal, timeout: timeoutMs });
        return completionOf(reply);
      }
      const stream = await client.chat.completions.create(
        { model, messages, stream: true, stream_options: { include_usage: true } },
        { signal: controller.signal, timeout: timeoutMs },
      );
      let text = '';
      let finishReason: string | undefined;
      let totalTokens = 0;
      let created: number | undefined;
      let chunks = 0;
      for await (const chunk of stream as AsyncIterable<unknown>) {
        // A stream stays alive as long as pieces keep coming.
        arm();
        const piece = chunkOf(chunk);
        chunks++;
        created ??= piece.created;
        if (piece.totalTokens !== undefined) totalTokens = piece.totalTokens;
        if (piece.finishReason) finishReason = piece.finishReason;
        if (piece.text) {
          streamed = true;
          text += piece.text;
          request.onToken(piece.text);
        }
      }
      // The package ends a stream quietly when it is aborted, so a timeout shows only here.
      if (timedOut) throw { kind: 'timeout', streamed } satisfies Failure;
      if (chunks === 0) throw malformed('the stream ended without a single chunk');
      return { text, finishReason: finishReason ?? 'unknown', totalTokens, created };
    } catch (error) {
      if (timedOut) throw { kind: 'timeout', streamed } satisfies Failure;
      const failure = describeFailure(sdk, error);
      throw { ...failure, streamed: failure.streamed || streamed } satisfies Failure;
    } finally {
      clearTimeout(timer);
    }
  }

  private toApiError(failure: Failure, model: string, timeoutMs: number, attempts: number): ApiError {
    const upstream = (message: string, status = 502) => new ApiError(status, 'upstream_error', this.redact(message));
    const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
    switch (failure.kind) {
      case 'timeout':
        return upstream(
          `The language-model provider did not answer within ${formatSeconds(timeoutMs)}${failure.streamed ? ' (the reply stopped midway)' : ''}: try again, or allow more time with TNA_AI_TIMEOUT (seconds)`,
          504,
        );
      case 'connection':
        return upstream(`Cannot reach the language-model provider at ${this.where()}${tries}${failure.detail ? ` (${failure.detail})` : ''}: check OPENAI_BASE_URL and that the server is running`);
      case 'malformed':
        return upstream(`The language-model provider at ${this.where()} sent a reply that is not a chat completion (${failure.detail}): check that OPENAI_BASE_URL points to an OpenAI-compatible /v1 endpoint`);
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

  /** The server's address without any credentials written into it. */
  private where(): string {
    const raw = this.config.baseURL ?? 'https://api.openai.com/v1';
    try {
      const url = new URL(raw);
      url.username = '';
      url.password = '';
      url.search = '';
      return url.toString().replace(/\/$/, '');
    } catch {
      return 'OPENAI_BASE_URL';
    }
  }

  /** Provider messages sometimes quote the key; it must never reach a terminal or a log. */
  private redact(message: string): string {
    let out = message.replace(/\b(sk|key|pk)-[A-Za-z0-9_*\-]{6,}/g, '[redacted]');
    if (this.config.apiKey && this.config.apiKey.length >= 4) out = out.split(this.config.apiKey).join('[redacted]');
    return out;
  }
}

function malformed(detail: string): Failure {
  return { kind: 'malformed', detail };
}

function isFailure(value: unknown): value is Failure {
  return typeof value === 'object' && value !== null && 'kind' in value && !(value instanceof Error);
}

/** Sorts whatever the openai package (or fetch) threw into the four kinds of provider failure. */
function describeFailure(sdk: OpenAIModule, error: unknown): Failure {
  if (isFailure(error)) return error;
  if (error instanceof sdk.APIConnectionTimeoutError) return { kind: 'timeout' };
  if (error instanceof sdk.APIConnectionError) {
    const cause = (error as { cause?: { code?: string; cause?: { code?: string } } }).cause;
    return { kind: 'connection', detail: cause?.code ?? cause?.cause?.code };
  }
  if (error instanceof sdk.APIError) {
    const body = error.error as { message?: unknown } | undefined;
    const message = typeof body?.message === 'string' ? body.message.slice(0, 200) : undefined;
    if (typeof error.status === 'number') return { kind: 'status', status: error.status, headers: error.headers, detail: message };
    // An error object inside a stream.
    return malformed(message ? `it reported: ${message}` : 'it reported an error');
  }
  // JSON that does not parse, in a plain reply or inside a stream chunk.
  if (error instanceof SyntaxError) return malformed('its body is not valid JSON');
  if (error instanceof sdk.OpenAIError) return malformed(error.message.slice(0, 200));
  throw error;
}

/** Retry-After as milliseconds (the header may be seconds or an HTTP date), or retry-after-ms. */
function retryAfterMs(headers: Headers | undefined): number | undefined {
  if (!headers) return undefined;
  const ms = Number(headers.get('retry-after-ms') ?? NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const secs = Number(value);
  if (Number.isFinite(secs) && secs >= 0) return secs * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

function completionOf(reply: unknown): Completion {
  if (typeof reply !== 'object' || reply === null) throw malformed('its body is not a JSON object');
  const r = reply as { choices?: unknown; usage?: { total_tokens?: unknown }; created?: unknown };
  if (!Array.isArray(r.choices) || r.choices.length === 0) throw malformed('it has no choices');
  const choice = r.choices[0] as { message?: { content?: unknown }; finish_reason?: unknown };
  const content = choice?.message?.content;
  if (typeof choice?.message !== 'object' || (content !== null && content !== undefined && typeof content !== 'string')) {
    throw malformed('its first choice has no message text');
  }
  return {
    text: typeof content === 'string' ? content : '',
    finishReason: typeof choice.finish_reason === 'string' ? choice.finish_reason : 'unknown',
    totalTokens: typeof r.usage?.total_tokens === 'number' ? r.usage.total_tokens : 0,
    created: typeof r.created === 'number' ? r.created : undefined,
  };
}

function chunkOf(chunk: unknown): { text?: string; finishReason?: string; totalTokens?: number; created?: number } {
  if (typeof chunk !== 'object' || chunk === null) throw malformed('a stream chunk is not a JSON object');
  const c = chunk as { choices?: unknown; usage?: { total_tokens?: unknown } | null; created?: unknown };
  if (c.choices !== undefined && !Array.isArray(c.choices)) throw malformed('a stream chunk has no choices list');
  const choice = (c.choices as Array<{ delta?: { content?: unknown }; finish_reason?: unknown }> | undefined)?.[0];
  const text = choice?.delta?.content;
  return {
    text: typeof text === 'string' ? text : undefined,
    finishReason: typeof choice?.finish_reason === 'string' ? choice.finish_reason : undefined,
    totalTokens: typeof c.usage?.total_tokens === 'number' ? c.usage.total_tokens : undefined,
    created: typeof c.created === 'number' ? c.created : undefined,
  };
}

function formatSeconds(ms: number): string {
  return `${Math.round(ms / 10) / 100} s`;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
