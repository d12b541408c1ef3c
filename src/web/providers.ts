// Which web-search provider to use, chosen by name or by the environment, and the variables each one reads.
import { badRequest } from '../core/errors.js';
import { BraveProvider } from './brave.js';
import { httpSettingsFromEnv } from './http.js';
import { SearxngProvider } from './searxng.js';
import { SerpApiProvider } from './serpapi.js';
import type { WebSearchProvider } from './types.js';

export type WebSearchProviderName = 'serpapi' | 'brave' | 'searxng';

export interface ProviderInfo {
  name: WebSearchProviderName;
  /** What it is, for --help and the README. */
  description: string;
  /** The variables that configure it; the first of `required` present is enough. */
  required: string[];
  optional: string[];
}

/** In the order tried when no provider is named: the first configured one wins. */
export const WEB_SEARCH_PROVIDERS: readonly ProviderInfo[] = [
  {
    name: 'serpapi',
    description: "Google results, related searches, people-also-ask questions and autocomplete through SerpAPI (serpapi.com; needs a key)",
    required: ['SERPAPI_API_KEY'],
    optional: ['SERPAPI_BASE_URL'],
  },
  {
    name: 'brave',
    description: 'Brave Search API results, FAQ and forum questions, and autocomplete (api.search.brave.com; needs a key)',
    required: ['BRAVE_SEARCH_API_KEY', 'BRAVE_API_KEY'],
    optional: ['BRAVE_SEARCH_BASE_URL'],
  },
  {
    name: 'searxng',
    description: 'A SearXNG instance of your own: results, suggested searches and autocomplete (no key; JSON must be enabled)',
    required: ['SEARXNG_URL'],
    optional: [],
  },
];

/** Variables every provider reads. */
export const WEB_SEARCH_SETTINGS: readonly string[] = ['TNA_SEARCH_PROVIDER', 'TNA_SEARCH_TIMEOUT', 'TNA_SEARCH_RETRIES', 'TNA_SEARCH_CACHE_TTL', 'TNA_CACHE_DIR'];

export const WEB_SEARCH_PROVIDER_NAMES: readonly WebSearchProviderName[] = WEB_SEARCH_PROVIDERS.map((p) => p.name);

/**
 * The provider named (else TNA_SEARCH_PROVIDER, else the first configured in WEB_SEARCH_PROVIDERS'
 * order), built from env. A 400 ApiError when the name is unknown, the named provider lacks its
 * variable, or none is configured.
 */
export function webSearchProvider(name: string | undefined, env: NodeJS.ProcessEnv): WebSearchProvider {
  const chosen = (name ?? env.TNA_SEARCH_PROVIDER)?.trim().toLowerCase() || undefined;
  const info = chosen === undefined ? WEB_SEARCH_PROVIDERS.find((p) => configured(p, env) !== undefined) : WEB_SEARCH_PROVIDERS.find((p) => p.name === chosen);
  if (chosen !== undefined && info === undefined) {
    const from = name === undefined ? ' (from TNA_SEARCH_PROVIDER)' : '';
    throw badRequest(`Unknown web-search provider ${JSON.stringify(chosen)}${from}: choose one of ${WEB_SEARCH_PROVIDER_NAMES.join(', ')}`, 'provider');
  }
  if (info === undefined) {
    const each = WEB_SEARCH_PROVIDERS.map((p) => `${p.name} (${p.required.join(' or ')})`).join(', ');
    throw badRequest(
      `No web-search provider is configured: set the variable of one of ${each}, or name one with TNA_SEARCH_PROVIDER; --results-file and --queries-file work offline without any`,
      'provider',
    );
  }
  const variable = configured(info, env);
  if (variable === undefined) {
    throw badRequest(`The ${info.name} web-search provider needs ${info.required.join(' or ')}: set it in the environment`, 'provider');
  }
  const value = env[variable]!.trim();
  const http = httpSettingsFromEnv(env);
  switch (info.name) {
    case 'serpapi':
      return new SerpApiProvider({ apiKey: value, baseUrl: nonEmpty(env.SERPAPI_BASE_URL), http });
    case 'brave':
      return new BraveProvider({ apiKey: value, keyEnv: variable, baseUrl: nonEmpty(env.BRAVE_SEARCH_BASE_URL), http });
    case 'searxng':
      return new SearxngProvider({ baseUrl: value, http });
  }
}

/** The first of the provider's required variables that is set, if any. */
function configured(info: ProviderInfo, env: NodeJS.ProcessEnv): string | undefined {
  return info.required.find((v) => nonEmpty(env[v]) !== undefined);
}

function nonEmpty(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}
