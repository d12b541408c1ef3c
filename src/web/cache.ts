// Answers of a web-search provider kept on disk for a while, so that repeating a run costs no searches.
//
// One JSON file per question, named by the sha256 of its key (provider, instance, method, query,
// country, language, pages) and holding {key, fetchedAt, value}. Files are written to a temporary
// name and renamed, so a concurrent run reads a whole file or none; a file that does not parse or
// holds another key is ignored and fetched again. Failures are thrown, never kept.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { badRequest } from '../core/errors.js';
import type { IntentQuery, SearchRequest, SearchResult, WebSearchProvider } from './types.js';

export const DEFAULT_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
const FORMAT = 1;

export interface CacheOptions {
  dir: string;
  /** How long an answer stays good; 0 turns the cache off (nothing read, nothing written). */
  ttlMs: number;
  /** The clock, for tests. */
  now?: () => number;
}

/** TNA_CACHE_DIR, else $XDG_CACHE_HOME/tna/web, else ~/.cache/tna/web; TNA_SEARCH_CACHE_TTL in seconds (0: off), else a day. */
export function cacheOptionsFromEnv(env: NodeJS.ProcessEnv, home: string = os.homedir()): CacheOptions {
  const dir = env.TNA_CACHE_DIR?.trim() || path.join(env.XDG_CACHE_HOME?.trim() || path.join(home, '.cache'), 'tna', 'web');
  let ttlMs = DEFAULT_CACHE_TTL_MS;
  const ttl = env.TNA_SEARCH_CACHE_TTL?.trim();
  if (ttl) {
    const secs = Number(ttl);
    if (!Number.isFinite(secs) || secs < 0) throw badRequest(`TNA_SEARCH_CACHE_TTL must be a number of seconds (0 turns the cache off), not ${JSON.stringify(ttl)}`);
    ttlMs = secs * 1000;
  }
  return { dir, ttlMs };
}

interface Entry {
  format: number;
  key: string;
  fetchedAt: number;
  value: unknown;
}

/** `provider` with its answers kept in options.dir for options.ttlMs. */
export function cachedProvider(provider: WebSearchProvider, options: CacheOptions): WebSearchProvider {
  if (options.ttlMs <= 0) return provider;
  const now = options.now ?? Date.now;
  const remember = async <T>(method: string, request: SearchRequest, pages: number | undefined, valid: (v: unknown) => v is T, ask: () => Promise<T>): Promise<T> => {
    // Every part that changes the answer, in a fixed order; query text exactly as asked.
    const key = JSON.stringify([provider.name, provider.instance ?? null, method, request.query, request.country ?? null, request.language ?? null, pages ?? null]);
    const file = path.join(options.dir, `${createHash('sha256').update(key).digest('hex')}.json`);
    const kept = await read(file, key);
    if (kept !== undefined && valid(kept.value) && fresh(kept.fetchedAt, now(), options.ttlMs)) return kept.value;
    const value = await ask();
    await write(options.dir, file, { format: FORMAT, key, fetchedAt: now(), value });
    return value;
  };
  return {
    name: provider.name,
    instance: provider.instance,
    results: (request, pages) => remember('results', request, pages, isResults, () => provider.results(request, pages)),
    related: (request) => remember('related', request, undefined, isIntent, () => provider.related(request)),
    suggest: (request) => remember('suggest', request, undefined, isStrings, () => provider.suggest(request)),
  };
}

function fresh(fetchedAt: number, now: number, ttlMs: number): boolean {
  // A time in the future means the clock moved back; trust nothing then.
  return fetchedAt <= now && now - fetchedAt < ttlMs;
}

async function read(file: string, key: string): Promise<Entry | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const entry = JSON.parse(text) as Partial<Entry>;
    if (entry.format !== FORMAT || entry.key !== key || typeof entry.fetchedAt !== 'number') return undefined;
    return entry as Entry;
  } catch {
    return undefined;
  }
}

async function write(dir: string, file: string, entry: Entry): Promise<void> {
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(temp, JSON.stringify(entry));
    await rename(temp, file);
  } catch {
    // The answer is in hand; a cache that cannot be written (a read-only home) only costs a search next time.
    await rm(temp, { force: true }).catch(() => undefined);
  }
}

function isResults(value: unknown): value is SearchResult[] {
  return Array.isArray(value) && value.every((r) => typeof r === 'object' && r !== null && typeof r.rank === 'number' && typeof r.title === 'string' && typeof r.url === 'string' && typeof r.snippet === 'string');
}

function isIntent(value: unknown): value is IntentQuery[] {
  return Array.isArray(value) && value.every((q) => typeof q === 'object' && q !== null && typeof q.query === 'string' && ['related', 'question', 'suggest'].includes(q.source));
}

function isStrings(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((s) => typeof s === 'string');
}
