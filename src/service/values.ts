// The enumerated values of request fields, in a module of their own so that the CLI can list
// them in --help without loading the schemas (zod) or the analysis.

/** Advice `optimize` and `requestMode`. */
export { OPTIMIZE, REQUEST_MODES } from '../ai/request-modes.js';
/** E7 `mode` and E8 `compareMode`. */
export { COMPARE_MODES, type CompareMode } from '../core/compare-modes.js';
/** E13/E14 `compareMode`. */
export const VS_COMPARE_MODES = ['difference', 'difference_nodes'] as const;
/** Where the queries of a search-intent graph come from (ours: INTERFACE shows only `related`). */
export const KEYWORDS_SOURCES = ['related', 'suggest', 'both'] as const;
export type KeywordsSource = (typeof KEYWORDS_SOURCES)[number];
/** E1 `betweenness`. */
export { BETWEENNESS_MODES } from '../core/betweenness-modes.js';

/** `maxNodes` when a request leaves it out, and the commands' --max-nodes default. */
export const DEFAULT_MAX_NODES = 150;
