// A real HTTP server on 127.0.0.1 that speaks OpenAI's chat-completions format (plain JSON and
// `stream: true` server-sent events), records every request, and fails on command.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { OpenAiCompatibleModel, type ModelConfig } from '../../src/ai/client.js';
import { LoopbackServer } from '../loopback-server.js';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The raw body as sent, for searching. */
  raw: string;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    response_format?: { type?: string };
  };
}

/** One scripted reply; the queue is used first, then `answer` for every further request. */
export type Reply =
  | { kind: 'ok'; text?: string; finishReason?: string }
  | { kind: 'status'; status: number; headers?: Record<string, string>; message?: string; code?: string | null; param?: string }
  | { kind: 'garbage'; contentType?: string }
  | { kind: 'stream-garbage' }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'stall-after-first-chunk' };

export const CREATED = 1_700_000_000;
export const TOTAL_TOKENS = 42;

export class FakeProvider extends LoopbackServer {
  readonly requests: RecordedRequest[] = [];
  private readonly queue: Reply[] = [];
  /** Text of a normal answer; by default it names the model and the number of messages. */
  answer: (request: RecordedRequest) => string = (r) => `Advice from ${r.body.model} on ${r.body.messages?.length ?? 0} messages.`;
  /** A reply chosen by what was sent (e.g. refuse `response_format`), before the queue; undefined goes on as usual. */
  rule?: (request: RecordedRequest) => Reply | undefined;

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  /** Replies to use, in order, for the next requests. */
  script(...replies: Reply[]): this {
    this.queue.push(...replies);
    return this;
  }

  reset(): void {
    this.requests.length = 0;
    this.queue.length = 0;
    this.rule = undefined;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: RecordedRequest['body'] = {};
    try {
      body = JSON.parse(raw);
    } catch {
      // Recorded as it came; a malformed request gets a 400 below.
    }
    const request: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, raw, body };
    this.requests.push(request);
    if (req.method !== 'POST' || !request.path.endsWith('/chat/completions')) return this.error(res, 404, 'Not found', 'not_found');
    if (!Array.isArray(body.messages)) return this.error(res, 400, "'messages' is a required property", 'invalid_request');

    const reply = this.rule?.(request) ?? this.queue.shift() ?? { kind: 'ok' };
    switch (reply.kind) {
      case 'status':
        return this.error(res, reply.status, reply.message ?? `status ${reply.status}`, reply.code === undefined ? 'error' : reply.code, reply.headers, reply.param);
      case 'garbage':
        res.writeHead(200, { 'content-type': reply.contentType ?? 'application/json' });
        return void res.end('this is {not json');
      case 'stream-garbage':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        return void res.end('data: {"id": broken\n\n');
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        if (res.destroyed) return;
        return this.ok(res, request, this.answer(request), 'stop');
      case 'stall-after-first-chunk':
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: ${JSON.stringify(chunk(request, { content: 'Partial' }, null))}\n\n`);
        return; // never ends; stop() destroys it
      case 'ok':
        return this.ok(res, request, reply.text ?? this.answer(request), reply.finishReason ?? 'stop');
    }
  }

  private ok(res: ServerResponse, request: RecordedRequest, text: string, finishReason: string): void {
    if (!request.body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: CREATED,
          model: request.body.model,
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: finishReason, logprobs: null }],
          usage: { prompt_tokens: TOTAL_TOKENS - 2, completion_tokens: 2, total_tokens: TOTAL_TOKENS },
        }),
      );
      return;
    }
    // As OpenAI documents it: a role chunk, content deltas, a finish chunk, a usage chunk, [DONE].
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    send(chunk(request, { role: 'assistant', content: '' }, null));
    for (const piece of text.match(/\S+\s*|\s+/g) ?? []) send(chunk(request, { content: piece }, null));
    send(chunk(request, {}, finishReason));
    if (request.body.stream_options?.include_usage) {
      send({ ...chunk(request, {}, null), choices: [], usage: { prompt_tokens: TOTAL_TOKENS - 2, completion_tokens: 2, total_tokens: TOTAL_TOKENS } });
    }
    res.end('data: [DONE]\n\n');
  }

  private error(res: ServerResponse, status: number, message: string, code: string | null, headers: Record<string, string> = {}, param: string | null = null): void {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify({ error: { message, type: 'invalid_request_error', param, code } }));
  }
}

function chunk(request: RecordedRequest, delta: Record<string, unknown>, finishReason: string | null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: CREATED,
    model: request.body.model,
    choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
  };
}

export async function startFakeProvider(): Promise<FakeProvider> {
  return new FakeProvider().start();
}

/** A real client pointed at `provider`: no retries, short waits, so failures show at once. */
export function modelFor(provider: FakeProvider, overrides: Partial<ModelConfig> = {}): OpenAiCompatibleModel {
  return new OpenAiCompatibleModel({
    apiKey: 'sk-test',
    baseURL: provider.baseURL,
    model: 'test-model',
    timeoutMs: 3000,
    retries: 0,
    retryBaseMs: 1,
    maxRetryWaitMs: 1000,
    ...overrides,
  });
}
