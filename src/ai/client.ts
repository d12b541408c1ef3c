// The language-model client: chat completions from any OpenAI-compatible server, with a timeout and retries.
import { badRequest } from '../core/errors.js';
import { chunkOf, completionOf, type Completion } from './completion-reply.js';
import { apiErrorFor, describeFailure, jsonModeRefusal, malformed, withRetries, type Failure } from './provider-failures.js';
import { openAiClient, type OpenAI, type OpenAiClient, type OpenAIModule } from './provider-config.js';

// The reply's shape lives with its parser; callers keep importing it from here.
export type { Completion };

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
  /**
   * Asks for JSON mode (`response_format: { type: 'json_object' }`). A hint, not a promise: a
   * provider that refuses it gets the request again without it, so the reply may still be prose.
   */
  responseFormat?: 'json_object';
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

export class OpenAiCompatibleModel implements LanguageModel {
  private client?: Promise<OpenAiClient>;
  /** Set once this provider refused JSON mode: later requests leave `response_format` out. */
  private jsonModeRefused = false;

  constructor(readonly config: ModelConfig) {}

  get defaultModel(): string {
    return this.config.model;
  }

  get timeoutMs(): number {
    return this.config.timeoutMs;
  }

  private openai(): Promise<OpenAiClient> {
    return (this.client ??= openAiClient(this.config));
  }

  /**
   * One completion, with our retries. JSON mode falls back here rather than in its callers: only the
   * client sees the provider's status and error body before they become the user's ApiError, and
   * the memory of a refusal belongs to this model object, i.e. to one server. A refused
   * `response_format` gets ONE retry without it; the refusal is remembered when that retry works
   * or the error named response_format, so a 400 about something else does not turn JSON mode off.
   */
  async complete(request: CompletionRequest): Promise<Completion> {
    const model = request.model || this.config.model;
    const timeoutMs = request.timeoutMs ?? this.config.timeoutMs;
    const { sdk, client } = await this.openai();
    const fail = (outcome: { failure: Failure; attempts: number }) =>
      apiErrorFor(outcome.failure, { model, timeoutMs, attempts: outcome.attempts, baseURL: this.config.baseURL, apiKey: this.config.apiKey });
    const plain = { ...request, responseFormat: undefined };
    const jsonMode = request.responseFormat !== undefined && !this.jsonModeRefused;
    const attempt = (r: CompletionRequest) => withRetries(sdk, this.config, () => this.once(sdk, client, r, model, timeoutMs));
    const first = await attempt(jsonMode ? request : plain);
    if ('value' in first) return first.value;
    const refusal = jsonMode ? jsonModeRefusal(first.failure) : undefined;
    if (!refusal) throw fail(first);
    const second = await attempt(plain);
    if ('value' in second || refusal === 'named') this.jsonModeRefused = true;
    if ('value' in second) return second.value;
    throw fail(second);
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
      // Only when asked: advice requests go out exactly as they always have.
      const format = request.responseFormat ? { response_format: { type: request.responseFormat } } : {};
      if (!request.onToken) {
        const reply: unknown = await client.chat.completions.create({ model, messages, ...format }, { signal: controller.signal, timeout: timeoutMs });
        return completionOf(reply);
      }
      const stream = await client.chat.completions.create(
        { model, messages, ...format, stream: true, stream_options: { include_usage: true } },
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
}
