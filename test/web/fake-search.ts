// A real HTTP server on 127.0.0.1 that answers web-search requests as a test scripts it, and records every request it gets.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import assert from 'node:assert/strict';
import { ApiError } from '../../src/core/errors.js';
import { LoopbackServer } from '../loopback-server.js';

export interface Recorded {
  method: string;
  path: string;
  params: URLSearchParams;
  headers: IncomingMessage['headers'];
}

/** One reply: JSON `body` (or `raw` text) with a status and headers, or no reply at all (`hang`). */
export interface Answer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  raw?: string;
  hang?: boolean;
}

export class FakeSearch extends LoopbackServer {
  readonly requests: Recorded[] = [];
  /** Replies for the next requests, in order; then `answer` for the rest. */
  private readonly queue: Answer[] = [];
  answer: (request: Recorded) => Answer | Promise<Answer> = () => ({ status: 404, body: { error: 'not scripted' } });

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  script(...answers: Answer[]): this {
    this.queue.push(...answers);
    return this;
  }

  reset(): void {
    this.requests.length = 0;
    this.queue.length = 0;
    this.answer = () => ({ status: 404, body: { error: 'not scripted' } });
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const request: Recorded = { method: req.method ?? '', path: url.pathname, params: url.searchParams, headers: req.headers };
    this.requests.push(request);
    const answer = this.queue.shift() ?? (await this.answer(request));
    if (answer.hang) return; // stop() destroys it
    const raw = answer.raw ?? JSON.stringify(answer.body ?? {});
    const type = answer.raw === undefined ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
    res.writeHead(answer.status ?? 200, { 'content-type': type, ...answer.headers });
    res.end(raw);
  }
}

export async function startFakeSearch(): Promise<FakeSearch> {
  return new FakeSearch().start();
}

/** The ApiError a promise rejects with, checked to show none of `secrets`; fails the test when it resolves or throws something else. */
export async function failure(promise: Promise<unknown>, ...secrets: string[]): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    for (const secret of secrets) assert.ok(!error.message.includes(secret), `a secret in: ${error.message}`);
    return error;
  }
  throw new Error('expected a failure');
}

/** An address where nothing listens: a server's port after it closed. */
export async function closedAddress(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
