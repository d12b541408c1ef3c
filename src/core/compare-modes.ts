// The ways several contexts combine into one graph; a module of its own so that front doors can list them cheaply.
export const COMPARE_MODES = ['merge', 'overlap', 'difference'] as const;
export type CompareMode = (typeof COMPARE_MODES)[number];
