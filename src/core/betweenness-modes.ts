// How betweenness may be computed: a module of its own, so --help can list the modes without loading the analysis.
export const BETWEENNESS_MODES = ['auto', 'exact', 'approx'] as const;
export type BetweennessMode = (typeof BETWEENNESS_MODES)[number];
