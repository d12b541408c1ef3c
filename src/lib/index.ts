/**
 * tna as a library: text network analysis for Node programs. Each function takes one options
 * object (the HTTP API's field names, else the command's long flags in camelCase) and answers
 * what the matching command prints with `-f json`.
 *
 * ```ts
 * import { graph } from 'tna';
 * const answer = await graph({ text: 'Trees need rain.\nRain feeds the rivers.', maxNodes: 40 });
 * console.log(answer.entriesAndGraphOfContext.graph.networkGraph.nodes?.map((n) => n.key));
 * ```
 *
 * Importing the package loads only this small module: the analysis loads on the first call.
 * @module
 */
import type { AdviceResponse, CheckJson, CompareResponse, DotResponse, GraphOptions, GraphResponse } from './types.js';
import type { AdviceOptions, CheckOptions, CompareOptions, DotOptions, RelatedAnswer, RelatedOptions } from './options.js';

export { TnaError, BadInputError, NotFoundError, ProviderError, type TnaErrorCode } from './errors.js';
export { openStore, type OpenStoreOptions, type StoreLocation } from './store.js';
export type * from './types.js';
export type * from './options.js';

/**
 * The graph of a text: its concepts, relations, clusters, gaps, influential concepts, key phrases
 * and diversity; the object `tna graph -f json` prints with the same options.
 */
export async function graph(options: GraphOptions): Promise<GraphResponse> {
  return (await import('./run.js')).graph(options);
}

/** The compact DOT view of a text's graph (or of a saved graph's), as `tna dot -f json` prints it. */
export async function dot(options: DotOptions): Promise<DotResponse> {
  return (await import('./run.js')).dot(options);
}

/** Two or more texts compared (`merge`, `overlap` or `difference`), as `tna compare -f json` prints it. */
export async function compare(options: CompareOptions): Promise<CompareResponse> {
  return (await import('./run.js')).compare(options);
}

/** The statements of texts (or of a saved graph) most related to a question, as `tna related -f json` prints them. */
export async function related(options: RelatedOptions): Promise<RelatedAnswer[]> {
  return (await import('./run.js')).related(options);
}

/**
 * Texts checked against quality rules (a tna.config.json's, or a configuration given as an
 * object), as `tna check -f json` prints the report. A failed rule is a result, not an error:
 * `summary.errors` counts them.
 */
export async function check(options: CheckOptions): Promise<CheckJson> {
  return (await import('./run.js')).check(options);
}

/** Advice from a language model built on a text's graph (a question, an idea, a summary…), as `tna advice -f json` prints it. */
export async function advice(options: AdviceOptions): Promise<AdviceResponse> {
  return (await import('./run.js')).advice(options);
}
