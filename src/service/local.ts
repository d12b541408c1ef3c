// LocalService: every endpoint computed on this machine. It only wires each endpoint's function
// (one file each in this folder) to the store and the language model it was given.
import type { EmbeddingModel } from '../ai/embeddings.js';
import type { LanguageModel } from '../ai/client.js';
import type { BetweennessRunner } from '../core/graph/betweenness.js';
import type { Statement } from '../core/types.js';
import { storeLocation } from '../store/location.js';
import { storeFor } from '../store/provider.js';
import type { StoreProvider } from '../store/types.js';
import type { AdviceCall, AdviceDeps } from './advice.js';
import { DEFAULT_MAX_NODES, type GraphReader } from './analysis-request.js';
import { compareGraphs as compareLocal } from './compare.js';
import * as e3 from './dot.js';
import { graphAndStatements } from './graph.js';
import type { IntentAdviceEndpoint, IntentDeps } from './intent.js';
import type { SearchLinks } from './search.js';
import type { WebSources } from './intent-sources.js';
import type { Service } from './service.js';

export interface LocalOptions {
  /** The language model for topic names and advice (src/ai/client.ts); none: aiTopics warns, advice says how to configure one. */
  languageModel?: LanguageModel;
  /** The embedding model for related statements (TNA_EMBEDDING_MODEL), fused with the offline ranking; none: the offline ranking alone. */
  embeddings?: EmbeddingModel;
  /** The store of saved graphs (E1 saving and retrieval, E5, E6); default: the CLI's default place (TNA_DB, XDG). */
  store?: StoreProvider;
  /** Web search for the web-search endpoints: the provider (chosen when first needed) and the page reader; none: only requests that carry their own results and queries work. */
  web?: WebSources;
  /** Where the endpoints that analyze text compute betweenness (src/parallel/: worker threads); default: the calling thread. */
  betweenness?: BetweennessRunner;
  /** Where graphAndStatements reads a text into its graph (src/parallel/: a long text on two threads); default: the calling thread. */
  reading?: GraphReader;
  /** The graph's relations in graphAndStatements' answer made only as they are read (an answer that is never cloned). */
  lazyRelations?: boolean;
}

export class LocalService implements Service {
  constructor(private readonly options: LocalOptions = {}) {}

  private storeProvider?: StoreProvider;
  /** The store of saved graphs; nothing is opened (or created) until a request needs it. */
  private store(): StoreProvider {
    return (this.storeProvider ??= this.options.store ?? storeFor(storeLocation({}, process.env, process.cwd())));
  }

  /** A saved graph's statements as `viewer` may see them (for E3 and E7 by name); undefined when there is none. */
  savedStatements = async (name: string, viewer: string): Promise<Statement[] | undefined> =>
    (await import('./saved-graphs.js')).savedStatements(this.store(), name, viewer);

  /** A saved graph as `related` reads it, with what its last save stored for questions. */
  savedSearch = async (name: string, viewer: string) => (await import('./saved-graphs.js')).savedSearch(this.store(), name, viewer);

  graphAndStatements: Service['graphAndStatements'] = (query, body) =>
    graphAndStatements(query, body, { store: () => this.store(), languageModel: this.options.languageModel, betweenness: this.options.betweenness, reading: this.options.reading, lazyRelations: this.options.lazyRelations });

  graphAndAdvice = async (query: unknown, body: unknown, call?: AdviceCall) =>
    (await import('./advice.js')).graphAndAdvice(query, body, this.adviceDeps(), call);
  dotGraph = (query: unknown, body: unknown) => e3.dotGraph(query, body);
  dotGraphFromText = (query: unknown, body: unknown) =>
    e3.dotGraphFromText(query, body, { languageModel: this.options.languageModel, saved: this.savedStatements, betweenness: this.options.betweenness });
  graphAiAdvice = async (query: unknown, body: unknown, call?: AdviceCall) =>
    (await import('./advice.js')).graphAiAdvice(query, body, this.adviceDeps(), call);
  listGraphs: Service['listGraphs'] = async (_query, body) => (await import('./list.js')).listSavedGraphs(this.store(), body);
  /** `links` name the found graphs' addresses on the server that answers (`tna serve`); none here. */
  search = async (query: Parameters<Service['search']>[0], body: Parameters<Service['search']>[1], links?: SearchLinks) =>
    (await import('./search.js')).searchSaved(this.store(), query, body, DEFAULT_MAX_NODES, links);
  compareGraphs = (query: unknown, body: unknown) => compareLocal(query, body, { saved: this.savedStatements, store: () => this.store() });
  aiAdvice = async (query: unknown, body: unknown) => (await import('./raw-advice.js')).rawAdvice(query, body, this.options.languageModel);
  aiSearch = async (query: unknown, body: unknown) =>
    (await import('./related.js')).aiSearch(query, body, { embeddings: this.options.embeddings, savedSearch: this.savedSearch });
  graphsAndAiAdvice = async (query: unknown, body: unknown, call?: AdviceCall) =>
    (await import('./advice.js')).graphsAndAiAdvice(query, body, this.adviceDeps(), call);
  private adviceDeps = (): AdviceDeps => ({ languageModel: this.options.languageModel, saved: this.savedStatements, betweenness: this.options.betweenness, store: () => this.store() });
  private intentDeps = (): IntentDeps => ({ ...this.options.web, store: () => this.store(), languageModel: this.options.languageModel, betweenness: this.options.betweenness });
  engineSearchResultsGraph = async (query: unknown, body: unknown) => (await import('./intent.js')).searchResultsGraph(query, body, this.intentDeps());
  engineSearchIntentGraph = async (query: unknown, body: unknown) => (await import('./intent.js')).searchIntentGraph(query, body, this.intentDeps());
  engineSearchVsIntentGraph = async (query: unknown, body: unknown) => (await import('./intent.js')).searchVsIntentGraph(query, body, this.intentDeps());
  private intentAdvice = (endpoint: IntentAdviceEndpoint) => async (query: unknown, body: unknown, call?: AdviceCall) =>
    (await import('./intent.js')).intentAdvice(endpoint, query, body, this.intentDeps(), call);
  engineSearchResultsAiAdvice = this.intentAdvice('engineSearchResultsAiAdvice');
  engineSearchIntentAiAdvice = this.intentAdvice('engineSearchIntentAiAdvice');
  engineSearchVsIntentAiAdvice = this.intentAdvice('engineSearchVsIntentAiAdvice');
  /** The messages a web-search advice request would send, for --prompt-only: the provider is asked, the model is not. */
  intentAdvicePrompts = async (endpoint: IntentAdviceEndpoint, query: unknown, body: unknown) =>
    (await import('./intent.js')).intentAdvicePrompts(endpoint, query, body, this.intentDeps());
}
