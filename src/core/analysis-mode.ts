// Which analysis turns text into concepts and weights: the default one, or the reference service's, kept exact.

export const ANALYSIS_MODES = ['default', 'reference'] as const;
export type AnalysisMode = (typeof ANALYSIS_MODES)[number];

/**
 * `default` keeps as concepts the words that carry a subject, weighs titles, headings and the
 * first sentence more, and computes influence on the concepts a text repeats; `reference`
 * reproduces the reference service's numbers exactly (docs/analysis.md says both).
 */
export const DEFAULT_ANALYSIS: AnalysisMode = 'default';
