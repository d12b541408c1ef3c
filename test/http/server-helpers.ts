// Shared by the server tests: a `tna serve` app on 127.0.0.1 with a random port, services that record their calls, and a request helper.
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { buildServer, type ServerOptions } from '../../src/http/server.js';
import { ENDPOINTS, type EndpointName, type Service } from '../../src/service/service.js';
import type { Services } from '../../src/http/task.js';
import { TokenTable } from '../../src/http/tokens.js';
import { inlineExecutor, type Executor } from '../../src/http/worker-pool.js';

export const TOKENS = { 'alice-secret-token': 'alice', 'bob-secret-token': 'bob' };

export interface RecordedCall {
  service: 'full' | 'keyless';
  endpoint: EndpointName;
  query: Record<string, string>;
  body: Record<string, unknown>;
}

/** Services that answer `{ endpoint, query, body }` and remember each call, so tests see what reached them. */
export function recordingServices(calls: RecordedCall[]): Services {
  const make = (which: RecordedCall['service']) =>
    Object.fromEntries(
      (Object.keys(ENDPOINTS) as EndpointName[]).map((endpoint) => [
        endpoint,
        async (query: Record<string, string>, body: Record<string, unknown>) => {
          calls.push({ service: which, endpoint, query, body });
          return { endpoint, query, body };
        },
      ]),
    ) as unknown as Service;
  return { full: make('full'), keyless: make('keyless') };
}

export interface TestServer {
  url: string;
  /** The log's JSON lines, as written. */
  logs: string[];
  close(): Promise<void>;
}

export async function startServer(options: Partial<ServerOptions> & { services?: Services; executor?: Executor } = {}): Promise<TestServer> {
  const logs: string[] = [];
  const executor = options.executor ?? inlineExecutor(options.services ?? recordingServices([]));
  // The server's own logger, its JSON lines kept here.
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(line) });
  const app = buildServer({ tokens: new TokenTable(TOKENS), logger, ...options, executor });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    logs,
    close: async () => {
      await app.close();
      await executor.close();
    },
  };
}

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  contentType?: string | null;
  headers?: Record<string, string>;
}

export async function request(url: string, options: RequestOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.contentType !== null) headers['content-type'] = options.contentType ?? 'application/json';
  const method = options.method ?? 'POST';
  const body =
    method === 'GET' || method === 'HEAD' ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body ?? {});
  const response = await fetch(url, { method, headers, body });
  const text = await response.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** Every error body has this shape, whatever went wrong. */
export function isErrorBody(json: any): boolean {
  return (
    json !== null &&
    typeof json === 'object' &&
    Object.keys(json).join() === 'error' &&
    typeof json.error.code === 'string' &&
    typeof json.error.message === 'string' &&
    json.error.message.length > 0 &&
    (json.error.field === undefined || typeof json.error.field === 'string')
  );
}

/** A text whose full graph (maxNodes=all) takes the analysis a good second: 300 made-up words in 1,000 lines. */
export function slowText(): string {
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const pick = (s: string) => s[Math.floor(random() * s.length)];
  const words = Array.from({ length: 300 }, () => Array.from({ length: 3 }, () => pick('bcdfghjklmnprstvz') + pick('aeiou')).join(''));
  return Array.from({ length: 1000 }, () => Array.from({ length: 10 }, () => words[Math.floor(random() * words.length)]).join(' ')).join('\n');
}
