// Which analysis turns text into concepts and weights: the default one, or the reference service's, kept exact.
import { badRequest } from './errors.js';

export const ANALYSIS_MODES = ['default', 'reference'] as const;
export type AnalysisMode = (typeof ANALYSIS_MODES)[number];

/**
 * `default` keeps as concepts the words that carry a subject, weighs titles, headings and the
 * first sentence more, and computes influence on the concepts a text repeats; `reference`
 * reproduces the reference service's numbers exactly (docs/analysis.md says both).
 */
export const DEFAULT_ANALYSIS: AnalysisMode = 'default';

/**
 * The analysis a caller asked for or, without one, the one TNA_ANALYSIS in `env` names (the
 * command passes the process's environment; the library only an environment it is given);
 * undefined leaves it to the service.
 */
export function analysisMode(asked: string | undefined, env: Readonly<Record<string, string | undefined>>): AnalysisMode | undefined {
  if (asked !== undefined) return asked as AnalysisMode;
  const value = env.TNA_ANALYSIS?.trim();
  if (!value) return undefined;
  const mode = ANALYSIS_MODES.find((m) => m === value.toLowerCase());
  if (!mode) throw badRequest(`TNA_ANALYSIS must be one of ${ANALYSIS_MODES.join(', ')} (got ${JSON.stringify(value.slice(0, 40))})`);
  return mode;
}
