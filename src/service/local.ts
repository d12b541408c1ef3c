// LocalService: every endpoint computed on this machine. It only wires each endpoint's function
// (one file each in this folder) to the store and the language model it was given.
import type { LanguageModel } from '../ai/client.js';
import { notImplemented } from '../core/errors.js';
import type { Statement } from '../core/types.js';
import { storePath } from '../store/path.js';
import { storeAt } from '../store/provider.js';
import type { StoreProvider } from '../store/types.js';
import type { AdviceCall, AdviceDeps } from './advice.js';
import { DEFAULT_MAX_NODES } from './analysis-request.js';
import { compareGraphs as compareLocal } from './compare.js';
import * as e3 from './dot.js';
import { graphAndStatements } from './graph.js';
import { ENDPOINTS, type Service } from './service.js';

export interface LocalOptions {
  /** The language model for topic names and advice (src/ai/client.ts); none: aiTopics warns, advice says how to configure one. */
  languageModel?: LanguageModel;
  /** The store of saved graphs (E1 saving and retrieval, E5, E6); default: the CLI's default place (TNA_DB, XDG). */
  store?: StoreProvider;
}

export class LocalService implements Service {
  constructor(private readonly options: LocalOptions = {}) {}

  private storeProvider?: StoreProvider;
  /** The store of saved graphs; nothing is opened (or created) until a request needs it. */
  private store(): StoreProvider {
    return (this.storeProvider ??= this.options.store ?? storeAt(storePath(undefined, process.env, process.cwd())));
  }

  /** A saved graph's statements as `viewer` may see them (for E3 and E7 by name); undefined when there is none. */
  savedStatements = async (name: string, viewer: string): Promise<Statement[] | undefined> =>
    (await import('./saved-graphs.js')).savedStatements(this.store(), name, viewer);

  graphAndStatements: Service['graphAndStatements'] = (query, body) =>
    graphAndStatements(query, body, { store: () => this.store(), languageModel: this.options.languageModel });

  graphAndAdvice = async (query: unknown, body: unknown, call?: AdviceCall) =>
    (await import('./advice.js')).graphAndAdvice(query, body, this.adviceDeps(), call);
  dotGraph = (query: unknown, body: unknown) => e3.dotGraph(query, body);
  dotGraphFromText = (query: unknown, body: unknown) =>
    e3.dotGraphFromText(query, body, { languageModel: this.options.languageModel, saved: this.savedStatements });
  graphAiAdvice = async (query: unknown, body: unknown, call?: AdviceCall) =>
    (await import('./advice.js')).graphAiAdvice(query, body, this.adviceDeps(), call);
  listGraphs: Service['listGraphs'] = async (_query, body) => (await import('./list.js')).listSavedGraphs(this.store(), body);
  search: Service['search'] = async (query, body) => (await import('./search.js')).searchSaved(this.store(), query, body, DEFAULT_MAX_NODES);
  compareGraphs = (query: unknown, body: unknown) => compareLocal(query, body, { saved: this.savedStatements });
  graphsAndAiAdvice = async (query: unknown, body: unknown, call?: AdviceCall) =>
    (await import('./advice.js')).graphsAndAiAdvice(query, body, this.adviceDeps(), call);
  private adviceDeps = (): AdviceDeps => ({ languageModel: this.options.languageModel, saved: this.savedStatements });
  engineSearchResultsGraph = pending('engineSearchResultsGraph');
  engineSearchResultsAiAdvice = pending('engineSearchResultsAiAdvice');
  engineSearchIntentGraph = pending('engineSearchIntentGraph');
  engineSearchIntentAiAdvice = pending('engineSearchIntentAiAdvice');
  engineSearchVsIntentGraph = pending('engineSearchVsIntentGraph');
  engineSearchVsIntentAiAdvice = pending('engineSearchVsIntentAiAdvice');
}

/** An endpoint whose issue has not landed: a 501 that names it. */
function pending(name: keyof Service) {
  return async (): Promise<never> => {
    throw notImplemented(`The ${ENDPOINTS[name].path} endpoint (web search results and search intent)`);
  };
}

