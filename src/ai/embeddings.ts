// Embedding vectors from any OpenAI-compatible /v1/embeddings endpoint: batched within the provider's limits, retried, and kept on disk.
import { ApiError, badRequest } from '../core/errors.js';
import { modelConfigFromEnv, type ModelConfig } from './client.js';
import { EmbeddingCache, embeddingCacheOptionsFromEnv } from './embedding-cache.js';
import { formatSeconds, openAiClient, providerAddress, redactKey, type OpenAI, type OpenAiClient, type OpenAIModule } from './provider-config.js';
import { describeFailure, malformed, withRetries, type Failure } from './provider-failures.js';

/** What similarity code needs from an embeddings model; tests may supply their own. */
export interface EmbeddingModel {
  readonly model: string;
  /**
   * One vector per text, in the order given. Texts already in the cache are not sent, identical
   * texts are sent once (and share one array: treat the vectors as read-only), the rest go in
   * batches within MAX_BATCH_INPUTS and MAX_BATCH_CHARS, one after another, in order.
   */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
}

/**
 * Inputs per request. OpenAI takes up to 2048; servers that run the model themselves (Ollama,
 * text-embeddings-inference, llama.cpp) batch on the GPU and answer a smaller request sooner, and a
 * failed request then costs less to repeat.
 */
export const MAX_BATCH_INPUTS = 256;

/**
 * Characters per request, about. OpenAI refuses a request over 300,000 tokens in all; even text that
 * takes a token per character stays under that at 200,000 characters (English takes about 4 a token).
 * A single text longer than this still goes, alone: splitting it would change its meaning, and the
 * provider's own limit on one input (8,192 tokens at OpenAI) then gives a clear 400.
 */
export const MAX_BATCH_CHARS = 200_000;

/**
 * The embeddings model the environment configures, or undefined when TNA_EMBEDDING_MODEL is not set:
 * there is no default, because embedding sends the statements themselves to the provider. The key,
 * server, timeout and retries are the chat client's (OPENAI_API_KEY, OPENAI_BASE_URL, TNA_AI_TIMEOUT,
 * TNA_AI_RETRIES); the cache is embedding-cache.ts's, in options.cacheDir when given. As with
 * languageModelFromEnv, a bad setting fails only the requests that use the model.
 */
export function embeddingModelFromEnv(env: NodeJS.ProcessEnv, options: { cacheDir?: string } = {}): EmbeddingModel | undefined {
  const model = env.TNA_EMBEDDING_MODEL?.trim();
  if (!model) return undefined;
  try {
    const config = modelConfigFromEnv(env);
    if (!config) {
      throw badRequest(
        `TNA_EMBEDDING_MODEL is set to "${model}" but no provider is: set OPENAI_API_KEY to use OpenAI, or OPENAI_BASE_URL to use any OpenAI-compatible server`,
      );
    }
    const cache = embeddingCacheOptionsFromEnv(env);
    return new OpenAiCompatibleEmbeddings({ ...config, model }, new EmbeddingCache({ ...cache, dir: options.cacheDir ?? cache.dir }));
  } catch (error) {
    const fail = async (): Promise<never> => {
      throw error;
    };
    return { model, embed: fail };
  }
}

/** The cosine of the angle between two vectors of one model: 1 alike, 0 unrelated; 0 when either is all zeros. */
export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) throw new RangeError(`cosine of vectors of different lengths (${a.length} and ${b.length}): they come from different models`);
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    aa += a[i] * a[i];
    bb += b[i] * b[i];
  }
  return aa === 0 || bb === 0 ? 0 : dot / Math.sqrt(aa * bb);
}

/** The texts in order, cut into requests within both limits. */
export function batchesOf(texts: readonly string[]): string[][] {
  const batches: string[][] = [];
  let batch: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (batch.length > 0 && (batch.length >= MAX_BATCH_INPUTS || chars + text.length > MAX_BATCH_CHARS)) {
      batches.push(batch);
      batch = [];
      chars = 0;
    }
    batch.push(text);
    chars += text.length;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}


export class OpenAiCompatibleEmbeddings implements EmbeddingModel {
  private client?: Promise<OpenAiClient>;

  /** `config.model` is the embeddings model; without a cache every text is sent. */
  constructor(
    readonly config: ModelConfig,
    private readonly cache?: EmbeddingCache,
  ) {}

