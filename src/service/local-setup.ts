// This machine's Service as a command or a `tna serve` worker builds it: the store the flags or
// environment name, the language model and the web-search provider the environment configures.
import { languageModelFromEnv } from '../ai/client.js';
import { embeddingModelFromEnv } from '../ai/embeddings.js';
import { storeLocation, type StoreLocation } from '../store/location.js';
import { storeFor, type ClosableProvider } from '../store/provider.js';
import type { StoreProvider } from '../store/types.js';
import { timedProvider, type StoreTimer } from '../store/timed-store.js';
import type { ProgressSink } from '../core/progress.js';
import { betweennessWork, computeBetweenness, PARALLEL_WORK, type BetweennessRunner } from '../core/graph/betweenness.js';
import type { WebSearchProvider } from '../web/types.js';
import type { WebSources } from './intent-sources.js';
import { LocalService } from './local.js';
import { conceptGraph } from '../core/analyze.js';
import { PARALLEL_TEXT } from '../parallel/read-size.js';
import type { GraphReader } from './analysis-request.js';

/** Plain data, so it crosses into worker threads. */
export interface LocalSetup {
  /** Path of the store (--db); else TNA_DB, else the XDG data directory. */
  db?: string;
  /** A shared PostgreSQL store (--store); else TNA_STORE_URL. It wins over TNA_DB, --db over it. */
  store?: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /**
   * Web search: the provider by name (else the environment's) and whether its answers are cached
   * on disk (default yes); `false` for none at all (keyless requests to `tna serve`).
   */
  search?: { provider?: string; cache?: boolean; readSuppliedPages?: boolean } | false;
  /** A server's: betweenness threads run at a lower priority, so other requests keep their share of the processors. */
  background?: boolean;
  /**
   * Whether a long text is read on two threads (default: yes, unless `background`): not where
   * the service runs beside others that share the processors already (`tna graph --each`'s workers).
   */
  readOnThreads?: boolean;
}

/** What a front door hears of the work as it goes (not plain data: built where the service is). */
export interface LocalHooks {
  /** A server's: how long each call to the store took. */
  storeTimer?: StoreTimer;
  /** The command line's on a terminal: the stages of an analysis, and betweenness as it goes. */
  progress?: ProgressSink;
  /**
   * The command line's: a graph's relations in its answer are made only as they are read, since
   * the answer is written out in this process and never cloned (a full graph's million relations
   * then never exist as objects all at once).
   */
  lazyRelations?: boolean;
}

/** Nothing is opened here: the store opens when a request first needs it, the provider when a search does. */
export function localServiceFor(setup: LocalSetup, hooks: LocalHooks = {}): LocalService {
  const store = providerFor(storeLocation({ store: setup.store, db: setup.db }, setup.env, setup.cwd));
  return new LocalService({
    languageModel: languageModelFromEnv(setup.env),
    embeddings: embeddingModelFromEnv(setup.env),
    store: hooks.storeTimer ? timedProvider(store, hooks.storeTimer) : store,
    web: setup.search === false ? {} : webSources(setup.env, setup.search ?? {}),
    betweenness: threadedBetweenness(setup.background ?? false, hooks.progress),
    ...((setup.readOnThreads ?? !setup.background) ? { reading: threadedReading } : {}),
    lazyRelations: hooks.lazyRelations,
  });
}

/**
 * Betweenness on worker threads (src/parallel/), loaded only for a graph large enough to be worth
 * them. It runs once the graph is built and before its clusters, so it tells `progress` of both.
 */
export function threadedBetweenness(background: boolean, progress?: ProgressSink): BetweennessRunner {
  return async (csr, options) => {
    const stage = (threads: number) => `betweenness of ${csr.n.toLocaleString('en')} concepts${threads > 1 ? ` on ${threads} threads` : ''}`;
    const onProgress = progress && ((done: number, total: number, threads: number) => progress(stage(threads), done, total));
    progress?.(stage(1));
    const run = { ...options, onProgress };
    const centrality =
      options.threads === 1 || betweennessWork(csr, options) < PARALLEL_WORK
        ? computeBetweenness(csr, run)
        : await (await import('../parallel/betweenness.js')).parallelBetweenness(csr, { ...run, background });
    progress?.('clusters, gaps and the summary');
    return centrality;
  };
}

/**
 * A text read on two threads (src/parallel/read.ts), loaded only for a text long enough to be
 * worth them, and unless the request asks for one thread (`--threads 1`); the graph is the one a
 * reading on this thread makes.
 */
export const threadedReading: GraphReader = async (statements, options, threads) => {
  let length = 0;
  for (const s of statements) length += s.content.length;
  if (length < PARALLEL_TEXT || threads === 1) return conceptGraph(statements, options);
  return (await import('../parallel/read.js')).parallelConceptGraph(statements, options, { threads });
};

/** One connection pool per database in a process (a serve worker builds two services over the same store). */
const pools = new Map<string, ClosableProvider>();

function providerFor(location: StoreLocation): StoreProvider {
  if (location.kind === 'sqlite') return storeFor(location);
  let provider = pools.get(location.url);
  if (!provider) pools.set(location.url, (provider = storeFor(location)));
  return provider;
}

/** The provider is chosen (and its configuration checked) only when a request first searches. */
function webSources(env: NodeJS.ProcessEnv, search: { provider?: string; cache?: boolean; readSuppliedPages?: boolean }): WebSources {
  let provider: Promise<WebSearchProvider> | undefined;
  const chosen = async () => {
    const [{ webSearchProvider }, { cachedProvider, cacheOptionsFromEnv }] = await Promise.all([import('../web/providers.js'), import('../web/cache.js')]);
    const direct = webSearchProvider(search.provider, env);
    return search.cache === false ? direct : cachedProvider(direct, cacheOptionsFromEnv(env));
  };
  return {
    webSearch: () => (provider ??= chosen()),
    readPage: async (url) => (await import('../web/page-text.js')).readPage(url),
    readSuppliedPages: search.readSuppliedPages ?? true,
  };
}
