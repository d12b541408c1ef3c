// The provider as every client of it needs it: the openai package's client for the configured server, and its settings as a message may show them.
//
// Shared by every client of the OpenAI-compatible server (chat, embeddings), so that no error names
// a secret in one and not the other.

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importModule } from '../core/import-module.js';

export type OpenAIModule = typeof import('openai');
export type OpenAI = import('openai').OpenAI;
export interface OpenAiClient {
  sdk: OpenAIModule;
  client: OpenAI;
}

/**
 * Where the openai package is: the copy the build bundles beside the command line and the server's
 * workers (dist/openai.mjs, scripts/bundle.mjs), so that an installed tna needs no node_modules copy
 * of it; else node_modules (the compiled sources the tests run).
 */
function openAiSpecifier(): string {
  const bundled = new URL('./openai.mjs', import.meta.url);
  return existsSync(fileURLToPath(bundled)) ? bundled.href : 'openai';
}

/** The openai package, evaluated at the first request only, and its client for the configured server. */
export function openAiClient(config: { apiKey?: string; baseURL?: string; timeoutMs: number }): Promise<OpenAiClient> {
  return importModule<OpenAIModule>(openAiSpecifier()).then((sdk) => ({
    sdk,
    client: new sdk.OpenAI({
      // A local server needs no key, but the package insists on one.
      apiKey: config.apiKey ?? 'no-key',
      // null, not undefined: the package would read OPENAI_BASE_URL from process.env itself.
      baseURL: config.baseURL ?? null,
      // Retries are ours: they honour Retry-After with a cap and back off from a configurable base.
      maxRetries: 0,
      timeout: config.timeoutMs,
      logLevel: 'off',
    }),
  }));
}

/** The server's address without any credentials or query written into it. */
export function providerAddress(baseURL: string | undefined): string {
  const raw = baseURL ?? 'https://api.openai.com/v1';
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
export function redactKey(message: string, apiKey: string | undefined): string {
  let out = message.replace(/\b(sk|key|pk)-[A-Za-z0-9_*\-]{6,}/g, '[redacted]');
  if (apiKey && apiKey.length >= 4) out = out.split(apiKey).join('[redacted]');
  return out;
}

/** Milliseconds as seconds with at most two decimals, e.g. "0.3 s". */
export function formatSeconds(ms: number): string {
  return `${Math.round(ms / 10) / 100} s`;
}
