// The Service interface over tna serve's executor: what the MCP tools call when `tna serve` answers
// MCP itself. Each call is one task for the workers, as a POST to the API would be: the same
// memory budget and queue, the same worker threads, the same store, and the caller's user.
import { ApiError, type ErrorCode } from '../core/errors.js';
import { ENDPOINTS, type EndpointName, type Service } from '../service/service.js';
import { searchParams } from './remote.js';
import { LANGUAGE_MODEL_ENDPOINTS } from './server.js';
import { jsonText } from './task.js';
import type { Executor } from './worker-pool.js';

export interface CallerOfService {
  user: string;
  /** This server's API address as the client reached it, for links to saved graphs. */
  apiBase?: string;
}

/** A Service whose every call runs on `executor` for `caller`. */
export function executorService(executor: Executor, caller: CallerOfService): Service {
  const call = async (endpoint: EndpointName, query: unknown, body: unknown): Promise<unknown> => {
    const result = await executor.run({
      endpoint,
      // As a URL would carry them, so the worker reads them exactly as it reads a POST's.
      query: Object.fromEntries(searchParams(query)),
      body: JSON.stringify(body ?? {}),
      user: caller.user,
      keyless: false,
      waitsOnModel: LANGUAGE_MODEL_ENDPOINTS.has(endpoint),
      ...(caller.apiBase ? { apiBase: caller.apiBase } : {}),
    });
    try {
      const parsed = JSON.parse(jsonText(result)) as { error?: { code?: ErrorCode; message?: string; field?: string } };
      if (result.status === 200) return parsed;
      const error = parsed.error ?? {};
      throw new ApiError(result.status, error.code ?? 'internal', error.message ?? `status ${result.status}`, error.field);
    } finally {
      // The memory budget holds an answer's share until it has been used.
      result.release?.();
    }
  };
  const service = {} as Record<EndpointName, unknown>;
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) service[name] = (query: unknown, body: unknown) => call(name, query, body);
  return service as unknown as Service;
}