  get model(): string {
    return this.config.model;
  }

  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const unique = [...new Set(texts)];
    const kept = this.cache ? await this.cache.get(this.model, unique) : [];
    const vectors = new Map<string, Float32Array>();
    const missing: string[] = [];
    unique.forEach((text, i) => {
      const vector = kept[i];
      if (vector) vectors.set(text, vector);
      else missing.push(text);
    });
    if (missing.length > 0) {
      const { sdk, client } = await this.openai();
      for (const batch of batchesOf(missing)) {
        const result = await withRetries(sdk, this.config, () => this.once(sdk, client, batch));
        if ('failure' in result) throw embeddingError(result.failure, this.config, result.attempts);
        const fresh = result.value;
        batch.forEach((text, i) => vectors.set(text, fresh[i]));
        // Each batch is kept as it arrives, so a failure later in a long run does not waste it.
        await this.cache?.put(this.model, batch.map((text, i) => [text, fresh[i]] as const));
      }
    }
    return texts.map((text) => vectors.get(text)!);
  }

  private openai(): Promise<OpenAiClient> {
    return (this.client ??= openAiClient(this.config));
  }

  private async once(sdk: OpenAIModule, client: OpenAI, batch: string[]): Promise<Float32Array[]> {
    // The package's own timeout stops at the response headers; reading a large body needs a deadline too.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.config.timeoutMs);
    try {
      // 'float', not the package's default base64: every OpenAI-compatible server speaks the JSON numbers.
      const reply: unknown = await client.embeddings.create(
        { model: this.model, input: batch, encoding_format: 'float' },
        { signal: controller.signal, timeout: this.config.timeoutMs },
      );
      return vectorsOf(reply, batch.length);
    } catch (error) {
      if (timedOut) throw { kind: 'timeout' } satisfies Failure;
      throw describeFailure(sdk, error);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** The vectors of a reply, placed by each item's `index`; anything else is a malformed reply. */
function vectorsOf(reply: unknown, count: number): Float32Array[] {
  if (typeof reply !== 'object' || reply === null || Array.isArray(reply)) throw malformed('its body is not a JSON object');
  const data = (reply as { data?: unknown }).data;
  if (!Array.isArray(data)) throw malformed('it has no "data" list');
  if (data.length !== count) throw malformed(`it holds ${data.length} embeddings for ${count} inputs`);
  const vectors: Float32Array[] = new Array(count);
  let dims: number | undefined;
  for (const item of data as unknown[]) {
    const { index, embedding } = (typeof item === 'object' && item !== null ? item : {}) as { index?: unknown; embedding?: unknown };
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= count || vectors[index]) {
      throw malformed(`an item's "index" is missing, repeated or out of range (${JSON.stringify(index)})`);
    }
    if (!Array.isArray(embedding) || embedding.length === 0 || !embedding.every((x) => typeof x === 'number' && Number.isFinite(x))) {
      throw malformed(`the "embedding" of input ${index} is not a list of numbers`);
    }
    if (dims !== undefined && embedding.length !== dims) throw malformed('its embeddings differ in length');
    dims = embedding.length;
    vectors[index] = Float32Array.from(embedding as number[]);
  }
  return vectors;
}

/** The one clear ApiError a failure becomes, in the chat client's words and statuses, naming the embeddings model. */
function embeddingError(failure: Failure, config: ModelConfig, attempts: number): ApiError {
  const model = `"${config.model}"`;
  const upstream = (message: string, status = 502) => new ApiError(status, 'upstream_error', redactKey(message, config.apiKey));
  const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
  switch (failure.kind) {
    case 'timeout':
      return upstream(
        `The embeddings provider did not answer within ${formatSeconds(config.timeoutMs)} for the model ${model}: try again, or allow more time with TNA_AI_TIMEOUT (seconds)`,
        504,
      );
    case 'connection':
      return upstream(
        `Cannot reach the embeddings provider at ${providerAddress(config.baseURL)}${tries}${failure.detail ? ` (${failure.detail})` : ''}: check OPENAI_BASE_URL and that the server is running`,
      );
    case 'malformed':
      return upstream(
        `The embeddings provider at ${providerAddress(config.baseURL)} sent a reply for the model ${model} that is not a list of embeddings (${failure.detail}): check that OPENAI_BASE_URL points to an OpenAI-compatible /v1 endpoint and that TNA_EMBEDDING_MODEL is an embeddings model`,
      );
    case 'status': {
      const status = failure.status!;
      if (status === 401) return upstream(`The embeddings provider rejected the API key for the model ${model} (HTTP 401 Unauthorized): check OPENAI_API_KEY`);
      if (status === 403) return upstream(`The embeddings provider refused access (HTTP 403 Forbidden): the API key may not be allowed to use the model ${model}`);
      if (status === 404) return upstream(`The embeddings provider does not know the model ${model} (HTTP 404 Not Found): choose another with TNA_EMBEDDING_MODEL, or check OPENAI_BASE_URL`);
      if (status === 429) return upstream(`The embeddings provider is rate-limiting requests for the model ${model} (HTTP 429 Too Many Requests)${tries}: wait a moment and try again, or check the account's quota`);
      if (status >= 500) return upstream(`The embeddings provider failed on the model ${model} (HTTP ${status})${tries}: try again later`);
      return upstream(`The embeddings provider rejected the request for the model ${model} (HTTP ${status})${failure.detail ? `: ${failure.detail}` : ''}`);
    }
  }
}
