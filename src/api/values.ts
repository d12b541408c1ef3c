// The enumerated values of request fields, in a module of their own so that the CLI can list
// them in --help without loading the schemas (zod) or the analysis.

export const OPTIMIZE = ['develop', 'reinforce', 'gaps', 'gap', 'latent', 'imagine', 'optimize', 'auto'] as const;
export const REQUEST_MODES = [
  'question', 'idea', 'develop', 'fact', 'chat', 'challenge', 'response', 'gptchat', 'summary',
  'graph summary', 'reprompt', 'paraphrase', 'outline', 'custom', 'transcend',
] as const;
/** E7 `mode` and E8 `compareMode`. */
export { COMPARE_MODES, type CompareMode } from '../core/compare-modes.js';
/** E13/E14 `compareMode`. */
export const VS_COMPARE_MODES = ['difference', 'difference_nodes'] as const;
